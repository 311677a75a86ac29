// SPDX-License-Identifier: GPL-3.0-or-later
// The 3D view's camera tracker (view/rf_camera_tracker.hpp): at rest it stands in the
// original's steady state (H -170, the target (z + 10) cos p + 12 px north of the vehicle); at
// the tank's full speed it is measurably higher (H -122: the eye 178 px from the target
// instead of 130) and ahead (the target 22+ px further along the motion), and settles back
// when the tank stops; the heli's camera is higher; the same frames give the same poses and
// the simulation's hash is untouched; the tracker's pictures are pinned (at rest, at full
// speed: RETROSIM_RENDER_PNG_DIR=DIR writes them).
#include "view/rf_camera_tracker.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "image_hash.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "view/rf_3d_render.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr view::Viewport kVp{0, 0, view::kRfScreenWidth, view::kRfScreenHeight - view::kRfDashboardHeight};

// Frames stepped with the word held, the effects (and their tracker) advanced after each.
void run(Game& g, view::RfEffects& fx, int frames, uint32_t word) {
  for (int i = 0; i < frames; ++i) {
    stepFrames(g, 1, word);
    fx.advance(g.state());
  }
}

core::Image picture(const Game& g, const view::RfEffects& fx) {
  view::RfFrameRenderOptions o;
  o.effects = &fx;
  return view::renderRfFrame(g.state(), 0, o);
}

void keep(const core::Image& img, const char* name) {
  if (const char* dir = std::getenv("RETROSIM_RENDER_PNG_DIR"))
    img.writePng((std::filesystem::path(dir) / name).string());
}

double px(int64_t v) {
  return static_cast<double>(v) / 65536;
}

TEST(RfCameraTracker, AtRestItStandsInTheSteadyStateAndAtFullSpeedHigherAndAhead) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0);  // heading north
  view::RfEffects fx;
  run(g, fx, 30, raw::kNone);
  ASSERT_TRUE(fx.camera().valid(0));
  const view::RfCamPose rest = fx.camera().pose(0);
  EXPECT_EQ(rest, view::rfCamRestPose(g.state(), 0));
  EXPECT_EQ(rest.height, -170 * 65536);
  EXPECT_EQ(fx.camera().zoom(0), 0);
  const view::RfCamera3d atRest = view::rfCamera3d(kVp, rest);
  const core::Image restPic = picture(g, fx);
  keep(restPic, "camera_rest.png");
  EXPECT_EQ(testutil::imageHash(restPic), "15c138ecc9f5eced");

  // full speed north (dt 2 a frame: 100 frames are 200 ticks)
  run(g, fx, 100, drive(true));
  const Obj& tank = *vehicleOf(g);
  EXPECT_EQ(tank.speed, vehicleDef(VehicleType::Tank).maxFwd);
  EXPECT_EQ(fx.camera().zoom(0), 0x10000);  // the lagged zoom value at its full 1.0
  const view::RfCamPose fast = fx.camera().pose(0);
  const view::RfCamPose still = view::rfCamRestPose(g.state(), 0);  // where it would stand at rest
  // higher: H -170 + 48 = -122, the eye 178 px from the target: 26.7 px higher, 36 farther south
  EXPECT_EQ(fast.height, -122 * 65536);
  const view::RfCamera3d atSpeed = view::rfCamera3d(kVp, fast);
  EXPECT_NEAR(px(atSpeed.eyeZ - atRest.eyeZ), 26.7, 0.2);
  // ahead: the target leads the tank north by 28 px less the tracker's lag (4 px at 1.05 px/tick)
  EXPECT_EQ(fast.x, still.x);
  EXPECT_LT(px(fast.y - still.y), -22.0);
  EXPECT_GT(px(fast.y - still.y), -28.5);
  // the picture shows more: a pixel at the centre is 1.37 times the ground
  EXPECT_NEAR(static_cast<double>(atSpeed.dist) / static_cast<double>(atRest.dist), 178.0 / 130.0, 0.001);
  const core::Image fastPic = picture(g, fx);
  keep(fastPic, "camera_full_speed.png");
  EXPECT_EQ(testutil::imageHash(fastPic), "f37cd2fa16fcd726");

  // stopped: the zoom comes back (0x20c a tick down: 1.0 in 126 ticks) and the camera settles
  run(g, fx, 150, raw::kNone);
  EXPECT_EQ(fx.camera().zoom(0), 0);
  const view::RfCamPose settled = fx.camera().pose(0);
  const view::RfCamPose target = view::rfCamRestPose(g.state(), 0);
  EXPECT_EQ(settled.height >> 16, target.height >> 16);
  EXPECT_EQ(settled.y >> 16, target.y >> 16);
}

