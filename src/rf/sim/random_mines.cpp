// SPDX-License-Identifier: GPL-3.0-or-later
// Random mines FUN_0041c9b0.
#include "rf/sim/random_mines.hpp"

#include <cstdlib>
#include <vector>

#include "rf/sim/cell.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

constexpr uint32_t kTerrainGrass = 0;
constexpr uint32_t kTerrain3 = 3;

uint32_t terrainAt(const Sim& sim, int x, int y) {
  return cell::terrain(sim.world.cell(x, y));
}

bool nextToRoad(const Sim& sim, int x, int y) {
  static constexpr int kSteps[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};  // N, S, W, E
  for (const auto& d : kSteps) {
    const int nx = x + d[0];
    const int ny = y + d[1];
    if (!World::inMap(nx, ny)) continue;
    const uint32_t t = terrainAt(sim, nx, ny);
    if (t >= kMineNextToRoadFirst && t <= kMineNextToRoadLast) return true;
  }
  return false;
}

// The sites of a pass in row-major order.
std::vector<int32_t> sitesOf(const Sim& sim, bool firstPass) {
  std::vector<int32_t> out;
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) {
      if (randomMineSite(sim, x, y, firstPass)) out.push_back(static_cast<int32_t>(World::cellIndex(x, y)));
    }
  }
  return out;
}

// One mine of a pass: r = RandRange(left), the r-th unused site, then the position.
// quirk: the walk decrements r at every unused site and takes the site where it drops to
// 0 or below, so r = 0 and r = 1 both take the first unused site (and the last one is
// never drawn while another is left).
// Returns false when the pool is full.
bool layOne(Sim& sim, const std::vector<int32_t>& sites, std::vector<bool>& used, uint32_t left) {
  int32_t r = static_cast<int32_t>(sim.rand.range(left));
  for (size_t i = 0; i < sites.size(); ++i) {
    if (used[i]) continue;
    if (--r > 0) continue;
    used[i] = true;
    const int32_t c = sites[i];
    const int32_t py = (c / kMapCells) * 32 + kMineEdgePx + static_cast<int32_t>(sim.rand.range(kMineSpread));
    const int32_t px = (c % kMapCells) * 32 + kMineEdgePx + static_cast<int32_t>(sim.rand.range(kMineSpread));
    return spawnMine(sim, kRandomMineTeam, core::px(px), core::px(py)) != kNoObj;
  }
  return false;
}

}  // namespace

bool randomMineSite(const Sim& sim, int x, int y, bool firstPass) {
  const uint32_t w = sim.world.cell(x, y);
  if (cell::bno(w) != 0) return false;
  const auto& pads = sim.world.pads(0);
  // designed: a team with several pads: the first one (the lift's).
  if (!pads.empty() && std::abs(x - pads.front().x) < kMinePadMargin && std::abs(y - pads.front().y) < kMinePadMargin)
    return false;
  const uint32_t t = cell::terrain(w);
  if ((t & kMineSiteTerrainBit) != 0 || t > kMineSiteMaxTerrain) return false;
  const bool road = t >= kMineSiteRoadFirst && t <= kMineSiteRoadLast;
  if (!road && t != kTerrainGrass && t != kTerrain3 && t < kMineSiteLandFirst) return false;
  return !firstPass || nextToRoad(sim, x, y);
}

// FUN_0041c9b0
int placeRandomMines(Sim& sim, int count) {
  if (count <= 0) return 0;
  int laid = 0;
  int remainder = count;
  {
    const std::vector<int32_t> sites = sitesOf(sim, true);
    std::vector<bool> used(sites.size(), false);
    for (uint32_t left = static_cast<uint32_t>(sites.size()); remainder > 0 && left > 0; --left, --remainder) {
      laid += layOne(sim, sites, used, left) ? 1 : 0;
    }
  }
  const std::vector<int32_t> sites = sitesOf(sim, false);
  std::vector<bool> used(sites.size(), false);
  uint32_t left = static_cast<uint32_t>(sites.size());
  // quirk: the count is decremented before its exit test: remainder - 1 mines.
  while (--remainder > 0 && left > 0) {
    laid += layOne(sim, sites, used, left) ? 1 : 0;
    --left;
  }
  return laid;
}

}  // namespace rf
