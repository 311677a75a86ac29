// SPDX-License-Identifier: GPL-3.0-or-later
// The projectile types (table 0x450a78, 12 x 0x3c bytes; rf-simulation.md §6 "Projectile
// types") and the two explosion-by-hit-kind tables 0x450a48 / 0x450a60 that the impact
// function and GrenadeDestroy index with the hit kind.
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/explosion_ids.hpp"

namespace rf {

// What a projectile hit (the index into an explosion table).
enum class HitKind : uint8_t {
  Ground = 0,
  Water = 1,
  Road = 2,    // terrain 0x49..0x53
  Object = 3,  // hit_object
  Static = 4,  // hit_static (a BNO part)
};
inline constexpr int kHitKinds = 5;
using ExplByHitKind = std::array<ExplId, kHitKinds>;

// +0x34: which explosion table a type uses.
enum class ExplTable : uint8_t {
  Small = 0,  // 0x450a48
  Big = 1,    // 0x450a60
};
// The table of +0x34 (0x450a48 / 0x450a60) in the designed tables (a game reads its own set:
// data_tables.hpp).
const ExplByHitKind& explTable(ExplTable table);
// The designed one.
const ExplByHitKind& designedExplTable(ExplTable table);
// table[kind].
ExplId explForHit(ExplTable table, HitKind kind);

// +0x00: the class a type's objects are created as (values = the class ids, ObjClass).
enum class ProjClass : uint8_t {
  Missle = 0,
  Tracer = 7,
  DeathMissle = 16,
};

// +0x08 flags.
inline constexpr uint8_t kProjOffsetXYOnly = 1;  // the launch offset is rotated in x/y only
inline constexpr uint8_t kProjFinePitch = 2;     // pitch by FUN_00408400, gravity adds pitch
// designed (no such bit is in the notes; an original table never sets it): the flight
// direction from the exact heading and pitch (sin / cos of the angles), not from the 64-step
// Y and P tables. The turret's TRACER probe and shell (types 3 and 4), so that a tower's
// shells fly the gun's exact aim with no blind bands between the tables' steps.
inline constexpr uint8_t kProjExactAim = 4;
// The flag bits of ours (not in the original's table): the RFIRE.BIN loader keeps them from
// the designed rows and reads only the others (original_tables.cpp).
inline constexpr uint8_t kProjOwnFlags = kProjExactAim;

// +0x1c: the impact function.
enum class ProjImpact : uint8_t {
  None = 0,     // nothing (the TRACER reports what it hit)
  Explode = 1,  // 0x431100: SpawnExplosion(+0x34[hit kind])
};

// +0x2c: the model a view draws. designed: the notes give no model data; one id per look.
enum class ProjModel : uint8_t {
  None = 0,
  Shell = 1,
  Bullet = 2,
  Missile = 3,
  Rocket = 4,
  DeathMissile = 5,
};

// One row of 0x450a78 (offsets of the 0x3c-byte record; the unnamed gaps +0x04, +0x10,
// +0x14, +0x20 are not in the notes).
struct ProjectileType {
  ProjClass cls = ProjClass::Missle;     // +0x00
  uint8_t flags = 0;                     // +0x08 kProjOffsetXYOnly | kProjFinePitch
  core::Fixed speed = 0;                 // +0x0c px/tick
  EventId sound = EventId::None;         // +0x18 launch sound (None = none)
  ProjImpact impact = ProjImpact::None;  // +0x1c
  core::Fixed damage = 0;                // +0x24
  int32_t gravity = 0;                   // +0x28 pitch rate per tick (heading units; fine units with flag 2)
  ProjModel model = ProjModel::None;     // +0x2c
  int32_t shadow = 0;                    // +0x30 shadow graphic (GfxId, 0 = none)
  ExplTable expl = ExplTable::Small;     // +0x34
  uint8_t life = 0;                      // +0x38 ticks (a byte)
  uint8_t frames = 1;                    // +0x39 animation frames
  uint8_t period = 0;                    // +0x3a ticks per frame
  uint8_t waterRadius = 0;               // +0x3b px: the shallow-water box +-radius (FUN_00418910)
  friend bool operator==(const ProjectileType&, const ProjectileType&) = default;
};

inline constexpr int kProjectileTypes = 12;

// Named types (the callers of FireProjectile in the notes).
inline constexpr int32_t kProjTankShell = 0;
inline constexpr int32_t kProjTracer = 3;
inline constexpr int32_t kProjTurretShell = 4;
inline constexpr int32_t kProjHeliMissile = 6;
inline constexpr int32_t kProjHeliGun = 7;
inline constexpr int32_t kProjMsvFlat = 8;
inline constexpr int32_t kProjMsvRaised = 9;
inline constexpr int32_t kProjDeathMissile = 10;
inline constexpr int32_t kProjDroneGun = 11;

// proj_types[type] in the designed tables (a game reads its own set: data_tables.hpp); throws
// std::out_of_range outside 0..11.
const ProjectileType& projectileType(int32_t type);
// The designed rows.
const std::array<ProjectileType, kProjectileTypes>& designedProjectileTypes();

}  // namespace rf
