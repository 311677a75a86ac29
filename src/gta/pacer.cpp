// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/pacer.hpp"

namespace gta {

// game_run_step: Game_Run's loop, one iteration at most
StepResult Pacer::advance(Game& game, uint64_t elapsedUs, const Inputs& inputs) {
  if (game.over()) return StepResult::Quit;
  micros_ += elapsedUs;
  // The 70 Hz counter: whole ticks of the summed clock (no drift from rounding).
  ticks_ = static_cast<uint32_t>(micros_ * kTimerHz / kMicrosPerSecond);
  // 1-4. start time, Game_Present, Input_ReadControls, Net_SyncFrameInputs
  if (!game.state().iterationOpen) game.beginFrame(inputs);
  // 5. Timer_WaitTicks(3): the third 70 Hz tick since the last frame
  if (timerActive(game.state()) && ticks_ - lastTick_ < kFrameTicks) return StepResult::Wait;
  lastTick_ = ticks_;
  // 6-8. players, Game_Frame, Game_Render, sound
  game.finishFrame();
  return StepResult::Frame;
}

}  // namespace gta
