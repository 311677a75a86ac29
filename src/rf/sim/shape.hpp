// SPDX-License-Identifier: GPL-3.0-or-later
// ShapesOverlap 0x41c800 and the part tests 0x41b8d0..0x41c3a0 (rf-simulation.md §4
// "Shapes"): two shapes placed in the world, walked part by part by height, the first pair
// whose solid / mask bits match and whose 2-D test passes.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/shapes.hpp"

namespace rf {

// Where a shape stands: position, heading and, for swept parts, the position before the
// move (ObjMove 0x41e7e0 saves it in DAT_00480e38; equal to x, y when nothing moved).
struct ShapePose {
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
  int32_t heading = 0;
  core::Fixed oldX = 0;
  core::Fixed oldY = 0;
};

// A pose that has not moved (old position = position).
constexpr ShapePose poseAt(core::Fixed x, core::Fixed y, core::Fixed z = 0, int32_t heading = 0) {
  return {x, y, z, heading, x, y};
}

// The result of ShapesOverlap: solid_a | solid_b of the first overlapping pair (0 = none)
// and the pair itself (DAT_00480ea4 / DAT_00480ea8).
struct ShapeHit {
  uint32_t solid = 0;
  const ShapePart* partA = nullptr;
  const ShapePart* partB = nullptr;
  explicit operator bool() const { return solid != 0; }
};

// The height test of the walk: a.zlo + za <= b.zhi + zb and b.zlo + zb <= a.zhi + za.
bool partHeightsOverlap(const ShapePart& a, core::Fixed za, const ShapePart& b, core::Fixed zb);

// The 2-D test of one pair (0x41b8d0..0x41c3a0), any part types in either order.
// Polygons are rotated by heading >> 16 with the 64 matrices; a pair with a swept part is
// tested in whole pixels (coordinates floored), touching counts; the other pairs need a
// real overlap (touching edges do not count).
// Kept: a swept part meets a polygon as if the polygon were turned by twice its heading
// (the notes' "relative sweep vector with absolute edges"; docs/rf-swept-shapes.md).
bool partsOverlap2d(const ShapePart& a, const ShapePose& pa, const ShapePart& b, const ShapePose& pb);

// A box (16.16, world) that holds every point of a part placed at a pose, loose by a
// rounding unit or two (a polygon: its reach |x| + |y| about the object in every
// direction, for any heading). Not valid (no bound) for coordinates past 2^29.
struct PartBounds {
  int64_t x0 = 0;
  int64_t y0 = 0;
  int64_t x1 = 0;
  int64_t y1 = 0;
  bool valid = false;
};
PartBounds partBounds(const ShapePart& part, const ShapePose& pose);

// The cheap rejection before the 2-D test: false only when the two parts' bounds (the
// swept part against a polygon: as the swept-vs-polygon test places it) are apart by more
// than 2 px on x or y, where partsOverlap2d is false as well (a box, point or swept part
// tests the x and y axes; two polygons that far apart have a separating edge).
bool partBoundsMeet(const ShapePart& a, const ShapePose& pa, const ShapePart& b, const ShapePose& pb);

// ShapesOverlap 0x41c800: for each part of a (in order) and each part of b (in order): the
// heights overlap, b.solid & a.mask, and the 2-D test passes -> that pair (the bounds of
// the pair first, partBoundsMeet: a pair they reject fails the 2-D test as well).
ShapeHit shapesOverlap(Shape a, const ShapePose& pa, Shape b, const ShapePose& pb);

// A part placed in the world: its corner points (16.16, or whole pixels for swept tests)
// and its separating axes. Exposed for the water test (shore polygons) and for tests.
struct PlacedPart {
  static constexpr int kMaxPoints = 12;
  static constexpr int kMaxAxes = 14;
  int64_t px[kMaxPoints] = {};
  int64_t py[kMaxPoints] = {};
  int points = 0;
  int64_t ax[kMaxAxes] = {};
  int64_t ay[kMaxAxes] = {};
  int axes = 0;
};
// The part in world coordinates; wholePixels floors every coordinate to pixels.
PlacedPart placePart(const ShapePart& part, const ShapePose& pose, bool wholePixels);
// The separating-axis test of two placed convex parts (axes of both).
bool placedOverlap(const PlacedPart& a, const PlacedPart& b, bool inclusive);

}  // namespace rf
