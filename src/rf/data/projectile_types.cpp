// SPDX-License-Identifier: GPL-3.0-or-later
// The projectile type table 0x450a78 and the explosion tables 0x450a48 / 0x450a60
// (rf-simulation.md §6). Given by the notes: class, speed, damage, gravity and life of
// types 0, 3, 6, 7, 8, 9, 10; type 6's flag 2; the turret shell (type 4: 4 px/t, damage
// 1.5, 150 ticks, "Missle" sound, §9) and the drone gun (type 11: 3.5 px/t, 0.95, §9).
// Everything marked designed is retrosim's own.
#include "rf/data/projectile_types.hpp"

#include <stdexcept>
#include <string>

#include "rf/data/data_tables.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::px;

constexpr int32_t kShadowSmall = static_cast<int32_t>(GfxId::ShadowSmall);
constexpr int32_t kShadowMissile = static_cast<int32_t>(GfxId::ShadowMissile);

// 0x450a48: shells, bullets, turret shots.
constexpr auto kExplSmall = std::to_array<ExplId>({
    ExplId::Dust,       // 0 ground 0x453b58
    ExplId::Splash,     // 1 water 0x4539d0
    ExplId::Road,       // 2 road 0x453d80
    ExplId::HitObject,  // 3 object 0x453f80
    ExplId::HitStatic,  // 4 static 0x453ee0
});
static_assert(kExplSmall.size() == kHitKinds, "one explosion per hit kind");

// 0x450a60: missiles, rockets, grenades.
constexpr auto kExplBig = std::to_array<ExplId>({
    ExplId::DustBig,    // 0 ground 0x453c58
    ExplId::SplashBig,  // 1 water 0x453a00
    ExplId::RoadBig,    // 2 road 0x453e48
    ExplId::HitObject,  // 3 object 0x453f80
    ExplId::HitStatic,  // 4 static 0x453ee0
});
static_assert(kExplBig.size() == kHitKinds, "one explosion per hit kind");

// designed (every row): the launch sound names (the notes name only "Missle", type 4),
// the models and shadows, the table choice (the big table for missiles and rockets, the
// small one for shells and bullets), the animation (1 frame for shells and bullets; 2
// frames every 2 ticks for the flames of missiles and rockets, so they flicker at the
// default dt = 2 and freeze at dt = 1: the +0x72 quirk), the shallow-water radii (2 px
// bullets, 4 px shells, 6 px missiles and rockets) and the flag 1 of the guns. The gravity
// of the turret shell and the drone gun is 0: they fly straight down the aimed line.
// designed: the turret's TRACER (type 3) and shell (type 4) carry kProjExactAim, so that
// line is the gun's exact aim. With the 64-step P table a 10.7 deg aim (a tank 128 px south
// of a tower) left at 5.6 deg and came down 250 px out: a normal tower never hit a tank
// parked 128-144 px away, a large one at 160 px (turret_sweep_test.cpp). No gravity can
// mend that: with the notes' "turned towards 0" gravity a shell only flattens, and the
// 5.6 deg steps leave distances no step comes down on (150-160 px for a normal tower,
// 165-192 px for a large one). The drone's probe (also type 3) flies its exact gun line too.
// Types 1, 2 and 5 are called by nothing the notes list: designed copies of the tank shell,
// the heli gun and the heli missile.
// clang-format off
constexpr auto kProjectileTypeRows = std::to_array<ProjectileType>({
    {ProjClass::Missle, 0, 0x30000, EventId::Cannon, ProjImpact::Explode, 0x10000, 0x2666,
     ProjModel::Shell, kShadowSmall, ExplTable::Small, 80, 1, 0, 4},            // 0 tank cannon
    {ProjClass::Missle, 0, 0x30000, EventId::Cannon, ProjImpact::Explode, 0x10000, 0x2666,
     ProjModel::Shell, kShadowSmall, ExplTable::Small, 80, 1, 0, 4},            // 1 designed: unused (tank cannon copy)
    {ProjClass::Missle, kProjOffsetXYOnly, 0x30000, EventId::Gun, ProjImpact::Explode, 0x10000, 0,
     ProjModel::Bullet, kShadowSmall, ExplTable::Small, 80, 1, 0, 2},           // 2 designed: unused (heli gun copy)
    {ProjClass::Tracer, kProjExactAim, 0x60000, EventId::None, ProjImpact::None, 0, 0,
     ProjModel::None, 0, ExplTable::Small, 90, 1, 0, 0},                        // 3 turret line-of-fire TRACER
    {ProjClass::Missle, kProjExactAim, 0x40000, EventId::Missle, ProjImpact::Explode, 0x18000, 0,
     ProjModel::Shell, kShadowSmall, ExplTable::Small, 150, 1, 0, 4},           // 4 turret shell (§9)
    {ProjClass::Missle, kProjFinePitch, 0x30000, EventId::Missle, ProjImpact::Explode, 0x40000, 0x6666,
     ProjModel::Missile, kShadowMissile, ExplTable::Big, 100, 2, 2, 6},         // 5 designed: unused (heli missile copy)
    {ProjClass::Missle, kProjFinePitch, 0x30000, EventId::Missle, ProjImpact::Explode, 0x40000, 0x6666,
     ProjModel::Missile, kShadowMissile, ExplTable::Big, 100, 2, 2, 6},         // 6 heli missile
    {ProjClass::Missle, kProjOffsetXYOnly, 0x30000, EventId::Gun, ProjImpact::Explode, 0x10000, 0,
     ProjModel::Bullet, kShadowSmall, ExplTable::Small, 80, 1, 0, 2},           // 7 heli gun
    {ProjClass::Missle, 0, 0x24ccc, EventId::Rocket, ProjImpact::Explode, 0x20000, 0,
     ProjModel::Rocket, kShadowMissile, ExplTable::Big, 90, 2, 2, 6},           // 8 MSV rocket flat
    {ProjClass::Missle, 0, 0x24ccc, EventId::Rocket, ProjImpact::Explode, 0x20000, 0x1c28,
     ProjModel::Rocket, kShadowMissile, ExplTable::Big, 90, 2, 2, 6},           // 9 MSV rocket raised
    {ProjClass::DeathMissle, 0, 0x30000, EventId::Missle, ProjImpact::Explode, px(25), 0x1c28,
     ProjModel::DeathMissile, kShadowMissile, ExplTable::Big, 90, 2, 2, 6},     // 10 SUB homing missile
    {ProjClass::Missle, kProjOffsetXYOnly, 0x38000, EventId::Gun, ProjImpact::Explode, 0xf333, 0,
     ProjModel::Bullet, kShadowSmall, ExplTable::Small, 80, 1, 0, 2},           // 11 drone gun (§9; life designed)
});
// clang-format on
static_assert(kProjectileTypeRows.size() == kProjectileTypes, "12 types of 0x3c bytes");

}  // namespace

const ExplByHitKind& designedExplTable(ExplTable table) {
  return table == ExplTable::Big ? kExplBig : kExplSmall;
}

const ExplByHitKind& explTable(ExplTable table) {
  return explTable(designedTables(), table);
}

ExplId explForHit(ExplTable table, HitKind kind) {
  return explForHit(designedTables(), table, kind);
}

const ProjectileType& projectileType(int32_t type) {
  return projectileType(designedTables(), type);
}

const std::array<ProjectileType, kProjectileTypes>& designedProjectileTypes() {
  return kProjectileTypeRows;
}

}  // namespace rf
