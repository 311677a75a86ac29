// SPDX-License-Identifier: GPL-3.0-or-later
// Per-level options of FUN_004320c0 (rf-maps.md "VHCL"): the vehicle stock, the enemy pool
// value (VHCL +4) and the random mine count, from the defaults, the map's VHCL chunk and the
// [A#H#J#T#M#] tokens of the map's file name.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <tuple>

#include "core/fields.hpp"

#include "rf/data/rfm.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

// The six option slots in VHCL order. 0xFF = "use the default".
enum class OptionSlot : uint8_t { Msv = 0, Heli = 1, Jeep = 2, Tank = 3, EnemyPool = 4, Mines = 5 };
inline constexpr int kOptionSlots = 6;
inline constexpr uint8_t kOptionDefault = 0xFF;
using OptionValues = std::array<uint8_t, kOptionSlots>;

// The first FUN_004320c0 call: T3 J8 A3 H3; the pool and the mines left automatic.
inline constexpr OptionValues kDefaultOptionValues =
    std::to_array<uint8_t>({3, 3, 8, 3, kOptionDefault, kOptionDefault});
inline constexpr uint8_t kMaxRandomMines = 200;  // VHCL +5 must be < 201
// VHCL +5 = 0xFF in 1 player: levelIndex * 4 mines when the level index (LEVL - 1) is above 5.
inline constexpr int kRandomMinesAboveLevel = 5;
inline constexpr int kRandomMinesPerLevel = 4;

// Per-level enemy pool table 0x443880 (VHCL +4 = 0xFF), indexed by the level index 0..8.
inline constexpr auto kEnemyPoolByLevel = std::to_array<uint8_t>({0, 0, 0, 1, 1, 2, 2, 3, 3});
inline constexpr int kMaxLevelIndex = 8;
static_assert(kEnemyPoolByLevel.size() == kMaxLevelIndex + 1, "one entry per level index 0..8");

// The vehicles a team may still launch (team +0xac), one count per VehicleType (0xff =
// infinite, bunker.hpp); the defaults are the first FUN_004320c0 call's.
struct VehicleStock {
  std::array<uint8_t, kVehicleTypes> count{3, 8, 3, 3};  // tank, jeep, MSV, heli
  // Throws std::out_of_range for kNoVehicleType.
  uint8_t& operator[](VehicleType t) { return count.at(static_cast<size_t>(t)); }
  uint8_t operator[](VehicleType t) const { return count.at(static_cast<size_t>(t)); }
  static constexpr auto fields() { return std::tuple{CORE_FIELD(VehicleStock, count)}; }
  friend bool operator==(const VehicleStock& lhs, const VehicleStock& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<VehicleStock>());
static_assert(core::isDense<VehicleStock>(), "hashed as the four bytes in VehicleType order");

// The resolved options of one level (the same stock goes to both teams' loadouts).
struct LevelOptions {
  VehicleStock stock;
  uint8_t enemyPool = 0;    // DAT_0043fe1c: VHCL +4 or the level table
  uint8_t randomMines = 0;  // mines FUN_0041c9b0 places at level start
  int levelIndex = 0;       // DAT_00443868 = LEVL - 1, 0..8
  int players = 1;          // 1 or 2
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(LevelOptions, stock), CORE_FIELD(LevelOptions, enemyPool),
                      CORE_FIELD(LevelOptions, randomMines), CORE_FIELD(LevelOptions, levelIndex),
                      CORE_FIELD(LevelOptions, players)};
  }
  friend bool operator==(const LevelOptions& lhs, const LevelOptions& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<LevelOptions>());

// One FUN_004320c0 pass over six values: each value other than 0xFF replaces the slot,
// except a jeep count of 0 and a mine count of 201 or more, which are ignored (the slot
// keeps what it had).
void applyOptionValues(OptionValues& slots, const OptionValues& values);

// The [A#H#J#T#M#] tokens of a map file name (see level_options.cpp for the exact rules).
// Slots without a token are 0xFF.
OptionValues parseFileNameTokens(std::string_view fileName);

// DAT_00443868 from the LEVL chunk: v - 1 clamped to 0..8 (no LEVL chunk: 0).
int levelIndexFromLevl(std::optional<uint32_t> levl);

// The whole of FUN_004320c0 for a map: defaults, then the VHCL chunk, then the file-name
// tokens; then the automatic values: the enemy pool from kEnemyPoolByLevel, the mines 0 in
// 2 players and in 1 player levelIndex * 4 when levelIndex > 5 (LEVL 7, 8, 9: 24, 28, 32; else 0).
LevelOptions resolveLevelOptions(const std::optional<Vhcl>& vhcl, std::string_view fileName, int levelIndex,
                                 int players);

}  // namespace rf
