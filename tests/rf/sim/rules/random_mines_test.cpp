// SPDX-License-Identifier: GPL-3.0-or-later
// Random mines FUN_0041c9b0 (rf-simulation.md §10 "Random mines"): the site rules one by
// one, the count rules through Game::load, the Campgrounds outcome, both quirks, the
// positions and determinism.
#include <gtest/gtest.h>

#include <map>
#include <vector>

#include "rf/sim/random_mines.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"

namespace rf::test {
namespace {

constexpr uint32_t kNoSite = 1;  // shallow water: never a site
constexpr uint32_t kRoad = 0x50;  // a road that is a site itself (0x49..0x4f have bit 3 set)
constexpr uint32_t kRoadNotSite = 0x58;  // a road (0x49..0x59) that is no site (bit 3)

// The playable test map (pads (10,10) / (100,100)) with every cell turned into water.
Game waterGame() {
  Game g = vehicleGame();
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) g.mutableState().world.setCell(x, y, cell::make(kNoSite));
  }
  return g;
}

void setTerrain(Game& g, int x, int y, uint32_t t) {
  g.mutableState().world.setCell(x, y, cell::make(t));
}

struct MineAt {
  Fixed x;
  Fixed y;
  int32_t cell;
};
std::vector<MineAt> mines(const Game& g) {
  std::vector<MineAt> out;
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::Mine) out.push_back({o.x, o.y, cellOfPos(o.x, o.y)});
  }
  return out;
}
std::map<int32_t, int> minesPerCell(const Game& g) {
  std::map<int32_t, int> out;
  for (const MineAt& m : mines(g)) ++out[m.cell];
  return out;
}
int32_t cellAt(int x, int y) {
  return static_cast<int32_t>(World::cellIndex(x, y));
}

// Six cells in a row of grass along a road row (all of them first-pass sites), the rest
// water: the shape of "Campgrounds Of America".
Game sixSiteGame() {
  Game g = waterGame();
  for (int x = 40; x <= 45; ++x) {
    setTerrain(g, x, 60, 0);
    setTerrain(g, x, 61, kRoadNotSite);
  }
  return g;
}

TEST(RandomMines, SiteTerrainRule) {
  Game g = waterGame();
  std::vector<uint32_t> sites;
  for (uint32_t t = 0; t < 128; ++t) {
    setTerrain(g, 50, 50, t);
    if (randomMineSite(g.state(), 50, 50, false)) sites.push_back(t);
  }
  // 0, 3, and of 0x34..0x53 those with bit 3 clear; the roads 0x48..0x4f never qualify.
  const std::vector<uint32_t> want = {0,    3,    0x34, 0x35, 0x36, 0x37, 0x40, 0x41, 0x42,
                                      0x43, 0x44, 0x45, 0x46, 0x47, 0x50, 0x51, 0x52, 0x53};
  EXPECT_EQ(sites, want);
}

TEST(RandomMines, NoSiteWithABno) {
  Game g = waterGame();
  setTerrain(g, 50, 50, 0);
  EXPECT_TRUE(randomMineSite(g.state(), 50, 50, false));
  putBno(g, 50, 50, kBush);
  EXPECT_FALSE(randomMineSite(g.state(), 50, 50, false));
}

TEST(RandomMines, NotStrictlyInsideTeam0sPadPlusMinus2) {
  Game g = vehicleGame();  // grass everywhere, team 0's pad at (10,10), team 1's at (100,100)
  const Sim& s = g.state();
  for (int y = 9; y <= 11; ++y) {
    for (int x = 9; x <= 11; ++x) EXPECT_FALSE(randomMineSite(s, x, y, false)) << x << "," << y;
  }
  // The border of the +-2 box is outside "strictly inside".
  EXPECT_TRUE(randomMineSite(s, 8, 10, false));
  EXPECT_TRUE(randomMineSite(s, 12, 10, false));
  EXPECT_TRUE(randomMineSite(s, 10, 8, false));
  EXPECT_TRUE(randomMineSite(s, 10, 12, false));
  EXPECT_TRUE(randomMineSite(s, 8, 8, false));
  // Team 1's pad is not kept clear (its cell has pad terrain, its neighbours are grass).
  EXPECT_TRUE(randomMineSite(s, 101, 100, false));
}

