// SPDX-License-Identifier: GPL-3.0-or-later
// The jeep's driving outcomes of rf-simulation.md §7 ("Jeep: 1.38 px/t (1.62 on road),
// blocked by palms, TireOut in shallow water, crosses deep water at 0.32 px/t") on
// hand-made cells, dt = 2, full stick.
//
// D10 / D12 (pinned with their derivation): the top speeds from the notes' constants. The descriptor
// gives max 1.40 (91750), friction 0.010 (655) a tick; the jeep's friction is applied whenever
// it is not turning, "so the top speed is max - friction*dt" (§5), with max x the terrain
// factor (road and bridge 1.2 = 78643, jeep in boat mode in water 0.25) x (magnitude + 1) / 256
// (full stick: 1):
//   grass     91750                 - 655 x dt:  dt 2: 90440 = 1.380 (the notes' 1.38 exactly)
//   road      FixMul(91750, 78643)  = 110099 - 655 x dt:  dt 1: 109444 = 1.670,
//             dt 2: 108789 = 1.660, dt 4: 107479 = 1.640
//   deep      FixMul(91750, 0.25)   = 22937 - 655 x dt:   dt 1: 22282 = 0.340,
//             dt 2: 21627 = 0.330, dt 4: 20317 = 0.310
// The notes' 1.62 and 0.32 are not reached by any rule the notes give: at dt 2 (the dt their
// grass figure fixes) a steady run is 1.66 / 0.33; the auto-steer does not act on the lane
// centre, and no dt gives both 1.38 on grass and 1.62 on road. We pin 1.66 and 0.33 and do not
// claim a mechanism for the notes' figures (a measurement detail of their run we cannot see).
#include <gtest/gtest.h>

#include <utility>

#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/water.hpp"

namespace rf::test {
namespace {

// Up held and B down: a B press when the frame before had up alone.
uint32_t pressB() {
  raw::Keys k;
  k.up = true;
  k.b = true;
  return raw::keyboardWord(k);
}

TEST(Jeep, DrivesAt138OnGrass) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  stepFrames(g, 30, drive(true));
  EXPECT_EQ(vehicleOf(g)->speed, 90440);
}

TEST(Jeep, DrivesAt166OnRoad) {
  Game g = vehicleGame();
  paintColumn(g, 40, 40, 101, kRoadNS);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  stepFrames(g, 30, drive(true));
  EXPECT_EQ(vehicleOf(g)->speed, 108789);
  EXPECT_EQ(vehicleOf(g)->heading, 0);  // on the lane centre: no auto-steer
}

// The road's top speed at dt 1, 2, 4: max x 1.2 - friction x dt (see the top).
TEST(Jeep, TheRoadTopSpeedAtDt1Dt2Dt4) {
  for (const auto& [dt, want] : {std::pair{1, 109444}, std::pair{2, 108789}, std::pair{4, 107479}}) {
    Game g = vehicleGame();
    paintColumn(g, 40, 20, 101, kRoadNS);
    spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
    Inputs in;
    in.words[0] = drive(true);
    in.dt = dt;
    for (int f = 0; f < 60 / dt; ++f) g.step(in);
    EXPECT_EQ(vehicleOf(g)->speed, want) << "dt " << dt;
  }
}

TEST(Jeep, RoadAutoSteerTowardsTheLaneCentre) {
  Game g = vehicleGame();
  paintColumn(g, 40, 40, 101, kRoadNS);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40) + core::px(8), centre(100), 0);
  stepFrames(g, 1, drive(true));
  // 8 px east of the centre: the target heading is -(8 px >> 2) = -0x20000 (north-west),
  // turned at most turn x dt = 0x10000 per frame.
  EXPECT_EQ(vehicleOf(g)->heading, core::WrapHeading(-0x10000));
  stepFrames(g, 60, drive(true));
  EXPECT_LT(vehicleOf(g)->x, centre(40) + core::px(8));
}

TEST(Jeep, TurningCountsAsForward) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  stepFrames(g, 1, drive(false, false, false, true));
  EXPECT_EQ(vehicleOf(g)->speed, 2 * 0xccc);  // accel x dt, no friction while turning
  EXPECT_EQ(vehicleOf(g)->heading, 2 * 0x8000);
}

TEST(Jeep, WeakStickCancelsTurning) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  stepFrames(g, 1, drive(true, false, false, true, 0x7f));
  EXPECT_EQ(vehicleOf(g)->heading, 0);
}

TEST(Jeep, IsBlockedByPalms) {
  Game g = vehicleGame();
  putBno(g, 40, 97, kPalm);
  // Aligned with the palm's jittered trunk (graphic adjust 0x41f210).
  const Jitter& j = g.world().jitterAt(40, 97);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40) + core::px(j.x), centre(100), 0);
  stepFrames(g, 120, drive(true));
  const Fixed palmY = centre(97) + core::px(j.y);
  EXPECT_GT(vehicleOf(g)->y, palmY);
  EXPECT_EQ(cell::bno(g.cell(40, 97)), kPalm);
}

TEST(Jeep, IsBlockedByABushTheTankCrushes) {
  Game g = vehicleGame();
  putBno(g, 40, 97, kBush);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  stepFrames(g, 120, drive(true));
  EXPECT_GT(vehicleOf(g)->y, centre(97));
  EXPECT_EQ(cell::bno(g.cell(40, 97)), kBush);
}

// Shallow water, then B: TireOut sets the boat target 1.0; the morph runs at 0x444/tick
// with the control forced idle (31 frames at dt 2); in boat mode the jeep crosses deep
// water at 1.40 x 0.25 - 0.02 without sinking.
TEST(Jeep, TireOutInShallowWaterThenCrossesDeepWater) {
  Game g = vehicleGame();
  paintColumn(g, 40, 95, 98, kShallow);
  paintColumn(g, 40, 70, 94, kDeep);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  // Drive into the shallow water.
  for (int f = 0; f < 100 && vehOf(g).waterState != kWaterShallow; ++f) stepFrames(g, 1, drive(true));
  ASSERT_EQ(vehOf(g).waterState, kWaterShallow);
  stepFrames(g, 1, pressB());
  EXPECT_EQ(vehOf(g).boatTarget, core::kOne);
  int morph = 0;
  while (vehOf(g).boatBlend < core::kOne && morph < 100) {
    stepFrames(g, 1, drive(true));
    ++morph;
  }
  EXPECT_EQ(morph, 31);  // 0x10000 / (0x444 x 2) = 30.0 -> 31 frames (62 ticks)
  stepFrames(g, 200, drive(true));
  EXPECT_EQ(vehOf(g).waterState, kWaterDeep);
  EXPECT_EQ(vehicleOf(g)->speed, 21627);
  EXPECT_EQ(vehicleOf(g)->z, 0);  // does not sink in boat mode
}

TEST(Jeep, SinksInDeepWaterWithoutTheBoat) {
  Game g = vehicleGame();
  paintColumn(g, 40, 70, 97, kDeep);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  bool died = false;
  for (int f = 0; f < 200 && !died; ++f) {
    stepFrames(g, 1, drive(true));
    died = countEvents(g, EventId::VehicleDies) > 0;
  }
  EXPECT_TRUE(died);
}

}  // namespace
}  // namespace rf::test
