// SPDX-License-Identifier: GPL-3.0-or-later
// The block animations' state (records, animated tiles); functions in blockanim.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"

namespace gta {

inline constexpr int kBlockAnims = 64;
inline constexpr int kBlockAnimFrames = 10;
inline constexpr int32_t kTileKindAux = 2;  // the aux tiles

struct BlockAnimFrame {
  int32_t kind = 0;
  int32_t tile = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(BlockAnimFrame, kind), CORE_FIELD(BlockAnimFrame, tile)};
  }
  friend bool operator==(const BlockAnimFrame& lhs, const BlockAnimFrame& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<BlockAnimFrame>());

struct BlockAnim {
  int32_t which = 0;                                      // +0x00 1 lid, 0 side (-1: free, designed)
  int32_t tile = 0;                                       // +0x04 the fresh tile number the face shows
  int32_t active = 0;                                     // +0x08
  int32_t tick = 0;                                       // +0x0c
  int32_t speed = 0;                                      // +0x10 frames a step
  int32_t index = 0;                                      // +0x14 the next frame
  int32_t eventType = 0;                                  // +0x18 (2 / 3: door closed / opened)
  int32_t eventArg = 0;                                   // +0x1c
  int32_t n = 0;                                          // +0x20 frames in the list
  std::array<BlockAnimFrame, kBlockAnimFrames> frames{};  // +0x24

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(BlockAnim, which),     CORE_FIELD(BlockAnim, tile),
                      CORE_FIELD(BlockAnim, active),    CORE_FIELD(BlockAnim, tick),
                      CORE_FIELD(BlockAnim, speed),     CORE_FIELD(BlockAnim, index),
                      CORE_FIELD(BlockAnim, eventType), CORE_FIELD(BlockAnim, eventArg),
                      CORE_FIELD(BlockAnim, n),         CORE_FIELD(BlockAnim, frames)};
  }
  friend bool operator==(const BlockAnim& lhs, const BlockAnim& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<BlockAnim>() && sizeof(BlockAnim) == 0x74);

// What an allocated tile shows (Style_SetTileFrame).
struct TileFrame {
  int32_t which = 0;  // 1 lid, 0 side
  int32_t tile = 0;
  int32_t kind = 0;  // what it shows: 0 a plain tile, 2 an aux tile
  int32_t shows = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TileFrame, which), CORE_FIELD(TileFrame, tile), CORE_FIELD(TileFrame, kind),
                      CORE_FIELD(TileFrame, shows)};
  }
  friend bool operator==(const TileFrame& lhs, const TileFrame& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<TileFrame>());

struct BlockAnims {
  std::array<BlockAnim, kBlockAnims> anims{};
  // The style's tile counts (Style_AllocSide / Style_AllocLid grow them). designed: the
  // style file is not read; they start past the CMP's largest side / lid tile.
  int32_t sideTiles = 0;
  int32_t lidTiles = 0;
  std::vector<TileFrame> tileFrames;  // the allocated tiles, in allocation order

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(BlockAnims, anims), CORE_FIELD(BlockAnims, sideTiles),
                      CORE_FIELD(BlockAnims, lidTiles), CORE_FIELD(BlockAnims, tileFrames)};
  }
  friend bool operator==(const BlockAnims& lhs, const BlockAnims& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<BlockAnims>());

}  // namespace gta
