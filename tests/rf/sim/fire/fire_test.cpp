// SPDX-License-Identifier: GPL-3.0-or-later
// The vehicles' fire functions (rf-simulation.md §6 "Firing"): reload, ammo, HUD and
// "OutAmmo", the tank's barrel and turret, the MSV's tubes, the heli's weapon and muzzles.
// dt = 2, vehicles placed with spawnVehicle on the open grass of the playable map.
#include <gtest/gtest.h>

#include "rf/data/raw_input.hpp"
#include "rf/sim/dock.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_fire.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

Game withVehicle(VehicleType type, int players = 1) {
  GameOptions o;
  o.players = players;
  Game g = Game::load(playableMap(static_cast<uint8_t>(players)), "fire.rfm", o);
  g.mutableState().player[0].view = ViewMode::Play;
  g.mutableState().player[1].view = ViewMode::Play;
  spawnVehicle(g.mutableState(), type, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);  // the first frame: ammo from the descriptor
  return g;
}

TEST(TankCannon, AShotCostsARoundAndWaitsTheReload) {
  Game g = withVehicle(VehicleType::Tank);
  ASSERT_EQ(vehOf(g).slots[0].ammo, 150);
  stepFrames(g, 1, buttons(true));
  EXPECT_EQ(vehOf(g).slots[0].ammo, 149);
  EXPECT_EQ(vehOf(g).slots[0].nextFire, g.state().tick + 20);
  EXPECT_EQ(countEvents(g, EventId::HudDirty), 1);
  // Held: the next shot comes when the 20-tick reload is over (10 frames at dt 2).
  stepFrames(g, 9, buttons(true));
  EXPECT_EQ(vehOf(g).slots[0].ammo, 149);
  stepFrames(g, 1, buttons(true));
  EXPECT_EQ(vehOf(g).slots[0].ammo, 148);
}

TEST(TankCannon, TheLastRoundSaysOutAmmo) {
  Game g = withVehicle(VehicleType::Tank);
  g.mutableState().team[0].veh.slots[0].ammo = 1;
  stepFrames(g, 1, buttons(true));
  EXPECT_EQ(vehOf(g).slots[0].ammo, 0);
  EXPECT_EQ(countEvents(g, EventId::OutAmmo), 1);
  stepFrames(g, 1);
  stepFrames(g, 1, buttons(true));  // a press on an empty slot says it again
  EXPECT_EQ(countEvents(g, EventId::OutAmmo), 1);
  EXPECT_EQ(countEvents(g, EventId::HudDirty), 0);
}

// B raises the barrel 0 -> 0x3b8e39 (0x471c7 the short way) at 0x4ccc per tick: 8 frames
// at dt 2; the shot pressed meanwhile waits in fire_pending and goes when it arrives.
TEST(TankCannon, TheRaisedShotWaitsForTheBarrel) {
  Game g = withVehicle(VehicleType::Tank);
  stepFrames(g, 1, buttons(false, true));
  EXPECT_EQ(vehOf(g).cannonTarget, kCannonRaised);
  EXPECT_EQ(vehOf(g).pendingShot, 1);
  EXPECT_EQ(vehOf(g).slots[0].ammo, 150);
  int frames = 0;
  while (vehOf(g).slots[0].ammo == 150 && frames < 50) {
    stepFrames(g, 1);
    ++frames;
  }
  EXPECT_EQ(frames, 8);  // the hook runs before the fire calls: the press frame does not move it
  EXPECT_EQ(vehOf(g).cannonElev, kCannonRaised);
  EXPECT_EQ(vehOf(g).pendingShot, 0);
  // Raised, B fires at once; A lowers it again first.
  stepFrames(g, 10);
  stepFrames(g, 1, buttons(false, true));
  EXPECT_EQ(vehOf(g).slots[0].ammo, 148);
  stepFrames(g, 10);
  stepFrames(g, 1, buttons(true));
  EXPECT_EQ(vehOf(g).cannonTarget, 0);
  EXPECT_EQ(vehOf(g).slots[0].ammo, 148);
  EXPECT_EQ(vehOf(g).pendingShot, 1);
}

TEST(TankTurret, QAndETurnItAndCRecentresIt) {
  Game g = withVehicle(VehicleType::Tank);
  stepFrames(g, 3, buttons(false, false, false, false, true));  // E
  EXPECT_EQ(vehOf(g).turretYaw, 3 * 2 * kTurretRate);
  stepFrames(g, 1, buttons(false, false, false, true));  // Q
  EXPECT_EQ(vehOf(g).turretYaw, 2 * 2 * kTurretRate);
  stepFrames(g, 1, buttons(false, false, true));  // C: recentres over the next frames
  EXPECT_EQ(vehOf(g).turretYaw, 1 * 2 * kTurretRate);
  stepFrames(g, 1);
  EXPECT_EQ(vehOf(g).turretYaw, 0);
  EXPECT_EQ(vehOf(g).turretTarget, 0);
  stepFrames(g, 2, buttons(false, false, false, true));  // Q past north wraps
  EXPECT_EQ(vehOf(g).turretYaw, core::WrapHeading(-2 * 2 * kTurretRate));
}

