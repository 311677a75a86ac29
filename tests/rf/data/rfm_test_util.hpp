// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers that build RFM maps in memory for tests (any test may include this).
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "rf/data/rfm.hpp"

namespace rf::test {

// A valid map of any size (1..128 each way), all tiles `fill`, with NAME, LEVL and EDTN
// as makeEmptyRfm writes them.
inline RfmFile makeMap(int width = kMapCells, int height = kMapCells, uint8_t players = 1, uint32_t level = 1,
                       const std::string& title = "Test Map", uint8_t fill = 0) {
  RfmFile m = makeEmptyRfm(title, players, level);
  m.header.width = static_cast<uint16_t>(width);
  m.header.height = static_cast<uint16_t>(height);
  m.tiles.assign(static_cast<size_t>(width) * static_cast<size_t>(height), fill);
  return m;
}

// A map shaped like a shipped one: stock header bytes, author "Unknown", 1995 dates, NAME
// with editor left-overs after the title, optional VHCL, LEVL, EDTN 0x03270327.
inline RfmFile makeStockLikeMap(const std::string& title, uint8_t players, uint32_t level, bool withVhcl) {
  RfmFile m = makeEmptyRfm(title, players, level);
  m.header.created = makeDosDateTime(1995, 7, 21, 14, 30, 10);
  m.header.modified = makeDosDateTime(1995, 8, 2, 9, 5, 58);
  m.setAuthor("Unknown");
  m.header.author[20] = 0xCC;  // garbage after the author's NUL is kept too
  const std::string leftOver = "IRE\\Image\\Worlds\\1Player\\Level1\\The Cakewalk.rfm";
  std::vector<uint8_t>& name = m.findChunk("NAME")->data;
  std::copy(leftOver.begin(), leftOver.end(), name.begin() + 100);
  if (withVhcl) {
    Vhcl v;
    v.raw = {3, 0xFF, 8, 2, 0xFF, 12, 0x5A, 0xA5};
    m.setVhcl(v);
  }
  m.setEdition(kStockEdition);
  for (size_t i = 0; i < m.tiles.size(); ++i) m.tiles[i] = static_cast<uint8_t>((i * 7) % 240);
  return m;
}

// A map from rows of characters, each mapped through `legend` to a tile byte. All rows
// must have the same length. Example: mapFromRows({"~~~", "~P~"}, {{'~', 1}, {'P', 57}}).
inline RfmFile mapFromRows(const std::vector<std::string>& rows, const std::map<char, uint8_t>& legend,
                           uint8_t players = 1, uint32_t level = 1) {
  if (rows.empty() || rows[0].empty()) throw std::invalid_argument("mapFromRows: no rows");
  RfmFile m = makeMap(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), players, level);
  for (size_t y = 0; y < rows.size(); ++y) {
    if (rows[y].size() != rows[0].size()) throw std::invalid_argument("mapFromRows: rows differ in length");
    for (size_t x = 0; x < rows[y].size(); ++x) {
      auto it = legend.find(rows[y][x]);
      if (it == legend.end()) throw std::invalid_argument(std::string("mapFromRows: no legend for '") + rows[y][x] + "'");
      m.tiles[y * rows[0].size() + x] = it->second;
    }
  }
  return m;
}

inline void setTile(RfmFile& m, int x, int y, uint8_t b) {
  m.tiles.at(static_cast<size_t>(y) * m.header.width + static_cast<size_t>(x)) = b;
}

// Little-endian patches of a file image, for building broken files.
inline void putU16(std::vector<uint8_t>& b, size_t off, uint16_t v) {
  b.at(off) = static_cast<uint8_t>(v);
  b.at(off + 1) = static_cast<uint8_t>(v >> 8);
}

inline void putU32(std::vector<uint8_t>& b, size_t off, uint32_t v) {
  for (size_t i = 0; i < 4; ++i) b.at(off + i) = static_cast<uint8_t>(v >> (8 * i));
}

inline uint32_t getU32(const std::vector<uint8_t>& b, size_t off) {
  return static_cast<uint32_t>(b.at(off)) | (static_cast<uint32_t>(b.at(off + 1)) << 8) |
         (static_cast<uint32_t>(b.at(off + 2)) << 16) | (static_cast<uint32_t>(b.at(off + 3)) << 24);
}

// A chunk with the given tag (exactly 4 characters) and data.
inline RfmChunk makeChunk(const std::string& tag, std::vector<uint8_t> data) {
  RfmChunk c;
  for (size_t i = 0; i < 4; ++i) c.tag[i] = tag.at(i);
  c.data = std::move(data);
  return c;
}

}  // namespace rf::test
