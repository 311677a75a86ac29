// SPDX-License-Identifier: GPL-3.0-or-later
// The projectile classes Missle / Death Missle / TRACER (0x430bb0..0x431700) and
// FireProjectile 0x431760.
#include "rf/sim/projectile.hpp"

#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/shadow.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/water.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::Vec3;

const ProjectileType& typeOf(const Sim& sim, const Obj& o) {
  return projectileType(sim.data(), o.local[kProjType]);
}

bool impacted(const Obj& o) {
  return (o.flags & kProjImpact) != 0;
}

int waterAt(const Sim& sim, Fixed x, Fixed y) {
  return objWaterState(sim.world, {}, poseAt(x, y));
}

void setVelocity(Obj& o, const Vec3& v) {
  o.local[kProjVelX] = v.x;
  o.local[kProjVelY] = v.y;
  o.local[kProjVelZ] = v.z;
}

// Records the first hit (later ones in the same move are ignored: designed).
void recordHit(Sim& sim, Obj& o, HitKind kind, int32_t cellIndex, uint32_t objId) {
  o.flags |= kProjImpact;
  o.local[kProjHitKind] = static_cast<int32_t>(kind);
  o.local[kProjHitCell] = cellIndex;
  o.local[kProjHitObj] = static_cast<int32_t>(objId);
  if (o.objClass() == ObjClass::Tracer) {
    sim.tracer.kind = static_cast<int32_t>(kind);
    sim.tracer.cell = cellIndex;
    sim.tracer.objId = objId;
  }
}

// The impact 0x431100 (the type's +0x1c): SpawnExplosion(+0x34[hit kind]) at the hit
// point; the projectile goes.
void impact(Sim& sim, Obj& o, Fixed x, Fixed y, Fixed z) {
  const ProjectileType& t = typeOf(sim, o);
  if (t.impact == ProjImpact::Explode) {
    const auto kind = static_cast<HitKind>(o.local[kProjHitKind]);
    ExplSpawn how;
    how.cell = o.local[kProjHitCell];
    how.team = o.team;
    how.heading = o.heading;
    spawnExplosion(sim, explForHit(sim.data(), t.expl, kind), x, y, z, how);
  }
  objMarkForDelete(sim, o.slot());
}

// The pitch of a ballistic projectile after dt ticks: turned towards 0 by gravity * dt;
// flag 2: gravity * dt added (22-bit wrap).
int32_t nextPitch(const ProjectileType& t, int32_t pitch, int32_t dt) {
  const int32_t step = t.gravity * dt;
  if ((t.flags & kProjFinePitch) != 0) return core::WrapHeading(static_cast<int64_t>(pitch) + step);
  return core::TurnTowardsAngle(pitch, 0, step);
}

// A ground impact: the point where the move crossed z = 0 (designed: interpolated along
// the move; the explosion sits on the ground there).
void groundImpact(Sim& sim, Obj& o, const SavedPos& from) {
  Fixed x = o.x;
  Fixed y = o.y;
  if (from.z > 0 && from.z > o.z) {
    const Fixed f = core::FixDiv(from.z, from.z - o.z);
    x = from.x + core::FixMul(o.x - from.x, f);
    y = from.y + core::FixMul(o.y - from.y, f);
  }
  recordHit(sim, o, groundHitKind(sim, x, y, typeOf(sim, o).waterRadius), kNoCell, 0);
  impact(sim, o, x, y, 0);
}

// The Death Missle (class 16) homing on its parent (the target FireProjectile was given as
// the owner): heading towards the target, pitch towards its elevation (positive pitch points
// down), each turned by kDeathMissleTurn * dt, the velocity rebuilt. designed (the notes:
// "the missile homes on its parent"). No live parent: false (it flies on as the type says).
bool homeOnParent(Sim& sim, Obj& o, int32_t dt) {
  if (o.objClass() != ObjClass::DeathMissle || o.parent == kNoObj) return false;
  const Obj& t = sim.obj(o.parent);
  if (!t.alive() || (t.flags & kObjDeleteQueued) != 0) return false;
  const int64_t dx = static_cast<int64_t>(t.x) - o.x;
  const int64_t dy = static_cast<int64_t>(t.y) - o.y;
  const auto flat = static_cast<int64_t>(core::ISqrt64(static_cast<uint64_t>(dx * dx + dy * dy)));
  const int64_t dz = static_cast<int64_t>(t.z) + kDeathMissleAimZ - o.z;
  const int32_t wantHeading = core::AngleBetweenPoints(o.x, o.y, t.x, t.y);
  const int32_t wantPitch = core::WrapHeading(-static_cast<int64_t>(core::Atan2Fixed(flat, dz)));
  const int32_t step = kDeathMissleTurn * dt;
  o.heading = core::TurnTowardsAngle(o.heading, wantHeading, step);
  o.local[kProjPitch] = core::TurnTowardsAngle(o.local[kProjPitch], wantPitch, step);
  setVelocity(o, projectileVelocity(typeOf(sim, o), o.heading, o.local[kProjPitch], o.local[kProjAddSpeed]));
  if (t.objClass() == ObjClass::Vehicle) musSet(sim, kMusMissile);  // designed: music bit 0x400
  return true;
}

