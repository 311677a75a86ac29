// SPDX-License-Identifier: GPL-3.0-or-later
// The death of a vehicle and the Destroyed Vehicle class (class 6).
#include "rf/sim/wreck.hpp"

#include <string>

#include "rf/data/explosion_ids.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/models.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/stay.hpp"
#include "rf/sim/timer_ids.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/water.hpp"

namespace rf {
namespace {

using core::Fixed;

void schedule(Sim& sim, TimerId fn, int32_t team, int32_t delay) {
  sim.timers.add(delay, timerIndex(fn), static_cast<uint32_t>(team), 0);
}

}  // namespace

// 0x4292d0.. (init): arg = the vehicle type; the wreck keeps the hull graphic (designed:
// the def[0x59] wreck model is a drawing; the hull keeps its collision shape).
int32_t wreckInit(Sim& sim, Obj& o, int32_t arg) {
  const auto type = arg >= 0 && arg < kVehicleTypes ? static_cast<VehicleType>(arg) : VehicleType::Tank;
  o.local[kWreckType] = static_cast<int32_t>(type);
  o.local[kWreckBirth] = sim.tick;
  o.local[kWreckHp] = 0;
  o.gfx = vehicleDef(sim.data(), type).gfx;
  return 1;
}

namespace {

// The wreck's explosion 0x44b0c8[type].
ExplId wreckExpl(VehicleType type) {
  switch (type) {
    case VehicleType::Tank:
      return ExplId::WreckTank;
    case VehicleType::Jeep:
      return ExplId::WreckJeep;
    case VehicleType::Msv:
      return ExplId::WreckMsv;
    case VehicleType::Heli:
      return ExplId::WreckHeli;
  }
  return ExplId::None;
}

// The explosion of the wreck (OF_NEW, its first update): 0x44b0c8[type] and the wreck
// model burst into debris, set 1 (high) when it dies in the air, 5 (low) on the ground.
void wreckExplodes(Sim& sim, Obj& o, VehicleType type) {
  ExplSpawn how;
  how.team = o.team;
  how.heading = o.heading;
  spawnExplosion(sim, wreckExpl(type), o.x, o.y, o.z, how);
  DebrisBurst b;
  b.x = o.x;
  b.y = o.y;
  b.z = o.z;
  b.team = o.team;
  b.model = vehicleModels(type).wreck;
  b.set = o.z > kWreckHighZ ? DebrisSetId::WreckHigh : DebrisSetId::WreckLow;
  b.heading = o.heading;
  spawnDebrisBurst(sim, b);
  sim.emit(EventId::WreckExplodes, NoteEvent{static_cast<int32_t>(o.id), static_cast<int32_t>(type)});
}

// At rest: the burnt hulk (SpawnStay 0x435eb0) takes the wreck's place; a vehicle that ran
// out of fuel lets its crew out first (the spawn_man hook, SpawnMan 0x4071c0, man.hpp; and a
// "SpawnMan" note: a = the wreck's id, b = its team). The man walks out of the wreck's
// place after the wreck is gone (it is reaped before the man's first update).
void wreckToStay(Sim& sim, Obj& o, VehicleType type) {
  if ((o.flags & kWreckOutOfFuel) != 0 && (o.flags & kObj8000000) == 0) {
    sim.emit(EventId::SpawnMan, NoteEvent{static_cast<int32_t>(o.id), o.team});
    spawnMan(sim, o.team, o.x, o.y);
  }
  spawnStay(sim, o.team, o.x, o.y, o.z, o.heading, stayHulkGfx(type), kHulkLife, kHulkLinger);
  objMarkForDelete(sim, o.slot());
}

}  // namespace

// WreckUpdate 0x4293e0 with the thinks 0x429740..0x4297f0: explodes on its first update
// (OF_NEW), falls to the ground (FUN_004337d0), coasts with friction, sinks in deep water
// (explosion 0x454300), and at rest (stopped, or blocked) becomes a Stay hulk.
// designed: "blocked -> Stay" also covers a wreck that simply comes to rest, so every
// wreck ends as remains ("enemy tank: 32 shells -> wreck -> Stay").
void wreckUpdate(Sim& sim, Obj& o) {
  const int32_t dt = sim.dt;
  const auto type = static_cast<VehicleType>(o.local[kWreckType]);
  if ((o.flags & kWreckExplode) != 0) {
    o.flags &= ~kWreckExplode;
    wreckExplodes(sim, o, type);
    // designed: a wreck flagged 0x8000000 (self-destruct, or hp below -40: "explodes at
    // once") is blown apart: only the debris is left, no hulk.
    if ((o.flags & kObj8000000) != 0) objMarkForDelete(sim, o.slot());
    return;
  }
  const VehicleDef& def = vehicleDef(sim.data(), type);
  if (o.z > 0) o.z = core::ApproachValue(o.z, 0, kWreckFall * dt);
  bool blocked = false;
  if (o.speed != 0) {
    o.speed = core::ApproachValue(o.speed, 0, kWreckFriction * dt);
    const core::Vec2& dir = core::HeadingDir(o.heading);
    const Fixed dist = o.speed * dt;
    if (objMove(sim, o.slot(), core::FixMul(dir.x, dist), core::FixMul(dir.y, dist), 0) != 0) {
      o.speed = 0;
      blocked = true;
    }
  }
  if (o.z > 0) return;
  ObjShapeBuf shapeBuf;
  if (objWaterState(sim.world, objShape(sim, o, shapeBuf), objPose(sim, o)) == kWaterDeep) {
    if (o.local[kWreckSinking] == 0) {
      o.local[kWreckSinking] = 1;
      ExplSpawn how;
      how.team = o.team;
      spawnExplosion(sim, ExplId::Sinking, o.x, o.y, 0, how);
    }
    o.z -= kWreckSinkRate * dt;
    if (-o.z > def.sinkDepth) {
      sim.emit(EventId::WreckSinks, NoteEvent{static_cast<int32_t>(o.id)});
      objMarkForDelete(sim, o.slot());
    }
    return;
  }
  if (blocked || o.speed == 0) wreckToStay(sim, o, type);
}

int32_t wreckDestroy(Sim& sim, Obj& o) {
  if (o.team >= 0 && o.team < kTeams) {
    TeamState& t = sim.team[static_cast<size_t>(o.team)];
    if (t.launch.wreckId == o.id) t.launch.wreckId = 0;
  }
  return 1;
}

int wreckFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"type", o.local[kWreckType], false};
  out[1] = ObjField{"age", sim.tick - o.local[kWreckBirth], false};
  return 2;
}

