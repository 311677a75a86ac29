// SPDX-License-Identifier: GPL-3.0-or-later
// The object table (gta-game-core.md "Entity tables"): 3500 records of 0x88 bytes at
// 0x6b40d0 (sprite +0x2c, list links +0x24 / +0x28), Obj_InitFromMap 0x44c620 and
// Obj_CreateStatic.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/cmp.hpp"
#include "gta/data/object_infos.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct EntityTables;
struct GameState;
class CollGrid;
class MapBlocks;

inline constexpr int kObjSlots = 3500;
inline constexpr int32_t kObjNoLink = -1;
inline constexpr uint8_t kObjStateStart1 = 7;  // the state a status-1 object starts in

// Object record, 0x88 bytes (gta-objects.md "The object record").
struct Obj {
  int16_t id = 0;                 // +0x00 own index
  int16_t speed = 0;              // +0x02 pixels a frame (moving list)
  int16_t life = 0;               // +0x04 frames in a state; counters of 0x40 / 0x4d
  int16_t heading = 0;            // +0x06 direction of motion (0..1023), apart from the sprite angle
  int16_t weight = 0;             // +0x08 object_info +0xe
  int16_t type = -1;              // +0x0a object_info index (designed: -1 in a never used slot)
  int16_t state = 0;              // +0x0c the frame state: 0 free
  int16_t frameTimer = 0;         // +0x0e frames since the last animation step
  int16_t u10 = 0;                // +0x10 animation cycles done (status 7: timer steps)
  int16_t u12 = 0;                // +0x12 1: cycles don't count (a recorded fire burns on)
  int16_t owner = -1;             // +0x14 what a fire burns on / an attached object rides
  int16_t param = 0;              // +0x16 creation parameter (0x40 / 0x4d: a ped)
  int16_t attachKind = 0;         // +0x18 0 object, 1 / 5 car, 2 / 3 carriage, 4 ped (fires: 0, 1, else ped)
  int16_t offFwd = 0;             // +0x1a attached offset along the owner's heading (pixels)
  int16_t offSide = 0;            // +0x1c across it
  int16_t u1e = -1;               // +0x1e projectiles, bombs: the ped that fired / planted it
  int32_t inList = 0;             // +0x20 in_anim_list (designed: which list, ObjList)
  int32_t listNext = kObjNoLink;  // +0x24 a pointer in the original; the slot here
  int32_t listPrev = kObjNoLink;  // +0x28
  Sprite sprite;                  // +0x2c .. +0x88

  bool free() const { return state == 0; }
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Obj, id),         CORE_FIELD(Obj, speed),      CORE_FIELD(Obj, life),
                      CORE_FIELD(Obj, heading),    CORE_FIELD(Obj, weight),     CORE_FIELD(Obj, type),
                      CORE_FIELD(Obj, state),      CORE_FIELD(Obj, frameTimer), CORE_FIELD(Obj, u10),
                      CORE_FIELD(Obj, u12),        CORE_FIELD(Obj, owner),      CORE_FIELD(Obj, param),
                      CORE_FIELD(Obj, attachKind), CORE_FIELD(Obj, offFwd),     CORE_FIELD(Obj, offSide),
                      CORE_FIELD(Obj, u1e),        CORE_FIELD(Obj, inList),     CORE_FIELD(Obj, listNext),
                      CORE_FIELD(Obj, listPrev),   CORE_FIELD(Obj, sprite)};
  }
  friend bool operator==(const Obj& lhs, const Obj& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Obj>());
static_assert(core::isDense<Obj>());
static_assert(sizeof(Obj) == 0x88);
static_assert(offsetof(Obj, speed) == 0x02 && offsetof(Obj, type) == 0x0a && offsetof(Obj, state) == 0x0c &&
              offsetof(Obj, owner) == 0x14 && offsetof(Obj, attachKind) == 0x18 &&
              offsetof(Obj, u1e) == 0x1e && offsetof(Obj, inList) == 0x20 &&
              offsetof(Obj, listNext) == 0x24 && offsetof(Obj, listPrev) == 0x28 &&
              offsetof(Obj, sprite) == 0x2c);

// designed: the values of +0x20 (the spec names it in_anim_list; the port records which of
// the four lists of Obj_UpdateAll holds the object, so the unlinkers know).
enum ObjList : int32_t {
  kObjListNone = 0,
  kObjListAnimated = 1,
  kObjListMoving = 2,
  kObjListTimers = 3,
  kObjListAttached = 4
};
// The state a resting visible object shows (designed: its first frame).
inline constexpr int16_t kObjStateRest = 1;

// objInfoStatus and objDepthBase (the designed object_info rows): gta/data/object_infos.hpp.
// Types that never enter the collision grid: 0x10, 0x41, 0x42, 0x47-0x49.
bool objTypeOutsideGrid(int type);

// Obj_CreateStatic: the next object slot gets `type` at (x, y, z) (16.16 pixels): types
// 0x1a-0x1c half a block lower, invisible types (status 3) only a position, status 1
// starts in state 7, animated (status 5, 9) and status-7 objects are linked into their
// lists, all but objTypeOutsideGrid types go into the grid, and the depth key is the type's
// base, one layer (0x400000) more over a slope (type 0x57: 0x450000). Returns the slot, or -1 when the table
// is full.
int objCreateStatic(EntityTables& t, CollGrid& grid, const MapBlocks& map, int type, core::Fixed x,
                    core::Fixed y, core::Fixed z, int16_t rotation);

