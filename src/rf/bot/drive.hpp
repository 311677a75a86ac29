// SPDX-License-Identifier: GPL-3.0-or-later
// Driving with the raw controls (issue 39 item 2): turn towards a heading and throttle
// (the tank and the ASV turn on the spot, the jeep only turns while it rolls, the heli
// yaws with inertia), follow a path's cells, and notice being stuck (reverse out).
#pragma once

#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "rf/bot/path.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf::bot {

// The keys that turn a vehicle of `type` at `heading` towards `want` and, when `go`,
// move it forward (not while it faces far away, except the jeep which turns only rolling).
// Within `deadBand` heading units it holds its heading.
raw::Keys steer(VehicleType type, int32_t heading, int32_t want, bool go, int32_t deadBand = 0xa000);

// The keys that bring a vehicle of `type` at `heading`, moving at `speed` (px/tick), onto a
// point `dist` away along `want` and stop it there (a pad's centre, a depot's stand point):
// the closer, the slower (at most `creep` + dist / 64 px/tick, braking above twice that), and
// a vehicle that turns on the spot rolls only once it faces the point within 8 degrees. A
// vehicle that rolled on while turning circles the point: at the ASV's creep its turning
// circle (13 px) is wider than the 4 px of the pad it must stop within.
raw::Keys approach(VehicleType type, int32_t heading, core::Fixed speed, core::Fixed dist, int32_t want,
                   core::Fixed creep);

// The point (16.16 px) to steer at on a path: the centre of the cell a few steps ahead of
// the path's cell nearest the vehicle (the look-ahead keeps the line smooth); `index` is
// where the vehicle is on the path (updated; -1 = not yet found).
core::Vec2 pathPoint(const std::vector<Cell>& path, Cell at, int& index, int lookAhead);

// Stuck watch: the position and heading every `period` frames; stuck when the vehicle
// wanted to move (or turn) and moved less than `minMove` px and turned less than 5 degrees
// since the last sample.
struct StuckWatch {
  core::Fixed x = 0;
  core::Fixed y = 0;
  int32_t heading = 0;
  int32_t frames = 0;
  int32_t reverse = 0;  // frames of reversing out still to go
  // true when this sample says stuck (then reverse is set).
  bool sample(core::Fixed px, core::Fixed py, int32_t h, bool wantedToMove, int32_t period, core::Fixed minMove,
              int32_t reverseFrames);
};

}  // namespace rf::bot
