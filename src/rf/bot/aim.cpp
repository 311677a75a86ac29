// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/aim.hpp"

#include <cstdlib>

#include "core/trig.hpp"

namespace rf::bot {

using core::Fixed;

Fixed distance(Fixed ax, Fixed ay, Fixed bx, Fixed by) {
  const int64_t dx = (static_cast<int64_t>(bx) - ax) >> 8;  // 24.8 keeps the square in 64 bits
  const int64_t dy = (static_cast<int64_t>(by) - ay) >> 8;
  const uint64_t sq = static_cast<uint64_t>(dx * dx + dy * dy);
  // the integer square root, digit by digit
  uint64_t x = sq, res = 0, one = uint64_t{1} << 62;
  while (one > x) one >>= 2;
  while (one != 0) {
    if (x >= res + one) {
      x -= res + one;
      res = (res >> 1) + one;
    } else {
      res >>= 1;
    }
    one >>= 2;
  }
  return static_cast<Fixed>(res << 8);
}

int32_t leadHeading(Fixed sx, Fixed sy, Fixed tx, Fixed ty, Fixed vx, Fixed vy, Fixed shotSpeed) {
  Fixed ax = tx, ay = ty;
  for (int i = 0; i < 2 && shotSpeed > 0; ++i) {
    const int64_t t = (static_cast<int64_t>(distance(sx, sy, ax, ay)) << 16) / shotSpeed;  // ticks, 16.16
    ax = static_cast<Fixed>(tx + ((static_cast<int64_t>(vx) * t) >> 16));
    ay = static_cast<Fixed>(ty + ((static_cast<int64_t>(vy) * t) >> 16));
  }
  return core::AngleBetweenPoints(sx, sy, ax, ay);
}

bool onTarget(int32_t heading, int32_t want, Fixed dist, Fixed halfWidth) {
  const int32_t d = std::abs(core::HeadingDelta(heading, want));
  if (d >= core::kHeadingQuarter) return false;
  const int64_t off = (static_cast<int64_t>(core::SinFixed(d)) * dist) >> 16;
  return off <= halfWidth;
}

bool clearShot(const Sim& sim, Cell from, Cell to) {
  int x = from.x, y = from.y;
  const int dx = std::abs(to.x - from.x), dy = -std::abs(to.y - from.y);
  const int sx = from.x < to.x ? 1 : -1, sy = from.y < to.y ? 1 : -1;
  int err = dx + dy;
  while (!(x == to.x && y == to.y)) {
    const int e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
    if (x == to.x && y == to.y) break;
    if (blocksShot(sim, x, y)) return false;
  }
  return true;
}

}  // namespace rf::bot
