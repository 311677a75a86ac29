// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf map prove MAP... (issue 41 item 4, docs/maps.md; `./dev maps-check` runs it on
// every bundled map): each map's hard checks, then the normal bots' games (1 player: the bot
// alone wins most of them; 2 players: mirrored bots both capture and each side wins 3-7 of
// 10). One row of a table a map; exit 1 naming every failing map and the rule it fails.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/rf_bot_players.hpp"
#include "rf/data/rfm.hpp"
#include "rf/mapgen/map_checks.hpp"
#include "rf/mapgen/map_proof.hpp"

namespace app {

// declared where `rf map` registers it (rf_map_commands.cpp)
void addRfMapProveCommand(CLI::App* map, Commands& commands);

namespace {

struct ProveOptions {
  std::vector<std::string> maps;
  int games = 0;  // 0: 3 on a 1-player map, 10 on a 2-player map
  int frames = kBotGameFrames;
  uint32_t seed = 1;
};

int prove(const ProveOptions& opt) {
  const rf::bot::BotTable table = loadBotTable();
  std::vector<std::string> failures;
  std::printf("%-22s %-7s %-5s %-6s %-5s %-7s %-8s %-6s %s\n", "map", "players", "level", "checks", "games",
              "wins", "captures", "no end", "result");
  for (const std::string& path : opt.maps) {
    const std::string name = std::filesystem::path(path).stem().string();
    rf::RfmFile map;
    try {
      map = rf::loadRfm(path);
    } catch (const std::exception& e) {
      failures.push_back(name + ": loader: " + e.what());
      std::printf("%-22s %s\n", name.c_str(), "loader: refused");
      continue;
    }
    const int players = map.header.players;
    const std::vector<std::string> failed = rf::mapgen::checkMap(map, path);
    if (!failed.empty()) {
      failures.push_back(name + ": " + failed.front());
      std::printf("%-22s %-7d %-5u %-6s %-5s %-7s %-8s %-6s %s\n", name.c_str(), players, map.level().value_or(0), "FAIL", "-",
                  "-", "-", "-", failed.front().c_str());
      std::fflush(stdout);
      continue;
    }
    const int games = opt.games > 0 ? opt.games : (players == 2 ? 10 : 3);
    const rf::mapgen::ProofResult p = rf::mapgen::proveByPlay(map, path, games, opt.frames, opt.seed, table);
    const std::string wins = players == 2 ? std::to_string(p.wins[0]) + "/" + std::to_string(p.wins[1])
                                          : std::to_string(p.wins[0]);
    const std::string caps = players == 2 ? std::to_string(p.captures[0]) + "/" + std::to_string(p.captures[1])
                                          : std::to_string(p.captures[0]);
    std::printf("%-22s %-7d %-5u %-6s %-5d %-7s %-8s %-6d %s\n", name.c_str(), players, map.level().value_or(0), "ok",
                p.games, wins.c_str(), caps.c_str(), p.unfinished, p.accepted ? "proven" : ("FAIL bots: " + p.reason).c_str());
    std::fflush(stdout);
    if (!p.accepted) failures.push_back(name + ": bots: " + p.reason);
  }
  if (failures.empty()) {
    std::printf("%zu maps: every one passes the checks and the bots' games\n", opt.maps.size());
    return 0;
  }
  for (const std::string& f : failures) std::cerr << "retrosim: map not proven: " << f << "\n";
  return 1;
}

}  // namespace

void addRfMapProveCommand(CLI::App* map, Commands& commands) {
  auto* cmd = map->add_subcommand(
      "prove", "a map's hard checks and the normal bots' games on it; exit 1 naming each map that fails");
  auto opt = std::make_shared<ProveOptions>();
  cmd->add_option("maps", opt->maps, "map files (.rfm)")->required();
  cmd->add_option("--games", opt->games, "the bots' games (default 3 on 1 player, 10 on 2)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--frames", opt->frames, "the cap of each game in frames (default 37500)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--seed", opt->seed, "the bots' seed of the first game (default 1, as generate)");
  cmd->callback([&commands, opt] { commands.action = [opt] { return prove(*opt); }; });
}

}  // namespace app
