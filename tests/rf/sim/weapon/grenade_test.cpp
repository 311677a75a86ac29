// SPDX-License-Identifier: GPL-3.0-or-later
// Grenades (rf-simulation.md §6 "Grenade 0x431a10"): the closed-form arc, the landing on
// the target, 1.5 damage on hits, the explosion by hit kind from 0x450a60.
#include <gtest/gtest.h>

#include <cstdlib>

#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/grenade.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon/weapon_test_util.hpp"

namespace rf::test {
namespace {

using core::px;

TEST(GrenadeArc, SpeedZAndRangeAtT) {
  // d = 60 px: FixSqrt(FixDiv(FixMul(3276, 60 px), 0xb504)) = 2.0595 px/tick.
  const Fixed s = grenadeSpeed(px(60));
  EXPECT_EQ(s, 134973);
  // z = (speed * 0.924 - 0.025 t) t: speed * 0xec83 = 124698; 0.025 = 0x666.
  EXPECT_EQ(grenadeArcZ(s, 10), 124698 * 10 - 0x666 * 100);  // 16.5 px
  EXPECT_EQ(grenadeArcZ(s, 40), 2367120);                    // 36.1 px near the top
  EXPECT_GT(grenadeArcZ(s, 76), 0);
  EXPECT_LT(grenadeArcZ(s, 78), 0);
  // range = speed * 0.383 t: speed * 0x61f8 = 51652.
  EXPECT_EQ(grenadeArcRange(s, 10), 516520);
  EXPECT_EQ(grenadeArcRange(s, 40), 2066080);
  EXPECT_NEAR(grenadeLandingRange(s), px(60), px(1) / 16);
  EXPECT_EQ(grenadeSpeed(0), 0);
}

struct Throw {
  Game g = vehicleGame();
  Obj* jeep = nullptr;
  Throw() { jeep = &spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0); }
  Sim& sim() { return g.mutableState(); }
};

TEST(Grenade, FliesTheArcAndLandsOnTheTarget) {
  Throw t;
  const Fixed x0 = centre(40);
  const Fixed y0 = centre(100);
  const Fixed tx = x0 + px(36);
  const Fixed ty = y0 - px(48);  // 60 px away
  const ObjSlot s = throwGrenade(t.sim(), *t.jeep, x0, y0, 0, tx, ty);
  ASSERT_NE(s, kNoObj);
  Obj& o = t.sim().obj(s);
  EXPECT_EQ(o.objClass(), ObjClass::Grenade);
  EXPECT_EQ(o.parent, t.jeep->slot());
  EXPECT_EQ(o.local[kGrenSpeed], 134973);
  ASSERT_NE(o.firstChild, kNoObj);  // its shadow
  EXPECT_EQ(t.sim().obj(o.firstChild).objClass(), ObjClass::Shadow);
  // The class update by hand (dt 2), so the landing point can be read before the reap.
  t.sim().dt = 2;
  for (int i = 0; i < 5; ++i) grenadeUpdate(t.sim(), o);  // t = 10
  EXPECT_EQ(o.z, grenadeArcZ(134973, 10));
  EXPECT_NEAR(o.x - x0, grenadeArcRange(134973, 10) * 3 / 5, 16);  // the unit vector rounds
  EXPECT_NEAR(o.y - y0, -grenadeArcRange(134973, 10) * 4 / 5, 16);
  EXPECT_EQ(o.local[kGrenFrame], 10);  // tumble 0..11
  int updates = 5;
  while ((o.flags & kObjDeleteQueued) == 0 && updates < 100) {
    grenadeUpdate(t.sim(), o);
    ++updates;
  }
  EXPECT_EQ(updates, 39);  // t = 78: the first even tick past 76.1
  EXPECT_LE(std::abs(o.x - tx), px(1));
  EXPECT_LE(std::abs(o.y - ty), px(1));
  EXPECT_EQ(o.z, 0);
  t.sim().events.clear();
  objReapDeleted(t.sim());  // GrenadeDestroy
  EXPECT_EQ(explosions(t.sim().events), std::vector<ExplId>{ExplId::DustBig});
}

TEST(Grenade, ExplosionByKindFromTheBigTable) {
  Throw t;
  paintColumn(t.g, 40, 98, 98, kDeep);
  throwGrenade(t.sim(), *t.jeep, centre(40), centre(100), 0, centre(40), centre(98));
  EXPECT_EQ(explosions(stepDt(t.g, 60)), std::vector<ExplId>{ExplId::SplashBig});
  paintColumn(t.g, 41, 98, 98, kRoadNS);
  throwGrenade(t.sim(), *t.jeep, centre(40), centre(100), 0, centre(41), centre(98));
  EXPECT_EQ(explosions(stepDt(t.g, 60)), std::vector<ExplId>{ExplId::RoadBig});
  EXPECT_TRUE(objectsOf(t.g, ObjClass::Grenade).empty());
  EXPECT_TRUE(objectsOf(t.g, ObjClass::Shadow).empty());
}

TEST(Grenade, HitsTakeOneAndAHalf) {
  Throw t;
  spawnVehicle(t.sim(), VehicleType::Tank, 1, centre(40), centre(98), 0);
  throwGrenade(t.sim(), *t.jeep, centre(40), centre(100), px(5), centre(40), centre(98));
  EXPECT_EQ(explosions(stepDt(t.g, 60)), std::vector<ExplId>{ExplId::HitObject});
  EXPECT_EQ(vehOf(t.g, 1).hp, px(22) - (0x18000 - 0x4ccc));  // 1.5 - armour 0.3
  // A building 2 cells north: the grenade comes down into its 20 px box.
  t.sim().world.setCell(42, 98, cell::make(kGrass, 24, 2, 5));
  throwGrenade(t.sim(), *t.jeep, centre(40), centre(100), px(5), centre(42), centre(98));
  const std::vector<Event> ev = stepDt(t.g, 60);
  EXPECT_EQ(explosions(ev), std::vector<ExplId>{ExplId::HitStatic});
  EXPECT_EQ(explosionCells(ev), std::vector<int32_t>{cellAt(42, 98)});
  EXPECT_EQ(cell::hp(t.g.cell(42, 98)), 4u);  // BnoDamage(1.5): the lead's placeholder takes 1
  EXPECT_EQ(vehOf(t.g, 0).hp, px(1));         // never the thrower
}

}  // namespace
}  // namespace rf::test
