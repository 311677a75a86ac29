// SPDX-License-Identifier: GPL-3.0-or-later
// The real-time driver of a gta::Game (gta-game-core.md "One loop iteration"): Game_Run's
// loop paced by the 70 Hz Miles timer. advance(elapsed) is game_run_step: it presents and
// reads the controls (Game::beginFrame), then answers Wait (GAME_STEP_WAIT) until the
// caller's clock has advanced the 70 Hz counter by 3 ticks since the last frame
// (Timer_WaitTicks(3)); the call that sees the third tick runs the rest of the iteration
// (Game::finishFrame). So one call is at most one iteration, and the number and order of
// presents are the original's. Without the limiter (F8) or without a timer (sound off)
// every call is a whole iteration. The clock is the driver's, not the game's: it is not in
// the hashed state.
#pragma once

#include <cstdint>

#include "gta/game.hpp"

namespace gta {

inline constexpr uint32_t kTimerHz = 70;    // the Miles timer
inline constexpr uint32_t kFrameTicks = 3;  // Timer_WaitTicks(3)
inline constexpr uint64_t kMicrosPerSecond = 1000000;
// One 70 Hz tick, rounded up (14285.71... us): every call of that length brings a tick.
inline constexpr uint64_t kTickMicros = 14286;
// Microseconds that always advance the 70 Hz counter by at least 3 ticks (42857.14...).
inline constexpr uint64_t kFrameMicros = 42858;

// game_run_step's answer.
enum class StepResult : uint8_t {
  Frame,  // one whole iteration ran (present, controls, wait, players, frame, render, sound)
  Wait,   // GAME_STEP_WAIT: presented and read the controls; the 3 ticks are not there yet
  Quit,   // the loop is over (quit set): call Game::end()
};

class Pacer {
 public:
  // game_run_step: at most one loop iteration of `game`. elapsedUs is the time since the
  // previous call (the caller's clock); `inputs` are read when an iteration begins.
  StepResult advance(Game& game, uint64_t elapsedUs, const Inputs& inputs = {});

  uint32_t ticks() const { return ticks_; }             // the 70 Hz counter
  uint32_t lastFrameTick() const { return lastTick_; }  // Timer_WaitTicks' last frame
  uint64_t micros() const { return micros_; }           // the caller's clock, summed

  // The limiter waits: F8 left it on, and there is a timer (sound on).
  static bool timerActive(const GameState& s) { return s.limiter && s.options.sound; }

 private:
  uint64_t micros_ = 0;
  uint32_t ticks_ = 0;
  uint32_t lastTick_ = 0;
};

}  // namespace gta
