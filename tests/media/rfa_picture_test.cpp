// SPDX-License-Identifier: GPL-3.0-or-later
// The RFA picture reader (media/rfa_picture.hpp) against the BMPs our tool writes to the
// documented layout (tools/synthetic_cd/synthetic_rfa.cpp; no original picture exists here):
// 8- and 4-bit pictures, bottom-up and top-down, a palette shorter than 256 with the pixels
// where bfOffBits says, come back as drawn; the strips have the public notes' sizes; every
// truncation and bad field is refused with one line naming the file and the offset.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "media/rfa_picture.hpp"
#include "synthetic_cd/synthetic_rfa.hpp"

namespace media {
namespace {

const char* kFile = "ART/1PBSCRL.RFA";

std::string error(const std::vector<uint8_t>& b) {
  try {
    (void)readRfaPicture(b, kFile);
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "(read)";
}

void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b.at(at + static_cast<size_t>(i)) = static_cast<uint8_t>(v >> (8 * i));
}

core::Image sample() {
  core::Image img(7, 3);  // an odd width: the rows are padded to 4 bytes
  img.fillRect(0, 0, 7, 1, core::rgba(0x10, 0x20, 0x30));
  img.fillRect(0, 1, 3, 2, core::rgba(0xff, 0, 0));
  img.set(6, 2, core::kWhite);
  return img;
}

TEST(RfaPicture, AnEightBitPictureComesBackAsDrawnBottomUpOrTopDown) {
  for (bool topDown : {false, true}) {
    const RfaPicture r = readRfaPicture(synth::writeRfa(sample(), 8, topDown), kFile);
    EXPECT_EQ(r.width, 7);
    EXPECT_EQ(r.height, 3);
    EXPECT_EQ(r.palette.size(), 4u);  // the distinct colours only: bfOffBits says where the pixels are
    EXPECT_EQ(r.toImage(), sample()) << "topDown " << topDown;
  }
}

TEST(RfaPicture, AFourBitPictureComesBackAsDrawn) {
  const RfaPicture r = readRfaPicture(synth::writeRfa(sample(), 4), kFile);
  EXPECT_EQ(r.toImage(), sample());
  EXPECT_EQ(r.index[6 + 2 * 7], 3u);  // the white pixel: the 4th colour met
}

TEST(RfaPicture, TheSyntheticStripsHaveThePublicSizes) {
  struct Case {
    int players;
    bool high;
    int w, h;
  };
  for (const Case c : {Case{1, false, 320, 88}, Case{1, true, 640, 176}, Case{2, false, 320, 92},
                       Case{2, true, 640, 183}}) {
    const RfaPicture r = readRfaPicture(synth::writeRfa(synth::syntheticStrip(c.players, c.high)), kFile);
    EXPECT_EQ(r.width, c.w);
    EXPECT_EQ(r.height, c.h);
  }
  // the 1-player low strip is 29,240 bytes in the notes with 256 colours; ours has fewer
  // colours, so 1078 - 14 - 40 = 1024 bytes of palette less those unused
  const std::vector<uint8_t> b = synth::writeRfa(synth::syntheticStrip(1, false));
  EXPECT_EQ(b.size(), 14u + 40u + 4u * readRfaPicture(b, kFile).palette.size() + 320u * 88u);
}

TEST(RfaPicture, BadFilesAreRefusedWithOneLine) {
  const std::vector<uint8_t> good = synth::writeRfa(sample());
  EXPECT_EQ(error({}), "ART/1PBSCRL.RFA: offset 0x0: expected the BMP signature (2 bytes), found end of file after 0 bytes");
  auto b = good;
  b[0] = 'X';
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x0: expected the BMP signature \"BM\", found other bytes");
  b = good;
  put32(b, 14, 12);  // an OS/2 header
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0xe: expected a BITMAPINFOHEADER of 40 to 124 bytes, found 12");
  b = good;
  put32(b, 18, 0);
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x12: expected a width of 1 to 2048, found 0");
  b = good;
  put32(b, 22, 5000);
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x16: expected a height of 1 to 2048, found 5000");
  b = good;
  b[28] = 24;
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x1c: expected 4 or 8 bits a pixel, found 24");
  b = good;
  put32(b, 30, 1);  // RLE8
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x1e: expected no compression (BI_RGB, 0), found 1");
  b = good;
  put32(b, 46, 300);
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x2e: expected at most 256 colours, found 300");
  b = good;
  put32(b, 10, 20);  // the pixels inside the palette
  EXPECT_EQ(error(b),
            "ART/1PBSCRL.RFA: offset 0xa: expected the pixels after the 4-colour palette (at 0x46 or later, "
            "inside the file), found 0x14");
  b = good;
  b.resize(b.size() - 1);  // the last row cut
  EXPECT_EQ(error(b), "ART/1PBSCRL.RFA: offset 0x46: expected 24 bytes of pixels (7 x 3), found 23 bytes to the end");
  for (size_t n = 0; n < good.size(); ++n) {  // every cut is one line, never a crash
    const std::string e = error(std::vector<uint8_t>(good.begin(), good.begin() + static_cast<long>(n)));
    EXPECT_EQ(e.rfind("ART/1PBSCRL.RFA: offset 0x", 0), 0u) << n << ": " << e;
    EXPECT_EQ(e.find('\n'), std::string::npos);
  }
}

}  // namespace
}  // namespace media
