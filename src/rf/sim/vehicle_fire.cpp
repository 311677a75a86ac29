// SPDX-License-Identifier: GPL-3.0-or-later
// The vehicles' weapons (rf-simulation.md §6 "Firing").
#include "rf/sim/vehicle_fire.hpp"

#include <cstdlib>

#include "core/trig.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle_move.hpp"
#include "rf/sim/water.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::FixMul;
using core::Fixed;
using core::px;
using core::Vec3;

constexpr uint32_t kShoot = input::kAPress | input::kAHold;  // in the fire function's bits
constexpr uint32_t kPress = input::kAPress;

// The descriptor's fire_arg per button (A, B, C). The notes give the tank's B (-1: the
// raised barrel) and the heli's A (0x3fffff: downwards). designed: the MSV's B is 1 (the
// raised rockets, type 9), every other argument 0.
constexpr int32_t kFireArgs[kVehicleTypes][3] = {
    {0, -1, 0},        // Tank
    {0, 0, 0},         // JEEP
    {0, 1, 0},         // MSV
    {0x3fffff, 0, 0},  // HELI
};

// designed offsets (px, body frame: x right, y forward = -y, z up). The tank's muzzle is
// the notes' FUN_0042f030 values; the others reproduce "heli guns hit the ground 68 px
// ahead" and put the MSV's three tubes side by side on its roof.
constexpr Vec3 kTankMuzzleBase{0, -0x54000, 0x70000};  // (0, -5.25, 7)
constexpr Fixed kTankBarrel = 0x6c000;                 // 6.75
constexpr Vec3 kMsvLauncher{0, -0x20000, 0x90000};     // 0x44d0b0: (0, -2, 9)
constexpr Fixed kMsvTubeLength = 0x60000;              // rocket start 6 px forward of the tube
constexpr Fixed kMsvBlastLength = -0x80000;            // back-blast 8 px behind it
constexpr Fixed kMsvTubeX[3] = {-0x30000, 0, 0x30000};  // 0x44d088
constexpr Vec3 kHeliMuzzle[2] = {{-0x50000, -0xc0000, -0x30000},   // 0x44f218 left
                                 {0x50000, -0xc0000, -0x30000}};   // 0x44f230 right
constexpr Fixed kGrenadeUp = 0x50000;  // ThrowGrenade's weapon arg: 5 px up
constexpr Fixed kMineAhead = 0x50000;  // Msv_Mine: 5 px ahead

// FUN_0042f030: base + Rx(pitch) * (0, -length, 0) in the body frame, rotated by heading,
// from the object. Positive pitch points down: the arm is (0, -L cos p, -L sin p).
Vec3 muzzle(const Obj& o, int32_t heading, int32_t pitch, const Vec3& base, Fixed length) {
  const Fixed by = base.y - FixMul(length, core::CosFixed(pitch));
  const Fixed bz = base.z - FixMul(length, core::SinFixed(pitch));
  const core::Vec2 d = core::RotateByHeading(heading, base.x, by);
  return {o.x + d.x, o.y + d.y, o.z + bz};
}

// Every shot: next fire = tick + reload, ammo - 1, HudMarkDirty (0x40 slot 0 / 0x80 slot 1);
// the slot running empty -> "OutAmmo" 0x43edc8. A press that finds the slot empty says
// "OutAmmo" too. false: not ready (reloading or empty).
bool takeShot(Sim& sim, const Obj& o, VehState& st, int slot, uint32_t bits) {
  VehSlot& s = st.slots[static_cast<size_t>(slot)];
  if (s.ammo <= 0) {
    if ((bits & kPress) != 0) sim.emit(EventId::OutAmmo, SoundEvent{static_cast<int32_t>(o.id)});
    return false;
  }
  if (sim.tick < s.nextFire) return false;
  s.nextFire = sim.tick + s.reload;
  --s.ammo;
  sim.emit(EventId::HudDirty, NoteEvent{static_cast<int32_t>(o.id), slot == 0 ? 0x40 : 0x80});
  if (s.ammo == 0) sim.emit(EventId::OutAmmo, SoundEvent{static_cast<int32_t>(o.id)});
  return true;
}

