// SPDX-License-Identifier: GPL-3.0-or-later
// The tile byte table 0x452858 (rf-maps.md "Tile byte table"): what each RFM tile byte
// puts into its cell. 240 entries; LoadLevelMap turns bytes >= 0xF0 into 0 first.
#pragma once

#include <array>
#include <cstdint>

namespace rf {

// Handler index into 0x452c18, called as handler(cell, team, x_fixed, y_fixed).
enum class TileHandler : uint8_t {
  None = 0,
  HomePad = 1,   // 0x431FB0: a vehicle launch pad of `team` (at most 4 per team)
  FlagSite = 2,  // 0x431F60: a flag site of `team` (at most 254 per team)
};

struct TileEntry {
  uint8_t terrain;  // 0xFF = unused slot: the cell becomes terrain 0 and nothing else
  uint8_t object;   // BNO id placed by SetCellStaticObject 0x417850, 0 = none
  uint8_t team;     // 0, 1 or 2 (neutral); read only with an object or a handler
  TileHandler handler;
  friend bool operator==(const TileEntry&, const TileEntry&) = default;
};

inline constexpr int kTileTableSize = 240;
inline constexpr uint8_t kUnusedTerrain = 0xFF;
inline constexpr uint8_t kFirstInvalidTileByte = 0xF0;  // b >= 0xF0 is read as 0

// TILE_TABLE 0x452858
extern const std::array<TileEntry, kTileTableSize> kTileTable;

// The entry LoadLevelMap uses for a raw tile byte (0xF0..0xFF read as byte 0), from the
// designed tables (a game reads its own set: data_tables.hpp).
const TileEntry& tileEntry(uint8_t tileByte);

}  // namespace rf
