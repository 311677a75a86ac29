// SPDX-License-Identifier: GPL-3.0-or-later
// Soldiers (class 14 MAN): 0x4061c0..0x4071f0.
#include "rf/sim/man.hpp"

#include <limits>

#include "rf/data/bno_table.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/stay.hpp"
#include "rf/sim/water.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {

// 0x43fa88. designed: the notes give the range (0..4) only; most men carry one or two
// grenades, a quarter none, one in sixteen four.
const std::array<int32_t, 16> kManGrenadeTable = {0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4};

namespace {

using core::Fixed;
using core::Vec2;

// designed: a walk-out that is still inside its building after 8 steps (32 px: more than
// any building's extent) is stuck.
constexpr int32_t kWalkOutSteps = 8;
// designed: ManUpdate runs at most 8 thinks per update (a chain is pick -> run / stand ->
// throw at most).
constexpr int kMaxThinks = 8;
// designed: the 8 spots of 0x43fab0 round a man the walk-out ended in: 6 px away (the man
// is 4 px wide) in the 8 compass directions, clockwise from north.
constexpr std::array<Vec2, 8> kSpots = {{{0, -0x60000},
                                         {0x60000, -0x60000},
                                         {0x60000, 0},
                                         {0x60000, 0x60000},
                                         {0, 0x60000},
                                         {-0x60000, 0x60000},
                                         {-0x60000, 0},
                                         {-0x60000, -0x60000}}};
// designed: a grenade leaves the hand 4 px above the ground (the jeep's is 5 px).
constexpr Fixed kThrowZ = 0x40000;
// Timer out: a grenade at 64..96 px (64 + RandRange(33)).
constexpr int32_t kBlindThrowMin = 64;
constexpr uint32_t kBlindThrowSpread = 33;

bool queued(const Obj& o) {
  return (o.flags & kObjDeleteQueued) != 0;
}
bool walkingOut(const Obj& o) {
  return (o.flags & kObjEngineSound) != 0;
}
bool inWater(const Sim& sim, const Obj& o) {
  ObjShapeBuf shapeBuf;
  return objWaterState(sim.world, objShape(sim, o, shapeBuf), objPose(sim, o)) != kWaterDry;
}
void setAnim(const Sim& sim, Obj& o, bool moving) {
  const bool wet = inWater(sim, o);
  const ManAnim a = moving ? (wet ? ManAnim::Swim : ManAnim::Walk) : (wet ? ManAnim::Tread : ManAnim::Stand);
  o.local[kManState] = static_cast<int32_t>(a);
}
int32_t randRange(Sim& sim, int32_t n) {
  return static_cast<int32_t>(sim.rand.range(static_cast<uint32_t>(n)));
}


// The man's parent when it is a live enemy vehicle, else null.
Obj* enemyVehicle(Sim& sim, const Obj& o) {
  if (o.parent == kNoObj) return nullptr;
  Obj& v = sim.obj(o.parent);
  if (!v.alive() || v.objClass() != ObjClass::Vehicle || v.team == o.team) return nullptr;
  return &v;
}

// The dead man: "ManCrush" and, unless in water, a dead-man Stay (graphic 0x43fa30, sprite
// 806 + RandRange(3) * 2 + team, 60 / 120 ticks); the man is removed (NULL think).
// designed: damage 0x406550 ("kills the same way") makes the same sound.
void manKilled(Sim& sim, Obj& o) {
  if (queued(o)) return;
  sim.emit(EventId::ManCrush, SoundEvent{static_cast<int32_t>(o.id)});
  if (!inWater(sim, o)) {
    const int32_t sprite = kDeadManSpriteBase + randRange(sim, 3) * 2 + (o.team & 1);
    const ObjSlot s = spawnStay(sim, o.team, o.x, o.y, 0, o.heading, static_cast<int32_t>(GfxId::ManDead),
                                kDeadManLife, kDeadManLinger);
    if (s != kNoObj) sim.obj(s).local[kDeadManSprite] = sprite;
  }
  o.think = 0;
  objMarkForDelete(sim, o.slot());
}

// One move with the records cleared; true when it went through.
bool step(Sim& sim, Obj& o, Fixed dx, Fixed dy) {
  o.local[kManHits] = 0;
  return objMove(sim, o.slot(), dx, dy, 0) == 0;
}
bool stepAlong(Sim& sim, Obj& o, int32_t heading, Fixed dist) {
  const Vec2 d = core::MoveDelta(heading, dist);
  if (!step(sim, o, d.x, d.y)) return false;
  o.heading = core::WrapHeading(heading);
  return true;
}

// Out of the building: the walk-out flag goes, the pick follows at once.
int32_t walkedOut(Obj& o) {
  o.flags &= ~kObjEngineSound;
  o.local[kManTimer] = 0;
  o.think = kManPick;
  return 1;
}

// Timer out (run / stand): 1/3 chance of a grenade at 64..96 px towards the enemy vehicle
// the man watches, else pick again.
// designed: RandRange(3) is drawn on every time-out; the throw needs grenades and an enemy
// vehicle as the parent, and aims along the line to it.
int32_t timerOut(Sim& sim, Obj& o) {
  const bool third = randRange(sim, 3) == 0;
  const Obj* v = enemyVehicle(sim, o);
  if (third && v != nullptr && o.local[kManGrenades] > 0) {
    const int32_t r = kBlindThrowMin + randRange(sim, kBlindThrowSpread);
    const Vec2 d = core::MoveDelta(core::AngleBetweenPoints(o.x, o.y, v->x, v->y), core::px(r));
    o.local[kManTargetX] = o.x + d.x;
    o.local[kManTargetY] = o.y + d.y;
    o.think = kManThrow;
    return 1;
  }
  o.think = kManPick;
  return 1;
}

// Blocked by an object: the headings 180 / 270 / 90 deg from the direction to it that stay
// within 90 deg of the flight.
bool dodgeObject(Sim& sim, Obj& o, const Obj& other, int32_t flight, Fixed dist) {
  const int32_t toIt = core::AngleBetweenPoints(o.x, o.y, other.x, other.y);
  static constexpr int32_t kTurns[3] = {core::kHeadingHalf, 3 * core::kHeadingQuarter, core::kHeadingQuarter};
  for (int32_t t : kTurns) {
    const int32_t h = core::WrapHeading(static_cast<int64_t>(toIt) + t);
    const int32_t off = core::HeadingDelta(flight, h);
    if (off < -core::kHeadingQuarter || off > core::kHeadingQuarter) continue;
    if (stepAlong(sim, o, h, dist)) return true;
    if (queued(o)) return false;
  }
  return false;
}

// Blocked by a static part: north / south when the man is outside the part's x range,
// then east / west when outside its y range (designed: the one on the flight's side).
bool dodgeStatic(Sim& sim, Obj& o, int32_t cellIndex, int32_t partIndex, int32_t flight, Fixed dist) {
  if (cellIndex < 0 || cellIndex >= kOutsideCell) return false;
  const int cx = cellIndex % kMapCells;
  const int cy = cellIndex / kMapCells;
  const StaticShape& st = bnoShape(cell::bno(sim.world.cell(cx, cy)));
  if (partIndex < 0 || static_cast<size_t>(partIndex) >= st.shape.size()) return false;
  const ShapePart& p = st.shape[static_cast<size_t>(partIndex)];
  const core::Vec2 at = staticObjectPos(sim.world, cx, cy);
  const Fixed px0 = at.x + p.dx;
  const Fixed py0 = at.y + p.dy;
  const Vec2& dir = core::HeadingDir(flight);
  if (o.x < px0 + p.bbox.x0 || o.x > px0 + p.bbox.x1) {
    if (stepAlong(sim, o, dir.y <= 0 ? 0 : core::kHeadingHalf, dist)) return true;
    if (queued(o)) return false;
  }
  if (o.y < py0 + p.bbox.y0 || o.y > py0 + p.bbox.y1) {
    if (stepAlong(sim, o, dir.x >= 0 ? core::kHeadingQuarter : 3 * core::kHeadingQuarter, dist)) return true;
  }
  return false;
}

// The 8 spots of 0x43fab0 round the man the walk-out ended in; the first free one.
bool spotRound(Sim& sim, Obj& o, const Obj& other) {
  o.flags &= ~kObjEngineSound;  // the tries block
  for (const Vec2& s : kSpots) {
    if (step(sim, o, other.x + s.x - o.x, other.y + s.y - o.y)) return true;
    if (queued(o)) return false;
  }
  return false;
}

}  // namespace