ObjSlot launch(Sim& sim, const Obj& o, int32_t type, const Vec3& at, int32_t heading, int32_t pitch,
               Fixed addSpeed = 0) {
  ProjectileLaunch l;
  l.type = type;
  l.x = at.x;
  l.y = at.y;
  l.z = at.z;
  l.heading = core::WrapHeading(heading);
  l.pitch = core::WrapHeading(pitch);
  l.addSpeed = addSpeed;
  return fireProjectile(sim, o, l);
}

ObjSlot flash(Sim& sim, const Obj& o, ExplId id, const Vec3& at, int32_t heading, int32_t pitch, bool attached) {
  ExplSpawn how;
  how.team = o.team;
  how.heading = core::WrapHeading(heading);
  how.pitch = core::WrapHeading(pitch);
  how.parent = attached ? o.slot() : kNoObj;
  return spawnExplosion(sim, id, at.x, at.y, at.z, how);
}

// The tank's shot at the current elevation: flat or 0x38e38f, from the muzzle, with the
// flash Expl 0x454550 attached to the tank (it follows hull + turret).
void tankShoot(Sim& sim, Obj& o, VehState& st) {
  const int32_t pitch = st.cannonElev == kCannonRaised ? sim.data().tunables.cannonRaisedPitch : 0;
  const int32_t heading = o.heading + st.turretYaw;
  const Vec3 at = muzzle(o, heading, pitch, kTankMuzzleBase, kTankBarrel);
  launch(sim, o, st.slots[0].proj, at, heading, pitch);
  flash(sim, o, ExplId::TankMuzzle, at, heading, pitch, true);
}

// TankFireCannon 0x429d30: A flat (arg 0), B raised (arg -1). A shot pressed while the
// barrel moves is kept in fire_pending (+0x60) and fired by the turret hook.
void tankCannon(Sim& sim, Obj& o, VehState& st, uint32_t bits, int32_t arg) {
  if ((bits & kShoot) == 0) return;
  const int32_t want = arg < 0 ? kCannonRaised : 0;
  st.cannonTarget = want;
  if (st.cannonElev != want) {
    st.pendingShot = 1;
    return;
  }
  if (takeShot(sim, o, st, 0, bits)) tankShoot(sim, o, st);
}

// The turret hook 0x429f50: Q / E turn the turret +-0x4ccc per tick, C recentres it
// (+0x5c = 1 while it does); the barrel moves towards its target at 0x4ccc per tick and a
// pending shot goes when it gets there.
void tankTurretHook(Sim& sim, Obj& o, VehState& st) {
  const uint32_t c = st.ctrl;
  const int32_t step = kTurretRate * sim.dt;
  if ((c & (input::kX4 | input::kX5)) != 0) {
    st.turretTarget = 0;
    if ((c & input::kX4) != 0) st.turretYaw = core::WrapHeading(st.turretYaw - step);
    if ((c & input::kX5) != 0) st.turretYaw = core::WrapHeading(st.turretYaw + step);
  } else if ((c & input::kCPress) != 0) {
    st.turretTarget = 1;
  }
  if (st.turretTarget != 0) {
    st.turretYaw = core::TurnTowardsAngle(st.turretYaw, 0, step);
    if (st.turretYaw == 0) st.turretTarget = 0;
  }
  if (st.cannonElev != st.cannonTarget) {
    st.cannonElev = core::TurnTowardsAngle(st.cannonElev, st.cannonTarget, kCannonElevRate * sim.dt);
  }
  if (st.pendingShot != 0 && st.cannonElev == st.cannonTarget) {
    st.pendingShot = 0;
    if (takeShot(sim, o, st, 0, kPress)) tankShoot(sim, o, st);
  }
}

Fixed distance(Fixed dx, Fixed dy) {
  const auto d2 = static_cast<uint64_t>(static_cast<int64_t>(dx) * dx + static_cast<int64_t>(dy) * dy);
  return static_cast<Fixed>(core::ISqrt64(d2));
}

