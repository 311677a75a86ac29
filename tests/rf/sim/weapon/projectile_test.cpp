// SPDX-License-Identifier: GPL-3.0-or-later
// Projectiles (rf-simulation.md §6 "Projectile types", ProjectileInit, the update, the hit
// kinds, the quirks) on the grass test map, owners and targets spawned with spawnVehicle.
#include <gtest/gtest.h>

#include "rf/data/shapes.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/weapon/weapon_test_util.hpp"

namespace rf::test {
namespace {

using core::px;

constexpr int32_t kEast = 0x100000;
constexpr int32_t kStraightDown = 0x100000;  // P[16]: 90 deg down
constexpr int32_t kRaised = 0x38e38f;        // the tank's raised barrel (-40 deg)

struct Range {
  Game g = vehicleGame();
  Obj* owner = nullptr;
  Range() { owner = &spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0); }
  Sim& sim() { return g.mutableState(); }
  Obj& fire(const ProjectileLaunch& l) {
    const ObjSlot s = fireProjectile(sim(), *owner, l);
    EXPECT_NE(s, kNoObj);
    return sim().obj(s);
  }
  // Drops a type straight down from 2 px onto (x, y): the impact is at (x, y).
  std::vector<Event> dropAt(int32_t type, Fixed x, Fixed y) {
    fire(launchAt(type, x, y, px(2), 0, kStraightDown));
    return stepDt(g, 2);
  }
};

TEST(ProjectileInit, VelocityHeading0And90PitchFlatAndRaised) {
  Range r;
  const Obj& a = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7), 0, 0));
  EXPECT_EQ(a.local[kProjVelX], 0);
  EXPECT_EQ(a.local[kProjVelY], -0x30000);  // (0, -3.0, 0): north
  EXPECT_EQ(a.local[kProjVelZ], 0);
  const Obj& b = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7), kEast, 0));
  EXPECT_EQ(b.local[kProjVelX], 0x30000);  // east
  EXPECT_EQ(b.local[kProjVelY], 0);
  EXPECT_EQ(b.local[kProjVelZ], 0);
  // Raised: P[56] = -45 deg (the 64-step table), up: z > 0.
  const Obj& c = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7), 0, kRaised));
  EXPECT_EQ(c.local[kProjVelX], 0);
  EXPECT_EQ(c.local[kProjVelY], -139023);
  EXPECT_EQ(c.local[kProjVelZ], 139023);
  const Obj& d = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7), kEast, kRaised));
  EXPECT_EQ(d.local[kProjVelX], 139023);
  EXPECT_EQ(d.local[kProjVelY], 0);
  EXPECT_EQ(d.local[kProjVelZ], 139023);
  // The heli gun pitched 0x71c71 down (P[7] = 39.4 deg).
  const Obj& e = r.fire(launchAt(kProjHeliGun, centre(40), centre(99), px(50), 0, 0x71c71));
  EXPECT_EQ(e.local[kProjVelY], -151980);
  EXPECT_EQ(e.local[kProjVelZ], -124728);
}

// designed kProjExactAim (the turret's TRACER and shell: no blind bands): the velocity
// from the exact heading and pitch. At the tables' own steps it is the tables' vector (within
// the last bits); between them it keeps the aim: 10.7 deg down (a tank 128 px south of a
// tower) stays 10.7 deg where the 64-step P table gives 5.6.
TEST(ProjectileInit, TheTurretTypesFlyTheExactAim) {
  EXPECT_EQ(projectileType(kTurretShellType).flags & kProjExactAim, kProjExactAim);
  EXPECT_EQ(projectileType(kTurretTracerType).flags & kProjExactAim, kProjExactAim);
  EXPECT_EQ(projectileType(kProjTankShell).flags & kProjExactAim, 0);
  ProjectileType plain = projectileType(kTurretShellType);
  plain.flags = 0;
  for (int32_t h = 0; h < 64; h += 5) {
    for (int32_t p : {0, 1, 2, 6, 58, 62}) {
      const core::Vec3 a = projectileVelocity(projectileType(kTurretShellType), h << 16, p << 16, 0);
      const core::Vec3 b = projectileVelocity(plain, h << 16, p << 16, 0);
      EXPECT_NEAR(a.x, b.x, 4) << h << " " << p;
      EXPECT_NEAR(a.y, b.y, 4) << h << " " << p;
      EXPECT_NEAR(a.z, b.z, 4) << h << " " << p;
    }
  }
  const int32_t aim = core::Atan2Fixed(px(128), px(24) + 0x8000);  // 10.8 deg
  const core::Vec3 exact = projectileVelocity(projectileType(kTurretShellType), 0x200000, aim, 0);
  const core::Vec3 stepped = projectileVelocity(plain, 0x200000, aim, 0);
  // the run to the ground from the muzzle's 24.5 px: 128 px exactly, 248 px with the table
  EXPECT_NEAR(static_cast<double>(exact.y) / -exact.z * 24.5, 128.0, 0.5);
  EXPECT_NEAR(static_cast<double>(stepped.y) / -stepped.z * 24.5, 248.9, 0.5);
}

