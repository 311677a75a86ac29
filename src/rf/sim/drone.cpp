// SPDX-License-Identifier: GPL-3.0-or-later
// The Drone (class 9): pool, spawn, flight, attack, damage, destroy, hum (drone.hpp).
#include "rf/sim/drone.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/trig.hpp"
#include "rf/data/debris_programs.hpp"
#include "rf/data/models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/radar.hpp"
#include "rf/sim/shadow.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::FixMul;

constexpr Fixed kHalfCellPx = 16;       // def[0x9f] / [0xa0] count half cells of 16 px
constexpr Fixed kRollGain = -0x60000;   // |v| * -6
constexpr Fixed kPitchGain = -0x38000;  // |v| * -3.5
// DroneDestroy's debris set 0x454e28. designed: read as the low-wreck set 5 of 0x454e18
// (4-byte entries from set 1: 0x454e18 + 4 * 4); the drone model's faces are classed for it
// (tops 1, sides 2).
constexpr DebrisSetId kDroneDebrisSet = DebrisSetId::WreckLow;

bool liveVehicle(const Obj* o) {
  return o != nullptr && o->alive() && (o->flags & kObjDeleteQueued) == 0 &&
         o->objClass() == ObjClass::Vehicle;
}

Fixed length2d(Fixed dx, Fixed dy) {
  return core::Length2d(dx, dy);
}

int64_t dist2(Fixed ax, Fixed ay, Fixed bx, Fixed by) {
  const int64_t dx = (static_cast<int64_t>(ax) - bx) >> 8;
  const int64_t dy = (static_cast<int64_t>(ay) - by) >> 8;
  return dx * dx + dy * dy;
}

// The SpawnDrone box of a vehicle: +-def[0x9f] / [0xa0] half cells, in 16.16 px.
core::Vec2 boxOf(const Sim& sim, const Obj& vehicle) {
  const VehicleDef& def = vehicleDef(sim.data(), vehicleTypeOf(vehicle));
  return {core::px(def.droneBox[0] * kHalfCellPx), core::px(def.droneBox[1] * kHalfCellPx)};
}

// Inside the box of a live team vehicle other than the target.
bool insideOtherBox(const Sim& sim, const Obj& target, Fixed x, Fixed y) {
  for (const TeamState& t : sim.team) {
    const Obj* v = t.vehicleId != 0 ? objById(sim, t.vehicleId) : nullptr;
    if (v == nullptr || v->slot() == target.slot() || v->objClass() != ObjClass::Vehicle) continue;
    const core::Vec2 b = boxOf(sim, *v);
    if (std::abs(x - v->x) < b.x && std::abs(y - v->y) < b.y) return true;
  }
  return false;
}

Fixed randPx(Sim& sim, Fixed halfExtent) {
  return core::px(static_cast<int32_t>(sim.rand.range(static_cast<uint32_t>(2 * (halfExtent >> 16)))));
}

// The hum: starts with the first live drone, one source per listener on the drone nearest
// the listener's camera (1 player: both listeners are player 0's), killed with the last.
// `going` is a drone on its way out (not counted).
void humUpdate(Sim& sim, uint32_t going) {
  DronePool& pool = sim.drones;
  bool any = false;
  for (const DroneRec& r : pool.rec) any = any || (r.objId != 0 && r.objId != going && objById(sim, r.objId));
  if (!any) {
    if (pool.humOn) sim.emit(EventId::DroneKill, SoundEvent{});  // cmd 9
    pool.humOn = false;
    pool.heard = {};
    return;
  }
  if (!pool.humOn) {
    pool.humOn = true;
    sim.emit(EventId::Drone, SoundEvent{});  // 0x43e9a8, unowned, looping
  }
  for (size_t l = 0; l < pool.heard.size(); ++l) {
    const ViewCamera& cam = sim.player[sim.players > 1 ? l : 0].camera;
    uint32_t best = 0;
    int64_t bestD = 0;
    for (const DroneRec& r : pool.rec) {
      if (r.objId == 0 || r.objId == going) continue;
      const Obj* d = objById(sim, r.objId);
      if (d == nullptr) continue;
      const int64_t dd = dist2(d->x, d->y, cam.x, cam.y);
      if (best == 0 || dd < bestD) {
        best = r.objId;
        bestD = dd;
      }
    }
    if (pool.heard[l] != best) {
      pool.heard[l] = best;
      sim.emit(EventId::DroneSource, SoundEvent{static_cast<int32_t>(l), static_cast<int32_t>(best)});
    }
  }
}

