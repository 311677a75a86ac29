// SPDX-License-Identifier: GPL-3.0-or-later
// The proof by play (issue 41 item 3, docs/maps.md): headless games of the normal computer
// player (rf/bot) on a map, as `retrosim rf bots` plays them. A 1-player map is accepted when
// the bot, alone against the map's defences, wins most games; a 2-player map when normal vs
// normal both capture a flag and each side wins 30-70 % of the games (3-7 of 10).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "rf/bot/bot_table.hpp"
#include "rf/data/rfm.hpp"

namespace rf::mapgen {

struct ProofResult {
  bool accepted = false;
  std::string reason;  // why not (empty when accepted)
  int games = 0;
  std::array<int, 2> wins{};      // games won by each side
  std::array<int, 2> captures{};  // games each side won by bringing the flag home
  int unfinished = 0;             // games with no end within the cap
};

// Plays `games` games with seeds seed, seed + 1, ... each capped at `maxFrames` frames.
ProofResult proveByPlay(const RfmFile& map, const std::string& name, int games, int maxFrames, uint32_t seed,
                        const bot::BotTable& table);

}  // namespace rf::mapgen
