// SPDX-License-Identifier: GPL-3.0-or-later
// The two sides as the screens name and colour them. The PC version's sides are blue (side 0,
// BanB) and green (side 1, BanG: the banner table 0x455a08); the 3DO version's are green and
// brown. designed: the names and the RGB of each (the banners' art is the CD's; ours is a band
// of this colour).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace rf {

enum class SideColours : uint8_t { Pc = 0, ThreeDo = 1 };

struct SideLook {
  std::string_view name;  // "Blue"
  uint32_t rgb;           // 0xRRGGBB
};

inline constexpr std::array<std::array<SideLook, 2>, 2> kSideLooks = {{
    {{{"Blue", 0x3c6edc}, {"Green", 0x3cb450}}},   // PC: BanB, BanG
    {{{"Green", 0x46aa46}, {"Brown", 0xa0703c}}},  // 3DO
}};

constexpr const SideLook& sideLook(int side, SideColours c = SideColours::Pc) {
  return kSideLooks[static_cast<size_t>(c) & 1][static_cast<size_t>(side) & 1];
}
constexpr std::string_view sideName(int side, SideColours c = SideColours::Pc) {
  return sideLook(side, c).name;
}

}  // namespace rf
