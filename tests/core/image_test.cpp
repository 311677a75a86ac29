// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/image.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <filesystem>
#include <string>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "test_tmpdir.hpp"

namespace core {
namespace {

int countColor(const Image& img, Rgba c) {
  int n = 0;
  for (Rgba p : img.pixels()) n += p == c ? 1 : 0;
  return n;
}

TEST(ImageTest, PixelAccessAndBounds) {
  Image img(4, 3);
  EXPECT_EQ(img.width(), 4);
  EXPECT_EQ(img.height(), 3);
  EXPECT_EQ(img.get(0, 0), kBlack);
  img.set(3, 2, 0x11223344);
  EXPECT_EQ(img.get(3, 2), 0x11223344u);
  EXPECT_EQ(img.pixels()[11], 0x11223344u);
  img.set(4, 0, kWhite);  // ignored
  img.set(-1, 0, kWhite);
  img.set(0, 3, kWhite);
  EXPECT_EQ(countColor(img, kWhite), 0);
  EXPECT_EQ(img.get(-1, 0), kTransparent);
  EXPECT_EQ(img.get(0, 99), kTransparent);
  EXPECT_THROW(Image(-1, 2), std::invalid_argument);
  EXPECT_THROW(Image(2, Image::kMaxSide + 1), std::invalid_argument);
  EXPECT_EQ(rgba(1, 2, 3), 0x010203ffu);
  EXPECT_EQ(red(0x11223344), 0x11);
  EXPECT_EQ(alpha(0x11223344), 0x44);
}

TEST(ImageTest, RectanglesAreClipped) {
  Image img(10, 10);
  img.fillRect(-2, -2, 5, 4, kWhite);  // covers x 0..2, y 0..1
  EXPECT_EQ(countColor(img, kWhite), 6);
  EXPECT_EQ(img.get(2, 1), kWhite);
  EXPECT_EQ(img.get(3, 1), kBlack);
  img.fill(kBlack);
  img.drawRect(1, 1, 4, 3, kWhite);  // perimeter of 4x3 = 10 pixels
  EXPECT_EQ(countColor(img, kWhite), 10);
  EXPECT_EQ(img.get(2, 2), kBlack);
  img.fill(kBlack);
  img.fillRect(8, 8, 100, 100, kWhite);
  EXPECT_EQ(countColor(img, kWhite), 4);
  img.fillRect(0, 0, 0, 5, 0xff0000ff);
  EXPECT_EQ(countColor(img, 0xff0000ff), 0);
}

TEST(ImageTest, BlendRectBlendsEachPixelAndIsClipped) {
  Image img(4, 3, 0x000000ff);
  img.blendRect(-2, 1, 4, 5, 0xffffff80);
  EXPECT_EQ(img.get(0, 1), 0x808080ffu);  // 255*128/255 = 128
  EXPECT_EQ(img.get(1, 2), 0x808080ffu);
  EXPECT_EQ(img.get(2, 1), 0x000000ffu);  // right of it
  EXPECT_EQ(img.get(0, 0), 0x000000ffu);  // above it
  img.blendRect(0, 0, 0, 3, kWhite);      // empty
  EXPECT_EQ(img.get(0, 0), 0x000000ffu);
}

TEST(ImageTest, LinesIncludeBothEnds) {
  Image img(8, 8);
  img.line(0, 0, 7, 7, kWhite);
  EXPECT_EQ(countColor(img, kWhite), 8);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(img.get(i, i), kWhite);
  img.fill(kBlack);
  img.line(6, 2, 1, 2, kWhite);
  EXPECT_EQ(countColor(img, kWhite), 6);
  img.fill(kBlack);
  img.line(0, 0, 7, 3, kWhite);  // x-major: one pixel per column
  EXPECT_EQ(countColor(img, kWhite), 8);
  EXPECT_EQ(img.get(7, 3), kWhite);
  img.fill(kBlack);
  img.line(-1000000, 4, 1000000, 4, kWhite);  // clipped, still the whole row
  EXPECT_EQ(countColor(img, kWhite), 8);
  img.fill(kBlack);
  img.line(-5, -5, -1, 20, kWhite);  // outside
  EXPECT_EQ(countColor(img, kWhite), 0);
}

TEST(ImageTest, Blend) {
  EXPECT_EQ(blendOver(0x000000ff, 0xffffff80), 0x808080ffu);  // 255*128/255 = 128
  EXPECT_EQ(blendOver(0x102030ff, 0xffffff00), 0x102030ffu);
  EXPECT_EQ(blendOver(0x102030ff, 0x405060ff), 0x405060ffu);
  EXPECT_EQ(blendOver(0x00000000, 0xff000080), 0x80000080u);
  Image img(2, 1, 0x000000ff);
  img.blend(0, 0, 0xff000040);
  EXPECT_EQ(img.get(0, 0), 0x400000ffu);
  img.blend(5, 0, 0xff000040);  // ignored
}

TEST(ImageTest, ScaleNearestAndBlit) {
  Image img(2, 1);
  img.set(1, 0, kWhite);
  const Image big = img.scaleNearest(3);
  EXPECT_EQ(big.width(), 6);
  EXPECT_EQ(big.height(), 3);
  EXPECT_EQ(big.get(2, 2), kBlack);
  EXPECT_EQ(big.get(3, 0), kWhite);
  EXPECT_EQ(countColor(big, kWhite), 9);
  EXPECT_THROW(img.scaleNearest(0), std::invalid_argument);
  Image dst(4, 4);
  dst.blit(big, 1, 1);
  EXPECT_EQ(dst.get(3, 3), kBlack);  // big's (2,2)
  EXPECT_EQ(countColor(dst, kWhite), 0);
  dst.blit(big, -2, 0, false);
  EXPECT_EQ(dst.get(1, 0), kWhite);  // big's (3,0)
  EXPECT_EQ(countColor(dst, kWhite), 9);
}

TEST(ImageTest, DownscaleBoxAveragesEachBlock) {
  Image img(5, 4, rgba(0, 0, 0, 0));
  // the top-left 2 x 2 block: 10, 20, 30, 41 in red; the alpha 255 three times and 0 once
  img.set(0, 0, rgba(10, 200, 0, 255));
  img.set(1, 0, rgba(20, 200, 0, 255));
  img.set(0, 1, rgba(30, 200, 0, 255));
  img.set(1, 1, rgba(41, 200, 7, 0));
  img.set(4, 3, kWhite);  // the fifth column is a remainder: left out
  const Image small = img.downscaleBox(2);
  ASSERT_EQ(small.width(), 2);
  ASSERT_EQ(small.height(), 2);
  EXPECT_EQ(small.get(0, 0), rgba(25, 200, 1, 191));  // 101 / 4 = 25 (cut), 800 / 4, 7 / 4, 765 / 4
  EXPECT_EQ(small.get(1, 1), rgba(0, 0, 0, 0));
  EXPECT_EQ(img.downscaleBox(1), img);
  EXPECT_THROW(img.downscaleBox(0), std::invalid_argument);
}

TEST(ImageTest, TextUsesTheBuiltInFont) {
  EXPECT_EQ(Image::textWidth("AB"), 12);
  EXPECT_EQ(Image::textWidth("ABC\nD", 2), 36);
  EXPECT_EQ(Image::textHeight("A\nB", 1), 16);
  const uint8_t* a = Image::glyph('A');
  EXPECT_EQ(a[0], 0x0e);  // .###.
  EXPECT_EQ(a[3], 0x1f);  // #####
  EXPECT_EQ(Image::glyph('\x01'), Image::glyph('?'));
  for (int c = 33; c < 127; ++c) {
    const uint8_t* g = Image::glyph(static_cast<char>(c));
    int ink = 0;
    for (int r = 0; r < 7; ++r) ink += g[r];
    EXPECT_GT(ink, 0) << "glyph " << c << " is blank";
  }
  Image img(20, 10);
  img.drawText(1, 1, "I", kWhite);
  // 'I': .###. then 5 x ..#.. then .###. = 3 + 5 + 3 pixels
  EXPECT_EQ(countColor(img, kWhite), 11);
  EXPECT_EQ(img.get(3, 1), kWhite);
  EXPECT_EQ(img.get(1, 1), kBlack);
  img.fill(kBlack);
  img.drawText(0, 0, "I", kWhite, 2);
  EXPECT_EQ(countColor(img, kWhite), 28);  // clipped: only 5 of the 7 rows fit in 10 px
  Image tall(20, 16);
  tall.drawText(0, 0, "I", kWhite, 2);
  EXPECT_EQ(countColor(tall, kWhite), 44);
}

TEST(ImageTest, PngRoundTrip) {
  Image img(7, 5, kTransparent);
  for (int y = 0; y < 5; ++y) {
    for (int x = 0; x < 7; ++x)
      img.set(x, y,
              rgba(static_cast<uint8_t>(x * 40), static_cast<uint8_t>(y * 60), 0x80,
                   static_cast<uint8_t>(255 - x * y * 5)));
  }
  img.drawText(0, 0, "Hi", 0xff00ffff);
  const std::vector<uint8_t> png = img.encodePng();
  ASSERT_GT(png.size(), 8u);
  EXPECT_EQ(png[0], 0x89);
  EXPECT_EQ(png[1], 'P');
  const Image back = Image::decodePng(png, "mem.png");
  EXPECT_EQ(back, img);
  EXPECT_EQ(img.encodePng(), png);  // same bytes every time
}

TEST(ImageTest, WritePngAndDecodeErrors) {
  const testutil::TempDir dir;
  const std::string path = (dir / "a.png").string();
  Image img(3, 2, 0x336699ff);
  img.writePng(path);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  EXPECT_EQ(Image::decodePng(readFile(path, FileCap{"a PNG image", 1u << 20}), path), img);

  const std::vector<uint8_t> junk = {'n', 'o', 't', ' ', 'p', 'n', 'g'};
  try {
    Image::decodePng(junk, "junk.png");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("junk.png: offset 0x0: expected a PNG image, found ", 0), 0u)
        << e.what();
  }
  EXPECT_THROW(Image().encodePng(), std::runtime_error);
}

}  // namespace
}  // namespace core

