// SPDX-License-Identifier: GPL-3.0-or-later
// RFM reader/writer: exact layout, byte-exact round trips, every validation error's text,
// truncation, accessors (rf-maps.md "File layout" and "Chunks").
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include "test_read.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "rf/data/rfm.hpp"
#include "rfm_test_util.hpp"

namespace rf {
namespace {

const std::string kFile = "t.rfm";

// Hand-written little-endian image builder, independent of serializeRfm.
struct Image {
  std::vector<uint8_t> b;
  void u8(uint8_t v) { b.push_back(v); }
  void u16(uint16_t v) {
    u8(static_cast<uint8_t>(v));
    u8(static_cast<uint8_t>(v >> 8));
  }
  void u32(uint32_t v) {
    u16(static_cast<uint16_t>(v));
    u16(static_cast<uint16_t>(v >> 16));
  }
  void raw(std::initializer_list<uint8_t> l) { b.insert(b.end(), l); }
  void str(const std::string& s, size_t n) {
    for (size_t i = 0; i < n; ++i) u8(i < s.size() ? static_cast<uint8_t>(s[i]) : 0);
  }
};

// A shipped-looking map written byte by byte: NAME, LEVL, EDTN, 128 x 128 tiles.
std::vector<uint8_t> handWrittenStockImage() {
  Image im;
  im.str("WRL", 4);
  im.raw({0x54, 0x4D, 0x00, 0x05});
  im.u16(0x80);
  im.u16(0x80);
  im.raw({1, 1});
  im.u16(0x1EF5);  // 1995-07-21
  im.u16(0x7000);  // 14:00
  im.u16(0x1EF6);  // 1995-07-22
  im.u16(0x0001);  // 00:00:02
  im.u8(1);
  im.str("MichaelAngelo", 41);
  im.u8(1);
  im.raw({1, 1, 0});
  im.u32(0x4000);
  im.u32(0x174);
  im.u32(0);
  EXPECT_EQ(im.b.size(), 0x50u);
  im.str("NAME", 4);
  im.u32(0x10C);
  std::string name("The Cakewalk");
  name += '\0';
  name += "IRE\\Image\\Worlds\\1Player\\Level1\\The Cakewalk.rfm";
  im.str(name, 260);
  im.str("LEVL", 4);
  im.u32(0xC);
  im.u32(1);
  im.str("EDTN", 4);
  im.u32(0xC);
  im.u32(0x03270327);
  EXPECT_EQ(im.b.size(), 0x174u);
  for (int i = 0; i < 0x4000; ++i) im.u8(static_cast<uint8_t>(i % 0xF0));
  return im.b;
}

// A 6 x 4 two-player map with VHCL, editor left-overs and an unknown chunk.
RfmFile smallMap() {
  RfmFile m = test::makeStockLikeMap("Small", 2, 3, true);
  m.header.width = 6;
  m.header.height = 4;
  m.tiles.resize(24);
  for (size_t i = 0; i < m.tiles.size(); ++i) m.tiles[i] = static_cast<uint8_t>(i * 11);
  m.chunks.push_back(test::makeChunk("XTRA", {1, 2, 3}));
  return m;
}

std::string errorOf(std::span<const uint8_t> bytes) {
  try {
    parseRfm(bytes, kFile);
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

void expectRoundTrip(const RfmFile& m) {
  const std::vector<uint8_t> bytes = serializeRfm(m);
  const RfmFile back = parseRfm(bytes, kFile);
  EXPECT_EQ(serializeRfm(back), bytes);
  EXPECT_EQ(back.tiles, m.tiles);
  EXPECT_EQ(back.chunks.size(), m.chunks.size());
  for (size_t i = 0; i < back.chunks.size() && i < m.chunks.size(); ++i) {
    EXPECT_EQ(back.chunks[i].tag, m.chunks[i].tag);
    EXPECT_EQ(back.chunks[i].data, m.chunks[i].data);
  }
}

TEST(Rfm, ParsesEveryHeaderFieldOfAHandWrittenImage) {
  const std::vector<uint8_t> bytes = handWrittenStockImage();
  const RfmFile m = parseRfm(bytes, kFile);
  EXPECT_EQ(m.header.magic, (std::array<char, 4>{'W', 'R', 'L', '\0'}));
  EXPECT_EQ(m.header.signature, (std::array<uint8_t, 4>{0x54, 0x4D, 0x00, 0x05}));
  EXPECT_EQ(m.header.width, 128);
  EXPECT_EQ(m.header.height, 128);
  EXPECT_EQ(m.header.const0C, (std::array<uint8_t, 2>{1, 1}));
  EXPECT_EQ(m.header.created.date, 0x1EF5);
  EXPECT_EQ(m.header.created.time, 0x7000);
  EXPECT_EQ(m.header.modified.date, 0x1EF6);
  EXPECT_EQ(m.header.modified.time, 0x0001);
  EXPECT_EQ(formatDosDateTime(m.header.created), "1995-07-21 14:00:00");
  EXPECT_EQ(formatDosDateTime(m.header.modified), "1995-07-22 00:00:02");
  EXPECT_EQ(m.header.players, 1);
  EXPECT_EQ(m.author(), "MichaelAngelo");
  EXPECT_EQ(m.header.enabled, 1);
  EXPECT_EQ(m.header.bytes41, (std::array<uint8_t, 3>{1, 1, 0}));
  EXPECT_EQ(m.header.reserved4C, 0u);
  ASSERT_EQ(m.chunks.size(), 3u);
  EXPECT_EQ(m.chunks[0].tagString(), "NAME");
  EXPECT_EQ(m.chunks[0].data.size(), 260u);
  EXPECT_EQ(m.chunks[1].tagString(), "LEVL");
  EXPECT_EQ(m.chunks[2].tagString(), "EDTN");
  EXPECT_EQ(m.title(), "The Cakewalk");
  EXPECT_EQ(m.level(), 1u);
  EXPECT_EQ(m.edition(), kStockEdition);
  EXPECT_FALSE(m.vhcl().has_value());
  ASSERT_EQ(m.tiles.size(), 0x4000u);
  EXPECT_EQ(m.tile(0, 0), 0);
  EXPECT_EQ(m.tile(5, 1), (128 + 5) % 0xF0);
  EXPECT_EQ(serializeRfm(m), bytes);
}

TEST(Rfm, StockFileSizesWithAndWithoutVhcl) {
  EXPECT_EQ(serializeRfm(test::makeStockLikeMap("A", 1, 1, false)).size(), 16756u);
  const std::vector<uint8_t> withVhcl = serializeRfm(test::makeStockLikeMap("A", 1, 1, true));
  EXPECT_EQ(withVhcl.size(), 16772u);
  EXPECT_EQ(test::getU32(withVhcl, 0x44), 0x4000u);
  EXPECT_EQ(test::getU32(withVhcl, 0x48), 0x184u);
  // Chunk order NAME, VHCL, LEVL, EDTN with the stock lengths.
  EXPECT_EQ(std::string(withVhcl.begin() + 0x50, withVhcl.begin() + 0x54), "NAME");
  EXPECT_EQ(test::getU32(withVhcl, 0x54), 0x10Cu);
  EXPECT_EQ(std::string(withVhcl.begin() + 0x15C, withVhcl.begin() + 0x160), "VHCL");
  EXPECT_EQ(test::getU32(withVhcl, 0x160), 0x10u);
  EXPECT_EQ(std::string(withVhcl.begin() + 0x16C, withVhcl.begin() + 0x170), "LEVL");
  EXPECT_EQ(test::getU32(withVhcl, 0x170), 0xCu);
  EXPECT_EQ(std::string(withVhcl.begin() + 0x178, withVhcl.begin() + 0x17C), "EDTN");
  EXPECT_EQ(test::getU32(withVhcl, 0x17C), 0xCu);
  EXPECT_EQ(test::getU32(withVhcl, 0x180), kStockEdition);
}

TEST(Rfm, SerializeWritesFieldsAtTheirOffsets) {
  RfmFile m = test::makeMap(7, 5, 2, 4);
  m.header.magic = {'w', 'R', 'l', '\0'};
  m.header.signature = {9, 8, 7, 6};
  m.header.const0C = {0xAB, 0xCD};
  m.header.created = {0x1111, 0x2222};
  m.header.modified = {0x3333, 0x4444};
  m.header.enabled = 0x77;
  m.header.bytes41 = {1, 0, 0};
  m.header.reserved4C = 0xDEADBEEF;
  const std::vector<uint8_t> b = serializeRfm(m);
  EXPECT_EQ(std::string(b.begin(), b.begin() + 4), std::string("wRl\0", 4));
  EXPECT_EQ(std::vector<uint8_t>(b.begin() + 4, b.begin() + 8), (std::vector<uint8_t>{9, 8, 7, 6}));
  EXPECT_EQ(b[0x08], 7);
  EXPECT_EQ(b[0x0A], 5);
  EXPECT_EQ(b[0x0C], 0xAB);
  EXPECT_EQ(b[0x0D], 0xCD);
  EXPECT_EQ(test::getU32(b, 0x0E), 0x22221111u);
  EXPECT_EQ(test::getU32(b, 0x12), 0x44443333u);
  EXPECT_EQ(b[0x16], 2);
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(&b[0x17])), "retrosim");
  EXPECT_EQ(b[0x40], 0x77);
  EXPECT_EQ(std::vector<uint8_t>(b.begin() + 0x41, b.begin() + 0x44), (std::vector<uint8_t>{1, 0, 0}));
  EXPECT_EQ(test::getU32(b, 0x44), 35u);
  EXPECT_EQ(test::getU32(b, 0x48), 0x174u);
  EXPECT_EQ(test::getU32(b, 0x4C), 0xDEADBEEFu);
  EXPECT_EQ(b.size(), 0x174u + 35u);
}

TEST(Rfm, RoundTripsByteExactly) {
  expectRoundTrip(makeEmptyRfm("Empty", 1, 1));
  expectRoundTrip(test::makeStockLikeMap("Stock", 1, 5, true));   // NAME left-overs, VHCL
  expectRoundTrip(test::makeStockLikeMap("No vhcl", 2, 9, false));
  expectRoundTrip(smallMap());                                     // unknown chunk, 6 x 4

  RfmFile variant = test::makeStockLikeMap("Wolfsbane", 1, 7, false);
  variant.header.bytes41 = {1, 0, 0};  // the 01 00 00 variant of 0x41..0x43
  expectRoundTrip(variant);

  RfmFile unknown = test::makeStockLikeMap("Unknown chunks", 1, 2, true);
  unknown.chunks.insert(unknown.chunks.begin() + 2, test::makeChunk("XTRA", {0xFF, 0, 0x80}));
  unknown.chunks.push_back(test::makeChunk(std::string("\x01Z\0\xFF", 4), {}));  // empty, odd tag bytes
  expectRoundTrip(unknown);

  RfmFile odd = test::makeMap(1, 1);
  odd.findChunk("NAME")->data = {'a', 'b', 0, 'z', 'q'};  // short NAME with a left-over
  odd.setVhcl(Vhcl{});
  odd.findChunk("VHCL")->data.resize(6);                    // the six values only
  odd.findChunk("LEVL")->data.push_back(0x42);              // a longer LEVL
  const RfmChunk secondName = odd.chunks[0];
  odd.chunks.push_back(secondName);                         // a second NAME
  expectRoundTrip(odd);

  RfmFile noChunks = test::makeMap(128, 1);
  noChunks.chunks.clear();  // [0x48] == 0x50
  expectRoundTrip(noChunks);

  RfmFile wide = test::makeMap(1, 128, 1, 1, "Tall", 0xEF);
  expectRoundTrip(wide);
}

TEST(Rfm, MagicIsCaseInsensitiveAndKeptExactly) {
  for (const char* magic : {"wrl", "Wrl", "wRL"}) {
    std::vector<uint8_t> b = serializeRfm(makeEmptyRfm("M", 1, 1));
    std::copy(magic, magic + 3, b.begin());
    const RfmFile m = parseRfm(b, kFile);
    EXPECT_EQ(std::string(m.header.magic.data(), 3), magic);
    EXPECT_EQ(serializeRfm(m), b);
  }
}

// --- one test per validation error, each with its exact text ---

std::vector<uint8_t> emptyImage() { return serializeRfm(makeEmptyRfm("E", 1, 1)); }

TEST(RfmErrors, FileShorterThanTheHeader) {
  const std::vector<uint8_t> b = emptyImage();
  EXPECT_EQ(errorOf(std::span(b).first(0x20)), "t.rfm: offset 0x20: expected the 0x50-byte RFM header, found end of file");
  EXPECT_EQ(errorOf({}), "t.rfm: offset 0x0: expected the 0x50-byte RFM header, found end of file");
  EXPECT_EQ(errorOf(std::span(b).first(0x4F)), "t.rfm: offset 0x4f: expected the 0x50-byte RFM header, found end of file");
}

TEST(RfmErrors, BadMagic) {
  std::vector<uint8_t> b = emptyImage();
  b[0] = 'X';
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x0: expected magic \"WRL\\0\", found \"XRL\\0\"");
  b[0] = 'W';
  b[3] = 'D';
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x0: expected magic \"WRL\\0\", found \"WRLD\"");
  b[3] = 0xFF;
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x0: expected magic \"WRL\\0\", found \"WRL\\xff\"");
}

