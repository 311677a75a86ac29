// SPDX-License-Identifier: GPL-3.0-or-later
// The drone pool's state (rf-simulation.md §9 "Drone", the pool 0x4597b8): Sim::drones; the
// functions are in drone.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"

namespace rf {

inline constexpr int kDronesPerTeam = 5;  // FUN_00435040(n <= 5)

// One record of the pool 0x4597b8 (0x20 bytes per drone). The original links the free
// records in a list (+0 next); designed: a record is free while objId is 0 and a team takes
// its lowest free record of its first n.
struct DroneRec {
  uint32_t objId = 0;         // +0x04 the drone object (0 = free)
  int32_t lastDraw = 0;       // +0x08 tick of the last draw (the drawn hook)
  int32_t team = 0;           // +0x0c
  int32_t muzzle = 0;         // +0x0d 0: the left gun (x -8) fires next, 1: the right (x +8)
  int32_t shotDown = 0;       // +0x0e the damage marked it shot down
  int32_t killerHeading = 0;  // +0x10 the heading of what shot it down
  int32_t nextShot = 0;       // +0x14 tick of the next shot / tracer probe
  uint32_t bumpId = 0;        // +0x18 the drone whose proximity part it touched last
  int32_t gunPitch = 0;       // +0x1c relative to the body, 0..0x3fffff (positive down)
  static constexpr auto fields() {
    return std::tuple{
        CORE_FIELD(DroneRec, objId),    CORE_FIELD(DroneRec, lastDraw), CORE_FIELD(DroneRec, team),
        CORE_FIELD(DroneRec, muzzle),   CORE_FIELD(DroneRec, shotDown), CORE_FIELD(DroneRec, killerHeading),
        CORE_FIELD(DroneRec, nextShot), CORE_FIELD(DroneRec, bumpId),   CORE_FIELD(DroneRec, gunPitch)};
  }
  friend bool operator==(const DroneRec& lhs, const DroneRec& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<DroneRec>());

// The pool and the hum (Sim::drones).
struct DronePool {
  int32_t perTeam = 0;                             // n: records each team may use (0..5)
  std::array<DroneRec, 2 * kDronesPerTeam> rec{};  // team t: rec[t * 5 .. t * 5 + n - 1]
  bool humOn = false;                              // the "Drone" loop 0x43e9a8 plays
  std::array<uint32_t, 2> heard{};                 // DAT_004598f8 / DAT_00459904: the drone
                                                   // each listener's source sits on (0 none)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(DronePool, perTeam), CORE_FIELD(DronePool, rec),
                      CORE_FIELD(DronePool, humOn), CORE_FIELD(DronePool, heard)};
  }
  friend bool operator==(const DronePool& lhs, const DronePool& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<DronePool>());

}  // namespace rf
