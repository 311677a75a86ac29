// SPDX-License-Identifier: GPL-3.0-or-later
// VehicleUpdate 0x428490 step 3's ObjMove rules, the terrain factor FUN_00428e90, the
// enemy arrow, SpawnSub and the state hash over VehState (dt = 2).
#include <gtest/gtest.h>

#include "rf/data/terrain.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_move.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/water.hpp"

namespace rf::test {
namespace {

// Blocked while turning: retried with the old heading; the spot straight ahead is free, so
// the tank moves on straight without a bounce.
TEST(VehicleMove, BlockedWhileTurningRetriesTheOldHeading) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 5, drive(true));
  g.mutableState().collide = [](Sim&, Obj& o) { return o.heading != 0 ? 1 : 0; };
  const Fixed y0 = vehicleOf(g)->y;
  const Fixed v0 = vehicleOf(g)->speed;
  stepFrames(g, 1, drive(true, false, false, true));
  const Obj* o = vehicleOf(g);
  EXPECT_EQ(o->heading, 0);
  EXPECT_EQ(o->speed, v0 + 2 * 0xccc);
  EXPECT_EQ(o->y, y0 - 2 * o->speed);
  EXPECT_EQ(o->flags & kObjLastMoveBlocked, 0u);
}

// Blocked straight: speed = -speed >> 2, flag 0x4000000, position unchanged.
TEST(VehicleMove, BlockedStraightBouncesBack) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 5, drive(true));
  g.mutableState().collide = [](Sim&, Obj&) { return 1; };
  const Fixed y0 = vehicleOf(g)->y;
  const Fixed v = vehicleOf(g)->speed + 2 * 0xccc;
  stepFrames(g, 1, drive(true));
  EXPECT_EQ(vehicleOf(g)->speed, -v >> 2);
  EXPECT_NE(vehicleOf(g)->flags & kObjLastMoveBlocked, 0u);
  EXPECT_EQ(vehicleOf(g)->y, y0);
}

// Not moved but turned into something: the heading is reverted.
TEST(VehicleMove, TurningInPlaceIntoSomethingIsReverted) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  g.mutableState().collide = [](Sim&, Obj& o) { return o.heading != 0 ? 1 : 0; };
  stepFrames(g, 3, drive(false, false, false, true));
  EXPECT_EQ(vehicleOf(g)->heading, 0);
}

TEST(TerrainFactor, AirWaterBoatRoadBridge) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  Obj o;
  o.x = centre(40);
  o.y = centre(100);
  VehState st;
  EXPECT_EQ(terrainFactor(sim, o, st), core::kOne);  // grass
  st.waterState = kWaterShallow;
  EXPECT_EQ(terrainFactor(sim, o, st), 0xc000);
  st.type = VehicleType::Jeep;
  st.boatBlend = core::kOne;
  EXPECT_EQ(terrainFactor(sim, o, st), 0x4000);  // boat in water
  st.waterState = kWaterDry;
  EXPECT_EQ(terrainFactor(sim, o, st), 0x28f);  // boat on land
  st = VehState{};
  o.z = core::px(2);
  st.waterState = kWaterDeep;
  EXPECT_EQ(terrainFactor(sim, o, st), core::kOne);  // airborne
  o.z = 0;
  st.waterState = kWaterDry;
  sim.world.setCell(40, 100, cell::make(0, 74));  // H bridge deck
  EXPECT_EQ(terrainFactor(sim, o, st), 0x13333);
  EXPECT_EQ(st.roadBits, kRoadE | kRoadW);
  sim.world.setCell(40, 100, cell::make(kRoadNS));
  EXPECT_EQ(terrainFactor(sim, o, st), 0x13333);
  EXPECT_EQ(st.roadBits, kRoadN | kRoadS);
}

// The dashboard arrow (2 players only: Car_Load zeroes its cel in 1 player) every 60 ticks.
TEST(Vehicle, EnemyArrowEvery60Ticks) {
  const auto twoPlayers = [] {
    GameOptions o;
    o.players = 2;
    Game g = Game::load(playableMap(2), "vehicle.rfm", o);
    g.mutableState().player[0].view = ViewMode::Play;
    return g;
  };
  Game g = twoPlayers();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  std::vector<int> frames;
  for (int f = 0; f < 100; ++f) {
    stepFrames(g, 1);
    if (countEvents(g, EventId::EnemyArrow) > 0) frames.push_back(f);
  }
  EXPECT_EQ(frames, (std::vector<int>{30, 60, 90}));
  Game one = vehicleGame();
  spawnVehicle(one.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  int oneArrows = 0;
  for (int f = 0; f < 100; ++f) {
    stepFrames(one, 1);
    oneArrows += countEvents(one, EventId::EnemyArrow);
  }
  EXPECT_EQ(oneArrows, 0);
  Game j = twoPlayers();
  spawnVehicle(j.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  int arrows = 0;
  for (int f = 0; f < 100; ++f) {
    stepFrames(j, 1);
    arrows += countEvents(j, EventId::EnemyArrow);
  }
  EXPECT_EQ(arrows, 0);  // the jeep has the flag beacon instead
}

TEST(Vehicle, FirstFrameSoundAndMusic) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  EXPECT_EQ(countEvents(g, EventId::Servo), 1);
  bool music = false;
  for (const Event& e : g.events()) {
    if (e.kind() == EventKind::Music) music = e.words()[0] == 8 && e.words()[1] == 0x80;
  }
  EXPECT_TRUE(music);
}

TEST(Heli, SpawnSubMoreThanACellOffTheMap) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(1), centre(1), 0x300000);  // west
  stepFrames(g, 30);
  int frames = 0;
  while (countEvents(g, EventId::SpawnSub) == 0 && frames < 400) {
    stepFrames(g, 1, drive(true));
    ++frames;
  }
  EXPECT_LT(frames, 400);
  EXPECT_LT(vehicleOf(g)->x, -core::px(32));
}

TEST(Vehicle, StateHashCoversVehState) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  const uint64_t h0 = g.hash();
  g.mutableState().team[0].veh.yawRate = 1;
  EXPECT_NE(g.hash(), h0);
  g.mutableState().team[0].veh.yawRate = 0;
  EXPECT_EQ(g.hash(), h0);
  g.mutableState().team[0].veh.slots[1].nextFire = 5;
  EXPECT_NE(g.hash(), h0);
}

}  // namespace
}  // namespace rf::test