// The muzzle of the gun that fires next: (-+8, -8, 0) px turned by the heading.
core::Vec3 muzzleOf(const Obj& o, const DroneRec& r) {
  const core::Vec2 m =
      core::RotateByHeading(o.heading, r.muzzle == 0 ? -kDroneMuzzleX : kDroneMuzzleX, kDroneMuzzleY);
  return {o.x + m.x, o.y + m.y, o.z};
}

// The fire rules of 0x435420 (aimed, in range, in the cone, reloaded): the TRACER probe for
// an airborne target (met something of the drone's side: wait 10), then type 11 from the
// next muzzle, reload 10.
void fire(Sim& sim, Obj& o, DroneRec& r, const Obj& target) {
  ProjectileLaunch l;
  const core::Vec3 m = muzzleOf(o, r);
  l.x = m.x;
  l.y = m.y;
  l.z = m.z;
  l.heading = o.heading;
  l.pitch = core::WrapHeading(static_cast<int64_t>(o.local[kDronePitch]) + r.gunPitch);
  if (target.z > kDroneAirborne) {
    l.type = kDroneTracerType;
    fireProjectile(sim, o, l);
    if (sim.tracer.friendly != 0) {
      r.nextShot = sim.tick + kDroneReload;
      return;
    }
  }
  l.type = kDroneGunType;
  fireProjectile(sim, o, l);
  r.muzzle ^= 1;
  r.nextShot = sim.tick + kDroneReload;
}

// Attack 0x435420 (the default think): turn to the target, aim the gun, fire.
void attack(Sim& sim, Obj& o, DroneRec& r, const Obj& target) {
  const int32_t dt = sim.dt;
  const int32_t to = core::AngleBetweenPoints(o.x, o.y, target.x, target.y);
  const Fixed dist = length2d(target.x - o.x, target.y - o.y);
  const int32_t off = std::abs(core::HeadingDelta(o.heading, to));
  int32_t rate = kDroneTurnAhead;
  if (off > core::kHeadingQuarter) rate = dist <= kDroneNearPx ? kDroneTurnBehindNear : kDroneTurnBehindFar;
  o.heading = core::TurnTowardsAngle(o.heading, to, rate * dt);
  // the gun pitch relative to the body (positive down)
  const int32_t down = core::Atan2Fixed(dist, static_cast<int64_t>(o.z) - target.z);
  const int32_t want =
      droneClampGunPitch(core::WrapHeading(static_cast<int64_t>(down) - o.local[kDronePitch]));
  r.gunPitch = core::TurnTowardsAngle(r.gunPitch, want, kDroneGunRate * dt);
  const bool aimed = r.gunPitch == want;
  const bool inRange = dist > kDroneFireMin && dist < kDroneFireMax;
  const bool inCone = std::abs(core::HeadingDelta(o.heading, to)) <= kDroneFireCone;
  if (aimed && inRange && inCone && sim.tick >= r.nextShot) fire(sim, o, r, target);
}

// The push-apart of a drone that touched this one: 0x20000 - dist / 16 px away from it.
core::Vec2 pushApart(Sim& sim, const Obj& o, DroneRec& r) {
  const uint32_t other = r.bumpId;
  r.bumpId = 0;
  const Obj* b = other != 0 ? objById(sim, other) : nullptr;
  if (b == nullptr || b->objClass() != ObjClass::Drone) return {};
  const Fixed dx = o.x - b->x;
  const Fixed dy = o.y - b->y;
  const Fixed dist = length2d(dx, dy);
  const Fixed push = kDronePushBase - dist / 16;
  if (push <= 0) return {};
  // designed: the same spot pushes north; the push moves the drone this tick (not dt-scaled)
  if (dist == 0) return {0, -push};
  return {FixMul(core::FixDiv(dx, dist), push), FixMul(core::FixDiv(dy, dist), push)};
}

