// SPDX-License-Identifier: GPL-3.0-or-later
// Aiming (issue 39 item 2): the heading to fire along at a static cell or a moving object
// (leading it by the shot's flight time), whether a heading is on target, and whether the
// line of fire is clear of static objects.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/bot/path.hpp"
#include "rf/sim/sim.hpp"

namespace rf::bot {

// The heading from (sx, sy) to where a target at (tx, ty) moving (vx, vy) px/tick will be
// when a shot of `shotSpeed` px/tick gets there (two rounds of the flight-time estimate).
int32_t leadHeading(core::Fixed sx, core::Fixed sy, core::Fixed tx, core::Fixed ty, core::Fixed vx, core::Fixed vy,
                    core::Fixed shotSpeed);

// Whether `heading` points within `halfWidth` of a target `dist` away (|delta| * dist <=
// halfWidth, in small angles: the heading units' sine).
bool onTarget(int32_t heading, int32_t want, core::Fixed dist, core::Fixed halfWidth);

// The distance in px (16.16) between two points, integer.
core::Fixed distance(core::Fixed ax, core::Fixed ay, core::Fixed bx, core::Fixed by);

// Whether a flat shot from cell `from` reaches cell `to`: no cell strictly between them on
// the line stops a shot (blocksShot).
bool clearShot(const Sim& sim, Cell from, Cell to);

}  // namespace rf::bot
