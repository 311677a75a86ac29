// SPDX-License-Identifier: GPL-3.0-or-later
// The style file reader (gta/data/style.hpp) on the synthetic style files our tool writes
// (tools/synthetic_cd/synthetic_style.hpp): the tiles' texels and colours, the palettes and
// their index, the remaps, the anim, the sprites and their bases; and one line for every
// bad size, offset and index.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "gta/data/style.hpp"
#include "synthetic_cd/synthetic_style.hpp"

namespace gta {
namespace {

using synth::StyleOffsets;
using synth::StyleSpec;

std::string errorOf(const std::vector<uint8_t>& bytes, const std::string& name = "s.g24") {
  try {
    parseStyle(bytes, name);
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + size_t(i)] = uint8_t(v >> (8 * i));
}
void put16(std::vector<uint8_t>& b, size_t at, uint16_t v) {
  b[at] = uint8_t(v), b[at + 1] = uint8_t(v >> 8);
}

TEST(Style, TheSyntheticG24GivesItsTilesAndColours) {
  const StyleSpec spec{StyleKind::G24, 5, 6, 2};
  const StyleFile s = parseStyle(synth::makeSyntheticStyle(spec), "s.g24");
  EXPECT_EQ(s.kind, StyleKind::G24);
  EXPECT_EQ(s.sides, 5);
  EXPECT_EQ(s.lids, 6);
  EXPECT_EQ(s.aux, 2);
  EXPECT_EQ(s.tileOf(StyleFace::Side, 4), 4);
  EXPECT_EQ(s.tileOf(StyleFace::Side, 5), -1);
  EXPECT_EQ(s.tileOf(StyleFace::Lid, 0), 5);  // the first lid shares a row with the sides
  EXPECT_EQ(s.tileOf(StyleFace::Aux, 1), 12);
  for (int t : {0, 3, 5, 12})
    for (int p : {0, 17, 63}) EXPECT_EQ(s.tileIndex(t, p, 63 - p), synth::syntheticStyleTexel(t, p, 63 - p)) << t;
  const int palettes = 13 * 4 + 2;
  EXPECT_EQ(s.palettes.size(), size_t(palettes));
  EXPECT_EQ(s.tileCluts, 52);
  EXPECT_EQ(s.spriteCluts, 2);
  // lid 2 = tile 7 with remap 3: virtual palette 31, physical 32
  const std::vector<StyleRgb> lid = s.tileRgb(7, 3);
  const uint8_t e = synth::syntheticStyleTexel(7, 10, 20);
  EXPECT_EQ(lid[size_t(20 * 64 + 10)], synth::syntheticStyleColour(StyleKind::G24, 32, e));
  EXPECT_EQ(s.tileRgb(0)[0], synth::syntheticStyleColour(StyleKind::G24, 1, synth::syntheticStyleTexel(0, 0, 0)));
  ASSERT_EQ(s.anims.size(), 1u);
  EXPECT_EQ(s.anims[0].which, 1);
  EXPECT_EQ(s.anims[0].speed, 3);
  EXPECT_EQ(s.anims[0].frames, (std::vector<uint8_t>{0, 1}));
  ASSERT_EQ(s.sprites.size(), 2u);
  EXPECT_EQ(s.sprites[1].w, 6);
  EXPECT_EQ(s.sprites[1].x, 8);
  ASSERT_EQ(s.sprites[1].deltas.size(), 1u);
  EXPECT_EQ(s.sprites[1].deltas[0].offset, 65536u - 16);
  const std::vector<uint8_t> sp = s.spriteIndices(1);
  EXPECT_EQ(sp.size(), 36u);
  EXPECT_EQ(sp[7], uint8_t(1 + (50 + 7 + 11) % 250));  // (1, 1) of sprite 1
  // sprite 1's clut 1 is virtual palette 52 + 1, physical (53 + 1) % 54 = 0
  EXPECT_EQ(s.spriteColour(1, 9), synth::syntheticStyleColour(StyleKind::G24, 0, 9));
  EXPECT_EQ(s.spriteCounts[0], 1);
  EXPECT_EQ(s.spriteBase[size_t(StyleSpriteKind::Digits)], 1);
  EXPECT_EQ(s.spriteBase[size_t(StyleSpriteKind::Boat)], 2);
  EXPECT_STREQ(styleSpriteKindName(StyleSpriteKind::TrafficLights), "traffic lights");
  // object_info: two types (20 bytes each); car_info: model 42, a car (vtype 1), one door
  ASSERT_EQ(s.objects.size(), 2u);
  EXPECT_EQ(s.objects[0].width, 16);
  EXPECT_EQ(s.objects[1].depth, 8);
  EXPECT_EQ(s.objects[1].sprite, 1);
  ASSERT_EQ(s.cars.size(), 1u);
  EXPECT_EQ(s.cars[0].model, 42);
  EXPECT_EQ(s.cars[0].vtype, 1);
  EXPECT_EQ(s.cars[0].height, 48);
  EXPECT_EQ(s.cars[0].doors, 1);
  // the sprites they name: the file's two sprites are an arrow and a digit (no object, car
  // or explosion sprites), so none
  EXPECT_EQ(s.objectSprite(0), -1);
  EXPECT_EQ(s.carSprite(42), -1);
  EXPECT_EQ(s.carSprite(7), -1);
  EXPECT_EQ(s.explosionSprite(), -1);
}

// With the sprite counts of the real STYLE001 (docs/gta-style.md) the object, car and
// explosion sprites are found from their kinds' bases.
TEST(Style, ObjectsCarsAndExplosionsFindTheirSprites) {
  StyleFile s;
  s.sprites.resize(1034);
  const uint16_t counts[kStyleSpriteKinds] = {49, 0, 1,  0, 6, 27, 562, 295, 0, 2, 6,
                                              5,  0, 26, 0, 0, 7,  48,  0,   0, 0};
  uint16_t base = 0;
  for (int k = 0; k < kStyleSpriteKinds; ++k)
    s.spriteCounts[size_t(k)] = counts[k], s.spriteBase[size_t(k)] = base, base = uint16_t(base + counts[k]);
  s.objects.resize(3);
  s.objects[2].sprite = 10;
  s.cars.push_back({24, 48, 16, 3, 1, 42, 2});         // a car
  s.cars.push_back({24, 64, 16, 1, 0, 7, 0});          // a bus
  s.cars.push_back({24, 64, 16, 0, 14, 8, 0});         // the tank
  EXPECT_EQ(s.objectSprite(2), 49 + 1 + 6 + 27 + 10);  // arrow, boat, bus, car, then the objects
  EXPECT_EQ(s.objectSprite(3), -1);
  EXPECT_EQ(s.carSprite(42), 49 + 1 + 6 + 3);
  EXPECT_EQ(s.carSprite(7), 49 + 1 + 1);
  EXPECT_EQ(s.carSprite(8), 49 + 1 + 6 + 27 + 562 + 295 + 0);  // the tanks follow the speedo
  EXPECT_EQ(s.explosionSprite(), 1034 - 48);
}

TEST(Style, TheSyntheticGryGivesItsTilesColoursAndRemaps) {
  const StyleSpec spec{StyleKind::Gry, 3, 2, 1};
  const StyleFile s = parseStyle(synth::makeSyntheticStyle(spec), "s.gry");
  EXPECT_EQ(s.kind, StyleKind::Gry);
  EXPECT_EQ(s.tileCount(), 6);
  const uint8_t e = synth::syntheticStyleTexel(1, 40, 2);
  EXPECT_EQ(s.tileRgb(1)[size_t(2 * 64 + 40)], synth::syntheticStyleColour(StyleKind::Gry, 0, e));
  // lid 1 (tile 4) with remap 2: table remap_index[1][2] = 10 maps e to e + 10
  const uint8_t l = synth::syntheticStyleTexel(4, 0, 0);
  EXPECT_EQ(s.tileRgb(4, 2)[0], synth::syntheticStyleColour(StyleKind::Gry, 0, uint8_t(l + 10)));
  // a side has no remap
  EXPECT_EQ(s.tileRgb(1, 2)[size_t(2 * 64 + 40)], synth::syntheticStyleColour(StyleKind::Gry, 0, e));
  ASSERT_EQ(s.sprites.size(), 2u);
  EXPECT_EQ(s.sprites[1].offset, 32u);
  EXPECT_EQ(s.spriteIndices(0)[9], uint8_t(1 + (7 + 11) % 250));
  EXPECT_EQ(s.spriteColour(0, 5), synth::syntheticStyleColour(StyleKind::Gry, 0, 5));
}

TEST(Style, ATileCountOfNoWholeRowIsPadded) {
  for (const StyleSpec spec : {StyleSpec{StyleKind::G24, 1, 1, 1}, StyleSpec{StyleKind::Gry, 4, 4, 0},
                               StyleSpec{StyleKind::G24, 2, 0, 0}}) {
    StyleOffsets o;
    const std::vector<uint8_t> b = synth::makeSyntheticStyle(spec, &o);
    EXPECT_EQ((o.anim - o.tiles) % (4 * 4096), 0u);
    EXPECT_EQ(parseStyle(b, "s").tileCount(), spec.sides + spec.lids + spec.aux);
  }
}

// The bad files: each fails with one line naming the file, the offset and what was expected.
TEST(Style, EveryBadSizeOffsetOrIndexIsOneLine) {
  StyleOffsets o;
  const std::vector<uint8_t> good = synth::makeSyntheticStyle({StyleKind::G24, 5, 6, 2}, &o);
  StyleOffsets og;
  const std::vector<uint8_t> gry = synth::makeSyntheticStyle({StyleKind::Gry, 3, 2, 1}, &og);
  struct Case {
    const char* what;
    std::vector<uint8_t> bytes;
    std::string line;
  };
  std::vector<Case> cases;
  const auto edit = [&](const char* what, std::vector<uint8_t> b, std::string line) {
    cases.push_back({what, std::move(b), std::move(line)});
  };
  edit("empty", {}, "s.g24: offset 0x0: expected a style header (version 325 .GRY or 336 .G24), found a file of 0 bytes");
  edit("truncated header", std::vector<uint8_t>(good.begin(), good.begin() + 40),
       "s.g24: offset 0x0: expected a 64-byte style header, found a file of 40 bytes");
  {
    auto b = good;
    put32(b, 0, 290);  // the editors' .GRX
    edit("version", b, "s.g24: offset 0x0: expected version 325 (.GRY) or 336 (.G24), found 290");
  }
  {
    auto b = good;
    put32(b, 4, 5 * 4096 + 1);
    edit("side size", b, "s.g24: offset 0x4: expected side_size a multiple of 4096 (64 x 64 tiles), found 20481");
  }
  {
    auto b = good;
    put32(b, 8, 300 * 4096);
    edit("lid tiles", b, "s.g24: offset 0x8: expected lid_size at most 256 tiles (1048576 bytes), found 1228800");
  }
  {
    auto b = good;
    put32(b, 4, 200 * 4096), put32(b, 8, 200 * 4096);
    edit("tiles in all", b, "s.g24: offset 0x4: expected at most 384 side, lid and aux tiles in all, found 402");
  }
  edit("truncated", std::vector<uint8_t>(good.begin(), good.end() - 1),
       "s.g24: offset 0x" + core::hex(o.spriteNumbers).substr(2) +
           ": expected the 42-byte sprite_numbers section (sprite_numbers_size) inside the file, found a "
           "file of " +
           std::to_string(good.size() - 1) + " bytes");
  {
    auto b = good;
    put32(b, 13 * 4, 1u << 30);  // sprite_info_size
    edit("chunk past end", b,
         "s.g24: offset 0x" + core::hex(o.spriteInfo).substr(2) +
             ": expected the 1073741824-byte sprite_info section (sprite_info_size) inside the file, found a "
             "file of " +
             std::to_string(good.size()) + " bytes");
  }
  {
    auto b = good;
    b.push_back(0);
    edit("trailing", b,
         "s.g24: offset 0x" + core::hex(o.end).substr(2) +
             ": expected the end of the file after the sprite_numbers section, found 1 more bytes");
  }
  {
    auto b = good;
    put16(b, o.paletteIndex + 2 * 7, 54);  // 54 CLUTs: 0..53
    edit("bad palette index", b,
         "s.g24: offset 0x" + core::hex(o.paletteIndex + 14).substr(2) +
             ": expected a palette index below the CLUTs' 54, found 54");
  }
  {
    auto b = good;
    put32(b, 5 * 4, 54 * 1024 + 4);  // clut_size
    edit("clut size", b, "s.g24: offset 0x14: expected clut_size a multiple of 1024 (256 BGRA colours), found 55300");
  }
  {
    auto b = good;
    put32(b, 10 * 4, 102);  // palette_index_size: 51 entries, the file cut to match
    b.erase(b.begin() + long(o.paletteIndex + 102), b.begin() + long(o.paletteIndex + 108));
    edit("palette index short", b,
         "s.g24: offset 0x28: expected palette_index_size room for 52 entries (4 remaps of 13 tiles), found "
         "102");
  }
  {
    auto b = good;
    b[o.anim + 1 + 1] = 2;  // which
    edit("anim which", b, "s.g24: offset 0x" + core::hex(o.anim + 2).substr(2) +
                              ": expected an anim's which 0 (side) or 1 (lid), found 2");
  }
  {
    auto b = good;
    b[o.anim + 1] = 6;  // lid 6 of 6
    edit("anim block", b, "s.g24: offset 0x" + core::hex(o.anim + 1).substr(2) +
                              ": expected an anim's block below the lid tiles' 6, found 6");
  }
  {
    auto b = good;
    b[o.anim + 5] = 2;  // aux 2 of 2
    edit("anim frame", b, "s.g24: offset 0x" + core::hex(o.anim + 5).substr(2) +
                              ": expected an anim frame below the aux tiles' 2, found 2");
  }
  {
    auto b = good;
    b[o.anim] = 2;  // a second anim that is not there
    edit("anim count", b, "s.g24: offset 0x" + core::hex(o.anim + 7).substr(2) +
                              ": expected anim 1 of 2 (4 bytes) inside the anim section, found 0 bytes left");
  }
  {
    auto b = good;
    put16(b, o.spriteInfo + 6, 2);  // sprite 0's clut of 2
    edit("sprite clut", b, "s.g24: offset 0x" + core::hex(o.spriteInfo + 6).substr(2) +
                               ": expected sprite 0's clut below the sprite CLUTs' 2, found 2");
  }
  {
    auto b = good;
    b[o.spriteInfo + 8] = 250;  // sprite 0's x: 250 + 8 > 256
    edit("sprite off its page", b, "s.g24: offset 0x" + core::hex(o.spriteInfo + 8).substr(2) +
                                       ": expected sprite 0 inside its 256 x 256 page, found 8 x 4 at (250, 0)");
  }
  {
    auto b = good;
    put16(b, o.spriteInfo + 10, 1);  // page 1 of 1
    edit("sprite page", b, "s.g24: offset 0x" + core::hex(o.spriteInfo + 10).substr(2) +
                               ": expected sprite 0's page 1 inside the 65536-byte sprite graphics, found its last "
                               "byte at 66312");
  }
  {
    auto b = good;
    put32(b, o.spriteInfo + 12 + 12 + 2, 65536 - 5);  // sprite 1's delta: 6 bytes at 65531
    edit("delta past end", b, "s.g24: offset 0x" + core::hex(o.spriteInfo + 24).substr(2) +
                                  ": expected sprite 1's delta 0 inside the 65536-byte sprite graphics, found 6 "
                                  "bytes at 65531");
  }
  {
    auto b = good;
    b[o.spriteInfo + 12 + 2] = 2;  // sprite 1 claims two deltas
    edit("delta count", b, "s.g24: offset 0x" + core::hex(o.spriteInfo + 30).substr(2) +
                               ": expected sprite 1's delta 1 (6 bytes) inside the sprite_info section, found 0 "
                               "bytes left");
  }
  {
    auto b = good;
    put16(b, o.spriteNumbers + 4, 1);  // a boat: 3 sprites counted, 2 there
    edit("sprite counts", b,
         "s.g24: offset 0x" + core::hex(o.spriteNumbers).substr(2) +
             ": expected sprite counts adding up to at most the 2 sprites of sprite_info, "
             "found 3");
  }
  {
    auto b = good;
    put32(b, 11 * 4, 19);  // object_info_size (was 40); the file is cut to match
    b.erase(b.begin() + long(o.objectInfo), b.begin() + long(o.objectInfo) + 21);
    edit("object_info size", b,
         "s.g24: offset 0x2c: expected object_info_size a multiple of 20 (object_info records), found 19");
  }
  {
    auto b = good;
    put16(b, o.carInfo + 172, 9);  // nine doors
    edit("car doors", b,
         "s.g24: offset 0x" + core::hex(o.carInfo + 172).substr(2) +
             ": expected a car_info door count of 0..8, found 9");
  }
  {
    auto b = good;
    put16(b, o.carInfo + 172, 2);  // two doors: 8 bytes more than there are
    edit("car record", b,
         "s.g24: offset 0x" + core::hex(o.carInfo).substr(2) +
             ": expected a whole 190-byte car_info record (2 doors), found 182 bytes left in the "
             "section");
  }
  {
    auto b = gry;
    b[og.colours + 7] = 64;
    edit("gry palette value", b, "s.g24: offset 0x" + core::hex(og.colours + 7).substr(2) +
                                     ": expected a 6-bit palette value (0..63), found 64");
  }
  {
    auto b = gry;
    put16(b, og.spriteInfo + 4, 33);  // sprite 0's size: 8 x 4 is 32
    edit("gry sprite size", b, "s.g24: offset 0x" + core::hex(og.spriteInfo + 4).substr(2) +
                                   ": expected sprite 0's size w x h = 32, found 33");
  }
  {
    auto b = gry;
    put32(b, og.spriteInfo + 10 + 6, 60);  // sprite 1 at 60: 36 bytes past the 74
    edit("gry sprite offset", b, "s.g24: offset 0x" + core::hex(og.spriteInfo + 16).substr(2) +
                                     ": expected sprite 1's 36 bytes inside the 74-byte sprite graphics, found "
                                     "offset 60");
  }
  {
    auto b = gry;
    put32(b, 5 * 4, 767);  // palette_size; the file is cut to match
    b.erase(b.begin() + long(og.colours));
    edit("gry palette size", b, "s.g24: offset 0x14: expected palette_size 768 (256 RGB colours), found 767");
  }
  for (const Case& c : cases) {
    const std::string line = errorOf(c.bytes);
    EXPECT_EQ(line, c.line) << c.what;
    EXPECT_EQ(line.find('\n'), std::string::npos) << c.what;
  }
}

// Every prefix of a small file and every single-byte change of its header fails cleanly.
TEST(Style, EveryTruncationAndHeaderByteFailsCleanly) {
  for (const StyleKind kind : {StyleKind::G24, StyleKind::Gry}) {
    const std::vector<uint8_t> good = synth::makeSyntheticStyle({kind, 1, 1, 1});
    for (size_t n = 0; n < good.size(); n += 997) {
      const std::string line = errorOf(std::vector<uint8_t>(good.begin(), good.begin() + long(n)));
      EXPECT_EQ(line.rfind("s.g24: offset 0x", 0), 0u) << n << ": " << line;
    }
    for (size_t i = 4; i < 64; ++i) {
      auto b = good;
      b[i] ^= 0x41;
      try {
        parseStyle(b, "s.g24");
      } catch (const core::ParseError& e) {
        EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
      }
    }
  }
}

}  // namespace
}  // namespace gta