TEST(RfmErrors, WidthAndHeight) {
  std::vector<uint8_t> b = emptyImage();
  test::putU16(b, 0x08, 0);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x8: expected width 1..128, found 0");
  test::putU16(b, 0x08, 129);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x8: expected width 1..128, found 129");
  test::putU16(b, 0x08, 128);
  test::putU16(b, 0x0A, 0);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0xa: expected height 1..128, found 0");
  test::putU16(b, 0x0A, 0xFFFF);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0xa: expected height 1..128, found 65535");
}

TEST(RfmErrors, Players) {
  std::vector<uint8_t> b = emptyImage();
  b[0x16] = 0;
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x16: expected player count 1 or 2, found 0");
  b[0x16] = 3;
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x16: expected player count 1 or 2, found 3");
  b[0x16] = 2;
  EXPECT_EQ(parseRfm(b, kFile).header.players, 2);
}

TEST(RfmErrors, ZeroFlagAt0x40) {
  std::vector<uint8_t> b = emptyImage();
  b[0x40] = 0;
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x40: expected a non-zero byte (the loader refuses 0), found 0");
  b[0x40] = 0xFF;  // any non-zero value loads
  EXPECT_EQ(parseRfm(b, kFile).header.enabled, 0xFF);
}

TEST(RfmErrors, TileSizeNotWidthTimesHeight) {
  std::vector<uint8_t> b = emptyImage();
  test::putU32(b, 0x44, 0x3FFF);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x44: expected tile data size 0x4000 (width 128 x height 128), found 0x3fff");
  b = serializeRfm(test::makeMap(6, 4));
  test::putU16(b, 0x0A, 5);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x44: expected tile data size 0x1e (width 6 x height 5), found 0x18");
}

