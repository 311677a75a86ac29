// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/island_generator.hpp"

#include <vector>

#include "app/rf_bot_players.hpp"
#include "rf/data/map_text.hpp"
#include "rf/mapgen/map_checks.hpp"
#include "rf/mapgen/map_proof.hpp"

namespace app {

std::optional<KeptIsland> generateIsland(const IslandSearch& s, const rf::bot::BotTable& table,
                                         const std::function<void(const std::string&)>& say) {
  rf::mapgen::checkOptions(s.first);
  const int games = s.games > 0 ? s.games : (s.first.players == 2 ? 10 : 3);
  const int frames = s.frames > 0 ? s.frames : kBotGameFrames;
  for (int t = 0; t < s.tries; ++t) {
    rf::mapgen::GenOptions g = s.first;
    g.seed = s.first.seed + static_cast<uint32_t>(t);
    const std::string name = "seed " + std::to_string(g.seed);
    const std::string text = rf::mapgen::generateMapText(g);
    rf::RfmFile map = rf::parseMapText(text, name);
    const std::vector<std::string> failed = rf::mapgen::checkMap(map, name);
    if (!failed.empty()) {
      say(name + ": refused: " + failed.front() +
          (failed.size() > 1 ? " (and " + std::to_string(failed.size() - 1) + " more)" : ""));
      continue;
    }
    if (s.play) {
      const rf::mapgen::ProofResult p = rf::mapgen::proveByPlay(map, name, games, frames, 1, table);
      if (!p.accepted) {
        say(name + ": refused: bots: " + p.reason);
        continue;
      }
      say(name + ": bots: wins " + std::to_string(p.wins[0]) +
          (g.players == 2 ? " / " + std::to_string(p.wins[1]) : "") + " of " + std::to_string(p.games) +
          ", captures " + std::to_string(p.captures[0]) +
          (g.players == 2 ? " / " + std::to_string(p.captures[1]) : ""));
    }
    return KeptIsland{std::move(map), g};
  }
  return std::nullopt;
}

std::string islandStem(const rf::mapgen::GenOptions& o) {
  return std::string(rf::mapgen::styleName(o.style)) + "_" + std::to_string(o.seed) + "_" +
         std::to_string(o.players) + "p_level" + std::to_string(o.level);
}

}  // namespace app
