// SPDX-License-Identifier: GPL-3.0-or-later
// The public face of a Return Fire game (ARCHITECTURE.md "simulation contract"):
// load(map, options) / step(inputs) / events() / hash() and read-only views of the objects
// and cells. All state is inside the Game (rf::Sim): two games in one process never meet.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "rf/data/input_script.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/data/rfm.hpp"
#include "rf/scenario.hpp"
#include "rf/sim/controls.hpp"
#include "rf/sim/frame.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

struct GameOptions {
  int players = 0;                    // 1 or 2; 0 = the map header's count
  // The controller scheme of each side's loadout (every vehicle type; team +0xb0): the
  // keyboard's digital controller, or the analog decoder for a stick.
  std::array<ControlScheme, 2> schemes{ControlScheme::Digital, ControlScheme::Digital};
  // The table set the game reads (rf/data/data_tables.hpp): the user's RFIRE.BIN's, or
  // nullptr for the designed one. The game keeps it alive; a replay records which it was.
  std::shared_ptr<const DataTables> data;
  // The behaviour tables; nullptr = simTablesOf(the set above). Tests give their own (made
  // from the same set: their `data` must be `data`'s, else load throws std::invalid_argument).
  const SimTables* tables = nullptr;
  // The objects placed before the first frame (an input script's spawn lines), applied by
  // load inside the setup (scenario.hpp); a replay records them.
  Scenario scenario;
  // The CRT rand()'s seed before the load (the world's load, the random mines and every
  // later draw use it). 1, the default, is what the original had (it never calls srand):
  // every replay and golden run plays with it; the research API (include/retrosim/rf.h)
  // sets others.
  uint32_t seed = core::MsvcRand::kDefaultSeed;
};

// The options a scripted game runs with (`rf run` and `rf play` with --input): the
// script's spawn lines as the scenario and its scheme lines as the controller schemes.
GameOptions scriptedGameOptions(const InputScript& script, int players);

// One frame's input: the raw input word of each player (rf/data/raw_input.hpp: what
// PollAllPlayerInputs reads; the vehicles decode it) and dt in ticks.
struct Inputs {
  std::array<uint32_t, 2> words{raw::kNone, raw::kNone};
  int32_t dt = kDefaultDt;  // 0..12
};

class Game {
 public:
  // LoadLevelMap 0x4322f0 + GameSetup1P 0x41a480 / GameSetup2P 0x41a750 (the parts that
  // exist), then the options' scenario. Throws LoadError ("FILE: what is wrong"); a spawn
  // that cannot be placed throws std::runtime_error (applyScenario).
  static Game load(const RfmFile& map, const std::string& fileName, const GameOptions& options = {});
  static Game load(const std::string& path, const GameOptions& options = {});

  // One frame (GameFrame1P / GameFrame2P). Throws std::invalid_argument for dt outside 0..12.
  void step(const Inputs& inputs);

  // This frame's events (cleared by the next step).
  const std::vector<Event>& events() const { return sim_.events; }
  // The hash of the whole state (XXH3 over every listed field: simHash).
  uint64_t hash() const { return simHash(sim_); }

  int players() const { return sim_.players; }
  int32_t tick() const { return sim_.tick; }
  uint32_t frame() const { return sim_.frame; }
  const World& world() const { return sim_.world; }
  uint32_t cell(int x, int y) const { return sim_.world.cell(x, y); }
  // Every pool slot (slot 0 unused; !alive() = free).
  std::span<const Obj, kObjSlots> objects() const { return sim_.objs; }
  // The live objects in list order: active, inactive, useless.
  std::vector<ObjSlot> liveObjects() const;
  const Obj* object(uint32_t id) const { return objById(sim_, id); }
  const ClassDesc& classOf(const Obj& o) const { return sim_.desc(o); }
  // The table set the game runs with (GameOptions::data; the designed set by default).
  const DataTables& data() const { return sim_.data(); }

  // Places an object directly (scripts, tests): ObjCreate with arg, then heading; throws
  // std::invalid_argument off the map or when the spot is blocked, NotPortedError for a
  // class slot without an init, std::runtime_error when the pool is full.
  ObjSlot spawn(ObjClass cls, int32_t team, Fixed x, Fixed y, int32_t heading, int32_t arg = 0);

  // The whole state, read-only; and writable for tests and tools that set up scenes.
  const Sim& state() const { return sim_; }
  Sim& mutableState() { return sim_; }

 private:
  Game() = default;
  std::shared_ptr<const DataTables> data_;  // GameOptions::data (sim_ points into it)
  Sim sim_;
};

}  // namespace rf
