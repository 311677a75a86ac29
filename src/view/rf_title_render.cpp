// SPDX-License-Identifier: GPL-3.0-or-later
// The title and results screens of `rf play` (rf_title_render.hpp).
#include "view/rf_title_render.hpp"

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "core/text.hpp"
#include "view/rf_map_render.hpp"
#include "rf/data/end_sequence.hpp"

namespace view {
namespace {

constexpr int kHeadingScale = 4;
constexpr int kRowScale = 2;
constexpr size_t kNameChars = 26;  // designed: the title column's width at 2x (to x 360)

// One line of the list: a level heading, or a map.
struct Row {
  int level = 0;
  int entry = -1;  // -1: the heading of `level`
};

std::vector<Row> rowsOf(const TitleState& s) {
  std::vector<Row> rows;
  for (int i = 0; i < static_cast<int>(s.entries.size()); ++i) {
    const int level = s.entries[static_cast<size_t>(i)].level;
    if (i == 0 || s.entries[static_cast<size_t>(i - 1)].level != level) rows.push_back({level, -1});
    rows.push_back({level, i});
  }
  return rows;
}

// The first row shown: the selection kept in view, a third of the list from the top
// (designed: room for the selection's level heading and what comes before it).
int firstRow(const TitleState& s, const std::vector<Row>& rows) {
  const int n = static_cast<int>(rows.size());
  if (n <= kTitleVisibleRows) return 0;
  int sel = 0;
  for (int r = 0; r < n; ++r) {
    if (rows[static_cast<size_t>(r)].entry == s.selected) sel = r;
  }
  return std::clamp(sel - kTitleVisibleRows / 3, 0, n - kTitleVisibleRows);
}

void centred(core::Image& img, int y, const std::string& text, core::Rgba c, int scale) {
  img.drawText((img.width() - core::Image::textWidth(text, scale)) / 2, y, text, c, scale);
}

std::string cut(const std::string& s, size_t n) {
  return s.size() <= n ? s : s.substr(0, n - 1) + "~";
}

// designed: a quiet backdrop, darker towards the bottom, with a thin gold rule under the name.
void backdrop(core::Image& img) {
  for (int y = 0; y < img.height(); ++y) {
    const int k = y * 8 / img.height();
    img.fillRect(0, y, img.width(), 1,
                 core::rgba(static_cast<uint8_t>(core::red(kTitleBackground) + 8 - k),
                            static_cast<uint8_t>(core::green(kTitleBackground) + 8 - k),
                            static_cast<uint8_t>(core::blue(kTitleBackground) + 8 - k)));
  }
}

constexpr int kListTop = kTitleListTop;

void drawList(core::Image& img, const TitleState& s) {
  const std::vector<Row> rows = rowsOf(s);
  if (rows.empty()) {
    centred(img, kListTop + 60, "no maps found", kTitleText, 2);
    centred(img, kListTop + 90, "build the maps target, or give --data DIR with the original's maps", kTitleDim, 1);
    return;
  }
  const int first = firstRow(s, rows);
  const int last = std::min(static_cast<int>(rows.size()), first + kTitleVisibleRows);
  for (int r = first; r < last; ++r) {
    const Row& row = rows[static_cast<size_t>(r)];
    const int y = kListTop + (r - first) * kTitleRowHeight;
    if (row.entry < 0) {
      const std::string h = row.level > 0 ? "LEVEL " + std::to_string(row.level) : "NO LEVEL";
      img.drawText(kTitleBarX + 8, y + 8, h, kTitleGold, 1);
      img.fillRect(kTitleBarX + 8 + core::Image::textWidth(h) + 6, y + 11, kTitleBarWidth - 80, 1,
                   core::rgba(90, 70, 40));
      continue;
    }
    const TitleEntry& e = s.entries[static_cast<size_t>(row.entry)];
    const bool sel = row.entry == s.selected;
    if (sel) {
      img.fillRect(kTitleBarX, y, kTitleBarWidth, kTitleRowHeight, kTitleHighlight);
      img.fillRect(kTitleBarX, y, 4, kTitleRowHeight, kTitleGold);
    }
    const int ty = y + kTitleTextDy;
    if (e.original) img.drawText(kTitleBarX + 10, y + 7, "CD", kTitleDim, 1);
    const core::Rgba name = !e.playable ? kTitleUnplayable : sel ? core::kWhite : kTitleText;
    img.drawText(kTitleNameX, ty, cut(e.title, kNameChars), name, kRowScale);
    img.drawText(kTitlePlayersX, ty, std::to_string(e.players) + "P", e.playable ? kTitleDim : kTitleUnplayable,
                 kRowScale);
    img.drawText(kTitleProgressX, ty, progressText(e), e.won ? kTitleWon : kTitleDim, kRowScale);
  }
  if (first > 0) img.drawText(kTitleWidth - 28, kListTop - 10, "^", kTitleGold, 1);
  if (last < static_cast<int>(rows.size())) {
    img.drawText(kTitleWidth - 28, kListTop + kTitleVisibleRows * kTitleRowHeight + 2, "v", kTitleGold, 1);
  }
}

}  // namespace

std::string progressText(const TitleEntry& e) {
  return e.won ? "WON " + rf::clockText(e.bestMs) : "-";
}

int titleRowY(const TitleState& s, int entry) {
  const std::vector<Row> rows = rowsOf(s);
  const int first = firstRow(s, rows);
  for (int r = first; r < std::min(static_cast<int>(rows.size()), first + kTitleVisibleRows); ++r) {
    if (rows[static_cast<size_t>(r)].entry == entry) return kListTop + (r - first) * kTitleRowHeight;
  }
  return -1;
}

// The CD's backdrop, kTitleBackdropShare percent of each channel over the background colour.
void cdBackdrop(core::Image& img, const core::Image& pic) {
  const auto mix = [](uint8_t p, uint8_t b) {
    return static_cast<uint8_t>(b + (static_cast<int>(p) - static_cast<int>(b)) * kTitleBackdropShare / 100);
  };
  for (int y = 0; y < img.height() && y < pic.height(); ++y) {
    for (int x = 0; x < img.width() && x < pic.width(); ++x) {
      const core::Rgba p = pic.get(x, y);
      img.set(x, y, core::rgba(mix(core::red(p), core::red(kTitleBackground)),
                               mix(core::green(p), core::green(kTitleBackground)),
                               mix(core::blue(p), core::blue(kTitleBackground))));
    }
  }
}

core::Image renderRfTitle(const TitleState& s) {
  core::Image img(kTitleWidth, kTitleHeight, kTitleBackground);
  if (s.backdrop != nullptr) {
    cdBackdrop(img, *s.backdrop);
  } else {
    backdrop(img);
  }
  centred(img, 16, "RETURN FIRE", kTitleGold, kHeadingScale);
  img.fillRect(kTitleWidth / 2 - 140, 50, 280, 1, kTitleGold);
  centred(img, 56, s.tables.empty() ? std::string("retrosim") : "retrosim - " + s.tables, kTitleDim, 1);
  const std::string who = !s.mode.empty() ? s.mode : s.players == 2 ? "2 PLAYERS" : "1 PLAYER";
  centred(img, 72, who, s.players == 2 ? rfTeamColour(1) : rfTeamColour(0), 2);
  if (!s.modeLine.empty()) centred(img, 89, s.modeLine, kTitleText, 1);
  img.drawText(kTitleNameX, kListTop - 12, "MAP", kTitleDim, 1);
  img.drawText(kTitlePlayersX, kListTop - 12, "FOR", kTitleDim, 1);
  img.drawText(kTitleProgressX, kListTop - 12, "PROGRESS (BEST TIME)", kTitleDim, 1);
  drawList(img, s);
  const int help = kListTop + kTitleVisibleRows * kTitleRowHeight + 14;
  if (!s.message.empty()) {
    centred(img, help, cut(s.message, 104), kTitleLost, 1);
  } else if (!s.note.empty()) {
    // above the help lines, never over them: wrapped, its last line on the message line and
    // one more above it at most (the list's last row ends 14 px higher)
    std::vector<std::string> lines;
    std::istringstream in(core::wrapText(s.note, 104));
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    if (lines.size() > 2) {
      lines[1] = cut(lines[1] + " " + lines[2], 104);
      lines.resize(2);
    }
    for (size_t i = 0; i < lines.size(); ++i) {
      centred(img, help - static_cast<int>(lines.size() - 1 - i) * 9, lines[i], kTitleWon, 1);
    }
  }
  centred(img, help + 14, "Up/Down or W/S choose    Return, Space or F2 play    1-9 first map of level N", kTitleText,
          1);
  centred(img, help + 26, "P or Tab the mode    O options    Esc quit    (in a game: Esc the menu, F1 keys)", kTitleText, 1);
  return img;
}

std::string resultsHeadline(const ResultsState& s) {
  if (s.players < 2) return s.winner == 0 ? "YOU WIN" : "YOU LOSE";
  if (s.winner < 0) return "DRAW";
  if (s.you >= 0) return s.winner == s.you ? "YOU WIN" : "YOU LOSE";
  if (!s.winnerName.empty()) return s.winnerName + " WINS";
  return "PLAYER " + std::to_string(s.winner + 1) + " WINS";
}

core::Image renderRfResults(const ResultsState& s) {
  core::Image img(kTitleWidth, kTitleHeight, kTitleBackground);
  backdrop(img);
  core::Rgba c = kTitleGold;
  if (s.players < 2) c = s.winner == 0 ? kTitleWon : kTitleLost;
  if (s.players >= 2 && s.winner >= 0) c = rfTeamColour(s.winner);
  if (s.players >= 2 && s.winner >= 0 && s.winnerRgb != 0) {
    c = core::rgba((s.winnerRgb >> 16) & 0xff, (s.winnerRgb >> 8) & 0xff, s.winnerRgb & 0xff);
  }
  if (s.you >= 0 && s.winner >= 0 && s.winner != s.you) c = kTitleLost;
  centred(img, 48, "RETURN FIRE", kTitleDim, 2);
  centred(img, kResultsHeadlineY, resultsHeadline(s), c, kHeadingScale);
  centred(img, 180, cut(s.title, 50), kTitleText, 2);
  std::string time = "time " + rf::clockText(s.ms, 2);
  if (s.bestMs > 0) time += "   best " + rf::clockText(s.bestMs, 2);
  centred(img, 216, time, kTitleText, 2);
  int y = 246;
  for (const std::string& l : s.stats) {
    centred(img, y, cut(l, 50), kTitleText, 2);
    y += 24;
  }
  y += 4;
  if (s.newBest) {
    centred(img, y, s.firstWin ? "map won - best time recorded" : "a new best time!", kTitleWon, 2);
    y += 28;
  }
  if (!s.highScore.empty()) centred(img, y, cut(s.highScore, 100), kTitleGold, 1);
  centred(img, 372, cut(s.next, 50), kTitleText, 2);
  centred(img, 440, "any key to go on", kTitleDim, 1);
  return img;
}

}  // namespace view
