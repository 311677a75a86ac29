// SPDX-License-Identifier: GPL-3.0-or-later
// The fires and fire engines (gta-objects.md "Fires", "Fire engines", 0x42e600-0x430400):
// the 4 fire records at 0x511988 (0x24 bytes each), Fire_Register's rules, the engines
// (sentinels of kind 6 driving car model 0x2a, listed in engines[] 0x511a1c with the
// 2500 frames they may stay out 0x511978) and FireEngine_Update's state machine. The
// driving is ours (gta/sim/road.hpp, gta/sim/drive.hpp, docs/gta-fire-engines.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/road.hpp"

namespace gta {

struct GameState;

inline constexpr int kFires = 4;
inline constexpr int kFireJetObjects = 10;  // objects[10]: the last counts the spraying frames
inline constexpr int kFireEngines = 3;      // engines[] 0x511a1c
inline constexpr int kSentinels = 10;       // designed: the sentinel records (the spec gives none)
inline constexpr int kFireEngineOutFrames = 2500;
inline constexpr int kFireStations = 4;
inline constexpr int kFireNearActiveBlocks = 40;  // no recorded fire with an engine this near
inline constexpr int kFireExtraBlocks = 2;        // a fire this near a recorded one is its extra
inline constexpr int kFireRoadReach = 4;          // Map_FindNearestRoad's reach
inline constexpr int kFireStopBlocks = 4;         // the engine stops within 4 blocks
inline constexpr int kFireOtherLayer = 500;       // another layer counts 500 blocks more
inline constexpr int kFireArriveBlocks = 2;       // FireEngine_ArriveCheck: farther, it drives there
inline constexpr int kFireSprayFrames = 262;
inline constexpr int kFireHoseTurn = 3;      // the hose turns 3 a frame
inline constexpr int kFireJetMax = 320;      // d at most 320
inline constexpr int kFireJetFirst = 0x24;   // the first 0x30 ahead of the hose
inline constexpr int kFireJetStep = 0x1e;    // each next one ahead of the previous
inline constexpr int kFireJetPiecesMax = 8;  // n below 9
inline constexpr int kFireEngineCruise = 6;  // cruise speed 6
inline constexpr int kFireEngineCarControl = 9;
inline constexpr int kFireEngineDriverControl = 6;
inline constexpr int kSentinelKindPolice = 6;
inline constexpr int kFireHoseBack = -6;        // the hose 6 back
inline constexpr int kFireHoseLeft = -1;        // and 1 left
inline constexpr int kFireNoBurnModelA = 0x0b;  // fires on these cars are not recorded
inline constexpr int kFireNoBurnModelB = 0x0d;

// FireEngine_Update's states (+0x1b).
namespace fes {
inline constexpr int kDriving = 1;
inline constexpr int kSearching = 2;
inline constexpr int kWaitSearch = 5;
inline constexpr int kBraking = 10;
inline constexpr int kStopped = 0x14;
inline constexpr int kNextJob = 0x1e;
inline constexpr int kSearchHome = 0x23;
inline constexpr int kGiveUp = 0x27;
inline constexpr int kDrivingHome = 0x28;
inline constexpr int kAimHose = 0x64;
inline constexpr int kJet = 0x6e;
inline constexpr int kSpraying = 0x82;
inline constexpr int kJetOff = 0x97;
inline constexpr int kHoseBack = 0xa0;
inline constexpr int kGiveUpWall = 0xaa;
inline constexpr int kDismissed = 0xff;
}  // namespace fes

// One fire record, 0x24 bytes (offsets in comments are the original's: the notes' fields
// in their order). Free: object -1 at block 0 (x = y = z = 0), engine 0.
struct FireRecord {
  int16_t object = -1;  // +0x00 the fire object
  int16_t x = 0;        // +0x02 the road block next to it, pixels
  int16_t y = 0;        // +0x04
  int16_t z = 0;        // +0x06
  int16_t engine = 0;   // +0x08 its engine's car id (0: none; see Fire_IsNearActive's quirk)
  std::array<int16_t, kFireJetObjects> objects{};  // +0x0a the water jet; [9] counts the spraying frames
  int16_t extra = -1;                              // +0x1e a second fire within 2 blocks
  // designed: ours, the fire object's position (pixels), kept when the object goes; the
  // notes do not say how the original keeps it. They fill the record's last 4 bytes.
  int16_t fireX = 0;
  int16_t fireY = 0;

