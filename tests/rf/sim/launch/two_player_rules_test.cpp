// SPDX-License-Identifier: GPL-3.0-or-later
// Two players (rf-simulation.md §11, the twoplayer_test lines that need the enemies and the
// rules): a side-0 tower wakes for player 2's view; the ASV lays its mines in 2 players; the
// dashboard arrow points at the other player's vehicle; player 2's jeep brings side 0's
// flag home -> EndGame(1). dt = 2 on the playable test map.
#include <gtest/gtest.h>

#include "core/trig.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

Game twoPlayerGame() {
  GameOptions o;
  o.players = 2;
  Game g = Game::load(playableMap(2), "vehicle.rfm", o);
  g.mutableState().player[0].view = ViewMode::Play;
  g.mutableState().player[1].view = ViewMode::Play;
  return g;
}
void stepBoth(Game& g, int frames, uint32_t w0, uint32_t w1) {
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {w0, w1};
    g.step(in);
  }
}

// Model_TowerHook wakes a tower for the vehicle of the view that draws it: here player 2's
// (side 1) view draws a side-0 tower; player 1's tank is far away.
TEST(TwoPlayers, ASide0TowerWakesForPlayer2sView) {
  Game g = twoPlayerGame();
  Sim& sim = g.mutableState();
  sim.world.setCell(60, 40, cell::make(kGrass));
  sim.world.setCellStaticObject(60, 40, bnoId(Bno::Tower), 0);
  spawnVehicle(sim, VehicleType::Tank, 0, centre(20), centre(100), 0);
  spawnVehicle(sim, VehicleType::Jeep, 1, centre(60), centre(44), 0);
  stepBoth(g, 1, raw::kNone, raw::kNone);
  const Obj* t = nullptr;
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::TurretGun) t = &o;
  }
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->team, 0);
  EXPECT_EQ(t->parent, g.state().team[1].vehicle);
  EXPECT_EQ(g.state().player[1].camera.turrets, 1);
  EXPECT_EQ(g.state().player[0].camera.turrets, 0);
}

// Msv_Mine lays mines in 2 players (one frame of input lag): 4 presses, 4 mines, the slot's
// 10 down to 6; every mine is the side's own.
TEST(TwoPlayers, TheAsvLaysFourMines) {
  Game g = twoPlayerGame();
  spawnVehicle(g.mutableState(), VehicleType::Msv, 0, centre(40), centre(60), 0);
  stepBoth(g, 1, raw::kNone, raw::kNone);
  for (int m = 0; m < 4; ++m) {
    stepBoth(g, 1, buttons(false, false, true), raw::kNone);
    stepBoth(g, 1, raw::kNone, raw::kNone);  // the press reaches the vehicle now
    stepBoth(g, 75, drive(true), raw::kNone);  // the 140-tick reload, moving on
  }
  EXPECT_EQ(vehOf(g).slots[1].ammo, 6);
  EXPECT_EQ(countClass(g, ObjClass::Mine), 4);
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::Mine) {
      EXPECT_EQ(o.local[kMineLayer], 0);  // the layer's side
    }
  }
}

// team +0x80: every 60 ticks the dashboard arrow turns towards the other player's vehicle;
// 1 player has none (Car_Load zeroes its cel).
TEST(TwoPlayers, TheArrowPointsAtTheOtherPlayersVehicle) {
  Game g = twoPlayerGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 1, centre(80), centre(60), 0);
  stepBoth(g, 40, raw::kNone, raw::kNone);
  EXPECT_EQ(g.state().team[0].arrow, 0x100000);  // east
  EXPECT_EQ(g.state().team[1].arrow, 0x300000);  // west
  Game one = vehicleGame();
  spawnVehicle(one.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(one, 40);
  EXPECT_EQ(one.state().team[0].arrow, -1);
}

// JeepFlagCheck for either jeep: player 2's jeep carries side 0's flag onto side 1's pad
// terrain -> EndGame(1).
TEST(TwoPlayers, Player2sJeepBringsSide0sFlagHome) {
  Game g = twoPlayerGame();
  Sim& sim = g.mutableState();
  flagSpawn(sim, 40 * kMapCells + 96, 0);  // side 0's flag lies at (96, 40)
  sim.world.setCell(93, 40, cell::make(homePadTerrain(1)));
  spawnVehicle(sim, VehicleType::Jeep, 1, centre(99), centre(40), 0x300000);  // facing west
  stepBoth(g, 1, raw::kNone, raw::kNone);
  int winner = -2;
  for (int i = 0; i < 200 && winner == -2; ++i) {
    stepBoth(g, 1, raw::kNone, drive(true));
    for (const Event& e : g.events()) {
      if (e.kind() == EventKind::EndGame) winner = e.words()[0];
    }
  }
  EXPECT_EQ(winner, 1);
  EXPECT_FALSE(g.state().running);
  EXPECT_EQ(g.state().winner, 1);
}

}  // namespace
}  // namespace rf::test
