// SPDX-License-Identifier: GPL-3.0-or-later
// ShapesOverlap 0x41c800 and the part tests 0x41b8d0..0x41c3a0 (rf-simulation.md §4
// "Shapes"), and the built-in shape table (rf/data/shapes).
#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/shape.hpp"

namespace rf {
namespace {

using core::px;

constexpr core::Fixed kBase = px(1000);  // somewhere inside the map

ShapePart boxPart(int x0, int y0, int x1, int y1, uint32_t solid = kSolidStatic,
                  uint32_t mask = kMaskStatic) {
  ShapePart p;
  p.type = PartType::Box;
  p.solid = solid;
  p.mask = mask;
  p.zhi = px(10);
  p.bbox = {px(x0), px(y0), px(x1), px(y1)};
  return p;
}

ShapePart pointPart() {
  ShapePart p;
  p.type = PartType::Point;
  p.solid = kSolidStatic;
  p.mask = kMaskStatic;
  p.zhi = px(10);
  return p;
}

ShapePart sweptPart() {
  ShapePart p;
  p.type = PartType::Swept;
  p.solid = kSolidProjectile;
  p.mask = kMaskProjectile;
  p.zhi = px(1);
  return p;
}

ShapePose at(int x, int y, int32_t heading = 0) {
  return poseAt(kBase + px(x), kBase + px(y), 0, heading);
}

const ShapePart& tankHull() {
  return vehicleHull(VehicleKind::Tank).front();
}

TEST(ShapeTable, VehicleHullsAsTheNotesGiveThem) {
  struct Row {
    VehicleKind kind;
    int w, h, zhi;
    size_t verts;
  };
  for (const Row& r : {Row{VehicleKind::Tank, 16, 24, 10, 4}, Row{VehicleKind::Jeep, 10, 16, 10, 4},
                       Row{VehicleKind::Msv, 16, 24, 12, 4}, Row{VehicleKind::Heli, 22, 45, 10, 5}}) {
    const Shape s = vehicleHull(r.kind);
    ASSERT_EQ(s.size(), 1u);
    const ShapePart& p = s.front();
    EXPECT_EQ(p.type, PartType::Polygon);
    EXPECT_EQ(p.solid, 2u);
    EXPECT_EQ(p.mask, 0x27u);
    EXPECT_EQ(p.zlo, 0);
    EXPECT_EQ(p.zhi, px(r.zhi));
    EXPECT_EQ(p.bbox.x1 - p.bbox.x0, px(r.w));
    EXPECT_EQ(p.bbox.y1 - p.bbox.y0, px(r.h));
    EXPECT_EQ(p.verts.size(), r.verts);
    EXPECT_EQ(p.edges.size(), r.verts);
  }
  EXPECT_THROW(vehicleHull(VehicleKind::Other), std::out_of_range);
}

TEST(ShapeTable, StaticPartsHeightsFromTheNotes) {
  auto zhiOf = [](Bno b) { return bnoShape(bnoId(b)).shape.front().zhi; };
  EXPECT_EQ(zhiOf(Bno::WallV), px(19));
  EXPECT_EQ(zhiOf(Bno::WallH), px(19));
  EXPECT_EQ(zhiOf(Bno::Tower), px(24));
  EXPECT_EQ(zhiOf(Bno::LargeTower), px(24));
  EXPECT_EQ(zhiOf(Bno::Bush1S), px(7));
  EXPECT_EQ(zhiOf(Bno::Bush2S), px(7));
  EXPECT_EQ(liftShape().front().zhi, px(32));
  EXPECT_EQ(tallestStaticPart(), px(32));
  const ShapePart& deck = bnoShape(bnoId(Bno::BrigeH)).shape.front();
  EXPECT_EQ(deck.solid, 0x40u);
  EXPECT_EQ(deck.zlo, px(-50));
  EXPECT_EQ(deck.zhi, 0x8000);
  EXPECT_EQ(bnoShape(bnoId(Bno::BrigeV)).shape.front().solid, 0x40u);
  for (uint32_t id = 0; id < static_cast<uint32_t>(kBnoCount); ++id) {
    for (const ShapePart& p : bnoShape(id).shape) {
      if (p.solid != 0x40u) {
        EXPECT_EQ(p.solid, 1u) << id;
      }
      EXPECT_EQ(p.mask, 0xffu) << id;
    }
  }
  EXPECT_THROW(bnoShape(91), std::out_of_range);
}

TEST(ShapeTable, PadsAndTheGateZone) {
  const ShapePart& zone = gateZonePart();
  EXPECT_EQ(zone.pickup & kPartPad, kPartPad);
  EXPECT_EQ(zone.kind, 3);
  EXPECT_EQ(zone.bbox.x0, px(-32));
  EXPECT_EQ(zone.bbox.x1, px(32));
  EXPECT_EQ(zone.bbox.y0, px(-32));
  EXPECT_EQ(zone.bbox.y1, px(32));
  for (Bno b : {Bno::GateH, Bno::GateV}) {
    const Shape s = bnoShape(bnoId(b)).shape;
    ASSERT_EQ(s.size(), 3u);
    EXPECT_EQ(s[0].pickup, 0);  // the doors come first (top-down) and block
    EXPECT_EQ(s[1].pickup, 0);
    EXPECT_EQ(s[2].kind, 3);
  }
  for (Bno b : {Bno::FuelN, Bno::FuelS, Bno::FuelE, Bno::FuelW, Bno::Ammo}) {
    const Shape s = bnoShape(bnoId(b)).shape;
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].pickup, 0);
    EXPECT_EQ(s[1].pickup & kPartPad, kPartPad);
    EXPECT_EQ(s[1].kind, b == Bno::Ammo ? 2 : 1);
  }
}

