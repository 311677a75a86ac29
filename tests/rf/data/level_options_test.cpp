// SPDX-License-Identifier: GPL-3.0-or-later
// FUN_004320c0: stock and options from the defaults, VHCL and the file-name tokens.
#include <gtest/gtest.h>

#include <array>
#include <stdexcept>

#include "rf/data/level_options.hpp"

namespace rf {
namespace {

Vhcl vhcl(uint8_t msv, uint8_t heli, uint8_t jeep, uint8_t tank, uint8_t pool, uint8_t mines) {
  Vhcl v;
  v.raw = {msv, heli, jeep, tank, pool, mines, 0x12, 0x34};
  return v;
}

TEST(LevelOptions, DefaultsWithoutVhcl) {
  const LevelOptions o = resolveLevelOptions(std::nullopt, "The Cakewalk.rfm", 0, 1);
  EXPECT_EQ(o.stock[VehicleType::Tank], 3);
  EXPECT_EQ(o.stock[VehicleType::Jeep], 8);
  EXPECT_EQ(o.stock[VehicleType::Msv], 3);
  EXPECT_EQ(o.stock[VehicleType::Heli], 3);
  EXPECT_EQ(o.enemyPool, 0);
  EXPECT_EQ(o.randomMines, 0);
  EXPECT_EQ(o.levelIndex, 0);
  EXPECT_EQ(o.players, 1);
}

TEST(LevelOptions, VhclOverridesAndFfMeansDefault) {
  const LevelOptions o = resolveLevelOptions(vhcl(1, 0xFF, 4, 0, 5, 7), "map.rfm", 2, 1);
  EXPECT_EQ(o.stock[VehicleType::Msv], 1);
  EXPECT_EQ(o.stock[VehicleType::Heli], 3);  // 0xFF: default
  EXPECT_EQ(o.stock[VehicleType::Jeep], 4);
  EXPECT_EQ(o.stock[VehicleType::Tank], 0);  // 0 tanks is allowed
  EXPECT_EQ(o.enemyPool, 5);
  EXPECT_EQ(o.randomMines, 7);
}

// The stock is one byte per VehicleType in descriptor order (the hash takes the four bytes).
TEST(LevelOptions, StockIsIndexedByVehicleType) {
  VehicleStock s;
  EXPECT_EQ(s.count, (std::array<uint8_t, kVehicleTypes>{3, 8, 3, 3}));
  s[VehicleType::Msv] = 7;
  s[VehicleType::Heli] = 0;
  EXPECT_EQ(s.count, (std::array<uint8_t, kVehicleTypes>{3, 8, 7, 0}));
  const VehicleStock& c = s;
  EXPECT_EQ(c[VehicleType::Msv], 7);
  EXPECT_THROW(s[kNoVehicleType], std::out_of_range);
  EXPECT_THROW(c[kNoVehicleType], std::out_of_range);
}

TEST(LevelOptions, JeepZeroIsIgnored) {
  EXPECT_EQ(
      resolveLevelOptions(vhcl(0xFF, 0xFF, 0, 0xFF, 0xFF, 0xFF), "m.rfm", 0, 1).stock[VehicleType::Jeep], 8);
}

TEST(LevelOptions, MinesMustBeBelow201) {
  EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 200), "m.rfm", 0, 1).randomMines, 200);
  // 201..254 are ignored: the automatic value stays (none on LEVL 1, 32 on LEVL 9).
  EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 201), "m.rfm", 0, 1).randomMines, 0);
  EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 254), "m.rfm", 8, 1).randomMines, 32);
  // A VHCL value of 0 means no random mines even on a high level.
  EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0), "m.rfm", 8, 1).randomMines, 0);
}

TEST(LevelOptions, EnemyPoolFromTheLevelTable) {
  const uint8_t expected[9] = {0, 0, 0, 1, 1, 2, 2, 3, 3};
  for (int level = 0; level < 9; ++level) {
    EXPECT_EQ(resolveLevelOptions(std::nullopt, "m.rfm", level, 1).enemyPool, expected[level]) << level;
    EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF), "m.rfm", level, 2).enemyPool,
              expected[level]);
  }
  EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0, 0xFF), "m.rfm", 8, 1).enemyPool, 0);
}

