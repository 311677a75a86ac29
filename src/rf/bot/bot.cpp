// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/bot.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/trig.hpp"
#include "rf/bot/aim.hpp"
#include "rf/bot/heli.hpp"
#include "rf/bot/mines.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/water.hpp"

namespace rf::bot {
namespace {

using core::Fixed;
using core::px;

// designed: the bot's own numbers (the table holds the ones a map maker tunes).
constexpr int32_t kStuckPeriod = 30;           // frames between stuck samples
constexpr Fixed kStuckMove = px(5);            // less than this in a period while driving: stuck
constexpr int32_t kReverseFrames = 24;         // then this long in reverse, turning
constexpr Fixed kMinFire = px(36);             // closer than this a flat shot flies over nothing useful
constexpr Fixed kCellHalf = px(6);             // aim within this of a building's centre
constexpr Fixed kVehicleHalf = px(7);          // a vehicle's
constexpr Fixed kSight = px(320);              // what the view shows round the vehicle
constexpr Fixed kShellSpeed = 0x30000;         // the tank cannon's shot (projectile type 0)
constexpr int32_t kSwapDistance = 28;          // cells: nearer than this the tank drives home to dock, else self-destructs
constexpr int kLookAhead = 2;
constexpr int32_t kGiveUpFrames = 3000;        // a target it could not reach or break is left this long
constexpr Fixed kGuardRange = px(160);         // a guard keeps this near its flag
constexpr uint32_t kGuardSwing = 90;           // frames forward, then as many back
constexpr int kRetreatCells = 32;              // home nearer than this: a damaged vehicle goes to dock
constexpr int32_t kStuckCost = 300;            // a cell where it got stuck (path cost units: 10 a road cell)
constexpr int32_t kDangerCost = 60;            // a cell in a tower's reach, to the jeep
constexpr int32_t kTowerReach = 192;           // px: a large tower's (turret_sweep_test)
constexpr Fixed kFlagGuard = px(256);          // towers this near the flag fall before the jeep comes
constexpr int32_t kAvoidFrames = 600;          // a cell where it got stuck costs more this long
constexpr int32_t kCloseInShots = 10;          // shells at one target before closing in
constexpr Fixed kCreep = 0x4000;               // onto the pad at most this fast (px/tick)
constexpr int32_t kDepotWait = 150;            // frames on a depot at most (the idle-cell rule calls drones after 180 in one cell)
constexpr Fixed kDepotStop = px(3);
constexpr int32_t kMenuTries = 8;              // bunker cursor presses before the cursor's vehicle goes
constexpr int32_t kUnderFire = 60;             // frames after a hit it counts as under fire
constexpr int32_t kEvadeSearch = 4000;         // cells searched for one out of the towers' reach
constexpr int32_t kMinesASortie = 3;           // designed: an ASV lays this many, then fights (mining on as the enemy's jeeps set them off left a hard side without an attack)
constexpr int32_t kMineSpotsEvery = 150;       // frames between looks for the ASV's mine spots (an A* a flag site)

Cell cellOf(const Obj& o) {
  return Cell{o.x >> 21, o.y >> 21};
}

Fixed centre(int n) {
  return cell::centreFixed(n);
}

bool isTowerBno(uint32_t b) {
  return b == bnoId(Bno::Tower) || b == bnoId(Bno::LargeTower) || b == bnoId(Bno::ActiveTower) ||
         b == bnoId(Bno::ReadyTower);
}

bool hasCannon(VehicleType t) {
  return t == VehicleType::Tank || t == VehicleType::Msv;
}

}  // namespace

const char* goalName(Goal g) {
  static constexpr const char* kNames[] = {"none",   "launch", "defend", "fetch", "bring-home", "retreat",
                                           "towers", "reveal", "rubble", "home",  "hunt",   "guard", "resupply", "mine", "evade"};
  return kNames[static_cast<size_t>(g)];
}

Bot::Bot(const Sim& sim, int side, Difficulty level, uint32_t seed, const BotTable& table)
    : table_(table),
      skill_(table.of(level)),
      side_(side),
      enemy_(side == 0 ? 1 : 0),
      level_(level),
      rand_(seed * 2654435761u + static_cast<uint32_t>(side) + 1),
      unreachable_(kCellCount, 0),
      noPath_(kCellCount, 0),
      avoid_(kCellCount, 0),
      extra_(kCellCount, 0) {
  (void)sim;
}

bool Bot::noPath(Cell c) const {
  return noPath_[World::cellIndex(c.x, c.y)] > static_cast<int32_t>(frame_);
}

bool Bot::givenUp(Cell c) const {
  return unreachable_[World::cellIndex(c.x, c.y)] > static_cast<int32_t>(frame_);
}

Cell Bot::homePad(const Sim& sim) const {
  const std::vector<CellPos>& pads = sim.world.pads(side_);
  return pads.empty() ? Cell{0, 0} : Cell{pads.front().x, pads.front().y};
}

bool Bot::enemyFlagLying(const Sim& sim, Cell& where) const {
  // the radar's blip: the flag once it is out
  if (!flagSeen_ && !sim.team[static_cast<size_t>(enemy_)].flagShown) return false;
  const Obj* f = objById(sim, sim.team[static_cast<size_t>(enemy_)].flagId);
  if (f == nullptr) return false;
  where = cellOf(*f);
  return f->parent == kNoObj;
}

const Obj* Bot::enemyNearFlag(const Sim& sim, Cell flag) const {
  // the enemy arrow shows where an enemy tank, ASV or heli is (2 players)
  const Obj* v = objById(sim, sim.team[static_cast<size_t>(enemy_)].vehicleId);
  if (v == nullptr || v->objClass() != ObjClass::Vehicle) return nullptr;
  if (!vehicleDef(sim.data(), sim.team[static_cast<size_t>(enemy_)].veh.type).enemyArrow) return nullptr;
  return distance(v->x, v->y, centre(flag.x), centre(flag.y)) <= kFlagGuard ? v : nullptr;
}

bool Bot::flagInOpen(const Sim& sim, Cell c) const {
  const uint32_t b = cell::bno(sim.world.cell(c.x, c.y));
  return b != bnoId(Bno::DmgFlag) && b != bnoId(Bno::Flag);
}

VehicleType Bot::wantedVehicle(const Sim& sim) const {
  const VehicleStock& stock = sim.team[static_cast<size_t>(side_)].stock;
  Cell f;
  if (enemyFlagLying(sim, f) && flagInOpen(sim, f) && hasStock(stock, VehicleType::Jeep)) {
    // designed: an enemy tank beside the flag kills the jeep: a cannon goes first (when the
    // difficulty weighs the risk)
    if (skill_.defends && enemyNearFlag(sim, f) != nullptr)
      for (const VehicleType t : {VehicleType::Tank, VehicleType::Msv})
        if (hasStock(stock, t)) return t;
    return VehicleType::Jeep;
  }
  // the heli for a target no ground vehicle reaches (a flag building a cannon gave up on)
  Cell c;
  if (hasStock(stock, VehicleType::Heli) && heliTarget(sim, c) && noPath(c)) return VehicleType::Heli;
  for (const VehicleType t : {VehicleType::Tank, VehicleType::Msv, VehicleType::Heli, VehicleType::Jeep})
    if (hasStock(stock, t)) return t;
  return VehicleType::Tank;
}

const Obj* Bot::nearestEnemyVehicle(const Sim& sim, const Obj& me, Fixed range) const {
  const Obj* v = objById(sim, sim.team[static_cast<size_t>(enemy_)].vehicleId);
  if (v == nullptr || v->objClass() != ObjClass::Vehicle) return nullptr;
  return distance(me.x, me.y, v->x, v->y) <= range ? v : nullptr;
}

bool Bot::towerTarget(const Sim& sim, const Obj& me, Cell& out) const {
  const Cell at = cellOf(me);
  const int r = skill_.towerRange / 32 + 1;
  Fixed best = px(skill_.towerRange) + 1;
  bool found = false;
  for (int y = at.y - r; y <= at.y + r; ++y) {
    for (int x = at.x - r; x <= at.x + r; ++x) {
      if (!World::inMap(x, y) || givenUp(Cell{x, y})) continue;
      const uint32_t w = sim.world.cell(x, y);
      if (static_cast<int>(cell::team(w)) != enemy_ || !isTowerBno(cell::bno(w))) continue;
      if (!skill_.clearsTowers && cell::bno(w) != bnoId(Bno::ActiveTower)) continue;
      const Fixed d = distance(me.x, me.y, centre(x), centre(y));
      if (d < best) {
        best = d;
        out = Cell{x, y};
        found = true;
      }
    }
  }
  return found;
}

bool Bot::towerNear(const Sim& sim, Cell c, Fixed range, Cell& out) const {
  const int r = range / core::kOne / 32 + 1;
  Fixed best = range + 1;
  bool found = false;
  for (int y = c.y - r; y <= c.y + r; ++y) {
    for (int x = c.x - r; x <= c.x + r; ++x) {
      if (!World::inMap(x, y) || givenUp(Cell{x, y})) continue;
      const uint32_t w = sim.world.cell(x, y);
      if (static_cast<int>(cell::team(w)) != enemy_ || !isTowerBno(cell::bno(w))) continue;
      const Fixed d = distance(centre(c.x), centre(c.y), centre(x), centre(y));
      if (d < best) {
        best = d;
        out = Cell{x, y};
        found = true;
      }
    }
  }
  return found;
}

bool Bot::heliTarget(const Sim& sim, Cell& out) const {
  // the enemy's standing flag buildings, a given-up one (beyond the ground's reach) first
  bool found = false;
  for (const CellPos& s : sim.world.flagSites(enemy_)) {
    if (cell::bno(sim.world.cell(s.x, s.y)) != bnoId(Bno::Flag)) continue;
    if (!found || (noPath(Cell{s.x, s.y}) && !noPath(out))) out = Cell{s.x, s.y};
    found = true;
  }
  return found;
}

bool Bot::revealTarget(const Sim& sim, const Obj& me, Cell& out) {
  // designed: the building chosen stays the target until it falls or proves unreachable
  // (choosing the nearest again every look makes the tank wander between two)
  if (reveal_.x >= 0 && !givenUp(reveal_) &&
      cell::bno(sim.world.cell(reveal_.x, reveal_.y)) == bnoId(Bno::Flag)) {
    out = reveal_;
    return true;
  }
  Fixed best = INT32_MAX;
  bool found = false;
  for (const CellPos& s : sim.world.flagSites(enemy_)) {
    if (givenUp(Cell{s.x, s.y})) continue;
    if (cell::bno(sim.world.cell(s.x, s.y)) != bnoId(Bno::Flag)) continue;
    const Fixed d = distance(me.x, me.y, centre(s.x), centre(s.y));
    if (d < best) {
      best = d;
      out = Cell{s.x, s.y};
      found = true;
    }
  }
  if (found) reveal_ = out;
  return found;
}

void Bot::decide(const Sim& sim, const Obj& me) {
  const TeamState& team = sim.team[static_cast<size_t>(side_)];
  const VehState& st = team.veh;
  const VehicleDef& def = vehicleDef(sim.data(), st.type);
  struct Option {
    int32_t prio;
    Goal goal;
    Cell target;
    uint32_t obj;
  };
  std::vector<Option> options;
  const Priorities& p = table_.plan;
  Cell flag{-1, -1};
  const bool lying = enemyFlagLying(sim, flag);
  const Obj* enemyFlag = objById(sim, sim.team[static_cast<size_t>(enemy_)].flagId);
  const bool carrying = enemyFlag != nullptr && enemyFlag->parent == me.slot();
  // defend: an enemy jeep that carries the own flag, seen (or the radar's blip of the own flag)
  // (the own flag's blip is on the radar once it is out)
  if (skill_.defends && sim.players > 1 && hasCannon(st.type)) {
    const Obj* own = objById(sim, team.flagId);
    if (own != nullptr && own->parent != kNoObj) {
      const Obj& carrier = sim.obj(own->parent);
      if (carrier.team == enemy_) options.push_back({p.defend, Goal::Defend, cellOf(carrier), carrier.id});
    } else if (own != nullptr) {
      // the own flag lies in the open and an enemy vehicle comes near it (the radar): guard it
      const Obj* v = objById(sim, sim.team[static_cast<size_t>(enemy_)].vehicleId);
      if (v != nullptr && distance(v->x, v->y, own->x, own->y) <= kSight)
        options.push_back({p.defend, Goal::Guard, cellOf(*own), 0});
    }
  }
  if (st.type == VehicleType::Heli) {
    Cell c;
    if (st.slots[0].ammo > 0 && lying && !flagInOpen(sim, flag))
      options.push_back({p.fetch, Goal::Rubble, flag, 0});  // the flag under the rubble
    else if (st.slots[0].ammo > 0 && !lying && heliTarget(sim, c))
      options.push_back({p.reveal, Goal::Reveal, c, 0});
    options.push_back({0, Goal::Home, homePad(sim), 0});
  } else if (st.type == VehicleType::Jeep) {
    if (carrying) {
      options.push_back({p.fetch + 1, Goal::BringHome, homePad(sim), 0});
    } else if (lying && flagInOpen(sim, flag)) {
      const bool cannonLeft = hasStock(team.stock, VehicleType::Tank) || hasStock(team.stock, VehicleType::Msv);
      if (skill_.defends && cannonLeft && enemyNearFlag(sim, flag) != nullptr)
        options.push_back({p.fetch, Goal::Home, homePad(sim), 0});  // a cannon clears the way first
      else
        options.push_back({p.fetch, Goal::Fetch, flag, 0});
    }
    options.push_back({0, Goal::Home, homePad(sim), 0});
  } else {
    // a cannon without rounds fights nothing (it rearms first)
    const bool armed = hasCannon(st.type) && st.slots[0].ammo > 0;
    if (lying && !flagInOpen(sim, flag) && armed) options.push_back({p.fetch, Goal::Rubble, flag, 0});
    Cell guard;
    const Obj* flagGuard = lying && flagInOpen(sim, flag) && armed && skill_.defends ? enemyNearFlag(sim, flag) : nullptr;
    if (flagGuard != nullptr) {
      options.push_back({p.fetch, Goal::Hunt, cellOf(*flagGuard), flagGuard->id});
    } else if (lying && flagInOpen(sim, flag) && armed && towerNear(sim, flag, kFlagGuard, guard)) {
      options.push_back({p.fetch, Goal::Towers, guard, 0});
    } else if (lying && flagInOpen(sim, flag) && hasStock(team.stock, VehicleType::Jeep)) {
      options.push_back({p.fetch, Goal::Home, homePad(sim), 0});
    }
    // designed: only a vehicle near home goes back to dock (from far away it dies on the road)
    const Cell pad = homePad(sim), at = cellOf(me);
    const bool retreat = def.hp > 0 &&
                         static_cast<int64_t>(st.hp) * 100 < static_cast<int64_t>(def.hp) * skill_.retreatHp &&
                         std::max(std::abs(at.x - pad.x), std::abs(at.y - pad.y)) <= kRetreatCells;
    if (retreat) options.push_back({p.retreat, Goal::Retreat, homePad(sim), 0});
    // under fire (it lost hit points a moment ago) and not on its way home: it fights the
    // shooter it can hit, else it leaves the towers' reach (never stands and takes it)
    Cell hitBy;
    uint32_t hitObj = 0;
    Goal answer = Goal::None;
    if (!retreat && underFire(sim, me, armed, hitBy, hitObj, answer))
      options.push_back({std::max(p.resupply, p.towers) + 1, answer, hitBy, hitObj});  // designed: above resupply
    // low fuel or rounds: the nearest depot of its own (staying until full), else home to dock
    if (st.type != VehicleType::Heli) {
      PadKind need = depotNeed(st, def, table_.rearm, table_.refuel);
      if (need == PadKind::None && goal_ == Goal::Resupply && depotSince_ >= 0 && !depotFull(st, def, depotKind_) &&
          static_cast<int32_t>(frame_) - depotSince_ < kDepotWait)
        need = depotKind_;
      if (need != PadKind::None) {
        const Cell d = nearestDepot(sim, at, side_, need, table_.depotRange, [&](Cell c) { return givenUp(c); });
        if (d.x >= 0) {
          if (!(d == target_) || goal_ != Goal::Resupply) depotSince_ = -1;
          depotKind_ = need;
          options.push_back({p.resupply, Goal::Resupply, d, 0});
        } else if (hasCannon(st.type) && !armed) {
          options.push_back({p.resupply, Goal::Retreat, homePad(sim), 0});
        }
      }
    }
    Cell c;
    // the ASV in 2 players lays mines on the enemy's way to the own flag (when it defends)
    if (st.type == VehicleType::Msv && skill_.defends && sim.players > 1 && st.slots[1].ammo > 0 &&
        mineSpot(sim, at, c))
      options.push_back({p.mines, Goal::Mine, c, 0});
    if (armed && towerTarget(sim, me, c)) options.push_back({p.towers, Goal::Towers, c, 0});
    if (const Obj* v = nearestEnemyVehicle(sim, me, px(table_.fireRange)); v != nullptr && armed)
      options.push_back({p.towers, Goal::Hunt, cellOf(*v), v->id});
    if (armed && revealTarget(sim, me, c)) options.push_back({p.reveal, Goal::Reveal, c, 0});
    options.push_back({0, Goal::Home, homePad(sim), 0});
  }
  const Option* best = &options.front();
  for (const Option& o : options)
    if (o.prio > best->prio) best = &o;
  if (best->goal != goal_ || !(best->target == target_)) {
    shotsAtTarget_ = 0;
    closeIn_ = false;
  }
  goal_ = best->goal;
  target_ = best->target;
  targetObj_ = best->obj;
  // a fresh aim error every decision
  if (skill_.aimError > 0)
    aimError_ = static_cast<int32_t>(rand_.range(static_cast<uint32_t>(2 * skill_.aimError + 1))) - skill_.aimError;
}

namespace {
// Whether an enemy tower (given up on or not) stands within `range` of (x, y).
bool towerReaches(const Sim& sim, int enemy, Fixed x, Fixed y, Fixed range) {
  const int cx = x >> 21, cy = y >> 21, r = range / core::kOne / 32 + 1;
  for (int ty = cy - r; ty <= cy + r; ++ty) {
    for (int tx = cx - r; tx <= cx + r; ++tx) {
      if (!World::inMap(tx, ty)) continue;
      const uint32_t w = sim.world.cell(tx, ty);
      if (static_cast<int>(cell::team(w)) == enemy && isTowerBno(cell::bno(w)) &&
          distance(x, y, centre(tx), centre(ty)) <= range)
        return true;
    }
  }
  return false;
}
}  // namespace

bool Bot::outOfReach(const Sim& sim, Cell c) const {
  // designed: a cell's centre 24 px beyond every enemy tower's reach
  return !towerReaches(sim, enemy_, centre(c.x), centre(c.y), px(kTowerReach + 24));
}

bool Bot::underFire(const Sim& sim, const Obj& me, bool armed, Cell& target, uint32_t& obj, Goal& goal) {
  if (static_cast<int32_t>(frame_) - hitAt_ > kUnderFire) return false;
  const Cell at = cellOf(me);
  // the shooter: a tower whose reach it is in (the nearest), else an enemy vehicle in range
  Cell tower;
  const bool towerThere = towerNear(sim, at, px(kTowerReach + 16), tower);
  if (armed && towerThere) {
    goal = Goal::Towers;
    target = tower;
    return true;
  }
  if (const Obj* v = nearestEnemyVehicle(sim, me, px(table_.fireRange)); armed && v != nullptr) {
    goal = Goal::Hunt;
    target = cellOf(*v);
    obj = v->id;
    return true;
  }
  // no rounds, or a tower it gave up on (towerNear skips those): away
  if (!towerThere && !towerReaches(sim, enemy_, me.x, me.y, px(kTowerReach + 16))) return false;
  if (goal_ == Goal::Evade && outOfReach(sim, target_) && !givenUp(target_)) {  // the same way out
    goal = Goal::Evade;
    target = target_;
    return true;
  }
  const VehicleType type = sim.team[static_cast<size_t>(side_)].veh.type;
  costs(sim, type);
  const std::vector<Cell> way = findPath(
      sim, at, type, side_, [&](Cell c) { return outOfReach(sim, c); }, homePad(sim), false, kEvadeSearch, &extra_);
  if (way.empty()) return false;
  goal = Goal::Evade;
  target = way.back();
  return true;
}

bool Bot::mineSpot(const Sim& sim, Cell at, Cell& out) {
  // the spots once in a while (an A* a flag site), and again when a mine was laid
  const size_t mines = knownMines(sim, side_).size();
  const uint32_t asv = sim.team[static_cast<size_t>(side_)].vehicleId;
  if (asv != mineVehicle_) {  // a new sortie
    mineVehicle_ = asv;
    minesLaid_ = 0;
    mineSpotsMines_ = mines;
  }
  if (mines > mineSpotsMines_) minesLaid_ += static_cast<int32_t>(mines - mineSpotsMines_);
  if (minesLaid_ >= kMinesASortie) return false;
  if (mineSpotsAt_ < 0 || static_cast<int32_t>(frame_) - mineSpotsAt_ >= kMineSpotsEvery || mines != mineSpotsMines_) {
    mineSpots_ = mineSpots(sim, side_, at, 1);
    mineSpotsAt_ = static_cast<int32_t>(frame_);
    mineSpotsMines_ = mines;
  }
  if (mineSpots_.empty() || givenUp(mineSpots_.front())) return false;
  out = mineSpots_.front();
  return true;
}

void Bot::costs(const Sim& sim, VehicleType type) {
  const int32_t now = static_cast<int32_t>(frame_);
  for (size_t i = 0; i < extra_.size(); ++i) extra_[i] = avoid_[i] > now ? kStuckCost : 0;
  if (type == VehicleType::Heli) return;
  // every ground vehicle keeps off the mines it knows (its side's: an armed mine sets off
  // any vehicle)
  addMineCosts(knownMines(sim, side_), extra_);
  if (type != VehicleType::Jeep) return;
  // the jeep (one hit kills it) keeps out of the towers' reach where it can
  const int r = kTowerReach / 32;
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) {
      const uint32_t w = sim.world.cell(x, y);
      if (static_cast<int>(cell::team(w)) != enemy_ || !isTowerBno(cell::bno(w))) continue;
      for (int dy = -r; dy <= r; ++dy)
        for (int dx = -r; dx <= r; ++dx)
          if (World::inMap(x + dx, y + dy) && dx * dx + dy * dy <= r * r)
            extra_[World::cellIndex(x + dx, y + dy)] += kDangerCost;
    }
  }
}

