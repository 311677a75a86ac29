// SPDX-License-Identifier: GPL-3.0-or-later
// A finished game as the high-score table records it (RecordHighScore's GameResult), made
// once for `rf run --scores` and `rf play`: the sides, the winner, the game clock stop, the
// map's level word and name, the players' names.
#pragma once

#include <ostream>
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

// A network game won (a winner: otherwise nothing) counted in the high-score file `file` as
// a local 2-player game is: the host is player 1 (blue), the joiner player 2. The store's
// messages and the line "counted in the 2-player high scores: HOST - JOINER" go to `err`;
// a file that cannot be written is said there too (the game is not lost for it). True when
// counted.
bool recordNetHighScore(const rf::Sim& sim, const std::string& mapName, const std::string& hostName,
                        const std::string& joinName, const std::string& file, std::ostream& err);

}  // namespace app
