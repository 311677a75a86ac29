// SPDX-License-Identifier: GPL-3.0-or-later
// The table of a bots tournament (rf bots): the tally of the games and its text and JSON.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/rf_bot_players.hpp"

namespace app {

struct BotsTable {
  int games = 0;
  std::array<int, 2> wins{};
  int draws = 0;
  int noResult = 0;  // no end within the cap
  int captures = 0;
  int32_t medianWinTicks = -1;  // -1: no win
  int sides = 1;
};

BotsTable tallyBots(const std::vector<BotGameResult>& results, int sides);
std::string botsTableText(const BotsTable& t, const std::string& map, const std::vector<BotSpec>& specs);
std::string botsTableJson(const BotsTable& t, const std::string& map, const std::vector<BotSpec>& specs);

}  // namespace app
