// SPDX-License-Identifier: GPL-3.0-or-later
// Stay (class 17): the draw rule of 0x435e40 and the burnt hulk graphics.
#include "rf/sim/stay.hpp"

#include <gtest/gtest.h>

#include "rf/data/models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf {
namespace {

using test::listSlots;

// "moves it to the recycle list tail": every draw, young remains too.
TEST(StayDraw, EveryDrawMovesItToTheRecycleTail) {
  Sim sim = test::testSim();
  sim.tick = 0;
  const ObjSlot a = spawnStay(sim, 0, core::px(50), core::px(60), 0, 0, 0, 100, 30);
  const ObjSlot b = spawnStay(sim, 0, core::px(90), core::px(60), 0, 0, 0, 100, 30);
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{a, b}));
  sim.tick = 5;
  stayDrawn(sim, b);
  stayDrawn(sim, a);
  EXPECT_EQ(listSlots(sim, ObjListId::Active), std::vector<int>{});
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), (std::vector<int>{b, a}));
  sim.tick = 40;
  stayDrawn(sim, b);  // 35 idle ticks but younger than its life: kept
  EXPECT_EQ(sim.objs[b].flags & kObjDeleteQueued, 0u);
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), (std::vector<int>{a, b}));
  sim.tick = 130;
  stayDrawn(sim, b);  // older than life and 90 >= 30 idle ticks: removed
  EXPECT_NE(sim.objs[b].flags & kObjDeleteQueued, 0u);
  sim.tick = 140;
  stayDrawn(sim, a);  // 135 idle ticks after its last draw: removed too
  EXPECT_NE(sim.objs[a].flags & kObjDeleteQueued, 0u);
}

TEST(StayDraw, HulkGraphicsPerVehicleType) {
  EXPECT_EQ(stayHulkGfx(VehicleType::Tank), static_cast<int32_t>(GfxId::TankHulk));
  EXPECT_EQ(stayHulkGfx(VehicleType::Jeep), static_cast<int32_t>(GfxId::JeepHulk));
  EXPECT_EQ(stayHulkGfx(VehicleType::Msv), static_cast<int32_t>(GfxId::MsvHulk));
  EXPECT_EQ(stayHulkGfx(VehicleType::Heli), static_cast<int32_t>(GfxId::HeliHulk));
  for (VehicleType t : kAllVehicleTypes) {
    const int32_t gfx = stayHulkGfx(t);
    EXPECT_GE(gfx, 40);
    EXPECT_LE(gfx, 59);
    EXPECT_TRUE(gfxShape(gfx).empty());  // remains never block
    EXPECT_EQ(modelOfGfx(gfx), vehicleModels(t).wreck);
  }
  Sim sim = test::testSim();
  const ObjSlot s =
      spawnStay(sim, 1, core::px(50), core::px(60), 0, 0x80000, stayHulkGfx(VehicleType::Msv), 10, 6);
  EXPECT_EQ(sim.objs[s].gfx, static_cast<int32_t>(GfxId::MsvHulk));
  EXPECT_EQ(sim.objs[s].heading, 0x80000);
  EXPECT_EQ(sim.objs[s].team, 1);
}

}  // namespace
}  // namespace rf
