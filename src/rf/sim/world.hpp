// SPDX-License-Identifier: GPL-3.0-or-later
// The cell world of a Return Fire level (rf-simulation.md §3, rf-maps.md "Tile byte ->
// cell"): the 128 x 128 cell words, the home pads and flag sites of both teams, the real
// flag site of each team, the per-cell jitter table and the level options, as
// LoadLevelMap 0x4322f0 builds them from an RFM map. Owned by the game state; no globals.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "core/fields.hpp"
#include "core/rand.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/level_options.hpp"
#include "rf/data/rfm.hpp"
#include "rf/sim/world_state.hpp"

namespace rf {

// FUN_0041f190: the jitter table from the tile sum, with the quirk of its rand save/restore
// (saved = rand(); srand(sum); ...; srand(saved)): afterwards the generator's state is the
// value that rand() returned, not the state it had.
JitterTable makeJitterTable(uint32_t tileSum, core::MsvcRand& rand);

// FUN_0042bbe0 scaled to 0..count-1 as FUN_0042fdd0 does: three rand() calls.
int pickFlagSiteIndex(core::MsvcRand& rand, int count);

// The bridge fill of LoadLevelMap: from every cell with terrain 0x54 walk east to the
// first 0x55 and put BNO 74 BRIGE_H in every cell between, with the 0x54 cell's team bits
// (SetCellStaticObject, so the hit points are set); then the same from 0x56 south to 0x57
// with BNO 75 BRIGE_V. A walk without an end abutment lays decks up to the map edge.
void fillBridgeDecks(World& world, const DataTables& data = designedTables());

// LoadLevelMap 0x4322f0 (cell build part): the world of a parsed map. `fileName` names the
// map in errors and supplies the [A#H#J#T#M#] tokens; `rand` is the game's CRT generator
// (the jitter table and the flag pick use it); playersArg < 0 takes the player count from
// the header. Throws LoadError for a map that cannot be played (no pad / no flag site, bad
// size or player count), and then `rand` is left unchanged. Radar markers (the 3x3 pad
// marks 0xCF / 0x6C, FUN_00422930 pixels) are a view concern and are not drawn here.
// `data`: the table set (the tile table, the BNO table) of the game.
World buildWorld(const RfmFile& map, const std::string& fileName, core::MsvcRand& rand, int playersArg = -1,
                 const DataTables& data = designedTables());

}  // namespace rf