// Flight 0x435620
void flight(Sim& sim, Obj& o, DroneRec& r) {
  const int32_t dt = sim.dt;
  o.speed = std::min(o.speed + kDroneAccel * dt, kDroneTopSpeed);
  const core::Vec2 want = core::MoveDelta(o.heading, o.speed);
  o.local[kDroneVelX] = core::ApproachValue(o.local[kDroneVelX], want.x, kDroneVelApproach * dt);
  o.local[kDroneVelY] = core::ApproachValue(o.local[kDroneVelY], want.y, kDroneVelApproach * dt);
  const Fixed vx = o.local[kDroneVelX];
  const Fixed vy = o.local[kDroneVelY];
  const Fixed dz = core::ApproachValue(o.z, kDroneZ, kDroneClimb * dt) - o.z;
  const core::Vec2 push = pushApart(sim, o, r);
  const Fixed dx = vx * dt + push.x;
  const Fixed dy = vy * dt + push.y;
  // designed reading of "(dropped when blocked)": a blocked move is tried again without dz
  if (objMove(sim, o.slot(), dx, dy, dz) != 0 && dz != 0) objMove(sim, o.slot(), dx, dy, 0);
  // roll / pitch towards |v| * (-6 | -3.5) * dir(heading - angle(v))
  const Fixed speed = length2d(vx, vy);
  const int32_t rel =
      core::WrapHeading(static_cast<int64_t>(o.heading) - core::AngleBetweenPoints(0, 0, vx, vy));
  const Fixed sx = core::SinFixed(rel);
  const Fixed sy = -core::CosFixed(rel);
  // designed: the product is read in the 4x finer angle units of FUN_00408400 (0x1000000 a
  // turn, like the turret's "Atan2 >> 2"), so >> 2 to heading units: at 1.5 px/t a drone
  // banks at most 12.7 deg and flies 7.4 deg nose down.
  const int32_t roll = core::WrapHeading(FixMul(FixMul(speed, kRollGain), sx) >> 2);
  const int32_t pitch = core::WrapHeading(FixMul(FixMul(speed, kPitchGain), sy) >> 2);
  o.local[kDroneRoll] = core::TurnTowardsAngle(o.local[kDroneRoll], roll, kDroneTiltRate * dt);
  o.local[kDronePitch] = core::TurnTowardsAngle(o.local[kDronePitch], pitch, kDroneTiltRate * dt);
}

// FUN_004352c0: the drone's velocity added to a debris piece. designed: a piece moves by
// dir * speed (its program's first Speed step sets speed at frame 0, later steps damp it),
// so v / speed0 is added to its direction: the first move is dir * speed0 + v.
void addVelocity(Sim& sim, ObjSlot piece, Fixed vx, Fixed vy) {
  Obj& p = sim.obj(piece);
  const DebrisDef& def = debrisDef(sim.data(), debrisProgram(p));
  for (const DebrisStep& s : def.steps) {
    if (s.op == DebrisOp::End) break;
    if (s.op != DebrisOp::Speed || s.arg[0] == 0) continue;
    p.local[kDebrisDirX] += core::FixDiv(vx, s.arg[0]);
    p.local[kDebrisDirY] += core::FixDiv(vy, s.arg[0]);
    return;
  }
}

// DroneDestroy: explosion 0x454098 + the debris of the drone model (set 0x454e28) with the
// drone's velocity added.
void droneExplode(Sim& sim, const Obj& o) {
  ExplSpawn how;
  how.team = o.team;
  how.heading = o.heading;
  spawnExplosion(sim, ExplId::Drone, o.x, o.y, o.z, how);
  DebrisBurst b;
  b.x = o.x;
  b.y = o.y;
  b.z = o.z;
  b.team = o.team;
  b.model = mdl::Drone;
  b.set = kDroneDebrisSet;
  b.heading = o.heading;
  const Model& m = debrisModelDef(sim.data(), mdl::Drone);
  for (int32_t part = 0; part < m.nparts; ++part) {
    b.part = part;
    for (int32_t face = 0; face < m.part[static_cast<size_t>(part)].nfaces; ++face) {
      const ObjSlot s = spawnDebrisPiece(sim, b, face);
      if (s != kNoObj) addVelocity(sim, s, o.local[kDroneVelX], o.local[kDroneVelY]);
    }
  }
}

}  // namespace

// FUN_00435040
void dronePoolSetup(Sim& sim, int32_t pool) {
  DronePool& p = sim.drones;
  p = DronePool{};
  p.perTeam = std::clamp(pool, 0, kDronesPerTeam);
}

