// SPDX-License-Identifier: GPL-3.0-or-later
// The map edits' state (Face, the change areas MapEdits); functions in mapedit.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "gta/data/cmp.hpp"

namespace gta {

inline constexpr int kFatalMapChangeOverflow = -0x15;
inline constexpr size_t kMapChangeAreaBytes = 0x2000;
inline constexpr size_t kMapColumnAreaShorts = kMapChangeAreaBytes / 2;                   // 4096
inline constexpr size_t kMapBlockAreaBlocks = kMapChangeAreaBytes / kCmpBlockRecordSize;  // 1024

// The faces of a block record (Map_SetBlockFace's argument; designed numbering).
enum class Face : uint8_t { Left = 0, Right = 1, Top = 2, Bottom = 3, Lid = 4 };

// One 8-byte block record in the block change area: the CMP's own record.
using MapEditBlock = CmpBlock;
static_assert(sizeof(MapEditBlock) == kCmpBlockRecordSize);

// A base table entry repointed into the column change area.
struct MapEditColumn {
  uint32_t cell = 0;    // y * 256 + x
  uint32_t offset = 0;  // in shorts into the column area: {height, 6 - height block numbers}

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MapEditColumn, cell), CORE_FIELD(MapEditColumn, offset)};
  }
  friend bool operator==(const MapEditColumn& lhs, const MapEditColumn& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<MapEditColumn>());

struct MapEdits {
  std::vector<uint16_t> columnArea;      // used part of the column change area
  std::vector<MapEditBlock> blockArea;   // used part of the block change area
  std::vector<MapEditColumn> repointed;  // sorted by cell
  // Block numbers from here on are the block area's (the CMP's block count).
  uint32_t firstEditBlock = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MapEdits, columnArea), CORE_FIELD(MapEdits, blockArea),
                      CORE_FIELD(MapEdits, repointed), CORE_FIELD(MapEdits, firstEditBlock)};
  }
  friend bool operator==(const MapEdits& lhs, const MapEdits& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<MapEdits>());

}  // namespace gta
