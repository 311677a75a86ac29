// SPDX-License-Identifier: GPL-3.0-or-later
// gta::Game, the public face of the GTA (1997) simulation, the same shape as rf::Game
// (ARCHITECTURE "The simulation contract"): a static load builds the level (Game_Run's
// begin: Mission_ReadIni, the map, Game_Init), step(inputs) runs exactly one frame (one
// iteration of Game_Run's loop), events() lists what this frame produced for views and
// sound, hash() covers the whole state. Each Game owns all of its state: two games in one
// process never interfere. The 70 Hz pacing (Timer_WaitTicks(3)) is the driver's:
// gta/pacer.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gta/data/cmp.hpp"
#include "gta/data/fatal_error.hpp"
#include "gta/data/load_error.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/session.hpp"

namespace gta {

// Where a level loaded from files came from (empty for the in-memory load).
struct LevelFiles {
  std::string ini;        // MISSION.INI
  std::string cmp;        // the city the section names, found in the data folder
  std::string configIni;  // config.ini beside it ("": none, as shipped)
};

class Game {
 public:
  // game_run_begin on `cmp` (the city the section names) and the whole MISSION.INI text.
  // Throws gta::LoadError (with the fatal code, e.g. -0xb1), core::ParseError or
  // gta::FatalError; nothing partial is left behind.
  static Game load(std::shared_ptr<const CmpFile> cmp, std::string_view missionIniText, uint32_t section,
                   const GameOptions& options = {}, const std::string& iniFile = "MISSION.INI");
  // The same from files: MISSION.INI at `iniPath`, the CMP its section names in `dataDir`
  // ("" = beside the INI; matched without regard to case) and config.ini there when there
  // is one and options.configIni is empty. Also throws std::runtime_error (no such city)
  // and the file layer's errors.
  static Game load(const std::string& iniPath, uint32_t section, const std::string& dataDir = "",
                   GameOptions options = {});

  // One frame: one whole iteration of the loop (as if the 3 ticks were there at once).
  // Does nothing once the game is over.
  void step(const Inputs& inputs = {});
  // The two halves of an iteration, for a real-time driver (Pacer) that waits for the ticks
  // between them as Timer_WaitTicks does: steps 2-4 (present, controls, sync), then 6-8.
  // step() is the two back to back. Throw std::logic_error when called out of turn.
  void beginFrame(const Inputs& inputs);
  void finishFrame();
  // game_run_end: the quit code (1 mission over, 2 abandoned, 3 reload, 4 network).
  int end();

  // The loop is over: quit set (or end() ran).
  bool over() const { return state_.quit != kQuitNone || state_.ended; }
  int32_t quitCode() const { return state_.quit; }
  // This frame's events (cleared when the next frame begins).
  const std::vector<FrameEvent>& events() const { return state_.events; }
  // The hash of the whole state (XXH3 over every listed field: gameStateHash).
  uint64_t hash() const { return gameStateHash(state_); }

  // The whole state, read-only; and writable for tests and tools that set up scenes.
  const GameState& state() const { return state_; }
  GameState& mutableState() { return state_; }
  const MissionScript& mission() const { return state_.mission; }
  const MissionHeader& missionHeader() const { return state_.section.header; }
  const CmpFile& map() const { return *state_.cmp; }
  uint32_t frame() const { return state_.frame(); }
  const LevelFiles& files() const { return files_; }

  // The quit prompt answered yes (Esc): the mission is abandoned (quit 2).
  void abandon() { gameAbandon(state_); }

 private:
  Game() = default;
  GameState state_;
  LevelFiles files_;  // not state: where the level was read from
};

}  // namespace gta
