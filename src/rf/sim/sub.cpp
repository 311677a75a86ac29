// SPDX-License-Identifier: GPL-3.0-or-later
// The submarine, class 15 "SUB" (0x407320..0x4076f0; sub.hpp).
#include "rf/sim/sub.hpp"

#include <algorithm>

#include "rf/data/projectile_types.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::Fixed;

constexpr Fixed kMapEdge = core::px(kMapCells * 32);

bool queued(const Obj& o) {
  return !o.alive() || (o.flags & kObjDeleteQueued) != 0;
}

// How far a position is outside the map (<= 0 on it).
Fixed outBy(const Obj& v) {
  return std::max({-v.x, -v.y, v.x - kMapEdge, v.y - kMapEdge});
}

// The sub's target (its parent while it surfaces / is up), if it is a live vehicle.
const Obj* target(const Sim& sim, const Obj& o) {
  if (o.parent == kNoObj) return nullptr;
  const Obj& t = sim.obj(o.parent);
  if (queued(t) || t.objClass() != ObjClass::Vehicle) return nullptr;
  return &t;
}

void startDive(Obj& o) {
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Dive);
  o.think = kSubDive;
}

}  // namespace

Obj* subFarthestOut(Sim& sim) {
  Obj* best = nullptr;
  for (const TeamState& t : sim.team) {
    Obj* v = objById(sim, t.vehicleId);
    if (v == nullptr || queued(*v) || v->objClass() != ObjClass::Vehicle || v->cell != kOutsideCell) continue;
    if (best == nullptr || outBy(*v) > outBy(*best)) best = v;
  }
  return best;
}

// SpawnSub 0x4076f0
ObjSlot spawnSub(Sim& sim) {
  if (objById(sim, sim.subId) != nullptr) return kNoObj;  // one at a time (DAT_0048bb1c)
  const ObjSlot s = objCreate(sim, ObjClass::Sub, kSubTeam, 0, 0, 0, 0);
  if (s != kNoObj) sim.emit(EventId::SpawnSub, NoteEvent{static_cast<int32_t>(sim.obj(s).id)});
  return s;
}

int32_t subInit(Sim& sim, Obj& o, int32_t) {
  o.gfx = static_cast<int32_t>(GfxId::Sub);
  o.think = kSubIdle;
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Down);
  o.local[kSubFrame] = 0;
  o.local[kSubTimer] = 0;
  o.local[kSubDrawn] = sim.tick;  // designed: as if drawn when it appears
  o.flags |= kObjNoCollision;     // designed: a submerged sub (frame 0) is not met
  sim.subId = o.id;
  return 1;
}

int32_t subDestroy(Sim& sim, Obj& o) {
  if (sim.subId == o.id) sim.subId = 0;
  return 1;
}

// 0x407470 idle: the team vehicle farthest out; +0x60 += dt, after 240 ticks jump 32 px east
// of it (z 0), parent = it, surface; nobody out -> once the frame is 0, think 0 (removed).
int32_t subIdle(Sim& sim, Obj& o) {
  Obj* v = subFarthestOut(sim);
  if (v == nullptr) {
    o.local[kSubTimer] = 0;  // designed: the wait starts again for the next one out
    if (o.local[kSubFrame] == 0) o.think = 0;
    return 0;
  }
  // designed: the jump once 240 ticks are counted (>= 240), so that A7 holds. The ai_test counts (the jump 240
  // ticks after SpawnSub, surfaced at 341, the missile 181 later) hold with the sub's first
  // update on the frame after SpawnSub (the heli is the last object of the update list, so
  // the new tail is not reached in that walk).
  o.local[kSubTimer] += sim.dt;
  if (o.local[kSubTimer] < kSubWaitTicks) return 0;
  objUnlinkCell(sim, o.slot());
  o.x = v->x + kSubJumpDx;
  o.y = v->y;
  o.z = 0;
  objLinkCell(sim, o.slot());
  objSetParent(sim, o.slot(), v->slot());
  o.local[kSubTimer] = 0;
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Surface);
  o.think = kSubSurface;
  return 0;
}

