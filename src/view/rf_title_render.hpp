// SPDX-License-Identifier: GPL-3.0-or-later
// The screens of `rf play` around a game: the title screen (the maps by
// level with each one's progress, the selection, 1 or 2 players, the keys) and the results
// screen after a game (who won, the time, a new best, the high score, what comes next).
// Pure: a state struct in, a 640 x 480 picture out, drawn with core::Image's 5x7 font.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/image.hpp"

namespace view {

inline constexpr int kTitleWidth = 640;
inline constexpr int kTitleHeight = 480;

// designed: a dark blue-grey screen, the selected row on a blue bar, won maps in green,
// headings in the original's orange-gold.
inline constexpr core::Rgba kTitleBackground = core::rgba(14, 18, 30);
inline constexpr core::Rgba kTitleHighlight = core::rgba(38, 66, 128);
inline constexpr core::Rgba kTitleText = core::rgba(224, 228, 236);
inline constexpr core::Rgba kTitleDim = core::rgba(128, 136, 156);
inline constexpr core::Rgba kTitleUnplayable = core::rgba(70, 76, 92);  // a map the chosen players cannot play
inline constexpr core::Rgba kTitleGold = core::rgba(244, 176, 52);
inline constexpr core::Rgba kTitleWon = core::rgba(112, 216, 120);
inline constexpr core::Rgba kTitleLost = core::rgba(232, 92, 80);

// The list's geometry (the tests find rows by it). designed: 16 rows of 20 px (the font at
// 2x) between the header and the key help.
inline constexpr int kTitleListTop = 112;
inline constexpr int kTitleRowHeight = 20;
inline constexpr int kTitleVisibleRows = 16;
inline constexpr int kTitleBarX = 16;  // the highlight bar: x 16..623
inline constexpr int kTitleBarWidth = kTitleWidth - 2 * kTitleBarX;
inline constexpr int kTitleNameX = 48;       // the map's title (2x)
inline constexpr int kTitlePlayersX = 372;   // "1P" / "2P" (2x)
inline constexpr int kTitleProgressX = 420;  // "WON 0:59.200" or "-" (2x)
inline constexpr int kTitleTextDy = 2;       // text top below the row top

struct TitleEntry {
  std::string title;      // the map's NAME
  int level = 0;          // LEVL 1..9 (0: none)
  int players = 1;        // the map header's player count
  bool original = false;  // one of the original's maps (--data DIR)
  bool won = false;       // progress: won at least once
  uint32_t bestMs = 0;    // progress: the best time
  bool playable = true;   // with the players chosen now (a 1-player map in a 2-player game: dimmed)
};

struct TitleState {
  std::vector<TitleEntry> entries;  // in list order (grouped by level)
  int selected = 0;
  int players = 1;       // 1 or 2: the game the title starts
  std::string mode;      // the mode's name ("VS COMPUTER"; "" the players: "1 PLAYER" / "2 PLAYERS")
  std::string modeLine;  // under it: the computer's difficulty and how to change it ("" none)
  std::string message;   // one status line (a map that did not load, a dropped record ...)
  std::string note;      // a passing notice ("settings saved") on the same line when there is no message
  std::string tables;    // the tables in use when they are not the designed ones ("original tables")
  // The CD's title backdrop (RfOriginalLook::backdrop, 640 x 480) in the original look, drawn
  // dimmed under the list (designed: kTitleBackdropShare of it over the background); null: ours.
  const core::Image* backdrop = nullptr;
};
inline constexpr int kTitleBackdropShare = 40;  // percent

// The progress column of an entry: "WON 0:59.200" or "-".
std::string progressText(const TitleEntry& e);

// The top y of entry i's row on the screen now (the list scrolls to keep the selection in
// view, a heading row "LEVEL n" before each level), or -1 when it is not shown.
int titleRowY(const TitleState& state, int entry);

core::Image renderRfTitle(const TitleState& state);

// The results screen of a finished game.
struct ResultsState {
  std::string title;        // the map's NAME
  int players = 1;
  int32_t winner = -1;      // EndGame's side (-1 none: a loss in 1 player, a draw in 2)
  uint32_t ms = 0;          // the game clock at the end
  bool firstWin = false;    // progress: the first win of this map
  bool newBest = false;     // progress: a new best time
  std::string highScore;    // one line on the high-score table ("" to leave it out)
  std::string next;         // what comes next ("next map: Twin Harbours", "back to the title")
  std::string winnerName;   // the winner's colour ("BLUE"; "" none): 2 players' headline
  uint32_t winnerRgb = 0;   // ... and its RGB (0: the view's team colour)
  uint32_t bestMs = 0;      // 1 player: the map's best time after this game (0 none)
  std::vector<std::string> stats;  // the counts (rf::MatchStats), a line each
  int32_t you = -1;         // a person against the computer (VS COMPUTER): their side (-1: none)
};

// The outcome's headline: 1 player "YOU WIN" / "YOU LOSE"; 2 players "PLAYER 1 WINS" /
// "PLAYER 2 WINS" / "DRAW" (with winnerName: "BLUE WINS"); a person against the computer
// (`you`): "YOU WIN" / "YOU LOSE" / "DRAW".
std::string resultsHeadline(const ResultsState& state);

inline constexpr int kResultsHeadlineY = 120;  // the headline (4x), centred
core::Image renderRfResults(const ResultsState& state);

}  // namespace view
