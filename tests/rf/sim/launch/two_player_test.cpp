// SPDX-License-Identifier: GPL-3.0-or-later
// Two players (rf-simulation.md §11): both select screens, both launch on the same frame,
// the loss rules of FUN_00427d70 (3 / 2 / 1 / 0) and the spectate view, dt = 2.
#include <gtest/gtest.h>

#include <cstdlib>

#include "rf/sim/end_game.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/launch/launch_test_util.hpp"

namespace rf {
namespace {

using test::hasEvent;
using test::inMenu;
using test::keys;
using test::launchGame;
using test::pressA;
using test::stepUntil;
using test::teamVehicle;

void clearStock(Sim& sim, int team) {
  sim.team[static_cast<size_t>(team)].stock.count.fill(0);
}

uint32_t rightWord() {
  raw::Keys k;
  k.right = true;
  return raw::keyboardWord(k);
}

// T1 (twoplayer_test): both select screens launch on the same frame, side 0 a tank and side 1
// a jeep (the notes' pair).
TEST(TwoPlayers, BothSelectScreensLaunchOnTheSameFrame) {
  Game g = launchGame(2);
  EXPECT_TRUE(inMenu(g, 0));
  EXPECT_TRUE(inMenu(g, 1));
  Inputs in;
  in.words = {raw::kNone, rightWord()};  // side 1: tank -> jeep
  g.step(in);
  in.words = {raw::kNone, raw::kNone};
  g.step(in);
  ASSERT_EQ(g.state().player[1].bunker.type, VehicleType::Jeep);
  in.words = {pressA(), pressA()};
  g.step(in);
  EXPECT_EQ(g.state().player[0].bunker.phase, BunkerPhase::Zoom);
  EXPECT_EQ(g.state().player[1].bunker.phase, BunkerPhase::Zoom);
  const int32_t t0 = g.tick();
  stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400);
  EXPECT_EQ(g.tick() - t0, 294);
  const Obj* v1 = teamVehicle(g, 1);
  ASSERT_NE(v1, nullptr);
  EXPECT_EQ(v1->team, 1);
  EXPECT_EQ(v1->x, 100 * 32 * 0x10000 + 16 * 0x10000);  // team 1's pad (100,100)
  EXPECT_EQ(vehicleTypeOf(*teamVehicle(g, 0)), VehicleType::Tank);
  EXPECT_EQ(vehicleTypeOf(*v1), VehicleType::Jeep);
  EXPECT_EQ(g.state().team[0].stock[VehicleType::Tank], 2);
  EXPECT_EQ(g.state().team[1].stock[VehicleType::Tank], 3);
  EXPECT_EQ(g.state().team[1].stock[VehicleType::Jeep], launchGame(2).state().team[1].stock[VehicleType::Jeep] - 1);
}

TEST(TwoPlayers, SideOutlookRules) {
  Game g = launchGame(2);
  Sim& sim = g.mutableState();
  EXPECT_EQ(sideOutlook(sim, 0), 3);  // jeeps in stock
  sim.team[0].stock[VehicleType::Jeep] = 0;
  EXPECT_EQ(sideOutlook(sim, 0), 2);  // the other side has jeeps, this one other vehicles
  clearStock(sim, 0);
  EXPECT_EQ(sideOutlook(sim, 0), 1);  // nothing left: spectate
  sim.team[1].stock[VehicleType::Jeep] = 0;
  EXPECT_EQ(sideOutlook(sim, 0), 0);  // neither side has a jeep: draw
  sim.team[1].launch.driving = true;  // the other side drives a jeep
  sim.team[1].launch.type = VehicleType::Jeep;
  EXPECT_EQ(sideOutlook(sim, 0), 1);
  sim.team[0].launch.driving = true;  // a jeep driven counts as "has a jeep"
  sim.team[0].launch.type = VehicleType::Jeep;
  EXPECT_EQ(sideOutlook(sim, 0), 3);
  Game g1 = launchGame(1);
  g1.mutableState().team[0].stock[VehicleType::Jeep] = 0;
  EXPECT_EQ(sideOutlook(g1.state(), 0), 0);  // 1 player: no jeep -> EndGame(-1)
}

// Side 0 loses its last vehicle (self-destruct) while side 1 still has jeeps: the fly-back
// ends in the spectate view (FUN_004054f0 -> LAB_00405590 -> 0x405710); the game goes on.
// T7: while side 0 watches, side 1 plays on: side 1 launches a tank and drives it while
// side 0's spectate picture stays.
TEST(TwoPlayers, NothingLeftSpectates) {
  Game g = launchGame(2);
  Inputs in;
  in.words = {pressA(), raw::kNone};
  g.step(in);
  stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400);
  clearStock(g.mutableState(), 0);
  for (int f = 0; f < 20; ++f) g.step(Inputs{});
  // 2 players: the vehicles see the previous frame's word (one frame of lag).
  in.words = {keys(true, true, true), raw::kNone};
  g.step(in);
  g.step(in);
  ASSERT_NE(g.state().team[0].launch.wreckId, 0u);
  ASSERT_GE(stepUntil(
                g, [](const Game& gg) { return hasEvent(gg, EventId::FlyBackDone); }, 400),
            0);
  const BunkerView& v = g.state().player[0].bunker;
  EXPECT_EQ(v.result, 1);
  EXPECT_EQ(v.phase, BunkerPhase::Spectate);
  EXPECT_EQ(v.laugh, 0x3bffff);
  EXPECT_EQ(v.stockFade, -core::kOne);
  stepUntil(g, [](const Game& gg) { return gg.state().player[0].bunker.flyStep == 2; }, 400);
  EXPECT_EQ(v.fade, core::kOne);
  EXPECT_EQ(v.frames, 2);
  g.step(Inputs{});
  g.step(Inputs{});
  g.step(Inputs{});
  EXPECT_EQ(v.frames, 0);
  EXPECT_TRUE(g.state().running);
  ASSERT_TRUE(inMenu(g, 1));
  // side 1 plays on: it launches a tank and drives it while side 0 watches
  in.words = {raw::kNone, pressA()};
  g.step(in);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 1) != nullptr; }, 400), 0);
  for (int f = 0; f < 20; ++f) g.step(Inputs{});
  const Fixed x0 = teamVehicle(g, 1)->x;
  const Fixed y0 = teamVehicle(g, 1)->y;
  in.words = {raw::kNone, keys(false, false, false, true)};
  for (int f = 0; f < 60; ++f) g.step(in);
  const Obj* t1 = teamVehicle(g, 1);
  ASSERT_NE(t1, nullptr);
  EXPECT_GT(std::abs(t1->x - x0) + std::abs(t1->y - y0), core::px(40));
  EXPECT_EQ(g.state().player[0].bunker.phase, BunkerPhase::Spectate);
  EXPECT_EQ(g.state().player[0].bunker.frames, 0);
  EXPECT_EQ(g.state().player[1].view, ViewMode::Play);
  EXPECT_TRUE(g.state().running);
}

// Neither side has a jeep left: the fly-back ends in EndGame(-1), a draw.
TEST(TwoPlayers, NoJeepOnEitherSideIsADraw) {
  Game g = launchGame(2);
  Inputs in;
  in.words = {pressA(), raw::kNone};
  g.step(in);
  stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400);
  g.mutableState().team[0].stock[VehicleType::Jeep] = 0;
  g.mutableState().team[1].stock[VehicleType::Jeep] = 0;
  for (int f = 0; f < 20; ++f) g.step(Inputs{});
  in.words = {keys(true, true, true), raw::kNone};
  g.step(in);
  g.step(in);
  ASSERT_GE(stepUntil(
                g, [](const Game& gg) { return hasEvent(gg, EventId::EndGame); }, 400),
            0);
  EXPECT_FALSE(g.state().running);
  EXPECT_EQ(g.state().winner, -1);
}

}  // namespace
}  // namespace rf