TEST(RfmErrors, TileOffsetInsideTheHeader) {
  std::vector<uint8_t> b = emptyImage();
  test::putU32(b, 0x48, 0x4F);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x48: expected tile data offset >= 0x50 (after the header), found 0x4f");
}

TEST(RfmErrors, SizesDoNotAddUpToTheFileSize) {
  const std::vector<uint8_t> b = emptyImage();
  EXPECT_EQ(errorOf(std::span(b).first(b.size() - 1)),
            "t.rfm: offset 0x48: expected tile data size 0x4000 + tile data offset 0x174 = file size 0x4174, "
            "found file size 0x4173");
  std::vector<uint8_t> longer = b;
  longer.push_back(0);
  EXPECT_EQ(errorOf(longer),
            "t.rfm: offset 0x48: expected tile data size 0x4000 + tile data offset 0x174 = file size 0x4174, "
            "found file size 0x4175");
  std::vector<uint8_t> huge = b;
  test::putU32(huge, 0x48, 0xFFFFFFFF);
  EXPECT_EQ(errorOf(huge),
            "t.rfm: offset 0x48: expected tile data size 0x4000 + tile data offset 0xffffffff = file size "
            "0x100003fff, found file size 0x4174");
}

TEST(RfmErrors, ChunkHeaderCutByTheTileData) {
  std::vector<uint8_t> b = emptyImage();
  b.insert(b.begin() + 0x174, 4, 0);
  test::putU32(b, 0x48, 0x178);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x174: expected an 8-byte chunk header before the tile data at 0x178, found 4 bytes");
}

