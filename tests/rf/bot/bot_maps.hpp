// SPDX-License-Identifier: GPL-3.0-or-later
// Small maps for the bot's tests, written as map text (docs/map-format.md) and centred in
// the world; and a loop that plays a game with bots.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "rf/bot/bot.hpp"
#include "rf/data/map_text.hpp"
#include "rf/game.hpp"

namespace rf::bot::test {

// The game of a small map: `rows` (all the same width) in the middle of a 128 x 128 world of
// deep sea, with a header for `players`.
// `header` adds header lines (e.g. "vehicles: asv=1 tank=0\n").
inline Game smallGame(const std::vector<std::string>& rows, int players = 1, const std::string& header = "") {
  std::string text = "title: bot test\nplayers: " + std::to_string(players) + "\nlevel: 1\n" + header + "grid:\n";
  const int w = static_cast<int>(rows.front().size()), h = static_cast<int>(rows.size());
  const int ox = (kMapCells - w) / 2, oy = (kMapCells - h) / 2;
  for (int y = 0; y < kMapCells; ++y) {
    std::string line(kMapCells, '~');
    if (y >= oy && y < oy + h) line.replace(static_cast<size_t>(ox), static_cast<size_t>(w), rows[static_cast<size_t>(y - oy)]);
    text += line + "\n";
  }
  return Game::load(parseMapText(text, "bot_test.txt"), "bot_test.rfm");
}

// The world cell of the small map's (x, y).
inline Cell worldCell(const std::vector<std::string>& rows, int x, int y) {
  const int ox = (kMapCells - static_cast<int>(rows.front().size())) / 2;
  const int oy = (kMapCells - static_cast<int>(rows.size())) / 2;
  return Cell{ox + x, oy + y};
}

// Where a character is in the rows (the first one).
inline Cell find(const std::vector<std::string>& rows, char c) {
  for (size_t y = 0; y < rows.size(); ++y) {
    const size_t x = rows[y].find(c);
    if (x != std::string::npos) return worldCell(rows, static_cast<int>(x), static_cast<int>(y));
  }
  return Cell{-1, -1};
}

struct Played {
  bool ended = false;
  int winner = -1;
  int frames = 0;
  bool flagHome = false;
  std::vector<Inputs> inputs;
};

// Plays `game` with a bot on each side in `levels` (nullptr entries: no bot) until its end
// or `maxFrames`; `eachFrame` sees every stepped frame.
inline Played playBots(Game& game, const std::array<const Difficulty*, 2>& levels, uint32_t seed, int maxFrames,
                       const std::function<void(const Game&)>& eachFrame = {}) {
  std::array<std::unique_ptr<Bot>, 2> bots;
  for (int s = 0; s < game.players(); ++s)
    if (levels[static_cast<size_t>(s)] != nullptr)
      bots[static_cast<size_t>(s)] = std::make_unique<Bot>(game.state(), s, *levels[static_cast<size_t>(s)], seed);
  Played p;
  for (int f = 0; f < maxFrames && game.state().running; ++f) {
    Inputs in;
    for (int s = 0; s < 2; ++s)
      if (bots[static_cast<size_t>(s)]) in.words[static_cast<size_t>(s)] = bots[static_cast<size_t>(s)]->think(game.state());
    game.step(in);
    p.inputs.push_back(in);
    ++p.frames;
    for (const Event& e : game.events())
      if (e.id == EventId::FlagHome) p.flagHome = true;
    if (eachFrame) eachFrame(game);
  }
  p.ended = !game.state().running;
  p.winner = game.state().winner;
  return p;
}

// The pad, a tower 5 cells (160 px) south of it, a flag building far east.
inline const std::vector<std::string> kTowerSouth = {
    "....................",
    "....P...............",
    "....................",
    "....................",
    "....................",
    "....................",
    "....t...............",
    "....................",
    "....................",
    "..................f.",
    "....................",
};

}  // namespace rf::bot::test
