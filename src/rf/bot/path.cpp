// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/path.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <queue>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

constexpr uint32_t kLastWaterTerrain = 0x33;     // water.cpp: every id above is dry
constexpr uint32_t kFirstBoxTerrain = 40;        // the shallow/deep boxes: part of them deep
constexpr uint32_t kLastBoxTerrain = 51;
constexpr uint32_t kRoadFirst = 0x49;            // vehicle_move.cpp's road range
constexpr uint32_t kRoadLast = 0x59;

bool ground(VehicleType t) {
  return t != VehicleType::Heli;
}

bool cannon(VehicleType t) {
  return t == VehicleType::Tank || t == VehicleType::Msv;
}

Pass terrainPass(uint32_t terrain) {
  if (terrain == kTerrainDeep) return Pass::Deep;
  if (terrain >= kFirstBoxTerrain && terrain <= kLastBoxTerrain) return Pass::Deep;  // designed: part deep: avoided
  if (terrain <= kLastWaterTerrain && terrain != 0 && terrain != 3) return Pass::Shallow;
  if (terrain >= kRoadFirst && terrain <= kRoadLast) return Pass::Road;
  return Pass::Open;
}

}  // namespace

Pass cellPass(const Sim& sim, int x, int y, VehicleType type, int side) {
  if (!World::inMap(x, y)) return Pass::Blocked;
  const uint32_t w = sim.world.cell(x, y);
  const uint32_t b = cell::bno(w);
  const uint32_t terrain = cell::terrain(w);
  if (!ground(type)) return Pass::Open;  // the heli flies over everything
  if (b == 0) return terrainPass(terrain);
  if (isBridgeDeck(b)) return Pass::Road;
  const BnoDef& def = bnoDef(sim.data(), b);
  const int team = static_cast<int>(cell::team(w));
  const bool enemy = team != side && team < kTeams;
  switch (def.touch) {
    case BnoTouch::Rock:
    case BnoTouch::Crushable:
      return type == VehicleType::Jeep ? Pass::Blocked : Pass::Open;
    case BnoTouch::Tent:
      return Pass::Open;
    case BnoTouch::DestFlag:
      return Pass::Blocked;
    case BnoTouch::Pickup:
      if (b == bnoId(Bno::GateH) || b == bnoId(Bno::GateV)) return enemy ? Pass::Breakable : Pass::Road;
      return enemy && def.damageable ? Pass::Breakable : Pass::Blocked;
    case BnoTouch::None:
      break;
  }
  if (bnoShape(b).shape.empty()) return terrainPass(terrain);
  if (def.damageable && (enemy || team == 2)) return Pass::Breakable;
  return Pass::Blocked;
}

bool canEnter(Pass p, VehicleType type) {
  switch (p) {
    case Pass::Road:
    case Pass::Open:
      return true;
    case Pass::Shallow:
      return true;
    case Pass::Deep:
      return type == VehicleType::Jeep || type == VehicleType::Heli;
    case Pass::Breakable:
      return cannon(type) || type == VehicleType::Heli;
    case Pass::Blocked:
      return type == VehicleType::Heli;
  }
  return false;
}

bool blocksShot(const Sim& sim, int x, int y) {
  if (!World::inMap(x, y)) return false;
  const uint32_t b = cell::bno(sim.world.cell(x, y));
  if (b == 0 || isBridgeDeck(b)) return false;
  const BnoDef& def = bnoDef(sim.data(), b);
  if (def.touch == BnoTouch::Rock || def.touch == BnoTouch::Tent) return false;
  return !bnoShape(b).shape.empty();
}