TEST(RfmErrors, ChunkLengthBelowEight) {
  std::vector<uint8_t> b = emptyImage();
  test::putU32(b, 0x54, 4);
  EXPECT_EQ(errorOf(b), "t.rfm: offset 0x54: expected chunk \"NAME\" length >= 8 (it includes the 8-byte header), found 0x4");
  RfmFile m = makeEmptyRfm("E", 1, 1);
  m.chunks.push_back(test::makeChunk(std::string("\x01" "AB\0", 4), {}));
  b = serializeRfm(m);
  test::putU32(b, 0x178, 0);
  EXPECT_EQ(errorOf(b),
            "t.rfm: offset 0x178: expected chunk \"\\x01AB\\0\" length >= 8 (it includes the 8-byte header), found 0x0");
}

TEST(RfmErrors, ChunkRunsPastTheTileData) {
  std::vector<uint8_t> b = emptyImage();
  test::putU32(b, 0x54, 0x200);
  EXPECT_EQ(errorOf(b),
            "t.rfm: offset 0x54: expected chunk \"NAME\" at 0x50 to end by the tile data offset 0x174, found length "
            "0x200 (ends at 0x250)");
  test::putU32(b, 0x54, 0xFFFFFFFF);
  EXPECT_EQ(errorOf(b),
            "t.rfm: offset 0x54: expected chunk \"NAME\" at 0x50 to end by the tile data offset 0x174, found length "
            "0xffffffff (ends at 0x10000004f)");
  b = emptyImage();
  test::putU32(b, 0x16C, 0xD);  // EDTN one byte too long
  EXPECT_EQ(errorOf(b),
            "t.rfm: offset 0x16c: expected chunk \"EDTN\" at 0x168 to end by the tile data offset 0x174, found length "
            "0xd (ends at 0x175)");
}

