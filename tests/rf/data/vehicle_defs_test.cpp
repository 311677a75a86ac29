// SPDX-License-Identifier: GPL-3.0-or-later
// The vehicle descriptors 0x44afc8 against the §5 table of rf-simulation.md, column by column.
#include "rf/data/vehicle_defs.hpp"

#include <gtest/gtest.h>

#include <array>
#include <stdexcept>
#include <string>

#include "core/fixed.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::px;

constexpr std::array<VehicleType, kVehicleTypes> kTypes = {VehicleType::Tank, VehicleType::Jeep,
                                                           VehicleType::Msv, VehicleType::Heli};

TEST(VehicleDefs, EachRowIsItsTypeWithItsNameAndHull) {
  const std::array<std::string, kVehicleTypes> names = {"Tank", "JEEP", "MSV", "HELI"};
  const std::array<GfxId, kVehicleTypes> gfx = {GfxId::Tank, GfxId::Jeep, GfxId::Msv, GfxId::Heli};
  for (size_t i = 0; i < kTypes.size(); ++i) {
    const VehicleDef& d = vehicleDef(kTypes[i]);
    EXPECT_EQ(d.type, kTypes[i]) << i;
    EXPECT_EQ(std::string(d.name), names[i]) << i;
    EXPECT_EQ(d.gfx, static_cast<int32_t>(gfx[i])) << i;
  }
  EXPECT_THROW(vehicleDef(static_cast<VehicleType>(kVehicleTypes)), std::out_of_range);
}

TEST(VehicleDefs, HooksOfTheSpecTable) {
  const std::array<LaunchHookId, 4> launch = {LaunchHookId::Tank, LaunchHookId::Jeep, LaunchHookId::Msv,
                                              LaunchHookId::Heli};
  const std::array<MoveFnId, 4> move = {MoveFnId::Ground, MoveFnId::Jeep, MoveFnId::Ground, MoveFnId::Heli};
  const std::array<WaterHookId, 4> water = {WaterHookId::Ground, WaterHookId::Ground, WaterHookId::Ground,
                                            WaterHookId::None};
  const std::array<DockHookId, 4> dock = {DockHookId::None, DockHookId::Jeep, DockHookId::None,
                                          DockHookId::Heli};
  for (size_t i = 0; i < kTypes.size(); ++i) {
    const VehicleDef& d = vehicleDef(kTypes[i]);
    EXPECT_EQ(d.launch, launch[i]) << i;
    EXPECT_EQ(d.move, move[i]) << i;
    EXPECT_EQ(d.water, water[i]) << i;
    EXPECT_EQ(d.dock, dock[i]) << i;
  }
}

// The notes' decimals rounded down to 1/65536.
TEST(VehicleDefs, ArmourHitPointsAndMovement) {
  struct Row {
    core::Fixed armour, hp, maxFwd, maxRev, accel, friction;
    int32_t turn;
  };
  const std::array<Row, 4> rows = {{
      {0x4ccc, px(22), 0x10ccc, -0x6666, 0xccc, 0x666, 0x4000},  // 0.3 / 22, 1.05, -0.40, 0.050, 0.025
      {0, px(1), 0x16666, -0xcccc, 0xccc, 0x28f, 0x8000},        // 0 / 1, 1.40, -0.80, 0.050, 0.010
      {0x8000, px(26), 0xb851, -0x4ccc, 0xa3d, 0x666, 0x3333},   // 0.5 / 26, 0.72, -0.30, 0.040, 0.025
      {0x3333, px(15), 0x1cccc, -0x9999, 0x51e, 0x51e, 0xc000},  // 0.2 / 15, 1.80, -0.60, 0.020, 0.020
  }};
  for (size_t i = 0; i < kTypes.size(); ++i) {
    const VehicleDef& d = vehicleDef(kTypes[i]);
    EXPECT_EQ(d.armour, rows[i].armour) << i;
    EXPECT_EQ(d.hp, rows[i].hp) << i;
    EXPECT_EQ(d.maxFwd, rows[i].maxFwd) << i;
    EXPECT_EQ(d.maxRev, rows[i].maxRev) << i;
    EXPECT_EQ(d.accel, rows[i].accel) << i;
    EXPECT_EQ(d.friction, rows[i].friction) << i;
    EXPECT_EQ(d.turn, rows[i].turn) << i;
  }
}

TEST(VehicleDefs, WeaponsFuelDockingAndRespawn) {
  EXPECT_EQ(vehicleDef(VehicleType::Tank).slots[0], (FireSlotDef{0, 20, 150}));
  EXPECT_EQ(vehicleDef(VehicleType::Tank).slots[1], FireSlotDef{});
  EXPECT_EQ(vehicleDef(VehicleType::Jeep).slots[0], (FireSlotDef{0, 30, 16}));
  EXPECT_EQ(vehicleDef(VehicleType::Msv).slots[0], (FireSlotDef{8, 30, 100}));
  EXPECT_EQ(vehicleDef(VehicleType::Msv).slots[1], (FireSlotDef{-1, 140, 10}));
  EXPECT_EQ(vehicleDef(VehicleType::Heli).slots[0], (FireSlotDef{7, 15, 100}));
  EXPECT_EQ(vehicleDef(VehicleType::Heli).slots[1], (FireSlotDef{6, 30, 50}));
  EXPECT_EQ(vehicleDef(VehicleType::Msv).fire,
            (std::array<FireFnId, 3>{FireFnId::MsvMissile, FireFnId::MsvMissile, FireFnId::MsvMine}));

  const std::array<int, 4> fuel = {400, 500, 320, 400};
  const std::array<int, 4> dockRadius = {4, 9, 4, 32};
  const std::array<int, 4> sinkDepth = {14, 13, 14, 14};
  const std::array<int32_t, 4> respawn = {120, 120, 120, 200};
  const std::array<int32_t, 4> track = {0, 4, 6, 8};
  const std::array<bool, 4> arrow = {true, false, true, true};
  const std::array<std::string, 4> sound = {"tread", "JeepStart", "tread", "Servo"};
  for (size_t i = 0; i < kTypes.size(); ++i) {
    const VehicleDef& d = vehicleDef(kTypes[i]);
    EXPECT_EQ(d.fuel, px(fuel[i])) << i;
    EXPECT_EQ(d.dockRadius, px(dockRadius[i])) << i;
    EXPECT_EQ(d.sinkDepth, px(sinkDepth[i])) << i;
    EXPECT_EQ(d.respawnDelay, respawn[i]) << i;
    EXPECT_EQ(d.musicTrack, track[i]) << i;
    EXPECT_EQ(d.musicPrio, 0x80) << i;
    EXPECT_EQ(d.enemyArrow, arrow[i]) << i;
    EXPECT_EQ(std::string(eventName(d.engineSound)), sound[i]) << i;
    EXPECT_EQ(d.unk57, 0x1555) << i;
  }
}

}  // namespace
}  // namespace rf
