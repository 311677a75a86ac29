// SPDX-License-Identifier: GPL-3.0-or-later
// BnoDamage 0x417c20, BnoDestroy 0x417a00, FUN_00417960 and the destroy hooks
// (rf-simulation.md §6 "Damage") on cells of the playable test map, dt = 2.
#include <gtest/gtest.h>

#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"

namespace rf::test {
namespace {

int32_t cellAt(int x, int y) {
  return y * kMapCells + x;
}
uint32_t word(const Game& g, int x, int y) {
  return g.state().world.cell(x, y);
}
// Puts a BNO with its table strength as hit points.
void place(Game& g, int x, int y, Bno b, uint32_t team = 0) {
  g.mutableState().world.setCell(x, y, 0);
  g.mutableState().world.setCellStaticObject(x, y, bnoId(b), team);
}
// Lets the destroy explosions run to their end.
void settle(Game& g) {
  stepFrames(g, 120);
}

TEST(BnoDamage, EveryShellTakesOneHitPoint) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::BldgS);
  ASSERT_EQ(cell::hp(word(g, 40, 40)), 5u);
  for (uint32_t left = 4; left >= 1; --left) {
    EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne));
    EXPECT_EQ(cell::hp(word(g, 40, 40)), left);
  }
  EXPECT_TRUE(bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne));
  settle(g);
  EXPECT_EQ(cell::bno(word(g, 40, 40)), bnoId(Bno::StdDest));
}

// (4.0 - 1.5) >> 16 = 2 per heli missile: "3 dropped missiles destroy a building".
TEST(BnoDamage, ArmourAndMultiplier) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::BldgS);
  EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(40, 40), 4 * core::kOne));
  EXPECT_EQ(cell::hp(word(g, 40, 40)), 3u);
  EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(40, 40), 4 * core::kOne));
  EXPECT_EQ(cell::hp(word(g, 40, 40)), 1u);
  EXPECT_TRUE(bnoDamage(g.mutableState(), cellAt(40, 40), 4 * core::kOne));
  // A factory has no armour: "3 MSV rockets (2.0) destroy a factory" (5 -> 3 -> 1 -> 0).
  place(g, 42, 40, Bno::FactS);
  EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(42, 40), 2 * core::kOne));
  EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(42, 40), 2 * core::kOne));
  EXPECT_TRUE(bnoDamage(g.mutableState(), cellAt(42, 40), 2 * core::kOne));
  // Below the armour the hit still takes at least 1.
  place(g, 44, 40, Bno::BldgN);
  bnoDamage(g.mutableState(), cellAt(44, 40), 0x8000);
  EXPECT_EQ(cell::hp(word(g, 44, 40)), 4u);
}

TEST(BnoDamage, LeavesRocksRubbleAndEmptyCellsAlone) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::Rock1S);
  const uint32_t rock = word(g, 40, 40);
  EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(40, 40), 100 * core::kOne));
  EXPECT_EQ(word(g, 40, 40), rock);
  EXPECT_FALSE(bnoDamage(g.mutableState(), cellAt(41, 40), 100 * core::kOne));
  EXPECT_EQ(word(g, 41, 40), 0u);
  EXPECT_FALSE(bnoDamage(g.mutableState(), kOutsideCell, core::kOne));
  EXPECT_FALSE(bnoDamage(g.mutableState(), -1, core::kOne));
}

// "nearly destroyed (h > 1, h - v < 2) with men flags -> spawn_men" once, at 2 -> 1.
TEST(BnoDamage, MenLeaveABuildingThatNearlyDies) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::BnkrS);
  int men = 0;
  for (int i = 0; i < 5; ++i) {
    stepFrames(g, 1);
    bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
    for (const Event& e : g.events()) {
      if (e.id == EventId::SpawnMen) {
        ++men;
        EXPECT_EQ(e.words()[0], cellAt(40, 40));
        EXPECT_EQ(e.words()[1], 4);  // bunkers: d = 4
        EXPECT_EQ(i, 3);    // the hit that takes 2 -> 1
      }
    }
  }
  EXPECT_EQ(men, 1);
  // Factories have men too, walls do not.
  place(g, 42, 40, Bno::WallV);
  for (int i = 0; i < 5; ++i) bnoDamage(g.mutableState(), cellAt(42, 40), core::kOne);
  stepFrames(g, 1);
  EXPECT_EQ(countEvents(g, EventId::SpawnMen), 0);
}

