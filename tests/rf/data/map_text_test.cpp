// SPDX-License-Identifier: GPL-3.0-or-later
// Map text (docs/map-format.md): defaults, the built-in legend, exact text <-> RFM round
// trips for hand-made and odd maps, and the exact text of every error.
#include <gtest/gtest.h>

#include <cctype>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"
#include "rf/data/terrain.hpp"
#include "rf/data/tile_table.hpp"
#include "rfm_test_util.hpp"

namespace rf {
namespace {

const std::string kFile = "t.txt";

std::string rows(int width, int height, char fill = '.') {
  std::string out;
  for (int y = 0; y < height; ++y) out += std::string(static_cast<size_t>(width), fill) + "\n";
  return out;
}

// text -> RFM -> text -> RFM: the bytes are identical and the second text equals the first
// text the writer produced.
void expectTextRoundTrip(const std::string& text) {
  const RfmFile a = parseMapText(text, kFile);
  const std::string written = mapToText(a);
  const RfmFile b = parseMapText(written, kFile);
  EXPECT_EQ(serializeRfm(a), serializeRfm(b)) << written.substr(0, 2000);
  EXPECT_EQ(mapToText(b), written);
}

// RFM -> text -> RFM gives the same bytes.
void expectMapRoundTrip(const RfmFile& map) {
  const std::string text = mapToText(map);
  const RfmFile back = parseMapText(text, kFile);
  EXPECT_EQ(serializeRfm(back), serializeRfm(map)) << text.substr(0, 2000);
  EXPECT_EQ(mapToText(back), text);
}

TEST(MapText, MinimalMapGetsTheDefaultsOfMakeEmptyRfm) {
  const std::string text = "title: Tiny\nplayers: 2\nlevel: 4\ngrid:\n" + rows(128, 128);
  const RfmFile m = parseMapText(text, kFile);
  EXPECT_EQ(serializeRfm(m), serializeRfm(makeEmptyRfm("Tiny", 2, 4)));
  EXPECT_EQ(m.title(), "Tiny");
  EXPECT_EQ(m.header.players, 2);
  EXPECT_EQ(m.level(), 4u);
  EXPECT_EQ(m.author(), "retrosim");
  EXPECT_EQ(m.edition(), 0u);
  EXPECT_FALSE(m.vhcl().has_value());
  EXPECT_EQ(formatDosDateTime(m.header.created), "2026-01-01 00:00:00");
  EXPECT_EQ(mapToText(m),
            "# Return Fire map (retrosim map text, see docs/map-format.md)\n"
            "title: Tiny\nplayers: 2\nlevel: 4\ngrid:\n" +
                rows(128, 128));
}

TEST(MapText, DefaultLegendCharacters) {
  const std::string grid =
      ".~-,8624\n"
      "7913(){}\n"
      "[]\"_Pp=|\n"
      "+/\\`'<>^\n"
      ";*!%?@$&\n"
      ":JjFfTtL\n"
      "lWwIiGgV\n";
  const RfmFile m = parseMapText("title: L\nplayers: 2\nlevel: 1\nsize: 8x7\ngrid:\n" + grid, kFile);
  const std::vector<uint8_t> expected{
      0,   1,   20,  21,  6,   7,   26,  27,   // grass, deep, shallow, dry, straight shores
      2,   3,   22,  23,  25,  24,  5,   4,    // island corners, inner corners
      49,  50,  69,  70,  57,  77,  52,  72,   // bridge ends, pads, straight roads
      74,  53,  55,  93,  95,  75,  73,  94,   // crossing, corners, T junctions
      54,  120, 121, 122, 123, 124, 125, 126,  // T, vegetation, rocks
      127, 160, 200, 180, 220, 174, 214, 195,  // rock in water, prison, flag, tower, large tower
      235, 192, 232, 172, 212, 191, 231, 171,  // walls, gates
  };
  EXPECT_EQ(m.tiles, expected);
  // Every built-in character reads as its byte, and the three free characters are unused.
  std::string all;
  for (const LegendChar& e : defaultMapLegend()) all += e.ch;
  const RfmFile n = parseMapText(
      "title: L\nplayers: 1\nlevel: 1\nsize: " + std::to_string(all.size()) + "x1\ngrid:\n" + all + "\n",
      kFile);
  for (size_t i = 0; i < all.size(); ++i) EXPECT_EQ(n.tiles[i], defaultMapLegend()[i].tile) << all[i];
  EXPECT_EQ(all.size(), 91u);
  for (char c : std::string("#05")) EXPECT_EQ(all.find(c), std::string::npos);
  EXPECT_EQ(defaultLegendChar(48), '\0');
  EXPECT_EQ(tileByteName(48), "team-0 BRIGE_H");
  EXPECT_EQ(tileByteName(51), "unused 51 (read as grass)");
  EXPECT_EQ(tileByteName(16), "shallow box: SE quarter");
  EXPECT_EQ(tileByteName(133), "CACTUS");
  EXPECT_EQ(tileByteName(129), "BUSH_1S on terrain 60");
  EXPECT_EQ(tileByteName(188), "team-0 ground (no building)");
  EXPECT_EQ(tileByteName(226), "team-1 BNKR_N");
  EXPECT_EQ(tileByteName(250), "byte 250 (read as grass)");
}

// The shore characters point to their water as docs/map-format.md says, by the shapes of
// terrain.cpp (pixels: x east, y south, 0..31).
TEST(MapText, ShoreCharactersHaveTheirWaterWhereTheLegendSays) {
  struct Probe {
    char ch;
    std::vector<std::pair<int, int>> wet;
    std::vector<std::pair<int, int>> dry;
  };
  const std::vector<Probe> probes{
      {'8', {{16, 0}}, {{16, 31}}},
      {'6', {{31, 16}}, {{0, 16}}},
      {'2', {{16, 31}}, {{16, 0}}},
      {'4', {{0, 16}}, {{31, 16}}},
      {'7', {{16, 0}, {0, 16}}, {{31, 31}}},
      {'9', {{16, 0}, {31, 16}}, {{0, 31}}},
      {'1', {{16, 31}, {0, 16}}, {{31, 0}}},
      {'3', {{16, 31}, {31, 16}}, {{0, 0}}},
      {'(', {{0, 0}}, {{31, 31}, {16, 31}, {31, 16}}},
      {')', {{31, 0}}, {{0, 31}, {16, 31}, {0, 16}}},
      {'{', {{0, 31}}, {{31, 0}, {16, 0}, {31, 16}}},
      {'}', {{31, 31}}, {{0, 0}, {16, 0}, {0, 16}}},
  };
  for (const Probe& p : probes) {
    const RfmFile m =
        parseMapText(std::string("title: S\nplayers: 1\nlevel: 1\nsize: 1x1\ngrid:\n") + p.ch + "\n", kFile);
    const uint32_t terrain = tileEntry(m.tiles[0]).terrain;
    for (const auto& [x, y] : p.wet)
      EXPECT_GT(pixelWaterDepth(terrain, x, y), 0) << p.ch << " " << x << "," << y;
    for (const auto& [x, y] : p.dry)
      EXPECT_EQ(pixelWaterDepth(terrain, x, y), 0) << p.ch << " " << x << "," << y;
  }
}

TEST(MapText, RoadCharactersDrawTheirConnections) {
  const std::vector<std::pair<char, uint8_t>> roads{{'=', kRoadE | kRoadW},
                                                    {'|', kRoadN | kRoadS},
                                                    {'+', kRoadN | kRoadE | kRoadS | kRoadW},
                                                    {'/', kRoadE | kRoadS},
                                                    {'\\', kRoadS | kRoadW},
                                                    {'`', kRoadN | kRoadE},
                                                    {'\'', kRoadN | kRoadW},
                                                    {'>', kRoadN | kRoadE | kRoadS},
                                                    {'<', kRoadN | kRoadS | kRoadW},
                                                    {'^', kRoadN | kRoadE | kRoadW},
                                                    {';', kRoadE | kRoadS | kRoadW}};
  for (const auto& [ch, bits] : roads) {
    const RfmFile m =
        parseMapText(std::string("title: R\nplayers: 1\nlevel: 1\nsize: 1x1\ngrid:\n") + ch + "\n", kFile);
    EXPECT_EQ(terrainInfo(tileEntry(m.tiles[0]).terrain).roads, bits) << ch;
  }
}

TEST(MapText, UpperCaseIsTeamZeroLowerCaseTeamOne) {
  EXPECT_EQ(defaultLegendChar(57), 'P');
  EXPECT_EQ(defaultLegendChar(77), 'p');
  int letters = 0;
  for (const LegendChar& e : defaultMapLegend()) {
    if (e.ch < 'A' || e.ch > 'Z' || e.ch == 'P') continue;
    ++letters;
    EXPECT_GE(e.tile, 160) << e.ch;
    EXPECT_LT(e.tile, 200) << e.ch;
    EXPECT_EQ(defaultLegendChar(static_cast<uint8_t>(e.tile + 40)), static_cast<char>(e.ch - 'A' + 'a'))
        << e.ch;
    EXPECT_EQ(tileEntry(e.tile).team, 0);
    EXPECT_EQ(tileEntry(static_cast<uint8_t>(e.tile + 40)).team, 1);
  }
  EXPECT_EQ(letters, 25);
}

TEST(MapText, ToleratesByteOrderMarkCrLfCaseIndentAndTrailingSpaces) {
  const std::string text =
      "\xEF\xBB\xBF  # indented comment\r\n"
      "TITLE: Dos\r\n"
      "Players:2\r\n"
      "\t level : 3 \r\n"
      "\r\n"
      "size: 2x2\r\n"
      "Grid:\r\n"
      "Pp  \r\n"
      "Ff\t\r\n"
      "\r\n"
      "\n";
  const RfmFile m = parseMapText(text, kFile);
  EXPECT_EQ(m.title(), "Dos");
  EXPECT_EQ(m.header.players, 2);
  EXPECT_EQ(m.level(), 3u);
  EXPECT_EQ(m.tiles, (std::vector<uint8_t>{57, 77, 180, 220}));
}

TEST(MapText, GridCharactersMayLookLikeCommentsOrKeys) {
  const std::string text = "title: G\nplayers: 1\nlevel: 1\nsize: 3x3\nlegend: # 133\ngrid:\n#..\n:#:\n...\n";
  const RfmFile m = parseMapText(text, kFile);
  EXPECT_EQ(m.tiles, (std::vector<uint8_t>{133, 0, 0, 127, 133, 127, 0, 0, 0}));
}

TEST(MapText, LegendLinesOverrideAndAddCharacters) {
  const std::string text =
      "title: L\nplayers: 1\nlevel: 1\nsize: 4x1\n"
      "legend: Z 133   # CACTUS\n"
      "legend: . 21\n"
      "legend: # 0x7a\n"
      "grid:\nZ.#~\n";
  const RfmFile m = parseMapText(text, kFile);
  EXPECT_EQ(m.tiles, (std::vector<uint8_t>{133, 21, 122, 1}));
}

TEST(MapText, WriterAssignsCharactersToBytesWithoutOne) {
  RfmFile m = test::makeMap(6, 1);
  m.tiles = {0, 133, 51, 240, 255, 1};
  const std::string text = mapToText(m);
  EXPECT_NE(text.find("legend: 0 51    # unused 51 (read as grass)\n"
                      "legend: 5 133   # CACTUS\n"
                      "legend: # 240   # byte 240 (read as grass)\n"
                      "legend: 7 255   # byte 255 (read as grass)\n"
                      "grid:\n.50#7~\n"),
            std::string::npos)
      << text;
  expectMapRoundTrip(m);
}

TEST(MapText, EveryTileByteRoundTripsThroughAHexGrid) {
  RfmFile m = test::makeMap(128, 128);
  for (size_t i = 0; i < m.tiles.size(); ++i) m.tiles[i] = static_cast<uint8_t>((i * 37 + i / 128) % 256);
  std::set<uint8_t> distinct(m.tiles.begin(), m.tiles.end());
  ASSERT_EQ(distinct.size(), 256u);
  const std::string text = mapToText(m);
  EXPECT_NE(text.find("grid: hex\n"), std::string::npos);
  expectMapRoundTrip(m);
}

TEST(MapText, NinetyFourBytesStillUseCharacters) {
  RfmFile m = test::makeMap(94, 2);
  for (size_t i = 0; i < m.tiles.size(); ++i) m.tiles[i] = static_cast<uint8_t>(100 + i % 94);
  const std::string text = mapToText(m);
  EXPECT_EQ(text.find("grid: hex"), std::string::npos);
  expectMapRoundTrip(m);
  m.tiles[0] = 99;  // 95 distinct bytes
  EXPECT_NE(mapToText(m).find("grid: hex\n"), std::string::npos);
  expectMapRoundTrip(m);
}

TEST(MapText, HandMadeMapsRoundTrip) {
  expectTextRoundTrip("title: A\nplayers: 1\nlevel: 9\ngrid:\n" + rows(128, 128, '~'));
  expectTextRoundTrip(
      "# comment\n\ntitle:  Two words \nplayers: 2\nlevel: 0x3\nauthor: Me\n"
      "vehicles: jeep=4 mines=0 asv=default\nedition: stock\ncreated: 1995-07-21 14:30:10\n"
      "size: 3x2\n"
      "grid:\nPFf\npWw\n\n\n");
}

TEST(MapText, StockLikeMapsRoundTrip) {
  expectMapRoundTrip(test::makeStockLikeMap("The Cakewalk", 1, 1, true));
  expectMapRoundTrip(test::makeStockLikeMap("Two Player", 2, 7, false));
  const std::string text = mapToText(test::makeStockLikeMap("The Cakewalk", 1, 1, true));
  EXPECT_NE(text.find("vehicles: asv=3 heli=default jeep=8 tank=2 pool=default mines=12\n"),
            std::string::npos);
  EXPECT_NE(text.find("vehicles-rest: 5a a5\n"), std::string::npos);
  EXPECT_NE(text.find("edition: stock\n"), std::string::npos);
  EXPECT_NE(text.find("created: 1995-07-21 14:30:10\n"), std::string::npos);
  EXPECT_NE(text.find("author: Unknown\nauthor-rest: 00 00 00 00 00 00 00 00 00 00 00 00 cc\n"),
            std::string::npos);
  EXPECT_NE(text.find("title-rest: "), std::string::npos);
}

TEST(MapText, NameLeftOversAndUnknownChunksRoundTrip) {
  const std::string text =
      "title: Left\nplayers: 1\nlevel: 2\nsize: 2x1\n"
      "title-rest: 00 00 49 52 45 5c\n"
      "chunk: XTRA 01 02 03\n"
      "chunk: 0x00ff7f20\n"
      "grid:\n..\n";
  const RfmFile m = parseMapText(text, kFile);
  ASSERT_EQ(m.chunks.size(), 5u);
  EXPECT_EQ(m.chunks[3].tagString(), "XTRA");
  EXPECT_EQ(m.chunks[3].data, (std::vector<uint8_t>{1, 2, 3}));
  EXPECT_EQ(m.chunks[4].tagString(), std::string("\0\xff\x7f ", 4));
  EXPECT_TRUE(m.chunks[4].data.empty());
  const auto& name = m.chunks[0].data;
  ASSERT_EQ(name.size(), kNameChunkData);
  EXPECT_EQ(std::string(name.begin() + 7, name.begin() + 11), "IRE\\");
  expectTextRoundTrip(text);
  expectMapRoundTrip(m);
}

TEST(MapText, OddChunkLayoutsRoundTrip) {
  RfmFile m = test::makeMap(5, 3);
  m.chunks.insert(m.chunks.begin() + 1, test::makeChunk("ZZZZ", {9, 8}));
  m.chunks.insert(m.chunks.begin(), test::makeChunk("LEVL", {12, 0, 0, 0}));  // level 12: raw
  m.chunks.push_back(test::makeChunk("NAME", {'x', 0}));                      // second NAME: raw
  m.chunks.push_back(test::makeChunk("VHCL", {1, 1, 0, 1, 1, 1}));            // jeep 0: raw
  expectMapRoundTrip(m);
  const std::string text = mapToText(m);
  EXPECT_NE(text.find("chunks: raw NAME raw raw EDTN raw raw\n"), std::string::npos) << text;

  RfmFile n = test::makeMap(1, 1);
  n.chunks.clear();  // no chunks at all
  expectMapRoundTrip(n);
  EXPECT_NE(mapToText(n).find("chunks:\n"), std::string::npos);

  RfmFile o = test::makeMap(2, 2);
  o.findChunk("NAME")->data.resize(300, 0x41);  // NAME longer than 260, tail not zero
  o.findChunk("LEVL")->data.push_back(7);       // LEVL with an extra byte
  o.findChunk("EDTN")->data.assign({1, 2, 3, 4, 5, 6});
  Vhcl v;
  v.raw = {0, 1, 2, 3, 4, 5, 6, 7};
  o.setVhcl(v);
  o.findChunk("VHCL")->data.resize(6);  // a 6-byte VHCL
  expectMapRoundTrip(o);
  const std::string otext = mapToText(o);
  EXPECT_NE(otext.find("name-size: 300\n"), std::string::npos) << otext;
  EXPECT_NE(otext.find("vehicles-rest:\n"), std::string::npos) << otext;
  EXPECT_NE(otext.find("level-rest: 07\n"), std::string::npos) << otext;
  EXPECT_NE(otext.find("edition: 0x04030201\n"), std::string::npos) << otext;
  EXPECT_NE(otext.find("edition-rest: 05 06\n"), std::string::npos) << otext;

  RfmFile p = test::makeMap(2, 2);
  p.findChunk("NAME")->data.resize(20);  // a short NAME
  expectMapRoundTrip(p);
}

TEST(MapText, HeaderBytesRoundTrip) {
  RfmFile m = test::makeMap(128, 128, 2, 3, " A \\ title\xe9\t ");
  m.header.magic = {'w', 'R', 'l', '\0'};
  m.header.signature = {1, 2, 3, 4};
  m.header.const0C = {0, 0xff};
  m.header.enabled = 0x80;
  m.header.bytes41 = {1, 0, 0};
  m.header.reserved4C = 0xdeadbeef;
  m.header.created = {0, 0};  // month 0, day 0 as stored
  m.header.modified = {0xffff, 0xffff};
  m.setAuthor("");
  expectMapRoundTrip(m);
  const std::string text = mapToText(m);
  EXPECT_NE(text.find("title: \\x20A \\\\ title\\xe9\\x09\\x20\n"), std::string::npos) << text;
  EXPECT_NE(text.find("author:\n"), std::string::npos) << text;
  EXPECT_NE(text.find("created: 1980-00-00 00:00:00\nmodified: 2107-15-31 31:63:62\n"), std::string::npos);
  EXPECT_NE(text.find("magic: wRl\n"), std::string::npos);

  RfmFile full = test::makeMap(4, 4);
  full.header.author.fill('x');  // no NUL in the author field
  expectMapRoundTrip(full);
  EXPECT_NE(mapToText(full).find("author-bytes: 78 78"), std::string::npos);
}

// Deterministic random maps: chunk lists, header bytes and tiles of every kind.
TEST(MapText, RandomMapsRoundTrip) {
  uint32_t seed = 12345;
  const auto next = [&seed](uint32_t n) {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) % n;
  };
  const std::vector<std::string> tags{"NAME", "VHCL", "LEVL", "EDTN", "ABCD", "name"};
  for (int round = 0; round < 200; ++round) {
    RfmFile m = test::makeMap(static_cast<int>(1 + next(128)), static_cast<int>(1 + next(128)),
                              static_cast<uint8_t>(1 + next(2)), 1 + next(9));
    const uint32_t spread = 1 + next(256);
    for (uint8_t& t : m.tiles) t = static_cast<uint8_t>(next(spread));
    for (uint8_t& b : m.header.author) b = next(3) == 0 ? static_cast<uint8_t>(next(256)) : b;
    m.header.created = {static_cast<uint16_t>(next(65536)), static_cast<uint16_t>(next(65536))};
    m.chunks.clear();
    for (uint32_t i = next(7); i > 0; --i) {
      std::vector<uint8_t> data(next(3) == 0 ? next(300) : 8 + next(4));
      for (uint8_t& b : data) b = static_cast<uint8_t>(next(4) == 0 ? next(256) : 0);
      const std::string& tag = tags[next(static_cast<uint32_t>(tags.size()))];
      if (tag == "NAME" && data.empty()) data.push_back(0);
      if (tag == "NAME") data[std::min<size_t>(data.size() - 1, next(260))] = 0;
      if (tag == "VHCL" && data.size() < 6) data.resize(6);
      if ((tag == "LEVL" || tag == "EDTN") && data.size() < 4) data.resize(4);
      m.chunks.push_back(test::makeChunk(tag, data));
    }
    ASSERT_NO_THROW(parseRfm(serializeRfm(m), "random")) << round;
    expectMapRoundTrip(m);
  }
}

TEST(MapText, WriterRefusesInvalidMaps) {
  RfmFile m = test::makeMap(4, 4);
  m.tiles.pop_back();
  EXPECT_THROW(mapToText(m), std::invalid_argument);
}

struct ErrorCase {
  std::string text;
  std::string message;
};
// A failing case shows its message (not the struct's bytes).
void PrintTo(const ErrorCase& c, std::ostream* os) {
  *os << testing::PrintToString(c.message);
}

// A printable test name: the case's index and the first words of what the message says is
// expected ("c07_ATitleOfAtMost259"), letters and digits only.
std::string errorCaseName(const testing::TestParamInfo<ErrorCase>& info) {
  const std::string& m = info.param.message;
  const size_t at = m.find("expected ");
  std::string name = "c" + std::string(info.index < 10 ? "0" : "") + std::to_string(info.index) + "_";
  bool upper = true;
  int words = 0;
  for (size_t i = at == std::string::npos ? 0 : at + 9; i < m.size() && words < 5; ++i) {
    const char c = m[i];
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
      name += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    } else if (!upper) {
      upper = true;
      ++words;
    }
  }
  return name;
}

