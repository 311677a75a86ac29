// SPDX-License-Identifier: GPL-3.0-or-later
// The helicopter's outcomes of rf-simulation.md §7 ("climbs to 50 px, 1.8 px/t over trees
// and sea, yaw with inertia"), placed ready to fly (rotor at full speed), dt = 2.
#include <gtest/gtest.h>

#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/water.hpp"

namespace rf::test {
namespace {

TEST(Heli, ClimbsHalfAPixelPerTickTo50) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(g, 1);
  EXPECT_EQ(vehicleOf(g)->z, core::px(1));  // 0.5 px/tick x dt 2
  stepFrames(g, 23);
  EXPECT_EQ(vehicleOf(g)->z, core::px(24));
  stepFrames(g, 1);
  EXPECT_EQ(vehicleOf(g)->z, core::px(25));
  stepFrames(g, 40);
  EXPECT_EQ(vehicleOf(g)->z, core::px(50));  // stays at 50 px
}

TEST(Heli, Flies18OverTreesAndSea) {
  Game g = vehicleGame();
  for (int y = 90; y <= 96; ++y) putBno(g, 40, y, kPalm);
  paintColumn(g, 40, 30, 89, kDeep);
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(g, 30);
  stepFrames(g, 60, drive(true));
  const Obj* o = vehicleOf(g);
  EXPECT_EQ(o->speed, 0x1cccc);  // 1.80 px/tick
  EXPECT_EQ(vehOf(g).velY, -0x1cccc);
  const Fixed y0 = o->y;
  stepFrames(g, 1, drive(true));
  EXPECT_EQ(vehicleOf(g)->y, y0 - 2 * 0x1cccc);
  stepFrames(g, 150, drive(true));
  EXPECT_LT(vehicleOf(g)->y, centre(80));  // over the palms and out over the sea
  EXPECT_EQ(countEvents(g, EventId::VehicleDies), 0);
  EXPECT_EQ(vehOf(g).waterState, kWaterDry);  // no water hook
}

// The yaw rate approaches turn x magnitude by 0x7ae per frame (not dt-scaled) and falls
// back by 0x1eb8: full rate 0xc000 after 26 frames; after release the heli keeps turning
// for 7 frames.
TEST(Heli, YawHasInertia) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(g, 30);
  const int32_t h0 = vehicleOf(g)->heading;
  stepFrames(g, 1, drive(false, false, false, true));
  EXPECT_EQ(vehOf(g).yawRate, 0x7ae);
  EXPECT_EQ(vehicleOf(g)->heading, h0 + 2 * 0x7ae);
  EXPECT_EQ(vehOf(g).bank, 1);
  stepFrames(g, 24, drive(false, false, false, true));
  EXPECT_EQ(vehOf(g).yawRate, 25 * 0x7ae);  // 0xbffe
  stepFrames(g, 1, drive(false, false, false, true));
  EXPECT_EQ(vehOf(g).yawRate, 0xc000);
  EXPECT_EQ(vehOf(g).bank, 3);
  int frames = 0;
  while (vehOf(g).yawRate != 0 && frames < 50) {
    stepFrames(g, 1);
    ++frames;
  }
  EXPECT_EQ(frames, 7);  // 0xc000 / 0x1eb8 = 6.25
}

TEST(Heli, StrafesWithTheExtraButtons) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(g, 30);
  raw::Keys h;
  h.x5 = true;
  stepFrames(g, 60, raw::keyboardWord(h));
  EXPECT_EQ(vehOf(g).velX, 0xcccc);  // 0.8 px/tick east (heading north)
  EXPECT_EQ(vehOf(g).velY, 0);
}

TEST(Heli, HoverDriftUsesTheSimRandom) {
  Game a = vehicleGame();
  spawnVehicle(a.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  const uint32_t r0 = a.state().rand.state();
  stepFrames(a, 1);
  EXPECT_NE(a.state().rand.state(), r0);
  EXPECT_LE(std::abs(vehOf(a).driftX), 0x7ae);
  EXPECT_LE(std::abs(vehOf(a).driftY), 0x7ae);
  Game b = vehicleGame();
  spawnVehicle(b.mutableState(), VehicleType::Heli, 0, centre(40), centre(100), 0);
  stepFrames(b, 1);
  EXPECT_TRUE(sameState(a.state(), b.state()));
  EXPECT_EQ(a.hash(), b.hash());
}

}  // namespace
}  // namespace rf::test