void Bot::plan(const Sim& sim, const Obj& me, Cell target, int kind) {
  const VehState& st = sim.team[static_cast<size_t>(side_)].veh;
  costs(sim, st.type);
  const Cell from = cellOf(me);
  const Fixed range = (closeIn_ ? px(table_.fireRange) * 2 / 3 : px(table_.fireRange)) - px(24);
  auto fireSpot = [&](Cell c) {
    if (distance(centre(c.x), centre(c.y), centre(target.x), centre(target.y)) > range) return false;
    if (distance(centre(c.x), centre(c.y), centre(target.x), centre(target.y)) < px(40)) return false;
    return clearShot(sim, c, target);
  };
  auto exact = [&](Cell c) { return c == target; };
  if (kind == 1) {
    path_ = findPath(sim, from, st.type, side_, fireSpot, target, false, kCellCount, &extra_);
  } else {
    path_ = findPath(sim, from, st.type, side_, exact, target, kind == 2, kCellCount, &extra_);
  }
  pathIndex_ = -1;
  pathTarget_ = target;
  pathKind_ = kind;
  pathVehicle_ = me.id;
  nextPlan_ = static_cast<int32_t>(frame_) + table_.replan;
  if (path_.empty() && !(from == target)) {
    unreachable_[World::cellIndex(target.x, target.y)] = static_cast<int32_t>(frame_) + kGiveUpFrames;  // the plan picks another
    if (st.type != VehicleType::Heli && st.type != VehicleType::Jeep)
      noPath_[World::cellIndex(target.x, target.y)] = static_cast<int32_t>(frame_) + kGiveUpFrames;  // the heli's
    nextDecide_ = 0;
  }
}

