// SPDX-License-Identifier: GPL-3.0-or-later
// FrameTimingUpdate's real time -> dt for `rf play` (rf-simulation.md §1 "The frame"): a
// frame gets the whole ticks that passed on the clock since the last one, at least kMinDt
// (until then the driver waits), at most rf::kMaxDt (a longer gap is dropped).
#pragma once

#include <cstdint>
#include <optional>

#include "platform/clock.hpp"

namespace app {

// designed: 16 ms a tick (end_game.hpp kMsPerTick), frames of at least 2 ticks (the
// original's 30 frames a second), at most 12 (FrameTimingUpdate's limit).
inline constexpr int32_t kMinDt = 2;

class FramePacer {
 public:
  explicit FramePacer(platform::Clock& clock) : clock_(clock), last_(clock.millis()) {}
  // The next frame's dt; or, before kMinDt ticks have passed, nullopt after waiting the rest
  // of them (the driver reads its devices again, then asks again).
  std::optional<int32_t> nextDt();

 private:
  platform::Clock& clock_;
  uint64_t last_;
};

}  // namespace app
