// SPDX-License-Identifier: GPL-3.0-or-later
// The title and results screens (view/rf_title_render.hpp): the selected entry's bar at
// its row, the level headings, the progress text drawn where its column is, the list
// scrolling to keep the selection in view, the results headline.
#include "view/rf_title_render.hpp"

#include <gtest/gtest.h>

#include "rf/data/end_sequence.hpp"

#include <string>

namespace view {
namespace {

TitleState threeMaps() {
  TitleState s;
  s.entries.push_back({"Driftwood Cay", 1, 1, false, true, 59200});
  s.entries.push_back({"Proving Strait", 1, 2, false, false, 0});
  s.entries.push_back({"Twin Harbours", 2, 2, false, false, 0});
  s.selected = 1;
  return s;
}

// Whether the text drawn at (x, y) in colour c at 2x over `bg` is in the image there,
// pixel for pixel.
bool textAt(const core::Image& img, int x, int y, const std::string& text, core::Rgba c, core::Rgba bg) {
  core::Image ref(core::Image::textWidth(text, 2), core::Image::textHeight(text, 2), bg);
  ref.drawText(0, 0, text, c, 2);
  int ink = 0;
  for (int yy = 0; yy < ref.height(); ++yy) {
    for (int xx = 0; xx < ref.width(); ++xx) {
      const bool refInk = ref.get(xx, yy) == c;
      if (refInk != (img.get(x + xx, y + yy) == c)) return false;
      ink += refInk ? 1 : 0;
    }
  }
  return ink > 0;
}

// The CD's backdrop (the original look's) under the list: kTitleBackdropShare percent of it
// over the background colour where nothing is drawn over it; the bar and text stay.
TEST(RfTitleRender, TheCdsBackdropIsDimmedUnderTheList) {
  core::Image pic(kTitleWidth, kTitleHeight, core::rgba(200, 100, 50));
  TitleState s = threeMaps();
  s.backdrop = &pic;
  const core::Image img = renderRfTitle(s);
  const auto mix = [](int p, int b) { return static_cast<uint8_t>(b + (p - b) * kTitleBackdropShare / 100); };
  const core::Rgba want = core::rgba(mix(200, core::red(kTitleBackground)), mix(100, core::green(kTitleBackground)),
                                     mix(50, core::blue(kTitleBackground)));
  EXPECT_EQ(img.get(2, kTitleHeight - 2), want);
  EXPECT_EQ(img.get(kTitleWidth - 3, 100), want);
  EXPECT_EQ(img.get(kTitleBarX + 4, titleRowY(s, 1) + 1), kTitleHighlight);  // the selection's bar
  s.backdrop = nullptr;
  EXPECT_NE(renderRfTitle(s).get(2, kTitleHeight - 2), want);
}

TEST(RfTitleRender, TheSelectedEntryIsOnTheBarAtItsRow) {
  const TitleState s = threeMaps();
  const core::Image img = renderRfTitle(s);
  ASSERT_EQ(img.width(), kTitleWidth);
  ASSERT_EQ(img.height(), kTitleHeight);
  // rows: LEVEL 1, Driftwood Cay, Proving Strait, LEVEL 2, Twin Harbours
  EXPECT_EQ(titleRowY(s, 0), kTitleListTop + 1 * kTitleRowHeight);
  EXPECT_EQ(titleRowY(s, 1), kTitleListTop + 2 * kTitleRowHeight);
  EXPECT_EQ(titleRowY(s, 2), kTitleListTop + 4 * kTitleRowHeight);
  const int y = titleRowY(s, 1);
  // the bar (right of its gold edge) on the selected row, top and bottom pixel rows
  EXPECT_EQ(img.get(kTitleBarX + 20, y), kTitleHighlight);
  EXPECT_EQ(img.get(kTitleBarX + kTitleBarWidth - 2, y + kTitleRowHeight - 1), kTitleHighlight);
  EXPECT_EQ(img.get(kTitleBarX + 1, y + 5), kTitleGold);
  // not on the others
  EXPECT_NE(img.get(kTitleBarX + 20, titleRowY(s, 0)), kTitleHighlight);
  EXPECT_NE(img.get(kTitleBarX + 20, titleRowY(s, 2)), kTitleHighlight);
  EXPECT_NE(img.get(kTitleBarX + 20, y + kTitleRowHeight), kTitleHighlight);
  // the selected title in white on the bar
  EXPECT_TRUE(textAt(img, kTitleNameX, y + kTitleTextDy, "Proving Strait", core::kWhite, kTitleHighlight));
}

TEST(RfTitleRender, TheProgressTextIsInItsColumn) {
  const TitleState s = threeMaps();
  EXPECT_EQ(progressText(s.entries[0]), "WON 0:59.200");
  EXPECT_EQ(progressText(s.entries[1]), "-");
  const core::Image img = renderRfTitle(s);
  const int y0 = titleRowY(s, 0) + kTitleTextDy;
  EXPECT_TRUE(textAt(img, kTitleProgressX, y0, "WON 0:59.200", kTitleWon, kTitleBackground));
  EXPECT_TRUE(textAt(img, kTitleProgressX, titleRowY(s, 2) + kTitleTextDy, "-", kTitleDim, kTitleBackground));
  EXPECT_FALSE(textAt(img, kTitleProgressX, titleRowY(s, 2) + kTitleTextDy, "WON 0:59.200", kTitleWon,
                      kTitleBackground));
  EXPECT_TRUE(textAt(img, kTitlePlayersX, y0, "1P", kTitleDim, kTitleBackground));
  EXPECT_EQ(rf::clockText(61234), "1:01.234");
  EXPECT_EQ(rf::clockText(59200), "0:59.200");
  EXPECT_EQ(rf::clockText(600005), "10:00.005");
  // the dashboard's: hundredths, cut
  EXPECT_EQ(rf::clockText(61239, 2), "1:01.23");
  EXPECT_EQ(rf::clockText(600005, 2), "10:00.00");
  EXPECT_EQ(rf::clockText(59999, 0), "0:59");
}

TEST(RfTitleRender, AlongListScrollsToKeepTheSelectionInView) {
  TitleState s;
  for (int i = 0; i < 40; ++i) s.entries.push_back({"Map " + std::to_string(i), 1 + i / 10, 1, true, false, 0});
  s.selected = 35;
  const int y = titleRowY(s, 35);
  ASSERT_GE(y, kTitleListTop);
  EXPECT_LT(y, kTitleListTop + kTitleVisibleRows * kTitleRowHeight);
  EXPECT_EQ(titleRowY(s, 0), -1);
  const core::Image img = renderRfTitle(s);
  EXPECT_EQ(img.get(kTitleBarX + 20, y + 3), kTitleHighlight);
  EXPECT_TRUE(textAt(img, kTitleNameX, y + kTitleTextDy, "Map 35", core::kWhite, kTitleHighlight));
}

// A passing note ("settings saved", a long settings problem) sits on the message line above
// the help lines: a long one wrapped onto the line above it, never over the help.
TEST(RfTitleRender, ANoteIsWrappedAboveTheHelpLines) {
  const core::Image plain = renderRfTitle(threeMaps());
  TitleState s = threeMaps();
  s.note = "/home/someone/.config/retrosim/retrosim.ini: line 12: expected scale = 1, 2, 3 or 4, found 'huge' "
           "(kept 2); and some more words";
  const core::Image noted = renderRfTitle(s);
  const int help = kTitleListTop + kTitleVisibleRows * kTitleRowHeight + 14;
  int onLine = 0, above = 0, elsewhere = 0;
  for (int y = 0; y < plain.height(); ++y) {
    for (int x = 0; x < plain.width(); ++x) {
      if (plain.get(x, y) == noted.get(x, y)) continue;
      if (y >= help && y < help + core::Image::kLineHeight) {
        ++onLine;
      } else if (y >= help - 9 && y < help) {
        ++above;
      } else {
        ++elsewhere;
      }
    }
  }
  EXPECT_GT(onLine, 100);
  EXPECT_GT(above, 100) << "not wrapped";
  EXPECT_EQ(elsewhere, 0) << "over the list or the help lines";
}

TEST(RfTitleRender, TheResultsHeadlineSaysWhoWon) {
  ResultsState r;
  r.title = "Driftwood Cay";
  r.winner = 0;
  r.ms = 59200;
  EXPECT_EQ(resultsHeadline(r), "YOU WIN");
  r.winner = -1;
  EXPECT_EQ(resultsHeadline(r), "YOU LOSE");
  r.players = 2;
  EXPECT_EQ(resultsHeadline(r), "DRAW");
  r.winner = 1;
  EXPECT_EQ(resultsHeadline(r), "PLAYER 2 WINS");
  r.players = 1;
  r.winner = 0;
  const core::Image img = renderRfResults(r);
  const int w = core::Image::textWidth("YOU WIN", 4);
  // the headline in the win colour, centred at its row
  core::Image ref(w, 28, kTitleBackground);
  ref.drawText(0, 0, "YOU WIN", kTitleWon, 4);
  int same = 0;
  int ink = 0;
  for (int y = 0; y < 28; ++y) {
    for (int x = 0; x < w; ++x) {
      if (ref.get(x, y) != kTitleWon) continue;
      ++ink;
      same += img.get((kTitleWidth - w) / 2 + x, kResultsHeadlineY + y) == kTitleWon ? 1 : 0;
    }
  }
  EXPECT_GT(ink, 100);
  EXPECT_EQ(same, ink);
}

}  // namespace
}  // namespace view
