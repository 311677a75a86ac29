// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/data/mission_keywords.hpp"

namespace gta {

namespace {
template <size_t N>
std::optional<int> firstMatch(const std::array<std::string_view, N>& table, std::string_view name) {
  for (size_t i = 0; i < N; ++i) {
    if (table[i] == name) return static_cast<int>(i);
  }
  return std::nullopt;
}
}  // namespace

std::optional<int> missionObjectTypeIndex(std::string_view name) {
  return firstMatch(kMissionObjectTypes, name);
}

std::optional<int> missionOpcodeIndex(std::string_view name) {
  return firstMatch(kMissionOpcodes, name);
}

}  // namespace gta