std::vector<Cell> findPath(const Sim& sim, Cell from, VehicleType type, int side,
                           const std::function<bool(Cell)>& goal, Cell to, bool through, int limit,
                           const std::vector<int32_t>* extra) {
  constexpr int kN = kMapCells;
  struct Node {
    int32_t f;
    int32_t g;
    int32_t idx;
    bool operator<(const Node& o) const { return f != o.f ? f > o.f : idx > o.idx; }  // a min-heap, ties by index
  };
  std::vector<int32_t> g(kCellCount, INT32_MAX);
  std::vector<int16_t> parent(kCellCount, -1);
  std::vector<uint8_t> passCache(kCellCount, 0xff);
  auto pass = [&](int x, int y) {
    const size_t i = World::cellIndex(x, y);
    if (passCache[i] == 0xff) passCache[i] = static_cast<uint8_t>(cellPass(sim, x, y, type, side));
    return static_cast<Pass>(passCache[i]);
  };
  auto enterable = [&](int x, int y) { return World::inMap(x, y) && canEnter(pass(x, y), type); };
  auto h = [&](int x, int y) {
    const int dx = std::abs(x - to.x), dy = std::abs(y - to.y);
    return 10 * std::max(dx, dy) + 4 * std::min(dx, dy);
  };
  std::vector<int16_t> costCache(kCellCount, -1);  // each cell's cost once (not once an edge)
  auto cellCost = [&](int x, int y) {
    const uint32_t w = sim.world.cell(x, y);
    int c = 14;
    switch (pass(x, y)) {
      case Pass::Road: c = 10; break;
      case Pass::Open: c = 14; break;
      case Pass::Shallow: c = 20; break;
      case Pass::Deep: c = type == VehicleType::Heli ? 10 : 30; break;
      case Pass::Breakable: c = 20 + 30 * static_cast<int>(cell::hp(w) + 1); break;
      case Pass::Blocked: c = type == VehicleType::Heli ? 10 : 1000; break;
    }
    if (extra != nullptr) c += (*extra)[World::cellIndex(x, y)];
    if (type != VehicleType::Heli) {  // designed: keep a cell off obstacles where it can
      for (int d = 0; d < 4; ++d) {
        static constexpr int kDx[4] = {1, -1, 0, 0}, kDy[4] = {0, 0, 1, -1};
        if (!enterable(x + kDx[d], y + kDy[d])) {
          c += 8;
          break;
        }
      }
    }
    return c;
  };
  auto cost = [&](int x, int y) {
    int16_t& c = costCache[World::cellIndex(x, y)];
    if (c < 0) c = static_cast<int16_t>(std::min(cellCost(x, y), 30000));
    return static_cast<int>(c);
  };
  std::priority_queue<Node> open;
  const int start = static_cast<int>(World::cellIndex(from.x, from.y));
  g[static_cast<size_t>(start)] = 0;
  open.push({h(from.x, from.y), 0, start});
  int found = -1;
  int expanded = 0;
  while (!open.empty() && expanded < limit) {
    const Node n = open.top();
    open.pop();
    if (n.g != g[static_cast<size_t>(n.idx)]) continue;
    const int x = n.idx % kN, y = n.idx / kN;
    if (n.idx != start && goal(Cell{x, y})) {
      found = n.idx;
      break;
    }
    ++expanded;
    if (through && n.idx != start && !enterable(x, y)) continue;  // a goal-only cell: no way on
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const int nx = x + dx, ny = y + dy;
        if (!World::inMap(nx, ny)) continue;
        const bool ok = enterable(nx, ny) || (through && goal(Cell{nx, ny}));
        if (!ok) continue;
        if (dx != 0 && dy != 0 && (!enterable(x + dx, y) || !enterable(x, y + dy))) continue;  // no corner cutting
        const int step = cost(nx, ny) * (dx != 0 && dy != 0 ? 14 : 10) / 10;
        const int ng = n.g + step;
        const size_t ni = World::cellIndex(nx, ny);
        if (ng < g[ni]) {
          g[ni] = ng;
          parent[ni] = static_cast<int16_t>(n.idx);
          open.push({ng + h(nx, ny), ng, static_cast<int32_t>(ni)});
        }
      }
    }
  }
  std::vector<Cell> out;
  if (found < 0) return out;
  for (int i = found; i != start; i = parent[static_cast<size_t>(i)]) out.push_back(Cell{i % kN, i / kN});
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace rf::bot
