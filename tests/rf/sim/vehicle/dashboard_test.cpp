// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard as data (dashboard.hpp): hit points, fuel and its low blink, ammo per slot,
// the ASV mine widget in 2 players only, the heli's selected weapon, the mine stock.
#include <gtest/gtest.h>

#include "rf/sim/dashboard.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

TEST(Dashboard, ShowsTheVehiclesGauges) {
  Game g = vehicleGame();
  EXPECT_FALSE(dashboardOf(g.state(), 0).vehicle);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 1, buttons(true));
  const Dashboard d = dashboardOf(g.state(), 0);
  EXPECT_TRUE(d.vehicle);
  EXPECT_EQ(d.type, VehicleType::Tank);
  EXPECT_EQ(d.hp, vehicleDef(VehicleType::Tank).hp);
  EXPECT_EQ(d.ammo[0], 149);
  EXPECT_FALSE(d.fuelLow);
  EXPECT_TRUE(d.fuelBlinkOn);
  EXPECT_EQ(d.mineStock, kTeamMines);
  EXPECT_EQ(d.arrow, -1);
  // low fuel blinks every 15 ticks
  g.mutableState().team[0].veh.fuel = vehicleDef(VehicleType::Tank).fuel / 10;
  int changes = 0;
  bool last = dashboardOf(g.state(), 0).fuelBlinkOn;
  for (int f = 0; f < 30; ++f) {
    stepFrames(g, 1);
    const Dashboard now = dashboardOf(g.state(), 0);
    EXPECT_TRUE(now.fuelLow);
    changes += now.fuelBlinkOn != last ? 1 : 0;
    last = now.fuelBlinkOn;
  }
  EXPECT_EQ(changes, 4);  // 60 ticks: 4 flips
}

TEST(Dashboard, TheAsvMineWidgetOnlyInTwoPlayers) {
  Game one = vehicleGame();
  spawnVehicle(one.mutableState(), VehicleType::Msv, 0, centre(40), centre(100), 0);
  stepFrames(one, 1);
  EXPECT_FALSE(dashboardOf(one.state(), 0).slotShown[1]);
  GameOptions o;
  o.players = 2;
  Game two = Game::load(playableMap(2), "vehicle.rfm", o);
  two.mutableState().player[0].view = ViewMode::Play;
  spawnVehicle(two.mutableState(), VehicleType::Msv, 0, centre(40), centre(100), 0);
  stepFrames(two, 1);
  const Dashboard d = dashboardOf(two.state(), 0);
  EXPECT_TRUE(d.slotShown[1]);
  EXPECT_EQ(d.ammo[1], 10);
  EXPECT_EQ(d.mineStock, kTeamMines - 10);
}

TEST(Dashboard, TheHelisSelectedWeapon) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  EXPECT_EQ(dashboardOf(g.state(), 0).selected, 0);
  stepFrames(g, 1, buttons(false, false, true));  // C toggles to the missiles
  EXPECT_EQ(dashboardOf(g.state(), 0).selected, 1);
}

}  // namespace
}  // namespace rf::test