TEST(RfmErrors, NameWithoutNulInItsFirst260Bytes) {
  RfmFile m = makeEmptyRfm("E", 1, 1);
  m.findChunk("NAME")->data.assign(260, 'A');
  EXPECT_EQ(errorOf(serializeRfm(m)),
            "t.rfm: offset 0x58: expected a NUL-terminated title within the first 260 bytes of chunk \"NAME\", found "
            "no NUL in 0x104 bytes");
  m.findChunk("NAME")->data.assign(300, 'A');
  m.findChunk("NAME")->data[280] = 0;  // a NUL past the buffer does not count
  EXPECT_EQ(errorOf(serializeRfm(m)),
            "t.rfm: offset 0x58: expected a NUL-terminated title within the first 260 bytes of chunk \"NAME\", found "
            "no NUL in 0x104 bytes");
  m.findChunk("NAME")->data.clear();
  EXPECT_EQ(errorOf(serializeRfm(m)),
            "t.rfm: offset 0x58: expected a NUL-terminated title within the first 260 bytes of chunk \"NAME\", found "
            "no NUL in 0x0 bytes");
  m.findChunk("NAME")->data.assign(300, 'A');
  m.findChunk("NAME")->data[259] = 0;  // the longest title that fits: accepted
  EXPECT_EQ(parseRfm(serializeRfm(m), kFile).title(), std::string(259, 'A'));
}

TEST(RfmErrors, KnownChunksTooShort) {
  RfmFile m = makeEmptyRfm("E", 1, 1);
  m.setVhcl(Vhcl{});
  m.findChunk("VHCL")->data.resize(4);
  EXPECT_EQ(errorOf(serializeRfm(m)), "t.rfm: offset 0x160: expected chunk \"VHCL\" length >= 0xe (6 data bytes), found 0xc");
  m.clearVhcl();
  m.findChunk("LEVL")->data.resize(2);
  EXPECT_EQ(errorOf(serializeRfm(m)), "t.rfm: offset 0x160: expected chunk \"LEVL\" length >= 0xc (4 data bytes), found 0xa");
  m.setLevel(1);
  m.findChunk("EDTN")->data.clear();
  EXPECT_EQ(errorOf(serializeRfm(m)), "t.rfm: offset 0x16c: expected chunk \"EDTN\" length >= 0xc (4 data bytes), found 0x8");
  // A second, broken LEVL is an error too, even though only the first is used.
  m.setEdition(0);
  m.chunks.push_back(test::makeChunk("LEVL", {1}));
  EXPECT_EQ(errorOf(serializeRfm(m)), "t.rfm: offset 0x178: expected chunk \"LEVL\" length >= 0xc (4 data bytes), found 0x9");
}

// --- truncation and corruption never crash ---

TEST(RfmErrors, EveryPrefixOfASmallMapThrows) {
  const std::vector<uint8_t> b = serializeRfm(smallMap());
  ASSERT_NO_THROW(parseRfm(b, kFile));
  for (size_t n = 0; n < b.size(); ++n) {
    EXPECT_THROW(parseRfm(std::span(b).first(n), kFile), core::ParseError) << "prefix " << n;
  }
}

TEST(RfmErrors, EveryPrefixOfAFullMapThrows) {
  const std::vector<uint8_t> b = serializeRfm(test::makeStockLikeMap("Full", 1, 1, true));
  for (size_t n = 0; n < b.size(); ++n) {
    EXPECT_THROW(parseRfm(std::span(b).first(n), kFile), core::ParseError) << "prefix " << n;
  }
}

TEST(RfmErrors, CorruptedBytesThrowOrRoundTrip) {
  const std::vector<uint8_t> good = serializeRfm(smallMap());
  for (size_t off = 0; off < good.size(); ++off) {
    for (uint8_t v : {uint8_t{0}, uint8_t{1}, uint8_t{0x7F}, uint8_t{0x80}, uint8_t{0xFF},
                      static_cast<uint8_t>(good[off] ^ 1)}) {
      std::vector<uint8_t> b = good;
      b[off] = v;
      try {
        const RfmFile m = parseRfm(b, kFile);
        EXPECT_EQ(serializeRfm(m), b) << "offset " << off << " value " << int{v};
      } catch (const core::ParseError&) {
      }
    }
  }
}

// --- accessors and setters ---