// DAT_0046f3c4: the thing met belongs to the tracer's side.
void tracerMet(Sim& sim, bool friendly) {
  if (friendly) sim.tracer.friendly = 1;
}

}  // namespace

Vec3 projectileVelocity(const ProjectileType& t, int32_t heading, int32_t pitch, Fixed addSpeed) {
  Vec3 v;
  if ((t.flags & kProjExactAim) != 0) {
    // designed (kProjExactAim): (0, -speed, 0) through the exact pitch and heading, the same
    // axes as P[pitch] * Y[heading] (positive pitch points down).
    const Fixed flat = core::FixMul(t.speed, core::CosFixed(pitch));
    v = {core::FixMul(flat, core::SinFixed(heading)), -core::FixMul(flat, core::CosFixed(heading)),
         -core::FixMul(t.speed, core::SinFixed(pitch))};
  } else {
    const core::Mat3 p =
        (t.flags & kProjFinePitch) != 0 ? core::PitchMatrixFine(pitch) : core::PitchMatrix(pitch);
    v = core::MulRow({0, -t.speed, 0}, core::MatMul(p, core::RotationMatrix(heading)));
  }
  // FUN_00431880: the owner's forward speed along the heading.
  if (addSpeed != 0) {
    const core::Vec2 d = core::MoveDelta(heading, addSpeed);
    v.x += d.x;
    v.y += d.y;
  }
  return v;
}

// FUN_00418910
// designed: the notes give "a box of +-radius is wet"; read as every corner of the box
// being in water by GetObjWaterState of the point.
bool waterBoxWet(const Sim& sim, Fixed x, Fixed y, int32_t radiusPx) {
  const Fixed r = core::px(radiusPx);
  return waterAt(sim, x - r, y - r) != kWaterDry && waterAt(sim, x + r, y - r) != kWaterDry &&
         waterAt(sim, x - r, y + r) != kWaterDry && waterAt(sim, x + r, y + r) != kWaterDry;
}

HitKind groundHitKind(const Sim& sim, Fixed x, Fixed y, int32_t radiusPx) {
  const int state = waterAt(sim, x, y);
  if (state == kWaterDeep) return HitKind::Water;
  if (state == kWaterShallow && waterBoxWet(sim, x, y, radiusPx)) return HitKind::Water;
  const int32_t c = cellOfPos(x, y);
  if (c != kOutsideCell) {
    const uint32_t terrain = cell::terrain(sim.cellWord(c));
    if (isRoadTerrain(terrain)) return HitKind::Road;
  }
  return HitKind::Ground;
}

// ProjectileInit (0x430bb0..): the type's fields; FireProjectile sets the flight.
int32_t projectileInit(Sim& sim, Obj& o, int32_t type) {
  const ProjectileType& t = projectileType(sim.data(), type);
  o.gfx = static_cast<int32_t>(GfxId::Projectile);
  o.speed = t.speed;
  o.local[kProjType] = type;
  o.local[kProjLife] = t.life;
  o.local[kProjFrame] = 0;
  o.local[kProjCountdown] = t.period;
  o.local[kProjHitKind] = -1;
  o.local[kProjHitCell] = kNoCell;
  o.local[kProjHitObj] = 0;
  o.flags &= ~(kProjBallistic | kProjImpact);
  return 1;
}

// The projectile update (0x430bb0..0x431700).
// designed order: a hit met while another object moved -> the impact; life; animation;
// the move with the velocity of the last rebuild (so the first move flies the launch
// velocity: the heli missile's tick straight down); the hits; then the ballistic pitch and
// the velocity rebuilt for the next move.
void projectileStep(Sim& sim, Obj& o, int32_t dt) {
  if (impacted(o)) {
    impact(sim, o, o.x, o.y, o.z);
    return;
  }
  const ProjectileType& t = typeOf(sim, o);
  // life - dt in a byte; out (silent) when it reaches 0.
  const int32_t left = o.local[kProjLife] - dt;
  if (left <= 0) {
    o.local[kProjLife] = 0;
    objMarkForDelete(sim, o.slot());
    return;
  }
  o.local[kProjLife] = left & 0xff;
  // quirk: the countdown +0x72 is read and decremented but never stored, so a frame only
  // advances in an update whose dt alone reaches the period.
  if (t.frames > 1 && o.local[kProjCountdown] - dt <= 0)
    o.local[kProjFrame] = (o.local[kProjFrame] + 1) % t.frames;
  const Fixed dx = o.local[kProjVelX] * dt;
  const Fixed dy = o.local[kProjVelY] * dt;
  Fixed dz = o.local[kProjVelZ] * dt;
  if (o.z + dz > kProjCeiling) dz = kProjCeiling - o.z;  // the 55 px ceiling
  objMove(sim, o.slot(), dx, dy, dz);
  if (!o.alive() || (o.flags & kObjDeleteQueued) != 0) return;
  if (impacted(o)) {
    impact(sim, o, o.x, o.y, o.z);
    return;
  }
  if (o.z < 0) {
    groundImpact(sim, o, sim.moveFrom);
    return;
  }
  if (homeOnParent(sim, o, dt)) return;
  if ((o.flags & kProjBallistic) != 0) {
    o.local[kProjPitch] = nextPitch(t, o.local[kProjPitch], dt);
    setVelocity(o, projectileVelocity(t, o.heading, o.local[kProjPitch], o.local[kProjAddSpeed]));
  }
}

