// SPDX-License-Identifier: GPL-3.0-or-later
// LoadLevelMap 0x4322f0: the cell words, pads, flag sites, bridges, jitter table, options
// and flag pick of maps built in memory.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/rfm_test_util.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/world.hpp"

namespace rf {
namespace {

using test::makeMap;
using test::setTile;

constexpr uint8_t kPad0 = 57;
constexpr uint8_t kPad1 = 77;
constexpr uint8_t kFlag0 = 180;
constexpr uint8_t kFlag1 = 220;

// A playable 1-player 128 x 128 grass map: team-0 pad at (10,10), team-1 flag at (20,20).
RfmFile playableMap() {
  RfmFile m = makeMap();
  setTile(m, 10, 10, kPad0);
  setTile(m, 20, 20, kFlag1);
  return m;
}

World load(const RfmFile& m, const std::string& name = "test.rfm", int players = -1) {
  core::MsvcRand rand;
  return buildWorld(m, name, rand, players);
}

TEST(World, CellWordLayout) {
  const uint32_t w = cell::make(97, 49, 1, 5);
  EXPECT_EQ(w, 97u | (49u << 7) | (1u << 14) | (5u << 25));
  EXPECT_EQ(cell::terrain(w), 97u);
  EXPECT_EQ(cell::bno(w), 49u);
  EXPECT_EQ(cell::team(w), 1u);
  EXPECT_EQ(cell::hp(w), 5u);
  EXPECT_EQ(cell::chainHead(cell::withChainHead(w, 511)), 511u);
  EXPECT_EQ(cell::withChainHead(w, 511) & 0x01FF0000u, 0x01FF0000u);
  EXPECT_TRUE(cell::radarFlag(cell::withRadarFlag(w, true)));
  EXPECT_EQ(cell::withRadarFlag(w, true), w | 0x80000000u);
  EXPECT_EQ(cell::withTerrain(w, 0x80 | 3), cell::withTerrain(w, 3));  // never spills
  EXPECT_EQ(cell::withHp(0, 9), cell::withHp(0, 1));
}

// quirk: SetCellStaticObject clamps the strength to 1..15 and keeps 3 bits.
TEST(World, HitPointsClampThenWrapInThreeBits) {
  EXPECT_EQ(cell::hpFromStrength(0), 1u);
  EXPECT_EQ(cell::hpFromStrength(1), 1u);
  EXPECT_EQ(cell::hpFromStrength(5), 5u);
  EXPECT_EQ(cell::hpFromStrength(7), 7u);
  EXPECT_EQ(cell::hpFromStrength(8), 0u);
  EXPECT_EQ(cell::hpFromStrength(9), 1u);
  EXPECT_EQ(cell::hpFromStrength(15), 7u);
  EXPECT_EQ(cell::hpFromStrength(16), 7u);
  EXPECT_EQ(cell::hpFromStrength(255), 7u);
}

TEST(World, CellsOfAHandMadeMap) {
  RfmFile m = playableMap();
  setTile(m, 30, 30, 120);   // BUSH_1S, team 2
  setTile(m, 31, 30, 127);   // ROCK_1T on shallow water
  setTile(m, 32, 30, 214);   // team-1 TOWER: override 97
  setTile(m, 33, 30, 172);   // team-0 WALL_V: override 98
  setTile(m, 34, 30, 1);     // deep water
  setTile(m, 35, 30, 20);    // shallow water
  setTile(m, 36, 30, 51);    // unused slot -> terrain 0
  setTile(m, 37, 30, 0xF5);  // >= 0xF0 -> byte 0
  setTile(m, 38, 30, 188);   // team-0 "+28": no object, so no team bits
  setTile(m, 39, 30, 228);   // team-1 "+28"
  setTile(m, 40, 30, 134);   // TREE_S on terrain 93
  setTile(m, 41, 30, 136);   // PLANTER_BERRY: override 95
  setTile(m, 42, 30, 187);   // team-0 HOSP_E: override 100
  setTile(m, 43, 30, 1);     // deep water
  setTile(m, 44, 30, 0xF0);  // >= 0xF0 -> byte 0
  const World w = load(m);

  std::array<uint32_t, kCellCount> expected{};  // grass everywhere
  auto at = [&expected](int x, int y) -> uint32_t& { return expected[World::cellIndex(x, y)]; };
  at(10, 10) = cell::make(90);             // team-0 pad: terrain only
  at(20, 20) = cell::make(109, 22, 1, 5);  // FLAG: override 109, team 1, hp 5
  at(30, 30) = cell::make(0, 1, 2, 1);
  at(31, 30) = cell::make(1, 9, 2, 7);
  at(32, 30) = cell::make(97, 49, 1, 5);
  at(33, 30) = cell::make(98, 45, 0, 5);
  at(34, 30) = cell::make(2);
  at(35, 30) = cell::make(1);
  at(40, 30) = cell::make(93, 5, 2, 3);
  at(41, 30) = cell::make(95, 12, 2, 1);
  at(42, 30) = cell::make(100, 37, 0, 5);
  at(43, 30) = cell::make(2);
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) {
      ASSERT_EQ(w.cell(x, y), at(x, y)) << "cell (" << x << "," << y << ")";
    }
  }
  EXPECT_EQ(w.pads(0), (std::vector<CellPos>{{10, 10}}));
  EXPECT_TRUE(w.pads(1).empty());
  EXPECT_EQ(w.flagSites(1), (std::vector<CellPos>{{20, 20}}));
  EXPECT_TRUE(w.flagSites(0).empty());
  EXPECT_EQ(w.title(), "Test Map");
  EXPECT_EQ(w.players(), 1);
  // The tile sum counts the bytes >= 0xF0 as 0.
  EXPECT_EQ(w.tileSum(), 57u + 220 + 120 + 127 + 214 + 172 + 1 + 20 + 51 + 188 + 228 + 134 + 136 + 187 + 1);
}