raw::Keys Bot::follow(const Sim& sim, const Obj& me) {
  const VehState& st = sim.team[static_cast<size_t>(side_)].veh;
  raw::Keys k;
  if (stuck_.reverse > 0) {
    --stuck_.reverse;
    k.down = true;
    (turnOut_ > 0 ? k.right : k.left) = true;
    return k;
  }
  const Cell at = cellOf(me);
  // designed: no path (the flag drifted where the cells say nothing goes): straight at it
  const core::Vec2 pt = path_.empty() ? core::Vec2{centre(pathTarget_.x), centre(pathTarget_.y)}
                                      : pathPoint(path_, at, pathIndex_, kLookAhead);
  if (path_.empty() && (pathTarget_.x < 0 || at == pathTarget_)) return k;
  // something to break on the way: shoot it first
  if (hasCannon(st.type)) {
    for (int i = std::max(0, pathIndex_); i <= pathIndex_ + 2 && i < static_cast<int>(path_.size()); ++i) {
      const Cell c = path_[static_cast<size_t>(i)];
      if (cellPass(sim, c.x, c.y, st.type, side_) == Pass::Breakable) {
        const Fixed d = distance(me.x, me.y, centre(c.x), centre(c.y));
        const int32_t want = core::WrapHeading(core::AngleBetweenPoints(me.x, me.y, centre(c.x), centre(c.y)));
        return fire(sim, me, want, d, kCellHalf);
      }
    }
  }
  const int32_t want = core::AngleBetweenPoints(me.x, me.y, pt.x, pt.y);
  k = steer(st.type, me.heading, want, true);
  if (stuck_.sample(me.x, me.y, me.heading, k.up || k.left || k.right, kStuckPeriod, kStuckMove, kReverseFrames)) {
    turnOut_ = (rand_.next() & 1) != 0 ? 1 : -1;
    nextPlan_ = 0;
    // the cells ahead cost more for a while: the next plan goes round them
    for (int i = std::max(0, pathIndex_); i <= pathIndex_ + 1 && i < static_cast<int>(path_.size()); ++i)
      avoid_[World::cellIndex(path_[static_cast<size_t>(i)].x, path_[static_cast<size_t>(i)].y)] =
          static_cast<int32_t>(frame_) + kAvoidFrames;
  }
  return k;
}

