// SPDX-License-Identifier: GPL-3.0-or-later
// Mines (rf-simulation.md §6 "Mine"): arming after 0x19ffff / 0x2222 ticks of blinking,
// then graphic 0x449478, the inactive list, team 1; set off by a vehicle and by damage
// above 1.5; the radar bit of the cell.
#include <gtest/gtest.h>

#include "rf/data/shapes.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon/weapon_test_util.hpp"

namespace rf::test {
namespace {

using core::px;

TEST(Mine, ArmsAfter196TicksOfBlinking) {
  Game g = vehicleGame();
  const ObjSlot s = spawnMine(g.mutableState(), 0, centre(40), centre(60));
  ASSERT_NE(s, kNoObj);
  const Obj& m = g.state().obj(s);
  EXPECT_EQ(m.objClass(), ObjClass::Mine);
  EXPECT_EQ(m.gfx, static_cast<int32_t>(GfxId::MineArming));
  EXPECT_EQ(m.team, 0);
  EXPECT_EQ(m.local[kMineLayer], 0);
  std::vector<Event> ev = stepDt(g, 3);  // 6 ticks: phase 25
  EXPECT_EQ(m.team, 0);
  ev = stepDt(g, 1);  // 8 ticks: 0x19ffff - 0x2222 * 8 < 0x190000 -> phase 24
  EXPECT_EQ(m.team, 2);
  EXPECT_EQ(countNamed(ev, kMineBlinkSound), 1);
  ev = stepDt(g, 4);  // 16 ticks: phase 23
  EXPECT_EQ(m.team, 0);
  ev = stepDt(g, 89);  // 194 ticks: 0x19ffff - 0x2222 * 194 = 8763, not yet
  EXPECT_EQ(m.local[kMineArmed], 0);
  EXPECT_EQ(m.local[kMineCountdown], 8763);
  EXPECT_EQ(static_cast<ObjListId>(m.list), ObjListId::Active);
  ev = stepDt(g, 1);  // 196 ticks
  EXPECT_EQ(m.local[kMineArmed], 1);
  EXPECT_EQ(m.gfx, static_cast<int32_t>(GfxId::Mine));  // 0x449478
  EXPECT_EQ(m.team, 1);
  EXPECT_NE(m.flags & kObjInactive, 0u);
  EXPECT_EQ(static_cast<ObjListId>(m.list), ObjListId::Inactive);
  EXPECT_EQ(countNamed(ev, kMineBlinkSound), 0);
}

TEST(Mine, BlinksOncePerPhase) {
  Game g = vehicleGame();
  spawnMine(g.mutableState(), 1, centre(40), centre(60));
  EXPECT_EQ(countNamed(stepDt(g, 98), kMineBlinkSound), 25);  // phases 24 .. 0
}

TEST(Mine, AnArmedMineIsSetOffByAVehicleDrivingOverIt) {
  Game g = vehicleGame();
  const ObjSlot s = spawnMine(g.mutableState(), 0, centre(40), centre(99));
  const uint32_t id = g.state().obj(s).id;
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100) + px(8), 0);
  EXPECT_TRUE(explosions(stepDt(g, 98)).empty());  // armed, the tank idle beside it
  ASSERT_EQ(g.object(id)->local[kMineArmed], 1);
  const std::vector<Event> ev = stepDt(g, 30, 2, drive(true));
  ASSERT_FALSE(explosions(ev).empty());
  EXPECT_EQ(explosions(ev).front(), ExplId::Mine);  // then the tank's wreck (the box does 30.0)
  EXPECT_EQ(g.object(id), nullptr);
  EXPECT_FALSE(cell::radarFlag(g.cell(40, 99)));
}

TEST(Mine, AnArmingMineIsDrivenOverSafely) {
  Game g = vehicleGame();
  const ObjSlot s = spawnMine(g.mutableState(), 0, centre(40), centre(99));
  const uint32_t id = g.state().obj(s).id;
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100) + px(8), 0);
  const std::vector<Event> ev = stepDt(g, 40, 2, drive(true));
  EXPECT_TRUE(explosions(ev).empty());
  EXPECT_LT(vehicleOf(g)->y, centre(99) - px(20));  // drove through: a mine never blocks
  EXPECT_NE(g.object(id), nullptr);
}

TEST(Mine, DamageAboveOneAndAHalfSetsItOff) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  const ObjSlot s = spawnMine(sim, 0, centre(40), centre(60));
  objDamage(sim, sim.obj(s), 0x18000, nullptr);  // 1.5: not above
  EXPECT_EQ(sim.obj(s).flags & kObjDeleteQueued, 0u);
  EXPECT_TRUE(explosions(sim.events).empty());
  objDamage(sim, sim.obj(s), 0x18001, nullptr);
  EXPECT_EQ(explosions(sim.events), std::vector<ExplId>{ExplId::Mine});
  stepDt(g, 1);
  EXPECT_TRUE(objectsOf(g, ObjClass::Mine).empty());
}

TEST(Mine, RadarBitWhileItLiesThere) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  EXPECT_FALSE(cell::radarFlag(g.cell(40, 60)));
  // 26 px apart in one cell: out of each other's explosion box (+-20 px).
  const ObjSlot a = spawnMine(sim, 0, centre(40) - px(13), centre(60));
  const ObjSlot b = spawnMine(sim, 0, centre(40) + px(13), centre(60));
  EXPECT_TRUE(cell::radarFlag(g.cell(40, 60)));
  EXPECT_EQ(cell::bno(g.cell(40, 60)), 0u);
  mineSetOff(sim, sim.obj(a));
  stepDt(g, 1);
  EXPECT_TRUE(cell::radarFlag(g.cell(40, 60)));  // the other one still lies there
  mineSetOff(sim, sim.obj(b));
  stepDt(g, 1);
  EXPECT_FALSE(cell::radarFlag(g.cell(40, 60)));
}

}  // namespace
}  // namespace rf::test