  bool used() const { return object >= 0; }
  static constexpr auto fields() {
    return std::tuple{
        CORE_FIELD(FireRecord, object), CORE_FIELD(FireRecord, x),      CORE_FIELD(FireRecord, y),
        CORE_FIELD(FireRecord, z),      CORE_FIELD(FireRecord, engine), CORE_FIELD(FireRecord, objects),
        CORE_FIELD(FireRecord, extra),  CORE_FIELD(FireRecord, fireX),  CORE_FIELD(FireRecord, fireY)};
  }
  friend bool operator==(const FireRecord& lhs, const FireRecord& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<FireRecord>() && core::isDense<FireRecord>() &&
              sizeof(FireRecord) == 0x24);

// A sentinel record (the emergency services' controllers; the fire engine's fields).
struct Sentinel {
  int16_t kind = 0;  // 0 free, 6 Police (a fire engine)
  int16_t car = -1;
  int16_t state = 0;     // +0x1b FireEngine_Update's state
  int16_t fire = -1;     // the fire record it serves
  int16_t station = 0;   // the fire station it came from (its home)
  int16_t routePos = 0;  // the next block of the route
  int32_t frames = 0;    // designed: frames since dispatched (the trace)
  std::vector<RouteBlock> route;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Sentinel, kind),    CORE_FIELD(Sentinel, car),
                      CORE_FIELD(Sentinel, state),   CORE_FIELD(Sentinel, fire),
                      CORE_FIELD(Sentinel, station), CORE_FIELD(Sentinel, routePos),
                      CORE_FIELD(Sentinel, frames),  CORE_FIELD(Sentinel, route)};
  }
  friend bool operator==(const Sentinel& lhs, const Sentinel& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Sentinel>());

struct FireState {
  std::array<FireRecord, kFires> fires{};
  std::array<int16_t, kFireEngines> engines{};    // 0x511a1c: sentinel ids
  std::array<int32_t, kFireEngines> engineOut{};  // 0x511978: frames left out
  int32_t engineCount = 0;
  std::array<RouteBlock, kFireStations> stations{};  // 0x511960: the CMP's first four
  int32_t stationCount = 0;
  std::array<Sentinel, kSentinels> sentinels{};

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(FireState, fires),     CORE_FIELD(FireState, engines),
                      CORE_FIELD(FireState, engineOut), CORE_FIELD(FireState, engineCount),
                      CORE_FIELD(FireState, stations),  CORE_FIELD(FireState, stationCount),
                      CORE_FIELD(FireState, sentinels)};
  }
  friend bool operator==(const FireState& lhs, const FireState& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<FireState>());

// Fire_Init: the records free, no engines; the stations from the CMP's locations.
void fireInit(GameState& s);
// Fire_Register: a fire object 0x12 is recorded (see gta-objects.md for the rules);
// returns the record, -1 when it is not (or was dropped again: no engine to send).
int fireRegister(GameState& s, int object);
// A fire object 0x12 lit at (x, y, z) and registered as a mission's fire would be.
int fireLight(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z);
// Fire_IsNearActive: a recorded fire with an engine within `blocks` of block (bx, by).
// quirk: fires whose engine id is 0 are ignored.
bool fireIsNearActive(const GameState& s, int bx, int by, int blocks);
// Fire_Extinguish: the record dropped (its extra fire and jet go too).
void fireExtinguish(GameState& s, int record);
// Fire_FindNearestUnattended: the nearest recorded fire without an engine (Manhattan
// blocks from (bx, by)), -1: none.
int fireFindNearestUnattended(const GameState& s, int bx, int by);
bool fireHasObjects(const GameState& s, int record);
void fireClearObjects(GameState& s, int record);
// Coll_GetFiresInBlock: the fire objects in block (bx, by) linked into a list (each new
// one at its head; *list gets it from the head). quirk: returns the first entry it added
// (whose next is NULL), not the head. -1: no fire there.
int collGetFiresInBlock(GameState& s, int bx, int by, std::vector<int>* list);

// The jet of state 0x6e for a hose-to-fire distance of d pixels: n = (d - 52) / 32 + 1
// pieces (d at most 320, n below 9, at least 1) of 0x30, then the 0x31 end.
int fireJetPieces(int d);

// FireEngine_Dispatch 0x42ec70: an engine for record `record`; false: none to send.
bool fireEngineDispatch(GameState& s, int record);
// FireEngine_Spawn 0x42e920 at station `station`: the sentinel's car, or -1.
int fireEngineSpawn(GameState& s, int sentinel, int station);
// FireEngine_SetDestination 0x42ea90
void fireEngineSetDestination(GameState& s, int sentinel, int record);
// FireEngine_ReturnToBase 0x42ee40
void fireEngineReturnToBase(GameState& s, int sentinel);
// FireEngine_Remove 0x42e870: hose, car, record.
void fireEngineRemove(GameState& s, int sentinel);
// Sentinel_DriveCar for the fire engines (ours: the road follower) with FireEngine_Update
// 0x42f460, every frame ("emergency services").
void fireEnginesUpdate(GameState& s);

}  // namespace gta
