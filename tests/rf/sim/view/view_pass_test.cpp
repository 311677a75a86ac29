// SPDX-License-Identifier: GPL-3.0-or-later
// The views as simulation state (view_pass.hpp, docs/rf-views.md): the camera follows the
// view's vehicle, the rendered area is every cell whose centre lies within 264 x 165 px of
// it, only the map-drawing modes draw, and the drawn hooks see exactly the area's chains.
#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/view_pass.hpp"

namespace rf::test {
namespace {

TEST(ViewPass, AreaIsTheCellsWithin264By165PxOfTheCamera) {
  ViewCamera cam;
  viewSetArea(cam, centre(64), centre(64));  // 2064 px: cells c with |32c + 16 - 2064| <= 264 / 165
  EXPECT_EQ(cam.cellX0, 56);
  EXPECT_EQ(cam.cellX1, 72);
  EXPECT_EQ(cam.cellY0, 59);
  EXPECT_EQ(cam.cellY1, 69);
  EXPECT_FALSE(cam.outside);
  // 165 px exactly: cell 70's centre (2256 px) is in the area of a camera 165 px north of
  // it, not of one 166 px north.
  viewSetArea(cam, centre(64), centre(64) + core::px(27));  // 2091: 2256 - 2091 = 165
  EXPECT_EQ(cam.cellY1, 70);
  viewSetArea(cam, centre(64), centre(64) + core::px(26));
  EXPECT_EQ(cam.cellY1, 69);
}

TEST(ViewPass, AreaIsClippedAtTheMapEdgeAndDrawsTheOffMapChain) {
  ViewCamera cam;
  viewSetArea(cam, centre(2), centre(125));
  EXPECT_TRUE(cam.outside);
  EXPECT_EQ(cam.cellX0, 0);
  EXPECT_EQ(cam.cellY1, kMapCells - 1);
  viewSetArea(cam, core::px(-100), core::px(-100));  // a heli off the map
  EXPECT_TRUE(cam.outside);
  EXPECT_EQ(cam.cellX0, 0);
  EXPECT_EQ(cam.cellX1, 4);  // -100 + 264 = 164 px: the centres 16, 48, .. 144
}

TEST(ViewPass, CameraFollowsTheVehicleInPlayOnly) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  const ViewCamera& cam = g.state().player[0].camera;
  EXPECT_TRUE(cam.drawn);
  EXPECT_EQ(cam.targetId, g.state().team[0].vehicleId);
  EXPECT_EQ(cam.x, g.state().obj(g.state().team[0].vehicle).x);
  EXPECT_EQ(cam.cellX0, 32);
  EXPECT_EQ(cam.cellY1, 105);
  // The bunker menu shows its own screen: no map, no area.
  g.mutableState().player[0].view = ViewMode::BunkerSelect;
  g.mutableState().player[0].bunker.phase = BunkerPhase::Menu;
  stepFrames(g, 1);
  EXPECT_FALSE(g.state().player[0].camera.drawn);
  EXPECT_GT(g.state().player[0].camera.cellX0, g.state().player[0].camera.cellX1);
}

// Writing a cell word never writes its chain head back: BnoDamage read the word, let the
// men out of the building (linked to that very cell), then wrote the hit points; the chain
// once lost the men that way and later walks went round in circles.
TEST(ViewPass, CellWordWritesKeepTheObjectChain) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  sim.world.setCell(40, 40, 0);
  sim.world.setCellStaticObject(40, 40, bnoId(Bno::HospS), 1);
  const int32_t c = 40 * kMapCells + 40;
  sim.setCellWord(c, cell::withHp(sim.cellWord(c), 2));
  bnoDamage(sim, c, core::kOne);  // 2 -> 1: five men come out
  int linked = 0;
  for (ObjSlot s = static_cast<ObjSlot>(cell::chainHead(sim.cellWord(c))); s != kNoObj; s = sim.obj(s).cellNext) {
    ++linked;
    ASSERT_LT(linked, kObjSlots);
  }
  int men = 0;
  for (const Obj& o : sim.objs) men += (o.alive() && o.objClass() == ObjClass::Man && o.cell == c) ? 1 : 0;
  EXPECT_GE(men, 5);
  EXPECT_EQ(linked, men);
}

}  // namespace
}  // namespace rf::test