TEST(BnoDestroy, TheDestroyedStateHasItsOwnHitPoints) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::Flag, 1);
  g.mutableState().team[1].flagShown = true;  // the flag logic is tested below
  for (int i = 0; i < 5; ++i) bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
  settle(g);
  EXPECT_EQ(cell::bno(word(g, 40, 40)), bnoId(Bno::DmgFlag));
  EXPECT_EQ(cell::hp(word(g, 40, 40)), 6u);
  EXPECT_EQ(cell::terrain(word(g, 40, 40)), 110u);
  EXPECT_EQ(cell::team(word(g, 40, 40)), 1u);
  for (int i = 0; i < 6; ++i) bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
  settle(g);
  EXPECT_EQ(cell::bno(word(g, 40, 40)), bnoId(Bno::DestFlag));
  EXPECT_EQ(cell::terrain(word(g, 40, 40)), 111u);
}

TEST(ApplyDestroyedState, WallsLeaveRubbleTerrainAndNoObject) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::WallV);
  applyDestroyedState(g.mutableState(), cellAt(40, 40));
  EXPECT_EQ(cell::bno(word(g, 40, 40)), 0u);
  EXPECT_EQ(cell::hp(word(g, 40, 40)), 0u);
  EXPECT_EQ(cell::terrain(word(g, 40, 40)), 0x6au);
}

// The playable map has one flag site per team: nflags / 2 = 0, so the first destroyed
// flag building runs the count out and the flag appears there (flag_spawn).
TEST(FlagBuildingDestroyed, TheOnlyFlagBuildingShowsTheFlag) {
  Game g = vehicleGame();
  const CellPos site = g.state().world.flagSites(0).at(0);
  EXPECT_EQ(g.state().team[0].flagLeft, 0);
  EXPECT_EQ(cell::bno(word(g, site.x, site.y)), bnoId(Bno::Flag));
  for (int i = 0; i < 5; ++i) {
    stepFrames(g, 1);
    bnoDamage(g.mutableState(), cellAt(site.x, site.y), core::kOne);
  }
  EXPECT_EQ(countEvents(g, EventId::FlagSpawn), 1);
  EXPECT_TRUE(g.state().team[0].flagShown);
  EXPECT_EQ(g.state().team[0].flagLeft, -1);
  settle(g);
  EXPECT_EQ(cell::bno(word(g, site.x, site.y)), bnoId(Bno::DmgFlag));
}

// With four sites (flag_left 2) the building hiding the flag moves it to another intact
// one while the count stays >= 0; the third destroyed building shows it.
TEST(FlagBuildingDestroyed, TheFlagMovesUntilTheCountRunsOut) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  for (int i = 0; i < 3; ++i) {
    place(g, 30 + i * 2, 30, Bno::Flag, 0);
    sim.world.addFlagSite(0, CellPos{30 + i * 2, 30});
  }
  sim.team[0].flagLeft = static_cast<int32_t>(sim.world.flagSites(0).size() / 2);
  ASSERT_EQ(sim.team[0].flagLeft, 2);
  auto destroyReal = [&] {
    const CellPos p = sim.world.flagSites(0).at(static_cast<size_t>(sim.world.realFlagSite(0)));
    for (int i = 0; i < 5; ++i) bnoDamage(sim, cellAt(p.x, p.y), core::kOne);
    return p;
  };
  const CellPos first = destroyReal();
  EXPECT_FALSE(sim.team[0].flagShown);
  EXPECT_NE(sim.world.flagSites(0).at(static_cast<size_t>(sim.world.realFlagSite(0))), first);
  destroyReal();
  EXPECT_FALSE(sim.team[0].flagShown);
  EXPECT_EQ(sim.team[0].flagLeft, 0);
  const CellPos third = destroyReal();
  EXPECT_TRUE(sim.team[0].flagShown);
  EXPECT_EQ(sim.world.flagSites(0).at(static_cast<size_t>(sim.world.realFlagSite(0))), third);
}