raw::Keys Bot::goTo(const Sim& sim, const Obj& me, Cell target, bool through, bool exact) {
  const int kind = exact ? (through ? 2 : 0) : 1;
  if (!(pathTarget_ == target) || pathKind_ != kind || pathVehicle_ != me.id ||
      static_cast<int32_t>(frame_) >= nextPlan_)
    plan(sim, me, target, kind);
  return follow(sim, me);
}

raw::Keys Bot::fire(const Sim& sim, const Obj& me, int32_t want, Fixed dist, Fixed halfWidth) {
  const VehState& st = sim.team[static_cast<size_t>(side_)].veh;
  if (stuck_.reverse > 0) {  // reversing out first
    raw::Keys r;
    --stuck_.reverse;
    r.down = true;
    (turnOut_ > 0 ? r.right : r.left) = true;
    return r;
  }
  const int32_t aim = core::WrapHeading(static_cast<int64_t>(want) + aimError_);
  const int32_t gun = core::WrapHeading(static_cast<int64_t>(me.heading) + st.turretYaw);
  // designed: the aim holds within half a frame's turn (the finest a keyboard turns)
  const int32_t band = vehicleDef(sim.data(), st.type).turn * std::max(1, sim.dt) / 2;
  raw::Keys k = steer(st.type, gun, aim, false, band);
  if (onTarget(gun, aim, dist, halfWidth)) {
    k.a = true;
    k.left = k.right = false;
  }
  // turning to aim but the hull does not turn (wedged against something): reverse out
  if (stuck_.sample(me.x, me.y, me.heading, k.left || k.right, kStuckPeriod, kStuckMove, kReverseFrames))
    turnOut_ = (rand_.next() & 1) != 0 ? 1 : -1;
  return k;
}

