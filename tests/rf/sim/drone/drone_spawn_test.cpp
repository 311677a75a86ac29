// SPDX-License-Identifier: GPL-3.0-or-later
// The drone pool FUN_00435040 and SpawnDrone 0x435950 with FUN_00435c30's point choice
// (rf-simulation.md §9 "Drone").
#include <gtest/gtest.h>

#include <set>

#include "rf/data/level_options.hpp"
#include "rf/sim/drone/drone_test_util.hpp"
#include "rf/sim/radar.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf {
namespace {

using core::px;
using test::centre;

// The level table 0x443880 {0,0,0,1,1,2,2,3,3}: levels 1-3 have none.
TEST(DronePool, LevelTableCounts) {
  const int want[] = {0, 0, 0, 1, 1, 2, 2, 3, 3};
  for (uint32_t level = 1; level <= 9; ++level) {
    RfmFile m = test::makeMap(kMapCells, kMapCells, 1, level);
    test::setTile(m, 10, 10, 57);  // as playableMap: pads and flag sites
    test::setTile(m, 20, 20, 180);
    test::setTile(m, 90, 90, 220);
    test::setTile(m, 100, 100, 77);
    GameOptions o;
    o.players = 1;
    const Game g = Game::load(m, "level.rfm", o);
    EXPECT_EQ(g.state().drones.perTeam, want[level - 1]) << "level " << level;
  }
}

// The VHCL pool (+4) wins over the table; n <= 5.
TEST(DronePool, VhclPoolClampedToFive) {
  for (const auto& [pool, want] : {std::pair{2, 2}, std::pair{5, 5}, std::pair{9, 5}, std::pair{0, 0}}) {
    RfmFile m = test::makeMap(kMapCells, kMapCells, 1, 8);
    test::setTile(m, 10, 10, 57);  // as playableMap: pads and flag sites
    test::setTile(m, 20, 20, 180);
    test::setTile(m, 90, 90, 220);
    test::setTile(m, 100, 100, 77);
    Vhcl v;
    v.raw[4] = static_cast<uint8_t>(pool);
    m.setVhcl(v);
    GameOptions o;
    o.players = 1;
    const Game g = Game::load(m, "vhcl.rfm", o);
    EXPECT_EQ(g.state().drones.perTeam, want) << "pool " << pool;
  }
}

// The side is RandRange(4) (0 N, 1 E, 2 S, 3 W), then a RandRange along the side of the box
// +-512 px round a tank; team = target team ^ 1, z 50 px, parent = the target, its Shadow and
// radar blip.
TEST(DroneSpawn, SideAndPointOnTheTankBox) {
  Game g = test::droneGame();
  Sim& sim = g.mutableState();
  const Obj& tank = spawnVehicle(sim, VehicleType::Tank, 0, centre(64), centre(64), 0);
  std::set<int32_t> sides;
  for (uint32_t seed = 1; seed < 40; ++seed) {
    sim.rand.setState(seed * 7919u);
    core::MsvcRand r = sim.rand;
    const auto side = static_cast<int32_t>(r.range(4));
    const Fixed along = px(static_cast<int32_t>(r.range(1024))) - px(512);
    const ObjSlot s = spawnDrone(sim, tank.slot());
    ASSERT_NE(s, kNoObj);
    const Obj& d = sim.obj(s);
    const Fixed wantX = side == 1 ? tank.x + px(512) : side == 3 ? tank.x - px(512) : tank.x + along;
    const Fixed wantY = side == 0 ? tank.y - px(512) : side == 2 ? tank.y + px(512) : tank.y + along;
    EXPECT_EQ(d.x, wantX) << "seed " << seed << " side " << side;
    EXPECT_EQ(d.y, wantY) << "seed " << seed << " side " << side;
    EXPECT_EQ(d.z, px(50));
    EXPECT_EQ(d.team, 1);
    EXPECT_EQ(d.parent, tank.slot());
    EXPECT_EQ(d.gfx, static_cast<int32_t>(GfxId::Drone));
    ASSERT_NE(d.firstChild, kNoObj);
    EXPECT_EQ(sim.obj(d.firstChild).objClass(), ObjClass::Shadow);
    EXPECT_EQ(sim.obj(d.firstChild).gfx, static_cast<int32_t>(GfxId::DroneShadow));
    const RadarBlip* blip = radarFind(sim, d.id);
    ASSERT_NE(blip, nullptr);
    EXPECT_EQ(blip->gfx, static_cast<int32_t>(GfxId::RadarDrone));
    EXPECT_EQ(blip->prio, 1000);
    sides.insert(side);
    const uint32_t id = d.id;
    objDestroyNow(sim, s);
    EXPECT_EQ(radarFind(sim, id), nullptr);  // removed with it
  }
  EXPECT_EQ(sides.size(), 4u);
}

// A jeep's box is +-256 px.
TEST(DroneSpawn, JeepBoxIs256) {
  Game g = test::droneGame();
  Sim& sim = g.mutableState();
  const Obj& jeep = spawnVehicle(sim, VehicleType::Jeep, 0, centre(64), centre(64), 0);
  for (uint32_t seed = 1; seed < 20; ++seed) {
    sim.rand.setState(seed * 104729u);
    const ObjSlot s = spawnDrone(sim, jeep.slot());
    ASSERT_NE(s, kNoObj);
    const Obj& d = sim.obj(s);
    const Fixed dx = std::abs(d.x - jeep.x);
    const Fixed dy = std::abs(d.y - jeep.y);
    EXPECT_TRUE((dx == px(256) && dy <= px(256)) || (dy == px(256) && dx <= px(256)));
    objDestroyNow(sim, s);
  }
}

// A point inside another team vehicle's box is rejected: the next side (clockwise) is tried.
TEST(DroneSpawn, PointInsideAnotherVehiclesBoxTriesTheNextSide) {
  Game g = test::droneGame();
  Sim& sim = g.mutableState();
  const Obj& tank = spawnVehicle(sim, VehicleType::Tank, 0, centre(64), centre(64), 0);
  // team 1's tank 16 cells north: its box covers the north side (x within +-511 px)
  spawnVehicle(sim, VehicleType::Tank, 1, centre(64), centre(48), 0);
  uint32_t seed = 1;
  for (;; ++seed) {  // a state whose first side is north and whose point is not the corner
    core::MsvcRand r;
    r.setState(seed);
    if (r.range(4) == 0 && r.range(1024) != 0) break;
  }
  sim.rand.setState(seed);
  core::MsvcRand r = sim.rand;
  r.range(4);
  r.range(1024);
  const Fixed along = px(static_cast<int32_t>(r.range(1024))) - px(512);
  const ObjSlot s = spawnDrone(sim, tank.slot());
  ASSERT_NE(s, kNoObj);
  EXPECT_EQ(sim.obj(s).x, tank.x + px(512));  // east
  EXPECT_EQ(sim.obj(s).y, tank.y + along);
}

// Up to 4 sides: a jeep whose whole box lies in team 1's tank box gets no drone.
TEST(DroneSpawn, EverySideRejectedNoDrone) {
  Game g = test::droneGame();
  Sim& sim = g.mutableState();
  const Obj& jeep = spawnVehicle(sim, VehicleType::Jeep, 0, centre(64), centre(64), 0);
  spawnVehicle(sim, VehicleType::Tank, 1, centre(65), centre(64), 0);
  const uint32_t before = sim.rand.state();
  EXPECT_EQ(spawnDrone(sim, jeep.slot()), kNoObj);
  core::MsvcRand r;
  r.setState(before);
  for (int i = 0; i < 5; ++i) r.range(4);  // the side and one point per side
  EXPECT_EQ(sim.rand.state(), r.state());
  EXPECT_EQ(test::countClass(g, ObjClass::Drone), 0);
}

// n records per team: the sixth drone is not spawned with n = 5, the second with n = 1.
TEST(DroneSpawn, AtMostNPerTeam) {
  for (int32_t n : {1, 5}) {
    Game g = test::droneGame(n);
    Sim& sim = g.mutableState();
    const Obj& tank = spawnVehicle(sim, VehicleType::Tank, 0, centre(64), centre(64), 0);
    for (int i = 0; i < n; ++i) EXPECT_NE(spawnDrone(sim, tank.slot()), kNoObj);
    const uint32_t before = sim.rand.state();
    EXPECT_EQ(spawnDrone(sim, tank.slot()), kNoObj);
    EXPECT_EQ(sim.rand.state(), before);  // no point drawn without a free record
    EXPECT_EQ(droneCount(sim, 1), n);
  }
}

// The idle rule of VehicleUpdate: > 360 ticks in one cell -> SpawnDrone.
TEST(DroneSpawn, IdleVehicleGetsADroneAfter360Ticks) {
  Game g = test::droneGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(64), 0);
  int first = -1;
  for (int f = 0; f < 300 && first < 0; ++f) {
    test::stepFrames(g, 1);
    if (test::countClass(g, ObjClass::Drone) > 0) first = f;
  }
  EXPECT_EQ(first, 181);  // 362 ticks > 360
  const Obj* d = test::firstDrone(g);
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->team, 1);
  EXPECT_EQ(d->parent, test::vehicleOf(g)->slot());
}

