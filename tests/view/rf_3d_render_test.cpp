// SPDX-License-Identifier: GPL-3.0-or-later
// The perspective 3D view (view/rf_3d_render.hpp): the camera's numbers (the spec's pitch,
// the area's depth on the rows, its width on the far row), the viewport filled by the area
// in 1 and 2 players (every pixel drawn, every pixel's ground inside the area: no dimmed
// band), the painter's order (of two vehicles overlapping on the screen the nearer one,
// south, covers the farther one, whatever their pool slots), the heli drawn at its
// altitude with its shadow on the ground, objects outside the area not drawn (on a wider
// viewport that shows ground beyond it), and the picture a pure function of the state.
#include "view/rf_3d_render.hpp"

#include <gtest/gtest.h>

#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "image_hash.hpp"
#include "rf/sim/lift.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/view_pass.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr view::Viewport kVp{0, 0, view::kRfScreenWidth, view::kRfScreenHeight - view::kRfDashboardHeight};

view::RfFrameRenderOptions tilted() {
  view::RfFrameRenderOptions o;
  o.style = view::RfViewStyle::Perspective;
  return o;
}

std::pair<int, int> onScreen(const view::RfCamera3d& c, Fixed x, Fixed y, Fixed z) {
  const view::RfScreenPoint p = view::rfProject3d(c, x, y, z);
  return {static_cast<int>(p.x >> 16), static_cast<int>(p.y >> 16)};
}

constexpr int64_t kPx = int64_t{1} << 16;

int brightness(core::Rgba c) {
  return core::red(c) + core::green(c) + core::blue(c);
}

// A game stepped one frame with the camera then pinned on cell (40, 60), whatever it holds.
ViewCamera pinnedCamera() {
  ViewCamera cam;
  cam.drawn = true;
  cam.x = centre(40);
  cam.y = centre(60);
  viewSetArea(cam, cam.x, cam.y);
  return cam;
}
core::Image drawPinned(Game& g) {
  stepFrames(g, 1);
  g.mutableState().player[0].camera = pinnedCamera();
  return view::renderRfFrame(g.state(), 0, tilted());
}

TEST(Rf3dRender, IsTheDefaultViewAndVSwitchesToTopDown) {
  EXPECT_EQ(view::RfFrameRenderOptions{}.style, view::RfViewStyle::Perspective);
  EXPECT_EQ(view::nextRfViewStyle(view::RfViewStyle::Perspective), view::RfViewStyle::TopDown);
  EXPECT_EQ(view::nextRfViewStyle(view::RfViewStyle::TopDown), view::RfViewStyle::Perspective);
}