TEST(World, AtMostFourPadsPerTeam) {
  RfmFile m = playableMap();
  for (int x = 11; x <= 14; ++x) setTile(m, x, 10, kPad0);  // 5 team-0 pads in all
  setTile(m, 5, 60, kPad1);
  const World w = load(m);
  EXPECT_EQ(w.pads(0), (std::vector<CellPos>{{10, 10}, {11, 10}, {12, 10}, {13, 10}}));
  EXPECT_EQ(cell::terrain(w.cell(14, 10)), 90u);  // the 5th pad is still pad terrain
  EXPECT_EQ(w.pads(1), (std::vector<CellPos>{{5, 60}}));
}

TEST(World, AtMost254FlagSitesPerTeamInRowOrder) {
  RfmFile m = playableMap();
  for (int i = 0; i < 260; ++i) setTile(m, 30 + i % 60, 40 + i / 60, kFlag0);
  setTile(m, 2, 2, kFlag1);
  const World w = load(m);
  ASSERT_EQ(w.flagSites(0).size(), 254u);
  EXPECT_EQ(w.flagSites(0).front(), (CellPos{30, 40}));
  EXPECT_EQ(w.flagSites(0).back(), (CellPos{30 + 253 % 60, 40 + 253 / 60}));
  EXPECT_EQ(cell::bno(w.cell(30 + 259 % 60, 40 + 259 / 60)), 22u);  // still a flag building
  EXPECT_EQ(w.flagSites(1), (std::vector<CellPos>{{2, 2}, {20, 20}}));
}

TEST(World, BridgeFillBothDirections) {
  RfmFile m = playableMap();
  setTile(m, 10, 50, 49);                                // 0x54 west abutment
  for (int x = 11; x <= 14; ++x) setTile(m, x, 50, 20);  // shallow water
  setTile(m, 15, 50, 50);                                // 0x55 east abutment
  setTile(m, 60, 40, 69);                                // 0x56 north abutment
  for (int y = 41; y <= 43; ++y) setTile(m, 60, y, 1);   // deep water
  setTile(m, 60, 44, 70);                                // 0x57 south abutment
  const World w = load(m);
  EXPECT_EQ(w.cell(10, 50), cell::make(84));
  for (int x = 11; x <= 14; ++x) EXPECT_EQ(w.cell(x, 50), cell::make(1, 74, 0, 3)) << x;
  EXPECT_EQ(w.cell(15, 50), cell::make(85));
  EXPECT_EQ(w.cell(16, 50), cell::make(0));
  EXPECT_EQ(w.cell(60, 40), cell::make(86));
  for (int y = 41; y <= 43; ++y) EXPECT_EQ(w.cell(60, y), cell::make(2, 75, 0, 3)) << y;
  EXPECT_EQ(w.cell(60, 44), cell::make(87));
  EXPECT_EQ(w.cell(60, 45), cell::make(0));
}

