// SPDX-License-Identifier: GPL-3.0-or-later
// Grenade (class 18): ThrowGrenade 0x431c80, the arc 0x431a10, GrenadeDestroy
// (0x4319c0..0x431de0).
#include "rf/sim/grenade.hpp"

#include "rf/data/projectile_types.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/shadow.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::FixMul;

constexpr Fixed kThrowGravity = 3276;  // 0.05
constexpr Fixed kSin45 = 0xb504;       // sin(2 * 67.5 deg)

bool impacted(const Obj& o) {
  return (o.flags & kProjImpact) != 0;
}

void recordHit(Obj& o, HitKind kind, int32_t cellIndex, uint32_t objId) {
  o.flags |= kProjImpact;
  o.local[kGrenHitKind] = static_cast<int32_t>(kind);
  o.local[kGrenHitCell] = cellIndex;
  o.local[kGrenHitObj] = static_cast<int32_t>(objId);
}

// The point at range r along the throw.
Fixed alongX(const Obj& o, Fixed r) {
  return o.local[kGrenX0] + FixMul(r, o.local[kGrenDirX]);
}
Fixed alongY(const Obj& o, Fixed r) {
  return o.local[kGrenY0] + FixMul(r, o.local[kGrenDirY]);
}

}  // namespace

Fixed grenadeSpeed(Fixed distance) {
  return core::FixSqrt(core::FixDiv(FixMul(kThrowGravity, distance), kSin45));
}

Fixed grenadeArcZ(Fixed speed, int32_t t) {
  const int64_t z =
      static_cast<int64_t>(FixMul(speed, kGrenadeSin)) * t - static_cast<int64_t>(kGrenadeHalfG) * t * t;
  return static_cast<Fixed>(z);
}

Fixed grenadeArcRange(Fixed speed, int32_t t) {
  return FixMul(speed, kGrenadeCos) * t;
}

Fixed grenadeLandingRange(Fixed speed) {
  const Fixed tLand = core::FixDiv(FixMul(speed, kGrenadeSin), kGrenadeHalfG);  // 16.16 ticks
  return FixMul(FixMul(speed, kGrenadeCos), tLand);
}

// designed init (0x4319c0..): the graphic with the swept part; ThrowGrenade sets the arc.
int32_t grenadeInit(Sim&, Obj& o, int32_t) {
  o.gfx = static_cast<int32_t>(GfxId::Grenade);
  o.flags &= ~(kObjFirstUpdate | kProjImpact);
  o.local[kGrenHitKind] = -1;
  o.local[kGrenHitCell] = kNoCell;
  return 1;
}

// GrenadeDestroy: the explosion of the hit kind from 0x450a60 where the grenade is.
// designed: a grenade removed without a hit (never in play) does not explode.
int32_t grenadeDestroy(Sim& sim, Obj& o) {
  if (impacted(o)) {
    ExplSpawn how;
    how.cell = o.local[kGrenHitCell];
    how.team = o.team;
    how.heading = o.heading;
    const auto kind = static_cast<HitKind>(o.local[kGrenHitKind]);
    spawnExplosion(sim, explForHit(sim.data(), ExplTable::Big, kind), o.x, o.y, o.z < 0 ? 0 : o.z, how);
  }
  return 1;
}

// The arc 0x431a10: the closed-form position at the new age, reached by ObjMove (the swept
// part meets what lies between); back at the throw height the grenade lands on the ground
// at the end of the arc.
// designed: the landing is the closed-form end point (range speed * 0.383 * t_land, z 0),
// so a grenade lands on its target (+- 1 px) whatever dt is.
void grenadeUpdate(Sim& sim, Obj& o) {
  if (impacted(o)) {
    objMarkForDelete(sim, o.slot());
    return;
  }
  const int32_t t = o.local[kGrenAge] + sim.dt;
  o.local[kGrenAge] = t;
  o.local[kGrenFrame] = (o.local[kGrenFrame] + sim.dt) % kGrenadeFrames;  // the tumble
  const Fixed speed = o.local[kGrenSpeed];
  const Fixed arc = grenadeArcZ(speed, t);
  const bool lands = arc <= 0 && t > 0;
  const Fixed r = lands ? grenadeLandingRange(speed) : grenadeArcRange(speed, t);
  const Fixed z = lands ? 0 : o.local[kGrenZ0] + arc;
  objMove(sim, o.slot(), alongX(o, r) - o.x, alongY(o, r) - o.y, z - o.z);
  if (!impacted(o) && lands) {
    recordHit(o, groundHitKind(sim, o.x, o.y, kGrenadeWaterRadius), kNoCell, 0);
  }
  if (impacted(o)) objMarkForDelete(sim, o.slot());
}

// designed: the grenade's hooks are the projectile's with 1.5 damage (the notes: "damage
// 1.5 on hits (static: BnoDamage; objects: class damage)"); never blocking.
int32_t grenadeHitStatic(Sim& sim, Obj& o, int32_t cellIndex) {
  if (impacted(o)) return 0;
  recordHit(o, HitKind::Static, cellIndex, 0);
  bnoDamage(sim, cellIndex, kGrenadeDamage, &o);
  return 0;
}

int32_t grenadeHitObject(Sim& sim, Obj& self, Obj& other) {
  if (impacted(self) || other.slot() == self.parent) return 0;
  recordHit(self, HitKind::Object, kNoCell, other.id);
  objDamage(sim, other, kGrenadeDamage, &self);
  return 0;
}

int grenadeFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"age", o.local[kGrenAge], false};
  out[1] = ObjField{"speed", o.local[kGrenSpeed], true};
  out[2] = ObjField{"frame", o.local[kGrenFrame], false};
  out[3] = ObjField{"hit", o.local[kGrenHitKind], false};
  return 4;
}

// ThrowGrenade 0x431c80: from (x, y, z) towards (tx, ty); the owner is the parent.
ObjSlot throwGrenade(Sim& sim, const Obj& owner, Fixed x, Fixed y, Fixed z, Fixed tx, Fixed ty) {
  const ObjSlot ownerSlot = owner.slot();
  const int64_t dx = static_cast<int64_t>(tx) - x;
  const int64_t dy = static_cast<int64_t>(ty) - y;
  const auto dist = static_cast<Fixed>(core::ISqrt64(static_cast<uint64_t>(dx * dx + dy * dy)));
  const ObjSlot s = objCreate(sim, ObjClass::Grenade, owner.team, x, y, z, 0);
  if (s == kNoObj) return kNoObj;
  Obj& o = sim.obj(s);
  o.heading = core::AngleBetweenPoints(x, y, tx, ty);
  o.speed = grenadeSpeed(dist);
  o.local[kGrenSpeed] = o.speed;
  o.local[kGrenX0] = x;
  o.local[kGrenY0] = y;
  o.local[kGrenZ0] = z;
  o.local[kGrenDirX] = dist > 0 ? core::FixDiv(static_cast<Fixed>(dx), dist) : 0;
  o.local[kGrenDirY] = dist > 0 ? core::FixDiv(static_cast<Fixed>(dy), dist) : 0;
  if (ownerSlot != kNoObj && sim.obj(ownerSlot).alive()) objSetParent(sim, s, ownerSlot);
  // designed: a grenade casts the small shadow of shells.
  spawnShadow(sim, s, static_cast<int32_t>(GfxId::ShadowSmall));
  return s;
}

}  // namespace rf
