// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard of a view as data the HUD draws (rf-simulation.md §5, §11): hit points,
// fuel with the low-fuel blink, the ammo of each weapon slot (the heli's selected weapon),
// the weapon-count widget of the ASV's mines (shown in 2 players only, where Msv_Mine
// lays them), the side's mine stock (team +0xbc) and the enemy arrow (2 players).
// Computed from the state; nothing is stored.
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

struct Sim;

inline constexpr int32_t kFuelBlinkTicks = 15;  // designed: the gauge blinks 15 ticks on, 15 off

struct Dashboard {
  bool vehicle = false;  // a vehicle of the side is out (the rest is 0 otherwise)
  VehicleType type = kNoVehicleType;
  core::Fixed hp = 0;
  core::Fixed hpMax = 0;
  core::Fixed fuel = 0;
  core::Fixed fuelMax = 0;
  bool fuelLow = false;    // below 1/8: the "FuelWarn" level
  bool fuelBlinkOn = true; // while low: on / off every 15 ticks
  std::array<int32_t, 2> ammo{};        // rounds in slot 0 / 1
  std::array<bool, 2> slotShown{};      // the ASV's mine slot: 2 players only
  int selected = 0;                     // the heli's selected weapon (0 guns, 1 missiles); 0 otherwise
  int32_t mineStock = 0;                // team +0xbc
  int32_t arrow = -1;                   // team +0x80: heading to the other player's vehicle, -1 none
};

// The dashboard of side `team` now.
Dashboard dashboardOf(const Sim& sim, int team);

}  // namespace rf
