// SPDX-License-Identifier: GPL-3.0-or-later
// Mine (class 10): 0x434e40..0x434fd0.
#include "rf/sim/mine.hpp"

#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

constexpr int32_t kBlinkTeamOn = 0;   // odd phases
constexpr int32_t kBlinkTeamOff = 2;  // even phases
constexpr int32_t kArmedTeam = 1;

void setRadar(Sim& sim, int32_t cellIndex, bool on) {
  if (cellIndex < 0 || cellIndex >= kOutsideCell) return;
  sim.setCellWord(cellIndex, cell::withRadarFlag(sim.cellWord(cellIndex), on));
}

// Another live mine in the chain of the cell (not `self`).
bool otherMineIn(const Sim& sim, int32_t cellIndex, ObjSlot self) {
  ObjSlot s = static_cast<ObjSlot>(cell::chainHead(sim.cellWord(cellIndex)));
  while (s != kNoObj) {
    const Obj& o = sim.obj(s);
    if (s != self && o.objClass() == ObjClass::Mine) return true;
    s = o.cellNext;
  }
  return false;
}

}  // namespace

// designed init (0x434e40..): arming, team 0 shown first (phase 25 is odd), the radar bit
// of its cell set; linked to the cell.
int32_t mineInit(Sim& sim, Obj& o, int32_t) {
  o.flags &= ~kObjFirstUpdate;
  o.gfx = static_cast<int32_t>(GfxId::MineArming);
  o.z = 0;
  o.local[kMineLayer] = o.team;
  o.local[kMineCountdown] = kMineArming;
  o.local[kMinePhase] = kMineArming >> 16;
  o.local[kMineArmed] = 0;
  o.team = kBlinkTeamOn;
  setRadar(sim, cellOfPos(o.x, o.y), true);
  return 1;
}

// designed: the radar bit goes with the last mine of the cell.
int32_t mineDestroy(Sim& sim, Obj& o) {
  if (o.cell != kNoCell && o.cell != kOutsideCell && !otherMineIn(sim, o.cell, o.slot())) {
    setRadar(sim, o.cell, false);
  }
  return 1;
}

// The arming: countdown - 0x2222 * dt; each new phase (countdown >> 16) flips the team
// shown (0 / 2) with the blink sound; below 0 the mine is armed: graphic 0x449478, team 1,
// the inactive list (no more updates).
void mineUpdate(Sim& sim, Obj& o) {
  if (o.local[kMineArmed] != 0) return;
  o.local[kMineCountdown] -= kMineArmRate * sim.dt;
  if (o.local[kMineCountdown] < 0) {
    o.local[kMineArmed] = 1;
    o.gfx = static_cast<int32_t>(GfxId::Mine);
    o.team = kArmedTeam;
    objSetInactive(sim, o.slot(), true);
    return;
  }
  const int32_t phase = o.local[kMineCountdown] >> 16;
  if (phase == o.local[kMinePhase]) return;
  o.local[kMinePhase] = phase;
  o.team = (phase & 1) != 0 ? kBlinkTeamOn : kBlinkTeamOff;
  sim.emit(kMineBlinkSound, SoundEvent{static_cast<int32_t>(o.id)});
}

void mineSetOff(Sim& sim, Obj& o) {
  if ((o.flags & kObjDeleteQueued) != 0) return;
  ExplSpawn how;
  how.team = o.team;
  spawnExplosion(sim, ExplId::Mine, o.x, o.y, 0, how);
  objMarkForDelete(sim, o.slot());
}

// 0x434f70: a vehicle touching an armed mine sets it off; never blocks.
// designed: only once armed (the arming lets the MSV that laid it drive away).
int32_t mineHitObject(Sim& sim, Obj& self, Obj& other) {
  if (self.local[kMineArmed] != 0 && other.objClass() == ObjClass::Vehicle) mineSetOff(sim, self);
  return 0;
}

// Class damage: more than 1.5 sets it off (armed or not).
int32_t mineDamage(Sim& sim, Obj& o, core::Fixed amount, Obj*) {
  if (amount > kMineSetOffDamage) mineSetOff(sim, o);
  return 1;
}

int mineFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"countdown", o.local[kMineCountdown], true};
  out[1] = ObjField{"armed", o.local[kMineArmed], false};
  out[2] = ObjField{"layer", o.local[kMineLayer], false};
  return 3;
}

// SpawnMine
ObjSlot spawnMine(Sim& sim, int32_t team, core::Fixed x, core::Fixed y) {
  return objCreate(sim, ObjClass::Mine, team, x, y, 0, 0);
}

}  // namespace rf
