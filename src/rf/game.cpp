// SPDX-License-Identifier: GPL-3.0-or-later
// rf::Game: load, setup and step.
#include "rf/game.hpp"

#include <stdexcept>

#include "core/bytes.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/random_mines.hpp"
#include "rf/sim/world.hpp"

namespace rf {

GameOptions scriptedGameOptions(const InputScript& script, int players) {
  GameOptions go;
  go.players = players;
  go.scenario = {script.file, script.spawns};  // placed by the game's own setup
  for (const ScriptScheme& sc : script.schemes) {
    go.schemes[static_cast<size_t>(sc.player)] = sc.analog ? ControlScheme::Analog : ControlScheme::Digital;
  }
  return go;
}
namespace {

// The part of a ParseError message after "FILE: ".
std::string withoutFilePrefix(const core::ParseError& e) {
  const std::string what = e.what();
  const std::string prefix = e.file() + ": ";
  return what.rfind(prefix, 0) == 0 ? what.substr(prefix.size()) : what;
}

// GameSetup1P 0x41a480 / GameSetup2P 0x41a750 (the parts that exist now): each team's copy
// of the loadout 0x4438b8 (+0x14 for team 1: the stock at team +0xac, the controller scheme
// at +0xb0, the mine stock at +0xbc), both views in bunker select (ViewEnterBunkerSelect for view 1, then 2).
void gameSetup(Sim& sim, const GameOptions& options) {
  for (size_t i = 0; i < sim.team.size(); ++i) {
    sim.team[i].stock = sim.world.options().stock;
    sim.team[i].scheme.fill(options.schemes[i]);
    sim.team[i].mines = sim.data().loadout[i].mines;  // team +0xbc (loadout +0x10)
    sim.team[i].flagLeft = static_cast<int32_t>(sim.world.flagSites(static_cast<int>(i)).size() / 2);
  }
  for (int i = 0; i < sim.players; ++i) viewEnterBunkerSelect(sim, i);
}

}  // namespace

Game Game::load(const RfmFile& map, const std::string& fileName, const GameOptions& options) {
  if (options.players != 0 && options.players != 1 && options.players != 2) {
    throw LoadError(fileName, "players must be 1 or 2, got " + std::to_string(options.players));
  }
  if (options.tables != nullptr && options.data != nullptr && options.tables->data != options.data.get()) {
    throw std::invalid_argument("rf::Game::load: GameOptions::tables are of another table set than GameOptions::data");
  }
  Game g;
  g.data_ = options.data;  // kept alive as long as the game
  Sim& sim = g.sim_;
  sim.tables = options.tables != nullptr ? options.tables
                                         : &simTablesOf(options.data != nullptr ? *options.data : designedTables());
  sim.rand.seed(options.seed);
  sim.world = buildWorld(map, fileName, sim.rand, options.players == 0 ? -1 : options.players, sim.data());
  sim.players = sim.world.players();
  objInitPool(sim);  // FUN_0041dff0 (also clears every chain head of the new world)
  placeRandomMines(sim, sim.world.options().randomMines);  // FUN_0041c9b0 (StartNewGame)
  gameSetup(sim, options);
  dronePoolSetup(sim, sim.world.options().enemyPool);  // FUN_00435040 (ai_level_start)
  applyScenario(sim, options.scenario);                // the spawn lines (scenario.hpp)
  return g;
}

Game Game::load(const std::string& path, const GameOptions& options) {
  RfmFile map;
  try {
    map = loadRfm(path);
  } catch (const core::ParseError& e) {
    throw LoadError(e.file(), withoutFilePrefix(e));
  }
  return load(map, path, options);
}

void Game::step(const Inputs& inputs) {
  simStep(sim_, inputs.words, inputs.dt);
}

std::vector<ObjSlot> Game::liveObjects() const {
  std::vector<ObjSlot> out;
  for (ObjListId id : {ObjListId::Active, ObjListId::Inactive, ObjListId::Useless}) {
    for (ObjSlot s = sim_.lists[static_cast<size_t>(id)].head; s != kNoObj; s = sim_.objs[s].next)
      out.push_back(s);
  }
  return out;
}

ObjSlot Game::spawn(ObjClass cls, int32_t team, Fixed x, Fixed y, int32_t heading, int32_t arg) {
  return placeObject(sim_, cls, team, x, y, heading, arg);
}

}  // namespace rf
