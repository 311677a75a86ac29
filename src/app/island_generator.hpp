// SPDX-License-Identifier: GPL-3.0-or-later
// An island kept by the generator (issue 41, docs/maps.md): the seeds N, N+1, ... tried in
// turn (at most `tries`), each through the hard checks and, unless `play` is off, the normal
// bots' games; one line said for each seed (refused and why, or the bots' figures). Used by
// `rf map generate` and the title's "New island".
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "rf/bot/bot_table.hpp"
#include "rf/data/rfm.hpp"
#include "rf/mapgen/mapgen.hpp"

namespace app {

struct KeptIsland {
  rf::RfmFile map;
  rf::mapgen::GenOptions options;  // its seed the one kept
};

struct IslandSearch {
  rf::mapgen::GenOptions first;  // the first seed tried and the options
  int tries = 3;
  int games = 0;  // 0: 3 on a 1-player map, 10 on a 2-player map
  int frames = 0;  // the bots' games' cap (0: app kBotGameFrames)
  bool play = true;
};

// The first island accepted, or nothing when `tries` seeds were refused.
std::optional<KeptIsland> generateIsland(const IslandSearch& s, const rf::bot::BotTable& table,
                                         const std::function<void(const std::string&)>& say);

// The file stem it is saved under in the user's maps folder: "island_1234_1p_level3".
std::string islandStem(const rf::mapgen::GenOptions& o);

}  // namespace app