TEST(ShapeTable, JitterOnlyForVegetationAndRocks) {
  for (uint32_t id = 0; id < static_cast<uint32_t>(kBnoCount); ++id) {
    EXPECT_EQ(bnoShape(id).jitter, id >= 1 && id <= 10) << id;
  }
  EXPECT_TRUE(bnoShape(bnoId(Bno::ActiveTower)).shape.empty());
  EXPECT_TRUE(bnoShape(bnoId(Bno::StdDest)).shape.empty());
  EXPECT_FALSE(bnoShape(bnoId(Bno::DestFlag)).shape.empty());
}

TEST(ShapeTable, GraphicIds) {
  EXPECT_TRUE(gfxShape(0).empty());
  EXPECT_TRUE(gfxShape(99).empty());
  EXPECT_EQ(gfxShape(static_cast<int32_t>(GfxId::Jeep)).data(), vehicleHull(VehicleKind::Jeep).data());
  EXPECT_EQ(vehicleKindOfGfx(static_cast<int32_t>(GfxId::Heli)), VehicleKind::Heli);
  EXPECT_EQ(vehicleKindOfGfx(static_cast<int32_t>(GfxId::Lift)), VehicleKind::Other);
}

TEST(ShapePart, BoxBoxOverlapAndTouchingEdges) {
  const ShapePart a = boxPart(-4, -4, 4, 4);
  const ShapePart b = boxPart(-2, -2, 2, 2);
  EXPECT_TRUE(partsOverlap2d(a, at(0, 0), b, at(5, 0)));
  EXPECT_FALSE(partsOverlap2d(a, at(0, 0), b, at(6, 0)));  // edges touch: no overlap
  EXPECT_TRUE(partsOverlap2d(a, at(0, 0), b, at(0, -5)));
  EXPECT_FALSE(partsOverlap2d(a, at(0, 0), b, at(0, -6)));
  EXPECT_TRUE(partsOverlap2d(b, at(5, 0), a, at(0, 0)));  // symmetric
}

TEST(ShapePart, PointInBox) {
  const ShapePart box = boxPart(-4, -4, 4, 4);
  const ShapePart pt = pointPart();
  EXPECT_TRUE(partsOverlap2d(pt, at(3, 3), box, at(0, 0)));
  EXPECT_FALSE(partsOverlap2d(pt, at(4, 0), box, at(0, 0)));
  EXPECT_FALSE(partsOverlap2d(pt, at(0, 0), pt, at(0, 0)));  // two points never overlap
}

TEST(ShapePart, BoxOffsetIsNotRotated) {
  ShapePart b = boxPart(-2, -2, 2, 2);
  b.dx = px(10);
  const ShapePart pt = pointPart();
  EXPECT_TRUE(partsOverlap2d(pt, at(10, 0), b, at(0, 0, 0x100000)));
  EXPECT_FALSE(partsOverlap2d(pt, at(0, 10), b, at(0, 0, 0x100000)));
}

