// Projectiles, grenades and mines (rf-simulation.md §6): FireProjectile 0x431760 with
// ProjectileInit and the classes Missle / Death Missle / TRACER (0x430bb0..0x431700),
// Grenade 0x4319c0..0x431de0 (ThrowGrenade 0x431c80), Mine 0x434e40..0x434fd0.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/sim/object.hpp"

namespace rf {

struct ProjectileLaunch {
  int32_t type = 0;  // projectile type (0x450a78 row)
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
  int32_t heading = 0;
  int32_t pitch = 0;        // positive points down
  core::Fixed addSpeed = 0;  // FUN_00431880: the heli's forward speed
};

// FireProjectile 0x431760: a projectile of the type from the owner (its parent: never
// hit by it); kNoObj when the pool is full.
ObjSlot fireProjectile(Sim& sim, const Obj& owner, const ProjectileLaunch& launch);

// ThrowGrenade 0x431c80: a grenade from (x, y, z) that lands on (tx, ty).
ObjSlot throwGrenade(Sim& sim, const Obj& owner, core::Fixed x, core::Fixed y, core::Fixed z, core::Fixed tx,
                     core::Fixed ty);

// SpawnMine: an arming mine of the team at (x, y); kNoObj when the pool is full.
ObjSlot spawnMine(Sim& sim, int32_t team, core::Fixed x, core::Fixed y);

}  // namespace rf
