// SPDX-License-Identifier: GPL-3.0-or-later
// Map queries (gta-game-core.md "Map_GetGroundZ", mapq.c): the ground height under a
// position and the block attribute tests. MapBlocks caches the CMP's type_map of every
// (x, y, z) ("the cached type" the spec mentions), so a query is a few array reads.
// Coordinates are 16.16 pixels: a block is 64 px = 0x400000, x / y >> 22 is the block,
// z >> 22 the layer (z = 0 is the top layer, z grows downward to 5).
//
// The state types are in mapq_state.hpp; this header holds the functions.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "gta/data/cmp.hpp"
#include "gta/sim/mapq_state.hpp"

namespace gta {

// The slope families of type_map bits 8-13.
inline bool isTwoBlockSlope(int s) {
  return s >= 1 && s <= 8;
}
inline bool isEightBlockSlope(int s) {
  return s >= 9 && s <= 0x28;
}
inline bool isOneBlockSlope(int s) {
  return s >= 0x29 && s <= 0x2c;
}

// The height of a block's floor under (fx, fy), the position inside the block
// (0 .. 0x3fffff), measured down from the top of the layer: 0x3f0000 (the bottom face)
// for flat ground and slope 0. designed: see mapq.cpp for the slope shapes.
core::Fixed slopeFloor(int slope, core::Fixed fx, core::Fixed fy);

// Map_GetGroundZ 0x4544e0: from layer z >> 22 (layers past 4 count as 4) downward, the
// first layer whose type isn't air; returns layer * 0x400000 + slopeFloor. designed: a
// column of air all the way down returns the bottom face of layer 5 (0x17f0000).
core::Fixed mapGetGroundZ(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z);

// Map_GetLidBelow 0x4387b0. designed reading (the spec gives only the name): from layer
// z >> 22 downward, the first block with a lid tile; returns its layer (-1: none) and the
// lid tile in *lid.
int mapGetLidBelow(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z, uint8_t* lid);

// Map_TestBlockAttr 0x44b310. designed reading (the spec gives only the name): the
// type_map bits `mask` of the block under (x, y, z) (0 outside the map).
uint16_t mapTestBlockAttr(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z, uint16_t mask);

}  // namespace gta
