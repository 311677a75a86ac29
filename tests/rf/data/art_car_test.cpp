// SPDX-License-Identifier: GPL-3.0-or-later
// The ART.CAR reader (rf/data/art_car.hpp) against the synthetic archive our tool makes to the
// documented format (tools/synthetic_cd/synthetic_art.cpp; no original data exists here): the
// header, cels, palettes and pixels come back as written; every truncation, bad offset and
// bad count is refused with one line naming the file and the offset.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "rf/data/art_car.hpp"
#include "rf/data/load_error.hpp"
#include "synthetic_cd/synthetic_art.hpp"

namespace rf {
namespace {

const char* kFile = "ART/ART.CAR";

std::string error(const std::vector<uint8_t>& b) {
  try {
    (void)readArtCar(b, kFile);
  } catch (const LoadError& e) {
    return e.what();
  }
  return "(read)";
}

void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b.at(at + static_cast<size_t>(i)) = static_cast<uint8_t>(v >> (8 * i));
}

std::string hexOf(size_t v) {
  char s[24];
  std::snprintf(s, sizeof s, "0x%zx", v);
  return s;
}

size_t cel(uint32_t i) {
  return car::kHeaderSize + size_t{i} * car::kCelRecord;
}

const std::vector<uint8_t>& archive() {
  static const std::vector<uint8_t> b = synth::syntheticArtCar();
  return b;
}

TEST(ArtCar, ReadsTheSyntheticArchive) {
  const ArtCar a = readArtCar(archive(), kFile);
  ASSERT_EQ(a.cels.size(), synth::kSynthCels);
  EXPECT_EQ(a.shiftTable, 0x10u + 2165u * 0x44u);  // 0x23F24 as in the real file
  EXPECT_EQ(a.paletteAt, 0x282CCu);                // the notes' palette offset
  EXPECT_EQ(a.logPaletteAt, 0x286CCu);
  EXPECT_EQ(a.pixels, 0x28AF0u);
  const CarCel& t = a.cels[5];
  EXPECT_EQ(t.width, 32u);
  EXPECT_EQ(t.height, 32u);
  EXPECT_TRUE(t.opaqueZero());
  EXPECT_EQ(a.shifts[5][0], 5);
  EXPECT_EQ(a.cels[synth::kSynthSpanShadow].pre0, car::kModeShadowSpans);
  // the LOGPALETTE holds the game colours at +10
  for (int k = 0; k < 236; ++k)
    EXPECT_EQ(a.logPalette[static_cast<size_t>(k + 10)], a.gamePalette[static_cast<size_t>(k)]);
  EXPECT_EQ(a.logFlags[0], 1);
  EXPECT_EQ(a.logFlags[100], 4);
}

TEST(ArtCar, DecodesThroughTheLogPalette) {
  const ArtCar a = readArtCar(archive(), kFile);
  const auto tile = decodeCel(a, 0);
  ASSERT_EQ(tile.size(), 32u * 32u);
  EXPECT_EQ(tile[0], a.colour(a.pixelsOf(0)[0]));
  for (uint32_t px : tile) EXPECT_EQ(px & 0xff, 0xffu);  // opaque tiles
  const auto tree = decodeCel(a, synth::kSynthTree);
  EXPECT_EQ(tree[0], 0u);  // value 0 transparent
  EXPECT_EQ(tree[10 * 16 + 8], a.colour(synth::synthColour(0, 102, 0)));
  const auto plut = decodeCel(a, synth::kSynthPlut);
  const auto lut = a.plutOf(synth::kSynthPlut);
  EXPECT_EQ(plut[1], a.colour(lut[a.pixelsOf(synth::kSynthPlut)[1]]));
  const auto span = decodeCel(a, synth::kSynthSpanShadow);
  EXPECT_EQ(span[8 * 32 + 16], 0x00000080u);  // inside the ellipse: 50% black
  EXPECT_EQ(span[0], 0u);
  EXPECT_THROW((void)decodeCel(a, 5000), std::out_of_range);
}

TEST(ArtCar, RefusesBadHeaders) {
  auto b = archive();
  b[0] = 'X';
  EXPECT_EQ(error(b), "ART/ART.CAR: offset 0x0: expected the magic \"CCBA\" of a cel archive");
  b = archive();
  put32(b, 8, 0);
  EXPECT_EQ(error(b), "ART/ART.CAR: offset 0x8: cel count 0, expected 1..8192");
  b = archive();
  put32(b, 8, 2164);
  EXPECT_NE(error(b).find("offset 0xc: shift table at 0x23f24, expected 0x23ee0"), std::string::npos)
      << error(b);
  b = archive();
  b[0x286CC + 1] = 2;
  EXPECT_NE(error(b).find("offset 0x286cc: the LOGPALETTE is version 0x200"), std::string::npos) << error(b);
}

TEST(ArtCar, RefusesBadCels) {
  auto b = archive();
  put32(b, cel(17) + 8, static_cast<uint32_t>(b.size()) - 10);
  EXPECT_EQ(error(b), "ART/ART.CAR: cel 17 at 0x494 +0x8: the pixels: expected 1024 bytes at " +
                          hexOf(b.size() - 10) + ", the file ends at " + hexOf(b.size()));
  b = archive();
  put32(b, cel(17) + 8, 0x100);
  EXPECT_NE(error(b).find("cel 17 at 0x494 +0x8: pixels at 0x100, before the pixel data at 0x28af0"),
            std::string::npos);
  b = archive();
  put32(b, cel(3) + 0x3c, 5000);
  EXPECT_NE(error(b).find("cel 3 at 0xdc +0x3c: size 5000 x 32"), std::string::npos) << error(b);
  b = archive();
  put32(b, cel(3) + 0x34, 0x20);
  EXPECT_NE(error(b).find("cel 3 at 0xdc +0x34: draw mode 0x20"), std::string::npos) << error(b);
  b = archive();
  put32(b, cel(3) + 4, 0x11);
  EXPECT_NE(error(b).find("cel 3 at 0xdc +0x4: next 0x11 is not a cel record"), std::string::npos)
      << error(b);
  b = archive();
  put32(b, cel(3) + 0xc, static_cast<uint32_t>(b.size()) - 4);
  EXPECT_NE(error(b).find("cel 3 at 0xdc +0xc: PLUT"), std::string::npos) << error(b);
  b = archive();  // a span-list row offset outside the file
  const uint32_t src = b[cel(synth::kSynthSpanShadow) + 8] | b[cel(synth::kSynthSpanShadow) + 9] << 8 |
                       b[cel(synth::kSynthSpanShadow) + 10] << 16;
  b[src] = 0xff, b[src + 1] = 0x7f;
  EXPECT_NE(error(b).find("cel 120 at"), std::string::npos) << error(b);
  EXPECT_NE(error(b).find("row 0 offset 32767 is outside the file"), std::string::npos) << error(b);
  // the runtime surfaces' pixels are not checked (Car_Load gives them a buffer)
  b = archive();
  put32(b, cel(1981) + 8, 0x100);
  EXPECT_EQ(error(b), "(read)");
}

// Every truncation (the header's size made to match, so the reader goes past it) is refused
// with one line naming the file.
TEST(ArtCar, EveryTruncationIsOneLine) {
  const auto& full = archive();
  for (size_t n = 0; n < full.size(); n += (n < 0x40 ? 1 : n < 0x28b00 ? 0x1001 : 0x301)) {
    std::vector<uint8_t> b(full.begin(), full.begin() + static_cast<ptrdiff_t>(n));
    if (b.size() >= 8) put32(b, 4, static_cast<uint32_t>(n));
    const std::string e = error(b);
    EXPECT_EQ(e.rfind("ART/ART.CAR: ", 0), 0u) << n << ": " << e;
    EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  }
}

}  // namespace
}  // namespace rf
