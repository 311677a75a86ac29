// The tilted view (view/rf_tilted_render.hpp): the projection's numbers, the painter's order
// (of two vehicles overlapping on the screen the nearer one, south, covers the farther one,
// whatever their pool slots), the heli drawn at its altitude with its shadow on the ground,
// cells outside the view's area dimmed and without objects, and the picture a pure function
// of the state.
#include "view/rf_tilted_render.hpp"

#include <gtest/gtest.h>

#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/view_pass.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr view::Viewport kVp{0, 0, view::kRfScreenWidth, view::kRfScreenHeight - view::kRfDashboardHeight};

view::RfFrameRenderOptions tilted() {
  view::RfFrameRenderOptions o;
  o.style = view::RfViewStyle::Tilted;
  return o;
}

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

TEST(RfTiltedRender, TheProjection) {
  const Fixed cx = centre(40), cy = centre(60);
  const view::TiltedPoint c = view::tiltedProject(kVp, cx, cy, cx, cy, 0);
  EXPECT_EQ(c.x, int64_t{320} << 16);
  EXPECT_EQ(c.y, int64_t{200} << 16);
  const view::TiltedPoint east = view::tiltedProject(kVp, cx, cy, cx + core::px(32), cy, 0);
  EXPECT_EQ(east.x - c.x, int64_t{32} << 16);
  EXPECT_EQ(east.y, c.y);
  const view::TiltedPoint south = view::tiltedProject(kVp, cx, cy, cx, cy + core::px(5), 0);
  EXPECT_EQ(south.y - c.y, int64_t{4} << 16);  // 5 px south: 4 px down the screen
  const view::TiltedPoint up = view::tiltedProject(kVp, cx, cy, cx, cy, core::px(5));
  EXPECT_EQ(up.y - c.y, -(int64_t{3} << 16));  // 5 px up: 3 px up the screen
  // the camera is taken to the whole pixel
  EXPECT_EQ(view::tiltedProject(kVp, cx + 0x8000, cy + 0x8000, cx, cy, 0).x, c.x);
  // the painter's key: north before south, low before high
  EXPECT_LT(view::tiltedDepth(core::px(100), 0), view::tiltedDepth(core::px(101), 0));
  EXPECT_LT(view::tiltedDepth(core::px(100), 0), view::tiltedDepth(core::px(100), core::px(1)));
}

TEST(RfTiltedRender, TheNearerVehicleCoversTheFartherOne) {
  const Fixed x = centre(40), y = centre(60);
  // 26 px south: 2 px apart on the ground, while on the screen the near tank's top covers
  // the far one's south side
  const Fixed south = y + core::px(26);
  Game empty = vehicleGame();
  Game north = vehicleGame();
  spawnVehicle(north.mutableState(), VehicleType::Tank, 0, x, y, 0);
  Game near = vehicleGame();
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
  // the near tank's north end over the far one's south end (the tank model's sloped front
  // and tracks, data/rf/models/tank_hull.obj: 12 px of them)
  EXPECT_GT(overlap, 10);
  EXPECT_GT(farOnly, 100);
  EXPECT_EQ(w, b);
}

TEST(RfTiltedRender, TheHeliFliesAtItsAltitudeWithItsShadowOnTheGround) {
  Game empty = vehicleGame();
  Game heli = vehicleGame();
  const ObjSlot slot =
      spawnVehicle(heli.mutableState(), VehicleType::Heli, 0, centre(40), centre(60), 0).slot();
  stepFrames(heli, 1);
  Obj& h = heli.mutableState().obj(slot);
  h.z = core::px(40);
  heli.mutableState().player[0].camera = pinnedCamera();
  const core::Image img = view::renderRfFrame(heli.state(), 0, tilted());
  const core::Image e = drawPinned(empty);
  const auto at = [&](Fixed dx, Fixed dy, Fixed z) {
    const view::TiltedPoint p = view::tiltedProject(kVp, centre(40), centre(60), h.x + dx, h.y + dy, z);
    return std::pair{static_cast<int>(p.x >> 16), static_cast<int>(p.y >> 16)};
  };
  // the body's top (z 48) over the middle of the cabin, 10 px ahead of the object
  const auto [bx, by] = at(0, -core::px(10), core::px(48));
  EXPECT_NE(img.get(bx, by), e.get(bx, by));
  // the ground under it (beside the tail boom) is bare: the heli is drawn 29 px higher up
  const auto [gx, gy] = at(core::px(10), -core::px(10), 0);
  EXPECT_EQ(img.get(gx, gy), e.get(gx, gy));
  // the shadow falls east-south-east: + (2 z / 3, z / 3) of the top face
  const auto [sx, sy] = at(core::px(32), -core::px(10) + core::px(16), 0);
  EXPECT_LT(brightness(img.get(sx, sy)), brightness(e.get(sx, sy)));
}

TEST(RfTiltedRender, OutsideTheAreaCellsAreDimmedAndObjectsNotDrawn) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  const ViewCamera cam = g.state().player[0].camera;
  const core::Image before = view::renderRfFrame(g.state(), 0, tilted());
  // an own mine in the first column left of the area, one in the area
  const ObjSlot out = spawnMine(g.mutableState(), 0, centre(cam.cellX0 - 1), centre(60));
  const ObjSlot in = spawnMine(g.mutableState(), 0, centre(cam.cellX0 + 1), centre(60));
  ASSERT_NE(out, kNoObj);
  ASSERT_NE(in, kNoObj);
  g.mutableState().player[0].camera = cam;
  const core::Image after = view::renderRfFrame(g.state(), 0, tilted());
  const auto screen = [&](ObjSlot m) {
    const Obj& o = g.state().obj(m);
    const view::TiltedPoint p = view::tiltedProject(kVp, cam.x, cam.y, o.x, o.y, 0);
    return std::pair{static_cast<int>(p.x >> 16), static_cast<int>(p.y >> 16)};
  };
  const auto [ox, oy] = screen(out);
  const auto [ix, iy] = screen(in);
  ASSERT_GE(ox, 0);
  EXPECT_EQ(after.get(ox, oy), before.get(ox, oy));                           // not drawn
  EXPECT_NE(after.get(ix, iy), before.get(ix, iy));                           // drawn
  EXPECT_LT(brightness(before.get(ox, oy)), brightness(before.get(ix, iy)));  // the same grass, dimmed
}

TEST(RfTiltedRender, ThePictureIsAFunctionOfTheStateOnly) {
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
