// SPDX-License-Identifier: GPL-3.0-or-later
// The mouse in `gta play` (app/gta_play_program.hpp), with synthetic mouse events given
// through the null backend's queue to the one window loop: the bottom line names the block
// and the object under the pointer, a drag with the left button pans the free camera by the
// motion times the depth over the scale, the wheel zooms, and F acts on the block under the
// pointer. Without a mouse (every other window frame) the cross at the centre stands in.
// A left click uses the tool where it points (a right click changes it): a fire, an
// explosion, a kick, each a run-script command, or the camera following the car there.
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

// The left button going down at (x, y); held while the pointer moves to (x, y) by (dx, dy).
input::DeviceFrame press(int x, int y) {
  input::DeviceFrame f = pointer(x, y);
  f.mouse.left = f.mouse.leftPressed = true;
  return f;
}
input::DeviceFrame drag(int x, int y, int dx, int dy) {
  input::DeviceFrame f = pointer(x, y);
  f.mouse.left = true;
  f.mouse.dx = dx, f.mouse.dy = dy;
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
  EXPECT_EQ(t.find(" fire (type"), std::string::npos) << t;
  EXPECT_NE(t.find("block (9"), std::string::npos) << t;
}

TEST(GtaPlayMouse, ADragPansAndTheWheelZooms) {
  Play r;
  input::DeviceFrame wheel = pointer(360, 220);
  wheel.mouse.wheel = 2;
  r.null.queue(press(320, 240));
  r.null.queue(drag(360, 220, 40, -20));
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

input::DeviceFrame click(int x, int y, bool right = false) {
  input::DeviceFrame f = pointer(x, y);
  (right ? f.mouse.rightPressed : f.mouse.leftPressed) = true;  // down and up within the frame
  return f;
}

TEST(GtaPlayMouse, ALeftClickUsesTheToolARightClickChangesIt) {
  Play r;
  EXPECT_EQ(r.program.tool(), GtaTool::Fire);
  r.null.queue({});  // the first picture reads the city's blocks
  r.null.queue(click(10, 240));
  r.frames(3);
  ASSERT_EQ(r.program.recorded().size(), 1u);
  EXPECT_NE(r.program.recorded()[0].find(" fire 9"), std::string::npos) << r.program.recorded()[0];
  // right: the explosion; a click at the centre explodes on the roof (layer 4: z 319)
  r.null.queue(click(320, 240, true));
  r.null.queue(click(320, 240));
  r.frames(3);
  EXPECT_EQ(r.program.tool(), GtaTool::Explosion);
  ASSERT_EQ(r.program.recorded().size(), 2u);
  EXPECT_NE(r.program.recorded()[1].find(" explosion 6432,6432,319"), std::string::npos)
      << r.program.recorded()[1];
  // right: the kick; the fire is the object nearest the centre
  r.null.queue(click(320, 240, true));
  r.null.queue(click(320, 240));
  r.frames(3);
  EXPECT_EQ(r.program.tool(), GtaTool::Kick);
  ASSERT_EQ(r.program.recorded().size(), 3u);
  EXPECT_NE(r.program.recorded()[2].find(" kick "), std::string::npos) << r.program.recorded()[2];
  EXPECT_NE(r.program.status().find("click kick"), std::string::npos) << r.program.status();
  // right twice more: follow, then back to fire
  r.null.queue(click(320, 240, true));
  r.null.queue(click(320, 240, true));
  r.frames(3);
  EXPECT_EQ(r.program.tool(), GtaTool::Fire);
}

TEST(GtaPlayMouse, ADragIsNotAClick) {
  Play r;
  r.null.queue({});
  r.null.queue(press(320, 240));
  r.null.queue(drag(340, 240, 20, 0));
  r.null.queue(pointer(340, 240));  // released
  r.frames(5);
  EXPECT_TRUE(r.program.recorded().empty());
  // a press and release 3 pixels apart is a click
  r.null.queue(press(320, 240));
  r.null.queue(drag(343, 240, 3, 0));
  r.null.queue(pointer(343, 240));
  r.frames(4);
  EXPECT_EQ(r.program.recorded().size(), 1u);
}

// The follow tool: a click on a car puts the camera on it, and it follows the car.
TEST(GtaPlayMouse, TheFollowToolPutsTheCameraOnTheCarClicked) {
  gta::test::TestCity c;
  c.fill(90, 90, 110, 110, gta::test::Col::Road);
  gta::Game game = c.start();
  const int car = gta::test::placeCar(game.mutableState(), 1, 103 * 64, 100 * 64 + 32, gta::test::kGround5);
  GtaPlayOptions opt;
  GtaPlayProgram program(std::move(game), gta::parseRunScript("0 fire 100,100,5\n", "t.txt"), opt);
  NullBackend null;
  test::FakeClock clock;
  const auto frames = [&](int n) {
    return runWindowLoop(null, null, clock, program, LoopOptions{.frames = n, .dt = 3});
  };
  for (int i = 0; i < 3; ++i) null.queue(click(5, 5, true));  // fire -> explosion -> kick -> follow
  frames(3);
  ASSERT_EQ(program.tool(), GtaTool::Follow);
  // the car 3 blocks east of the camera's point: depth 300 + 320, scale 400: 124 pixels right
  null.queue(click(320 + 192 * 400 / 620, 240));
  frames(1);
  EXPECT_EQ(program.cameraMode(), GtaCamMode::Car);
  EXPECT_EQ(program.followedCar(), car);
  EXPECT_EQ(program.camera().x, 103 * 64);
  EXPECT_TRUE(program.recorded().empty());  // following is a view change, not a command
  EXPECT_NE(program.status().find("cam car " + std::to_string(car)), std::string::npos)
      << program.status();
}

}  // namespace
}  // namespace app
