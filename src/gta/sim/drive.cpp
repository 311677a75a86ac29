// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/drive.hpp"

#include <algorithm>
#include <cstdlib>

#include "gta/sim/angle.hpp"
#include "gta/sim/car.hpp"

namespace gta {
namespace {

constexpr int64_t kBlockPx = 64;

// 16.16 distance from the car to the centre of block b.
int64_t distTo(const Car& c, const RouteBlock& b) {
  const int64_t dx = int64_t{blockCentre(b.x)} - c.sprite.x, dy = int64_t{blockCentre(b.y)} - c.sprite.y;
  return static_cast<int64_t>(core::ISqrt64(static_cast<uint64_t>(dx * dx + dy * dy)));
}

// The speed allowed at a turn of the route at k: 0 none, else the corner (or U-turn) speed.
// The first block of a route counts as straight (the car starts from where it stands).
core::Fixed turnSpeed(const std::vector<RouteBlock>& route, size_t k) {
  if (k == 0 || k + 1 >= route.size()) return 0;
  const int inX = route[k].x - route[k - 1].x, inY = route[k].y - route[k - 1].y;
  const int outX = route[k + 1].x - route[k].x, outY = route[k + 1].y - route[k].y;
  if (inX == outX && inY == outY) return 0;
  return inX == -outX && inY == -outY ? kDriveUTurnSpeed : kDriveCornerSpeed;
}

// sqrt(v^2 + 2 * brake * d): the fastest speed from which the service brake reaches v
// within d (16.16 values).
core::Fixed reachable(core::Fixed v, int64_t d) {
  const int64_t v2 = int64_t{v} * v + 2 * int64_t{kDriveBrake} * std::max<int64_t>(0, d);
  return static_cast<core::Fixed>(core::ISqrt64(static_cast<uint64_t>(v2)));
}

// Moves the car up to `step` (16.16 pixels) along the route; true when at its end.
bool moveAlong(Car& c, const std::vector<RouteBlock>& route, int16_t& pos, core::Fixed step) {
  int64_t left = step;
  while (left > 0 && size_t(pos) < route.size()) {
    const RouteBlock& b = route[size_t(pos)];
    const core::Fixed tx = blockCentre(b.x), ty = blockCentre(b.y);
    const int64_t d = distTo(c, b);
    if (d > 0) c.sprite.angle = static_cast<int16_t>(angleBetween(c.sprite.x, c.sprite.y, tx, ty));
    if (d <= left) {
      c.sprite.x = tx;
      c.sprite.y = ty;
      left -= d;
      ++pos;
    } else {
      c.sprite.x += static_cast<core::Fixed>((int64_t{tx} - c.sprite.x) * left / d);
      c.sprite.y += static_cast<core::Fixed>((int64_t{ty} - c.sprite.y) * left / d);
      left = 0;
    }
  }
  return size_t(pos) >= route.size();
}

}  // namespace

core::Fixed driveTopSpeed(const Car& c) {
  return c.cruiseSpeed * kDriveCruiseUnit;
}

core::Fixed driveAllowedSpeed(const Car& c, const std::vector<RouteBlock>& route, int pos) {
  if (pos < 0 || size_t(pos) >= route.size()) return 0;
  const int64_t reach = int64_t{kDriveTurnReach} << 16;
  core::Fixed allowed = driveTopSpeed(c);
  // still in the block of the turn just taken (up to half a block past its centre)
  if (pos > 0) {
    const core::Fixed v = turnSpeed(route, size_t(pos) - 1);
    if (v > 0 && distTo(c, route[size_t(pos) - 1]) < reach) allowed = std::min(allowed, v);
  }
  // the next turn (its block from half a block before the centre) and the route's end,
  // looked for while the distance could still matter
  int64_t along = distTo(c, route[size_t(pos)]);
  for (size_t k = size_t(pos); k < route.size() && allowed > 0; ++k, along += kBlockPx << 16) {
    if (k + 1 == route.size()) {
      allowed = std::min(allowed, std::max(kDriveCrawl, reachable(0, along)));
      break;
    }
    const core::Fixed v = turnSpeed(route, k);
    if (v > 0) {
      allowed = std::min(allowed, reachable(v, along - reach));
      break;
    }
    if (reachable(0, along - reach) >= allowed) break;  // farther on cannot slow it more
  }
  return allowed;
}

bool driveAlongRoute(Car& c, const std::vector<RouteBlock>& route, int16_t& pos) {
  if (size_t(pos) >= route.size()) {
    c.speed = std::max(0, c.speed - kDriveFootbrake);
    return true;
  }
  const core::Fixed allowed = driveAllowedSpeed(c, route, pos);
  if (c.speed < allowed) {
    c.speed = std::min(allowed, c.speed + kDriveAccel);
  } else {
    c.speed = std::max(allowed, c.speed - kDriveBrake);
  }
  return moveAlong(c, route, pos, c.speed);
}

bool driveBrakeToStop(Car& c, const std::vector<RouteBlock>& route, int16_t& pos) {
  c.speed = std::max(0, c.speed - kDriveFootbrake);
  if (moveAlong(c, route, pos, c.speed)) c.speed = 0;  // the route's end: it stands there
  return c.speed == 0;
}

}  // namespace gta