TEST(RfCameraTracker, TheHeliIsHigher) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(64), centre(100), 0);
  view::RfEffects fx;
  run(g, fx, 5, raw::kNone);
  EXPECT_EQ(view::rfCamRestPose(g.state(), 0).height, -100 * 65536);
  // (hovering, it drifts a little: the zoom barely moves)
  EXPECT_NEAR(px(view::rfCamera3d(kVp, fx.camera().pose(0)).dist), 200.0, 1.0);
}

TEST(RfCameraTracker, TheSameFramesGiveTheSamePosesAndTheSimIsUntouched) {
  const auto play = [](view::RfEffects& fx) {
    Game g = vehicleGame();
    spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(64), centre(100), 0);
    run(g, fx, 40, drive(true, false, true));
    run(g, fx, 20, drive(true, false, false, true));
    return g.hash();
  };
  view::RfEffects a, b;
  const uint64_t ha = play(a), hb = play(b);
  EXPECT_EQ(ha, hb);
  EXPECT_EQ(a.camera().pose(0), b.camera().pose(0));
  EXPECT_EQ(a.camera().zoom(0), b.camera().zoom(0));
  // and the sim's hash is the same with no tracker at all
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(64), centre(100), 0);
  stepFrames(g, 40, drive(true, false, true));
  stepFrames(g, 20, drive(true, false, false, true));
  EXPECT_EQ(g.hash(), ha);
}

TEST(RfCameraTracker, ItJumpsToANewTargetFarAwayAndRestartsWithTheGame) {
  Game g = vehicleGame();
  const ObjSlot slot = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0).slot();
  view::RfEffects fx;
  run(g, fx, 5, raw::kNone);
  g.mutableState().obj(slot).x = centre(20);  // 44 cells west
  run(g, fx, 1, raw::kNone);
  EXPECT_EQ(fx.camera().pose(0).x, view::rfCamRestPose(g.state(), 0).x);
  // a sim whose tick went back (a new game): the tracker starts again
  Game fresh = vehicleGame();
  spawnVehicle(fresh.mutableState(), VehicleType::Tank, 0, centre(30), centre(30), 0);
  run(fresh, fx, 1, raw::kNone);
  EXPECT_EQ(fx.camera().pose(0), view::rfCamRestPose(fresh.state(), 0));
}

// flag_spawn's tracker (rf-simulation.md §8): the flag of side 1 appearing within 320 px of
// side 0's vehicle holds side 0's camera on the flag for 120 ticks at H -150, then the camera
// pans back to the vehicle; side 1's camera is untouched; farther than 320 px, nothing.
TEST(RfCameraTracker, TheFlagsDiscoveryShowsTheFlagTo120TicksThenComesBack) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0);
  view::RfEffects fx;
  run(g, fx, 30, raw::kNone);
  const view::RfCamPose rest = fx.camera().pose(0);
  // the flag 7 cells (224 px) east of the tank, appearing between two frames
  const ObjSlot s = flagSpawn(g.mutableState(), 100 * kMapCells + 71, 1);
  ASSERT_NE(s, kNoObj);
  const Obj flag = g.state().obj(s);
  fx.advance(g.state());
  EXPECT_EQ(fx.camera().flagTicks(0), 120);
  EXPECT_EQ(fx.camera().flagTicks(1), 0);
  EXPECT_EQ(fx.camera().pose(0), rest);  // no jump: it pans
  run(g, fx, 40, raw::kNone);            // 80 ticks
  EXPECT_EQ(fx.camera().flagTicks(0), 40);
  const view::RfCamPose onFlag = fx.camera().pose(0);
  EXPECT_NEAR(px(onFlag.x - flag.x), 0.0, 1.0);  // over the flag (pulled north as a vehicle's)
  EXPECT_LT(px(onFlag.y - flag.y), -12.0);
  EXPECT_EQ(onFlag.height >> 16, -150);
  const core::Image flagPic = picture(g, fx);
  keep(flagPic, "camera_on_flag.png");
  EXPECT_EQ(testutil::imageHash(flagPic), "cee8c954ae4a12fb");
  run(g, fx, 20, raw::kNone);  // 120 ticks: back to the tank
  EXPECT_EQ(fx.camera().flagTicks(0), 0);
  run(g, fx, 150, raw::kNone);
  EXPECT_EQ(fx.camera().pose(0).x >> 16, rest.x >> 16);
  EXPECT_EQ(fx.camera().pose(0).y >> 16, rest.y >> 16);
  EXPECT_EQ(fx.camera().pose(0).height >> 16, -170);
}

TEST(RfCameraTracker, AFlagFartherThan320PxLeavesTheCameraOnTheVehicle) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0);
  view::RfEffects fx;
  run(g, fx, 30, raw::kNone);
  ASSERT_NE(flagSpawn(g.mutableState(), 100 * kMapCells + 75, 1), kNoObj);  // 352 px east
  fx.advance(g.state());
  EXPECT_EQ(fx.camera().flagTicks(0), 0);
  EXPECT_EQ(fx.camera().flagTicks(1), 0);
}

}  // namespace
}  // namespace rf::test