// ManInit 0x4062c0: frame 6, drawn now, grenades 0x43fa88[RandRange(16)], heading north
// +- 4 steps ((RandRange(8) - 4) & 63) << 16, walking out (flag 0x1000000).
// designed: arg = the building's cell the man walks out of (-1: none, the wreck's crew).
int32_t manInit(Sim& sim, Obj& o, int32_t arg) {
  o.gfx = static_cast<int32_t>(GfxId::ManWalk);
  o.z = 0;
  o.speed = 0;
  o.flags |= kObjEngineSound;
  o.local[kManFrame] = core::px(kManInitFrame);
  o.local[kManDrawn] = sim.tick;
  o.local[kManGrenades] = kManGrenadeTable[static_cast<size_t>(randRange(sim, 16))];
  const int32_t turn = randRange(sim, 8) - 4;
  o.heading = (turn & 63) << 16;
  o.local[kManState] = static_cast<int32_t>(ManAnim::Walk);
  o.local[kManTimer] = 0;
  o.local[kManTurn] = 0;
  o.local[kManHits] = 0;
  o.local[kManHitCell] = kNoCell;
  o.local[kManHitObj] = 0;
  o.local[kManHomeCell] = arg;
  o.think = kManWalkOut;
  return 1;
}

// 0x406cd0: one 4 px step along the heading per update with flag 0x1000000 (statics and
// men are recorded, nothing blocks). Out when the step touched nothing; still in the home
// building: on (designed: at most 8 steps); in another man only: the 8 spots round it;
// stuck in anything else: removed.
int32_t manWalkOut(Sim& sim, Obj& o) {
  const Vec2 d = core::MoveDelta(o.heading, kManStep);
  step(sim, o, d.x, d.y);
  if (queued(o)) return 0;  // crushed
  const int32_t hits = o.local[kManHits];
  ++o.local[kManTimer];
  if (hits == 0) return walkedOut(o);
  if ((hits & (kManHitStatic | kManHitOther)) == 0) {
    if ((hits & kManHitHome) != 0) {
      if (o.local[kManTimer] < kWalkOutSteps) return 0;
    } else if (const Obj* other = objById(sim, static_cast<uint32_t>(o.local[kManHitObj]))) {
      const Obj copy = *other;  // the tries move o, never the other man
      if (spotRound(sim, o, copy)) return walkedOut(o);
    }
  }
  o.think = 0;  // stuck: removed
  return 0;
}