TEST(RfmAccess, TitleKeepsLeftOverBytes) {
  RfmFile m = test::makeStockLikeMap("The Cakewalk", 1, 1, false);
  const std::vector<uint8_t> before = m.findChunk("NAME")->data;
  m.setTitle("Tiny");
  EXPECT_EQ(m.title(), "Tiny");
  const std::vector<uint8_t>& after = m.findChunk("NAME")->data;
  ASSERT_EQ(after.size(), 260u);
  EXPECT_EQ(after[4], 0);
  EXPECT_EQ(std::vector<uint8_t>(after.begin() + 5, after.end()), std::vector<uint8_t>(before.begin() + 5, before.end()));
  m.setTitle(std::string(259, 'x'));
  EXPECT_EQ(m.title().size(), 259u);
  EXPECT_THROW(m.setTitle(std::string(260, 'x')), std::invalid_argument);
  EXPECT_THROW(m.setTitle(std::string("a\0b", 3)), std::invalid_argument);
  // A short NAME grows to hold a longer title.
  m.findChunk("NAME")->data = {'a', 0};
  m.setTitle("longer");
  EXPECT_EQ(m.findChunk("NAME")->data.size(), 7u);
  EXPECT_EQ(m.title(), "longer");
}

TEST(RfmAccess, SettersInsertChunksInTheStockOrder) {
  RfmFile m = test::makeMap(4, 4);
  m.chunks.clear();
  m.chunks.push_back(test::makeChunk("XTRA", {}));
  m.setLevel(3);   // no known chunk yet: at the end
  m.setEdition(0);  // after LEVL
  m.setVhcl(Vhcl{});  // before LEVL
  m.setTitle("T");  // before VHCL, 260-byte buffer
  std::vector<std::string> tags;
  for (const RfmChunk& c : m.chunks) tags.push_back(c.tagString());
  EXPECT_EQ(tags, (std::vector<std::string>{"XTRA", "NAME", "VHCL", "LEVL", "EDTN"}));
  EXPECT_EQ(m.findChunk("NAME")->data.size(), kNameChunkData);
  EXPECT_EQ(m.findChunk("VHCL")->data.size(), kVhclChunkData);

  RfmFile n = test::makeMap(4, 4);
  n.chunks.push_back(test::makeChunk("XTRA", {}));
  n.chunks.erase(n.chunks.begin() + 2);  // drop EDTN: NAME, LEVL, XTRA
  n.setEdition(7);
  tags.clear();
  for (const RfmChunk& c : n.chunks) tags.push_back(c.tagString());
  EXPECT_EQ(tags, (std::vector<std::string>{"NAME", "LEVL", "EDTN", "XTRA"}));
  EXPECT_EQ(n.edition(), 7u);
}

TEST(RfmAccess, VhclValues) {
  RfmFile m = test::makeStockLikeMap("V", 1, 1, true);
  ASSERT_TRUE(m.vhcl().has_value());
  const Vhcl v = *m.vhcl();
  EXPECT_EQ(v.msv(), 3);
  EXPECT_EQ(v.heli(), 0xFF);
  EXPECT_EQ(v.jeep(), 8);
  EXPECT_EQ(v.tank(), 2);
  EXPECT_EQ(v.enemyPool(), 0xFF);
  EXPECT_EQ(v.mines(), 12);
  EXPECT_EQ(v.raw[6], 0x5A);
  // Bytes past the eight are kept by setVhcl; a six-byte chunk reads as zero garbage.
  m.findChunk("VHCL")->data.push_back(0x99);
  Vhcl w;
  w.raw[5] = 200;
  m.setVhcl(w);
  EXPECT_EQ(m.findChunk("VHCL")->data.size(), 9u);
  EXPECT_EQ(m.findChunk("VHCL")->data[8], 0x99);
  EXPECT_EQ(m.vhcl()->mines(), 200);
  m.findChunk("VHCL")->data.resize(6);
  EXPECT_EQ(m.vhcl()->raw[6], 0);
  EXPECT_EQ(m.vhcl()->raw[7], 0);
  m.chunks.push_back(test::makeChunk("VHCL", std::vector<uint8_t>(8, 1)));
  m.clearVhcl();
  EXPECT_FALSE(m.vhcl().has_value());
  EXPECT_EQ(m.findChunk("VHCL"), nullptr);
}

