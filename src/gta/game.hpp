// gta::Game, the public face of the GTA (1997) simulation (ARCHITECTURE "The simulation
// contract"): load(cmp, MISSION.INI text, section, options) builds the level (Game_Run's
// begin: Mission_ReadIni, the map, Game_Init), step(inputs) runs exactly one frame (one
// iteration of Game_Run's loop, the 3-tick wait satisfied by a simulated clock),
// events() lists what this frame produced for views and sound, hash() covers the whole
// state. Each Game owns all of its state: two games in one process never interfere.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gta/data/cmp.hpp"
#include "gta/fatal_error.hpp"
#include "gta/load_error.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/session.hpp"

namespace gta {

using GameInputs = SessionInputs;

// Implemented in sim/session.cpp (a Session driven by a simulated clock).
class Game {
 public:
  // Throws gta::LoadError (with the fatal code, e.g. -0xb1), core::ParseError or
  // gta::FatalError; nothing partial is kept (the previous level, if any, stays).
  void load(std::shared_ptr<const CmpFile> cmp, std::string_view missionIniText, uint32_t section,
            const GameOptions& options = {}, const std::string& iniFile = "MISSION.INI");
  // One frame: the loop iteration with a clock that has advanced 3 ticks. Returns false
  // (and does nothing) once the game has quit.
  bool step(const GameInputs& inputs = {});
  // The real-time form: game_run_step with the caller's elapsed time (may answer Wait).
  StepResult advance(uint64_t elapsedUs, const GameInputs& inputs = {});
  // game_run_end: the quit code (1 mission over, 2 abandoned, 3 reload, 4 network).
  int end();

  bool loaded() const { return loaded_; }
  bool over() const { return session_.state().quit != kQuitNone; }
  int32_t quitCode() const { return session_.state().quit; }
  const std::vector<FrameEvent>& events() const { return session_.state().events; }
  uint64_t hash() const;

  // Read-only views.
  const GameState& state() const { return session_.state(); }
  const Session& session() const { return session_; }
  const MissionScript& mission() const { return session_.state().mission; }
  const MissionHeader& missionHeader() const { return session_.state().section.header; }
  const CmpFile& map() const { return *session_.state().cmp; }
  uint32_t frame() const { return session_.state().frame(); }

  // The quit prompt answered yes (Esc): the mission is abandoned (quit 2).
  void abandon() { gameAbandon(session_.state()); }

 private:
  Session session_;
  bool loaded_ = false;
};

}  // namespace gta
