// SPDX-License-Identifier: GPL-3.0-or-later
// The drone hum (the looping "Drone" sound, one source per listener on the nearest drone)
// and the radar blips of drones and of the flag (rf-simulation.md §9, §10).
#include <gtest/gtest.h>

#include "rf/sim/drone/drone_test_util.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/radar.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf {
namespace {

using core::px;
using test::centre;

const Event* findSound(const Game& g, EventId name, int32_t a) {
  for (const Event& e : g.events()) {
    if (e.kind() == EventKind::Sound && e.id == name && e.words()[0] == a) return &e;
  }
  return nullptr;
}

// 1 player: the first drone starts the loop, both listeners (player 0's camera) hear it;
// a nearer drone takes both sources; the last one gone kills the loop.
TEST(DroneHum, StartsMovesAndStops) {
  Game g = test::droneGame();
  Sim& sim = g.mutableState();
  const Obj& tank = spawnVehicle(sim, VehicleType::Tank, 0, centre(64), centre(64), 0);
  const ObjSlot ts = tank.slot();
  test::stepFrames(g, 1);  // the camera is on the tank
  sim.events.clear();
  const Obj& far = test::placeDrone(g, 1, centre(64), centre(54), 0x200000, ts);
  const uint32_t farId = far.id;
  test::stepFrames(g, 1);
  EXPECT_EQ(test::countSound(g, EventId::Drone), 1);
  ASSERT_NE(findSound(g, EventId::DroneSource, 0), nullptr);
  EXPECT_EQ(findSound(g, EventId::DroneSource, 0)->sound().drone, static_cast<int32_t>(farId));
  ASSERT_NE(findSound(g, EventId::DroneSource, 1), nullptr);
  EXPECT_EQ(sim.drones.heard[0], farId);
  EXPECT_EQ(sim.drones.heard[1], farId);
  EXPECT_TRUE(sim.drones.humOn);
  test::stepFrames(g, 1);
  EXPECT_EQ(test::countSound(g, EventId::Drone), 0);        // started once
  EXPECT_EQ(test::countSound(g, EventId::DroneSource), 0);  // the same drone: no move
  const Obj& near = test::placeDrone(g, 1, centre(60), centre(64), 0x100000, ts);
  const uint32_t nearId = near.id;
  test::stepFrames(g, 1);
  EXPECT_EQ(test::countSound(g, EventId::Drone), 0);
  EXPECT_EQ(sim.drones.heard[0], nearId);
  EXPECT_EQ(sim.drones.heard[1], nearId);
  EXPECT_EQ(test::countSound(g, EventId::DroneSource), 2);
  // the near one goes: back to the far one; then the last one: the loop is killed
  objMarkForDelete(sim, g.object(nearId)->slot());
  test::stepFrames(g, 1);
  EXPECT_EQ(sim.drones.heard[0], farId);
  EXPECT_EQ(test::countSound(g, EventId::DroneKill), 0);
  objMarkForDelete(sim, g.object(farId)->slot());
  test::stepFrames(g, 1);
  EXPECT_EQ(test::countSound(g, EventId::DroneKill), 1);
  EXPECT_FALSE(sim.drones.humOn);
  EXPECT_EQ(sim.drones.heard[0], 0u);
}

// 2 players: each listener is its own player's camera.
TEST(DroneHum, TwoPlayersOneSourcePerListener) {
  Game g = test::droneGame2P();
  Sim& sim = g.mutableState();
  const Obj& a = spawnVehicle(sim, VehicleType::Tank, 0, centre(30), centre(64), 0);
  const Obj& b = spawnVehicle(sim, VehicleType::Tank, 1, centre(98), centre(64), 0);
  const ObjSlot as = a.slot();
  const ObjSlot bs = b.slot();
  test::stepFrames(g, 1);
  const uint32_t nearA = test::placeDrone(g, 1, centre(32), centre(64), 0, as).id;
  const uint32_t nearB = test::placeDrone(g, 0, centre(96), centre(64), 0, bs).id;
  test::stepFrames(g, 1);
  EXPECT_EQ(sim.drones.heard[0], nearA);
  EXPECT_EQ(sim.drones.heard[1], nearB);
}

// The flag registers its blip where it appears: 0x44e7a8 at 10000, blinking with the empty
// 0x44e7b8 every 15 ticks.
TEST(Radar, FlagBlipBlinksEveryFifteenTicks) {
  Game g = test::vehicleGame();
  Sim& sim = g.mutableState();
  const ObjSlot fs = flagSpawn(sim, 96 * kMapCells + 40, 1);
  ASSERT_NE(fs, kNoObj);
  const RadarBlip* b = radarFind(sim, sim.obj(fs).id);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->gfx, static_cast<int32_t>(GfxId::RadarFlag));
  EXPECT_EQ(b->prio, 10000);
  EXPECT_EQ(b->blinkGfx, static_cast<int32_t>(GfxId::RadarFlagEmpty));
  EXPECT_EQ(b->blinkPeriod, 15);
  EXPECT_EQ(radarBlipGfxAt(*b, 0), static_cast<int32_t>(GfxId::RadarFlag));
  EXPECT_EQ(radarBlipGfxAt(*b, 14), static_cast<int32_t>(GfxId::RadarFlag));
  EXPECT_EQ(radarBlipGfxAt(*b, 15), static_cast<int32_t>(GfxId::RadarFlagEmpty));
  EXPECT_EQ(radarBlipGfxAt(*b, 30), static_cast<int32_t>(GfxId::RadarFlag));
}

// A full table gives the entry of the lowest priority below the new one; a gone object's
// entry is free again.
TEST(Radar, FullTableAndStaleEntries) {
  Game g = test::vehicleGame();
  Sim& sim = g.mutableState();
  const auto any = [&sim](int i) {  // any live object will do: shadows
    return sim.obj(objCreate(sim, ObjClass::Shadow, 0, centre(20 + i), centre(40), 0, 1)).id;
  };
  std::vector<uint32_t> ids;
  for (int i = 0; i < kRadarBlips; ++i) {
    ids.push_back(any(i));
    EXPECT_EQ(radarAdd(sim, ids.back(), 1, 100 + i), i);
  }
  const uint32_t extra = any(20);
  EXPECT_EQ(radarAdd(sim, extra, 1, 50), -1);   // lower than every entry
  EXPECT_EQ(radarAdd(sim, extra, 1, 1000), 0);  // replaces the lowest (100)
  EXPECT_EQ(radarAdd(sim, extra, 2, 1000), 0);  // the same object: updated in place
  objDestroyNow(sim, slotOfId(ids[5]));
  EXPECT_EQ(radarAdd(sim, any(21), 1, 1), 5);  // the gone object's entry
  radarRemove(sim, extra);
  EXPECT_EQ(radarFind(sim, extra), nullptr);
}

}  // namespace
}  // namespace rf