TEST(RfmAccess, LevelEditionAuthorAndMissingChunks) {
  RfmFile m = test::makeStockLikeMap("L", 1, 6, false);
  EXPECT_EQ(m.level(), 6u);
  EXPECT_EQ(m.edition(), kStockEdition);
  EXPECT_EQ(m.author(), "Unknown");
  m.setLevel(0x01020304);
  EXPECT_EQ(m.findChunk("LEVL")->data, (std::vector<uint8_t>{4, 3, 2, 1}));
  m.setAuthor(std::string(40, 'a'));
  EXPECT_EQ(m.author(), std::string(40, 'a'));
  EXPECT_EQ(m.header.author[40], 0);
  EXPECT_THROW(m.setAuthor(std::string(41, 'a')), std::invalid_argument);
  m.header.author.fill('z');  // no NUL at all: the whole field, never past it
  EXPECT_EQ(m.author(), std::string(41, 'z'));
  m.chunks.clear();
  EXPECT_EQ(m.title(), "");
  EXPECT_FALSE(m.level().has_value());
  EXPECT_FALSE(m.edition().has_value());
  m.chunks.push_back(test::makeChunk("LEVL", {1, 2}));  // too short to hold the u32
  EXPECT_FALSE(m.level().has_value());
}

TEST(RfmAccess, FindChunkReturnsTheFirst) {
  RfmFile m = makeEmptyRfm("First", 1, 1);
  m.chunks.push_back(test::makeChunk("NAME", {'S', 0}));
  EXPECT_EQ(m.title(), "First");
  EXPECT_EQ(m.findChunk("NAME"), &m.chunks[0]);
  EXPECT_EQ(m.findChunk("NOPE"), nullptr);
}

TEST(Rfm, MakeEmptyRfm) {
  const RfmFile m = makeEmptyRfm("Our Map", 2, 4);
  EXPECT_EQ(m.header.magic, (std::array<char, 4>{'W', 'R', 'L', '\0'}));
  EXPECT_EQ(m.header.signature, (std::array<uint8_t, 4>{0x54, 0x4D, 0x00, 0x05}));
  EXPECT_EQ(m.header.const0C, (std::array<uint8_t, 2>{1, 1}));
  EXPECT_EQ(m.header.bytes41, (std::array<uint8_t, 3>{1, 1, 0}));
  EXPECT_EQ(m.header.enabled, 1);
  EXPECT_EQ(m.header.created.date, 0x5C21);  // 2026-01-01
  EXPECT_EQ(m.header.created.time, 0);
  EXPECT_EQ(formatDosDateTime(m.header.modified), "2026-01-01 00:00:00");
  EXPECT_EQ(m.header.players, 2);
  EXPECT_EQ(m.author(), "retrosim");
  EXPECT_EQ(m.title(), "Our Map");
  EXPECT_EQ(m.level(), 4u);
  EXPECT_EQ(m.edition(), 0u);
  EXPECT_FALSE(m.vhcl().has_value());
  EXPECT_EQ(m.tiles, std::vector<uint8_t>(0x4000, 0));
  EXPECT_EQ(serializeRfm(m).size(), 16756u);
  EXPECT_TRUE(rfmWarnings(m).empty());
  EXPECT_EQ(serializeRfm(m), serializeRfm(makeEmptyRfm("Our Map", 2, 4)));  // reproducible
  EXPECT_THROW(makeEmptyRfm("x", 0, 1), std::invalid_argument);
  EXPECT_THROW(makeEmptyRfm("x", 3, 1), std::invalid_argument);
  EXPECT_THROW(makeEmptyRfm("x", 1, 0), std::invalid_argument);
  EXPECT_THROW(makeEmptyRfm("x", 1, 10), std::invalid_argument);
  EXPECT_THROW(makeEmptyRfm(std::string(300, 'x'), 1, 1), std::invalid_argument);
}

TEST(Rfm, DosDateTime) {
  const DosDateTime t = makeDosDateTime(1995, 7, 21, 23, 59, 58);
  EXPECT_EQ(t.date, 0x1EF5);
  EXPECT_EQ(t.time, (23 << 11) | (59 << 5) | 29);
  EXPECT_EQ(formatDosDateTime(t), "1995-07-21 23:59:58");
  EXPECT_EQ(formatDosDateTime(DosDateTime{}), "1980-00-00 00:00:00");
}

