// SPDX-License-Identifier: GPL-3.0-or-later
// The mouse in `gta play` (app/gta_play_program.hpp), with synthetic mouse events given
// through the null backend's queue to the one window loop: the bottom line names the block
// and the object under the pointer, a drag with the left button pans the free camera by the
// motion times the depth over the scale, the wheel zooms, and F acts on the block under the
// pointer. Without a mouse (every other window frame) the cross at the centre stands in.
#include <gtest/gtest.h>

#include <string>

#include "app/fake_clock.hpp"
#include "app/gta_play_program.hpp"
#include "app/window_loop.hpp"
#include "gta/data/run_script.hpp"
#include "gta/world_fixture.hpp"

namespace app {
namespace {

// The made-up city with a two-high building at (100..101, 100..101) and a fire on its roof
// at frame 0; the script's camera is over the fire's block (x 6432, y 6432, height 300,
// zoom 200).
gta::Game city() {
  gta::test::TestCity c;
  c.fill(100, 100, 101, 101, gta::test::Col::Building);
  return c.start();
}

input::DeviceFrame pointer(int x, int y) {
  input::DeviceFrame f;
  f.mouse.inside = true;
  f.mouse.x = x, f.mouse.y = y;
  return f;
}

struct Play {
  GtaPlayOptions opt;
  GtaPlayProgram program;
  NullBackend null;
  test::FakeClock clock;
  Play() : program(city(), gta::parseRunScript("0 fire 100,100,4\n", "t.txt"), opt) {}
  int frames(int n) { return runWindowLoop(null, null, clock, program, LoopOptions{.frames = n, .dt = 3}); }
};

constexpr int32_t kCamX = 100 * 64 + 32;

TEST(GtaPlayMouse, TheBottomLineNamesTheBlockAndTheObjectUnderThePointer) {
  Play r;
  ASSERT_EQ(r.program.cameraMode(), GtaCamMode::Free);
  ASSERT_EQ(r.program.camera().x, kCamX);
  r.null.queue(pointer(320, 240));  // the picture's centre: over the fire's block
  r.frames(1);
  const std::string s = r.program.status();
  EXPECT_NE(s.find("block (100,100,4) building"), std::string::npos) << s;
  EXPECT_NE(s.find(" fire (type 18)"), std::string::npos) << s;
  // the pointer far to the left: another block, no object under it
  r.null.queue(pointer(10, 240));
  r.frames(1);
  const std::string t = r.program.status();
  EXPECT_EQ(t.find("fire"), std::string::npos) << t;
  EXPECT_NE(t.find("block (9"), std::string::npos) << t;
}

TEST(GtaPlayMouse, ADragPansAndTheWheelZooms) {
  Play r;
  input::DeviceFrame press = pointer(320, 240);
  press.mouse.left = press.mouse.leftPressed = true;
  input::DeviceFrame drag = pointer(360, 220);
  drag.mouse.left = true;
  drag.mouse.dx = 40, drag.mouse.dy = -20;
  input::DeviceFrame wheel = pointer(360, 220);
  wheel.mouse.wheel = 2;
  r.null.queue(press);
  r.null.queue(drag);
  r.null.queue(wheel);
  r.frames(3);
  // the roof (layer 4) under the pointer: depth 300 + 4 x 64 = 556, scale 640 x 200 / 320 = 400
  EXPECT_EQ(r.program.camera().x, kCamX - 40 * 556 / 400);  // 55 pixels west
  EXPECT_EQ(r.program.camera().y, kCamX + 20 * 556 / 400);  // 27 pixels south
  EXPECT_EQ(r.program.camera().zoom, 200 + 2 * 20);
  EXPECT_EQ(r.program.camera().height, 300);
  // a motion without the button moves nothing
  input::DeviceFrame move = pointer(100, 100);
  move.mouse.dx = 50;
  r.null.queue(move);
  r.frames(1);
  EXPECT_EQ(r.program.camera().x, kCamX - 40 * 556 / 400);
}

TEST(GtaPlayMouse, FActsOnTheBlockUnderThePointer) {
  Play r;
  input::DeviceFrame f = pointer(10, 240);
  f.pressedScan = {9};  // F
  f.scan[9] = true;
  r.null.queue({});  // the first picture reads the city's blocks
  r.null.queue(f);
  r.frames(3);
  ASSERT_EQ(r.program.recorded().size(), 1u);
  EXPECT_NE(r.program.recorded()[0].find(" fire 9"), std::string::npos) << r.program.recorded()[0];
  // without a mouse the cross at the centre: F there is the fire's block
  Play c;
  input::DeviceFrame k;
  k.pressedScan = {9};
  k.scan[9] = true;
  c.null.queue({});
  c.null.queue(k);
  c.frames(3);
  ASSERT_EQ(c.program.recorded().size(), 1u);
  EXPECT_NE(c.program.recorded()[0].find(" fire 100,100,4"), std::string::npos) << c.program.recorded()[0];
}

}  // namespace
}  // namespace app
