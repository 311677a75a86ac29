// SPDX-License-Identifier: GPL-3.0-or-later
// Fuel burn (|speed| x dt >> 5 per frame), resupply on pickup parts (fuel +0.5/tick, ammo
// +dt/2 per slot), the fuel warning every 120 ticks below 1/8, the idle-cell rule and the
// self-destruct of VehicleUpdate 0x428490 steps 3-6, dt = 2.
#include <gtest/gtest.h>

#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

constexpr uint32_t kFuelN = 39;  // fuel station, pad to the south of its pump
constexpr uint32_t kAmmo = 14;

struct BurnCase {
  VehicleType type;
  Fixed topSpeed;
  Fixed burnPerFrame;
};

// Top speed on grass at full stick and the fuel burnt per frame at it.
TEST(Fuel, BurnPerVehicle) {
  const BurnCase cases[] = {
      {VehicleType::Tank, 0x10ccc, 4300},  // 1.05 px/t
      {VehicleType::Jeep, 90440, 5652},    // 1.38 px/t
      {VehicleType::Msv, 0xb851, 2949},    // 0.72 px/t
      {VehicleType::Heli, 0x1cccc, 7372},  // 1.80 px/t
  };
  for (const BurnCase& c : cases) {
    Game g = vehicleGame();
    spawnVehicle(g.mutableState(), c.type, 0, centre(40), centre(120), 0);
    stepFrames(g, 80, drive(true));
    ASSERT_EQ(vehicleOf(g)->speed, c.topSpeed) << vehicleTypeName(c.type);
    const Fixed f0 = vehOf(g).fuel;
    stepFrames(g, 1, drive(true));
    EXPECT_EQ(f0 - vehOf(g).fuel, c.burnPerFrame) << vehicleTypeName(c.type);
    EXPECT_EQ(c.burnPerFrame, (c.topSpeed * 2) >> 5);
  }
}

TEST(Fuel, EmptyTankKillsTheVehicle) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  g.mutableState().team[0].veh.fuel = 100;
  stepFrames(g, 1, drive(true));
  ASSERT_EQ(countEvents(g, EventId::VehicleDies), 1);
  for (const Event& e : g.events()) {
    if (e.id == EventId::VehicleDies) {
      EXPECT_EQ(e.words()[1], static_cast<int32_t>(DeathCause::FuelOut));
    }
  }
}

// Below 1/8 of the tank: "FuelWarn" at once, then every 120 ticks (60 frames at dt 2).
TEST(Fuel, WarningEvery120Ticks) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  g.mutableState().team[0].veh.fuel = core::px(400) / 8 - 1;
  std::vector<int> frames;
  for (int f = 0; f < 200; ++f) {
    stepFrames(g, 1);
    if (countEvents(g, EventId::FuelWarn) > 0) frames.push_back(f);
  }
  EXPECT_EQ(frames, (std::vector<int>{0, 60, 120, 180}));
}

TEST(Fuel, NoWarningAtAnEighth) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  g.mutableState().team[0].veh.fuel = core::px(400) / 8;
  stepFrames(g, 1);
  EXPECT_EQ(countEvents(g, EventId::FuelWarn), 0);
}

// Standing still on the pad part of a fuel station: +0.5 fuel per tick up to the tank.
TEST(Resupply, FuelHalfAPerTick) {
  Game g = vehicleGame();
  putBno(g, 40, 100, kFuelN);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100) + core::px(12), 0);
  ASSERT_EQ(g.state().team[0].pickupCell, 100 * 128 + 40);
  stepFrames(g, 1);
  g.mutableState().team[0].veh.fuel = core::px(100);
  stepFrames(g, 1);
  EXPECT_EQ(vehOf(g).fuel, core::px(101));
  g.mutableState().team[0].veh.fuel = core::px(400) - 0x4000;
  stepFrames(g, 1);
  EXPECT_EQ(vehOf(g).fuel, core::px(400));  // capped at the tank
}

// Ammo pad: +dt/2 per slot per frame (1 round at dt 2) up to the descriptor's ammo.
TEST(Resupply, AmmoDtHalfPerSlot) {
  Game g = vehicleGame();
  putBno(g, 40, 100, kAmmo);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100) + core::px(12), 0);
  ASSERT_GE(g.state().team[0].pickupCell, 0);
  Game& h = g;
  stepFrames(h, 1);
  h.mutableState().team[0].veh.slots[0].ammo = 100;
  stepFrames(h, 1);
  EXPECT_EQ(vehOf(h).slots[0].ammo, 101);
  h.mutableState().team[0].veh.slots[0].ammo = 150;
  stepFrames(h, 1);
  EXPECT_EQ(vehOf(h).slots[0].ammo, 150);
}

TEST(Vehicle, IdleCellSpawnsADroneAfter360Ticks) {
  Game g = vehicleGame();
  dronePoolSetup(g.mutableState(), 1);  // level 1 has none (tests/rf/sim/drone)
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  int first = -1;
  for (int f = 0; f < 300 && first < 0; ++f) {
    stepFrames(g, 1);
    if (countClass(g, ObjClass::Drone) > 0) first = f;
  }
  EXPECT_EQ(first, 181);  // 181 frames after the first one = 362 ticks > 360
}

// ... unless >= 3 enemy turrets were in view last frame (DAT_00471458).
TEST(Vehicle, NoDroneWithThreeTurretsInView) {
  Game g = vehicleGame();
  dronePoolSetup(g.mutableState(), 1);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  int drones = 0;
  for (int f = 0; f < 250; ++f) {
    g.mutableState().turretsInView = 3;  // what the view pass counted "last frame"
    stepFrames(g, 1);
    drones += countClass(g, ObjClass::Drone);
  }
  EXPECT_EQ(drones, 0);
}

TEST(Vehicle, ThreeButtonsSelfDestruct) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  raw::Keys h;
  h.a = h.b = h.c = true;
  stepFrames(g, 1, raw::keyboardWord(h));
  bool died = false;
  for (const Event& e : g.events()) {
    if (e.id == EventId::VehicleDies) died = e.words()[1] == static_cast<int32_t>(DeathCause::SelfDestruct);
  }
  EXPECT_TRUE(died);
}

TEST(Vehicle, DamageSubtractsArmour) {
  Game g = vehicleGame();
  Obj& o = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  vehicleDamage(g.mutableState(), o, core::px(2), nullptr);
  EXPECT_EQ(vehOf(g).hp, core::px(22) - (core::px(2) - 0x4ccc));
  vehicleDamage(g.mutableState(), o, 0x4000, nullptr);  // below the armour: no effect
  EXPECT_EQ(vehOf(g).hp, core::px(22) - (core::px(2) - 0x4ccc));
}

TEST(Vehicle, ClassHooks) {
  const ClassDesc& d = defaultSimTables().classes[classIndex(ObjClass::Vehicle)];
  EXPECT_EQ(d.id, 1);
  EXPECT_EQ(d.prio, 0x64);
  Sim sim;
  Obj a;
  Obj b;
  EXPECT_EQ(d.hitStatic(sim, a, 0), 1);
  EXPECT_EQ(d.hitObject(sim, a, b), 5);
}

}  // namespace
}  // namespace rf::test