void projectileUpdate(Sim& sim, Obj& o) {
  projectileStep(sim, o, sim.dt);
}

// 0x4310b0: BnoDamage(the type's damage), hit kind 4; never blocks.
int32_t projectileHitStatic(Sim& sim, Obj& o, int32_t cellIndex) {
  if (impacted(o)) return 0;
  recordHit(sim, o, HitKind::Static, cellIndex, 0);
  bnoDamage(sim, cellIndex, typeOf(sim, o).damage, &o);
  return 0;
}

// 0x431140: anything but the owner (the parent): its class damage, hit kind 3; never
// blocks (0: neither & 1 as self nor 4 as other).
int32_t projectileHitObject(Sim& sim, Obj& self, Obj& other) {
  if (impacted(self) || other.slot() == self.parent) return 0;
  recordHit(sim, self, HitKind::Object, kNoCell, other.id);
  objDamage(sim, other, typeOf(sim, self).damage, &self);
  return 0;
}

int32_t deathMissleHitObject(Sim& sim, Obj& self, Obj& other) {
  if (impacted(self) || other.parent == self.slot()) return 0;
  recordHit(sim, self, HitKind::Object, kNoCell, other.id);
  objDamage(sim, other, typeOf(sim, self).damage, &self);
  return 0;
}

// The TRACER reports what it met, without damage.
int32_t tracerHitStatic(Sim& sim, Obj& o, int32_t cellIndex) {
  if (impacted(o)) return 0;
  recordHit(sim, o, HitKind::Static, cellIndex, 0);
  const uint32_t w = sim.cellWord(cellIndex);
  tracerMet(sim, cell::bno(w) != 0 && static_cast<int32_t>(cell::team(w)) == o.team);
  return 0;
}

int32_t tracerHitObject(Sim& sim, Obj& self, Obj& other) {
  if (impacted(self) || other.slot() == self.parent) return 0;
  recordHit(sim, self, HitKind::Object, kNoCell, other.id);
  tracerMet(sim, other.team == self.team);
  return 0;
}

int projectileFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"type", o.local[kProjType], false};
  out[1] = ObjField{"life", o.local[kProjLife], false};
  out[2] = ObjField{"pitch", o.local[kProjPitch], false};
  out[3] = ObjField{"vx", o.local[kProjVelX], true};
  out[4] = ObjField{"vy", o.local[kProjVelY], true};
  out[5] = ObjField{"vz", o.local[kProjVelZ], true};
  out[6] = ObjField{"hit", o.local[kProjHitKind], false};
  return 7;
}

// FireProjectile 0x431760 (+ the flight part of ProjectileInit): ObjCreate of the type's
// class at the launch point, the owner as parent, heading / pitch / velocity, the
// ballistic flag (pitch != 0 and gravity != 0), the launch sound and the Shadow.
ObjSlot fireProjectile(Sim& sim, const Obj& owner, const ProjectileLaunch& l) {
  const ProjectileType& t = projectileType(sim.data(), l.type);
  const ObjSlot ownerSlot = owner.slot();
  const ObjSlot s = objCreate(sim, static_cast<ObjClass>(t.cls), owner.team, l.x, l.y, l.z, l.type);
  if (s == kNoObj) return kNoObj;
  Obj& o = sim.obj(s);
  o.heading = core::WrapHeading(l.heading);
  o.local[kProjPitch] = core::WrapHeading(l.pitch);
  o.local[kProjAddSpeed] = l.addSpeed;
  setVelocity(o, projectileVelocity(t, o.heading, o.local[kProjPitch], l.addSpeed));
  if (o.local[kProjPitch] != 0 && t.gravity != 0) o.flags |= kProjBallistic;
  if (ownerSlot != kNoObj && sim.obj(ownerSlot).alive()) objSetParent(sim, s, ownerSlot);
  if (t.cls == ProjClass::Tracer) {
    // The line-of-fire probe: the whole flight now, one tick per step.
    sim.tracer = TracerResult{};
    while (o.alive() && (o.flags & kObjDeleteQueued) == 0) projectileStep(sim, o, 1);
    objDestroyNow(sim, s);
    return kNoObj;
  }
  if (t.sound != EventId::None) sim.emit(t.sound, SoundEvent{static_cast<int32_t>(o.id)});
  spawnShadow(sim, s, t.shadow);
  return s;
}

}  // namespace rf
