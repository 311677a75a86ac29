// SPDX-License-Identifier: GPL-3.0-or-later
// Depots (issue 39 item 2, "dock to refuel and rearm"): the fuel depots and ammo dumps a
// vehicle stands still on to fill up (the simulation's resupply, FUN_00429040 step 5: a pad
// part of kind Fuel or Ammo touched, speed 0). Which cells are depots, the nearest one of a
// kind the bot may use (its own side's or nobody's: an enemy's the cannons would shoot on the
// way), where in the cell to stop (clear of the tank or the crates, on the pad) and whether a
// vehicle needs one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "core/fixed.hpp"
#include "rf/bot/path.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/sim.hpp"

namespace rf::bot {

// The pad kind of a building number: Fuel for the four fuel depots, Ammo for the ammo dump,
// None for everything else (their rubble included).
PadKind depotKind(uint32_t bno);

// The nearest standing depot of `kind` within `range` cells (Chebyshev) of `from` that `side`
// may use (its own or a neutral one), skipping cells `skip` rejects; {-1, -1} when none.
template <class Skip>
Cell nearestDepot(const Sim& sim, Cell from, int side, PadKind kind, int range, Skip skip);

// Where a vehicle stops in the depot's cell (16.16 px): 8 px from the centre away from the
// block part (the fuel tank's named side, the crates' north edge), on the pad.
core::Vec2 depotStandPoint(const Sim& sim, Cell depot);

// The cell beside the depot on its open side (the stand point's side): the way in that
// does not brush the tank or the crates.
Cell depotEntry(const Sim& sim, Cell depot);

// What the vehicle lacks: its first weapon's rounds below `rearmPct` percent of the full load
// (Ammo), its fuel below `refuelPct` percent (Fuel), else None. Fuel first: without it the
// vehicle dies on the road.
PadKind depotNeed(const VehState& st, const VehicleDef& def, int32_t rearmPct, int32_t refuelPct);

// Whether a vehicle standing at a depot of `kind` is full (Fuel: the whole tank; Ammo: every
// slot's full load).
bool depotFull(const VehState& st, const VehicleDef& def, PadKind kind);

template <class Skip>
Cell nearestDepot(const Sim& sim, Cell from, int side, PadKind kind, int range, Skip skip) {
  Cell best{-1, -1};
  int bestD = range + 1;
  for (int y = from.y - range; y <= from.y + range; ++y) {
    for (int x = from.x - range; x <= from.x + range; ++x) {
      if (!World::inMap(x, y)) continue;
      const uint32_t w = sim.world.cell(x, y);
      if (depotKind(cell::bno(w)) != kind) continue;
      const int team = static_cast<int>(cell::team(w));
      if (team != side && team < kTeams) continue;  // an enemy's
      const int d = std::max(std::abs(x - from.x), std::abs(y - from.y));
      if (d < bestD && !skip(Cell{x, y})) {
        bestD = d;
        best = Cell{x, y};
      }
    }
  }
  return best;
}

}  // namespace rf::bot