// designed: a start abutment without an end lays decks up to the map edge.
TEST(World, BridgeWithoutEndStopsAtTheMapEdge) {
  RfmFile m = playableMap();
  setTile(m, 120, 70, 49);
  setTile(m, 90, 122, 69);
  const World w = load(m);
  for (int x = 121; x < kMapCells; ++x) EXPECT_EQ(cell::bno(w.cell(x, 70)), 74u) << x;
  for (int y = 123; y < kMapCells; ++y) EXPECT_EQ(cell::bno(w.cell(90, y)), 75u) << y;
  EXPECT_EQ(cell::bno(w.cell(0, 71)), 0u);  // never wraps into the next row
  EXPECT_EQ(cell::bno(w.cell(91, 0)), 0u);
  EXPECT_EQ(cell::bno(w.cell(119, 70)), 0u);
}

TEST(World, BridgeDecksTakeTheTeamOfTheStartCell) {
  World w;
  w.setCell(3, 3, cell::make(84, 0, 1));
  w.setCell(6, 3, cell::make(85));
  w.setCell(8, 1, cell::make(86, 0, 2));
  w.setCell(8, 4, cell::make(87));
  w.setCell(4, 3, cell::make(1, 0, 0, 0));
  fillBridgeDecks(w);
  EXPECT_EQ(w.cell(4, 3), cell::make(1, 74, 1, 3));
  EXPECT_EQ(w.cell(5, 3), cell::make(0, 74, 1, 3));
  EXPECT_EQ(w.cell(8, 2), cell::make(0, 75, 2, 3));
  EXPECT_EQ(w.cell(8, 3), cell::make(0, 75, 2, 3));
  EXPECT_EQ(w.cell(8, 4), cell::make(87));
}

// quirk: the deep-water fill never advances its pointer: only cell 0 gets terrain 2.
TEST(World, SmallMapIsCentredAndOnlyCellZeroIsDeepWater) {
  RfmFile m = makeMap(4, 2);
  setTile(m, 0, 0, kPad0);
  setTile(m, 3, 1, kFlag1);
  const World w = load(m);
  EXPECT_EQ(w.cell(0, 0), cell::make(2));
  EXPECT_EQ(w.cell(1, 0), 0u);
  EXPECT_EQ(w.cell(127, 127), 0u);
  EXPECT_EQ(w.cell(61, 63), 0u);
  EXPECT_EQ(w.cell(62, 63), cell::make(90));  // (128-4)/2, (128-2)/2
  EXPECT_EQ(w.cell(65, 64), cell::make(109, 22, 1, 5));
  EXPECT_EQ(w.pads(0), (std::vector<CellPos>{{62, 63}}));
  EXPECT_EQ(w.flagSites(1), (std::vector<CellPos>{{65, 64}}));
  EXPECT_EQ(w.tileSum(), 57u + 220u);
}

TEST(World, FullMapOverwritesCellZero) {
  RfmFile m = playableMap();
  EXPECT_EQ(load(m).cell(0, 0), 0u);
  setTile(m, 0, 0, 121);
  EXPECT_EQ(load(m).cell(0, 0), cell::make(0, 3, 2, 2));
}

TEST(World, SetCellStaticObjectSkipsObjectsWithoutGraphics) {
  World w;
  w.setCell(5, 5, cell::make(7));
  w.setCellStaticObject(5, 5, 89, 1);  // BNO_STORAGE_LIGHT: no graphics here
  EXPECT_EQ(w.cell(5, 5), cell::make(7));
  w.setCellStaticObject(5, 5, bnoId(Bno::GateH), 1);
  EXPECT_EQ(w.cell(5, 5), cell::make(88, 43, 1, 5));
  EXPECT_THROW(w.cell(128, 0), std::out_of_range);
  EXPECT_THROW(w.setCell(0, -1, 0), std::out_of_range);
}

