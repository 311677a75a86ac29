// SPDX-License-Identifier: GPL-3.0-or-later
// The traffic model rows 0x4ac108 that Traffic_InitModelTables 0x418f80 copies to 0x504ce0
// and shuffles (gta-game-core.md "Level start of each": Cars_Init).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace gta {

// designed: the table 0x4ac108 is not in the spec. Its shape is chosen so that the
// shuffle makes exactly the 300 Math_Random calls the spec counts: 10 rows of 30 models.
inline constexpr int kTrafficRows = 10;
inline constexpr int kTrafficRowLen = 30;
using TrafficModelRows = std::array<std::array<uint8_t, kTrafficRowLen>, kTrafficRows>;
static_assert(kTrafficRows * kTrafficRowLen == 300);  // the spec's 300 Math_Random calls

namespace traffic_detail {
// designed: each row lists 30 standard-car models (vtype 4 in the designed car info rows
// of car_info_vtypes.hpp): row r starts at model 10 + r and steps by 7 through 10..79,
// with the tank model 45 replaced by 46. Outcome: traffic is made of standard cars only.
constexpr TrafficModelRows makeTrafficSource() {
  TrafficModelRows rows{};
  for (int r = 0; r < kTrafficRows; ++r) {
    int m = r;
    for (int j = 0; j < kTrafficRowLen; ++j) {
      int model = 10 + m % 70;
      if (model == 45) model = 46;
      rows[size_t(r)][size_t(j)] = static_cast<uint8_t>(model);
      m += 7;
    }
  }
  return rows;
}
}  // namespace traffic_detail

// 0x4ac108 (designed contents, see above)
inline constexpr TrafficModelRows kTrafficModelSource = traffic_detail::makeTrafficSource();

}  // namespace gta
