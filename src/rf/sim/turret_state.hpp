// SPDX-License-Identifier: GPL-3.0-or-later
// The tower turrets' state in rf::Sim (rf-simulation.md §9 "Turrets"): the pose TowerDestroyed
// sends the turret part flying in; the functions are in turret.hpp.
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"

namespace rf {

// The pose TowerDestroyed 0x423510 sends the turret part flying in (DAT_0044ad30 yaw,
// DAT_004588c8 pitch): the live turret's when TurretDestroy shot it down, else the jitter
// pose FUN_004174b0 of the static tower.
struct TurretPose {
  bool live = false;
  int32_t yaw = 0;
  int32_t pitch = 0;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TurretPose, live), CORE_FIELD(TurretPose, yaw),
                      CORE_FIELD(TurretPose, pitch)};
  }
  friend bool operator==(const TurretPose& lhs, const TurretPose& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<TurretPose>());

}  // namespace rf
