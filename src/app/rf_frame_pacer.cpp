// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_frame_pacer.hpp"

#include <algorithm>

#include "rf/game.hpp"
#include "rf/data/end_sequence.hpp"

namespace app {

std::optional<int32_t> FramePacer::nextDt() {
  const uint64_t now = clock_.millis();
  const uint64_t ticks = (now - last_) / rf::kMsPerTick;
  if (ticks < static_cast<uint64_t>(kMinDt)) {
    clock_.sleepMillis(static_cast<uint32_t>(kMinDt * rf::kMsPerTick - (now - last_)));
    return std::nullopt;
  }
  const auto dt = static_cast<int32_t>(std::min<uint64_t>(ticks, rf::kMaxDt));
  last_ =
      ticks > static_cast<uint64_t>(rf::kMaxDt) ? now : last_ + static_cast<uint64_t>(dt) * rf::kMsPerTick;
  return dt;
}

}  // namespace app
