// SPDX-License-Identifier: GPL-3.0-or-later
// Gate (class 13): SpawnGate 0x423fb0, GateInit 0x423cd0, GateUpdate 0x423d50, GateDestroy
// 0x423ec0, damage 0x423f50, hit_static 0x423fa0.
#include "rf/sim/gate.hpp"

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/shape.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

using core::Fixed;

bool isGateBno(uint32_t bno) {
  return bno == bnoId(Bno::GateH) || bno == bnoId(Bno::GateV);
}

bool inMap(int32_t c) {
  return c >= 0 && c < kOutsideCell;
}

bool vertical(const Obj& o) {
  return o.gfx == static_cast<int32_t>(GfxId::GateV);
}

// The gate's cell (it never moves: the cell of its centre).
int32_t gateCell(const Obj& o) {
  return cellOfPos(o.x, o.y);
}

void sound(Sim& sim, const Obj& o, EventId id) {
  sim.emit(id, SoundEvent{static_cast<int32_t>(o.id)});
}

// "the parent no longer overlaps the zone (or gone)": the parent's shape against the gate
// zone part 0x4424f8 at the gate's position.
bool parentInZone(const Sim& sim, const Obj& o) {
  if (o.parent == kNoObj) return false;
  const Obj& p = sim.obj(o.parent);
  if (!p.alive()) return false;
  ObjShapeBuf shapeBuf;
  const Shape shape = objShape(sim, p, shapeBuf);
  if (shape.empty()) return false;
  return static_cast<bool>(shapesOverlap(shape, objPose(sim, p), Shape(&gateZonePart(), 1), poseAt(o.x, o.y)));
}

}  // namespace

bool gateDoorParts(const Obj& o, std::array<ShapePart, 2>& out) {
  if (o.objClass() != ObjClass::Gate || !o.alive()) return false;
  const Shape closed = gateDoorShape(vertical(o));
  const Fixed at = kGateDoorOffset + o.local[kGateOpening];
  for (size_t i = 0; i < out.size(); ++i) {
    out[i] = closed[i];
    const Fixed d = i == 0 ? -at : at;  // west / north door first
    if (vertical(o)) {
      out[i].dy = d;
    } else {
      out[i].dx = d;
    }
  }
  return true;
}

// FUN_00429040 (the gate zone, kind 3)
ObjSlot gateZoneTouched(Sim& sim, Obj& vehicle, int32_t c) {
  if (!inMap(c)) return kNoObj;
  const uint32_t w = sim.cellWord(c);
  if (!isGateBno(cell::bno(w)) || static_cast<int32_t>(cell::team(w)) != vehicle.team) return kNoObj;
  return spawnGate(sim, c, vehicle);
}

// SpawnGate 0x423fb0
ObjSlot spawnGate(Sim& sim, int32_t c, Obj& vehicle) {
  if (!inMap(c)) return kNoObj;
  const uint32_t w = sim.cellWord(c);
  const uint32_t bno = cell::bno(w);
  if (!isGateBno(bno) || cell::hp(w) == 0) return kNoObj;
  const ObjSlot s = objCreate(sim, ObjClass::Gate, static_cast<int32_t>(cell::team(w)),
                              cell::centreFixed(c % kMapCells), cell::centreFixed(c / kMapCells), 0,
                              static_cast<int32_t>(bno));
  if (s == kNoObj) return kNoObj;
  objSetParent(sim, s, vehicle.slot());
  sim.setCellWord(c, cell::withBno(sim.cellWord(c), 0));
  return s;
}

// GateInit 0x423cd0: arg = the BNO (obj+0x60); the graphic with the two door parts (H or V),
// target 15 px, "GateMove".
int32_t gateInit(Sim& sim, Obj& o, int32_t arg) {
  if (!isGateBno(static_cast<uint32_t>(arg))) return 0;
  o.flags &= ~kObjFirstUpdate;
  o.local[kGateBno] = arg;
  o.gfx = static_cast<int32_t>(static_cast<uint32_t>(arg) == bnoId(Bno::GateV) ? GfxId::GateV : GfxId::GateH);
  o.local[kGateOpening] = 0;
  o.local[kGateTarget] = kGateOpen;
  o.local[kGateShut] = 0;
  sound(sim, o, kGateMoveSound);
  return 1;
}

// GateDestroy 0x423ec0: the BNO back into the cell; with 0 hit points it gets 1 and
// BnoDamage(0xff0000) destroys it (the gate's destroyed state, 61 / 64).
int32_t gateDestroy(Sim& sim, Obj& o) {
  const int32_t c = gateCell(o);
  if (!inMap(c)) return 1;
  uint32_t w = cell::withBno(sim.cellWord(c), static_cast<uint32_t>(o.local[kGateBno]));
  const bool dead = cell::hp(w) == 0;
  if (dead) w = cell::withHp(w, 1);
  sim.setCellWord(c, w);
  if (dead) bnoDamage(sim, c, kGateDestroyDamage);
  return 1;
}

// GateUpdate 0x423d50
// designed order (the notes list the rules, not their order): the hit-point test, then one
// step of the doors (opening, or closing with the blocked test), then, at rest, the close
// decision (fully open) or the shut count (closed).
void gateUpdate(Sim& sim, Obj& o) {
  if ((o.flags & kObjDeleteQueued) != 0) return;
  const int32_t c = gateCell(o);
  if (!inMap(c) || cell::hp(sim.cellWord(c)) == 0) {
    objMarkForDelete(sim, o.slot());
    return;
  }
  Fixed& opening = o.local[kGateOpening];
  Fixed& target = o.local[kGateTarget];
  const Fixed step = kGateRate * sim.dt;
  if (opening < target) {
    opening = core::ApproachValue(opening, target, step);
    return;
  }
  if (opening > target) {
    const Fixed before = opening;
    opening = core::ApproachValue(opening, target, step);
    // Vehicles never block it (their hit_object answers 5, not 4, as "other").
    // designed: the blocked step is undone (the doors stay where they were) and the reopen
    // plays "GateMove" like every other start of the doors.
    if (objCheckCollision(sim, o) != 0) {
      opening = before;
      target = kGateOpen;
      sound(sim, o, kGateMoveSound);
      return;
    }
    if (opening == 0) {
      o.local[kGateShut] = 0;
      sound(sim, o, kGateCloseSound);
    }
    return;
  }
  if (target == kGateOpen) {
    if (!parentInZone(sim, o)) {
      target = 0;
      sound(sim, o, kGateMoveSound);
    }
    return;
  }
  o.local[kGateShut] += sim.dt;
  if (o.local[kGateShut] >= kGateShutTicks) objMarkForDelete(sim, o.slot());
}

// 0x423fa0: statics never block the doors (they slide into the neighbouring wall cells).
int32_t gateHitStatic(Sim&, Obj&, int32_t) {
  return 0;
}

// 0x423f50: FUN_00417b50 on the cell's hit points; deleted when they reach 0 (GateDestroy
// then destroys the BNO).
int32_t gateDamage(Sim& sim, Obj& o, Fixed amount, Obj*) {
  if (bnoDamageHitPoints(sim, gateCell(o), amount, static_cast<uint32_t>(o.local[kGateBno])))
    objMarkForDelete(sim, o.slot());
  return 1;
}

int gateFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"bno", o.local[kGateBno], false};
  out[1] = ObjField{"opening", o.local[kGateOpening], true};
  out[2] = ObjField{"target", o.local[kGateTarget], true};
  out[3] = ObjField{"shut", o.local[kGateShut], false};
  return 4;
}

}  // namespace rf
