// SPDX-License-Identifier: GPL-3.0-or-later
// How many values (p1, p2, ...) Mission_Load 0x445800 reads on an object line of each type
// (gta-game-core.md "MISSION.INI": "some types read more values").
#pragma once

#include <array>
#include <cstdint>

#include "gta/data/mission_keywords.hpp"

namespace gta {

// designed: the notes do not give each type's value count. These are the counts the
// shipped MISSION.INI uses (every line of a type there has the same count); 0 = not in
// the shipped file: p1, p2 and the rest of the text line are read (docs/gta-mission.md).
// Outcome: all 17 sections of the shipped file load.
inline constexpr std::array<uint8_t, kMissionObjectTypeCount> kMissionValueCounts = [] {
  std::array<uint8_t, kMissionObjectTypeCount> n{};
  // two values (p1 p2)
  for (int t : {2, 3, 5, 7, 8, 10, 11, 12, 13, 15, 16, 20, 24, 25, 27, 29, 34, 39, 41, 50, 57, 66, 67, 68})
    n[static_cast<size_t>(t)] = 2;
  n[9] = 3;   // DOOR p1 p2 p3
  n[42] = 3;  // DUM_MISSION_TRIG p1 p2 p3
  n[36] = 4;  // GTA_DEMAND p1 p2 p3 p4
  return n;
}();

}  // namespace gta
