// SPDX-License-Identifier: GPL-3.0-or-later
// rf::Game: load, step, hash, two games in one process, spawn errors, the class table and
// the Stay class.
#include <gtest/gtest.h>

#include <string>

#include "rf/game.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/sim_test_util.hpp"
#include "rf/sim/stay.hpp"

namespace rf {
namespace {

using test::sameState;
using test::kProbe;
using test::playableMap;
using test::testTables;

Game testGame(int players) {
  GameOptions o;
  o.players = players;
  o.tables = &testTables();
  return Game::load(playableMap(static_cast<uint8_t>(players)), "test.rfm", o);
}

Game run(uint32_t word, int frames) {
  Game g = testGame(1);
  g.spawn(kProbe, 0, core::px(320), core::px(320), 0, 1);
  Inputs in;
  for (int f = 0; f < frames; ++f) {
    in.words[0] = word + static_cast<uint32_t>(f);
    g.step(in);
  }
  return g;
}

uint64_t runHash(uint32_t word, int frames) {
  return run(word, frames).hash();
}

TEST(Game, LoadSetsUpPlayersViewsAndStock) {
  const Game g1 = testGame(1);
  EXPECT_EQ(g1.players(), 1);
  EXPECT_EQ(g1.state().player[0].view, ViewMode::BunkerSelect);
  EXPECT_EQ(g1.state().team[0].stock[VehicleType::Jeep], 8);
  EXPECT_EQ(g1.world().pads(0).size(), 1u);
  EXPECT_TRUE(g1.liveObjects().empty());
  const Game g2 = testGame(2);
  EXPECT_EQ(g2.players(), 2);
  EXPECT_EQ(g2.state().rand.state(), g1.state().rand.state());  // the load's rand calls
}

TEST(Game, LoadErrorsAreLoadErrors) {
  EXPECT_THROW(Game::load("/nonexistent/map.rfm"), LoadError);
  GameOptions o;
  o.players = 3;
  EXPECT_THROW(Game::load(playableMap(1), "x.rfm", o), LoadError);
  try {
    Game::load("/nonexistent/map.rfm");
  } catch (const LoadError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("/nonexistent/map.rfm: ", 0), 0u) << e.what();
  }
}

TEST(Game, SameInputsSameHashDifferentInputsDifferentHash) {
  EXPECT_TRUE(sameState(run(0x100, 40).state(), run(0x100, 40).state()));
  EXPECT_EQ(runHash(0x100, 40), runHash(0x100, 40));
  EXPECT_NE(runHash(0x100, 40), runHash(0x101, 40));
  EXPECT_NE(runHash(0x100, 40), runHash(0x100, 41));
}

// A state comparison that fails names the first differing field of the field lists.
TEST(Game, AStateTestThatFailsNamesTheFirstDifferingField) {
  const Game g = testGame(1);
  Game copy = g;
  EXPECT_TRUE(sameState(g.state(), copy.state()));
  copy.mutableState().team[0].veh.fuel = 0x1240;
  EXPECT_EQ(std::string(sameState(g.state(), copy.state()).message()),
            "the states differ first at team[0].veh.fuel: 0x0 (0) vs 0x1240 (0.0712890625)");
  copy = g;
  copy.mutableState().objs[7].x = core::px(3);
  EXPECT_EQ(simDifference(g.state(), copy.state()), "objs[7].x: 0x0 (0) vs 0x30000 (3)");
  copy = g;
  copy.mutableState().world.setCell(3, 2, 0x55);
  EXPECT_EQ(simDifference(g.state(), copy.state()).value_or("").rfind("world.cells_[259]: ", 0), 0u);
}

TEST(Game, HashCoversTheState) {
  Game g = testGame(1);
  const uint64_t h0 = g.hash();
  Game copy = g;
  EXPECT_EQ(copy.hash(), h0);
  copy.mutableState().rand.next();
  EXPECT_NE(copy.hash(), h0);
  copy = g;
  copy.mutableState().world.setCell(3, 3, 1);
  EXPECT_NE(copy.hash(), h0);
  copy = g;
  copy.mutableState().timers.add(5, 1, 0, 0);
  EXPECT_NE(copy.hash(), h0);
  copy = g;
  copy.mutableState().objs[7].local[7] = 1;  // even a free slot's words
  EXPECT_NE(copy.hash(), h0);
  copy = g;
  copy.mutableState().team[1].pickupCell = 5;
  EXPECT_NE(copy.hash(), h0);
}

TEST(Game, TwoGamesInOneProcessDoNotInterfere) {
  Game a = testGame(2);
  Game b = testGame(1);
  Game alone = testGame(2);
  a.spawn(kProbe, 0, core::px(100), core::px(100), 0, 1);
  alone.spawn(kProbe, 0, core::px(100), core::px(100), 0, 1);
  b.spawn(kProbe, 1, core::px(200), core::px(100), 0, 1);
  Inputs in;
  for (int f = 0; f < 30; ++f) {
    in.words = {static_cast<uint32_t>(f), 7};
    a.step(in);
    b.mutableState().rand.next();
    b.step(Inputs{});
    alone.step(in);
  }
  EXPECT_TRUE(sameState(a.state(), alone.state()));
  EXPECT_EQ(a.hash(), alone.hash());
  EXPECT_NE(a.hash(), b.hash());
  EXPECT_EQ(a.frame(), 30u);
  EXPECT_EQ(a.tick(), 60);
}

// The scenario (scenario.hpp) is placed by load itself: the same state as placing the
// objects by hand after the setup; a line that cannot be placed names the file and line.
TEST(Game, LoadPlacesTheScenario) {
  ScriptSpawn stay;
  stay.line = 4;
  stay.what = "stay";
  stay.x = 320;
  stay.y = 320;
  stay.headingDeg = 90;
  GameOptions o;
  o.players = 1;
  o.scenario = {"s.txt", {stay}};
  const Game g = Game::load(playableMap(1), "test.rfm", o);
  ASSERT_EQ(g.liveObjects().size(), 1u);
  const Obj& obj = g.objects()[g.liveObjects()[0]];
  EXPECT_EQ(obj.objClass(), ObjClass::Stay);
  EXPECT_EQ(obj.x, core::px(320));
  EXPECT_EQ(obj.heading, core::kHeadingTurn / 4);
  o.scenario = {};
  Game byHand = Game::load(playableMap(1), "test.rfm", o);
  byHand.spawn(ObjClass::Stay, 0, core::px(320), core::px(320), core::kHeadingTurn / 4);
  EXPECT_EQ(byHand.hash(), g.hash());
  ScriptSpawn bad = stay;
  bad.what = "castle";
  o.scenario = {"s.txt", {stay, bad}};
  try {
    (void)Game::load(playableMap(1), "test.rfm", o);
    ADD_FAILURE() << "an unknown class was placed";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "s.txt: line 4: spawn castle: unknown class (expected tank, jeep, msv, heli or a class name "
              "such as stay)");
  }
}

