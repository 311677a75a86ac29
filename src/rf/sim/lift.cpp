// SPDX-License-Identifier: GPL-3.0-or-later
// The lift (class 5 Storage): lift up / lift down and hit_object 0x4182e0.
#include "rf/sim/lift.hpp"

#include <stdexcept>

#include "rf/data/explosion_ids.hpp"
#include "rf/data/models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/launch.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf {
namespace {

int32_t liftCell(const Obj& o) {
  return cellOfPos(o.x, o.y);
}

void setPadTerrain(Sim& sim, const Obj& o, uint32_t terrain) {
  const int32_t c = liftCell(o);
  if (c < 0 || c >= kCellCount) return;
  sim.setCellWord(c, cell::withTerrain(sim.cellWord(c), terrain));
}

// Storage init (both descriptors): arg = vehicle type; the display model is its graphic.
int32_t liftInit(Sim& sim, Obj& o, int32_t arg) {
  const auto type = arg >= 0 && arg < kVehicleTypes ? static_cast<VehicleType>(arg) : VehicleType::Tank;
  o.local[kLiftTeam] = o.team;
  o.local[kLiftType] = static_cast<int32_t>(type);
  o.local[kLiftModel] = vehicleDef(sim.data(), type).gfx;
  o.local[kLiftTimer] = 0;
  o.local[kLiftBlocked] = 0;
  const int32_t c = liftCell(o);
  o.local[kLiftPadTerrain] = c >= 0 && c < kCellCount ? static_cast<int32_t>(cell::terrain(sim.cellWord(c))) : 0;
  return 1;
}

}  // namespace

int32_t liftUpInit(Sim& sim, Obj& o, int32_t arg) {
  const int32_t r = liftInit(sim, o, arg);
  o.local[kLiftHold] = 1;
  o.think = kLiftWait;
  return r;
}

int32_t liftDownInit(Sim& sim, Obj& o, int32_t arg) {
  const int32_t r = liftInit(sim, o, arg);
  o.local[kLiftHold] = 0;
  o.local[kLiftSignalled] = 0;
  o.think = kLiftLower;
  return r;
}

namespace {

// On top: the pad terrain back, the vehicle with its launch hook, the lift gone.
// designed: a vehicle that cannot be placed (a spot blocked at the last moment, a live
// vehicle of the team) leaves the lift waiting on top and retries next frame.
void liftArrived(Sim& sim, Obj& o) {
  const auto type = static_cast<VehicleType>(o.local[kLiftType]);
  const int32_t team = o.local[kLiftTeam];
  o.flags |= kObjNoCollision;  // the vehicle appears where the lift stands
  Obj* v = nullptr;
  try {
    v = &spawnVehicle(sim, type, team, o.x, o.y, o.heading);
  } catch (const std::exception&) {  // blocked spot, or the team has a live vehicle
    o.flags &= ~kObjNoCollision;
    sim.emit(EventId::LiftBlocked, NoteEvent{static_cast<int32_t>(o.id)});
    return;
  }
  setPadTerrain(sim, o, static_cast<uint32_t>(o.local[kLiftPadTerrain]));
  // VehicleInit's stock decrement: here, so that a script's spawn (ready to drive, no lift)
  // takes nothing from the loadout.
  if (team >= 0 && team < kTeams) takeStock(sim.team[static_cast<size_t>(team)].stock, type);
  startLaunchHook(sim, *v);
  sim.emit(EventId::LiftArrived, NoteEvent{static_cast<int32_t>(v->id), team});
  objMarkForDelete(sim, o.slot());
}

// StorageUpdate 0x417fb0, 3 x 3 cells: remains (Stay) next to a lift are blown away with the
// explosion 0x453b58 (Dust) / 0x453c58 (DustBig) by their size (designed reading of "by
// radius": a vehicle hulk the big one, a dead man the small one); mines in the lift's own
// cell are removed. The flag next to a lift (re-hidden / TeamWins): flagNextToLift (flag.hpp).
void blowAwayRemains(Sim& sim, const Obj& o) {
  const int32_t c = liftCell(o);
  if (c < 0 || c >= kCellCount) return;
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      const int x = c % kMapCells + dx;
      const int y = c / kMapCells + dy;
      if (!World::inMap(x, y)) continue;
      auto s = static_cast<ObjSlot>(cell::chainHead(sim.world.cell(x, y)));
      while (s != kNoObj) {
        const Obj& other = sim.obj(s);
        const ObjSlot next = other.cellNext;
        if ((other.flags & kObjDeleteQueued) == 0) {
          if (other.objClass() == ObjClass::Stay) {
            const bool big = modelOfGfx(other.gfx) != kNoModel;  // a vehicle hulk
            sim.emit(EventId::RemainsBlownAway, NoteEvent{static_cast<int32_t>(other.id)});
            ExplSpawn how;
            how.team = other.team;
            spawnExplosion(sim, big ? ExplId::DustBig : ExplId::Dust, other.x, other.y, 0, how);
            objMarkForDelete(sim, s);
          } else if (other.objClass() == ObjClass::Mine && dx == 0 && dy == 0) {
            sim.emit(EventId::MineRemoved, NoteEvent{static_cast<int32_t>(other.id)});
            objMarkForDelete(sim, s);
          }
        }
        s = next;
      }
    }
  }
}

}  // namespace

