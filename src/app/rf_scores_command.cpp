// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf scores [FILE] [--json]: the high-score tables (rf/high_score_store.hpp).
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <system_error>

#include "app/commands.hpp"
#include "app/json_out.hpp"
#include "core/file_io.hpp"
#include "rf/high_score_store.hpp"

namespace app {

namespace fs = std::filesystem;

namespace {

nlohmann::json scoresJson(const fs::path& file, const rf::HighScores& t) {
  nlohmann::json j;
  j["file"] = file.string();
  j["one_player"] = nlohmann::json::array();
  for (const rf::OnePlayerScore& r : t.onePlayer) {
    j["one_player"].push_back({{"level", r.level}, {"map", r.map}, {"player", r.player}, {"ms", r.ms}});
  }
  j["two_players"] = nlohmann::json::array();
  for (const rf::TwoPlayerScore& r : t.twoPlayer) {
    j["two_players"].push_back(
        {{"name1", r.name1}, {"name2", r.name2}, {"wins1", r.wins1}, {"wins2", r.wins2}, {"draws", r.draws}});
  }
  return j;
}

// Only reads: a corrupt file is reported (exit 1) and left as it is.
int listScores(const std::string& fileArg, bool asJson) {
  const fs::path file = fileArg.empty() ? rf::defaultHighScoresPath() : fs::path(fileArg);
  rf::HighScores t;
  std::error_code ec;
  const bool present = fs::exists(fs::symlink_status(file, ec));
  if (present) t = rf::parseHighScores(core::readFile(file.string(), rf::kHighScoresCap), file.string());
  if (asJson) {
    std::cout << jsonDump(scoresJson(file, t), 2) << "\n";
    return 0;
  }
  std::cout << file.string() << (present ? "" : " (none yet)") << "\n" << rf::highScoresListing(t);
  return 0;
}

}  // namespace

void addRfScoresCommand(CLI::App& rf, Commands& commands) {
  CLI::App* cmd = rf.add_subcommand("scores", "list the high scores (1 player and 2 players)");
  auto file = std::make_shared<std::string>();
  auto asJson = std::make_shared<bool>(false);
  cmd->add_option("file", *file,
                  std::string("the score file (default: $") + rf::kHighScoresEnv +
                      ", else $XDG_DATA_HOME/retrosim/rf_scores.bin, else ~/.local/share/retrosim/)");
  cmd->add_flag("--json", *asJson, "print JSON");
  cmd->callback([&commands, file, asJson] { commands.action = [file, asJson] { return listScores(*file, *asJson); }; });
}

}  // namespace app