TEST(Rf3dRender, TheCameraNumbers) {
  // the original's projection (render.md §1-2): the pitch 0x180000 of 0x1000000 a turn (33.75
  // degrees below the horizon), in heading units; the eye at 300 + H from the target
  EXPECT_EQ(view::kRf3dPitchOriginal, 0x180000);
  EXPECT_EQ(view::kRf3dPitch, 0x60000);
  const Fixed cx = centre(40), cy = centre(60);
  const view::RfCamPose pose{cx, cy, -170 * 65536};
  const view::RfCamera3d c = view::rfCamera3d(kVp, pose);
  EXPECT_EQ(c.sinP, core::CosFixed(0x60000));  // the view's angle from the vertical: 56.25 degrees
  EXPECT_NEAR(static_cast<double>(c.cosP) / 65536, 0.5556, 0.001);  // sin 33.75
  // H -170: the eye 130 px from the target, 72.2 up and 108.1 south
  EXPECT_EQ(c.dist, int64_t{130} << 16);
  EXPECT_NEAR(static_cast<double>(c.eyeZ) / 65536, 72.2, 0.5);
  EXPECT_NEAR(static_cast<double>(c.eyeY - cy) / 65536, 108.1, 0.5);
  // 300 original px over the depth, an original px 2 of ours at 400 rows: the target's scale is
  // the notes' "centre scale" 2.31 original px a px (4.62 of ours)
  EXPECT_EQ(c.focal, int64_t{600} << 16);
  EXPECT_NEAR(static_cast<double>(c.focal) / static_cast<double>(c.dist) / 2, 2.31, 0.01);
  // the heli's H -100: 1.50
  const view::RfCamera3d heli = view::rfCamera3d(kVp, {cx, cy, -100 * 65536});
  EXPECT_NEAR(static_cast<double>(heli.focal) / static_cast<double>(heli.dist) / 2, 1.50, 0.01);
  // the target on the viewport's centre; a ground point 50 px north 97 rows above it
  const view::RfScreenPoint t = view::rfProject3d(c, cx, cy, 0);
  EXPECT_TRUE(t.ok);
  EXPECT_EQ(t.x, int64_t{320} << 16);
  EXPECT_EQ(t.y, int64_t{200} << 16);
  EXPECT_NEAR(static_cast<double>(view::rfProject3d(c, cx, cy - core::px(50), 0).y) / 65536, 200 - 97.1, 0.5);
  // the strong tilt: the top row's ground 155 px north, the bottom row's 52 px south; the top
  // row 4.2 cells wide... at the target the picture is 139 px wide
  EXPECT_NEAR(static_cast<double>(view::rfGroundUnder3d(c, 320, 0).y - cy) / 65536, -155.3, 1.0);
  EXPECT_NEAR(static_cast<double>(view::rfGroundUnder3d(c, 320, kVp.h - 1).y - cy) / 65536, 51.8, 1.0);
  EXPECT_NEAR(static_cast<double>(view::rfGroundUnder3d(c, kVp.w - 1, 200).x - cx) / 65536, 69.2, 1.0);
  const core::Vec2 g = view::rfGroundUnder3d(c, 100, 300);
  const view::RfScreenPoint back = view::rfProject3d(c, g.x, g.y, 0);
  EXPECT_LE(std::abs(back.x - ((int64_t{100} << 16) + 0x8000)), 0x100);
  EXPECT_LE(std::abs(back.y - ((int64_t{300} << 16) + 0x8000)), 0x100);
  // up is up the screen, farther is deeper; behind the near plane is not on the picture
  EXPECT_LT(view::rfProject3d(c, cx, cy, core::px(10)).y, t.y);
  EXPECT_GT(view::rfProject3d(c, cx, cy - core::px(10), 0).depth, t.depth);
  EXPECT_FALSE(view::rfProject3d(c, cx, static_cast<Fixed>(c.eyeY), static_cast<Fixed>(c.eyeZ)).ok);
  // twice the picture, twice the focal length
  const view::RfCamera3d big = view::rfCamera3d({0, 0, 1280, 800}, pose);
  EXPECT_NEAR(static_cast<double>(big.focal) / static_cast<double>(c.focal), 2.0, 0.001);
}

TEST(Rf3dRender, AtRestTheCameraStandsAsTheOriginalsSteadyState) {
  Game g = vehicleGame();
  const ObjSlot slot = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0).slot();
  stepFrames(g, 1);
  const ViewCamera& cam = g.state().player[0].camera;
  // cam = (tx, ty - (tz + 10) cos p - 12), H -170
  view::RfCamPose rest = view::rfCamRestPose(g.state(), 0);
  EXPECT_EQ(rest.x, cam.x);
  EXPECT_NEAR(static_cast<double>(cam.y - rest.y) / 65536, 10 * 0.8315 + 12, 0.01);
  EXPECT_EQ(rest.height, -170 * 65536);
  // the heli's camera higher, its target pulled north by its altitude too
  g.mutableState().obj(slot).z = core::px(40);
  g.mutableState().team[0].veh.type = VehicleType::Heli;
  rest = view::rfCamRestPose(g.state(), 0);
  EXPECT_EQ(rest.height, -100 * 65536);
  EXPECT_NEAR(static_cast<double>(cam.y - rest.y) / 65536, 50 * 0.8315 + 12, 0.01);
}

