// SPDX-License-Identifier: GPL-3.0-or-later
// The Return Fire high-score file: its place, the atomic write, a corrupt file kept aside,
// the listing.
#include "rf/high_score_store.hpp"

#include <cstdlib>
#include <stdexcept>
#include <system_error>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/file_lock.hpp"
#include "rf/data/end_sequence.hpp"

namespace rf {

namespace fs = std::filesystem;

fs::path defaultHighScoresPath() {
  if (const char* p = std::getenv(kHighScoresEnv); p != nullptr && *p != '\0') return p;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x != nullptr && *x != '\0') {
    return fs::path(x) / "retrosim" / kHighScoresName;
  }
  if (const char* h = std::getenv("HOME"); h != nullptr && *h != '\0') {
    return fs::path(h) / ".local" / "share" / "retrosim" / kHighScoresName;
  }
  throw std::runtime_error(std::string("no place for the high scores: set ") + kHighScoresEnv +
                           ", XDG_DATA_HOME or HOME");
}

namespace {

const core::FormatCheck kHighScoresKind{"a high-score table (no \"rfhs\" magic)", hasHighScoresMagic};

}  // namespace

HighScoresLoad loadHighScoresForUpdate(const fs::path& file) {
  HighScoresLoad out;
  std::error_code ec;
  if (!fs::exists(file, ec)) return out;  // a dangling link: the table starts at its target
  const std::vector<uint8_t> bytes = core::readFile(file.string(), kHighScoresCap);
  try {
    out.table = parseHighScores(bytes, file.string());
    return out;
  } catch (const core::ParseError& e) {
    // Another kind of file (a replay given as --scores) is left alone: only ours is kept aside.
    if (!hasHighScoresMagic(bytes)) {
      throw std::runtime_error(file.string() + ": refusing to replace it: not " +
                               std::string(kHighScoresKind.what));
    }
    out.keptAs = core::keepCorruptFileAside(file, e.what());
    out.message = std::string(e.what()) + "; kept as " + out.keptAs.string() + ", starting a fresh table";
  }
  return out;
}

void saveHighScores(const fs::path& file, const HighScores& table) {
  core::writeFileAtomicInFolder(file, serializeHighScores(table), &kHighScoresKind);
}

ScoreChange recordHighScoreInFile(const fs::path& file, const GameResult& game, std::string& message) {
  core::checkReplaceable(file.string(), &kHighScoresKind);  // a refused target: no folder, no .lock
  core::createParentFolder(file);
  const core::FileLock lock(file);  // other programs recording now wait: every record lands
  HighScoresLoad load = loadHighScoresForUpdate(file);
  message = load.message;
  const ScoreChange change = recordHighScore(load.table, game);
  // A fresh table replacing a corrupt one is written even when this game adds nothing.
  if (change != ScoreChange::None || !load.keptAs.empty()) saveHighScores(file, load.table);
  return change;
}

namespace {

std::string level(uint16_t l) {
  return l == kHsCustomMap ? "custom" : std::to_string(l);
}

std::string padded(std::string s, size_t n) {
  if (s.size() < n) s.append(n - s.size(), ' ');
  return s;
}

}  // namespace

std::string highScoresListing(const HighScores& t) {
  std::string s = "1 player: " + std::to_string(t.onePlayer.size()) + " record" +
                  (t.onePlayer.size() == 1 ? "" : "s") + "\n";
  if (!t.onePlayer.empty()) {
    s += "  " + padded("level", 7) + padded("map", 34) + padded("player", 34) + "time\n";
    for (const OnePlayerScore& r : t.onePlayer) {
      s += "  " + padded(level(r.level), 7) + padded(r.map, 34) + padded(r.player, 34) + clockText(r.ms) + "\n";
    }
  }
  s += "2 players: " + std::to_string(t.twoPlayer.size()) + " pair" + (t.twoPlayer.size() == 1 ? "" : "s") + "\n";
  if (!t.twoPlayer.empty()) {
    s += "  " + padded("player 1", 34) + padded("player 2", 34) + "wins 1  wins 2  draws\n";
    for (const TwoPlayerScore& r : t.twoPlayer) {
      s += "  " + padded(r.name1, 34) + padded(r.name2, 34) + padded(std::to_string(r.wins1), 8) +
           padded(std::to_string(r.wins2), 8) + std::to_string(r.draws) + "\n";
    }
  }
  return s;
}

}  // namespace rf