namespace {
// The record index of a drone, -1 when it has none (not a drone, or a freed record).
int32_t recIndex(const Sim& sim, const Obj& drone) {
  const int32_t i = drone.local[kDroneRec];
  if (drone.objClass() != ObjClass::Drone || i < 0 || i >= static_cast<int32_t>(sim.drones.rec.size()))
    return -1;
  return sim.drones.rec[static_cast<size_t>(i)].objId == drone.id ? i : -1;
}
}  // namespace

DroneRec* droneRec(Sim& sim, const Obj& drone) {
  const int32_t i = recIndex(sim, drone);
  return i < 0 ? nullptr : &sim.drones.rec[static_cast<size_t>(i)];
}

const DroneRec* droneRec(const Sim& sim, const Obj& drone) {
  const int32_t i = recIndex(sim, drone);
  return i < 0 ? nullptr : &sim.drones.rec[static_cast<size_t>(i)];
}

int droneCount(const Sim& sim, int32_t team) {
  int n = 0;
  for (const DroneRec& r : sim.drones.rec)
    n += (r.objId != 0 && r.team == team && objById(sim, r.objId)) ? 1 : 0;
  return n;
}

int32_t droneClampGunPitch(int32_t pitch) {
  int32_t p = core::WrapHeading(pitch);
  if (p > kDroneGunDownLimit && p < core::kHeadingHalf) p = kDroneGunDownLimit;
  // quirk: 0x40 - 0x50000 is negative, so no wrapped pitch is below it: never clamps.
  if (p > core::kHeadingHalf && p < kDroneGunUpLimitTypo) p = kDroneGunUpLimitTypo;
  return p;
}

// FUN_00435c30
bool droneSpawnPoint(Sim& sim, const Obj& target, DroneSpot& out) {
  const core::Vec2 box = boxOf(sim, target);
  const auto first = static_cast<int32_t>(sim.rand.range(4));
  for (int32_t i = 0; i < 4; ++i) {
    const int32_t side = (first + i) & 3;
    Fixed x = target.x;
    Fixed y = target.y;
    switch (side) {
      case 0:  // north
        x += randPx(sim, box.x) - box.x;
        y -= box.y;
        break;
      case 1:  // east
        x += box.x;
        y += randPx(sim, box.y) - box.y;
        break;
      case 2:  // south
        x += randPx(sim, box.x) - box.x;
        y += box.y;
        break;
      default:  // west
        x -= box.x;
        y += randPx(sim, box.y) - box.y;
        break;
    }
    if (insideOtherBox(sim, target, x, y)) continue;
    out = DroneSpot{x, y, side};
    return true;
  }
  return false;
}

// SpawnDrone 0x435950
ObjSlot spawnDrone(Sim& sim, ObjSlot target) {
  if (target == kNoObj || !liveVehicle(&sim.obj(target))) return kNoObj;
  const Obj& t = sim.obj(target);
  if (t.team < 0 || t.team >= kTeams) return kNoObj;
  const int32_t team = t.team ^ 1;
  // designed: no point is drawn when the side has no free record
  bool free = false;
  for (int32_t i = 0; i < sim.drones.perTeam; ++i)
    free = free || sim.drones.rec[static_cast<size_t>(team * kDronesPerTeam + i)].objId == 0;
  if (!free) return kNoObj;
  DroneSpot spot;
  if (!droneSpawnPoint(sim, t, spot)) return kNoObj;
  const ObjSlot s = objCreate(sim, ObjClass::Drone, team, spot.x, spot.y, kDroneZ, target);
  if (s == kNoObj) return s;
  Obj& o = sim.obj(s);
  o.heading = core::AngleBetweenPoints(o.x, o.y, t.x, t.y);  // designed: facing its target
  objSetParent(sim, s, target);
  spawnShadow(sim, s, static_cast<int32_t>(GfxId::DroneShadow));
  radarAdd(sim, o.id, static_cast<int32_t>(GfxId::RadarDrone), kDroneBlipPrio);
  humUpdate(sim, 0);
  return s;
}

