// SPDX-License-Identifier: GPL-3.0-or-later
// ART/TRANS.TBL of the user's Return Fire CD (the original look): the software renderer's blend tables
// over the game palette's indices, 81,924 bytes (0x14004). The layout, as emdzej/openrf's
// reference renderer (tools/view.py, Raster) reads it: a first byte 1 (of a 4-byte header),
// then at +4 the blend table (256 x 256: [src * 256 + dst], draw modes 3 / 4, the key-blend
// 0x10's keys, the PLUT blend 0x12), at +0x10004 32 darken tables of 256 ([k][dst]: mode 1
// darken[4], mode 2 darken[2], the shadow spans 0xd darken[4]) and at +0x12004 the brighten
// table (32 x 256: [src * 256 + dst], mode 5). The size and the first byte are checked; a
// bad file is one line naming the file and the offset.
//
// Checked only against tables retrosim's own tool makes to that layout from the synthetic
// palette (tools/synthetic_cd/synthetic_trans.cpp): no original file exists here.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rf {

namespace trans {
inline constexpr uint32_t kSize = 0x14004;
inline constexpr uint32_t kBlend = 0x4, kDarken = 0x10004, kBright = 0x12004;
inline constexpr uint32_t kDarkenTables = 32, kBrightSources = 32;
}  // namespace trans

struct TransTable {
  std::vector<uint8_t> bytes;  // the whole file, kSize bytes
  uint8_t blend(uint8_t src, uint8_t dst) const { return bytes[trans::kBlend + src * 256u + dst]; }
  uint8_t darken(uint32_t k, uint8_t dst) const { return bytes[trans::kDarken + (k & 31u) * 256u + dst]; }
  uint8_t bright(uint8_t src, uint8_t dst) const { return bytes[trans::kBright + (src & 31u) * 256u + dst]; }
};

// Throws core::ParseError "FILE: offset 0x..: expected ..., found ...".
TransTable readTransTable(std::span<const uint8_t> bytes, const std::string& file);

}  // namespace rf