// vehicleDies: the death causes of §5. Sinking deletes the vehicle and schedules 0x4280d0
// directly; the other causes leave a wreck that schedules the return: out of fuel 0x4280d0
// (fly-back instead when the side has no jeep left), otherwise the fly-back 0x4280b0; both
// after the type's respawn delay.
void vehicleDies(Sim& sim, Obj& obj, DeathCause cause) {
  if ((obj.flags & kObjDeleteQueued) != 0) return;
  VehState& st = vehState(sim, obj);
  TeamState& team = sim.team[static_cast<size_t>(obj.team)];
  const VehicleDef& def = vehicleDef(sim.data(), st.type);
  team.launch.driving = false;
  team.launch.type = st.type;
  sim.emit(EventId::VehicleDies, NoteEvent{static_cast<int32_t>(obj.id), static_cast<int32_t>(cause)});
  objMarkForDelete(sim, obj.slot());
  if (cause == DeathCause::Sunk) {
    schedule(sim, TimerId::ToSelect, obj.team, def.respawnDelay);
    return;
  }
  const ObjSlot w = objCreate(sim, ObjClass::DestroyedVehicle, obj.team, obj.x, obj.y, obj.z,
                              static_cast<int32_t>(st.type));
  if (w != kNoObj) {
    Obj& wreck = sim.obj(w);
    wreck.heading = obj.heading;
    wreck.speed = obj.speed;
    obj.flags |= kObjNoCollision;  // the wreck takes its place
    if (cause == DeathCause::FuelOut) wreck.flags |= kWreckOutOfFuel;
    if (cause == DeathCause::SelfDestruct) wreck.flags |= kWreckSelfDestruct;
    // hp below -40: blown apart at once (designed: flag 0x8000000 as the self-destruct's;
    // no crew gets out).
    if (cause == DeathCause::Destroyed && st.hp < kWreckExplodeHp) wreck.flags |= kWreckSelfDestruct;
    team.launch.wreckId = wreck.id;
    st.wreck = w;
  }
  const bool toSelect = cause == DeathCause::FuelOut && sideOutlook(sim, obj.team) == 3;
  schedule(sim, toSelect ? TimerId::ToSelect : TimerId::FlyBack, obj.team, def.respawnDelay);
}

// 0x4280d0
int32_t timerToSelect(Sim& sim, uint32_t team, uint32_t) {
  if (static_cast<int>(team) < sim.players) startToSelect(sim, static_cast<int>(team));
  return -1;
}

// 0x4280b0
int32_t timerFlyBack(Sim& sim, uint32_t team, uint32_t) {
  if (static_cast<int>(team) < sim.players) startFlyBack(sim, static_cast<int>(team));
  return -1;
}

}  // namespace rf
