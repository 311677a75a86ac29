// SPDX-License-Identifier: GPL-3.0-or-later
// The collision grid 0x434180-0x437000 (gta-game-core.md "The collision grid"): 128 x 128
// cells of 2 x 2 blocks (coord >> 23), each a singly linked list of 16-byte nodes taken
// from a fixed pool per kind (one node per entity slot). Links are node indices.
//
// The state types are in coll_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/coll_state.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

class MapBlocks;

// Kinds 1, 3, 6, 8 and 10 count in the cell counter 0x537908.
bool collKindCounted(int kind);

// Coll_BuildBox 0x434300: the four corners of a box centred on (x, y) facing `angle`
// (0x400 per turn) with half sizes hw (across) and hh (along): centre
// ± hh (sin a, cos a) ± hw (sin a', cos a'), a' = a + 0x100, and the ground z under each
// (Map_GetGroundZ at z - half a block, minus 1). Corner order: (+hh, +hw), (+hh, -hw),
// (-hh, -hw), (-hh, +hw) (designed: the order is not in the spec).
CollBox collBuildBox(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z, int angle,
                     core::Fixed hw, core::Fixed hh);

}  // namespace gta