raw::Keys Bot::attackCell(const Sim& sim, const Obj& me, Cell target) {
  const Fixed cx = centre(target.x), cy = centre(target.y);
  const Fixed d = distance(me.x, me.y, cx, cy);
  const VehState& st = sim.team[static_cast<size_t>(side_)].veh;
  // designed: after kCloseInShots shells without a kill it closes in to two thirds of the range
  if (st.slots[0].ammo != lastAmmo_) {
    if (st.slots[0].ammo < lastAmmo_ && ++shotsAtTarget_ > kCloseInShots) {
      if (closeIn_) {  // closer did not help either: leave it for a while
        unreachable_[World::cellIndex(target.x, target.y)] = static_cast<int32_t>(frame_) + kGiveUpFrames;
        nextDecide_ = 0;
      }
      closeIn_ = true;
      shotsAtTarget_ = 0;
    }
    lastAmmo_ = st.slots[0].ammo;
  }
  const Fixed range = closeIn_ ? px(table_.fireRange) * 2 / 3 : px(table_.fireRange);
  if (d <= range && d >= kMinFire && clearShot(sim, cellOf(me), target)) {
    return fire(sim, me, core::AngleBetweenPoints(me.x, me.y, cx, cy), d, kCellHalf);
  }
  return goTo(sim, me, target, false, false);
}

