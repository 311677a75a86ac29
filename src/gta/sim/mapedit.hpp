// SPDX-License-Identifier: GPL-3.0-or-later
// The map edits (gta-objects.md "Map edits", Map_Set* 0x437b50-0x438020): the loaded map is
// shared, constant data; an edit first copies the block's column (7 - h shorts) into the
// column change area (0x2000 bytes) and the block (8 bytes) into the block change area
// (0x2000 bytes), repoints the column entry and the base table, then changes the copy;
// later edits of the same block change the copy in place. Overflow is fatal (-0x15, "Map
// change overflow"). The two areas and the repointed base entries are the hashed overlay
// (MapEdits in the game state); the cached types the queries read (MapBlocks) are a private
// copy-on-write copy of the shared cache, rebuilt from nothing but the overlay.
// Also Map_IsFaceSolid 0x438650 and Map_IsCovered 0x438800.
//
// The state types are in mapedit_state.hpp; this header holds the functions.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "gta/data/cmp.hpp"
#include "gta/sim/mapedit_state.hpp"

namespace gta {

struct GameState;

// The face byte of a block record.
uint8_t& blockFace(MapEditBlock& b, Face f);
uint8_t blockFace(const MapEditBlock& b, Face f);

// The block record at block (x, y) layer z as the game sees it (edits first); false in the
// air above the column, outside the map or without a map.
bool mapBlockRecord(const GameState& s, int x, int y, int z, MapEditBlock& out);

// Map_SetBlockType (in 0x437b50-0x438020): the whole type_map; updates the type cache.
// designed: an edit of an air layer (above the column's height: no block to copy) or
// outside the map does nothing (the original would write past the column's copy).
void mapSetBlockType(GameState& s, int x, int y, int z, uint16_t typeMap);
// Map_SetBlockKind: the block type bits 4-6. quirk: on a block's first edit the new bits
// are ORed into the old ones (the source block is read after the copy was cleared); later
// edits replace them. Updates the type cache.
void mapSetBlockKind(GameState& s, int x, int y, int z, BlockType kind);
// Map_OrBlockFlags: type_map |= flags; updates the type cache.
void mapOrBlockFlags(GameState& s, int x, int y, int z, uint16_t flags);
// Map_SetBlockFace: one face's tile; the type cache is left as it was.
void mapSetBlockFace(GameState& s, int x, int y, int z, Face face, uint8_t tile);

// Map_IsFaceSolid 0x438650. designed reading (the spec gives the name and that rockets
// test a side face with it): the block is there and the face has a tile.
bool mapIsFaceSolid(const GameState& s, int x, int y, int z, Face face);
// Map_IsCovered 0x438800 (map_covered). designed reading: a layer above z at (x, y) holds
// a block that isn't air or has a lid. Port deviation: false outside the map (unchecked in
// the original).
bool mapIsCovered(const GameState& s, int x, int y, int z);

}  // namespace gta