TEST(RandomMines, FirstPassOnlyNextToARoadNSWE) {
  Game g = waterGame();
  setTerrain(g, 50, 50, 0);
  EXPECT_TRUE(randomMineSite(g.state(), 50, 50, false));
  EXPECT_FALSE(randomMineSite(g.state(), 50, 50, true));
  const int steps[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
  for (const auto& d : steps) {
    for (uint32_t road : {0x49u, 0x53u, 0x59u}) {
      setTerrain(g, 50 + d[0], 50 + d[1], road);
      EXPECT_TRUE(randomMineSite(g.state(), 50, 50, true)) << road;
    }
    for (uint32_t notRoad : {0x48u, 0x5au, 0u}) {
      setTerrain(g, 50 + d[0], 50 + d[1], notRoad);
      EXPECT_FALSE(randomMineSite(g.state(), 50, 50, true)) << notRoad;
    }
    setTerrain(g, 50 + d[0], 50 + d[1], kNoSite);
  }
  // Diagonal roads do not count.
  setTerrain(g, 51, 51, 0x50);
  EXPECT_FALSE(randomMineSite(g.state(), 50, 50, true));
  // A road next to a road: both a site and next to one.
  setTerrain(g, 51, 50, kRoad);
  setTerrain(g, 50, 50, kRoad);
  EXPECT_TRUE(randomMineSite(g.state(), 50, 50, true));
  // At the map edge the missing neighbour is no road.
  setTerrain(g, 0, 0, 0);
  EXPECT_FALSE(randomMineSite(g.state(), 0, 0, true));
  setTerrain(g, 1, 0, 0x49);
  EXPECT_TRUE(randomMineSite(g.state(), 0, 0, true));
}

// "Campgrounds Of America" (VHCL 200) finds 6 sites: 12 mines. Ours: 6 road sites; the
// first pass takes all 6 (194 left), the second pass finds the same 6 cells again and
// places min(194 - 1, 6) = 6 on them: 12, two in each cell.
TEST(RandomMines, CampgroundsSixSitesGiveTwelve) {
  Game g = sixSiteGame();
  EXPECT_EQ(placeRandomMines(g.mutableState(), 200), 12);
  const auto per = minesPerCell(g);
  ASSERT_EQ(per.size(), 6u);
  for (int x = 40; x <= 45; ++x) EXPECT_EQ(per.at(cellAt(x, 60)), 2) << x;
}

// quirk: the second pass decrements the remainder before its exit test.
TEST(RandomMines, SecondPassPlacesTheRemainderMinusOne) {
  for (const auto& [count, want] : std::vector<std::pair<int, int>>{{3, 3}, {6, 6}, {7, 6}, {8, 7}, {10, 9}}) {
    Game g = sixSiteGame();
    for (int x = 40; x <= 49; ++x) setTerrain(g, x, 30, 0);  // 10 sites for the second pass only
    EXPECT_EQ(placeRandomMines(g.mutableState(), count), want) << count;
    EXPECT_EQ(static_cast<int>(mines(g).size()), want) << count;
    // The first pass fills the road sites first.
    int onRoadSites = 0;
    for (const MineAt& m : mines(g)) onRoadSites += m.cell / kMapCells == 60 ? 1 : 0;
    EXPECT_GE(onRoadSites, std::min(count, 6)) << count;
  }
}

// Seeds whose first RandRange(n) is r.
uint32_t seedForFirstRange(uint32_t n, uint32_t r) {
  for (uint32_t seed = 1;; ++seed) {
    core::MsvcRand probe(seed);
    if (probe.range(n) == r) return seed;
  }
}

// quirk: r = 0 and r = 1 both take the first unused site; r = 2 the second.
TEST(RandomMines, RZeroAndOneBothTakeTheFirstSite) {
  const int32_t first = cellAt(40, 60);
  const int32_t second = cellAt(41, 60);
  for (const auto& [r, want] : std::vector<std::pair<uint32_t, int32_t>>{{0, first}, {1, first}, {2, second}}) {
    Game g = sixSiteGame();
    g.mutableState().rand.seed(seedForFirstRange(6, r));
    ASSERT_EQ(placeRandomMines(g.mutableState(), 1), 1);
    EXPECT_EQ(mines(g).at(0).cell, want) << r;
  }
  // So with one mine the last site is never drawn: r < 6 reaches at most the 5th.
  for (uint32_t seed = 1; seed < 200; ++seed) {
    Game g = sixSiteGame();
    g.mutableState().rand.seed(seed);
    placeRandomMines(g.mutableState(), 1);
    EXPECT_NE(mines(g).at(0).cell, cellAt(45, 60)) << seed;
  }
}

// Each mine: the site draw, then y = cell * 32 + 6 + RandRange(25) px, then x the same.
TEST(RandomMines, PositionsYDrawnFirst) {
  Game g = waterGame();
  setTerrain(g, 70, 33, 0);
  setTerrain(g, 71, 33, 0x49);  // one first-pass site, no second-pass site besides it
  core::MsvcRand copy = g.state().rand;
  ASSERT_EQ(placeRandomMines(g.mutableState(), 1), 1);
  copy.range(1);  // the site
  const int32_t ry = static_cast<int32_t>(copy.range(25));
  const int32_t rx = static_cast<int32_t>(copy.range(25));
  const MineAt m = mines(g).at(0);
  EXPECT_EQ(m.y, core::px(33 * 32 + 6 + ry));
  EXPECT_EQ(m.x, core::px(70 * 32 + 6 + rx));
  EXPECT_EQ(g.state().rand, copy);  // nothing else drew
}

TEST(RandomMines, PositionsInRange) {
  Game g = vehicleGame();  // grass: sites everywhere but the pad block and the flag sites
  ASSERT_EQ(placeRandomMines(g.mutableState(), 150), 149);  // no road: all in the second pass
  std::map<int32_t, int> per;
  for (const MineAt& m : mines(g)) {
    const int cx = m.cell % kMapCells;
    const int cy = m.cell / kMapCells;
    EXPECT_EQ(m.x & 0xffff, 0);
    EXPECT_EQ(m.y & 0xffff, 0);
    EXPECT_GE(m.x, core::px(cx * 32 + 6));
    EXPECT_LE(m.x, core::px(cx * 32 + 30));
    EXPECT_GE(m.y, core::px(cy * 32 + 6));
    EXPECT_LE(m.y, core::px(cy * 32 + 30));
    EXPECT_FALSE(std::abs(cx - 10) < 2 && std::abs(cy - 10) < 2);
    ++per[m.cell];
  }
  for (const auto& [c, n] : per) EXPECT_EQ(n, 1) << c;  // a pass uses each cell once
}

// The count rules through Game::load (the options of FUN_004320c0; the mines are laid at
// once, before the bunker screens).
Game loadWith(int players, uint32_t level, uint8_t vhclMines) {
  RfmFile m = playableMap(static_cast<uint8_t>(players));
  m.setLevel(level);
  if (vhclMines != kOptionDefault) {
    Vhcl v;
    v.raw[5] = vhclMines;
    m.setVhcl(v);
  }
  GameOptions o;
  o.players = players;
  return Game::load(m, "mines.rfm", o);
}

TEST(RandomMines, CountRulesAtLoad) {
  // The grass test map has no road: every mine goes to the second pass (count - 1).
  EXPECT_EQ(countClass(loadWith(1, 1, 5), ObjClass::Mine), 4);        // VHCL +5
  EXPECT_EQ(countClass(loadWith(1, 1, kOptionDefault), ObjClass::Mine), 0);  // LEVL 1-6: none
  EXPECT_EQ(countClass(loadWith(1, 5, kOptionDefault), ObjClass::Mine), 0);
  EXPECT_EQ(countClass(loadWith(1, 6, kOptionDefault), ObjClass::Mine), 0);   // LEVL 6: index 5, none
  EXPECT_EQ(countClass(loadWith(1, 7, kOptionDefault), ObjClass::Mine), 23);  // LEVL 7: index 6 x 4 = 24
  EXPECT_EQ(countClass(loadWith(1, 9, kOptionDefault), ObjClass::Mine), 31);  // LEVL 9: index 8 x 4 = 32
  EXPECT_EQ(countClass(loadWith(1, 9, 0), ObjClass::Mine), 0);        // VHCL 0: none
  EXPECT_EQ(countClass(loadWith(2, 9, kOptionDefault), ObjClass::Mine), 0);   // 2 players: 0
  EXPECT_EQ(countClass(loadWith(2, 1, 3), ObjClass::Mine), 2);        // VHCL still counts in 2P
  // One mine: the first pass has no site, the second places 1 - 1 = 0.
  EXPECT_EQ(countClass(loadWith(1, 1, 1), ObjClass::Mine), 0);
}

TEST(RandomMines, Deterministic) {
  const Game a = loadWith(1, 8, kOptionDefault);
  const Game b = loadWith(1, 8, kOptionDefault);
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_TRUE(sameState(a.state(), b.state()));
  ASSERT_EQ(countClass(a, ObjClass::Mine), 27);  // LEVL 8: index 7 x 4 = 28, the last one - 1
  // The draws moved the generator on from a load without mines.
  EXPECT_NE(a.state().rand, loadWith(1, 1, kOptionDefault).state().rand);
}

}  // namespace
}  // namespace rf::test
