// SPDX-License-Identifier: GPL-3.0-or-later
// Damage to static objects (rf-simulation.md §6 "Damage"): BnoDamage, BnoDestroy, the
// destroyed state and the destroy hooks of towers, flag buildings and bridges.
#include "rf/sim/damage.hpp"

#include <algorithm>

#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/turret.hpp"

namespace rf {
namespace {

using core::Fixed;

int cellX(int32_t c) {
  return c % kMapCells;
}
int cellY(int32_t c) {
  return c / kMapCells;
}

// The flag site index of a cell for its team, -1 when the cell is not one of its sites.
int flagSiteIndex(const Sim& sim, int team, int32_t c) {
  const auto& sites = sim.world.flagSites(team);
  for (size_t i = 0; i < sites.size(); ++i) {
    if (sites[i].x == cellX(c) && sites[i].y == cellY(c)) return static_cast<int>(i);
  }
  return -1;
}

bool siteIntact(const Sim& sim, const CellPos& p) {
  return cell::bno(sim.world.cell(p.x, p.y)) == bnoId(Bno::Flag);
}

// HideFlagInRandomBuilding 0x424060: the flag moves to a random intact flag building of the
// team other than `except` (RandRange over the intact ones, in site order). false when none
// is left.
bool hideFlagIn(Sim& sim, int team, int except) {
  const auto& sites = sim.world.flagSites(team);
  uint32_t intact = 0;
  for (size_t i = 0; i < sites.size(); ++i) intact += (static_cast<int>(i) != except && siteIntact(sim, sites[i])) ? 1 : 0;
  if (intact == 0) return false;
  uint32_t r = sim.rand.range(intact);
  for (size_t i = 0; i < sites.size(); ++i) {
    if (static_cast<int>(i) == except || !siteIntact(sim, sites[i])) continue;
    if (r-- == 0) {
      sim.world.setRealFlagSite(team, static_cast<int>(i));
      sim.emit(EventId::FlagHidden, NoteEvent{team, static_cast<int32_t>(i)});
      return true;
    }
  }
  return false;
}

// FlagBuildingDestroyed 0x424170: flag_left - 1; destroying the building that hides the flag
// moves it while the count stays >= 0; when the count runs out (or no building is left) the
// flag appears in this cell (the flag_spawn hook: flag.hpp flagSpawn, with the event
// "FlagSpawn" a = cell, b = team). Then BnoDestroy -> BNO_DMG_FLAG.
void flagBuildingDestroyed(Sim& sim, int32_t c) {
  const int team = static_cast<int>(cell::team(sim.cellWord(c)));
  if (team >= 0 && team < kTeams) {
    TeamState& t = sim.team[static_cast<size_t>(team)];
    const int site = flagSiteIndex(sim, team, c);
    const bool hid = site >= 0 && site == sim.world.realFlagSite(team);
    --t.flagLeft;
    if (!t.flagShown && (hid || t.flagLeft < 0)) {
      const bool moved = hid && t.flagLeft >= 0 && hideFlagIn(sim, team, site);
      if (!moved) {
        if (site >= 0) sim.world.setRealFlagSite(team, site);
        t.flagShown = true;
        sim.emit(EventId::FlagSpawn, NoteEvent{c, team});
        flagSpawn(sim, c, team);
      }
    }
  }
  bnoDestroy(sim, c);
}

// TowerDestroyed 0x423510: the turret part flies off as debris, then BnoDestroy ->
// BNO_DMG_TOWER. The pose: the live turret's (DAT_0044ad30 / DAT_004588c8, set by
// TurretDestroy) or the static tower's jitter pose FUN_004174b0 (turret.hpp).
void towerDestroyed(Sim& sim, int32_t c) {
  const uint32_t w = sim.cellWord(c);
  const core::Vec2 p = staticObjectPos(sim.world, cellX(c), cellY(c));
  DebrisBurst b;
  b.x = p.x;
  b.y = p.y;
  b.z = 0;
  b.team = static_cast<int32_t>(cell::team(w));
  b.model = bnoModel(cell::bno(w));
  b.part = kTowerTurretPart;
  b.set = DebrisSetId::TowerTurret;
  const TurretPose pose = sim.turretPose.live ? sim.turretPose : towerJitterPose(sim, c);
  b.heading = pose.yaw;
  b.pitch = pose.pitch;
  spawnDebrisBurst(sim, b);
  bnoDestroy(sim, c);
}

// The bridge 0x41f9a0: 2..8 planks as debris (faces of the deck, set 0x44a0a0), then
// BnoDestroy -> BNO 76. Quirk kept: the burst takes the heading of the damage's source (the
// shot that broke the deck), so the planks lie and fly out turned by the shooter's heading,
// not the deck's; a break without a source (an explosion) leaves heading 0.
// designed: the count is 2 + the deck's strength + the last hit's overkill, at most 8: the
// harder the deck is hit, the more planks fly ("guns break a bridge deck into 5 planks": 3
// gun rounds of 1.0 on a deck of strength 3; a heli missile on a whole deck gives 6).
void bridgeDestroyed(Sim& sim, int32_t c, int32_t overkill, const Obj* source) {
  const uint32_t w = sim.cellWord(c);
  const int32_t planks = std::min(kBridgePlanks, 2 + bnoDef(sim.data(), cell::bno(w)).strength + overkill);
  DebrisBurst b;
  b.x = cell::centreFixed(cellX(c));
  b.y = cell::centreFixed(cellY(c));
  b.team = static_cast<int32_t>(cell::team(w));
  b.model = bnoModel(cell::bno(w));
  b.part = kBridgePlankPart;
  b.set = DebrisSetId::BridgePlanks;
  b.heading = source != nullptr ? source->heading : 0;
  for (int32_t i = 0; i < planks; ++i) spawnDebrisPiece(sim, b, i);
  sim.emit(EventId::BridgeBroken, NoteEvent{c, planks});
  bnoDestroy(sim, c);
}

}  // namespace

// BnoDamage 0x417c20
bool bnoDamage(Sim& sim, int32_t c, Fixed amount, const Obj* source) {
  if (c < 0 || c >= kOutsideCell) return false;
  const uint32_t w = sim.cellWord(c);
  const uint32_t bno = cell::bno(w);
  if (bno == 0) return false;
  const BnoDef& def = bnoDef(sim.data(), bno);
  if (!def.damageable) return false;
  const int64_t scaled = (static_cast<int64_t>(amount - def.armour) * def.mult) >> 16;
  const int32_t v = scaled < 1 ? 1 : static_cast<int32_t>(scaled > 255 ? 255 : scaled);
  const int32_t h = static_cast<int32_t>(cell::hp(w));
  if (h > 1 && h - v < 2 && bnoHasMenFlags(def.flags)) {
    // The spawn_men hook: SpawnMenFromBuilding 0x4071f0 (man.hpp; its "SpawnMen" note
    // carries the cell and d).
    spawnMenFromBuilding(sim, c);
  }
  if (h - v > 0) {
    sim.setCellWord(c, cell::withHp(w, static_cast<uint32_t>(h - v)));
    return false;
  }
  sim.setCellWord(c, cell::withHp(w, 0));
  switch (def.onDestroy) {
    case BnoDestroyHook::Tower:
      towerDestroyed(sim, c);
      break;
    case BnoDestroyHook::FlagBuilding:
      flagBuildingDestroyed(sim, c);
      break;
    case BnoDestroyHook::Bridge:
      bridgeDestroyed(sim, c, v - h, source);
      break;
    case BnoDestroyHook::None:
      bnoDestroy(sim, c);
      break;
  }
  return true;
}

// FUN_00417b50
// designed: the same scaling and clamp (1..255) as BnoDamage.
bool bnoDamageHitPoints(Sim& sim, int32_t c, Fixed amount, uint32_t bno) {
  if (c < 0 || c >= kOutsideCell || bno >= static_cast<uint32_t>(kBnoCount)) return false;
  const BnoDef& def = bnoDef(sim.data(), bno);
  const uint32_t w = sim.cellWord(c);
  const int64_t scaled = (static_cast<int64_t>(amount - def.armour) * def.mult) >> 16;
  const int32_t v = scaled < 1 ? 1 : static_cast<int32_t>(scaled > 255 ? 255 : scaled);
  const int32_t h = std::max(0, static_cast<int32_t>(cell::hp(w)) - v);
  sim.setCellWord(c, cell::withHp(w, static_cast<uint32_t>(h)));
  return h == 0;
}

// BnoDestroy 0x417a00: the BNO +0x2c explosion at the cell centre (+ jitter; + the model
// offset for flag 0x10: no BNO of ours has it), whose script applies the destroyed state
// (op 4 / 21); without one the destroyed state at once.
void bnoDestroy(Sim& sim, int32_t c) {
  const uint32_t bno = cell::bno(sim.cellWord(c));
  const ExplId e = bnoDestroyExpl(bno);
  sim.emit(EventId::BnoDestroyed, NoteEvent{c, static_cast<int32_t>(bno)});
  if (e == ExplId::None) {
    applyDestroyedState(sim, c);
    return;
  }
  const core::Vec2 p = staticObjectPos(sim.world, cellX(c), cellY(c));
  ExplSpawn how;
  how.cell = c;
  how.team = static_cast<int32_t>(cell::team(sim.cellWord(c)));
  if (spawnExplosion(sim, e, p.x, p.y, 0, how) == kNoObj) applyDestroyedState(sim, c);
}

// FUN_00417960: BNO +0x31 (+ terrain +0x30; + a random variant: RandRange(2) for flag 2,
// RandRange(4) for flag 4 — designed reading, no BNO of ours has them), hit points of the
// new BNO. No destroyed state: the BNO is cleared.
void applyDestroyedState(Sim& sim, int32_t c) {
  uint32_t w = sim.cellWord(c);
  const BnoDef& def = bnoDef(sim.data(), cell::bno(w));
  if (def.destroyedTerrain != kKeepTerrain) w = cell::withTerrain(w, def.destroyedTerrain);
  uint32_t dest = def.destroyedBno;
  if (dest != 0 && (def.flags & kBnoFlagVariant2) != 0) dest += sim.rand.range(2);
  if (dest != 0 && (def.flags & kBnoFlagVariant4) != 0) dest += sim.rand.range(4);
  if (dest == 0 || dest >= static_cast<uint32_t>(kBnoCount)) {
    w = cell::withHp(cell::withBno(w, 0), 0);
  } else {
    w = cell::withHp(cell::withBno(w, dest), cell::hpFromStrength(bnoDef(sim.data(), dest).strength));
  }
  sim.setCellWord(c, w);
}

bool hideFlagInRandomBuilding(Sim& sim, int team, int except) {
  return hideFlagIn(sim, team, except);
}

int32_t objDamage(Sim& sim, Obj& target, Fixed amount, Obj* source) {
  const ObjDamageFn fn = sim.desc(target).damage;
  return fn == nullptr ? 0 : fn(sim, target, amount, source);
}

}  // namespace rf