// FUN_00431de0: the grenade's target: an enemy vehicle on the ground within 61.2 px, else
// the damageable static object last bumped (+0xa4, from hit_static) or the enemy object
// bumped (+0xa8), else 48..62 px ahead +-4 heading steps.
core::Vec2 grenadeTarget(Sim& sim, const Obj& o, const VehState& st) {
  const int other = o.team == 0 ? 1 : 0;
  if (const Obj* e = objById(sim, sim.team[static_cast<size_t>(other)].vehicleId)) {
    if (e->z <= 0 && distance(e->x - o.x, e->y - o.y) <= kGrenadeEnemyRange) return {e->x, e->y};
  }
  if (st.bumped[2] == kBumpedStatic && st.bumped[0] >= 0 && st.bumped[0] < kOutsideCell) {
    const int32_t c = st.bumped[0];
    const uint32_t bno = cell::bno(sim.cellWord(c));
    if (bno != 0 && bnoDef(sim.data(), bno).damageable) return staticObjectPos(sim.world, c % kMapCells, c / kMapCells);
  }
  if (st.bumped[2] == kBumpedObject) {
    if (const Obj* b = objById(sim, static_cast<uint32_t>(st.bumped[1])); b != nullptr && b->team != o.team)
      return {b->x, b->y};
  }
  const Fixed d = px(48 + static_cast<int32_t>(sim.rand.range(15)));
  const int32_t steps = static_cast<int32_t>(sim.rand.range(9)) - 4;
  const core::Vec2 m = core::MoveDelta(core::WrapHeading(o.heading + steps * 0x10000), d);
  return {o.x + m.x, o.y + m.y};
}

// Jeep_Grenade 0x42aa00 -> ThrowGrenade 0x431c80 (from 5 px up).
void jeepGrenade(Sim& sim, Obj& o, VehState& st, uint32_t bits) {
  if ((bits & kPress) == 0 || !takeShot(sim, o, st, 0, bits)) return;
  const core::Vec2 t = grenadeTarget(sim, o, st);
  throwGrenade(sim, o, o.x, o.y, o.z + kGrenadeUp, t.x, t.y);
}

// Msv_Fire 0x42a010: flat rockets (type 8, pitch 0x4f5c) with A, raised (type 9, 0x38e38f)
// with B; from the tube +0x58, the back-blast Expl 0x4544f0 behind it.
void msvFire(Sim& sim, Obj& o, VehState& st, uint32_t bits, int32_t arg) {
  if ((bits & kShoot) == 0 || st.turretYaw < 0) return;
  if (!takeShot(sim, o, st, 0, bits)) return;
  const bool raised = arg != 0;
  const int32_t type = raised ? 9 : st.slots[0].proj;
  const int32_t pitch = raised ? sim.data().tunables.cannonRaisedPitch : kMsvFlatPitch;
  const int tube = st.turretYaw >> 16;
  Vec3 base = kMsvLauncher;
  base.x = kMsvTubeX[tube < 0 ? 0 : (tube > 2 ? 2 : tube)];
  launch(sim, o, type, muzzle(o, o.heading, pitch, base, kMsvTubeLength), o.heading, pitch);
  flash(sim, o, ExplId::MsvBackBlast, muzzle(o, o.heading, pitch, base, kMsvBlastLength), o.heading, pitch, false);
  st.turretYaw += core::kOne;
  if (st.turretYaw >= 3 * core::kOne || st.slots[0].ammo == 0) st.turretYaw = kMsvTubesEmpty;
}

// The reload hook 0x42a280: the tubes come back at 0x2666 per tick while ammo is left.
void msvReloadHook(Sim& sim, Obj& o, VehState& st) {
  if (st.turretYaw >= 0 || st.slots[0].ammo <= 0) return;
  st.turretYaw = std::min(0, st.turretYaw + kMsvReloadRate * sim.dt);
  if (st.turretYaw == 0) sim.emit(EventId::MsvReload, SoundEvent{static_cast<int32_t>(o.id)});  // 0x43ea98
}

