// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/mines.hpp"

#include <algorithm>
#include <cstdlib>

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/object.hpp"

namespace rf::bot {
namespace {

using core::Fixed;
using core::px;

// designed: the spots lie this many cells out along the enemy jeep's way from the site (the
// first cells round a flag building are its rubble and the flag itself), two a site
constexpr int kSpotSteps[] = {3, 6};
constexpr int kSpotClearCells = 2;  // an own mine within this many cells: the spot is mined
constexpr int kPadClearCells = 4;   // never this near its own pad (its own vehicles' road)

Fixed centre(int n) {
  return cell::centreFixed(n);
}

bool nearOwnMine(const std::vector<core::Vec2>& mines, Cell c) {
  for (const core::Vec2& m : mines)
    if (std::abs((m.x >> 21) - c.x) <= kSpotClearCells && std::abs((m.y >> 21) - c.y) <= kSpotClearCells) return true;
  return false;
}

}  // namespace

std::vector<core::Vec2> knownMines(const Sim& sim, int side) {
  std::vector<core::Vec2> out;
  for (const Obj& o : sim.objs)
    if (o.alive() && o.objClass() == ObjClass::Mine && o.local[kMineLayer] == side) out.push_back({o.x, o.y});
  return out;
}

void addMineCosts(const std::vector<core::Vec2>& mines, std::vector<int32_t>& extra) {
  for (const core::Vec2& m : mines) {
    const int mx = m.x >> 21, my = m.y >> 21;
    for (int y = my - 1; y <= my + 1; ++y) {
      for (int x = mx - 1; x <= mx + 1; ++x) {
        if (!World::inMap(x, y)) continue;
        if (std::max(std::abs(m.x - centre(x)), std::abs(m.y - centre(y))) > kMineReach) continue;
        extra[World::cellIndex(x, y)] += kMineCost;
      }
    }
  }
}

std::vector<Cell> mineSpots(const Sim& sim, int side, Cell from, int count) {
  std::vector<Cell> out;
  if (sim.players < 2 || count <= 0) return out;
  const int enemy = side == 0 ? 1 : 0;
  const std::vector<CellPos>& enemyPads = sim.world.pads(enemy);
  const std::vector<CellPos>& ownPads = sim.world.pads(side);
  if (enemyPads.empty()) return out;
  const Cell home = ownPads.empty() ? Cell{-100, -100} : Cell{ownPads.front().x, ownPads.front().y};
  const Cell target{enemyPads.front().x, enemyPads.front().y};
  // where the enemy comes for the flag: the standing own flag buildings, the own flag in the open
  std::vector<Cell> sites;
  for (const CellPos& s : sim.world.flagSites(side)) {
    const uint32_t b = cell::bno(sim.world.cell(s.x, s.y));
    if (b == bnoId(Bno::Flag) || b == bnoId(Bno::DmgFlag)) sites.push_back(Cell{s.x, s.y});
  }
  if (const Obj* f = objById(sim, sim.team[static_cast<size_t>(side)].flagId); f != nullptr && f->parent == kNoObj)
    sites.push_back(Cell{f->x >> 21, f->y >> 21});
  const std::vector<core::Vec2> mines = knownMines(sim, side);
  for (const Cell& s : sites) {
    const std::vector<Cell> way =
        findPath(sim, s, VehicleType::Jeep, enemy, [&](Cell c) { return c == target; }, target, true, kCellCount);
    for (const int step : kSpotSteps) {
      if (static_cast<int>(way.size()) <= step + 1) continue;
      const Cell c = way[static_cast<size_t>(step)];
      if (std::max(std::abs(c.x - home.x), std::abs(c.y - home.y)) < kPadClearCells) continue;
      const Pass p = cellPass(sim, c.x, c.y, VehicleType::Msv, side);
      if (p == Pass::Deep || !canEnter(p, VehicleType::Msv) || p == Pass::Breakable) continue;
      if (nearOwnMine(mines, c)) continue;
      if (std::find(out.begin(), out.end(), c) != out.end()) continue;
      out.push_back(c);
    }
  }
  std::stable_sort(out.begin(), out.end(), [&](Cell a, Cell b) {
    return std::max(std::abs(a.x - from.x), std::abs(a.y - from.y)) <
           std::max(std::abs(b.x - from.x), std::abs(b.y - from.y));
  });
  if (static_cast<int>(out.size()) > count) out.resize(static_cast<size_t>(count));
  return out;
}

}  // namespace rf::bot