const std::string kHead = "title: E\nplayers: 1\nlevel: 1\nsize: 3x2\n";

class MapTextError : public testing::TestWithParam<ErrorCase> {};

TEST_P(MapTextError, ExactMessage) {
  try {
    parseMapText(GetParam().text, kFile);
    FAIL() << "no error for:\n" << GetParam().text;
  } catch (const core::ParseError& e) {
    EXPECT_EQ(std::string(e.what()), GetParam().message);
  }
}

INSTANTIATE_TEST_SUITE_P(
    All, MapTextError,
    testing::Values(
        ErrorCase{"title: E\ncolour: red\n",
                  "t.txt: line 2: expected a known key (title, players, level, author, "
                  "vehicles, legend, grid, ...; see docs/map-format.md), found 'colour'"},
        ErrorCase{"title: E\njust words\n",
                  "t.txt: line 2: expected a 'key: value' line or 'grid:', found 'just words'"},
        ErrorCase{"title: E\ntitle: F\n",
                  "t.txt: line 2: expected one 'title:' line, found a second one (the first is line 1)"},
        ErrorCase{"players: 3\n", "t.txt: line 1: expected players 1 or 2, found '3'"},
        ErrorCase{"level: 10\n", "t.txt: line 1: expected level 1..9, found '10'"},
        ErrorCase{"level: nine\n", "t.txt: line 1: expected level 1..9, found 'nine'"},
        ErrorCase{"title: " + std::string(260, 'x') + "\n",
                  "t.txt: line 1: expected a title of at most 259 bytes, found 260 bytes"},
        ErrorCase{"author: " + std::string(41, 'x') + "\n",
                  "t.txt: line 1: expected an author of at most 40 bytes, found 41 bytes"},
        ErrorCase{"title: a\\x00b\n", "t.txt: line 1: expected a title without NUL bytes, found \\x00"},
        ErrorCase{"title: a\\qb\n",
                  "t.txt: line 1: expected '\\\\' or '\\xNN' after a backslash in the title, found '\\qb'"},
        ErrorCase{"vehicles: jeep=0\n", "t.txt: line 1: expected jeep 1..254 or default, found '0'"},
        ErrorCase{"vehicles: mines=201\n", "t.txt: line 1: expected mines 0..200 or default, found '201'"},
        ErrorCase{"vehicles: boats=1\n",
                  "t.txt: line 1: expected vehicle counts as name=value with the names asv, heli, "
                  "jeep, tank, pool, mines, found 'boats=1'"},
        ErrorCase{"vehicles: asv=1 asv=2\n",
                  "t.txt: line 1: expected each vehicle count once, found 'asv' twice"},
        ErrorCase{"created: 1995-7-21 10:00:00\n",
                  "t.txt: line 1: expected created as YYYY-MM-DD HH:MM:SS (years "
                  "1980..2107, even seconds), found '1995-7-21 10:00:00'"},
        ErrorCase{"modified: 1995-07-21 10:00:01\n",
                  "t.txt: line 1: expected modified as YYYY-MM-DD HH:MM:SS (years "
                  "1980..2107, even seconds), found '1995-07-21 10:00:01'"},
        ErrorCase{"size: 129x5\n",
                  "t.txt: line 1: expected size as WIDTHxHEIGHT, each 1..128, found '129x5'"},
        ErrorCase{"signature: 54 4d 00\n", "t.txt: line 1: expected signature of 4 hex bytes, found 3"},
        ErrorCase{"bytes-41: 0g\n",
                  "t.txt: line 1: expected bytes-41 as hex bytes (pairs of digits 0-9 a-f), found '0g'"},
        ErrorCase{"magic: WRX\n", "t.txt: line 1: expected magic WRL (in any case), found 'WRX'"},
        ErrorCase{"enabled: 0\n", "t.txt: line 1: expected enabled 1..255 (the loader refuses 0), found '0'"},
        ErrorCase{"edition: -1\n", "t.txt: line 1: expected edition 0..0xffffffff or stock, found '-1'"},
        ErrorCase{"chunks: NAME FOO\n",
                  "t.txt: line 1: expected chunk entries NAME, VHCL, LEVL, EDTN or raw, found 'FOO'"},
        ErrorCase{"chunks: NAME NAME\n",
                  "t.txt: line 1: expected each of NAME, VHCL, LEVL, EDTN at most once, found 'NAME' twice"},
        ErrorCase{"chunk: TOOLONG 00\n",
                  "t.txt: line 1: expected 'chunk: TAG HEX' with a tag of 4 characters or 0x and "
                  "8 hex digits, found 'TOOLONG'"},
        ErrorCase{"chunk: NAME 41 42\n",
                  "t.txt: line 1: expected a NAME chunk with a NUL in its first 260 bytes, found none"},
        ErrorCase{"chunk: LEVL 01\n", "t.txt: line 1: expected a LEVL chunk of at least 4 bytes, found 1"},
        ErrorCase{"legend: ab 5\n",
                  "t.txt: line 1: expected 'legend: C BYTE' (one printable character, a space, a tile "
                  "byte 0..255), found 'ab 5'"},
        ErrorCase{"legend: x 256\n",
                  "t.txt: line 1: expected 'legend: C BYTE' (one printable character, a space, a tile "
                  "byte 0..255), found 'x 256'"},
        ErrorCase{
            "legend: x 5\nlegend: y 6\nlegend: x 7\n",
            "t.txt: line 3: expected each legend character once, found 'x' again (the first is line 1)"},
        ErrorCase{"grid: wide\n", "t.txt: line 1: expected 'grid:' or 'grid: hex', found 'wide'"},
        ErrorCase{
            "title: E\nplayers: 1\n",
            "t.txt: line 2: expected a 'grid:' line followed by the tile rows, found the end of the file"},
        ErrorCase{"players: 1\nlevel: 1\ngrid:\n", "t.txt: line 3: expected a 'title:' line before 'grid:'"},
        ErrorCase{"title: E\nlevel: 1\ngrid:\n", "t.txt: line 3: expected a 'players:' line before 'grid:'"},
        ErrorCase{"title: E\nplayers: 1\ngrid:\n", "t.txt: line 3: expected a 'level:' line before 'grid:'"},
        ErrorCase{"chunks: NAME VHCL\ntitle: E\nplayers: 1\ngrid:\n",
                  "t.txt: line 4: expected a 'vehicles:' line before 'grid:'"},
        ErrorCase{kHead + "vehicles-rest: 00\ngrid:\n",
                  "t.txt: line 5: expected a 'vehicles:' line with 'vehicles-rest:'"},
        ErrorCase{"chunks: NAME\n" + kHead + "grid:\n",
                  "t.txt: line 4: expected LEVL in the 'chunks:' line (line 1) for 'level:'"},
        ErrorCase{"chunks: NAME LEVL raw\n" + kHead + "grid:\n",
                  "t.txt: line 1: expected 1 'chunk:' lines (one for each raw), found 0"},
        ErrorCase{kHead + "title-rest: " + std::string(259 * 2, '1') + "\ngrid:\n",
                  "t.txt: line 5: expected the title, its NUL and title-rest within the NAME chunk's 260 "
                  "bytes, found 261 bytes"},
        ErrorCase{kHead + "author: abc\nauthor-rest: " + std::string(38 * 2, '1') + "\ngrid:\n",
                  "t.txt: line 6: expected author-rest of at most 37 bytes (the author, its NUL and the rest "
                  "fill 41 "
                  "bytes), found 38 bytes"},
        ErrorCase{
            kHead + "author: abc\nauthor-bytes: " + std::string(41 * 2, '1') + "\ngrid:\n",
            "t.txt: line 6: expected either 'author-bytes:' or 'author:' and 'author-rest:', found both"},
        ErrorCase{kHead + "grid:\n...\n....\n",
                  "t.txt: line 7: expected grid row 1 of 3 characters, found 4"},
        ErrorCase{kHead + "grid:\n...\n", "t.txt: line 5: expected 2 grid rows, found 1"},
        ErrorCase{kHead + "grid:\n...\n...\n...\n", "t.txt: line 8: expected 2 grid rows, found 3"},
        ErrorCase{kHead + "grid:\n...\n.0.\n",
                  "t.txt: line 7: expected a legend character in grid row 1 column 1, found '0'"},
        ErrorCase{kHead + "grid:\n...\n. .\n",
                  "t.txt: line 7: expected a legend character in grid row 1 column 1, found ' '"},
        ErrorCase{kHead + "grid:\n...\n.\t.\n",
                  "t.txt: line 7: expected a legend character in grid row 1 column 1, found '\\x09'"},
        ErrorCase{kHead + "grid: hex\n000000\n00000\n",
                  "t.txt: line 7: expected grid row 1 of 6 hex digits (2 per cell), found 5"},
        ErrorCase{kHead + "grid: hex\n000000\n00zz00\n",
                  "t.txt: line 7: expected two hex digits in grid row 1 column 1, found 'zz'"}),
    errorCaseName);

}  // namespace
}  // namespace rf
