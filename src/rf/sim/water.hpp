// SPDX-License-Identifier: GPL-3.0-or-later
// GetObjWaterState 0x4185e0 (rf-simulation.md §4 "Water"): whether an object stands in
// shallow (1) or deep (2) water or on dry ground (0), from its cell's terrain and BNO and,
// on shore and shallow-box tiles, from its shape against the designed shore polygons and
// boxes of rf/data/terrain.hpp (the same ones the map renders use).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/shape.hpp"

namespace rf {

class World;

inline constexpr int kWaterDry = 0;
inline constexpr int kWaterShallow = 1;
inline constexpr int kWaterDeep = 2;

// GetObjWaterState 0x4185e0 for an object whose cell word is `cellWord` and whose cell has
// the top-left corner (cellX * 32, cellY * 32) px:
//   z > 1 px -> 0; terrain > 0x33 or a bridge deck BNO -> 0; 1 -> 1; 2 -> 2; 3 -> 0;
//   4..23 -> the object's first shape part overlaps the shore polygon (table 0x443558,
//   invert flag: the polygon is the land) -> 1 or 0; 24..39 -> 1;
//   40..51 -> the object's position inside the shallow box (table 0x443618) -> 1, else 2.
// designed: touching the shore polygon counts as overlapping; an object without shape
// parts is tested as the point at its position; the box test uses the whole pixel the
// position lies in (as pixelWaterDepth does).
int waterStateForCell(uint32_t cellWord, int cellX, int cellY, Shape shape, const ShapePose& pose);

// The same for the cell under the object's position in `world`. designed: a position off
// the map reads as deep water (terrain 2, the fill outside the map).
int objWaterState(const World& world, Shape shape, const ShapePose& pose);

}  // namespace rf