TEST(Game, SpawnChecksTheSpot) {
  Game g = testGame(1);
  EXPECT_THROW(g.spawn(ObjClass::Stay, 0, core::px(-1), 0, 0), std::invalid_argument);
  EXPECT_THROW(g.spawn(ObjClass::Stay, 0, core::px(4096), 0, 0), std::invalid_argument);
  EXPECT_THROW(g.spawn(test::kNotPorted, 0, core::px(10), core::px(10), 0), NotPortedError);
  Sim& sim = g.mutableState();
  sim.collide = [](Sim&, Obj&) { return 1; };
  EXPECT_THROW(g.spawn(ObjClass::Stay, 0, core::px(10), core::px(10), 0), std::invalid_argument);
  EXPECT_TRUE(g.liveObjects().empty());
  sim.collide = [](Sim&, Obj&) { return 0; };
  const ObjSlot s = g.spawn(ObjClass::Stay, 1, core::px(10), core::px(10), 0x100000);
  EXPECT_EQ(g.objects()[s].heading, 0x100000);
  EXPECT_EQ(g.object(g.objects()[s].id), &g.objects()[s]);
}

TEST(Classes, TheNineteenClassIdsWithNamesAndPriorities) {
  const SimTables& t = defaultSimTables();
  struct Row {
    int id;
    const char* name;
    int prio;
  };
  const Row rows[] = {{0, "Missle", 0xc8},
                      {1, "Vehicle", 0x64},
                      {2, "Turret Gun", 0x32},
                      {3, "FWall", 0},
                      {4, "Shadow", 0},
                      {5, "Storage", 0x6a},
                      {6, "Destroyed Vehicle", 0x68},
                      {7, "TRACER", 0x100},
                      {9, "Drone", 0x6e},
                      {10, "Mine", 0x96},
                      {11, "Expl", 0xc8},
                      {12, "Flag", 0xc9},
                      {13, "Gate", 0x32},
                      {14, "MAN", 0x7d},
                      {15, "SUB", 0x7d},
                      {16, "Death Missle", 0xc8},
                      {17, "Stay", 0},
                      {18, "Grenade", 0xc8}};
  for (const Row& r : rows) {
    const ClassDesc& d = t.classes[static_cast<size_t>(r.id)];
    EXPECT_EQ(d.id, r.id);
    EXPECT_STREQ(d.name, r.name);
    EXPECT_EQ(d.prio, r.prio) << r.name;
  }
  EXPECT_EQ(t.classes[8].id, -1);
  EXPECT_EQ(t.classes[classIndex(ObjClass::StorageDown)].id, 5);
  EXPECT_EQ(t.classes[classIndex(ObjClass::TurretGunLarge)].id, 2);
  EXPECT_EQ(classByName(t, "turret_gun"), ObjClass::TurretGun);
  EXPECT_EQ(classByName(t, "death-missle"), ObjClass::DeathMissle);
  EXPECT_EQ(classByName(t, "STAY"), ObjClass::Stay);
  EXPECT_EQ(classByName(t, "tank"), std::nullopt);
}