// 0x406bc0: the nearest of each side's current vehicle or its latest wreck (FUN_00406180 /
// DAT_00456a18, id-checked) becomes the parent; within 256 px run away, else stand; timer
// now + 30 + RandRange(90); a +-2 heading steps offset for the next flight.
int32_t manPick(Sim& sim, Obj& o) {
  Obj* best = nullptr;
  Fixed bestDist = std::numeric_limits<Fixed>::max();
  for (const TeamState& t : sim.team) {
    Obj* v = objById(sim, t.vehicleId);
    if (v == nullptr) v = objById(sim, t.launch.wreckId);
    if (v == nullptr || queued(*v)) continue;
    const Fixed dist = objDist2d(o, *v);
    if (dist < bestDist) {
      best = v;
      bestDist = dist;
    }
  }
  objSetParent(sim, o.slot(), best != nullptr ? best->slot() : kNoObj);
  o.local[kManTimer] = sim.tick + 30 + randRange(sim, 90);
  o.local[kManTurn] = (randRange(sim, 5) - 2) << 16;
  o.think = best != nullptr && bestDist < kManFleeRange ? kManRun : kManStand;
  return 1;
}

// 0x4065f0: away from the parent vehicle (own or enemy) at 0.2 px/tick; blocked by an
// object or a static part: the dodges; still blocked: stands this update.
int32_t manRun(Sim& sim, Obj& o) {
  if (o.parent == kNoObj || !sim.obj(o.parent).alive()) {
    o.think = kManPick;
    return 1;
  }
  if (sim.tick >= o.local[kManTimer]) return timerOut(sim, o);
  const Obj v = sim.obj(o.parent);
  const int32_t flight = core::WrapHeading(
      static_cast<int64_t>(core::AngleBetweenPoints(v.x, v.y, o.x, o.y)) + o.local[kManTurn]);
  o.local[kManTurn] = 0;
  const Fixed dist = kManRunSpeed * sim.dt;
  setAnim(sim, o, true);
  if (dist == 0 || stepAlong(sim, o, flight, dist)) return 0;
  if (queued(o)) return 0;
  const CollisionScratch hit = sim.collision;
  bool moved = false;
  if (hit.hitObj != kNoObj) {
    const Obj other = sim.obj(hit.hitObj);
    moved = dodgeObject(sim, o, other, flight, dist);
  } else {
    moved = dodgeStatic(sim, o, hit.hitCell, hit.partB, flight, dist);
  }
  if (!moved && !queued(o)) setAnim(sim, o, false);
  return 0;
}

