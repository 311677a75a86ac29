// SPDX-License-Identifier: GPL-3.0-or-later
// Projectiles, grenades and mines (rf-simulation.md §6): FireProjectile 0x431760 with
// ProjectileInit and the classes Missle / Death Missle / TRACER (0x430bb0..0x431700;
// projectile.cpp), Grenade 0x4319c0..0x431de0 (ThrowGrenade 0x431c80; grenade.cpp), Mine
// 0x434e40..0x434fd0 (mine.cpp) and the Shadow that follows them (shadow.hpp).
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"
#include "rf/sim/weapon_state.hpp"

namespace rf {

struct ProjectileLaunch {
  int32_t type = 0;  // projectile type (0x450a78 row)
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
  int32_t heading = 0;
  int32_t pitch = 0;         // positive points down
  core::Fixed addSpeed = 0;  // FUN_00431880: the heli's forward speed
};

// FireProjectile 0x431760: a projectile of the type from the owner (its parent: never
// hit by it); kNoObj when the pool is full. A TRACER type (3) is the line-of-fire probe:
// it flies its whole life at once (one tick per step), leaves its result in Sim::tracer
// and returns kNoObj (nothing stays in the pool).
ObjSlot fireProjectile(Sim& sim, const Obj& owner, const ProjectileLaunch& launch);

// ThrowGrenade 0x431c80: a grenade from (x, y, z) that lands on (tx, ty).
ObjSlot throwGrenade(Sim& sim, const Obj& owner, core::Fixed x, core::Fixed y, core::Fixed z, core::Fixed tx,
                     core::Fixed ty);

// SpawnMine: an arming mine of the team at (x, y); kNoObj when the pool is full.
ObjSlot spawnMine(Sim& sim, int32_t team, core::Fixed x, core::Fixed y);

}  // namespace rf