// Every pixel of each view's viewport drawn.
void expectFilled(const Sim& sim, int players) {
  const view::RfScreenLayout l = view::rfScreenLayout(players);
  constexpr core::Rgba kSentinel = core::rgba(255, 0, 255);
  core::Image img(view::kRfScreenWidth, view::kRfScreenHeight, kSentinel);
  for (int p = 0; p < l.views; ++p) {
    const view::Viewport& vp = l.view[p];
    const ViewCamera& cam = sim.player[static_cast<size_t>(p)].camera;
    ASSERT_TRUE(cam.drawn);
    view::drawRfView(sim, p, img, vp, tilted());
    int unfilled = 0;
    for (int y = vp.y; y < vp.y + vp.h; ++y) {
      for (int x = vp.x; x < vp.x + vp.w; ++x) {
        if (img.get(x, y) == kSentinel) ++unfilled;
      }
    }
    EXPECT_EQ(unfilled, 0) << "player " << p;
  }
  // the gap between two views and the dashboards are not the views'
  if (players == 2) {
    EXPECT_EQ(img.get(l.view[0].w + 1, 10), kSentinel);
  }
}

TEST(Rf3dRender, TheAreaFillsTheViewportIn1Player) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  expectFilled(g.state(), 1);
}

TEST(Rf3dRender, TheAreaFillsBothViewportsIn2Players) {
  Game g = vehicleGame();
  g.mutableState().players = 2;
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 1, centre(3), centre(2), 0);  // at the map's corner
  stepFrames(g, 1);
  ViewCamera& cam1 = g.mutableState().player[1].camera;
  cam1.drawn = true;
  cam1.x = centre(3);
  cam1.y = centre(2);
  viewSetArea(cam1, cam1.x, cam1.y);
  expectFilled(g.state(), 2);
}

TEST(Rf3dRender, TheNearerVehicleCoversTheFartherOne) {
  const Fixed x = centre(40), y = centre(60);
  // 26 px south: 2 px apart on the ground, while on the screen the near tank's top covers
  // the far one's south side
  const Fixed south = y + core::px(26);
  // (every game has a team-0 tank: the camera's height is its vehicle's; far off when not seen)
  Game empty = vehicleGame();
  spawnVehicle(empty.mutableState(), VehicleType::Tank, 0, centre(10), centre(10), 0);
  Game north = vehicleGame();
  spawnVehicle(north.mutableState(), VehicleType::Tank, 0, x, y, 0);
  Game near = vehicleGame();
  spawnVehicle(near.mutableState(), VehicleType::Tank, 0, centre(10), centre(10), 0);
  spawnVehicle(near.mutableState(), VehicleType::Tank, 1, x, south, 0);
  Game both = vehicleGame();
  spawnVehicle(both.mutableState(), VehicleType::Tank, 0, x, y, 0);
  spawnVehicle(both.mutableState(), VehicleType::Tank, 1, x, south, 0);
  Game swapped = vehicleGame();  // the same two, the near one first in the pool
  spawnVehicle(swapped.mutableState(), VehicleType::Tank, 1, x, south, 0);
  spawnVehicle(swapped.mutableState(), VehicleType::Tank, 0, x, y, 0);
  const core::Image e = drawPinned(empty), n = drawPinned(north), s = drawPinned(near), b = drawPinned(both),
                    w = drawPinned(swapped);
  int overlap = 0, farOnly = 0;
  for (int py = 0; py < kVp.h; ++py) {
    for (int px = 0; px < kVp.w; ++px) {
      const bool inN = n.get(px, py) != e.get(px, py), inS = s.get(px, py) != e.get(px, py);
      if (inN && inS) {
        ++overlap;
        EXPECT_EQ(b.get(px, py), s.get(px, py)) << px << "," << py;
      } else if (inN) {
        ++farOnly;
        EXPECT_EQ(b.get(px, py), n.get(px, py)) << px << "," << py;
      }
    }
  }
  EXPECT_GT(overlap, 10);  // the near tank's north end over the far one's south end (its front slopes)
  EXPECT_GT(farOnly, 100);
  EXPECT_EQ(w, b);
}

