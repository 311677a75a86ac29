// Projectiles, grenades and mines (rf-simulation.md §6): FireProjectile 0x431760 with
// ProjectileInit and the classes Missle / Death Missle / TRACER (0x430bb0..0x431700;
// projectile.cpp), Grenade 0x4319c0..0x431de0 (ThrowGrenade 0x431c80; grenade.cpp), Mine
// 0x434e40..0x434fd0 (mine.cpp) and the Shadow that follows them (shadow.hpp).
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/sim/object.hpp"

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

// What the last TRACER probe met (DAT_0046f3c4 and the hit it was set from).
// designed: the notes give only the flag ("nothing of the turret's side -- own-team static
// cell or own view vehicle -- in the line"); the probe stops at the first thing it meets,
// like the shell that would follow it, and records it here.
struct TracerResult {
  int32_t friendly = 0;    // DAT_0046f3c4: 1 = the first thing met is of the tracer's team
  int32_t kind = -1;       // HitKind of the first hit, -1 = nothing met (life out)
  uint32_t objId = 0;      // the object met (kind 3)
  int32_t cell = kNoCell;  // the cell whose static part was met (kind 4)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TracerResult, friendly), CORE_FIELD(TracerResult, kind),
                      CORE_FIELD(TracerResult, objId), CORE_FIELD(TracerResult, cell)};
  }
  friend bool operator==(const TracerResult& lhs, const TracerResult& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<TracerResult>());

// ThrowGrenade 0x431c80: a grenade from (x, y, z) that lands on (tx, ty).
ObjSlot throwGrenade(Sim& sim, const Obj& owner, core::Fixed x, core::Fixed y, core::Fixed z, core::Fixed tx,
                     core::Fixed ty);

// SpawnMine: an arming mine of the team at (x, y); kNoObj when the pool is full.
ObjSlot spawnMine(Sim& sim, int32_t team, core::Fixed x, core::Fixed y);

}  // namespace rf