// The tank hull (16 x 24 px) against a small box 10..14 px east of its centre.
TEST(ShapePart, PolygonRotatesWithTheHeading) {
  const ShapePart box = boxPart(10, -2, 14, 2);
  EXPECT_FALSE(partsOverlap2d(tankHull(), at(0, 0, 0), box, at(0, 0)));         // north: +-8 px on x
  EXPECT_TRUE(partsOverlap2d(tankHull(), at(0, 0, 0x100000), box, at(0, 0)));   // east: +-12 px
  EXPECT_TRUE(partsOverlap2d(tankHull(), at(0, 0, 0x80000), box, at(0, 0)));    // 45 deg: +-14.1 px
  EXPECT_FALSE(partsOverlap2d(tankHull(), at(0, 0, 0x200000), box, at(0, 0)));  // south
  EXPECT_TRUE(partsOverlap2d(tankHull(), at(0, 0, 0x300000), box, at(0, 0)));   // west
  EXPECT_TRUE(partsOverlap2d(tankHull(), at(0, 0, 0x3fffff), box, at(0, 0)) ==
              partsOverlap2d(tankHull(), at(0, 0, 0x3f0000), box, at(0, 0)));  // heading >> 16
}

TEST(ShapePart, PolygonAgainstPolygon) {
  const ShapePart& t = tankHull();
  EXPECT_FALSE(partsOverlap2d(t, at(0, 0), t, at(17, 0)));
  EXPECT_TRUE(partsOverlap2d(t, at(0, 0), t, at(15, 0)));
  EXPECT_TRUE(partsOverlap2d(t, at(0, 0, 0x100000), t, at(17, 0)));  // turned east: +-12 px
  EXPECT_FALSE(partsOverlap2d(t, at(0, 0, 0x100000), t, at(21, 0)));
  EXPECT_TRUE(partsOverlap2d(t, at(0, 0, 0x100000), t, at(19, 0, 0x100000)));
  // Two tanks at 45 degrees, diagonal neighbours: the corners pass each other.
  EXPECT_FALSE(partsOverlap2d(t, at(0, 0, 0x80000), t, at(20, 20, 0x80000)));
}

TEST(ShapePart, HeliPentagonAtSeveralHeadings) {
  const ShapePart& heli = vehicleHull(VehicleKind::Heli).front();
  const ShapePart pt = pointPart();
  EXPECT_TRUE(partsOverlap2d(pt, at(0, 20), heli, at(0, 0)));            // on the tail boom
  EXPECT_FALSE(partsOverlap2d(pt, at(9, 20), heli, at(0, 0)));           // beside the tapering tail
  EXPECT_TRUE(partsOverlap2d(pt, at(9, -20), heli, at(0, 0)));           // the square front
  EXPECT_TRUE(partsOverlap2d(pt, at(9, 20), heli, at(0, 0, 0x200000)));  // turned south
  EXPECT_TRUE(partsOverlap2d(pt, at(20, 9), heli, at(0, 0, 0x100000)));  // turned east: front at +x
  EXPECT_FALSE(partsOverlap2d(pt, at(-20, 9), heli, at(0, 0, 0x100000)));
}

TEST(ShapePart, SweptSegmentAgainstBoxPolygonAndSegment) {
  const ShapePart s = sweptPart();
  const ShapePart box = boxPart(-2, -2, 2, 2);
  ShapePose pose = at(20, 0);
  pose.oldX = kBase + px(-20);  // swept from 20 px west to 20 px east, through the box
  EXPECT_TRUE(partsOverlap2d(s, pose, box, at(0, 0)));
  EXPECT_FALSE(partsOverlap2d(s, pose, box, at(0, 5)));
  EXPECT_FALSE(partsOverlap2d(s, at(20, 0), box, at(0, 0)));  // not moving: a point
  EXPECT_TRUE(partsOverlap2d(s, pose, tankHull(), at(0, 11)));
  EXPECT_FALSE(partsOverlap2d(s, pose, tankHull(), at(0, 13)));
  // Segment against segment: an X crosses, parallel lines do not.
  ShapePose other = at(0, 10);
  other.oldY = kBase + px(-10);
  EXPECT_TRUE(partsOverlap2d(s, pose, s, other));
  ShapePose parallel = at(20, 3);
  parallel.oldX = kBase + px(-20);
  EXPECT_FALSE(partsOverlap2d(s, pose, s, parallel));
}

TEST(ShapePart, SweptTestsAreInWholePixels) {
  const ShapePart s = sweptPart();
  ShapePart box = boxPart(0, -2, 4, 2);
  box.dx = 0x28000;                                 // the box starts at 2.5 px
  ShapePose pose = poseAt(kBase + 0x20000, kBase);  // the segment ends at 2.0 px
  pose.oldX = kBase - px(10);
  // 2.0 < 2.5, but in whole pixels the box starts at 2 and touching counts.
  EXPECT_TRUE(partsOverlap2d(s, pose, box, poseAt(kBase, kBase)));
  pose.x = kBase + 0x1ffff;  // 1.99 px -> pixel 1
  EXPECT_FALSE(partsOverlap2d(s, pose, box, poseAt(kBase, kBase)));
}