// "level*4 mines when level index > 5" (rf-maps.md), the level index being DAT_00443868 =
// LEVL - 1: index 6, 7, 8 (LEVL 7, 8, 9) get 24, 28, 32 mines. The same index reads the enemy
// pool table (above) and the win movie table (end_game_test.cpp).
TEST(LevelOptions, AutomaticMinesWhenTheLevelIndexIsAbove5In1Player) {
  const int expected[9] = {0, 0, 0, 0, 0, 0, 24, 28, 32};
  for (int level = 0; level < 9; ++level) {
    EXPECT_EQ(resolveLevelOptions(std::nullopt, "m.rfm", level, 1).randomMines, expected[level]) << level;
    EXPECT_EQ(resolveLevelOptions(std::nullopt, "m.rfm", level, 2).randomMines, 0) << level;  // none in 2P
  }
  // VHCL may still set mines in 2 players.
  EXPECT_EQ(resolveLevelOptions(vhcl(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 9), "m.rfm", 3, 2).randomMines, 9);
}

TEST(LevelOptions, LevelIndexFromLevl) {
  EXPECT_EQ(levelIndexFromLevl(std::nullopt), 0);
  EXPECT_EQ(levelIndexFromLevl(0u), 0);
  EXPECT_EQ(levelIndexFromLevl(1u), 0);
  EXPECT_EQ(levelIndexFromLevl(5u), 4);
  EXPECT_EQ(levelIndexFromLevl(9u), 8);
  EXPECT_EQ(levelIndexFromLevl(10u), 8);
  EXPECT_EQ(levelIndexFromLevl(0xFFFFFFFFu), 8);
}

TEST(LevelOptions, FileNameTokens) {
  const OptionValues t = parseFileNameTokens("Worlds/1Player/Level1/My Map [A1H2J3T4M5].rfm");
  EXPECT_EQ(t, (OptionValues{1, 2, 3, 4, 0xFF, 5}));
  // Any subset, any order, either case, separators skipped.
  EXPECT_EQ(parseFileNameTokens("x[m12, t7].rfm"), (OptionValues{0xFF, 0xFF, 0xFF, 7, 0xFF, 12}));
  // No bracket, or brackets only in a folder name: no tokens.
  EXPECT_EQ(parseFileNameTokens("plain.rfm"), (OptionValues{0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}));
  EXPECT_EQ(parseFileNameTokens("dir[T9]/plain.rfm"), (OptionValues{0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}));
  EXPECT_EQ(parseFileNameTokens("dir\\m[T9].rfm"), (OptionValues{0xFF, 0xFF, 0xFF, 9, 0xFF, 0xFF}));
  // Only up to the closing bracket; without one, to the end of the name.
  EXPECT_EQ(parseFileNameTokens("m[T9] J2.rfm"), (OptionValues{0xFF, 0xFF, 0xFF, 9, 0xFF, 0xFF}));
  EXPECT_EQ(parseFileNameTokens("m[T9 J2.rfm"), (OptionValues{0xFF, 0xFF, 2, 9, 0xFF, 0xFF}));
  // A letter without digits, an unknown letter, a value over 255: skipped. Last one wins.
  EXPECT_EQ(parseFileNameTokens("m[TX5H300A1A2].rfm"), (OptionValues{2, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}));
}

TEST(LevelOptions, FileNameTokensForceTheValues) {
  const LevelOptions o = resolveLevelOptions(vhcl(1, 1, 1, 1, 0xFF, 10), "Arena [T9H0M50].rfm", 0, 1);
  EXPECT_EQ(o.stock[VehicleType::Tank], 9);
  EXPECT_EQ(o.stock[VehicleType::Heli], 0);
  EXPECT_EQ(o.stock[VehicleType::Msv], 1);   // from VHCL
  EXPECT_EQ(o.stock[VehicleType::Jeep], 1);  // from VHCL
  EXPECT_EQ(o.randomMines, 50);
  // The same validity rules as VHCL: J0 and M201+ are ignored, 255 means "default".
  const LevelOptions p = resolveLevelOptions(vhcl(1, 1, 2, 1, 0xFF, 10), "Arena [J0M250T255].rfm", 0, 1);
  EXPECT_EQ(p.stock[VehicleType::Jeep], 2);
  EXPECT_EQ(p.randomMines, 10);
  EXPECT_EQ(p.stock[VehicleType::Tank], 1);
}

TEST(LevelOptions, ApplyOptionValuesPass) {
  OptionValues slots = kDefaultOptionValues;
  applyOptionValues(slots, {0xFF, 7, 0, 0xFF, 4, 201});
  EXPECT_EQ(slots, (OptionValues{3, 7, 8, 3, 4, 0xFF}));
}

}  // namespace
}  // namespace rf
