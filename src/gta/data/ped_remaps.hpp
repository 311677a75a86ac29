// SPDX-License-Identifier: GPL-3.0-or-later
// The ped remap cycle 0x4b21b0 .. 0x4b20b0 (gta-game-core.md "Level start of each":
// Ped_InitAll gives ped i the remap of entry i % 22).
#pragma once

#include <array>
#include <cstdint>

namespace gta {

inline constexpr size_t kPedRemapCycle = 22;  // the spec's entry count

// 0x4b21b0 .. 0x4b20b0. designed: the values are not in the spec; 22 distinct remaps of the
// ped palette, so that neighbouring peds never look alike.
inline constexpr auto kPedRemaps = std::to_array<uint8_t>({
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  // designed
    11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,  // designed
});
static_assert(kPedRemaps.size() == kPedRemapCycle);

}  // namespace gta
