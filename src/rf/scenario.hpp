// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario (ARCHITECTURE.md "One way in"): the objects an input script's spawn lines place
// before the first frame. rf::Game::load applies it inside the game's own setup (after
// GameSetup and the drone pool), so that nothing outside the game layer writes the state,
// and a replay records it (docs/replay-format.md, version 3).
#pragma once

#include <string>
#include <vector>

#include "core/fixed.hpp"
#include "rf/data/input_script.hpp"
#include "rf/sim/object.hpp"

namespace rf {

struct Sim;

struct Scenario {
  std::string file;                 // where the lines came from (the errors name it)
  std::vector<ScriptSpawn> spawns;  // in file order
  bool empty() const { return spawns.empty(); }
};

// Places an object directly: ObjCreate with arg, then heading; throws std::invalid_argument
// off the map or when the spot is blocked, NotPortedError for a class not ported yet,
// std::runtime_error when the pool is full.
ObjSlot placeObject(Sim& sim, ObjClass cls, int32_t team, Fixed x, Fixed y, int32_t heading, int32_t arg = 0);

// Places every spawn in order: a vehicle (tank, jeep, msv, heli) ready to drive with its
// side's view in play, as after a launch; any other class by its name. Throws
// std::runtime_error "FILE: line N: spawn WHAT: reason".
void applyScenario(Sim& sim, const Scenario& scenario);

// A spawn as the line the input script reads back to the same spawn (what a replay keeps):
// "spawn tank team 0 at 1000,1000 heading 90".
std::string spawnLineText(const ScriptSpawn& s);

}  // namespace rf
