// SPDX-License-Identifier: GPL-3.0-or-later
// The ids of the timer-queue and callback-list functions (rf-simulation.md §2 "Timer
// queue"): the original queues function pointers, the port queues these ids (an index into
// SimTables::timers / callbacks, classes.cpp) so that the state stays plain data.
// designed: the values. 20 and 21 are the numbers the first ports were given (the queue of
// a saved state holds them); 56..63 are left to tests.
#pragma once

#include <cstdint>

namespace rf {

// The size of SimTables::timers and SimTables::callbacks: ids 0..63.
inline constexpr int kTimerFnSlots = 64;

enum class TimerId : uint32_t {
  ToSelect = 20,   // 0x4280d0 timerToSelect: fade the team's view to the select screen (a = team)
  FlyBack = 21,    // 0x4280b0 timerFlyBack: the fly-back of the team's view (a = team)
  ExplDestroyedState = 22,  // 0x420370 explTimerDestroyedState: explosion op 21's rubble (a = cell, b = BNO)
  FirstTest = 56,  // 56..63: tests install their own functions
};

constexpr uint32_t timerIndex(TimerId id) {
  return static_cast<uint32_t>(id);
}
static_assert(timerIndex(TimerId::FirstTest) + 8 == kTimerFnSlots, "eight ids for tests");

}  // namespace rf
