// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/drive.hpp"

#include <cstdlib>

#include "rf/bot/aim.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {

namespace {
// designed: beyond kPivot the tank turns on the spot.
constexpr int32_t kPivot = core::kHeadingQuarter * 2 / 5;   // 36 deg
}  // namespace

raw::Keys steer(VehicleType type, int32_t heading, int32_t want, bool go, int32_t deadBand) {
  raw::Keys k;
  const int32_t d = core::HeadingDelta(heading, want);
  if (d > deadBand) k.right = true;
  if (d < -deadBand) k.left = true;
  if (go) k.up = type == VehicleType::Jeep || std::abs(d) < kPivot;
  return k;
}

raw::Keys approach(VehicleType type, int32_t heading, core::Fixed speed, core::Fixed dist, int32_t want,
                   core::Fixed creep) {
  // designed: 8 degrees (a turn on the spot first) and creep + dist / 64 (the jeep.s turning circle inside the distance, stops within the
  // pads' 4 px): BotDock's tests
  constexpr int32_t kFacing = core::kHeadingQuarter * 8 / 90;
  raw::Keys k = steer(type, heading, want, false);
  const int32_t d = std::abs(core::HeadingDelta(heading, want));
  const core::Fixed cap = creep + dist / 64;
  const bool rolls = type == VehicleType::Jeep || d < kFacing;  // the jeep turns only rolling
  if (rolls && speed < cap) k.up = true;
  if (speed > 2 * cap) k.down = true;  // brake
  return k;
}

core::Vec2 pathPoint(const std::vector<Cell>& path, Cell at, int& index, int lookAhead) {
  if (path.empty()) return {cell::centreFixed(at.x), cell::centreFixed(at.y)};
  // the nearest path cell from the current index on (a few cells back too)
  const int n = static_cast<int>(path.size());
  int best = index < 0 ? 0 : index, bestD = INT32_MAX;
  for (int i = std::max(0, index - 2); i < std::min(n, std::max(0, index) + 12); ++i) {
    const int d = std::max(std::abs(path[static_cast<size_t>(i)].x - at.x), std::abs(path[static_cast<size_t>(i)].y - at.y));
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  index = best;
  const Cell c = path[static_cast<size_t>(std::min(n - 1, best + lookAhead))];
  return {cell::centreFixed(c.x), cell::centreFixed(c.y)};
}

bool StuckWatch::sample(core::Fixed px, core::Fixed py, int32_t h, bool wantedToMove, int32_t period,
                        core::Fixed minMove, int32_t reverseFrames) {
  if (reverse > 0 || !wantedToMove) {
    x = px;
    y = py;
    heading = h;
    frames = 0;
    return false;
  }
  if (++frames < period) return false;
  frames = 0;
  constexpr int32_t kTurned = core::kHeadingQuarter / 18;  // 5 degrees
  const bool stuck = distance(x, y, px, py) < minMove && std::abs(core::HeadingDelta(heading, h)) < kTurned;
  x = px;
  y = py;
  heading = h;
  if (stuck) reverse = reverseFrames;
  return stuck;
}

}  // namespace rf::bot