TEST(Rf3dRender, TheHeliFliesAtItsAltitudeWithItsShadowOnTheGround) {
  Game heli = vehicleGame();
  const ObjSlot slot =
      spawnVehicle(heli.mutableState(), VehicleType::Heli, 0, centre(40), centre(60), 0).slot();
  stepFrames(heli, 1);
  Obj& h = heli.mutableState().obj(slot);
  h.z = core::px(40);
  heli.mutableState().player[0].camera = pinnedCamera();
  const core::Image img = view::renderRfFrame(heli.state(), 0, tilted());
  const view::RfCamera3d c = view::rfCamera3d(kVp, view::rfCamRestPose(heli.state(), 0));
  Game away = heli;  // the same camera, the heli far off
  away.mutableState().obj(slot).x = centre(10);
  const core::Image e = view::renderRfFrame(away.state(), 0, tilted());
  const auto at = [&](Fixed dx, Fixed dy, Fixed z) { return onScreen(c, h.x + dx, h.y + dy, z); };
  // the body's top (z 48) over the middle of the cabin, 10 px ahead of the object
  const auto [bx, by] = at(0, -core::px(10), core::px(48));
  EXPECT_NE(img.get(bx, by), e.get(bx, by));
  // the ground under it (beside the tail boom) is bare: the heli is drawn higher up
  const auto [gx, gy] = at(core::px(10), -core::px(10), 0);
  EXPECT_EQ(img.get(gx, gy), e.get(gx, gy));
  // the shadow falls east-south-east: + (2 z / 3, z / 3) of the top face
  const auto [sx, sy] = at(core::px(32), -core::px(10) + core::px(16), 0);
  EXPECT_LT(brightness(img.get(sx, sy)), brightness(e.get(sx, sy)));
}

// A lift below the ground is seen through the pad's opening (designed, rf_3d_render.cpp):
// the opening is dark or shows the platform and the tank on it; south of the opening, where
// the platform 24 px down used to show through the ground, the ground is as without a lift.
TEST(Rf3dRender, ALiftBelowTheGroundIsSeenThroughItsOpening) {
  Game g = vehicleGame();
  const ObjSlot slot = spawnLiftUp(g.mutableState(), 0, 40, 60, VehicleType::Tank);
  ASSERT_NE(slot, kNoObj);
  stepFrames(g, 1);
  Obj& lift = g.mutableState().obj(slot);
  lift.z = -core::px(24);
  g.mutableState().player[0].camera = pinnedCamera();
  const core::Image img = view::renderRfFrame(g.state(), 0, tilted());
  Game empty = g;
  empty.mutableState().obj(slot).x = centre(10);  // the lift far off
  const core::Image bare = view::renderRfFrame(empty.state(), 0, tilted());
  const view::RfCamera3d c = view::rfCamera3d(kVp, view::rfCamRestPose(g.state(), 0));
  // the platform's south edge 24 px down lies below the opening's on the screen
  const auto [dx, dy] = onScreen(c, lift.x, lift.y + core::px(14), -core::px(24));
  const auto [ox, oy] = onScreen(c, lift.x, lift.y + core::px(16), 0);
  ASSERT_GT(dy, oy + 2);
  EXPECT_EQ(img.get(dx, dy), bare.get(dx, dy)) << "the platform shows through the ground";
  // inside the opening: the pit (dark) or the tank, never the bare pad
  const auto [ix, iy] = onScreen(c, lift.x + core::px(12), lift.y - core::px(12), 0);
  EXPECT_NE(img.get(ix, iy), bare.get(ix, iy));
  EXPECT_LT(brightness(img.get(ix, iy)), brightness(bare.get(ix, iy)));
  EXPECT_EQ(testutil::imageHash(img), "621c90e029f5df55");
}

