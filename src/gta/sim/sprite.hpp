// SPDX-License-Identifier: GPL-3.0-or-later
// The sprite record every entity embeds (Sprite, 0x5c bytes in the original's
// src/render/sprite.h). An offset in a comment is the original's: the spec names only the
// two words the collision grid writes (+0x20 / +0x24); unk_NN are the original's bytes at
// NN whose use is unknown. designed: the named fields without an offset are ours (their
// original offsets are not in the notes); they fill the first 0x18 bytes so that the
// record keeps its size.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"

namespace gta {

struct Sprite {
  core::Fixed x = 0;  // position, 16.16 pixels
  core::Fixed y = 0;
  core::Fixed z = 0;  // grows downward, 0x400000 per layer
  int16_t angle = 0;  // 0..0x3ff (0x400 per turn)
  int16_t frame = 0;  // sprite number
  int16_t palette = 0;
  uint8_t remap = 0;
  uint8_t unk_13 = 0;                  // +0x13
  int32_t depthKey = 0;                // the draw order key
  std::array<uint8_t, 8> unk_18{};     // +0x18
  core::Fixed collX = 0;               // +0x20 the position Coll_Insert recorded
  core::Fixed collY = 0;               // +0x24
  std::array<uint8_t, 0x34> unk_28{};  // +0x28 .. +0x5c

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Sprite, x, core::kFieldFixed),
                      CORE_FIELD(Sprite, y, core::kFieldFixed),
                      CORE_FIELD(Sprite, z, core::kFieldFixed),
                      CORE_FIELD(Sprite, angle),
                      CORE_FIELD(Sprite, frame),
                      CORE_FIELD(Sprite, palette),
                      CORE_FIELD(Sprite, remap),
                      CORE_FIELD(Sprite, unk_13),
                      CORE_FIELD(Sprite, depthKey),
                      CORE_FIELD(Sprite, unk_18),
                      CORE_FIELD(Sprite, collX, core::kFieldFixed),
                      CORE_FIELD(Sprite, collY, core::kFieldFixed),
                      CORE_FIELD(Sprite, unk_28)};
  }
  friend bool operator==(const Sprite& lhs, const Sprite& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Sprite>());
static_assert(core::isDense<Sprite>());  // hashed as one block
static_assert(sizeof(Sprite) == 0x5c);
static_assert(offsetof(Sprite, collX) == 0x20 && offsetof(Sprite, collY) == 0x24);

}  // namespace gta