raw::Keys Bot::attackObject(const Sim& sim, const Obj& me, const Obj& target) {
  const Fixed d = distance(me.x, me.y, target.x, target.y);
  const VehState& st = sim.team[static_cast<size_t>(side_)].veh;
  if (d <= px(table_.fireRange) && d >= kMinFire && clearShot(sim, cellOf(me), cellOf(target)) &&
      hasCannon(st.type)) {
    const core::Vec2 v = core::MoveDelta(target.heading, target.speed);
    return fire(sim, me, leadHeading(me.x, me.y, target.x, target.y, v.x, v.y, kShellSpeed), d, kVehicleHalf);
  }
  return goTo(sim, me, cellOf(target), false, st.type == VehicleType::Jeep);
}

raw::Keys Bot::guard(const Sim& sim, const Obj& me) {
  if (const Obj* v = nearestEnemyVehicle(sim, me, px(table_.fireRange)); v != nullptr) return attackObject(sim, me, *v);
  const Fixed d = distance(me.x, me.y, centre(target_.x), centre(target_.y));
  if (d > kGuardRange) return goTo(sim, me, target_, false, false);
  // near the flag: to and fro (a vehicle that stays in one cell calls the drones)
  raw::Keys k;
  const bool forth = (frame_ / kGuardSwing) % 2 == 0;
  k.up = forth;
  k.down = !forth;
  return k;
}

