// SPDX-License-Identifier: GPL-3.0-or-later
// GTA's angles: 0x400 a turn (headings and sprite angles 0..0x3ff), 0 = north (-y),
// clockwise on the screen (east +x = 0x100, south 0x200, west 0x300). Sine and cosine
// read the shared quarter-wave table (core/trig.hpp, 1024 entries a quarter) at every
// fourth entry, so they are exact table values; the direction between two points comes
// from core's atan table. This file is the only place where GTA angles meet core's
// heading units (0x400000 a turn, 0x1000 to one GTA step).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"

namespace gta {

inline constexpr int kAngleTurn = 0x400;
inline constexpr int kAngleMask = kAngleTurn - 1;
inline constexpr int kAngleQuarter = kAngleTurn / 4;

// The sine / cosine of angle a as 16.16. Port deviation (gta-objects.md): an angle outside
// 0..0x3ff (a status 4 landing's unwrapped heading) is wrapped; the original reads the
// tan table before the sine table or memory after it.
core::Fixed angleSin(int a);
core::Fixed angleCos(int a);
// The angle from point 0 to point 1 (16.16 pixels), 0..0x3ff, rounded down; the same
// points give 0.
int angleBetween(core::Fixed x0, core::Fixed y0, core::Fixed x1, core::Fixed y1);

}  // namespace gta