TEST(ShapesOverlap, HeightWalk) {
  const ShapePart a = boxPart(-4, -4, 4, 4);  // z 0..10
  const Shape sa(&a, 1);
  EXPECT_TRUE(shapesOverlap(sa, poseAt(kBase, kBase, px(10)), sa, poseAt(kBase, kBase, 0)));  // 10 <= 10
  EXPECT_FALSE(shapesOverlap(sa, poseAt(kBase, kBase, px(10) + 1), sa, poseAt(kBase, kBase, 0)));
  EXPECT_TRUE(shapesOverlap(sa, poseAt(kBase, kBase, -px(10)), sa, poseAt(kBase, kBase, 0)));
  EXPECT_FALSE(shapesOverlap(sa, poseAt(kBase, kBase, -px(10) - 1), sa, poseAt(kBase, kBase, 0)));
  EXPECT_TRUE(partHeightsOverlap(a, 0, a, px(10)));
  EXPECT_FALSE(partHeightsOverlap(a, 0, a, px(11)));
}

TEST(ShapesOverlap, HeliAt50PxClearsEverything) {
  const Shape heli = vehicleHull(VehicleKind::Heli);
  const ShapePose high = poseAt(kBase, kBase, px(50));
  const ShapePose centre = poseAt(kBase, kBase);
  EXPECT_FALSE(shapesOverlap(heli, high, liftShape(), centre));
  for (uint32_t id = 0; id < static_cast<uint32_t>(kBnoCount); ++id) {
    EXPECT_FALSE(shapesOverlap(heli, high, bnoShape(id).shape, centre)) << id;
  }
  // The lift reaches exactly 32 px.
  EXPECT_TRUE(shapesOverlap(heli, poseAt(kBase, kBase, px(32)), liftShape(), centre));
  EXPECT_FALSE(shapesOverlap(heli, poseAt(kBase, kBase, px(32) + 1), liftShape(), centre));
}

TEST(ShapesOverlap, SolidAndMaskBits) {
  const Shape tank = vehicleHull(VehicleKind::Tank);
  const ShapePose p = poseAt(kBase, kBase);
  const Shape wall = bnoShape(bnoId(Bno::WallV)).shape;
  const ShapeHit hit = shapesOverlap(tank, p, wall, p);
  EXPECT_EQ(hit.solid, 3u);  // solid_a | solid_b
  EXPECT_EQ(hit.partA, &tank[0]);
  EXPECT_EQ(hit.partB, &wall[0]);
  // Bridge decks (solid 0x40) are not in the hull's mask 0x27 ...
  const Shape deck = bnoShape(bnoId(Bno::BrigeH)).shape;
  EXPECT_FALSE(shapesOverlap(tank, p, deck, p));
  // ... but in the projectile's 0x43.
  const ShapePart s = sweptPart();
  ShapePose shot = p;
  shot.oldX = kBase - px(4);
  EXPECT_EQ(shapesOverlap(Shape(&s, 1), shot, deck, p).solid, 0x44u);
  // Only b.solid & a.mask counts: a part with mask 0 hits nothing, but is hit.
  ShapePart blind = tank[0];
  blind.mask = 0;
  EXPECT_FALSE(shapesOverlap(Shape(&blind, 1), p, wall, p));
  EXPECT_EQ(shapesOverlap(wall, p, Shape(&blind, 1), p).solid, 3u);
}

TEST(ShapesOverlap, FirstPairInListOrderIsKept) {
  const std::array<ShapePart, 2> a = {boxPart(100, 100, 101, 101), boxPart(-1, -1, 1, 1)};
  const std::array<ShapePart, 3> b = {boxPart(50, 50, 51, 51), boxPart(-2, -2, 2, 2), boxPart(-3, -3, 3, 3)};
  const ShapePose p = poseAt(kBase, kBase);
  const ShapeHit hit = shapesOverlap(a, p, b, p);
  EXPECT_EQ(hit.partA, &a[1]);
  EXPECT_EQ(hit.partB, &b[1]);
  // A pad listed after the block part of a fuel depot: touching both gives the block part.
  const Shape fuel = bnoShape(bnoId(Bno::FuelN)).shape;
  const ShapeHit onTank = shapesOverlap(vehicleHull(VehicleKind::Tank), poseAt(kBase, kBase), fuel, p);
  EXPECT_EQ(onTank.partB, &fuel[0]);
  const ShapeHit onPad =
      shapesOverlap(vehicleHull(VehicleKind::Tank), poseAt(kBase, kBase + px(14)), fuel, p);
  EXPECT_EQ(onPad.partB, &fuel[1]);
}

}  // namespace
}  // namespace rf