// Obj_InitFromMap 0x44c620: the CMP object positions in order (type 2 outside style 1
// becomes two objects, 3 then 2), parked cars (remap >= 0x80) through carCreate (every
// other standard car gets its alarm, siren state 99), the rest of the table cleared.
// PowerUp_InitAll (called at its end in the original) is not ported here.
struct ObjInitResult {
  int objects = 0;     // object slots filled
  int parkedCars = 0;  // cars created
};
ObjInitResult objInitFromMap(EntityTables& t, CollGrid& grid, const MapBlocks& map,
                             std::span<const CmpObjectPos> positions, uint8_t style);

// ---- the object module (gta-objects.md, 0x44c2d0-0x44ee4f) ----

inline constexpr int kObjMaxSpeed = 48;   // pixels a frame on the moving list
inline constexpr int kObjSpin = 0x40;     // the sprite turns 0x40 a frame
inline constexpr int kObjSpinAir = 0x20;  // designed: "less in the air"
inline constexpr int kObjSpeedDrop = 2;   // speed lost a frame
inline constexpr int kObjEdgeDrop = 8;    // the ground this many pixels lower: an edge
inline constexpr int kObjFallSpeed = 5;   // pixels a frame falling
inline constexpr int kObjBreakKick = 3;   // the into[] pieces' speed
inline constexpr int kObjStateBounce = 7;
inline constexpr int kObjStateTumble = 8;  // 8-13, 20-25
inline constexpr int kObjStateAir = 14;    // 14-19
inline constexpr int kObjStateSlide = 2;   // 2-6
inline constexpr int kObjStateSink = 26;   // 26-31
inline constexpr int kObjStateLast = 31;
inline constexpr int kObjWeightFixed = 3;          // never moves
inline constexpr int kObjMarkerAfterDeath = 1000;  // 0x40 / 0x4d: frames after their ped died
// designed distances (the spec names the interactions, not their reach).
inline constexpr int kObjPedReach = 16;       // a tumbling object knocks a ped down
inline constexpr int kObjPanicReach = 64;     // peds panic near a fire / a falling object
inline constexpr int kObjFireReach = 8;       // a ped walking into a loose fire catches it
inline constexpr int kObjCarFireDamage = 5;   // damage a frame to a car on a loose fire
inline constexpr int kObjPedFireHealth = 10;  // health lost catching fire

// The fixed table of state changes a moving object steps through each frame (designed:
// slides loop 2-6, a bounce stays 7, a tumble runs 8-13 into the air 14-19 and tumbles
// again 20-25 before sliding, a sink runs 26-31).
int objNextState(int state);
// Obj_UpdateSprite 0x44c3a0: the sprite frame of state s: spr_num + s - 1 for 1-8, three
// runs of six (9-14, 15-20, 21-26) to spr_num + 1..6, 27-31 to spr_num + 8..12.
int objFrameOfState(int sprNum, int state);
void objUpdateSprite(GameState& s, Obj& o);

// Obj_Create (in 0x44c2d0-0x44ee4f): the first free slot past the level's objects gets
// `type` at (x, y, z) facing `angle`; the animated types and timers are listed, the rest
// go into the grid. quirk (gta-game-core.md): types 0x40 / 0x4d turn their shared
// object_info record animated for good. A fire starts on a random frame (Math_Random).
// Returns the slot, -1 when the table is full.
int objCreate(GameState& s, int type, core::Fixed x, core::Fixed y, core::Fixed z, int angle);
// Obj_CreateAttached: `type` riding `owner` (attachKind: 0 object, 1 / 5 car, 2 / 3
// carriage, 4 ped) at (offFwd, offSide) pixels. quirk: the blended test looks at the
// attach kind, not the type (so the attached lights are never drawn blended).
int objCreateAttached(GameState& s, int type, int owner, int attachKind, int offFwd, int offSide);
// Obj_CreateAnimated: an animated object burning on / following `owner`. quirk: the
// sprite's angle is first set to the owner, then 0; `lastArg` becomes the attach kind
// (callers that pass a heading there set the attach kind to it).
int objCreateAnimated(GameState& s, int type, core::Fixed x, core::Fixed y, core::Fixed z, int owner,
                      int lastArg);
// Obj_Kick: sets an object moving (statuses 0, 8, 9; weight 3 never) with 2 * speed >>
// weight along `heading`; the bomb 0x16 explodes instead, the signs 0x21 / 0x22 stay.
// quirk: pushed onto the moving list without setting prev. quirk: the angle is compared
// with itself plus / minus 0x20 to turn it by 0x40: never true.
void objKick(GameState& s, int slot, int speed, int heading);
// Obj_Delete with its unlinkers: out of its list and the grid, state 0 (the other fields
// stay: a free slot keeps its stale owner). The smashable count drops for a type with
// into[] entries.
void objDelete(GameState& s, int slot);
// Obj_DeleteByOwner: every slot whose owner is `owner`. quirk: free slots whose stale owner
// matches are deleted again (the smashable count drops again).
void objDeleteByOwner(GameState& s, int owner);
// Obj_ListRotate (the tank): the second entry of the list becomes its head.
void objListRotate(EntityTables& t, int32_t& head);
// Obj_OnCarWrecked: designed reading: the lights riding the car go.
void objOnCarWrecked(GameState& s, int car);
// Obj_IsOnScreen: the object's position inside the player's view rectangle (pixels).
bool objIsOnScreen(const GameState& s, int slot, int player);
// Map_SlopeDelta as the moving objects call it. quirk: they pass the block kind (0..7)
// instead of the type map, so the slope bits are always 0 and no slope speeds them up.
int mapSlopeDelta(uint16_t typeMap);

// Out of its list (through prev, as the original unlinks) / the grid moved to its position.
void objUnlink(EntityTables& t, int slot);
void objGridMove(GameState& s, int slot);

// Obj_UpdateAll 0x44d790: the moving list, the status-7 timers, the animated list, the
// attached list (then Proj_UpdateAll: projectiles are not ported).
void objUpdateAll(GameState& s);

}  // namespace gta
