// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's buildings (rf_original_building.hpp).
#include "view/rf_original_building.hpp"

#include "rf/sim/cell.hpp"

namespace view {
namespace {

// CellJitterEntry 0x417820
const rf::Jitter& cellJitter(const rf::World& world, int cx, int cy) {
  const uint32_t idx = static_cast<uint32_t>(cy * rf::kMapCells + cx);
  return world.jitter()[(idx & 15u) + (idx & 0x1e0u) / 2];
}

uint32_t bnoAt(const rf::World& world, int cx, int cy) {
  if (cx < 0 || cy < 0 || cx >= rf::kMapCells || cy >= rf::kMapCells) return 0;
  return rf::cell::bno(world.cell(cx, cy));
}

}  // namespace

// Model_DrawBuilding 0x41f550
std::optional<std::array<uint32_t, 5>> rfOrigBuildingCels(const rf::World& world, int cx, int cy,
                                                          const rf::OrigPart& part) {
  if (part.drawFn != kOrigDrawBuilding) return std::nullopt;
  const std::array<uint32_t, 6>& t = part.shape == kOrigBldgShape ? kOrigBldgWallSprites : kOrigFactWallSprites;
  const uint32_t r = cellJitter(world, cx, cy).b3;
  const uint32_t door = (part.flags >> 16) & 0xffu;
  constexpr std::array<std::array<int, 2>, 4> kNeighbour{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};  // N, W, E, S
  std::array<uint32_t, 5> out{};
  for (uint32_t k = 0; k < 4; ++k) {
    uint32_t cel = 0;
    if (bnoAt(world, cx + kNeighbour[k][0], cy + kNeighbour[k][1]) == kOrigRubbleBno) {
      cel = t[1];
    } else if (door == k) {
      cel = (r & 0x18u) == 0x18u ? t[3] : t[2];
    } else {
      cel = ((r & 0x60u) >> 5) == k ? t[5] : t[4];
    }
    out[k] = cel + (k == 1 ? 2u : 0u);  // the west face's own cels
  }
  out[4] = static_cast<uint32_t>(static_cast<int32_t>(t[0]) + kOrigRoofSteps[r & 7u]);
  return out;
}

}  // namespace view
