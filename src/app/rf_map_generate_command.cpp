// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf map generate (issue 41 items 1-3, docs/maps.md): a seeded island, its hard
// checks, and the proof by play; the seeds N, N+1, ... are tried until one is accepted
// (at most --tries), and each refused seed is named with the reason.
#include <iostream>
#include <optional>
#include <memory>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "app/island_generator.hpp"
#include "app/rf_bot_players.hpp"
#include "app/user_maps.hpp"
#include "rf/data/map_text.hpp"
#include "rf/mapgen/mapgen.hpp"

namespace app {

// declared where `rf map` registers it (rf_map_commands.cpp)
void addRfMapGenerateCommand(CLI::App* map, Commands& commands);

namespace {

struct GenerateOptions {
  rf::mapgen::GenOptions gen;
  std::string style = "island";
  std::string out;
  std::string text;
  int tries = 3;
  int games = 0;  // 0: 3 on a 1-player map, 10 on a 2-player map
  int frames = kBotGameFrames;
  bool noPlay = false;
  bool save = false;  // also into the user's maps folder (user_maps.hpp), which rf play's title lists
};

int generate(GenerateOptions opt) {
  if (!rf::mapgen::parseStyle(opt.style, opt.gen.style))
    throw std::runtime_error("--style: expected island, archipelago or rift, found '" + opt.style + "'");
  IslandSearch search;
  search.first = opt.gen;
  search.tries = opt.tries;
  search.games = opt.games;
  search.frames = opt.frames;
  search.play = !opt.noPlay;
  const std::optional<KeptIsland> kept =
      generateIsland(search, loadBotTable(), [](const std::string& line) { std::cout << line << "\n"; });
  if (!kept) {
    std::cerr << "retrosim: no map accepted in " << opt.tries << " seeds from " << opt.gen.seed << "\n";
    return 1;
  }
  const rf::RfmFile& map = kept->map;
  if (!opt.out.empty()) rf::saveRfm(map, opt.out);
  if (!opt.text.empty()) rf::saveMapText(map, opt.text);
  if (opt.save)
    std::cout << "saved " << saveUserMap(map, islandStem(kept->options)).string() << " (rf play's title lists it)\n";
  std::cout << "kept seed " << kept->options.seed << " (" << map.title() << "): passes the checks"
            << (opt.noPlay ? "" : " and the bots' games") << (opt.out.empty() ? "" : "; wrote " + opt.out) << "\n";
  return 0;
}

}  // namespace

void addRfMapGenerateCommand(CLI::App* map, Commands& commands) {
  auto* cmd = map->add_subcommand(
      "generate", "a seeded island, checked and proven by the computer player (docs/maps.md)");
  auto opt = std::make_shared<GenerateOptions>();
  cmd->add_option("--seed", opt->gen.seed, "the first seed tried (default 1)");
  cmd->add_option("--players", opt->gen.players, "1 or 2 (default 1)")->check(CLI::Range(1, 2));
  cmd->add_option("--level", opt->gen.level, "the difficulty 1..9 (default 1)")->check(CLI::Range(1, 9));
  cmd->add_option("--size", opt->gen.size, "the map's side in cells, a multiple of 4 in 48..128 (default 64)")
      ->check(CLI::Range(rf::mapgen::kMinSize, rf::mapgen::kMaxSize));
  cmd->add_option("--style", opt->style, "island (default), archipelago or rift")
      ->check(CLI::IsMember({"island", "archipelago", "rift"}));
  CLI::Option* out = cmd->add_option("-o,--output", opt->out, "the RFM file to write");
  CLI::Option* save = cmd->add_flag(
      "--save", opt->save, "also save it to your maps folder ($XDG_DATA_HOME/retrosim/maps), which rf play lists");
  cmd->parse_complete_callback([out, save] {
    if (out->count() == 0 && save->count() == 0) throw CLI::RequiredError("-o,--output or --save");
  });
  cmd->add_option("--text", opt->text, "also write the map's text (docs/map-format.md)");
  cmd->add_option("--tries", opt->tries, "seeds tried before giving up (default 3)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--games", opt->games, "the bots' games (default 3 on 1 player, 10 on 2)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--frames", opt->frames, "the cap of each game in frames (default 37500)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_flag("--no-play", opt->noPlay, "only the checks, no bots' games");
  cmd->callback([&commands, opt] { commands.action = [opt] { return generate(*opt); }; });
}

}  // namespace app