TEST(World, OptionsFromVhclLevlAndFileName) {
  RfmFile m = playableMap();
  Vhcl v;
  v.raw = {1, 2, 0, 4, 0xFF, 0xFF, 0, 0};
  m.setVhcl(v);
  m.setLevel(8);
  const World w = load(m, "Worlds/Level8/Fortress [T9M5].rfm");
  EXPECT_EQ(w.options().stock[VehicleType::Msv], 1);
  EXPECT_EQ(w.options().stock[VehicleType::Heli], 2);
  EXPECT_EQ(w.options().stock[VehicleType::Jeep], 8);  // VHCL 0 ignored
  EXPECT_EQ(w.options().stock[VehicleType::Tank], 9);  // file-name token
  EXPECT_EQ(w.options().randomMines, 5);
  EXPECT_EQ(w.options().levelIndex, 7);
  EXPECT_EQ(w.options().enemyPool, 3);
  const World plain = load(m, "Fortress.rfm");
  EXPECT_EQ(plain.options().stock[VehicleType::Tank], 4);
  EXPECT_EQ(plain.options().randomMines, 28);  // level index 7 > 5: 7 * 4
}

TEST(World, OnePlayerMapNeedsAPadAndAFlag) {
  RfmFile m = makeMap();
  try {
    load(m, "maps/empty.rfm");
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_EQ(
        std::string(e.what()),
        "maps/empty.rfm: not a playable 1-player map: team 0 (the player) has no home pad (tile byte 57); "
        "team 1 (the computer) has no flag site (tile byte 220)");
    EXPECT_EQ(e.file(), "maps/empty.rfm");
  }
  setTile(m, 1, 1, kPad0);
  core::MsvcRand rand(1234);
  EXPECT_THROW(buildWorld(m, "m.rfm", rand), LoadError);
  EXPECT_EQ(rand.state(), 1234u);  // a refused map leaves the generator alone
  setTile(m, 2, 2, kFlag1);
  EXPECT_NO_THROW(load(m));
}

TEST(World, TwoPlayerMapNeedsPadsAndFlagsOnBothSides) {
  RfmFile m = playableMap();
  m.header.players = 2;
  try {
    load(m, "duel.rfm");
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_EQ(std::string(e.what()),
              "duel.rfm: not a playable 2-player map: team 0 (player 1) has no flag site (tile byte 180); "
              "team 1 (player 2) has no home pad (tile byte 77)");
  }
  m.header.players = 1;
  EXPECT_NO_THROW(load(m));
  EXPECT_THROW(load(m, "duel.rfm", 2), LoadError);  // the argument overrides the header
  setTile(m, 100, 100, kPad1);
  setTile(m, 101, 100, kFlag0);
  EXPECT_EQ(load(m, "duel.rfm", 2).players(), 2);
}

TEST(World, RefusesBadHeaders) {
  RfmFile m = playableMap();
  m.header.enabled = 0;
  EXPECT_THROW(load(m), LoadError);
  m.header.enabled = 1;
  EXPECT_THROW(load(m, "x.rfm", 3), LoadError);
  m.tiles.pop_back();
  EXPECT_THROW(load(m), LoadError);
}

TEST(World, JitterTableFromTheTileSum) {
  core::MsvcRand rand(777);
  const JitterTable t = makeJitterTable(12345, rand);
  EXPECT_EQ(t[0], (Jitter{-7, 2, 8, 109}));
  EXPECT_EQ(t[1], (Jitter{-8, 5, 9, 37}));
  EXPECT_EQ(t[255], (Jitter{9, 11, 2, 7}));
  EXPECT_EQ(makeJitterTable(0, rand)[0], (Jitter{-12, -7, 7, 133}));
  int minX = 99, maxX = -99, minY = 99, maxY = -99, maxB2 = 0;
  for (const Jitter& j : makeJitterTable(4242, rand)) {
    minX = std::min<int>(minX, j.x);
    maxX = std::max<int>(maxX, j.x);
    minY = std::min<int>(minY, j.y);
    maxY = std::max<int>(maxY, j.y);
    maxB2 = std::max<int>(maxB2, j.b2);
  }
  EXPECT_EQ(minX, -12);
  EXPECT_EQ(maxX, 12);
  EXPECT_EQ(minY, -12);
  EXPECT_EQ(maxY, 12);
  EXPECT_EQ(maxB2, 10);
}

