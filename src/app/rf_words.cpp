// SPDX-License-Identifier: GPL-3.0-or-later
// The players' words (rf_words.hpp): a table from the BNO names' stems to what a player
// sees, the first stem found in the name giving the words.
#include "app/rf_words.hpp"

#include <array>
#include <string_view>

#include "rf/data/bno_table.hpp"

namespace app {
namespace {

struct BnoWords {
  std::string_view stem;  // found in the BNO's name ("BNO_BLDG_S" has "BLDG")
  std::string_view words;
};

// In order: a destroyed or damaged state before what it was, a watchtower and the large
// tower before the tower. designed: the words the briefing and the manual's descriptions use.
constexpr std::array<BnoWords, 30> kBnoWords = {{
    {"DEST", "rubble"},
    {"DMG_FLAG", "the rest of the flag building"},
    {"DMG_TOWER", "the rest of a tower"},
    {"DMG_WALL", "a damaged wall"},
    {"WATCHTOWER", "a watchtower"},
    {"WTOWER", "a watchtower"},
    {"LARGE_TOWER", "a large tower"},
    {"TOWER", "a tower"},
    {"FLAG", "the flag building"},
    {"BUSH", "a bush"},
    {"PALM", "a palm"},
    {"TREE", "a tree"},
    {"CACTUS", "a cactus"},
    {"ROCK", "a rock"},
    {"PLANTER", "a planter"},
    {"AMMO", "an ammunition dump"},
    {"PRISON", "a prison"},
    {"JAIL", "a prison"},
    {"BLDG", "a building"},
    {"FACT", "a factory"},
    {"BNKR", "a bunker"},
    {"OUTPOST", "an outpost"},
    {"HOSP", "a hospital"},
    {"FUEL", "a fuel depot"},
    {"GATE", "a gate"},
    {"WALL", "a wall"},
    {"TENT", "a tent"},
    {"BRIGE", "a bridge"},
    {"STORAGE_LIGHT", "a storage light"},
    {"NONE", "something"},
}};

}  // namespace

std::string bnoWords(uint32_t bno) {
  const std::string_view name = rf::bnoDef(bno).name;
  for (const BnoWords& w : kBnoWords) {
    if (name.find(w.stem) != std::string_view::npos) return std::string(w.words);
  }
  return "something";
}

std::string vehicleWords(rf::VehicleType type) {
  switch (type) {
    case rf::VehicleType::Tank: return "tank";
    case rf::VehicleType::Jeep: return "jeep";
    case rf::VehicleType::Msv: return "ASV";
    case rf::VehicleType::Heli: return "heli";
  }
  return "vehicle";
}

std::string sideWords(int side) {
  return side == 0 ? "Blue" : "Green";
}

std::string winnerWords(int winner) {
  return winner < 0 ? "a draw" : sideWords(winner) + " wins";
}

}  // namespace app
