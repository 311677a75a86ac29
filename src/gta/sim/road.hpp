// SPDX-License-Identifier: GPL-3.0-or-later
// Our road follower (not the original's: Sentinel_DriveCar and its route search are not in
// the notes; docs/gta-fire-engines.md describes this one). A route is a breadth-first
// search over the road blocks of one layer, moving only the ways the block's traffic bits
// allow (a block without bits allows every way), then, when that finds nothing, over every
// road neighbour (an emergency vehicle drives against the traffic). gta/sim/drive.hpp
// drives a car along it.
//
// The state types are in road_state.hpp; this header holds the functions.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/cmp.hpp"
#include "gta/sim/road_state.hpp"

namespace gta {

class MapBlocks;
struct GameState;

bool isRoadBlock(const MapBlocks& map, int x, int y, int z);
// Map_FindNearestRoad (designed reading): the road block of layer z within `reach` blocks
// (Chebyshev) of (x, y): ring by ring outward, the first in row order. False: none.
bool mapFindNearestRoad(const MapBlocks& map, int x, int y, int z, int reach, RouteBlock& out);
// The route from `from` to `to` (both road blocks of one layer): the blocks after `from`,
// `to` last; empty when there is none (or from == to).
std::vector<RouteBlock> roadRoute(const MapBlocks& map, RouteBlock from, RouteBlock to);
// The centre of a block, 16.16 pixels.
inline core::Fixed blockCentre(int b) {
  return b * 0x400000 + 0x200000;
}

}  // namespace gta