TEST(Rfm, CentredTiles) {
  const RfmFile full = test::makeStockLikeMap("C", 1, 1, false);
  const std::vector<int> cells = centredTiles(full);
  ASSERT_EQ(cells.size(), 128u * 128u);
  for (size_t i = 0; i < cells.size(); ++i) ASSERT_EQ(cells[i], full.tiles[i]);

  const RfmFile small = smallMap();  // 6 x 4 at ((128-6)/2, (128-4)/2) = (61, 62)
  const std::vector<int> c = centredTiles(small);
  EXPECT_EQ(c[62 * 128 + 61], small.tile(0, 0));
  EXPECT_EQ(c[65 * 128 + 66], small.tile(5, 3));
  EXPECT_EQ(c[62 * 128 + 60], -1);
  EXPECT_EQ(c[61 * 128 + 61], -1);
  EXPECT_EQ(c[66 * 128 + 66], -1);
  EXPECT_EQ(c[62 * 128 + 67], -1);
  EXPECT_EQ(std::count(c.begin(), c.end(), -1), 128 * 128 - 24);

  const std::vector<int> odd = centredTiles(test::makeMap(127, 1, 1, 1, "Odd", 5));  // (0, 63): integer halves
  EXPECT_EQ(odd[63 * 128 + 0], 5);
  EXPECT_EQ(odd[63 * 128 + 126], 5);
  EXPECT_EQ(odd[63 * 128 + 127], -1);

  RfmFile bad = test::makeMap(4, 4);
  bad.tiles.pop_back();
  EXPECT_THROW(centredTiles(bad), std::invalid_argument);
}

TEST(Rfm, Warnings) {
  EXPECT_TRUE(rfmWarnings(test::makeStockLikeMap("W", 1, 1, true)).empty());
  RfmFile m = test::makeStockLikeMap("W", 1, 1, true);
  Vhcl v;
  v.raw[2] = 0;
  v.raw[5] = 201;
  m.setVhcl(v);
  m.setLevel(10);
  m.chunks.push_back(test::makeChunk("EDTN", {0, 0, 0, 0}));
  m.tiles[3] = 0xF0;
  m.tiles[4] = 0xFF;
  EXPECT_EQ(rfmWarnings(m), (std::vector<std::string>{"2 EDTN chunks; only the first is used", "LEVL 10 is outside 1..9",
                                                       "VHCL jeep count is 0 (the game needs at least one jeep)",
                                                       "VHCL random mine count 201 is over 200",
                                                       "2 tile bytes >= 0xf0 (the loader reads them as 0)"}));
  m.chunks.clear();
  EXPECT_EQ(rfmWarnings(m)[0], "no NAME chunk: the map has no title");
  EXPECT_EQ(rfmWarnings(m)[1], "no LEVL chunk: the difficulty level is unknown");
}

std::filesystem::path tempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "rfm_test_XXXXXX").string();
  const char* made = mkdtemp(pattern.data());
  if (!made) throw std::runtime_error("mkdtemp failed");
  return made;
}

TEST(Rfm, SaveAndLoad) {
  const std::filesystem::path dir = tempDir();
  const std::string path = (dir / "map.rfm").string();
  const RfmFile m = smallMap();
  saveRfm(m, path);
  EXPECT_EQ(serializeRfm(loadRfm(path)), serializeRfm(m));
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));

  RfmFile bad = m;
  bad.header.players = 0;
  const std::string badPath = (dir / "bad.rfm").string();
  try {
    saveRfm(bad, badPath);
    ADD_FAILURE() << "saveRfm wrote an invalid map";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "refusing to write an invalid map: " + badPath +
                                         ": offset 0x16: expected player count 1 or 2, found 0");
  }
  EXPECT_FALSE(std::filesystem::exists(badPath));
  EXPECT_THROW(loadRfm((dir / "missing.rfm").string()), core::ParseError);
  std::filesystem::remove_all(dir);
}

// The fuzz seeds are generated from these maps; RETROSIM_WRITE_SEEDS=1 rewrites them.
TEST(Rfm, FuzzSeedsMatchTheirGenerator) {
  const std::filesystem::path dir = std::filesystem::path(RETROSIM_SOURCE_DIR) / "fuzz/seeds/fuzz_rfm";
  const std::vector<std::pair<std::string, RfmFile>> seeds = {
      {"small_6x4_vhcl.rfm", smallMap()},
      {"stock_like_128.rfm", test::makeStockLikeMap("Seed", 1, 2, false)},
  };
  const char* write = std::getenv("RETROSIM_WRITE_SEEDS");
  for (const auto& [name, map] : seeds) {
    const std::vector<uint8_t> bytes = serializeRfm(map);
    if (write && std::string(write) == "1") {
      std::filesystem::create_directories(dir);
      saveRfm(map, (dir / name).string());
    }
    ASSERT_TRUE(std::filesystem::exists(dir / name)) << (dir / name) << " missing; run with RETROSIM_WRITE_SEEDS=1";
    EXPECT_EQ(testutil::readAll((dir / name).string()), bytes) << name;
  }
}

}  // namespace
}  // namespace rf
