// SPDX-License-Identifier: GPL-3.0-or-later
// One frame of the game (rf-simulation.md §1): GameFrame1P 0x41a660 and GameFrame2P
// 0x41aa70, the sim parts in their order.
#pragma once

#include <array>
#include <cstdint>

#include "rf/sim/sim.hpp"

namespace rf {

inline constexpr int32_t kMaxDt = 12;     // g_dt is 0..12 ticks
inline constexpr int32_t kDefaultDt = 2;  // 30 frames a second

// PollAllPlayerInputs: prev = cur, cur = the word the device holds (Sim::player[].device).
void pollAllPlayerInputs(Sim& sim);
// TimerQueueAdvance(dt) 0x401090 with the sim's timer functions.
void timerQueueAdvance(Sim& sim);
// RunCallbackList 0x4011a0 with the sim's callback functions.
void runCallbackList(Sim& sim);
// view->mode(view) of one player's view (bunker select / play).
void runViewMode(Sim& sim, int player);

void gameFrame1P(Sim& sim);  // GameFrame1P 0x41a660
void gameFrame2P(Sim& sim);  // GameFrame2P 0x41aa70

// One step: clears the frame's events, FrameTimingUpdate (dt = dt, tick += dt: the end
// of the previous frame in the original), stores the players' words in their devices and
// runs the 1P or 2P frame. Throws std::invalid_argument for dt outside 0..12.
void simStep(Sim& sim, const std::array<uint32_t, 2>& words, int32_t dt);

}  // namespace rf
