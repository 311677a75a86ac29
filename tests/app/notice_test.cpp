// SPDX-License-Identifier: GPL-3.0-or-later
// The window's notice (app/notice.hpp): wrapped at spaces to the picture's width, never cut
// at its right edge; a word longer than a line broken inside it; drawn at the bottom on a
// band as tall as its lines.
#include "app/notice.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace app {
namespace {

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

TEST(Notice, ALongNoticeIsWrappedAtSpacesToTheWidth) {
  const std::string text =
      "/home/someone/.config/retrosim/retrosim.ini: line 12: expected scale = 1, 2, 3 or 4, found 'huge' (kept 2)";
  EXPECT_GT(core::Image::textWidth(text), 632);  // one line would be cut at the right edge
  const std::string w = wrapText(text, 632);
  const std::vector<std::string> l = lines(w);
  ASSERT_EQ(l.size(), 2u) << w;
  for (const std::string& line : l) EXPECT_LE(core::Image::textWidth(line), 632) << line;
  EXPECT_EQ(l[0] + " " + l[1], text);  // every word, in order, broken at a space
  EXPECT_EQ(wrapText("settings saved", 632), "settings saved");
  EXPECT_EQ(wrapText("abcdefghij", 24), "abcd\nefgh\nij");  // 4 characters a line
}

TEST(Notice, TheBandIsAsTallAsItsLinesAtTheBottom) {
  core::Image img(640, 480, core::rgba(200, 200, 200));
  const std::string text(150, 'x');  // 105 characters a line: two lines
  drawNotice(img, text);
  const int band = 2 * core::Image::kLineHeight + 6;
  EXPECT_NE(img.get(0, 480 - band), core::rgba(200, 200, 200));
  EXPECT_EQ(img.get(0, 480 - band - 1), core::rgba(200, 200, 200));
  bool inkNearTheRight = false;  // the first line runs to the right margin, nothing past it
  for (int y = 480 - band; y < 480; ++y) {
    for (int x = 620; x < 636; ++x) inkNearTheRight |= img.get(x, y) == core::kWhite;
    for (int x = 636; x < 640; ++x) EXPECT_NE(img.get(x, y), core::kWhite) << x << "," << y;
  }
  EXPECT_TRUE(inkNearTheRight);
}

}  // namespace
}  // namespace app