// Msv_Mine 0x42a310 (C): 2 players only; a mine 5 px ahead, not in deep water.
void msvMine(Sim& sim, Obj& o, VehState& st, uint32_t bits) {
  if ((bits & kPress) == 0 || sim.players < 2 || st.waterState == kWaterDeep) return;
  if (!takeShot(sim, o, st, 1, bits)) return;
  const core::Vec2 m = core::MoveDelta(o.heading, kMineAhead);
  spawnMine(sim, o.team, o.x + m.x, o.y + m.y);
}

// Heli_Fire 0x42b100: the selected weapon (obj flag 0x10000000: missiles) from the muzzle
// of the side flag 0x8000000 names (alternating). A (arg 0x3fffff): guns 40 deg down with the
// heading spread +-0x20000, missiles straight down; B (arg 0): level. The forward speed is
// added (FUN_00431880); missiles get the flash 0x454580.
void heliFire(Sim& sim, Obj& o, VehState& st, uint32_t bits, int32_t arg) {
  if ((bits & kShoot) == 0) return;
  const bool missiles = (o.flags & kHeliMissilesSelected) != 0;
  const int slot = missiles ? 1 : 0;
  if (!takeShot(sim, o, st, slot, bits)) return;
  int32_t heading = o.heading;
  int32_t pitch = 0;
  if (arg != 0) {
    pitch = missiles ? kHeliMissileDownPitch : kHeliGunDownPitch;
    // designed: the spread is uniform in [-0x20000, 0x20000) (RandRange(0x10000) * 4).
    if (!missiles) heading += static_cast<int32_t>(sim.rand.range(0x10000)) * 4 - kHeliGunSpread;
  }
  const bool right = (o.flags & kHeliRightMuzzle) != 0;
  o.flags ^= kHeliRightMuzzle;
  const Vec3 m = kHeliMuzzle[right ? 1 : 0];
  const core::Vec2 d = core::RotateByHeading(o.heading, m.x, m.y);
  const Vec3 at{o.x + d.x, o.y + d.y, o.z + m.z};
  launch(sim, o, st.slots[static_cast<size_t>(slot)].proj, at, heading, pitch, o.speed);
  if (missiles) flash(sim, o, ExplId::HeliMuzzle, at, heading, pitch, true);
}

// Heli_Missile 0x42b2a0 (C): toggles the selected weapon ("0x43edb0").
void heliMissile(Sim& sim, Obj& o, uint32_t bits) {
  if ((bits & kPress) == 0) return;
  o.flags ^= kHeliMissilesSelected;
  sim.emit(EventId::WeaponSelect, SoundEvent{static_cast<int32_t>(o.id)});
}

}  // namespace

int32_t fireArg(VehicleType type, int button) {
  return kFireArgs[static_cast<int>(type)][button];
}

void vehicleWeaponHooks(Sim& sim, Obj& obj, VehState& st) {
  if (st.type == VehicleType::Tank) tankTurretHook(sim, obj, st);
  if (st.type == VehicleType::Msv) msvReloadHook(sim, obj, st);
}

void vehicleFire(Sim& sim, Obj& obj, VehState& st, FireFnId fn, uint32_t bits, int32_t arg) {
  switch (fn) {
    case FireFnId::None:
      break;
    case FireFnId::TankCannon:
    case FireFnId::TankLob:
      tankCannon(sim, obj, st, bits, arg);
      break;
    case FireFnId::JeepGrenade:
      jeepGrenade(sim, obj, st, bits);
      break;
    case FireFnId::JeepTire:
      if ((bits & kPress) != 0) jeepTire(st);
      break;
    case FireFnId::JeepDropFlag:  // 0x42ab70 -> FUN_004248a0
      if ((bits & kPress) != 0) jeepFlagButton(sim, obj);
      break;
    case FireFnId::MsvMissile:
      msvFire(sim, obj, st, bits, arg);
      break;
    case FireFnId::MsvMine:
      msvMine(sim, obj, st, bits);
      break;
    case FireFnId::HeliGun:
      heliFire(sim, obj, st, bits, arg);
      break;
    case FireFnId::HeliMissile:
      heliMissile(sim, obj, bits);
      break;
  }
}

}  // namespace rf
