// SPDX-License-Identifier: GPL-3.0-or-later
// Where the Return Fire high scores live and how they are kept (rf-simulation.md §10 "End of
// game"; the format: docs/rf-high-scores.md, rf/data/high_scores.hpp): one file,
// $XDG_DATA_HOME/retrosim/rf_scores.bin (else $HOME/.local/share/retrosim/), RETROSIM_RF_SCORES
// overrides it; written atomically; a corrupt file is kept aside, never overwritten.
#pragma once

#include <filesystem>
#include <string>

#include "core/file_io.hpp"
#include "rf/data/high_scores.hpp"

namespace rf {

inline constexpr const char* kHighScoresEnv = "RETROSIM_RF_SCORES";
inline constexpr const char* kHighScoresName = "rf_scores.bin";
// designed: 0x48 bytes a record; 16 MB is some 200,000 records
inline constexpr core::FileCap kHighScoresCap{"a high-score table", 16u << 20};

// RETROSIM_RF_SCORES, else $XDG_DATA_HOME/retrosim/rf_scores.bin, else
// $HOME/.local/share/retrosim/rf_scores.bin. Throws std::runtime_error when none is set.
std::filesystem::path defaultHighScoresPath();

struct HighScoresLoad {
  HighScores table;
  // Set when the file was corrupt: the one-line message ("FILE: offset ..: expected ..;
  // kept as FILE.corrupt-1, starting a fresh table") and where the file went.
  std::string message;
  std::filesystem::path keptAs;
};

// Reads the table for updating: a missing file is an empty table; a file that does not
// parse is renamed to <name>.corrupt-<n> (the first n from 1 not taken) and an empty table
// is returned with the message. Throws std::runtime_error when the file cannot be read or
// moved aside (it is then left as it is).
HighScoresLoad loadHighScoresForUpdate(const std::filesystem::path& file);

// Writes the table (creating the folder) with core::writeFileAtomic.
void saveHighScores(const std::filesystem::path& file, const HighScores& table);

// RecordHighScore 0x42d8b0 on the stored table: load (keeping a corrupt file aside), record,
// save when something changed. `message` gets the corrupt-file line, if any.
ScoreChange recordHighScoreInFile(const std::filesystem::path& file, const GameResult& game, std::string& message);

// The listing `retrosim rf scores` prints: both tables, one line per record.
std::string highScoresListing(const HighScores& table);

}  // namespace rf
