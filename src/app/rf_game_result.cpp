// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_game_result.hpp"

#include <cstdlib>
#include <exception>

#include "rf/data/end_sequence.hpp"
#include "rf/high_score_store.hpp"
#include "rf/sim/sim.hpp"

namespace app {

std::pair<std::string, std::string> playerNames(const std::string& names) {
  std::string first;
  std::string second;
  const size_t comma = names.find(',');
  if (!names.empty()) {
    first = names.substr(0, comma);
    if (comma != std::string::npos) second = names.substr(comma + 1);
  }
  if (first.empty()) {
    const char* user = std::getenv("USER");
    first = user != nullptr && *user != '\0' ? user : "Player 1";
  }
  if (second.empty()) second = "Player 2";
  return {first, second};
}

rf::GameResult highScoreResult(const rf::Sim& sim, const std::string& mapPath, const std::string& names) {
  const auto [name1, name2] = playerNames(names);
  rf::GameResult r;
  r.players = sim.players;
  r.winner = sim.winner;
  r.level = rf::highScoreLevel(mapPath);
  r.map = rf::highScoreMapName(mapPath);
  r.name1 = name1;
  r.name2 = sim.players > 1 ? name2 : "";
  r.ms = rf::ticksToMs(sim.endTick);
  return r;
}

bool recordNetHighScore(const rf::Sim& sim, const std::string& mapName, const std::string& hostName,
                        const std::string& joinName, const std::string& file, std::ostream& err) {
  if (file.empty() || sim.winner < 0) return false;
  try {
    std::string message;
    // names with a comma would split: theirs are kept whole by the table's own fields
    rf::GameResult g = highScoreResult(sim, mapName, "");
    g.name1 = hostName, g.name2 = joinName;
    const rf::ScoreChange change = rf::recordHighScoreInFile(file, g, message);
    if (!message.empty()) err << "retrosim: " << message << "\n";
    if (change != rf::ScoreChange::Added && change != rf::ScoreChange::Counted)
      return false;  // a new pair, or counted
    err << "retrosim: counted in the 2-player high scores: " << g.name1 << " - " << g.name2 << "\n";
    return true;
  } catch (const std::exception& e) {  // a locked or damaged file: the game is not lost for it
    err << "retrosim: the high scores were not saved: " << e.what() << "\n";
    return false;
  }
}

}  // namespace app