// ... not when >= 3 enemy turrets were in view last frame.
TEST(DroneSpawn, NoDroneWithThreeTurretsInView) {
  Game g = test::droneGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(64), 0);
  for (int f = 0; f < 400; ++f) {
    g.mutableState().turretsInView = 3;
    test::stepFrames(g, 1);
  }
  EXPECT_EQ(test::countClass(g, ObjClass::Drone), 0);
  g.mutableState().turretsInView = 2;
  test::stepFrames(g, 1);
  EXPECT_EQ(test::countClass(g, ObjClass::Drone), 1);
}

// Levels 1-3: the pool is empty, an idle vehicle never gets one.
TEST(DroneSpawn, LevelOneHasNone) {
  Game g = test::vehicleGame();  // level 1
  EXPECT_EQ(g.state().drones.perTeam, 0);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(64), 0);
  test::stepFrames(g, 400);
  EXPECT_EQ(test::countClass(g, ObjClass::Drone), 0);
}

// 2 players: a drone of the other side goes for an idle vehicle of either team.
TEST(DroneSpawn, TwoPlayersDronesForEitherSide) {
  Game g = test::droneGame2P();
  Sim& sim = g.mutableState();
  const Obj& a = spawnVehicle(sim, VehicleType::Tank, 0, centre(40), centre(64), 0);
  const Obj& b = spawnVehicle(sim, VehicleType::Jeep, 1, centre(88), centre(64), 0);
  const ObjSlot as = a.slot();
  const ObjSlot bs = b.slot();
  test::stepFrames(g, 185);
  int forA = 0;
  int forB = 0;
  for (const Obj* d : test::liveOf(g, ObjClass::Drone)) {
    if (d->parent == as) {
      EXPECT_EQ(d->team, 1);
      ++forA;
    }
    if (d->parent == bs) {
      EXPECT_EQ(d->team, 0);
      ++forB;
    }
  }
  EXPECT_EQ(forA, 1);
  EXPECT_EQ(forB, 1);
}

}  // namespace
}  // namespace rf