raw::Keys Bot::resupply(const Sim& sim, const Obj& me) {
  const VehState& st = sim.team[static_cast<size_t>(side_)].veh;
  const Cell at = cellOf(me), entry = depotEntry(sim, target_);
  if (!(at == target_) && !(at == entry)) {
    depotSince_ = -1;
    return goTo(sim, me, entry, false, true);  // to the open side first
  }
  // beside it or in it: onto the stand point (clear of the tank or the crates), stop, wait
  raw::Keys k;
  const core::Vec2 sp = depotStandPoint(sim, target_);
  const Fixed d = distance(me.x, me.y, sp.x, sp.y);
  if (d > kDepotStop && depotSince_ < 0) {
    k = approach(st.type, me.heading, me.speed, d, core::AngleBetweenPoints(me.x, me.y, sp.x, sp.y), kCreep);
    if (stuck_.sample(me.x, me.y, me.heading, k.up || k.left || k.right, kStuckPeriod, kStuckMove, kReverseFrames)) {
      // the block part in the way: this depot is left for a while
      unreachable_[World::cellIndex(target_.x, target_.y)] = static_cast<int32_t>(frame_) + kGiveUpFrames;
      nextDecide_ = 0;
    }
    return k;
  }
  if (me.speed == 0 && depotSince_ < 0) depotSince_ = static_cast<int32_t>(frame_);
  if (depotSince_ >= 0 && (depotFull(st, vehicleDef(sim.data(), st.type), depotKind_) ||
                           static_cast<int32_t>(frame_) - depotSince_ >= kDepotWait))
    nextDecide_ = 0;  // full (or the drones would come): on with the plan
  return k;
}

uint32_t Bot::bunker(const Sim& sim) {
  const PlayerState& p = sim.player[static_cast<size_t>(side_)];
  const TeamState& team = sim.team[static_cast<size_t>(side_)];
  goal_ = Goal::Launch;
  if (p.bunker.phase != BunkerPhase::Menu || team.launch.driving) return raw::kNone;
  const VehicleType want = wantedVehicle(sim);
  raw::Keys k;
  // designed: the menu skips types without stock along one direction only, so a wanted type
  // may not be reachable (the jeep's neighbours both empty): after kMenuTries presses the
  // cursor's vehicle goes
  if (p.bunker.type != want && menuPresses_ < kMenuTries) {
    if ((frame_ & 1) != 0) return raw::kNone;  // one step a press
    const MenuCell& c = sim.data().menuGrid[static_cast<size_t>(p.bunker.type)];
    if (c.left == static_cast<uint8_t>(want)) {
      k.left = true;
    } else if (c.right == static_cast<uint8_t>(want)) {
      k.right = true;
    } else if (c.up == static_cast<uint8_t>(want)) {
      k.up = true;
    } else if (c.down == static_cast<uint8_t>(want) || menuPresses_ % 2 == 0) {
      k.down = true;
    } else {
      k.right = true;
    }
    ++menuPresses_;
    return raw::keyboardWord(k);
  }
  if ((lastWord_ & raw::kA) != 0) return raw::kNone;  // A is a press: let go first
  k.a = true;
  menuPresses_ = 0;
  return raw::keyboardWord(k);
}