// The Drone's init: a free record of its team (0 when none).
int32_t droneInit(Sim& sim, Obj& o, int32_t) {
  if (o.team < 0 || o.team >= kTeams) return 0;
  for (int32_t i = 0; i < sim.drones.perTeam; ++i) {
    const int32_t index = o.team * kDronesPerTeam + i;
    DroneRec& r = sim.drones.rec[static_cast<size_t>(index)];
    if (r.objId != 0) continue;
    r = DroneRec{};
    r.objId = o.id;
    r.lastDraw = sim.tick;
    r.team = o.team;
    r.nextShot = sim.tick;
    o.local.fill(0);
    o.local[kDroneRec] = index;
    o.gfx = static_cast<int32_t>(GfxId::Drone);
    o.speed = 0;
    o.flags &= ~kObjFirstUpdate;
    return 1;
  }
  return 0;
}

// The class destroy: DroneDestroy when shot down; the record, the blip and the hum.
int32_t droneDestroy(Sim& sim, Obj& o) {
  DroneRec* r = droneRec(sim, o);
  if (r != nullptr && r->shotDown != 0) droneExplode(sim, o);
  radarRemove(sim, o.id);
  if (r != nullptr) *r = DroneRec{};
  humUpdate(sim, o.id);
  return 1;
}

// DroneUpdate: the think (attack 0x435420 while the target lives, else 0x435840: flies on
// and is deleted 60 ticks after its last draw), the flight 0x435620, the hum sources.
void droneUpdate(Sim& sim, Obj& o) {
  DroneRec* r = droneRec(sim, o);
  if (r == nullptr) {
    objMarkForDelete(sim, o.slot());
    return;
  }
  Obj* target = o.parent != kNoObj ? &sim.obj(o.parent) : nullptr;
  if (liveVehicle(target)) {
    attack(sim, o, *r, *target);
  } else if (sim.tick - r->lastDraw >= kDroneIdleTicks) {  // 0x435840
    objMarkForDelete(sim, o.slot());
    return;
  }
  flight(sim, o, *r);
  humUpdate(sim, 0);
}

// 0x435900: records the drone it touched (both ways); blocks (5) unless one of the two parts
// is the 64-px proximity part 0x455600.
int32_t droneHitObject(Sim& sim, Obj& self, Obj& other) {
  if (other.objClass() != ObjClass::Drone || self.objClass() != ObjClass::Drone) return 5;
  if (DroneRec* r = droneRec(sim, self)) r->bumpId = other.id;
  if (DroneRec* r = droneRec(sim, other)) r->bumpId = self.id;
  const CollisionScratch& c = sim.collision;
  if (c.partA == kDroneProximityPart || c.partB == kDroneProximityPart) return 0;
  return 5;
}

// 0x435880: < 1.0 ignored; a Missle knocks it by half its velocity; shot down.
int32_t droneDamage(Sim& sim, Obj& o, Fixed amount, Obj* source) {
  DroneRec* r = droneRec(sim, o);
  if (r == nullptr || amount < kDroneMinDamage || r->shotDown != 0) return 0;
  if (source != nullptr && source->objClass() == ObjClass::Missle) {
    o.local[kDroneVelX] += source->local[kProjVelX] / 2;
    o.local[kDroneVelY] += source->local[kProjVelY] / 2;
  }
  r->shotDown = 1;
  r->killerHeading = source != nullptr ? source->heading : 0;
  objMarkForDelete(sim, o.slot());
  return 1;
}

// The draw 0x435090 stamps the record's +8.
void droneDrawn(Sim& sim, ObjSlot slot) {
  if (DroneRec* r = droneRec(sim, sim.obj(slot))) r->lastDraw = sim.tick;
}

int droneFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  const DroneRec* r = droneRec(sim, o);
  out[0] = ObjField{"vx", o.local[kDroneVelX], true};
  out[1] = ObjField{"vy", o.local[kDroneVelY], true};
  out[2] = ObjField{"roll", o.local[kDroneRoll], false};
  out[3] = ObjField{"pitch", o.local[kDronePitch], false};
  if (r == nullptr) return 4;
  out[4] = ObjField{"gun", r->gunPitch, false};
  out[5] = ObjField{"muzzle", r->muzzle, false};
  out[6] = ObjField{"next", r->nextShot, false};
  out[7] = ObjField{"drawn", r->lastDraw, false};
  return 8;
}

}  // namespace rf
