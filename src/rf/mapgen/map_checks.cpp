// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/mapgen/map_checks.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <deque>
#include <exception>
#include <optional>
#include <string>

#include "rf/bot/path.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/game.hpp"
#include "rf/sim/cell.hpp"

namespace rf::mapgen {
namespace {

std::string at(const CellPos& c) {
  return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

// What a route may cross: the tank breaks what its cannon can (a gate, a wall, a building);
// the jeep goes by land, shallows, bridges or as a boat, and through a gate once the tank
// has opened it.
bool passes(const Sim& sim, int x, int y, VehicleType type, int side) {
  const bot::Pass p = bot::cellPass(sim, x, y, type, side);
  if (type == VehicleType::Tank) return bot::canEnter(p, type);
  if (p == bot::Pass::Breakable) {
    const uint32_t b = cell::bno(sim.world.cell(x, y));
    return b == bnoId(Bno::GateH) || b == bnoId(Bno::GateV);
  }
  return bot::canEnter(p, type);
}

// Cells' drive (4 neighbours) from `from` for a vehicle of `side`; INT_MAX where it cannot go.
// The start cell itself is entered whatever it is (a pad, a flag site's rubble).
std::vector<int> distances(const Sim& sim, CellPos from, VehicleType type, int side) {
  std::vector<int> d(static_cast<size_t>(kCellCount), INT_MAX);
  std::deque<CellPos> q;
  d[World::cellIndex(from.x, from.y)] = 0;
  q.push_back(from);
  static constexpr std::array<int, 4> kDx = {1, -1, 0, 0}, kDy = {0, 0, 1, -1};
  while (!q.empty()) {
    const CellPos c = q.front();
    q.pop_front();
    const int dc = d[World::cellIndex(c.x, c.y)];
    for (size_t k = 0; k < 4; ++k) {
      const int x = c.x + kDx[k], y = c.y + kDy[k];
      if (!World::inMap(x, y) || d[World::cellIndex(x, y)] != INT_MAX || !passes(sim, x, y, type, side))
        continue;
      d[World::cellIndex(x, y)] = dc + 1;
      q.push_back({x, y});
    }
  }
  return d;
}

// The nearest distance to a cell next to `c` (or `c` itself).
int reach(const std::vector<int>& d, CellPos c) {
  int best = d[World::cellIndex(c.x, c.y)];
  for (int j = -1; j <= 1; ++j)
    for (int i = -1; i <= 1; ++i)
      if (World::inMap(c.x + i, c.y + j)) best = std::min(best, d[World::cellIndex(c.x + i, c.y + j)]);
  return best;
}

bool fuelDepot(uint32_t bno) {
  return bno == bnoId(Bno::FuelN) || bno == bnoId(Bno::FuelS) || bno == bnoId(Bno::FuelE) ||
         bno == bnoId(Bno::FuelW);
}

}  // namespace

std::vector<std::string> checkMap(const RfmFile& map, const std::string& name) {
  std::vector<std::string> out;
  std::optional<Game> game;
  try {
    game.emplace(Game::load(map, name));
  } catch (const std::exception& e) {
    out.push_back(std::string("loader: ") + e.what());
    return out;
  }
  const Sim& sim = game->state();
  for (int side = 0; side < sim.players; ++side) {
    const int enemy = 1 - side;
    const std::string team = "team " + std::to_string(side) + "'s";
    const std::string enemyTeam = "team " + std::to_string(enemy) + "'s";
    for (const CellPos& pad : sim.world.pads(side)) {
      const std::vector<int> tank = distances(sim, pad, VehicleType::Tank, side);
      const std::vector<int> jeep = distances(sim, pad, VehicleType::Jeep, side);
      for (const CellPos& site : sim.world.flagSites(enemy)) {
        const std::string what = enemyTeam + " flag site at " + at(site);
        const std::string fromPad = team + " pad at " + at(pad);
        const int t = reach(tank, site);
        if (t == INT_MAX) {
          out.push_back("tank-route: " + what + " has no tank route from " + fromPad);
        } else if (t > kRouteCells) {
          out.push_back("fuel-range: " + what + " is " + std::to_string(t) + " cells from " + fromPad +
                        ", over " + std::to_string(kRouteCells));
        }
        if (reach(jeep, site) == INT_MAX) {
          out.push_back("jeep-route: " + what + " cannot be reached by the jeep from " + fromPad);
        } else if (reach(distances(sim, site, VehicleType::Jeep, side), pad) == INT_MAX) {
          out.push_back("jeep-return: the jeep cannot bring the flag from " + what + " back to " + fromPad);
        }
      }
      int fuel = INT_MAX;
      for (int y = 0; y < kMapCells; ++y) {
        for (int x = 0; x < kMapCells; ++x) {
          const uint32_t w = sim.world.cell(x, y);
          if (fuelDepot(cell::bno(w)) && static_cast<int>(cell::team(w)) == side)
            fuel = std::min(fuel, reach(tank, {x, y}));
        }
      }
      if (fuel > kFuelReachCells) {
        out.push_back("fuel: no fuel depot of " + team.substr(0, team.size() - 2) + " within " +
                      std::to_string(kFuelReachCells) + " cells of its pad at " + at(pad));
      }
    }
  }
  return out;
}

}  // namespace rf::mapgen
