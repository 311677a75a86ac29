// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/obj.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "gta/sim/coll.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/mapq.hpp"

namespace gta {
namespace {

struct World {
  std::unique_ptr<EntityTables> t = std::make_unique<EntityTables>();
  CollGrid grid;
  MapBlocks map;
  core::GtaRand rand;
  World() {
    carsInit(*t, rand);
    pedInitAll(*t);
  }
};

CmpObjectPos pos(uint16_t x, uint16_t y, uint16_t z, uint8_t type, uint8_t remap = 0) {
  CmpObjectPos p;
  p.x = x;
  p.y = y;
  p.z = z;
  p.type = type;
  p.remap = remap;
  p.rotation = 100;
  return p;
}

constexpr int kObjKind = static_cast<int>(CollKind::Object);

TEST(ObjCreateStatic, NormalObjectGoesIntoTheGrid) {
  World w;
  const int s = objCreateStatic(*w.t, w.grid, w.map, 0, core::px(100), core::px(200), core::px(300), 7);
  EXPECT_EQ(s, 0);
  const Obj& o = w.t->objs[0];
  EXPECT_EQ(o.type, 0);
  EXPECT_EQ(o.sprite.x, core::px(100));
  EXPECT_EQ(o.sprite.z, core::px(300));
  EXPECT_EQ(o.sprite.angle, 7);
  EXPECT_EQ(o.sprite.depthKey, 0);
  EXPECT_EQ(w.grid.node(w.grid.nodeOf(kObjKind, 0)).inUse, 1);
  EXPECT_EQ(o.sprite.collX, core::px(100));
}

TEST(ObjCreateStatic, Types1aTo1cAreHalfABlockLower) {
  World w;
  for (int type : {0x19, 0x1a, 0x1b, 0x1c, 0x1d}) {
    const int s = objCreateStatic(*w.t, w.grid, w.map, type, 0, 0, core::px(64), 0);
    const bool lower = type >= 0x1a && type <= 0x1c;
    EXPECT_EQ(w.t->objs[size_t(s)].sprite.z, core::px(lower ? 96 : 64)) << type;
  }
}

TEST(ObjCreateStatic, InvisibleTypesOnlyGetAPosition) {
  World w;
  const int s = objCreateStatic(*w.t, w.grid, w.map, 0x18, core::px(10), core::px(20), core::px(30), 5);
  const Obj& o = w.t->objs[size_t(s)];
  EXPECT_EQ(objInfoStatus(o.type), kObjStatusInvisible);
  EXPECT_EQ(o.sprite.x, core::px(10));
  EXPECT_EQ(o.sprite.angle, 0);
  EXPECT_EQ(o.sprite.depthKey, 0);
  EXPECT_EQ(w.grid.node(w.grid.nodeOf(kObjKind, s)).inUse, 0);
}

TEST(ObjCreateStatic, Status1StartsInState7AndListsAreLinked) {
  World w;
  const int a = objCreateStatic(*w.t, w.grid, w.map, 0x45, 0, 0, 0, 0);
  EXPECT_EQ(w.t->objs[size_t(a)].state, 7);
  const int b = objCreateStatic(*w.t, w.grid, w.map, 0x05, 0, 0, 0, 0);             // status 5
  const int c = objCreateStatic(*w.t, w.grid, w.map, 0x59, 0, 0, 0, 0);             // status 9
  const int d = objCreateStatic(*w.t, w.grid, w.map, objtype::kTimer, 0, 0, 0, 0);  // status 7
  EXPECT_EQ(w.t->objAnimHead, c);
  EXPECT_EQ(w.t->objs[size_t(c)].listNext, b);
  EXPECT_EQ(w.t->objs[size_t(b)].listPrev, c);
  EXPECT_EQ(w.t->objs[size_t(b)].listNext, kObjNoLink);
  EXPECT_EQ(w.t->objListedHead, d);
  EXPECT_EQ(w.t->objs[size_t(d)].listNext, kObjNoLink);
}

TEST(ObjCreateStatic, SomeTypesStayOutOfTheGrid) {
  World w;
  for (int type : {0x10, 0x41, 0x42, 0x47, 0x48, 0x49, 0x46, 0x4a}) {
    const int s = objCreateStatic(*w.t, w.grid, w.map, type, 0, 0, 0, 0);
    EXPECT_EQ(w.grid.node(w.grid.nodeOf(kObjKind, s)).inUse, objTypeOutsideGrid(type) ? 0 : 1) << type;
  }
  EXPECT_TRUE(objTypeOutsideGrid(0x10));
  EXPECT_FALSE(objTypeOutsideGrid(0x46));
}

TEST(ObjCreateStatic, OverASlopeTheDepthKeyGoesOneLayerUp) {
  World w;
  w.map.set(2, 2, 3, static_cast<uint16_t>(2 << 4 | 0x29 << 8), 0);
  const core::Fixed z = 3 * kBlockSize + 0x100000;
  int s = objCreateStatic(*w.t, w.grid, w.map, 0x57, 2 * kBlockSize, 2 * kBlockSize, z, 0);
  EXPECT_EQ(w.t->objs[size_t(s)].sprite.depthKey, 0x450000);  // the spec's example
  s = objCreateStatic(*w.t, w.grid, w.map, 0x57, 3 * kBlockSize, 2 * kBlockSize, z, 0);
  EXPECT_EQ(w.t->objs[size_t(s)].sprite.depthKey, 0x50000);  // flat ground
  s = objCreateStatic(*w.t, w.grid, w.map, 0, 2 * kBlockSize, 2 * kBlockSize, z, 0);
  EXPECT_EQ(w.t->objs[size_t(s)].sprite.depthKey, 0x400000);
}

TEST(ObjInitFromMap, Type2SplitsOutsideStyle1) {
  World w;
  const std::vector<CmpObjectPos> p = {pos(64, 64, 64, 2), pos(128, 64, 64, 0)};
  ObjInitResult r = objInitFromMap(*w.t, w.grid, w.map, p, 2);
  EXPECT_EQ(r.objects, 3);
  EXPECT_EQ(w.t->objs[0].type, 3);
  EXPECT_EQ(w.t->objs[1].type, 2);
  EXPECT_EQ(w.t->objs[2].type, 0);
  EXPECT_EQ(w.t->objs[3].type, -1);  // the rest cleared
  World w1;
  r = objInitFromMap(*w1.t, w1.grid, w1.map, p, 1);
  EXPECT_EQ(r.objects, 2);
  EXPECT_EQ(w1.t->objs[0].type, 2);
}

TEST(ObjInitFromMap, ParkedCarsAndEveryOtherPlainCarsAlarm) {
  World w;
  // Models 12, 13 and 14 are standard cars, 9 a motorcycle (designed car infos).
  const std::vector<CmpObjectPos> p = {pos(64, 64, 64, 12, 0x80), pos(64, 64, 64, 9, 0x81),
                                       pos(64, 64, 64, 13, 0x82), pos(64, 64, 64, 14, 0x80),
                                       pos(640, 64, 64, 0)};
  const ObjInitResult r = objInitFromMap(*w.t, w.grid, w.map, p, 1);
  EXPECT_EQ(r.parkedCars, 4);
  EXPECT_EQ(r.objects, 1);
  EXPECT_EQ(w.t->cars[0].alarm, 1);
  EXPECT_EQ(w.t->cars[0].sirenState, 99);
  EXPECT_EQ(w.t->cars[1].alarm, 0);  // not a standard car
  EXPECT_EQ(w.t->cars[2].alarm, 0);  // the second standard car
  EXPECT_EQ(w.t->cars[3].alarm, 1);
  EXPECT_EQ(w.t->cars[3].sirenState, 99);
  EXPECT_EQ(w.t->cars[1].sprite.remap, 1);
  EXPECT_EQ(w.t->cars[0].sprite.angle, 100);
  EXPECT_EQ(w.t->cars[4].status, kCarFree);
  EXPECT_EQ(w.grid.node(w.grid.nodeOf(static_cast<int>(CollKind::Car), 2)).inUse, 1);
}

}  // namespace
}  // namespace gta
