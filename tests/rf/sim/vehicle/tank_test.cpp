// SPDX-License-Identifier: GPL-3.0-or-later
// The tank's driving outcomes of rf-simulation.md §7 ("Tank: ... 1.26 px/t on the road,
// 1.05 on grass; crushes the bush; blocked by a palm; 0.79 px/t in shallow water; sinks")
// on hand-made cells of the playable test map, dt = 2, full stick (magnitude 0xff).
#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/water.hpp"

namespace rf::test {
namespace {

TEST(Tank, SpawnsReadyToDrive) {
  Game g = vehicleGame();
  Obj& o = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::Tank));
  EXPECT_EQ(vehOf(g).hp, core::px(22));
  EXPECT_EQ(vehOf(g).armour, 0x4ccc);
  stepFrames(g, 1);
  EXPECT_EQ(vehOf(g).fuel, core::px(400));
  EXPECT_EQ(vehOf(g).slots[0].ammo, 150);
  EXPECT_THROW(spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(50), centre(50), 0),
               std::runtime_error);
  EXPECT_THROW(spawnVehicle(g.mutableState(), VehicleType::Jeep, 1, core::px(-40), centre(50), 0),
               std::invalid_argument);
}

TEST(Tank, DrivesAt105OnGrass) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 20, drive(true));
  const Obj* o = vehicleOf(g);
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->speed, 0x10ccc);  // 1.05 px/tick = max fwd x 1.0
  const Fixed y0 = o->y;
  stepFrames(g, 1, drive(true));
  EXPECT_EQ(vehicleOf(g)->y, y0 - 2 * 0x10ccc);  // north, speed * dt
  EXPECT_EQ(vehicleOf(g)->x, centre(40));
}

// 1.26 = 1.05 x 1.2 (road factor) exactly: FixMul(0x10ccc, 0x13333) = 82574 = 1.25998.
TEST(Tank, DrivesAt126OnRoad) {
  Game g = vehicleGame();
  paintColumn(g, 40, 60, 101, kRoadNS);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 20, drive(true));
  EXPECT_EQ(vehicleOf(g)->speed, 82574);
}

// 0.79 = 1.05 x 0.75 (water factor): 51609 = 0.78749.
TEST(Tank, DrivesAt079InShallowWater) {
  Game g = vehicleGame();
  paintColumn(g, 40, 60, 101, kShallow);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 20, drive(true));
  EXPECT_EQ(vehOf(g).waterState, kWaterShallow);
  EXPECT_EQ(vehicleOf(g)->speed, 51609);
}

TEST(Tank, CrushesABush) {
  Game g = vehicleGame();
  putBno(g, 40, 97, kBush);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  bool crushed = false;
  for (int f = 0; f < 80 && !crushed; ++f) {
    stepFrames(g, 1, drive(true));
    crushed = cell::bno(g.cell(40, 97)) != kBush;  // the crush explosion ran in the same frame
  }
  EXPECT_TRUE(crushed);
  EXPECT_EQ(cell::bno(g.cell(40, 97)), bnoId(Bno::DestBush1));
  EXPECT_EQ(cell::team(g.cell(40, 97)), 1u);  // side bits 1
  stepFrames(g, 60, drive(true));
  EXPECT_LT(vehicleOf(g)->y, centre(96));  // drove on through the cell
}

TEST(Tank, IsBlockedByAPalm) {
  Game g = vehicleGame();
  putBno(g, 40, 97, kPalm);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 120, drive(true));
  const Obj* o = vehicleOf(g);
  EXPECT_GT(o->y, centre(97));  // never got past the palm
  EXPECT_EQ(cell::bno(g.cell(40, 97)), kPalm);
  // blocked straight: speed = -speed >> 2 and flag 0x4000000 on the blocked frame.
  bool sawBounce = false;
  for (int f = 0; f < 10; ++f) {
    stepFrames(g, 1, drive(true));
    if ((vehicleOf(g)->flags & kObjLastMoveBlocked) != 0) sawBounce = vehicleOf(g)->speed <= 0;
  }
  EXPECT_TRUE(sawBounce);
}

// Deep water: the water hook lowers the tank 0.25 px/tick (designed) until it is deeper
// than the sink depth (14 px) -> vehicleDies(Sunk).
TEST(Tank, SinksInDeepWater) {
  Game g = vehicleGame();
  paintColumn(g, 40, 60, 97, kDeep);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  bool died = false;
  int32_t cause = -1;
  for (int f = 0; f < 200 && !died; ++f) {
    stepFrames(g, 1, drive(true));
    for (const Event& e : g.events()) {
      if (e.id == EventId::VehicleDies) {
        died = true;
        cause = e.words()[1];
      }
    }
  }
  EXPECT_TRUE(died);
  EXPECT_EQ(cause, static_cast<int32_t>(DeathCause::Sunk));
}

TEST(Tank, TurnsInPlace) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 1, drive(false, false, false, true));
  EXPECT_EQ(vehicleOf(g)->heading, 2 * 0x4000);
  EXPECT_EQ(vehicleOf(g)->x, centre(40));
  EXPECT_EQ(vehicleOf(g)->y, centre(100));
}

// The control word's magnitude byte scales the limit: without it the limit is 1/256.
TEST(Tank, MagnitudeScalesTheLimit) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 20, drive(true, false, false, false, 0x7f));
  EXPECT_EQ(vehicleOf(g)->speed, core::FixMul(0x10ccc, 0x8000));
}

// §5 "Without the magnitude byte the speed limit is 1/256": a forward word whose
// magnitude byte is 0 drives at FixMul(1.05, (0 + 1) / 256) = 268 = 0.0041 px/t.
TEST(Tank, NoMagnitudeByteLimitsTheSpeedTo1Over256) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g, 20, drive(true, false, false, false, 0));
  EXPECT_EQ(vehicleOf(g)->speed, core::FixMul(0x10ccc, 0x100));
  EXPECT_EQ(vehicleOf(g)->speed, 268);
  const Fixed y0 = vehicleOf(g)->y;
  stepFrames(g, 50, drive(true, false, false, false, 0));
  EXPECT_EQ(y0 - vehicleOf(g)->y, 100 * 268);  // 100 ticks at 268 a tick
}

}  // namespace
}  // namespace rf::test
