// SPDX-License-Identifier: GPL-3.0-or-later
// Drones in play: one making its passes at an idle tank, one shot down by a heli-gun shot
// flying at its height (rf-simulation.md §9).
#include <gtest/gtest.h>

#include "rf/sim/drone/drone_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"

namespace rf {
namespace {

using core::px;
using test::centre;

// The drone closes in, fires its bursts within 32..80 px, overshoots, turns and comes back:
// every hit costs the tank 0.95 - 0.3 armour.
TEST(DroneCombat, PassesAtAnIdleTankHitIt) {
  Game g = test::droneGame(1);
  Sim& sim = g.mutableState();
  const Obj& tank = spawnVehicle(sim, VehicleType::Tank, 0, centre(64), centre(64), 0);
  const ObjSlot ts = tank.slot();
  test::placeDrone(g, 1, centre(64), centre(54), 0x200000, ts);
  int shots = 0;
  for (int f = 0; f < 600; ++f) {
    test::stepFrames(g, 1);
    shots += test::countEvents(g, EventId::Gun);
  }
  const Fixed lost = px(22) - sim.team[0].veh.hp;
  EXPECT_GT(shots, 10);
  EXPECT_GT(lost, 0);
  EXPECT_EQ(lost % (0xf333 - 0x4ccc), 0);  // whole hits of 0.65
  EXPECT_LE(lost / (0xf333 - 0x4ccc), shots);
  EXPECT_EQ(test::countClass(g, ObjClass::Drone), 1);  // n = 1: the idle rule adds none
}

// A heli-gun shot (type 7, damage 1.0) at 50 px meets the drone's body: shot down.
TEST(DroneCombat, HeliGunShotBringsItDown) {
  Game g = test::droneGame();
  Sim& sim = g.mutableState();
  const Obj& tank = spawnVehicle(sim, VehicleType::Tank, 0, centre(64), centre(80), 0);
  const uint32_t id = test::placeDrone(g, 1, centre(64), centre(60), 0x100000).id;
  ProjectileLaunch l;
  l.type = 7;
  l.x = centre(64);
  l.y = centre(60) + px(40);
  l.z = px(50);
  l.heading = 0;  // north, at the drone
  fireProjectile(sim, tank, l);
  for (int f = 0; f < 10 && g.object(id) != nullptr; ++f) test::stepFrames(g, 1);
  EXPECT_EQ(g.object(id), nullptr);
  EXPECT_EQ(test::countClass(g, ObjClass::FWall), 9);
}

}  // namespace
}  // namespace rf
