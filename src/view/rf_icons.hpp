// SPDX-License-Identifier: GPL-3.0-or-later
// Small pictures the Return Fire screens share (rf play's): the four vehicle types as pixel
// art (a side view facing east, in the side's colour), the laughing skull of the fly-back
// (drawn through the four corners the sim gives), and integer colour helpers. The original
// drew cels from its graphics files; these are designed stand-ins drawn in code, integer
// only (the same pixels on every compiler and build type).
#pragma once

#include <array>
#include <cstdint>

#include "core/image.hpp"
#include "core/trig.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace view {

// c with each channel times num / den (0 <= num <= den), alpha kept.
core::Rgba rfScaled(core::Rgba c, int num, int den);
// a mixed towards b by t / 256 (0: a, 256: b).
core::Rgba rfMix(core::Rgba a, core::Rgba b, int t);
// A fade level (16.16, 0 .. 1.0) as 0 .. 256, clamped.
int rfFade256(int32_t fade);
// Every pixel of the rectangle darkened to `level` / 256 of its brightness (the fade cel).
void rfDarkenRect(core::Image& img, int x, int y, int w, int h, int level);

// The big vehicle pictures: 16 x 10 pixel art, each pixel a scale x scale block.
inline constexpr int kRfVehicleArtW = 16;
inline constexpr int kRfVehicleArtH = 10;
// The small ones (stock rows, the status screen): 10 x 7 pixels, times the scale.
inline constexpr int kRfVehicleIconW = 10;
inline constexpr int kRfVehicleIconH = 7;

// The picture of `type` with its top-left at (x, y): the body in `body` (the side's colour,
// or grey for a type out of stock), wheels dark, metal grey, glass light.
void drawRfVehicleArt(core::Image& img, rf::VehicleType type, int x, int y, int scale, core::Rgba body);
void drawRfVehicleIcon(core::Image& img, rf::VehicleType type, int x, int y, core::Rgba body, int scale = 1);
// The type of a bunker icon cel (0x838 tank, 0x842 jeep, 0x848 ASV, 0x83d heli; skull.cpp's
// table 0x43f320), kNoVehicleType for another cel.
rf::VehicleType rfIconCelType(int32_t cel);

// A red cross (two 2-pixel diagonals) centred on (cx, cy), `half` pixels each way: the cross
// cel 0x84d over a type no longer in stock.
void drawRfCross(core::Image& img, int cx, int cy, int half);

// The skull: a 64 x 64 texel picture (16 x 16 art pixels of 4 texels), its jaw dropped by
// the laugh frame (0..3), the eyes glowing in `eyes`. The texel at (u, v) (0..63), or
// kTransparent outside the skull.
core::Rgba rfSkullTexel(int u, int v, int frame, core::Rgba eyes);
inline constexpr int kRfSkullTexels = 64;
// Draws the skull mapped onto the quadrilateral of `corners` (NW, NE, SE, SW, 16.16 px
// relative to (cx, cy)): every pixel whose centre falls inside takes the texel there
// (inverse affine map, integer). Nothing is drawn when the corners are degenerate.
void drawRfSkull(core::Image& img, int cx, int cy, const std::array<core::Vec2, 4>& corners, int frame,
                 core::Rgba eyes);

}  // namespace view