// quirk: saved = rand(); srand(sum); ...; srand(saved): the state becomes the value.
TEST(World, JitterLeavesTheRandStateAtTheSavedValue) {
  core::MsvcRand rand;  // state 1: the first rand() is 41
  makeJitterTable(999, rand);
  EXPECT_EQ(rand.state(), 41u);
  rand.setState(0x12345678);
  core::MsvcRand copy(0x12345678);
  const int32_t value = copy.next();
  makeJitterTable(5, rand);
  EXPECT_EQ(rand.state(), static_cast<uint32_t>(value));
}

TEST(World, LoadingUsesTheJitterThenTwoFlagPicks) {
  RfmFile m = playableMap();
  core::MsvcRand rand;
  const World w = buildWorld(m, "t.rfm", rand);
  core::MsvcRand jitterRand(3);
  EXPECT_EQ(w.jitter(), makeJitterTable(w.tileSum(), jitterRand));
  EXPECT_EQ(w.jitterAt(17, 34), w.jitter()[2 * 16 + 1]);
  core::MsvcRand expected(41);                  // the value the jitter's save/restore left
  for (int i = 0; i < 6; ++i) expected.next();  // team 1 pick, then team 0 pick
  EXPECT_EQ(rand.state(), expected.state());
}

TEST(World, FlagPickFormula) {
  core::MsvcRand rand;  // 41, 18467, 6334, then 26500, 19169, 15724
  EXPECT_EQ(pickFlagSiteIndex(rand, 10), 0);
  EXPECT_EQ(pickFlagSiteIndex(rand, 10), 6);
  core::MsvcRand again;
  pickFlagSiteIndex(again, 10);
  EXPECT_EQ(pickFlagSiteIndex(again, 37), 22);
  // The 16-bit split equals (u & 0x7fffffff) * n >> 31 for every count.
  core::MsvcRand a(99), b(99);
  for (int n = 0; n <= 254; ++n) {
    const uint32_t r1 = static_cast<uint32_t>(b.next());
    const uint32_t r2 = static_cast<uint32_t>(b.next());
    const uint32_t r3 = static_cast<uint32_t>(b.next());
    const uint64_t u = ((r3 & 3u) + (r1 * 0x8000u + r2) * 4u) & 0x7fffffffu;
    const int pick = pickFlagSiteIndex(a, n);
    EXPECT_EQ(pick, static_cast<int>((u * static_cast<uint64_t>(n)) >> 31)) << n;
    if (n > 0) {
      EXPECT_LT(pick, n);
    }
  }
}

TEST(World, RealFlagSitesAreDeterministic) {
  RfmFile m = playableMap();
  for (int i = 0; i < 9; ++i) setTile(m, 40 + 2 * i, 90, kFlag1);  // 10 team-1 sites in all
  const World w1 = load(m);
  const World w2 = load(m);
  EXPECT_EQ(w1.realFlagSite(1), w2.realFlagSite(1));
  EXPECT_EQ(w1.realFlagSite(0), -1);  // 1 player: team 0 has no site
  // Team 1 is picked first, from the state the jitter left (41 after the default seed).
  core::MsvcRand rand(41);
  EXPECT_EQ(w1.realFlagSite(1), pickFlagSiteIndex(rand, 10));
  EXPECT_EQ(w1.realFlagSite(1), 0);  // rand() 172, 22420, 5 from state 41
  // Another generator state gives the same cells and jitter but its own pick.
  core::MsvcRand other(0xBEEF);
  const World w3 = buildWorld(m, "t.rfm", other);
  EXPECT_EQ(w3.cells(), w1.cells());
  EXPECT_EQ(w3.jitter(), w1.jitter());
  core::MsvcRand replay(0xBEEF);
  replay.setState(static_cast<uint32_t>(replay.next()));
  EXPECT_EQ(w3.realFlagSite(1), pickFlagSiteIndex(replay, 10));
}

}  // namespace
}  // namespace rf