TEST(ProjectileInit, AddedSpeedAlongTheHeading) {
  Range r;
  ProjectileLaunch l = launchAt(kProjHeliGun, centre(40), centre(99), px(50));
  l.addSpeed = 0x1cccc;  // the heli's 1.8 px/tick (FUN_00431880)
  const Obj& o = r.fire(l);
  EXPECT_EQ(o.local[kProjVelY], -0x30000 - 0x1cccc);
}

TEST(ProjectileInit, ClassOwnerSoundShadowAndBallisticFlag) {
  Range r;
  Obj& flat = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7)));
  EXPECT_EQ(flat.objClass(), ObjClass::Missle);
  EXPECT_EQ(flat.parent, r.owner->slot());
  EXPECT_EQ(flat.gfx, static_cast<int32_t>(GfxId::Projectile));
  EXPECT_EQ(flat.local[kProjLife], 80);
  EXPECT_EQ(flat.flags & kProjBallistic, 0u);  // pitch 0
  const Obj& raised = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7), 0, kRaised));
  EXPECT_EQ(raised.flags & kProjBallistic, kProjBallistic);  // pitch != 0, gravity 0x2666
  const Obj& gun = r.fire(launchAt(kProjHeliGun, centre(40), centre(99), px(50), 0, 0x71c71));
  EXPECT_EQ(gun.flags & kProjBallistic, 0u);  // gravity 0
  EXPECT_EQ(countEvents(r.g, EventId::Cannon), 2);
  EXPECT_EQ(countEvents(r.g, EventId::Gun), 1);
  // The Shadow: a child of the projectile on the ground under it.
  ASSERT_NE(flat.firstChild, kNoObj);
  const Obj& shadow = r.sim().obj(flat.firstChild);
  EXPECT_EQ(shadow.objClass(), ObjClass::Shadow);
  EXPECT_EQ(shadow.gfx, static_cast<int32_t>(GfxId::ShadowSmall));
  EXPECT_EQ(shadow.z, 0);
  const Obj& death = r.fire(launchAt(kProjDeathMissile, centre(40), centre(99), px(7)));
  EXPECT_EQ(death.objClass(), ObjClass::DeathMissle);
}

TEST(ProjectileUpdate, ShadowFollowsOnTheGroundAndGoesWithIt) {
  Range r;
  const uint32_t id = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7))).id;
  stepDt(r.g, 5);
  const Obj* p = r.g.object(id);
  ASSERT_NE(p, nullptr);
  const Obj& shadow = r.sim().obj(p->firstChild);
  EXPECT_EQ(shadow.x, p->x);
  EXPECT_EQ(shadow.y, p->y);
  EXPECT_EQ(shadow.z, 0);
  EXPECT_EQ(shadow.cell, cellOfPos(p->x, p->y));
  stepDt(r.g, 40);
  EXPECT_TRUE(objectsOf(r.g, ObjClass::Missle).empty());
  EXPECT_TRUE(objectsOf(r.g, ObjClass::Shadow).empty());
}

TEST(ProjectileUpdate, LifeCountsDownInABytePerTickThenSilent) {
  Range r;
  const uint32_t id = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7))).id;
  std::vector<Event> ev = stepDt(r.g, 39);  // 78 ticks
  ASSERT_NE(r.g.object(id), nullptr);
  EXPECT_EQ(r.g.object(id)->local[kProjLife], 2);
  EXPECT_EQ(r.g.object(id)->y, centre(99) - 78 * 0x30000);
  ev = stepDt(r.g, 1);  // 80 ticks: life out
  EXPECT_EQ(r.g.object(id), nullptr);
  EXPECT_TRUE(explosions(ev).empty());  // life out = silent
  // The turret shell's 150 ticks (a byte above 127) at dt = 3: out on the 50th update.
  Range t;
  const uint32_t id2 = t.fire(launchAt(kProjTurretShell, centre(40), centre(60), px(7), kEast)).id;
  stepDt(t.g, 49, 3);
  ASSERT_NE(t.g.object(id2), nullptr);
  EXPECT_EQ(t.g.object(id2)->local[kProjLife], 3);
  EXPECT_TRUE(explosions(stepDt(t.g, 1, 3)).empty());
  EXPECT_EQ(t.g.object(id2), nullptr);
}