TEST(Rf3dRender, WhatThePictureShowsIsDrawnBeyondTheArea) {
  // the heli's higher camera shows ground north of the simulation's rendered area: its objects
  // are drawn there too (an own mine 7 cells north, the area reaching 5)
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  const ViewCamera cam = g.state().player[0].camera;
  ASSERT_GT(cam.cellY0, 53);
  constexpr core::Rgba kSentinel = core::rgba(255, 0, 255);
  core::Image before(kVp.w, kVp.h, kSentinel);
  view::drawRfView(g.state(), 0, before, kVp, tilted());
  const ObjSlot out = spawnMine(g.mutableState(), 0, centre(40), centre(53));
  ASSERT_NE(out, kNoObj);
  g.mutableState().player[0].camera = cam;
  core::Image after(kVp.w, kVp.h, kSentinel);
  view::drawRfView(g.state(), 0, after, kVp, tilted());
  const view::RfCamera3d c = view::rfCamera3d(kVp, view::rfCamRestPose(g.state(), 0));
  const Obj& mo = g.state().obj(out);
  const auto [ox, oy] = onScreen(c, mo.x, mo.y, 0);
  ASSERT_GE(oy, 0);
  EXPECT_NE(before.get(ox, oy), kSentinel);          // the ground beyond the area
  EXPECT_NE(after.get(ox, oy), before.get(ox, oy));  // and its mine
}

TEST(Rf3dRender, TheScreenAt2xDrawsTheViewAtFullSize) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  const core::Image one = view::renderRfScreen(g.state(), tilted());
  view::RfFrameRenderOptions o2 = tilted();
  o2.scale = 2;
  const core::Image two = view::renderRfScreen(g.state(), o2);
  ASSERT_EQ(two.width(), 1280);
  ASSERT_EQ(two.height(), 960);
  // the dashboard is the 640 x 480 one doubled
  for (int y = kVp.h; y < view::kRfScreenHeight; y += 7)
    for (int x = 0; x < view::kRfScreenWidth; x += 5) ASSERT_EQ(two.get(2 * x + 1, 2 * y + 1), one.get(x, y));
  // the view is the 3D view of a 1280 x 800 viewport, not the small one doubled
  core::Image direct(1280, 960);
  view::drawRf3dView(g.state(), 0, direct, {0, 0, 1280, 800});
  EXPECT_EQ(two.get(641, 333), direct.get(641, 333));
  int differ = 0;
  for (int y = 0; y < 800; y += 3)
    for (int x = 0; x < 1280; x += 3) differ += two.get(x, y) != one.get(x / 2, y / 2) ? 1 : 0;
  EXPECT_GT(differ, 1000);
  // the end banner over the big view: the 1x band doubled
  g.mutableState().running = false;
  g.mutableState().winner = 0;
  const core::Image endOne = view::renderRfScreen(g.state(), tilted());
  const core::Image endTwo = view::renderRfScreen(g.state(), o2);
  EXPECT_EQ(endTwo.get(2 * 20 + 1, 2 * 200 + 1), endOne.get(20, 200));
  EXPECT_NE(endOne.get(20, 200), one.get(20, 200));
  o2.scale = 3;
  EXPECT_THROW(view::renderRfScreen(g.state(), o2), std::invalid_argument);
}

TEST(Rf3dRender, ThePictureIsAFunctionOfTheStateOnly) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  spawnVehicle(g.mutableState(), VehicleType::Heli, 1, centre(42), centre(58), 0);
  stepFrames(g, 2);
  const uint64_t hash = g.hash();
  const core::Image a = view::renderRfScreen(g.state(), tilted());
  EXPECT_EQ(g.hash(), hash);
  Game other = vehicleGame();  // another map area in between (other tiles in the cache)
  paintColumn(other, 10, 0, 127, kShallow);
  stepFrames(other, 1);
  (void)view::renderRfScreen(other.state(), tilted());
  (void)view::renderRfScreen(other.state());
  EXPECT_EQ(view::renderRfScreen(g.state(), tilted()), a);
  EXPECT_THROW(view::renderRfFrame(g.state(), 2, tilted()), std::invalid_argument);
}

}  // namespace
}  // namespace rf::test
