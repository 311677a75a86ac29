// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players of a headless game (issue 39 item 4): `--bot P[:D]` specs, the bot
// table file data/rf/bot.ini (read at start; the built-in table when it is missing), the
// bots driving their sides of a game (rf run --bot), and whole games of bots (rf bots, the
// demo).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rf/bot/bot.hpp"
#include "rf/game.hpp"

namespace app {

struct BotSpec {
  int side = 0;  // 0 = player 1
  rf::bot::Difficulty level = rf::bot::Difficulty::Normal;
};

// "1", "2:hard" -> the spec; throws std::runtime_error naming what was expected.
BotSpec parseBotSpec(const std::string& text);

// data/rf/bot.ini of the data folder when it exists (errors name the file and line), else
// the built-in table.
rf::bot::BotTable loadBotTable();

// designed: a bot's game is capped at 20 minutes of game time (75,000 ticks, 37,500 frames at
// dt 2) unless --frames says otherwise: the "wins within 20 minutes".
inline constexpr int kBotGameFrames = 37500;

// The bots of one game: their words replace the input script's for their sides.
class BotPlayers {
 public:
  BotPlayers(const rf::Game& game, const std::vector<BotSpec>& specs, uint32_t seed, const rf::bot::BotTable& table);
  bool any() const { return bots_[0] != nullptr || bots_[1] != nullptr; }
  bool drives(int side) const { return bots_[static_cast<size_t>(side)] != nullptr; }
  // The word of `side` this frame: its bot's, else `otherwise`.
  uint32_t word(const rf::Game& game, int side, uint32_t otherwise);
  const rf::bot::Bot* bot(int side) const { return bots_[static_cast<size_t>(side)].get(); }

 private:
  std::array<std::unique_ptr<rf::bot::Bot>, 2> bots_;
};

// One whole game of bots.
struct BotGameResult {
  bool ended = false;     // EndGame happened within the cap
  int winner = -1;        // -1: none (a draw, or no end)
  bool captured = false;  // the end was a flag brought home
  int32_t endTick = 0;
  int frames = 0;
};

// Plays the map with the bots of `specs` (a side without one gets nothing) until the end or
// `maxFrames`; `eachFrame` (may be empty) sees every frame's game and words.
BotGameResult playBotGame(const rf::RfmFile& map, const std::string& mapName, const std::vector<BotSpec>& specs,
                          uint32_t seed, int maxFrames, const rf::bot::BotTable& table,
                          const std::function<void(const rf::Game&, const rf::Inputs&)>& eachFrame = {});

}  // namespace app
