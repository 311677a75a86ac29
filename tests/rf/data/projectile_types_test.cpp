// SPDX-License-Identifier: GPL-3.0-or-later
// The projectile type table 0x450a78 and the explosion tables 0x450a48 / 0x450a60: the
// values rf-simulation.md §6 (and §9 for types 4 and 11) gives.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "rf/data/projectile_types.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

TEST(ProjectileTypes, GivenValues) {
  struct Given {
    int32_t type;
    ProjClass cls;
    core::Fixed speed;
    core::Fixed damage;
    int32_t gravity;
    int life;
  };
  const Given given[] = {
      {0, ProjClass::Missle, 0x30000, 0x10000, 0x2666, 80},         // tank cannon 3.0 / 1.0
      {4, ProjClass::Missle, 0x40000, 0x18000, 0, 150},             // turret shell 4.0 / 1.5 (§9)
      {6, ProjClass::Missle, 0x30000, 0x40000, 0x6666, 100},        // heli missile 3.0 / 4.0
      {7, ProjClass::Missle, 0x30000, 0x10000, 0, 80},              // heli gun
      {8, ProjClass::Missle, 0x24ccc, 0x20000, 0, 90},              // MSV flat 2.3 / 2.0
      {9, ProjClass::Missle, 0x24ccc, 0x20000, 0x1c28, 90},         // MSV raised
      {10, ProjClass::DeathMissle, 0x30000, 0x190000, 0x1c28, 90},  // SUB 3.0 / 25.0
      {11, ProjClass::Missle, 0x38000, 0xf333, 0, 80},              // drone gun 3.5 / 0.95 (§9)
  };
  for (const Given& g : given) {
    SCOPED_TRACE("type " + std::to_string(g.type));
    const ProjectileType& t = projectileType(g.type);
    EXPECT_EQ(t.cls, g.cls);
    EXPECT_EQ(t.speed, g.speed);
    EXPECT_EQ(t.damage, g.damage);
    EXPECT_EQ(t.gravity, g.gravity);
    EXPECT_EQ(t.life, g.life);
    EXPECT_EQ(t.impact, ProjImpact::Explode);
  }
  const ProjectileType& tracer = projectileType(kProjTracer);
  EXPECT_EQ(tracer.cls, ProjClass::Tracer);
  EXPECT_EQ(tracer.speed, 0x60000);
  EXPECT_EQ(tracer.life, 90);
  EXPECT_EQ(tracer.impact, ProjImpact::None);  // reports, never explodes
  EXPECT_EQ(tracer.damage, 0);
  EXPECT_EQ(tracer.sound, EventId::None);
  EXPECT_EQ(projectileType(kProjTurretShell).sound, EventId::Missle);  // the notes' "Missle" sound
}

TEST(ProjectileTypes, FlagsAndLifeByte) {
  EXPECT_EQ(projectileType(kProjHeliMissile).flags & kProjFinePitch, kProjFinePitch);  // flag 2
  for (int32_t t : {0, 3, 4, 7, 8, 9, 10, 11}) EXPECT_EQ(projectileType(t).flags & kProjFinePitch, 0) << t;
  // +0x38 is a byte: the turret shell's 150 ticks fit only unsigned.
  static_assert(sizeof(ProjectileType::life) == 1);
  EXPECT_GT(projectileType(kProjTurretShell).life, 127);
  EXPECT_THROW(projectileType(12), std::out_of_range);
  EXPECT_THROW(projectileType(-1), std::out_of_range);
}

TEST(ProjectileTypes, ExplosionTablesByHitKind) {
  // 0x450a48 = {dust, splash, road, object, static}
  EXPECT_EQ(explForHit(ExplTable::Small, HitKind::Ground), ExplId::Dust);
  EXPECT_EQ(explForHit(ExplTable::Small, HitKind::Water), ExplId::Splash);
  EXPECT_EQ(explForHit(ExplTable::Small, HitKind::Road), ExplId::Road);
  EXPECT_EQ(explForHit(ExplTable::Small, HitKind::Object), ExplId::HitObject);
  EXPECT_EQ(explForHit(ExplTable::Small, HitKind::Static), ExplId::HitStatic);
  // 0x450a60 = {0x453c58, 0x453a00, 0x453e48, 0x453f80, 0x453ee0}
  EXPECT_EQ(explForHit(ExplTable::Big, HitKind::Ground), ExplId::DustBig);
  EXPECT_EQ(explForHit(ExplTable::Big, HitKind::Water), ExplId::SplashBig);
  EXPECT_EQ(explForHit(ExplTable::Big, HitKind::Road), ExplId::RoadBig);
  EXPECT_EQ(explForHit(ExplTable::Big, HitKind::Object), ExplId::HitObject);
  EXPECT_EQ(explForHit(ExplTable::Big, HitKind::Static), ExplId::HitStatic);
}

TEST(ProjectileTypes, SweptPartAndShadows) {
  const ShapePart& p = projectileSweptPart();  // 0x4494c0
  EXPECT_EQ(p.type, PartType::Swept);
  EXPECT_EQ(p.solid, 4u);
  EXPECT_EQ(p.mask, 0x43u);
  EXPECT_EQ(gfxShape(static_cast<int32_t>(GfxId::Projectile)).size(), 1u);
  EXPECT_TRUE(gfxShape(static_cast<int32_t>(GfxId::ShadowSmall)).empty());
  EXPECT_EQ(projectileType(kProjTracer).shadow, 0);
  EXPECT_EQ(projectileType(kProjTankShell).shadow, static_cast<int32_t>(GfxId::ShadowSmall));
}

}  // namespace
}  // namespace rf