// quirk: a raised tank shell only turns towards level (never down again) and flies on at
// the 55 px ceiling until its life runs out.
TEST(ProjectileQuirk, RaisedTankShellLevelsOutAtThe55pxCeiling) {
  Range r;
  const uint32_t id = r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7), kEast, kRaised)).id;
  Fixed top = 0;
  int frames = 0;
  for (; frames < 39; ++frames) {
    EXPECT_TRUE(explosions(stepDt(r.g, 1)).empty());
    const Obj* o = r.g.object(id);
    ASSERT_NE(o, nullptr);
    EXPECT_LE(o->z, px(55));
    top = std::max(top, o->z);
  }
  const Obj* o = r.g.object(id);
  EXPECT_EQ(top, px(55));
  EXPECT_EQ(o->z, px(55));
  EXPECT_EQ(o->local[kProjPitch], 0);  // levelled (0x71c71 / (0x2666 * 2) < 39 frames)
  EXPECT_EQ(o->local[kProjVelZ], 0);
  EXPECT_EQ(o->local[kProjVelX], 0x30000);
  EXPECT_TRUE(explosions(stepDt(r.g, 1)).empty());  // life out, silent, still up there
  EXPECT_EQ(r.g.object(id), nullptr);
}

TEST(ProjectileUpdate, CeilingClampsAStraightClimb) {
  Range r;
  // The MSV's raised rocket without gravity would climb forever: type 8 (gravity 0).
  const uint32_t id = r.fire(launchAt(kProjMsvFlat, centre(40), centre(99), px(10), kEast, kRaised)).id;
  stepDt(r.g, 20);
  const Obj* o = r.g.object(id);
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->z, px(55));
  EXPECT_EQ(o->flags & kProjBallistic, 0u);
}

TEST(ProjectileHit, GroundRoadAndDeepWater) {
  {
    Range r;
    const std::vector<Event> ev = r.dropAt(kProjHeliGun, centre(40), centre(80));
    EXPECT_EQ(explosions(ev), std::vector<ExplId>{ExplId::Dust});  // kind 0
    EXPECT_TRUE(objectsOf(r.g, ObjClass::Missle).empty());
  }
  {
    Range r;
    paintColumn(r.g, 40, 80, 80, kRoadNS);  // terrain 79 in 0x49..0x53
    EXPECT_EQ(explosions(r.dropAt(kProjHeliGun, centre(40), centre(80))), std::vector<ExplId>{ExplId::Road});
  }
  {
    Range r;
    paintColumn(r.g, 40, 80, 80, kDeep);
    EXPECT_EQ(explosions(r.dropAt(kProjHeliGun, centre(40), centre(80))),
              std::vector<ExplId>{ExplId::Splash});
    // The big table for the heli missile (flag 2 pitch 0x3fffff is straight down too).
    r.fire(launchAt(kProjHeliMissile, centre(40), centre(80), px(2), 0, 0x3fffff));
    EXPECT_EQ(explosions(stepDt(r.g, 2)), std::vector<ExplId>{ExplId::SplashBig});
  }
}

// Shallow water is a splash only where the box of +-radius (2 px for the heli gun) is wet
// all round (FUN_00418910): next to the grass it is dust.
TEST(ProjectileHit, ShallowWaterNeedsAWetBox) {
  {
    Range r;
    paintColumn(r.g, 40, 80, 80, kShallow);
    EXPECT_EQ(explosions(r.dropAt(kProjHeliGun, centre(40), centre(80))),
              std::vector<ExplId>{ExplId::Splash});
  }
  {
    Range r;
    paintColumn(r.g, 40, 80, 80, kShallow);
    // 1 px inside the cell's west edge: the box's west corners lie on the grass of (39, 80).
    EXPECT_EQ(explosions(r.dropAt(kProjHeliGun, px(40 * 32 + 1), centre(80))),
              std::vector<ExplId>{ExplId::Dust});
    EXPECT_TRUE(waterBoxWet(r.sim(), px(40 * 32 + 2), centre(80), 2));  // 2 px in: the box just fits
    EXPECT_FALSE(waterBoxWet(r.sim(), px(40 * 32 + 1), centre(80), 2));
  }
}