TEST(Stay, RestsForItsLifeThenBecomesRecyclable) {
  Game g = testGame(1);
  Sim& sim = g.mutableState();
  const ObjSlot s = spawnStay(sim, 0, core::px(50), core::px(60), 0, 0x40000, 77, 10, 6);
  ASSERT_NE(s, kNoObj);
  EXPECT_EQ(sim.objs[s].gfx, 77);
  EXPECT_EQ(sim.objs[s].cell, 1 * 128 + 1);
  EXPECT_EQ(sim.objs[s].local[kStayLife], 10);
  Inputs in;
  for (int f = 0; f < 4; ++f) g.step(in);  // tick 8: still resting
  EXPECT_EQ(test::listSlots(sim, ObjListId::Active), (std::vector<int>{s}));
  g.step(in);  // tick 10: life over
  EXPECT_EQ(test::listSlots(sim, ObjListId::Useless), (std::vector<int>{s}));
  stayDrawn(sim, s);  // drawn 10 ticks after the last draw (>= linger 6): removed
  g.step(in);
  EXPECT_FALSE(sim.objs[s].alive());
}

TEST(Stay, ADrawWithinLingerKeepsIt) {
  Game g = testGame(1);
  Sim& sim = g.mutableState();
  const ObjSlot s = spawnStay(sim, 0, core::px(50), core::px(60), 0, 0, 0, 4, 6);
  Inputs in;
  g.step(in);
  stayDrawn(sim, s);  // tick 2: young, stamps the draw
  g.step(in);
  g.step(in);         // tick 6: useless
  stayDrawn(sim, s);  // 4 ticks after the last draw: kept, moved to the useless tail
  g.step(in);
  EXPECT_TRUE(sim.objs[s].alive());
  EXPECT_EQ(sim.objs[s].local[kStayDrawn], 6);
  // default life / linger from a plain ObjCreate
  const ObjSlot d = objCreate(sim, ObjClass::Stay, 0, 0, 0, 0, 0);
  EXPECT_EQ(sim.objs[d].local[kStayLife], kStayDefaultLife);
  EXPECT_EQ(sim.objs[d].local[kStayLinger], kStayDefaultLinger);
}

}  // namespace
}  // namespace rf
