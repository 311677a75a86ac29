// SPDX-License-Identifier: GPL-3.0-or-later
// GetObjWaterState 0x4185e0 for every terrain class, a shore tile at several rotations and
// headings, a shallow box, and its agreement with the map renders (pixelWaterDepth).
#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/water.hpp"
#include "rf/sim/world_state.hpp"

namespace rf {
namespace {

using core::px;

constexpr int kCx = 40;
constexpr int kCy = 50;

// A pose at cell-local pixel (lx, ly) of the test cell.
ShapePose local(int lx, int ly, int32_t heading = 0, core::Fixed z = 0) {
  return poseAt(px(kCx * 32 + lx), px(kCy * 32 + ly), z, heading);
}

int state(uint32_t terrain, Shape shape, const ShapePose& pose, uint32_t bno = 0) {
  return waterStateForCell(cell::make(terrain, bno), kCx, kCy, shape, pose);
}

const Shape kTank = vehicleHull(VehicleKind::Tank);
const Shape kJeep = vehicleHull(VehicleKind::Jeep);

TEST(WaterState, PlainClasses) {
  const ShapePose c = local(16, 16);
  EXPECT_EQ(state(0, kTank, c), 0);
  EXPECT_EQ(state(1, kTank, c), 1);
  EXPECT_EQ(state(2, kTank, c), 2);
  EXPECT_EQ(state(3, kTank, c), 0);
  for (uint32_t t = 24; t <= 39; ++t) EXPECT_EQ(state(t, kTank, c), 1) << t;
  for (uint32_t t = 0x34; t < 128; ++t) EXPECT_EQ(state(t, kTank, c), 0) << t;
}

TEST(WaterState, AboveOnePixelIsDry) {
  EXPECT_EQ(state(2, kTank, local(16, 16, 0, px(1))), 2);  // exactly 1 px: still in
  EXPECT_EQ(state(2, kTank, local(16, 16, 0, px(1) + 1)), 0);
  EXPECT_EQ(state(1, kTank, local(16, 16, 0, px(50))), 0);
}

TEST(WaterState, BridgeDecksAreDry) {
  EXPECT_EQ(state(2, kTank, local(16, 16), bnoId(Bno::BrigeH)), 0);
  EXPECT_EQ(state(1, kTank, local(16, 16), bnoId(Bno::BrigeV)), 0);
  EXPECT_EQ(state(2, kTank, local(16, 16), bnoId(Bno::DestBrige)), 2);
}

// Terrain 8..15 straight shores: water on the named side (half the cell).
TEST(WaterState, StraightShoreAtEachRotation) {
  // 8 water N: the tank (+-12 px along y) reaches y < 16 from y = 26, not from y = 30.
  EXPECT_EQ(state(8, kTank, local(16, 26)), 1);
  EXPECT_EQ(state(8, kTank, local(16, 30)), 0);
  // 9 water E (one quarter turn)
  EXPECT_EQ(state(9, kTank, local(30, 16)), 1);
  EXPECT_EQ(state(9, kTank, local(2, 16)), 0);
  // 14 water S (half a turn)
  EXPECT_EQ(state(14, kTank, local(16, 6)), 1);
  EXPECT_EQ(state(14, kTank, local(16, 2)), 0);
  // 15 water W (three quarters)
  EXPECT_EQ(state(15, kTank, local(2, 16)), 1);
  EXPECT_EQ(state(15, kTank, local(30, 16)), 0);
}

TEST(WaterState, ShoreFollowsTheObjectsHeading) {
  // A jeep (10 x 16 px) 6 px south of the water line of terrain 8: pointing north it reaches
  // 2 px into the water, turned east (+-5 px along y) it stays dry.
  EXPECT_EQ(state(8, kJeep, local(16, 22, 0)), 1);
  EXPECT_EQ(state(8, kJeep, local(16, 22, 0x100000)), 0);
  EXPECT_EQ(state(8, kJeep, local(16, 22, 0x200000)), 1);
  EXPECT_EQ(state(8, kJeep, local(16, 22, 0x300000)), 0);
  EXPECT_EQ(state(8, kJeep, local(16, 22, 0x80000)), 1);  // 45 deg: +-9.2 px along y
}

TEST(WaterState, InvertedShorePolygonIsTheLand) {
  // 4 island NW corner: land is the quarter disc of radius 16 about the SE corner.
  EXPECT_EQ(state(4, kTank, local(8, 8)), 1);    // clear of the land: in the water
  EXPECT_EQ(state(4, kTank, local(20, 20)), 0);  // touches the land: dry
  // 6 pond NW corner: the same quarter disc is the water.
  EXPECT_EQ(state(6, kTank, local(8, 8)), 0);
  EXPECT_EQ(state(6, kTank, local(20, 20)), 1);
}

TEST(WaterState, ShallowBoxInsideShallowOutsideDeep) {
  // 40: the SE quarter [16,32) x [16,32) is shallow.
  EXPECT_EQ(state(40, kTank, local(20, 20)), 1);
  EXPECT_EQ(state(40, kTank, local(16, 16)), 1);
  EXPECT_EQ(state(40, kTank, local(15, 20)), 2);
  EXPECT_EQ(state(40, kTank, local(20, 15)), 2);
  // 44: the N half.
  EXPECT_EQ(state(44, kTank, local(5, 15)), 1);
  EXPECT_EQ(state(44, kTank, local(5, 16)), 2);
}

// A point object at every pixel centre gets the depth the map renders draw, for every
// terrain id.
TEST(WaterState, AgreesWithPixelWaterDepth) {
  for (uint32_t t = 0; t < 128; ++t) {
    for (int y = 0; y < 32; ++y) {
      for (int x = 0; x < 32; ++x) {
        ShapePose p = local(x, y);
        p.x += core::kHalf;
        p.y += core::kHalf;
        p.oldX = p.x;
        p.oldY = p.y;
        ASSERT_EQ(state(t, Shape{}, p), pixelWaterDepth(t, x, y))
            << "terrain " << t << " pixel " << x << "," << y;
      }
    }
  }
}

TEST(WaterState, FromTheWorld) {
  World w;
  w.setCell(kCx, kCy, cell::make(8));
  EXPECT_EQ(objWaterState(w, kTank, local(16, 26)), 1);
  EXPECT_EQ(objWaterState(w, kTank, local(16, 30)), 0);
  EXPECT_EQ(objWaterState(w, kTank, poseAt(px(-40), px(100))), 2);  // off the map: deep
}

}  // namespace
}  // namespace rf