// Three tubes, then -6.0 and back at 0x2666 per tick: 6.0 / 0x2666 = 40 ticks = 20 frames.
TEST(MsvRockets, ThreeTubesThenTheReload) {
  Game g = withVehicle(VehicleType::Msv);
  for (int shot = 1; shot <= 3; ++shot) {
    stepFrames(g, 1, buttons(true));
    EXPECT_EQ(vehOf(g).slots[0].ammo, 100 - shot);
    EXPECT_EQ(vehOf(g).turretYaw, shot < 3 ? shot * core::kOne : kMsvTubesEmpty);
    stepFrames(g, 15);  // the 30-tick slot reload
  }
  // 15 frames of reload are already done (the last wait above).
  EXPECT_EQ(vehOf(g).turretYaw, kMsvTubesEmpty + 15 * 2 * kMsvReloadRate);
  stepFrames(g, 1, buttons(true));  // the tubes are not ready: no shot
  EXPECT_EQ(vehOf(g).slots[0].ammo, 97);
  int frames = 1;
  while (vehOf(g).turretYaw < 0 && frames < 40) {
    stepFrames(g, 1);
    ++frames;
  }
  EXPECT_EQ(15 + frames, 21);  // ceil(0x60000 / (2 * 0x2666)) = 21 frames
  EXPECT_EQ(countEvents(g, EventId::MsvReload), 1);
}

TEST(MsvMine, OnlyWithTwoPlayers) {
  Game one = withVehicle(VehicleType::Msv, 1);
  stepFrames(one, 1, buttons(false, false, true));
  EXPECT_EQ(vehOf(one).slots[1].ammo, 10);
  Game two = withVehicle(VehicleType::Msv, 2);
  stepFrames(two, 2, buttons(false, false, true));  // 2 players: the vehicles see last frame's word
  EXPECT_EQ(vehOf(two).slots[1].ammo, 9);
  EXPECT_EQ(vehOf(two).slots[1].nextFire, two.state().tick + 140);
}

TEST(HeliWeapons, CTogglesTheMissilesAndTheMuzzlesAlternate) {
  Game g = withVehicle(VehicleType::Heli);
  const Obj* h = vehicleOf(g);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->flags & kHeliMissilesSelected, 0u);
  stepFrames(g, 1, buttons(false, true));  // B: a level gun shot
  EXPECT_EQ(vehOf(g).slots[0].ammo, 99);
  EXPECT_NE(vehicleOf(g)->flags & kHeliRightMuzzle, 0u);
  stepFrames(g, 8, buttons(false, true));  // 15-tick reload: the next at frame 8
  EXPECT_EQ(vehOf(g).slots[0].ammo, 98);
  EXPECT_EQ(vehicleOf(g)->flags & kHeliRightMuzzle, 0u);
  stepFrames(g, 1, buttons(false, false, true));
  EXPECT_NE(vehicleOf(g)->flags & kHeliMissilesSelected, 0u);
  EXPECT_EQ(countEvents(g, EventId::WeaponSelect), 1);
  stepFrames(g, 1, buttons(true));  // A: a missile
  EXPECT_EQ(vehOf(g).slots[1].ammo, 49);
  EXPECT_EQ(vehOf(g).slots[0].ammo, 98);
}

}  // namespace
}  // namespace rf::test

namespace rf::test {
namespace {

// team +0xbc: the ASV takes its mines from the side's stock and gives back the unused ones.
TEST(MsvMine, TheMinesComeFromTheTeamStockAndGoBack) {
  Game g = withVehicle(VehicleType::Msv, 2);
  EXPECT_EQ(vehOf(g).slots[1].ammo, 10);
  EXPECT_EQ(g.state().team[0].mines, kTeamMines - 10);
  stepFrames(g, 2, buttons(false, false, true));
  EXPECT_EQ(vehOf(g).slots[1].ammo, 9);
  Sim& sim = g.mutableState();
  dockVehicleInBunker(sim, sim.obj(sim.team[0].vehicle));
  EXPECT_EQ(g.state().team[0].mines, kTeamMines - 1);
  // a side with 3 mines left gives the next ASV 3
  Game h = withVehicle(VehicleType::Tank, 2);
  h.mutableState().team[1].mines = 3;
  spawnVehicle(h.mutableState(), VehicleType::Msv, 1, centre(60), centre(60), 0);
  stepFrames(h, 1);
  EXPECT_EQ(vehOf(h, 1).slots[1].ammo, 3);
  EXPECT_EQ(h.state().team[1].mines, 0);
}

}  // namespace
}  // namespace rf::test