TEST(TowerDestroyed, BecomesADamagedTower) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::Tower, 1);
  for (int i = 0; i < 5; ++i) bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
  settle(g);
  EXPECT_EQ(cell::bno(word(g, 40, 40)), bnoId(Bno::DmgTower));
  EXPECT_EQ(cell::terrain(word(g, 40, 40)), 97u);
}

TEST(BridgeDestroyed, BreaksIntoABrokenDeck) {
  Game g = vehicleGame();
  g.mutableState().world.setCell(40, 40, cell::make(kDeep, bnoId(Bno::BrigeH), 2, 3));
  for (int i = 0; i < 2; ++i) bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
  stepFrames(g, 1);
  bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
  int planks = -1;
  for (const Event& e : g.events()) {
    if (e.id == EventId::BridgeBroken) planks = e.words()[1];
  }
  EXPECT_EQ(planks, 5);  // 2 + strength 3 + no overkill
  // A heli missile (4.0) on a whole deck: 2 + 3 + 1 overkill = 6; a crush-sized hit: 8.
  g.mutableState().world.setCell(41, 40, cell::make(kDeep, bnoId(Bno::BrigeH), 2, 3));
  g.mutableState().world.setCell(42, 40, cell::make(kDeep, bnoId(Bno::BrigeH), 2, 3));
  stepFrames(g, 1);
  bnoDamage(g.mutableState(), cellAt(41, 40), 4 * core::kOne);
  bnoDamage(g.mutableState(), cellAt(42, 40), 100 * core::kOne);
  std::vector<int32_t> counts;
  for (const Event& e : g.events()) {
    if (e.id == EventId::BridgeBroken) counts.push_back(e.words()[1]);
  }
  EXPECT_EQ(counts, (std::vector<int32_t>{6, 8}));
  settle(g);
  EXPECT_EQ(cell::bno(word(g, 40, 40)), bnoId(Bno::DestBrige));
}

// Quirk kept (rf-simulation.md §6 "Bridge 0x41f9a0 ... the original also writes the source's
// heading"): the planks take the heading of the shot that broke the deck; a break without a
// source (an explosion's damage) leaves them at heading 0.
TEST(BridgeDestroyed, ThePlanksTakeTheHeadingOfTheShot) {
  const auto planksAfter = [](const Obj* source) {
    Game g = vehicleGame();
    g.mutableState().world.setCell(40, 40, cell::make(kDeep, bnoId(Bno::BrigeH), 2, 3));
    bnoDamage(g.mutableState(), cellAt(40, 40), 3 * core::kOne, source);
    std::vector<int32_t> headings;
    for (const Obj& o : g.state().objs) {
      if (o.alive() && o.objClass() == ObjClass::FWall) headings.push_back(o.heading);
    }
    return headings;
  };
  Obj shot;
  shot.heading = 0x123456;
  const std::vector<int32_t> shotPlanks = planksAfter(&shot);
  ASSERT_EQ(shotPlanks.size(), 5u);
  for (const int32_t h : shotPlanks) EXPECT_EQ(h, 0x123456);
  const std::vector<int32_t> plain = planksAfter(nullptr);
  ASSERT_EQ(plain.size(), 5u);
  for (const int32_t h : plain) EXPECT_EQ(h, 0);
}

}  // namespace
}  // namespace rf::test
