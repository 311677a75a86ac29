// SPDX-License-Identifier: GPL-3.0-or-later
// The city's cached blocks (MapBlocks) and the block sizes; queries in mapq.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "gta/data/cmp.hpp"

namespace gta {

inline constexpr core::Fixed kBlockSize = 0x400000;
inline constexpr core::Fixed kHalfBlock = 0x200000;
inline constexpr core::Fixed kLayerFloor = 0x3f0000;  // a layer's bottom face, from its top
inline constexpr int kGroundMaxStartLayer = 4;        // layers past 4 count as 4

class MapBlocks {
 public:
  MapBlocks() = default;  // every block air
  explicit MapBlocks(const CmpFile& cmp);
  // type_map and lid of the block at block (bx, by), layer bz (0 outside the map / in air).
  uint16_t typeMap(int bx, int by, int bz) const;
  uint8_t lid(int bx, int by, int bz) const;
  // Sets one block (tests, map edits).
  void set(int bx, int by, int bz, uint16_t typeMap, uint8_t lid);

 private:
  static size_t index(int bx, int by, int bz);
  std::vector<uint16_t> typeMap_ = std::vector<uint16_t>(size_t{256} * 256 * kCmpLayers);
  std::vector<uint8_t> lid_ = std::vector<uint8_t>(size_t{256} * 256 * kCmpLayers);
};

}  // namespace gta