namespace core {
namespace {

// A layer drawn on a transparent picture, then over another at twice its size, gives what
// drawing it there directly would (each pixel within 1 of it), block by block.
TEST(Image, DrawOverScaledIsDrawingThereDirectly) {
  Image base(8, 8, rgba(40, 120, 200));
  Image direct = base;  // what a 1x draw gives, on a 4 x 4 picture doubled
  Image small(4, 4, rgba(40, 120, 200));
  Image layer(4, 4, 0);
  for (Image* img : {&small, &layer}) {
    img->blendRect(0, 0, 4, 4, rgba(0, 0, 0, 128));
    img->blendRect(1, 1, 2, 2, rgba(250, 200, 10, 90));
    img->set(3, 3, rgba(255, 255, 255));
  }
  direct = small.scaleNearest(2);
  base.drawOverScaled(layer, 2);
  for (int y = 0; y < 8; ++y) {
    for (int x = 0; x < 8; ++x) {
      const Rgba a = base.get(x, y), b = direct.get(x, y);
      EXPECT_LE(std::abs(int{red(a)} - int{red(b)}), 1) << x << "," << y;
      EXPECT_LE(std::abs(int{green(a)} - int{green(b)}), 1) << x << "," << y;
      EXPECT_LE(std::abs(int{blue(a)} - int{blue(b)}), 1) << x << "," << y;
    }
  }
  Image tooSmall(7, 8);
  EXPECT_THROW(tooSmall.drawOverScaled(layer, 2), std::invalid_argument);
}

}  // namespace
}  // namespace core
