// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf bots: a headless tournament of computer players on one map (issue 39 item 4,
// OpenTTD's AI regression runs): N games, seeds S, S+1, ...; a progress line, then the
// table (games, wins per side, draws, no result within the cap, flag captures, median time
// to win), or --json for scripts.
#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/json_out.hpp"
#include "app/rf_bot_players.hpp"
#include "app/rf_bots_table.hpp"
#include "rf/data/end_sequence.hpp"
#include "rf/data/rfm.hpp"

namespace app {
namespace {

struct BotsOptions {
  std::string map;
  int games = 10;
  uint32_t seed = 1;
  std::string p1 = "normal";
  std::string p2 = "normal";
  int frames = kBotGameFrames;
  bool json = false;
};

int runBots(const BotsOptions& opt) {
  const rf::RfmFile map = rf::parseRfm(rf::readRfmBytes(opt.map), opt.map);
  const rf::bot::BotTable table = loadBotTable();
  std::vector<BotSpec> specs;
  for (int side = 0; side < std::max(1, static_cast<int>(map.header.players)); ++side) {
    BotSpec s = parseBotSpec(std::to_string(side + 1) + ":" + (side == 0 ? opt.p1 : opt.p2));
    specs.push_back(s);
  }
  std::vector<BotGameResult> results;
  for (int g = 0; g < opt.games; ++g) {
    results.push_back(playBotGame(map, opt.map, specs, opt.seed + static_cast<uint32_t>(g), opt.frames, table));
    const BotGameResult& r = results.back();
    std::cerr << "\rgame " << g + 1 << "/" << opt.games << ": "
              << (r.ended ? (r.winner < 0 ? std::string("draw") : "side " + std::to_string(r.winner) + " wins")
                          : std::string("no result"))
              << " at tick " << (r.ended ? r.endTick : 0) << "          " << std::flush;
  }
  std::cerr << "\n";
  const BotsTable t = tallyBots(results, static_cast<int>(specs.size()));
  if (opt.json) {
    std::cout << botsTableJson(t, opt.map, specs) << "\n";
  } else {
    std::cout << botsTableText(t, opt.map, specs);
  }
  return 0;
}

}  // namespace

void addRfBotsCommand(CLI::App& rf, Commands& commands) {
  auto* cmd = rf.add_subcommand("bots", "a headless tournament of computer players on a map");
  auto opt = std::make_shared<BotsOptions>();
  cmd->add_option("--map", opt->map, "the map file (.rfm)")->required();
  cmd->add_option("--games", opt->games, "games to play (default 10; seeds S, S+1, ...)")->check(CLI::Range(1, 100000));
  cmd->add_option("--seed", opt->seed, "the first game's seed (default 1)");
  cmd->add_option("--p1", opt->p1, "player 1's difficulty: easy, normal (default) or hard")
      ->check(CLI::IsMember({"easy", "normal", "hard"}));
  cmd->add_option("--p2", opt->p2, "player 2's difficulty (2-player maps)")->check(CLI::IsMember({"easy", "normal", "hard"}));
  cmd->add_option("--frames", opt->frames, "the cap of each game in frames (default 37500: 20 minutes)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_flag("--json", opt->json, "the table as JSON");
  cmd->callback([&commands, opt] { commands.action = [opt] { return runBots(*opt); }; });
}

}  // namespace app
