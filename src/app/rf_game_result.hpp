// SPDX-License-Identifier: GPL-3.0-or-later
// A finished game as the high-score table records it (RecordHighScore's GameResult), made
// once for `rf run --scores` and `rf play`: the sides, the winner, the game clock stop, the
// map's level word and name, the players' names.
#pragma once

#include <string>
#include <utility>

#include "rf/data/high_scores.hpp"

namespace rf {
struct Sim;
}

namespace app {

// The player names of a recorded game (rf run / rf play --names): "P1[,P2]", else $USER
// (1 player / player 1) and "Player 2".
std::pair<std::string, std::string> playerNames(const std::string& names);

// The game `sim` (EndGame happened) on the map file `mapPath`, played by `names` ("P1[,P2]",
// playerNames); player 2's name only in 2 players.
rf::GameResult highScoreResult(const rf::Sim& sim, const std::string& mapPath, const std::string& names);

}  // namespace app
