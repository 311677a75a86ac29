// SPDX-License-Identifier: GPL-3.0-or-later
// The object record (Obj), its lists and constants; functions in obj.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/object_infos.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

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

struct ObjInitResult {
  int objects = 0;     // object slots filled
  int parkedCars = 0;  // cars created
};

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

}  // namespace gta