uint32_t Bot::drive(const Sim& sim, const Obj& me) {
  const TeamState& team = sim.team[static_cast<size_t>(side_)];
  const VehState& st = team.veh;
  if (st.preUpdate != PreUpdateHookId::None) return raw::kNone;  // leaving the lift, docking
  // hits: the hit points it lost (a player sees them fall on the dashboard)
  if (me.id != hpVehicle_) {
    hpVehicle_ = me.id;
    lastHp_ = st.hp;
    hitAt_ = INT32_MIN / 2;
  }
  if (st.hp < lastHp_) {
    if (static_cast<int32_t>(frame_) - hitAt_ > kUnderFire)  // a new attack: look again within its reaction time
      nextDecide_ = std::min(nextDecide_, static_cast<int32_t>(frame_) + std::max(1, skill_.reaction));
    hitAt_ = static_cast<int32_t>(frame_);
  }
  lastHp_ = st.hp;
  if (static_cast<int32_t>(frame_) >= nextDecide_) {
    decide(sim, me);
    nextDecide_ = static_cast<int32_t>(frame_) + std::max(1, skill_.reaction);
  }
  raw::Keys k;
  const Cell at = cellOf(me);
  const bool onPad = World::inMap(at.x, at.y) &&
                     cell::terrain(sim.world.cell(at.x, at.y)) == homePadTerrain(side_);
  bool dock = false;
  switch (goal_) {
    case Goal::Fetch: {
      // near the flag: straight at where it lies (it may lie off the cell's centre)
      const Obj* f = objById(sim, sim.team[static_cast<size_t>(enemy_)].flagId);
      if (f != nullptr && std::max(std::abs(at.x - target_.x), std::abs(at.y - target_.y)) <= 1 &&
          stuck_.reverse == 0) {
        k = steer(st.type, me.heading, core::AngleBetweenPoints(me.x, me.y, f->x, f->y), true);
        if (stuck_.sample(me.x, me.y, me.heading, true, kStuckPeriod, kStuckMove, kReverseFrames))
          turnOut_ = (rand_.next() & 1) != 0 ? 1 : -1;
        break;
      }
      k = goTo(sim, me, target_, true, true);
      break;
    }
    case Goal::BringHome:
      k = goTo(sim, me, target_, false, true);
      break;
    case Goal::Home:
    case Goal::Retreat: {
      Cell flag;
      // the tank far from home when the flag is out: self-destruct for the jeep
      if (goal_ == Goal::Home && st.type != VehicleType::Jeep && enemyFlagLying(sim, flag) &&
          std::max(std::abs(at.x - target_.x), std::abs(at.y - target_.y)) > kSwapDistance) {
        k.a = k.b = k.c = true;
        break;
      }
      if (st.type == VehicleType::Heli) {
        // flies home, hovers over the pad, lands (its dock radius is the whole cell)
        const Fixed cx = centre(target_.x), cy = centre(target_.y);
        const Fixed d = distance(me.x, me.y, cx, cy);
        dock = onPad;
        if (onPad && d < px(12)) {
          if (me.speed == 0 && st.yawRate == 0 && (lastWord_ & raw::kA) == 0) k.a = true;
        } else {
          k = heliAttack(me, st, std::max(1, sim.dt), cx, cy);  // towards it ...
          k.a = false;                                         // ... without firing
          const Fixed cap = 0x4000 + d / 48;
          k.up = std::abs(core::HeadingDelta(me.heading, core::AngleBetweenPoints(me.x, me.y, cx, cy))) <
                     core::kHeadingQuarter / 3 &&
                 me.speed < cap;
          k.down = me.speed > cap + 0x4000;
        }
        break;
      }
      const bool besidePad = std::max(std::abs(at.x - target_.x), std::abs(at.y - target_.y)) <= 1;
      if (onPad || (besidePad && stuck_.reverse == 0)) {
        dock = onPad;  // onto the pad's centre, stop, then a press docks
        const Cell pad = onPad ? at : target_;
        const Fixed cx = centre(pad.x), cy = centre(pad.y);
        const Fixed d = distance(me.x, me.y, cx, cy);
        const Fixed radius = vehicleDef(sim.data(), st.type).dockRadius;
        if (onPad && std::abs(me.x - cx) <= radius && std::abs(me.y - cy) <= radius) {
          if (me.speed == 0 && (lastWord_ & raw::kA) == 0) k.a = true;
        } else if (d > 0) {
          k = approach(st.type, me.heading, me.speed, d, core::AngleBetweenPoints(me.x, me.y, cx, cy), kCreep);
          if (stuck_.sample(me.x, me.y, me.heading, k.up || k.left || k.right, kStuckPeriod, kStuckMove,
                            kReverseFrames))
            turnOut_ = (rand_.next() & 1) != 0 ? 1 : -1;
        }
        break;
      }
      k = goTo(sim, me, target_, false, true);
      break;
    }
    case Goal::Towers:
    case Goal::Reveal:
    case Goal::Rubble:
      if (st.type == VehicleType::Heli) {
        k = heliAttack(me, st, std::max(1, sim.dt), centre(target_.x), centre(target_.y));
        break;
      }
      k = attackCell(sim, me, target_);
      break;
    case Goal::Guard:
      k = guard(sim, me);
      break;
    case Goal::Resupply:
      k = resupply(sim, me);
      break;
    case Goal::Evade:
      k = goTo(sim, me, target_, false, true);
      break;
    case Goal::Mine:
      // on the spot: C lays a mine 5 px ahead (a press; it arms after 196 ticks, time to
      // drive on)
      if (at == target_) {
        if ((lastWord_ & raw::kC) == 0) k.c = true;
        nextDecide_ = std::min(nextDecide_, static_cast<int32_t>(frame_) + 2);
      } else {
        k = goTo(sim, me, target_, false, true);
      }
      break;
    case Goal::Defend:
    case Goal::Hunt:
      if (const Obj* t = objById(sim, targetObj_); t != nullptr) k = attackObject(sim, me, *t);
      else nextDecide_ = 0;
      break;
    default:
      break;
  }
  if (onPad && !dock && !(k.a && k.b && k.c)) k.a = k.b = k.c = false;  // a press on the pad docks
  if (st.type == VehicleType::Jeep) {
    // the jeep's B: tyres in for the water (a boat), out again on land; A only to dock
    k.a = k.a && dock;
    k.b = false;
    k.c = false;
    const bool wet = st.waterState != kWaterDry;
    const bool boat = st.boatTarget >= core::kOne;
    if (wet != boat && (lastWord_ & raw::kB) == 0) k.b = true;
  } else if (st.type == VehicleType::Tank && st.turretYaw != 0 && st.turretTarget == 0 && !k.a) {
    if ((lastWord_ & raw::kC) == 0) k.c = true;  // the turret back to the front
  }
  return raw::keyboardWord(k);
}

uint32_t Bot::think(const Sim& sim) {
  ++frame_;
  // the flag's discovery (the event every player hears; the radar's blip from then on)
  for (const Event& e : sim.events)
    if (e.id == EventId::FlagSpawn && e.note().b == enemy_) flagSeen_ = true;
  uint32_t w = raw::kNone;
  const TeamState& team = sim.team[static_cast<size_t>(side_)];
  if (sim.running && side_ < sim.players) {
    if (sim.player[static_cast<size_t>(side_)].view == ViewMode::BunkerSelect) {
      w = bunker(sim);
    } else if (const Obj* me = objById(sim, team.vehicleId); me != nullptr && me->objClass() == ObjClass::Vehicle) {
      w = drive(sim, *me);
    }
  }
  lastWord_ = w;
  return w;
}

}  // namespace rf::bot