TEST(ProjectileHit, StaticBnoTakesTheTypesDamage) {
  Range r;
  r.sim().world.setCell(40, 95, cell::make(kGrass, 24, 2, 5));  // BNO_BLDG_S, 5 hit points
  std::vector<Event> ev;
  r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7)));
  ev = stepDt(r.g, 30);
  EXPECT_EQ(explosions(ev), std::vector<ExplId>{ExplId::HitStatic});
  EXPECT_EQ(explosionCells(ev), std::vector<int32_t>{cellAt(40, 95)});
  EXPECT_EQ(cell::hp(r.g.cell(40, 95)), 4u);  // damage 1.0: 1 hp
  r.fire(launchAt(kProjHeliMissile, centre(40), centre(99), px(7)));  // damage 4.0
  EXPECT_EQ(explosions(stepDt(r.g, 30)), std::vector<ExplId>{ExplId::HitStatic});
  EXPECT_EQ(cell::hp(r.g.cell(40, 95)), 2u);  // (4.0 - 1.5 armour) >> 16 = 2
  r.fire(launchAt(kProjHeliMissile, centre(40), centre(99), px(7)));
  const std::vector<ExplId> last = explosions(stepDt(r.g, 30));
  ASSERT_GE(last.size(), 2u);  // the building's own explosion (hit_static), then the impact's
  EXPECT_EQ(last[0], ExplId::Building);
  EXPECT_EQ(last[1], ExplId::HitStatic);
  EXPECT_EQ(cell::bno(r.g.cell(40, 95)), 51u);  // 2 - 2: destroyed -> BNO_STD_DEST (the rubble 20 ticks on)
}

TEST(ProjectileHit, AnObjectTakesTheClassDamage) {
  Range r;
  spawnVehicle(r.sim(), VehicleType::Tank, 1, centre(40), centre(94), 0);  // enemy 6 cells north
  r.fire(launchAt(kProjTankShell, centre(40), centre(99), px(7)));
  const std::vector<Event> ev = stepDt(r.g, 40);
  EXPECT_EQ(explosions(ev), std::vector<ExplId>{ExplId::HitObject});
  EXPECT_EQ(vehOf(r.g, 1).hp, px(22) - (0x10000 - 0x4ccc));  // 1.0 - armour 0.3
  EXPECT_EQ(vehOf(r.g, 0).hp, px(22));
  EXPECT_TRUE(objectsOf(r.g, ObjClass::Missle).empty());
}

TEST(ProjectileHit, TheOwnerIsNeverHit) {
  Range r;
  // Fired from the middle of the owner's hull, southward through it.
  const uint32_t id = r.fire(launchAt(kProjTankShell, r.owner->x, r.owner->y, px(5), 0x200000)).id;
  const std::vector<Event> ev = stepDt(r.g, 10);
  EXPECT_TRUE(explosions(ev).empty());
  EXPECT_EQ(vehOf(r.g, 0).hp, px(22));
  ASSERT_NE(r.g.object(id), nullptr);
  EXPECT_EQ(r.g.object(id)->y, centre(100) + 20 * 0x30000);
  // ... but another tank is.
  Range s;
  spawnVehicle(s.sim(), VehicleType::Tank, 1, centre(40), centre(101), 0);
  s.fire(launchAt(kProjTankShell, s.owner->x, s.owner->y, px(5), 0x200000));
  EXPECT_EQ(explosions(stepDt(s.g, 10)), std::vector<ExplId>{ExplId::HitObject});
}

// quirk: the countdown +0x72 is never stored: a 2-tick period animates at dt 2 (every
// update) but never at dt 1.
TEST(ProjectileQuirk, AnimationAdvancesOnlyWhenDtReachesThePeriod) {
  Range r;
  ASSERT_EQ(projectileType(kProjHeliMissile).period, 2);
  const uint32_t a = r.fire(launchAt(kProjHeliMissile, centre(40), centre(99), px(7), kEast)).id;
  stepDt(r.g, 3, 2);
  EXPECT_EQ(r.g.object(a)->local[kProjFrame], 1);  // 3 updates, 2 frames: 0 -> 1 -> 0 -> 1
  EXPECT_EQ(r.g.object(a)->local[kProjCountdown], 2);
  Range s;
  const uint32_t b = s.fire(launchAt(kProjHeliMissile, centre(40), centre(99), px(7), kEast)).id;
  stepDt(s.g, 20, 1);
  EXPECT_EQ(s.g.object(b)->local[kProjFrame], 0);
  EXPECT_EQ(s.g.object(b)->local[kProjCountdown], 2);
}

