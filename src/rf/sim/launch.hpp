// SPDX-License-Identifier: GPL-3.0-or-later
// Leaving the lift and the heli landing (rf-simulation.md §5 "Leaving the lift", "Docking"):
// the VehState +0xc pre-update hooks (vehiclePreUpdate, declared in vehicle.hpp).
//   tank / MSV (launch hooks 0x429f20 / 0x42a250): forced full forward for 15 ticks (0x44b178);
//   jeep (0x42a410): waits 98 ticks, then starts at half speed;
//   heli (0x42b3c0): the rotor spins up (0x49b/tick to 0x40000), then it takes off to 50 px
//   drifting east;
//   heli landing (dock hook 0x42b600): brake, descend onto the pad centre turning to 135 deg,
//   rotor spin-down, then DockVehicleInBunker.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/game_tables.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

inline constexpr int32_t kLaunchForwardTicks = kTunables.launchForwardTicks;  // 0x44b178 (designed set)
inline constexpr int32_t kJeepLaunchWait = 98;
inline constexpr core::Fixed kRotorSpinRate = 0x49b;  // per tick
inline constexpr core::Fixed kRotorFull = 0x40000;
inline constexpr core::Fixed kHeliTakeOffZ = 0x320000;  // 50 px
inline constexpr core::Fixed kHeliClimbRate = 0x8000;   // 0.5 px/tick
// designed: the notes say "drifting east" without a rate: 0.1 px/tick east while climbing.
inline constexpr core::Fixed kHeliTakeOffDrift = 0x1999;
inline constexpr int32_t kHeliDockHeading = 0x180000;  // 135 deg
// designed: the landing's approach to the pad centre, 0.5 px/tick on each axis.
inline constexpr core::Fixed kHeliLandingSlide = 0x8000;

// Sets the launch hook of a vehicle that just left the lift (by its type).
void startLaunchHook(Sim& sim, Obj& vehicle);

}  // namespace rf