// 0x407580 surface (state 1) while the target is off the map and drawn <= tick + 60; at
// frame >= 0x14 -> 0x407620. designed: the target gone or back on the map -> dive.
int32_t subSurface(Sim& sim, Obj& o) {
  const Obj* t = target(sim, o);
  // quirk: "drawn <= tick + 60" is always true (the draw stores the tick, never a later one),
  // so an undrawn sub surfaces too.
  if (t == nullptr || t->cell != kOutsideCell || o.local[kSubDrawn] > sim.tick + kSubDrawnSlack) {
    startDive(o);
    return 0;
  }
  if (o.local[kSubFrame] >= kSubUpFrame) {
    o.local[kSubTimer] = sim.tick + kSubFireTicks;  // designed: +0x60 = the fire tick (A8: 181 ticks)
    o.think = kSubFire;
  }
  return 0;
}

// 0x407620: 180 ticks later (the first tick past +0x60 = surfaced + 180) FireProjectile(pos + (-32, 0, 0),
// heading 0, pitch 0x355555, type 10 Death Missle, team 0, owner = the target); parent = the missile -> stay.
// designed: the target gone or back on the map before -> dive.
int32_t subFire(Sim& sim, Obj& o) {
  const Obj* t = target(sim, o);
  if (t == nullptr || t->cell != kOutsideCell) {
    startDive(o);
    return 0;
  }
  if (sim.tick <= o.local[kSubTimer]) return 0;  // fires once the tick is past it
  ProjectileLaunch l;
  l.type = kProjDeathMissile;
  l.x = o.x + kSubMissileDx;
  l.y = o.y;
  l.z = o.z;
  l.heading = 0;
  l.pitch = kSubMissilePitch;
  const ObjSlot m = fireProjectile(sim, *t, l);
  if (m == kNoObj) {  // designed: the pool is full: dive and try again later
    startDive(o);
    return 0;
  }
  sim.obj(m).team = o.team;  // team 0 (fireProjectile gives the owner's)
  objSetParent(sim, o.slot(), m);
  o.think = kSubStay;
  return 0;
}

// 0x4076b0: up while the missile (the parent) flies, then dive.
int32_t subStay(Sim& sim, Obj& o) {
  if (o.parent == kNoObj || queued(sim.obj(o.parent))) startDive(o);
  return 0;
}

// 0x4075f0 dive (state 2): down at frame 0 -> idle again.
int32_t subDive(Sim& sim, Obj& o) {
  (void)sim;
  if (o.local[kSubFrame] != 0) return 0;
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Down);
  o.local[kSubTimer] = 0;
  o.think = kSubIdle;
  return 0;
}

void subAnimate(Obj& o, int32_t dt) {
  const Fixed by = kSubFrameRate * dt;
  Fixed& f = o.local[kSubFrame];
  if (static_cast<SubAnim>(o.local[kSubState]) == SubAnim::Surface) {
    f += by;
    while (f >= kSubLoopEnd) f -= kSubLoopLength;
    return;
  }
  if (f >= kSubUpFrame) f -= kSubLoopLength;  // from the loop it wraps below 0x14 first
  f = std::max(0, f - by);
}

// 0x4073a0: music bit 0x1000, the think, the frame animation.
void subUpdate(Sim& sim, Obj& o) {
  o.flags &= ~kObjFirstUpdate;
  if (queued(o)) return;
  musSet(sim, kMusSub);
  const std::span<const ObjThinkFn> thinks = sim.desc(o).thinks;
  const ObjThinkFn fn = o.think < thinks.size() ? thinks[o.think] : nullptr;
  if (fn != nullptr) fn(sim, o);
  if (queued(o)) return;
  if (o.think == 0 || o.think >= thinks.size() || thinks[o.think] == nullptr) {
    objMarkForDelete(sim, o.slot());
    return;
  }
  subAnimate(o, sim.dt);
  // designed: only a sub that shows (frame > 0) is met by shots
  if (o.local[kSubFrame] == 0)
    o.flags |= kObjNoCollision;
  else
    o.flags &= ~kObjNoCollision;
}

void subDrawn(Sim& sim, ObjSlot s) {
  Obj& o = sim.obj(s);
  if (o.alive() && o.objClass() == ObjClass::Sub) o.local[kSubDrawn] = sim.tick;
}

int subFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"think", o.think, false};
  out[1] = ObjField{"state", o.local[kSubState], false};
  out[2] = ObjField{"frame", o.local[kSubFrame], true};
  out[3] = ObjField{"timer", o.local[kSubTimer], false};
  out[4] = ObjField{"target", o.parent, false};
  return 5;
}

}  // namespace rf