// 0x4065b0: stands; at frame 9 next to an enemy vehicle (< 96 px) with grenades: throw at
// it +- RandRange(d / 4 px) twice per axis.
int32_t manStand(Sim& sim, Obj& o) {
  setAnim(sim, o, false);
  if (sim.tick >= o.local[kManTimer]) return timerOut(sim, o);
  const Obj* v = enemyVehicle(sim, o);
  if (v == nullptr || o.local[kManGrenades] <= 0 || o.local[kManFrame] != core::px(kManStandFrame)) return 0;
  const Fixed dist = objDist2d(o, *v);
  if (dist >= kManThrowRange) return 0;
  const int32_t q = (dist >> 16) / 4;
  Fixed tx = v->x + core::px(randRange(sim, q));
  tx -= core::px(randRange(sim, q));
  Fixed ty = v->y + core::px(randRange(sim, q));
  ty -= core::px(randRange(sim, q));
  o.local[kManTargetX] = tx;
  o.local[kManTargetY] = ty;
  o.think = kManThrow;
  return 1;
}

// 0x406a90: faces the target, the frame goes down to 6, then ThrowGrenade and the wait of
// 120 + RandRange(60) ticks (0x406b90).
int32_t manThrow(Sim& sim, Obj& o) {
  const Fixed tx = o.local[kManTargetX];
  const Fixed ty = o.local[kManTargetY];
  o.heading = core::AngleBetweenPoints(o.x, o.y, tx, ty);
  o.local[kManState] = static_cast<int32_t>(ManAnim::Throw);
  if (o.local[kManFrame] > core::px(kManThrowFrame)) return 0;
  if (o.local[kManGrenades] > 0) {
    --o.local[kManGrenades];
    throwGrenade(sim, o, o.x, o.y, o.z + kThrowZ, tx, ty);
  }
  o.local[kManTimer] = sim.tick + 120 + randRange(sim, 60);
  o.think = kManWait;
  return 0;
}

// 0x406b90: stands until the timer runs out, then picks again.
int32_t manWait(Sim& sim, Obj& o) {
  setAnim(sim, o, false);
  if (sim.tick < o.local[kManTimer]) return 0;
  o.think = kManPick;
  return 1;
}

// ManUpdate 0x406320: the think until it returns 0 (NULL think = destroy), removal when not
// drawn for 120 ticks, then the frame animation.
void manUpdate(Sim& sim, Obj& o) {
  o.flags &= ~kObjFirstUpdate;
  if (queued(o)) return;
  const std::span<const ObjThinkFn> thinks = sim.desc(o).thinks;
  for (int i = 0; i < kMaxThinks; ++i) {
    const ObjThinkFn fn = o.think < thinks.size() ? thinks[o.think] : nullptr;
    if (fn == nullptr) break;
    const int32_t more = fn(sim, o);
    if (queued(o)) return;
    if (more == 0) break;
  }
  const bool noThink = o.think >= thinks.size() || thinks[o.think] == nullptr;
  if (noThink || sim.tick - o.local[kManDrawn] >= kManUndrawnLife) {
    o.think = 0;
    objMarkForDelete(sim, o.slot());
    return;
  }
  manAnimate(o, sim.dt);
}

namespace {

Fixed loopFrame(Fixed f, int32_t first, int32_t count, Fixed by) {
  const Fixed lo = core::px(first);
  const Fixed hi = core::px(first + count);
  if (f < lo || f >= hi) return lo;
  f += by;
  while (f >= hi) f -= core::px(count);
  return f;
}

}  // namespace

void manAnimate(Obj& o, int32_t dt) {
  const Fixed by = kManFrameRate * dt;
  Fixed& f = o.local[kManFrame];
  const auto a = static_cast<ManAnim>(o.local[kManState]);
  switch (a) {
    case ManAnim::Walk:
      f = loopFrame(f, 0, 6, by);
      break;
    case ManAnim::Stand:
      f = core::ApproachValue(f, core::px(kManStandFrame), by);
      break;
    case ManAnim::Throw:
      f = core::ApproachValue(f, core::px(kManThrowFrame), by);
      break;
    case ManAnim::Swim:
      f = loopFrame(f, 10, 8, by);
      break;
    case ManAnim::Tread:
      f = loopFrame(f, 18, 2, by);
      break;
  }
  const bool wet = a == ManAnim::Swim || a == ManAnim::Tread;
  o.gfx = static_cast<int32_t>(wet ? GfxId::ManSwim : GfxId::ManWalk);
}

