// SPDX-License-Identifier: GPL-3.0-or-later
// Tower turrets (turret.hpp; rf-simulation.md §9 "Turrets").
#include "rf/sim/turret.hpp"

#include <array>

#include "core/trig.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::Fixed;

constexpr Fixed kMuzzleY = -(15 << 16);       // 0x441308: (0, -15, 24.5) px
constexpr Fixed kMuzzleZ = 0x188000;          // 24.5 px
constexpr Fixed kMuzzleZLarge = 0x1d8000;     // 0x441580: z 29.5 px

bool isLarge(const Obj& o) {
  return o.local[kTurretBno] == bnoId(Bno::LargeTower);
}

int32_t cellHp(const Sim& sim, const Obj& o) {
  return o.cell >= 0 && o.cell < kOutsideCell ? static_cast<int32_t>(cell::hp(sim.cellWord(o.cell))) : 0;
}

// The turret's target (its parent) while it is a live Vehicle (class 1), else null.
Obj* target(Sim& sim, const Obj& o) {
  if (o.parent == kNoObj) return nullptr;
  Obj& t = sim.obj(o.parent);
  return t.alive() && t.objClass() == ObjClass::Vehicle ? &t : nullptr;
}


// The gun's pitch target (0x423780): Atan2(dist, muzzle z - target z) (heading units here;
// the notes' ">> 2" is the original atan's finer unit), beyond +-33.75 deg snapped to the
// limit on its side.
int32_t aimPitch(const Obj& o, const Obj& t, Fixed dist) {
  const int32_t a = core::Atan2Fixed(dist, static_cast<int64_t>(turretMuzzle(o).z) - t.z);
  if (a > kTurretPitchDown && a < kTurretPitchUp) return a <= 0x200000 ? kTurretPitchDown : kTurretPitchUp;
  return a;
}

// 0x4239e0: the TRACER probe along the gun; nothing of the turret's side in the line -> a
// shell and the next shot in 60 ticks, else try again in 30.
void fire(Sim& sim, Obj& o) {
  const TurretMuzzle m = turretMuzzle(o);
  ProjectileLaunch l;
  l.x = m.x;
  l.y = m.y;
  l.z = m.z;
  l.heading = o.heading;
  l.pitch = o.local[kTurretPitch];
  l.type = kTurretTracerType;
  fireProjectile(sim, o, l);
  if (sim.tracer.friendly == 0) {
    l.type = kTurretShellType;
    fireProjectile(sim, o, l);  // its launch sound is the type's "Missle"
    o.local[kTurretNextShot] = sim.tick + kTurretShotReload;
  } else {
    o.local[kTurretNextShot] = sim.tick + kTurretBlockedWait;
  }
}

}  // namespace

// 0x423760
int32_t turretWait(Sim& sim, Obj& o) {
  if (sim.tick >= o.local[kTurretWake]) o.think = kTurretAim;
  return 1;
}

// 0x423780. (Also keeps the nearest turret per target side, DAT_0044ad38 / DAT_00471820,
// which nothing reads: not ported.)
int32_t turretAim(Sim& sim, Obj& o) {
  const Obj* t = target(sim, o);
  if (t == nullptr) {
    o.think = kTurretRest;
    return 1;
  }
  const int32_t want = core::AngleBetweenPoints(o.x, o.y, t->x, t->y);
  o.heading = core::TurnTowardsAngle(o.heading, want, kTurretYawRate * sim.dt);
  const Fixed dist = objDist2d(o, *t);
  const bool inRange = o.heading == want && dist < kTurretRange;
  const int32_t pitch = inRange ? aimPitch(o, *t, dist) : 0;
  o.local[kTurretPitch] = core::TurnTowardsAngle(o.local[kTurretPitch], pitch, kTurretPitchRate * sim.dt);
  if (inRange && o.local[kTurretNextShot] < sim.tick) fire(sim, o);
  return 1;
}

TurretRestStep turretRestStep(TurretRestReading r, int32_t yaw, int32_t pitch, int32_t restYaw, int32_t dt) {
  TurretRestStep s{yaw, pitch, false};
  if (r == TurretRestReading::Together || yaw != restYaw) {
    s.yaw = core::TurnTowardsAngle(yaw, restYaw, kTurretYawRate * dt);
  }
  if (r == TurretRestReading::Together || yaw == restYaw) {
    s.pitch = core::TurnTowardsAngle(pitch, 0, kTurretPitchRate * dt);
  }
  s.atRest = s.yaw == restYaw && s.pitch == 0;
  return s;
}

// 0x423ac0: back to the rest pose (kTurretRestReading), then no think (the update removes
// the turret).
int32_t turretRest(Sim& sim, Obj& o) {
  const TurretRestStep s =
      turretRestStep(kTurretRestReading, o.heading, o.local[kTurretPitch], o.local[kTurretRestYaw], sim.dt);
  o.heading = s.yaw;
  o.local[kTurretPitch] = s.pitch;
  if (s.atRest) o.think = 0;
  return 1;
}


TurretPose towerJitterPose(const Sim& sim, int32_t c) {
  const Jitter& j = sim.world.jitterAt(c % kMapCells, c / kMapCells);
  TurretPose p;
  p.yaw = static_cast<int32_t>(j.b3 & 0x3f) << 16;
  p.pitch = core::WrapHeading(static_cast<int64_t>(j.x) << 14);
  return p;
}