// StorageUpdate 0x417fb0 (lift up): remains and mines (blowAwayRemains), the flag.
void liftUpUpdate(Sim& sim, Obj& o) {
  o.flags &= ~kObjFirstUpdate;
  if ((o.flags & kObjDeleteQueued) != 0) return;
  blowAwayRemains(sim, o);
  flagNextToLift(sim, liftCell(o), o.local[kLiftTeam]);
  if (o.think == kLiftWait) {
    if (o.local[kLiftHold] != 0) return;
    o.think = kLiftRise;
    setPadTerrain(sim, o, kTerrainLift);
  }
  if (o.z < 0) {
    o.local[kLiftBlocked] = 0;
    const Fixed dz = core::ApproachValue(o.z, 0, kLiftRate * sim.dt) - o.z;
    o.local[kLiftMoving] = 1;
    const int blocked = objMove(sim, o.slot(), 0, 0, dz);
    o.local[kLiftMoving] = 0;
    if (blocked != 0) return;  // something on the lift: wait
    o.local[kLiftTimer] += sim.dt;
  }
  if (o.z >= 0) liftArrived(sim, o);
}

// The lowering lift of DockVehicleInBunker.
void liftDownUpdate(Sim& sim, Obj& o) {
  o.flags &= ~kObjFirstUpdate;
  if ((o.flags & kObjDeleteQueued) != 0) return;
  o.z = core::ApproachValue(o.z, -kLiftDepth, kLiftRate * sim.dt);
  o.local[kLiftTimer] += sim.dt;
  const int32_t team = o.local[kLiftTeam];
  if (o.z < kLiftSelectZ && o.local[kLiftSignalled] == 0 && team >= 0 && team < sim.players) {
    o.local[kLiftSignalled] = 1;
    startToSelect(sim, team);
  }
  if (o.z <= -kLiftDepth) objMarkForDelete(sim, o.slot());
}

int32_t liftDestroy(Sim& sim, Obj& o) {
  const int32_t team = o.local[kLiftTeam];
  if (team >= 0 && team < kTeams) {
    TeamLaunch& l = sim.team[static_cast<size_t>(team)].launch;
    if (l.liftId == o.id) l.liftId = 0;
  }
  return 1;
}

int liftFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"type", o.local[kLiftType], false};
  out[1] = ObjField{"hold", o.local[kLiftHold], false};
  out[2] = ObjField{"blocked", o.local[kLiftBlocked], false};
  out[3] = ObjField{"timer", o.local[kLiftTimer], false};
  return 4;
}

ObjSlot spawnLiftUp(Sim& sim, int32_t team, int cx, int cy, VehicleType type) {
  const ObjSlot s = objCreate(sim, ObjClass::Storage, team, cell::centreFixed(cx), cell::centreFixed(cy),
                              -kLiftDepth, static_cast<int32_t>(type));
  if (s != kNoObj) sim.obj(s).heading = type == VehicleType::Heli ? kLiftHeadingHeli : kLiftHeading;
  return s;
}

ObjSlot spawnLiftDown(Sim& sim, int32_t team, int cx, int cy, VehicleType type, int32_t heading) {
  const ObjSlot s = objCreate(sim, ObjClass::StorageDown, team, cell::centreFixed(cx), cell::centreFixed(cy),
                              0, static_cast<int32_t>(type));
  if (s == kNoObj) return s;
  Obj& o = sim.obj(s);
  o.heading = core::WrapHeading(heading);
  o.flags |= kObjNoCollision;  // designed: nothing can stand on a lift that goes down
  sim.emit(EventId::Raise, SoundEvent{static_cast<int32_t>(o.id)});
  return s;
}

// hit_object 0x4182e0: the toucher takes 0x40000 damage (class damage) or is deleted; the
// lift is flagged blocked. designed (the notes give no answer value): 1 while the lift is
// the mover (blocks as self, & 1), 4 when something moves into it (blocks as other, == 4).
int32_t liftHitObject(Sim& sim, Obj& lift, Obj& other) {
  if (lift.objClass() != ObjClass::Storage && lift.objClass() != ObjClass::StorageDown) return 0;
  lift.local[kLiftBlocked] = 1;
  const ObjDamageFn damage = sim.desc(other).damage;
  if (damage != nullptr) {
    damage(sim, other, kLiftDamage, &lift);
  } else {
    objMarkForDelete(sim, other.slot());
  }
  return lift.local[kLiftMoving] != 0 ? 1 : 4;
}

}  // namespace rf
