// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/mapq.hpp"

#include <algorithm>

namespace gta {

namespace {
constexpr int kMap = kCmpMapSize;

int blockOf(core::Fixed v) {
  return v >> 22;
}  // arithmetic: negative stays outside
core::Fixed inBlock(core::Fixed v) {
  return v & (kBlockSize - 1);
}
// Layer of z; designed: a z above the map (negative) counts as layer 0.
int startLayer(core::Fixed z) {
  return std::clamp(z >> 22, 0, kGroundMaxStartLayer);
}
}  // namespace

MapBlocks::MapBlocks(const CmpFile& cmp) {
  for (int y = 0; y < kMap; ++y) {
    for (int x = 0; x < kMap; ++x) {
      const CmpColumn c = cmp.column(x, y);
      const size_t at = index(x, y, 0);
      for (int z = c.height; z < kCmpLayers; ++z) {
        const uint16_t n = c.blocks[size_t(z - c.height)];
        if (n >= cmp.blocks.size()) continue;
        typeMap_[at + size_t(z)] = cmp.blocks[n].typeMap;
        lid_[at + size_t(z)] = cmp.blocks[n].lid;
      }
    }
  }
}

size_t MapBlocks::index(int bx, int by, int bz) {
  return (size_t(by) * kMap + size_t(bx)) * kCmpLayers + size_t(bz);  // a column's layers together
}

uint16_t MapBlocks::typeMap(int bx, int by, int bz) const {
  if (bx < 0 || by < 0 || bz < 0 || bx >= kMap || by >= kMap || bz >= kCmpLayers) return 0;
  return typeMap_[index(bx, by, bz)];
}

uint8_t MapBlocks::lid(int bx, int by, int bz) const {
  if (bx < 0 || by < 0 || bz < 0 || bx >= kMap || by >= kMap || bz >= kCmpLayers) return 0;
  return lid_[index(bx, by, bz)];
}

void MapBlocks::set(int bx, int by, int bz, uint16_t typeMap, uint8_t lid) {
  if (bx < 0 || by < 0 || bz < 0 || bx >= kMap || by >= kMap || bz >= kCmpLayers) return;
  typeMap_[index(bx, by, bz)] = typeMap;
  lid_[index(bx, by, bz)] = lid;
}

// designed: the slope shapes (the spec gives the families; the public CMP documents name
// each type "up / down / left / right, low .. high"). A family of n-block slopes has four
// directions of n pieces: two-block 1-8 (up 1-2, down 3-4, left 5-6, right 7-8),
// eight-block 9-40 (up 9-16, down 17-24, left 25-32, right 33-40), one-block 41-44 (up,
// down, left, right). "Up" rises toward the top of the map (-y), "down" toward +y, "left"
// toward -x, "right" toward +x. Piece k (0 = low) of n covers the k-th n-th of the rise:
// along the climbing coordinate c (0 .. 0x3fffff inside the block) the position on the
// whole ramp is k * 0x400000 + c, and the floor rises linearly from the bottom face
// (0x3f0000) at the ramp's foot to the layer's top (0) at its crest.
core::Fixed slopeFloor(int slope, core::Fixed fx, core::Fixed fy) {
  int first = 0;
  int pieces = 0;
  if (isTwoBlockSlope(slope)) {
    first = 1;
    pieces = 2;
  } else if (isEightBlockSlope(slope)) {
    first = 9;
    pieces = 8;
  } else if (isOneBlockSlope(slope)) {
    first = 0x29;
    pieces = 1;
  } else {
    return kLayerFloor;  // flat (0 and the unused 45..63)
  }
  const int dir = (slope - first) / pieces;
  const int piece = (slope - first) % pieces;
  const core::Fixed top = kBlockSize - 1;
  core::Fixed c = 0;
  switch (dir) {
    case 0:
      c = top - fy;
      break;  // up
    case 1:
      c = fy;
      break;  // down
    case 2:
      c = top - fx;
      break;  // left
    default:
      c = fx;
      break;  // right
  }
  const int64_t pos = int64_t{piece} * kBlockSize + c;
  const int64_t span = int64_t{pieces} * kBlockSize - 1;
  const int64_t rise = int64_t{kLayerFloor} * pos / span;
  return static_cast<core::Fixed>(kLayerFloor - rise);
}

// Map_GetGroundZ 0x4544e0
core::Fixed mapGetGroundZ(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z) {
  const int bx = blockOf(x);
  const int by = blockOf(y);
  for (int layer = startLayer(z); layer < kCmpLayers; ++layer) {
    const uint16_t tm = map.typeMap(bx, by, layer);
    if (((tm >> 4) & 7) == 0) continue;  // air
    const int slope = (tm >> 8) & 0x3f;
    return layer * kBlockSize + slopeFloor(slope, inBlock(x), inBlock(y));
  }
  return (kCmpLayers - 1) * kBlockSize + kLayerFloor;
}

// Map_GetLidBelow 0x4387b0 (designed reading, see mapq.hpp)
int mapGetLidBelow(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z, uint8_t* lid) {
  const int bx = blockOf(x);
  const int by = blockOf(y);
  for (int layer = std::max(z >> 22, 0); layer < kCmpLayers; ++layer) {
    const uint8_t l = map.lid(bx, by, layer);
    if (l != 0) {
      if (lid != nullptr) *lid = l;
      return layer;
    }
  }
  if (lid != nullptr) *lid = 0;
  return -1;
}

// Map_TestBlockAttr 0x44b310 (designed reading, see mapq.hpp)
uint16_t mapTestBlockAttr(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z, uint16_t mask) {
  return static_cast<uint16_t>(map.typeMap(blockOf(x), blockOf(y), z >> 22) & mask);
}

}  // namespace gta
