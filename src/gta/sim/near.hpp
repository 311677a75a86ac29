// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers the object, explosion and fire code share: a 3 x 3 grid query copied out
// of the locked result list (so a caller may query again while walking it) and the pixel
// distance. designed: distances are Euclidean on whole pixels (floor of the square root).
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "gta/sim/coll_state.hpp"

namespace gta {

inline constexpr uint32_t kMaskPed = 1u << static_cast<int>(CollKind::Ped);
inline constexpr uint32_t kMaskCar = 1u << static_cast<int>(CollKind::Car);
inline constexpr uint32_t kMaskObj = 1u << static_cast<int>(CollKind::Object);

struct NearHits {
  std::array<CollHit, kCollMaxResults> hits{};
  int count = 0;
  const CollHit* begin() const { return hits.data(); }
  const CollHit* end() const { return hits.data() + count; }
};

inline NearHits nearHits(CollGrid& grid, core::Fixed x, core::Fixed y, uint32_t mask) {
  NearHits out;
  for (const CollHit& h : grid.query3x3(x, y, mask)) out.hits[size_t(out.count++)] = h;
  grid.unlock();
  return out;
}

// Whole pixels between two 16.16 points.
inline int pxDistance(core::Fixed x0, core::Fixed y0, core::Fixed x1, core::Fixed y1) {
  const int64_t dx = (int64_t{x1} - x0) >> 16;
  const int64_t dy = (int64_t{y1} - y0) >> 16;
  return static_cast<int>(core::ISqrt64(static_cast<uint64_t>(dx * dx + dy * dy)));
}

// Inside the 256 x 256 blocks (where the grid has cells).
inline bool inWorld(core::Fixed x, core::Fixed y) {
  return x >= 0 && y >= 0 && (x >> 22) < 256 && (y >> 22) < 256;
}

}  // namespace gta
