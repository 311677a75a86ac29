// SPDX-License-Identifier: GPL-3.0-or-later
// The TRANS.TBL reader (rf/data/trans_table.hpp) against the tables our tool makes to the
// documented layout from the synthetic palette (tools/synthetic_cd/synthetic_trans.cpp; no
// original file exists here): the three tables at their offsets; a wrong size or first byte is
// one line naming the file and the offset.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/trans_table.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_trans.hpp"

namespace rf {
namespace {

const char* kFile = "ART/TRANS.TBL";

std::string error(const std::vector<uint8_t>& b) {
  try {
    (void)readTransTable(b, kFile);
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "(read)";
}

int channel(uint32_t c, int sh) {
  return static_cast<int>((c >> sh) & 0xff);
}

TEST(TransTable, TheSyntheticTablesReadBackAtTheirOffsets) {
  const ArtCar car = readArtCar(synth::syntheticArtCar(), "ART/ART.CAR");
  const std::vector<uint8_t> bytes = synth::syntheticTransTable(car.logPalette);
  ASSERT_EQ(bytes.size(), 0x14004u);  // 81,924 bytes, as the CD's
  const TransTable t = readTransTable(bytes, kFile);
  EXPECT_EQ(t.blend(7, 9), bytes[4 + 7 * 256 + 9]);
  EXPECT_EQ(t.darken(4, 9), bytes[0x10004 + 4 * 256 + 9]);
  EXPECT_EQ(t.bright(3, 9), bytes[0x12004 + 3 * 256 + 9]);
  // our rule: the blend of a colour with itself is itself; a darken is no brighter
  for (int i = 0; i < 256; ++i) {
    const auto c = static_cast<uint8_t>(i);
    EXPECT_EQ(car.colour(t.blend(c, c)), car.colour(c)) << i;
    const uint32_t d = car.colour(t.darken(4, c)), o = car.colour(c);
    EXPECT_LE(channel(d, 24) + channel(d, 16) + channel(d, 8), channel(o, 24) + channel(o, 16) + channel(o, 8)) << i;
  }
}

TEST(TransTable, BadFilesAreRefusedWithOneLine) {
  const ArtCar car = readArtCar(synth::syntheticArtCar(), "ART/ART.CAR");
  std::vector<uint8_t> b = synth::syntheticTransTable(car.logPalette);
  b.resize(1000);
  EXPECT_EQ(error(b),
            "ART/TRANS.TBL: offset 0x3e8: expected 81924 bytes (the blend, darken and brighten tables), found 1000 bytes");
  b.assign(0x14004 + 4, 1);
  EXPECT_EQ(error(b),
            "ART/TRANS.TBL: offset 0x14004: expected 81924 bytes (the blend, darken and brighten tables), found 81928 bytes");
  b.assign(0x14004, 0);
  EXPECT_EQ(error(b), "ART/TRANS.TBL: offset 0x0: expected the first byte 1, found 0");
}

}  // namespace
}  // namespace rf
