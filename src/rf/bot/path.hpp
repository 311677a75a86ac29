// SPDX-License-Identifier: GPL-3.0-or-later
// Paths per vehicle class over the cells (issue 39 item 2): what each cell is to a vehicle
// of a side, from the simulation's own passability (rf/sim/passability.hpp: rocks and
// bushes stop the jeep, the tank crushes bushes and drives over rocks; buildings, walls,
// palms and trees stop every ground vehicle; deep water sinks the tank and the ASV, the jeep
// crosses it as a boat; bridge decks are dry; an own gate opens, an enemy's is shot
// through), and A* over them (8 neighbours, no corner cutting), to one cell or to the
// nearest cell a predicate accepts.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/sim.hpp"

namespace rf::bot {

// What a cell is to a vehicle.
enum class Pass : uint8_t {
  Road,       // a road or a bridge deck: the fastest
  Open,       // grass, dry land, crushed things
  Shallow,    // shallow water and shores: every ground vehicle wades
  Deep,       // deep water: the jeep as a boat, the heli
  Breakable,  // a static object a cannon can break (an enemy wall, gate, tower, building; a palm)
  Blocked,
};

// The cell (x, y) for `type` of `side` in the sim's current cells (off the map: Blocked).
Pass cellPass(const Sim& sim, int x, int y, VehicleType type, int side);
// Whether a vehicle of the type can enter such a cell at all (Breakable: only the cannons).
bool canEnter(Pass p, VehicleType type);
// A cell that stops a flat shot (a static object with a solid shape).
bool blocksShot(const Sim& sim, int x, int y);

struct Cell {
  int x = 0;
  int y = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

// The cells from `from` (excluded) to the first cell `goal` accepts (included), cheapest
// first (roads cheaper, breaking costs by the object's hit points, cells next to an obstacle
// dearer); empty when there is none. `through` lets the goal test's cell be entered even when
// blocked (the flag's rubble the jeep touches). At most `limit` cells are expanded. `extra`
// (by cell index; may be null) adds to a cell's cost (where the vehicle got stuck, the
// reach of a tower).
std::vector<Cell> findPath(const Sim& sim, Cell from, VehicleType type, int side,
                           const std::function<bool(Cell)>& goal, Cell heuristicTo, bool through = false,
                           int limit = 16384, const std::vector<int32_t>* extra = nullptr);

}  // namespace rf::bot
