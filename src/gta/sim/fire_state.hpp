// SPDX-License-Identifier: GPL-3.0-or-later
// The fire records, sentinels and FireState with their constants; functions in fire.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/road_state.hpp"

namespace gta {

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

}  // namespace gta