// 0x4064b0: records the cell; blocks (walking out: recorded only).
int32_t manHitStatic(Sim&, Obj& o, int32_t cellIndex) {
  o.local[kManHitCell] = cellIndex;
  if (walkingOut(o)) {
    o.local[kManHits] |= cellIndex == o.local[kManHomeCell] ? kManHitHome : kManHitStatic;
    return 0;
  }
  o.local[kManHits] |= kManHitStatic;
  return 1;
}

// 0x4064d0: a Vehicle crushes the man (never blocks: vehicles drive through men); anything
// else is recorded and blocks (walking out: recorded only).
int32_t manHitObject(Sim& sim, Obj& self, Obj& other) {
  if (queued(self)) return 0;
  if (other.objClass() == ObjClass::Vehicle) {
    manKilled(sim, self);
    return 0;
  }
  self.local[kManHitObj] = static_cast<int32_t>(other.id);
  self.local[kManHits] |= other.objClass() == ObjClass::Man ? kManHitMan : kManHitOther;
  return walkingOut(self) ? 0 : 1;
}

// 0x406550: any damage kills the man, the same way as the crush.
int32_t manDamage(Sim& sim, Obj& o, Fixed, Obj*) {
  manKilled(sim, o);
  return 1;
}

int manFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"think", o.think, false};
  out[1] = ObjField{"anim", o.local[kManState], false};
  out[2] = ObjField{"frame", o.local[kManFrame], true};
  out[3] = ObjField{"grenades", o.local[kManGrenades], false};
  return 4;
}

// SpawnMenFromBuilding 0x4071f0: d = bits 20-23 - bits 16-19 of BNO +0x0c; d + RandRange(d)
// men of the cell's side (prisons, flag 0x8000: the other side), each at x = shape centre +
// x0 + RandRange((x1 - x0) >> 17) px (the west half), y = shape centre - (RandRange(-y0) &
// ~0xffff).
// quirk: -y0 is a 16.16 extent, so RandRange wraps (its 32-bit product) to below 0x10000
// and the mask leaves 0: every man starts on the centre line.
int32_t spawnMenFromBuilding(Sim& sim, int32_t cellIndex) {
  if (cellIndex < 0 || cellIndex >= kOutsideCell) return 0;
  const uint32_t w = sim.cellWord(cellIndex);
  const uint32_t bno = cell::bno(w);
  const BnoDef& def = bnoDef(sim.data(), bno);
  if (!bnoHasMenFlags(def.flags)) return 0;
  const int32_t d = bnoMenDelta(def.flags);
  sim.emit(EventId::SpawnMen, NoteEvent{cellIndex, d});
  if (d <= 0) return d;
  auto team = static_cast<int32_t>(cell::team(w));
  if (bnoFreesPrisoners(def.flags) && team < kTeams) team ^= 1;
  const int32_t n = d + randRange(sim, d);
  const int cx = cellIndex % kMapCells;
  const int cy = cellIndex / kMapCells;
  const StaticShape& st = bnoShape(bno);
  const core::Vec2 at = staticObjectPos(sim.world, cx, cy);
  Fixed sx = at.x;
  Fixed sy = at.y;
  PartBox box;
  if (!st.shape.empty()) {
    const ShapePart& p = st.shape[0];
    sx += p.dx;
    sy += p.dy;
    box = p.bbox;
  }
  for (int32_t i = 0; i < n; ++i) {
    const Fixed x = sx + box.x0 + core::px(randRange(sim, (box.x1 - box.x0) >> 17));
    const Fixed y = sy - (randRange(sim, -box.y0) & ~0xffff);
    objCreate(sim, ObjClass::Man, team, x, y, 0, cellIndex);
  }
  return d;
}

// SpawnMan 0x4071c0
ObjSlot spawnMan(Sim& sim, int32_t team, Fixed x, Fixed y) {
  return objCreate(sim, ObjClass::Man, team, x, y, 0, kNoCell);
}

// The draw 0x4061c0 / 0x406280: obj +0x5c = tick.
void manDrawn(Sim& sim, ObjSlot s) {
  Obj& o = sim.obj(s);
  if (o.alive() && o.objClass() == ObjClass::Man) o.local[kManDrawn] = sim.tick;
}

}  // namespace rf
