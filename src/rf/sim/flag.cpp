// SPDX-License-Identifier: GPL-3.0-or-later
// The Flag (class 12): appearing, lying, taken, carried, dropped, re-hidden, and the wins.
#include "rf/sim/flag.hpp"

#include <cstdlib>

#include "core/trig.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/radar.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/water.hpp"

namespace rf {
namespace {

using core::Fixed;

constexpr int32_t kTurnRate = 0x4ccc;             // the carried flag's heading per tick
constexpr Fixed kDriftRate = 0x199a;              // a lying flag in water: 0.1 px/tick to dry land
constexpr Fixed kFallRate = 0x8000;               // designed: 0.5 px/tick down to the ground
constexpr int32_t kBlinkTicks = 15;               // the radar blip blinks every 15 ticks
constexpr int32_t kTrackerTicks = 120;            // the camera tracker of the discovery
constexpr Fixed kTrackerRange = 320 * core::kOne;  // ... for the other side within 320 px
constexpr int32_t kRetakeTicks = 30;              // designed: a dropped flag may be taken again after 30 ticks
// The carried flag's offset behind the jeep, Y[heading] * (3.75, 6.75, -2) px.
constexpr Fixed kCarryX = 0x3c000;
constexpr Fixed kCarryY = 0x6c000;
constexpr Fixed kCarryZ = -0x20000;
// designed: the cloth frames advance 0.25 a tick (0..3 up, then 4..9 looping, 10..12 down).
constexpr Fixed kClothRate = 0x4000;

bool isJeep(const Obj& o) {
  return o.alive() && o.objClass() == ObjClass::Vehicle && vehicleKindOfGfx(o.gfx) == VehicleKind::Jeep;
}

void relinkTo(Sim& sim, Obj& o, Fixed x, Fixed y, Fixed z) {
  objUnlinkCell(sim, o.slot());
  o.x = x;
  o.y = y;
  o.z = z;
  objLinkCell(sim, o.slot());
}

// The heading the carried flag turns towards: the jeep's, kept out of 25 deg round north and
// round south (0x471c7..0x1b8e38 / 0x2471c7..0x3b8e39).
int32_t clampCarryHeading(int32_t h) {
  if (h < 0x471c7) return 0x471c7;
  if (h > 0x1b8e38 && h < 0x200000) return 0x1b8e38;
  if (h >= 0x200000 && h < 0x2471c7) return 0x2471c7;
  if (h > 0x3b8e39) return 0x3b8e39;
  return h;
}

// The flag goes back into hiding: a random intact flag building of its side (HideFlagIn-
// RandomBuilding), or, with none left, it lies at its home cell again.
void rehide(Sim& sim, Obj& f) {
  TeamState& t = sim.team[static_cast<size_t>(f.team)];
  sim.emit(EventId::Ding, SoundEvent{static_cast<int32_t>(f.id)});
  if (!hideFlagInRandomBuilding(sim, f.team, -1)) {
    objSetParent(sim, f.slot(), kNoObj);
    const int32_t home = f.local[kFlagHomeCell];
    relinkTo(sim, f, cell::centreFixed(home % kMapCells), cell::centreFixed(home / kMapCells), 0);
    return;
  }
  t.flagShown = false;
  sim.emit(EventId::FlagRehidden, NoteEvent{static_cast<int32_t>(f.id), f.team});
  objMarkForDelete(sim, f.slot());
}

void clothStep(Sim& sim, Obj& f, bool moving) {
  Fixed& fr = f.local[kFlagFrame];
  fr += kClothRate * sim.dt;
  if (moving && fr >= 10 * core::kOne) fr = 4 * core::kOne + (fr - 10 * core::kOne);
  if (!moving && fr >= 13 * core::kOne) fr = 12 * core::kOne;
}

}  // namespace

int32_t flagInit(Sim& sim, Obj& o, int32_t arg) {
  o.gfx = static_cast<int32_t>(GfxId::FlagLying);
  o.local[kFlagHomeCell] = arg;
  o.local[kFlagDryX] = o.x;
  o.local[kFlagDryY] = o.y;
  o.local[kFlagDroppedBy] = 0;
  o.local[kFlagDropTick] = sim.tick;
  return 1;
}

int32_t flagDestroy(Sim& sim, Obj& o) {
  if (o.team >= 0 && o.team < kTeams && sim.team[static_cast<size_t>(o.team)].flagId == o.id)
    sim.team[static_cast<size_t>(o.team)].flagId = 0;
  return 1;
}

ObjSlot flagSpawn(Sim& sim, int32_t c, int32_t team) {
  if (c < 0 || c >= kOutsideCell || team < 0 || team >= kTeams) return kNoObj;
  const Fixed x = cell::centreFixed(c % kMapCells);
  const Fixed y = cell::centreFixed(c / kMapCells);
  const ObjSlot s = objCreate(sim, ObjClass::Flag, team, x, y, 0, c);
  if (s == kNoObj) return s;
  Obj& f = sim.obj(s);
  sim.team[static_cast<size_t>(team)].flagId = f.id;
  radarAdd(sim, f.id, static_cast<int32_t>(GfxId::RadarFlag), kFlagBlipPrio,  // 0x44e7a8, blinking
           static_cast<int32_t>(GfxId::RadarFlagEmpty), kFlagBlinkTicks);   // with 0x44e7b8
  musSet(sim, kMusFlagDiscovery);  // Flag Discovery (Mus_Director: track 10, prio 0xfe)
  const int other = team == 0 ? 1 : 0;
  if (const Obj* v = objById(sim, sim.team[static_cast<size_t>(other)].vehicleId)) {
    if (std::abs(v->x - x) <= kTrackerRange && std::abs(v->y - y) <= kTrackerRange)
      sim.emit(EventId::FlagTracker, CameraEvent{static_cast<int32_t>(f.id), kTrackerTicks});
  }
  return s;
}

Obj* flagOf(Sim& sim, int32_t team) {
  if (team < 0 || team >= kTeams) return nullptr;
  return objById(sim, sim.team[static_cast<size_t>(team)].flagId);
}

Obj* carriedFlag(Sim& sim, const Obj& jeep) {
  for (int t = 0; t < kTeams; ++t) {
    Obj* f = flagOf(sim, t);
    if (f != nullptr && f->parent == jeep.slot()) return f;
  }
  return nullptr;
}

bool jeepTakeFlag(Sim& sim, Obj& jeep, Obj& f) {
  if (!isJeep(jeep) || f.parent != kNoObj || (f.flags & kObjDeleteQueued) != 0) return false;
  if (carriedFlag(sim, jeep) != nullptr) return false;
  if (static_cast<uint32_t>(f.local[kFlagDroppedBy]) == jeep.id && sim.tick - f.local[kFlagDropTick] < kRetakeTicks)
    return false;
  objSetParent(sim, f.slot(), jeep.slot());
  objMoveBehind(sim, f.slot(), jeep.slot());  // FUN_0040b5a0: updated after its carrier
  f.gfx = static_cast<int32_t>(GfxId::FlagCarried);
  sim.emit(EventId::Ding, SoundEvent{static_cast<int32_t>(f.id)});
  return true;
}

// FlagOnTouch 0x424760: never blocks.
int32_t flagHitObject(Sim& sim, Obj& self, Obj& other) {
  if (self.objClass() == ObjClass::Flag) jeepTakeFlag(sim, other, self);
  return 0;
}

// FUN_004248a0 (the jeep's C, 0x42ab70)
void jeepFlagButton(Sim& sim, Obj& jeep) {
  if (Obj* f = carriedFlag(sim, jeep)) {
    objSetParent(sim, f->slot(), kNoObj);
    f->gfx = static_cast<int32_t>(GfxId::FlagLying);
    f->local[kFlagDroppedBy] = static_cast<int32_t>(jeep.id);
    f->local[kFlagDropTick] = sim.tick;
    sim.emit(EventId::FlagDropped, NoteEvent{static_cast<int32_t>(f->id), jeep.team});
    return;
  }
  // take one whose own collision test reaches the jeep (its hook takes it)
  for (int t = 0; t < kTeams; ++t) {
    Obj* f = flagOf(sim, t);
    if (f != nullptr && f->parent == kNoObj) {
      f->local[kFlagDroppedBy] = 0;
      sim.moveFrom = SavedPos{f->x, f->y, f->z};
      objCheckCollision(sim, *f);
      if (f->parent == jeep.slot()) return;
    }
  }
}

// JeepFlagCheck 0x42a480
void jeepFlagCheck(Sim& sim, Obj& jeep) {
  const Obj* f = carriedFlag(sim, jeep);
  if (f == nullptr || f->team == jeep.team || jeep.cell < 0 || jeep.cell >= kOutsideCell) return;
  if (cell::terrain(sim.cellWord(jeep.cell)) != homePadTerrain(jeep.team)) return;
  sim.emit(EventId::FlagHome, NoteEvent{static_cast<int32_t>(jeep.id), jeep.team});
  endGame(sim, jeep.team);
}

// 0x42ab90
void jeepDockFlag(Sim& sim, Obj& jeep) {
  Obj* f = carriedFlag(sim, jeep);
  if (f != nullptr && f->team == jeep.team) rehide(sim, *f);
}

void flagNextToLift(Sim& sim, int32_t liftCell, int32_t team) {
  if (liftCell < 0 || liftCell >= kOutsideCell) return;
  for (int t = 0; t < kTeams; ++t) {
    Obj* f = flagOf(sim, t);
    if (f == nullptr || f->cell < 0 || f->cell >= kOutsideCell || (f->flags & kObjDeleteQueued) != 0) continue;
    if (std::abs(f->cell % kMapCells - liftCell % kMapCells) > 1 || std::abs(f->cell / kMapCells - liftCell / kMapCells) > 1)
      continue;
    if (t == team) {
      rehide(sim, *f);
    } else if (sim.running) {
      sim.emit(EventId::TeamWins, NoteEvent{team, static_cast<int32_t>(f->id)});
      endGame(sim, team);
    }
  }
}

// FlagUpdate 0x424380
void flagUpdate(Sim& sim, Obj& f) {
  f.flags &= ~kObjFirstUpdate;
  f.local[kFlagBlink] = (sim.tick / kBlinkTicks) & 1;
  const Obj* jeep = f.parent != kNoObj ? &sim.obj(f.parent) : nullptr;
  if (jeep != nullptr && jeep->alive()) {
    const core::Vec2 off = core::RotateByHeading(jeep->heading, kCarryX, kCarryY);
    relinkTo(sim, f, jeep->x + off.x, jeep->y + off.y, jeep->z + kCarryZ);
    f.heading = core::TurnTowardsAngle(f.heading, clampCarryHeading(jeep->heading), kTurnRate * sim.dt);
    // Flag Pickup (Mus_Director: track 11, prio 0x8a) while the carrier is of the other side
    if (jeep->team != f.team) musSet(sim, kMusFlagPickup);
    clothStep(sim, f, jeep->speed != 0);
    return;
  }
  if (jeep != nullptr) objSetParent(sim, f.slot(), kNoObj);
  f.gfx = static_cast<int32_t>(GfxId::FlagLying);
  f.heading = 0;
  Fixed z = f.z > 0 ? core::ApproachValue(f.z, 0, kFallRate * sim.dt) : 0;
  Fixed x = f.x;
  Fixed y = f.y;
  ObjShapeBuf shapeBuf;
  if (objWaterState(sim.world, objShape(sim, f, shapeBuf), objPose(sim, f)) != kWaterDry) {
    x = core::ApproachValue(x, f.local[kFlagDryX], kDriftRate * sim.dt);
    y = core::ApproachValue(y, f.local[kFlagDryY], kDriftRate * sim.dt);
  } else {
    f.local[kFlagDryX] = x;
    f.local[kFlagDryY] = y;
  }
  relinkTo(sim, f, x, y, z);
  clothStep(sim, f, false);
  // its own test finds a jeep standing on it (FlagOnTouch as self)
  sim.moveFrom = SavedPos{f.x, f.y, f.z};
  objCheckCollision(sim, f);
}

int flagFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"carrier", o.parent, false};
  out[1] = ObjField{"home", o.local[kFlagHomeCell], false};
  out[2] = ObjField{"frame", o.local[kFlagFrame], true};
  return 3;
}

}  // namespace rf