TurretMuzzle turretMuzzle(const Obj& o) {
  const core::Vec2 d = core::RotateByHeading(o.heading, 0, kMuzzleY);
  return {o.x + d.x, o.y + d.y, o.z + (isLarge(o) ? kMuzzleZLarge : kMuzzleZ)};
}

// Model_TowerHook 0x4174e0
void turretTowerHook(Sim& sim, int32_t c, int player) {
  const uint32_t w = sim.cellWord(c);
  const uint32_t bno = cell::bno(w);
  if (bno != bnoId(Bno::Tower) && bno != bnoId(Bno::LargeTower)) return;
  if (cell::hp(w) == 0) return;
  const TeamState& team = sim.team[static_cast<size_t>(player)];
  if (team.vehicle == kNoObj) return;
  const Obj& v = sim.obj(team.vehicle);
  if (!v.alive() || v.id != team.vehicleId || v.objClass() != ObjClass::Vehicle) return;
  if (static_cast<int32_t>(cell::team(w)) == v.team) return;
  activateTurret(sim, c, team.vehicle);
}

// ActivateTurret 0x423c10
ObjSlot activateTurret(Sim& sim, int32_t c, ObjSlot targetSlot) {
  const uint32_t w = sim.cellWord(c);
  const uint32_t bno = cell::bno(w);
  const ObjClass cls = bno == bnoId(Bno::LargeTower) ? ObjClass::TurretGunLarge : ObjClass::TurretGun;
  const int32_t cx = c % kMapCells;
  const int32_t cy = c / kMapCells;
  const ObjSlot s = objCreate(sim, cls, static_cast<int32_t>(cell::team(w)), cell::centreFixed(cx),
                              cell::centreFixed(cy), 0, targetSlot);
  if (s == kNoObj) return kNoObj;
  Obj& o = sim.obj(s);
  o.local[kTurretBno] = static_cast<int32_t>(bno);
  sim.setCellWord(c, cell::withBno(w, bnoId(Bno::ActiveTower)));
  const TurretPose p = towerJitterPose(sim, c);
  o.heading = p.yaw;
  o.local[kTurretPitch] = p.pitch;
  o.local[kTurretRestYaw] = p.yaw;
  sim.emit(EventId::TurretAwake, NoteEvent{static_cast<int32_t>(o.id), c});
  return s;
}

// TurretInit 0x4235a0
int32_t turretInit(Sim& sim, Obj& o, int32_t arg) {
  const auto t = static_cast<ObjSlot>(arg);
  if (t != kNoObj && sim.obj(t).alive()) objSetParent(sim, o.slot(), t);
  o.local[kTurretUnseen] = 0;
  o.local[kTurretWake] = sim.tick + static_cast<int32_t>(sim.rand.range(300) & 0xff);
  o.local[kTurretNextShot] = 0;
  o.think = kTurretWait;
  ++sim.turretCount[static_cast<size_t>(o.team & 1)];  // DAT_00472048[team]
  return 1;
}

// TurretUpdate 0x423620
void turretUpdate(Sim& sim, Obj& o) {
  o.local[kTurretUnseen] = static_cast<int16_t>(o.local[kTurretUnseen] + sim.dt);
  if (o.think != 0 && cellHp(sim, o) > 0 && o.local[kTurretUnseen] < kTurretUnseenLimit) {
    kTurretThinks[o.think](sim, o);
    return;
  }
  objDestroyNow(sim, o.slot());
}

// 0x423710: FUN_00417b50 on the cell's hit points; at 0 the turret goes (TurretDestroy).
int32_t turretDamage(Sim& sim, Obj& o, Fixed amount, Obj* /*source*/) {
  if (o.cell < 0 || o.cell >= kOutsideCell) return 0;
  if (!bnoDamageHitPoints(sim, o.cell, amount, static_cast<uint32_t>(o.local[kTurretBno]))) return 0;
  objMarkForDelete(sim, o.slot());
  return 1;
}

// TurretDestroy 0x423660
int32_t turretDestroy(Sim& sim, Obj& o) {
  --sim.turretCount[static_cast<size_t>(o.team & 1)];
  const int32_t c = o.cell;
  if (c < 0 || c >= kOutsideCell) return 1;
  const uint32_t w = cell::withBno(sim.cellWord(c), static_cast<uint32_t>(o.local[kTurretBno]));
  if (cell::hp(w) > 0) {
    sim.setCellWord(c, w);  // the static tower again (the next draw uses the jitter pose)
    sim.emit(EventId::TurretStatic, NoteEvent{static_cast<int32_t>(o.id), c});
    return 1;
  }
  // shot down: TowerDestroyed sends the turret part flying in the live pose
  sim.turretPose = TurretPose{true, o.heading, o.local[kTurretPitch]};
  sim.setCellWord(c, cell::withHp(w, 1));
  bnoDamage(sim, c, 0xff0000);
  sim.turretPose = TurretPose{};
  return 1;
}

// The draw (Model_TowerHook with the object): +0x62 = 0.
void turretDrawn(Sim& sim, ObjSlot s) {
  sim.obj(s).local[kTurretUnseen] = 0;
}

int turretFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = {"think", o.think, false};
  out[1] = {"pitch", o.local[kTurretPitch], false};
  out[2] = {"unseen", o.local[kTurretUnseen], false};
  out[3] = {"next_shot", o.local[kTurretNextShot], false};
  out[4] = {"hp", cellHp(sim, o), false};
  return 5;
}

}  // namespace rf