// quirk: the heli missile fired with A gets pitch 0x3fffff, which FUN_00408400 reads as 90
// deg: its first update flies straight down; then the pitch (+ gravity, 22-bit wrap) is
// nearly level and the missile arcs down from there.
TEST(ProjectileQuirk, HeliMissileFiredWithAFirstFliesStraightDown) {
  Range r;
  const uint32_t id = r.fire(launchAt(kProjHeliMissile, centre(40), centre(90), px(50), 0, 0x3fffff)).id;
  EXPECT_EQ(r.g.object(id)->flags & kProjBallistic, kProjBallistic);
  stepDt(r.g, 1);
  const Obj* o = r.g.object(id);
  EXPECT_EQ(o->x, centre(40));
  EXPECT_EQ(o->y, centre(90));
  EXPECT_EQ(o->z, px(50) - 2 * 0x30000);    // straight down 3 px/tick
  EXPECT_EQ(o->local[kProjPitch], 0xcccb);  // 0x3fffff + 0x6666 * 2, wrapped
  stepDt(r.g, 1);
  o = r.g.object(id);
  EXPECT_EQ(o->y, centre(90) - 2 * 196569);  // nearly level now
  EXPECT_EQ(o->z, px(44) - 2 * 3858);
}

TEST(Tracer, ReportsTheFirstThingMetWithoutDamage) {
  Range r;
  Obj& enemy = spawnVehicle(r.sim(), VehicleType::Tank, 1, centre(40), centre(94), 0);
  const size_t before = r.g.liveObjects().size();
  const size_t eventsBefore = r.g.events().size();
  EXPECT_EQ(fireProjectile(r.sim(), *r.owner, launchAt(kProjTracer, centre(40), centre(99), px(5))), kNoObj);
  EXPECT_EQ(r.sim().tracer.kind, static_cast<int32_t>(HitKind::Object));
  EXPECT_EQ(r.sim().tracer.objId, enemy.id);
  EXPECT_EQ(r.sim().tracer.friendly, 0);
  EXPECT_EQ(vehOf(r.g, 1).hp, px(22));           // no damage
  EXPECT_EQ(r.g.liveObjects().size(), before);   // nothing stays in the pool
  EXPECT_EQ(r.g.events().size(), eventsBefore);  // no sound, no explosion
  // An own-side static in the line: DAT_0046f3c4 = 1.
  r.sim().world.setCell(41, 95, cell::make(kGrass, 24, 0, 5));
  fireProjectile(r.sim(), *r.owner, launchAt(kProjTracer, centre(41), centre(99), px(5)));
  EXPECT_EQ(r.sim().tracer.kind, static_cast<int32_t>(HitKind::Static));
  EXPECT_EQ(r.sim().tracer.cell, cellAt(41, 95));
  EXPECT_EQ(r.sim().tracer.friendly, 1);
  EXPECT_EQ(cell::hp(r.g.cell(41, 95)), 5u);
  // Nothing in 90 ticks x 6 px eastward: life out.
  fireProjectile(r.sim(), *r.owner, launchAt(kProjTracer, centre(41), centre(99), px(5), kEast));
  EXPECT_EQ(r.sim().tracer.kind, -1);
  EXPECT_EQ(r.sim().tracer.friendly, 0);
  // Down into the ground.
  fireProjectile(r.sim(), *r.owner, launchAt(kProjTracer, centre(41), centre(99), px(5), kEast, 0x71c71));
  EXPECT_EQ(r.sim().tracer.kind, static_cast<int32_t>(HitKind::Ground));
}

// Without a parent (its owner detached) the Death Missle flies straight; with one it homes
// (tests/rf/sim/sub/sub_test.cpp).
TEST(DeathMissle, FliesStraightWithoutAParent) {
  Range r;
  Obj& m = r.fire(launchAt(kProjDeathMissile, centre(40), centre(99), px(7), kEast));
  const uint32_t id = m.id;
  objSetParent(r.sim(), m.slot(), kNoObj);
  stepDt(r.g, 10);
  const Obj* o = r.g.object(id);
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->x, centre(40) + 20 * 0x30000);
  EXPECT_EQ(o->y, centre(99));
  EXPECT_EQ(o->z, px(7));
}

}  // namespace
}  // namespace rf::test
