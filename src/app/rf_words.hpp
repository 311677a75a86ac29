// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's things in the players' words, for what the program tells a person (the
// demo's story, `rf run`'s end): "a tower" for BNO_TOWER, "the ASV" for the MSV, "Blue" for
// side 0. The internal names stay in the traces and the tables.
#pragma once

#include <cstdint>
#include <string>

#include "rf/data/vehicle_defs.hpp"

namespace app {

// A building or plant as a player calls it, with its article: "a tower", "the flag
// building", "a fuel depot"; "something" for an id the table does not know.
std::string bnoWords(uint32_t bno);
// A vehicle as the game calls it: "tank", "jeep", "ASV", "heli".
std::string vehicleWords(rf::VehicleType type);
// A side by its colour: "Blue" (side 0), "Green" (side 1).
std::string sideWords(int side);
// "Blue wins", "Green wins", "a draw" (winner < 0).
std::string winnerWords(int winner);

}  // namespace app
