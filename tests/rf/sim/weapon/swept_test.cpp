// SPDX-License-Identifier: GPL-3.0-or-later
// The swept part against a polygon (type 4 vs 3, docs/rf-swept-shapes.md): the sweep taken
// into the polygon's body frame but tested against its world-turned edges, i.e. against
// the polygon turned by twice its heading.
#include <gtest/gtest.h>

#include "rf/data/shapes.hpp"
#include "rf/sim/shape.hpp"

namespace rf {
namespace {

using core::px;

constexpr core::Fixed kBase = px(1000);

ShapePose sweep(int x0, int y0, int x1, int y1) {
  ShapePose p = poseAt(kBase + px(x1), kBase + px(y1));
  p.oldX = kBase + px(x0);
  p.oldY = kBase + px(y0);
  return p;
}

TEST(SweptVsPolygon, HullTurnedByTwiceItsHeading) {
  const ShapePart& s = projectileSweptPart();
  const ShapePart& hull = vehicleHull(VehicleKind::Tank).front();  // 16 x 24 px
  const ShapePose north = poseAt(kBase, kBase, 0, 0);
  const ShapePose east = poseAt(kBase, kBase, 0, 0x100000);
  const ShapePose south = poseAt(kBase, kBase, 0, 0x200000);
  // A north-south sweep 10 px east of the centre: outside the 8 px half width.
  EXPECT_FALSE(partsOverlap2d(s, sweep(10, -30, 10, 30), hull, north));
  // Turned east the hull reaches 12 px east, but the sweep meets it as if it faced south.
  EXPECT_FALSE(partsOverlap2d(s, sweep(10, -30, 10, 30), hull, east));
  EXPECT_FALSE(partsOverlap2d(s, sweep(10, -30, 10, 30), hull, south));
  EXPECT_TRUE(partsOverlap2d(s, sweep(6, -30, 6, 30), hull, east));
  // An east-west sweep 10 px south: inside the 12 px half length, hit even when turned east.
  EXPECT_TRUE(partsOverlap2d(s, sweep(-30, 10, 30, 10), hull, north));
  EXPECT_TRUE(partsOverlap2d(s, sweep(-30, 10, 30, 10), hull, east));
  // Either argument order.
  EXPECT_TRUE(partsOverlap2d(hull, east, s, sweep(-30, 10, 30, 10)));
  EXPECT_FALSE(partsOverlap2d(hull, east, s, sweep(10, -30, 10, 30)));
  // The box and segment tests are untouched (a box is never turned).
}

}  // namespace
}  // namespace rf
