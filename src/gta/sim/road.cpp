// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/road.hpp"

#include <algorithm>
#include <array>

#include "gta/sim/mapq.hpp"

namespace gta {

bool isRoadBlock(const MapBlocks& map, int x, int y, int z) {
  return ((map.typeMap(x, y, z) >> 4) & 7) == static_cast<int>(BlockType::Road);
}

bool mapFindNearestRoad(const MapBlocks& map, int x, int y, int z, int reach, RouteBlock& out) {
  for (int r = 0; r <= reach; ++r) {
    for (int yy = y - r; yy <= y + r; ++yy) {
      for (int xx = x - r; xx <= x + r; ++xx) {
        if (std::max(xx > x ? xx - x : x - xx, yy > y ? yy - y : y - yy) != r) continue;
        if (xx < 0 || yy < 0 || xx >= kCmpMapSize || yy >= kCmpMapSize) continue;
        if (!isRoadBlock(map, xx, yy, z)) continue;
        out = {uint8_t(xx), uint8_t(yy), uint8_t(z)};
        return true;
      }
    }
  }
  return false;
}

namespace {

// up (-y), down (+y), left (-x), right (+x): the traffic bits 0-3
constexpr std::array<int, 4> kDx = {0, 0, -1, 1};
constexpr std::array<int, 4> kDy = {-1, 1, 0, 0};

std::vector<RouteBlock> search(const MapBlocks& map, RouteBlock from, RouteBlock to, bool obeyTraffic) {
  constexpr int kN = kCmpMapSize * kCmpMapSize;
  std::vector<int32_t> prev(kN, -2);  // -2 unseen, -1 the start
  std::vector<int32_t> queue;
  queue.reserve(1024);
  const int start = from.y * kCmpMapSize + from.x;
  const int goal = to.y * kCmpMapSize + to.x;
  prev[size_t(start)] = -1;
  queue.push_back(start);
  for (size_t head = 0; head < queue.size(); ++head) {
    const int c = queue[head];
    if (c == goal) break;
    const int cx = c % kCmpMapSize, cy = c / kCmpMapSize;
    const int bits = map.typeMap(cx, cy, from.z) & 0xf;
    for (int d = 0; d < 4; ++d) {
      if (obeyTraffic && bits != 0 && (bits & (1 << d)) == 0) continue;
      const int nx = cx + kDx[size_t(d)], ny = cy + kDy[size_t(d)];
      if (nx < 0 || ny < 0 || nx >= kCmpMapSize || ny >= kCmpMapSize) continue;
      const int n = ny * kCmpMapSize + nx;
      if (prev[size_t(n)] != -2 || !isRoadBlock(map, nx, ny, from.z)) continue;
      prev[size_t(n)] = c;
      queue.push_back(n);
    }
  }
  std::vector<RouteBlock> out;
  if (prev[size_t(goal)] == -2) return out;
  for (int c = goal; c != start; c = prev[size_t(c)]) {
    out.push_back({uint8_t(c % kCmpMapSize), uint8_t(c / kCmpMapSize), from.z});
  }
  return {out.rbegin(), out.rend()};
}

}  // namespace

std::vector<RouteBlock> roadRoute(const MapBlocks& map, RouteBlock from, RouteBlock to) {
  if (from == to || from.z != to.z) return {};
  std::vector<RouteBlock> r = search(map, from, to, true);
  if (r.empty()) r = search(map, from, to, false);
  return r;
}

}  // namespace gta
