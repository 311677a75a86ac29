// SPDX-License-Identifier: GPL-3.0-or-later
// The camera after a death (docs/rf-views.md "After a death", designed):
// it stays on the wreck through its explosion, then the fly-back's camera step (0x4052d0)
// flies it home to the pad without a jump; a vehicle that sank leaves the camera where it
// was. On the playable test map (pad (10,10), grass), dt = 2.
#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "rf/sim/launch/launch_test_util.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/view_pass.hpp"

namespace rf {
namespace {

using test::hasEvent;
using test::keys;
using test::launch;
using test::launchGame;
using test::stepUntil;
using test::teamVehicle;

constexpr Fixed kPadCentre = 336 * 0x10000;

struct Shot {
  Fixed x, y;
  bool drawn;
  BunkerPhase phase;
  int32_t flyStep;
};

Shot cameraOf(const Game& g) {
  const PlayerState& p = g.state().player[0];
  return {p.camera.x, p.camera.y, p.camera.drawn, p.bunker.phase, p.bunker.flyStep};
}

int64_t distancePx(Fixed ax, Fixed ay, Fixed bx, Fixed by) {
  return core::Length2d(int64_t{ax} - bx, int64_t{ay} - by) >> 16;
}

// A tank 1,600 px east and 640 px south of its pad blows itself up (all three buttons).
TEST(Camera, StaysOnTheWreckThenFliesHomeWithoutAJump) {
  Game g = launchGame(1);
  launch(g);
  for (int f = 0; f < 40; ++f) g.step(Inputs{});
  const Obj* v = teamVehicle(g, 0);
  ASSERT_NE(v, nullptr);
  objMove(g.mutableState(), v->slot(), core::px(1600), core::px(640), 0);
  g.step(Inputs{});
  Inputs boom;
  boom.words[0] = keys(true, true, true);
  g.step(boom);
  ASSERT_TRUE(hasEvent(g, EventId::VehicleDies));
  const Obj* wreck = g.object(g.state().team[0].launch.wreckId);
  ASSERT_NE(wreck, nullptr);
  const Fixed wx = wreck->x, wy = wreck->y;

  std::vector<Shot> shots{cameraOf(g)};
  while (shots.size() < 400 && !(shots.back().phase == BunkerPhase::FlyBack && shots.back().flyStep > 0)) {
    g.step(Inputs{});
    shots.push_back(cameraOf(g));
  }
  ASSERT_EQ(shots.back().flyStep, 1) << "the fly-back's camera step never ended";

  // on the wreck: the 120 ticks of the respawn delay (60 frames) and the flight's start
  int onWreck = 0;
  while (onWreck < static_cast<int>(shots.size()) &&
         distancePx(shots[static_cast<size_t>(onWreck)].x, shots[static_cast<size_t>(onWreck)].y, wx, wy) <= 48) {
    ++onWreck;
  }
  EXPECT_GE(onWreck, 60);
  // every frame until the skull draws the map, and no step is over 96 px
  int64_t largest = 0;
  for (size_t i = 1; i + 1 < shots.size(); ++i) {
    EXPECT_TRUE(shots[i].drawn) << "frame " << i;
    largest = std::max(largest, distancePx(shots[i].x, shots[i].y, shots[i - 1].x, shots[i - 1].y));
  }
  EXPECT_LE(largest, 96);
  EXPECT_GE(largest, 64) << "the flight should reach its cruising speed (80 px a frame)";
  // the last camera frame is on the pad
  const Shot& last = shots[shots.size() - 2];
  EXPECT_EQ(last.x, kPadCentre);
  EXPECT_EQ(last.y, kPadCentre);
  // and it moved towards home all the way: the distance to the pad never grows
  for (size_t i = static_cast<size_t>(onWreck); i + 1 < shots.size(); ++i) {
    EXPECT_LE(distancePx(shots[i].x, shots[i].y, kPadCentre, kPadCentre),
              distancePx(shots[i - 1].x, shots[i - 1].y, kPadCentre, kPadCentre))
        << "frame " << i;
  }
}

// Near the pad the flight is short; the camera step still lasts its 40 ticks.
TEST(Camera, AShortFlightHomeStillLastsFortyTicks) {
  Game g = launchGame(1);
  launch(g);
  for (int f = 0; f < 40; ++f) g.step(Inputs{});
  Inputs boom;
  boom.words[0] = keys(true, true, true);
  g.step(boom);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return gg.state().player[0].bunker.phase == BunkerPhase::FlyBack; }, 200), 0);
  const int32_t t0 = g.tick();
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return gg.state().player[0].bunker.flyStep == 1; }, 100), 0);
  EXPECT_EQ(g.tick() - t0, 38);  // the timer's frame counts as the first of the 40 ticks
}

// A tank that sinks leaves no wreck: the camera stays where it sank until the fade to the
// bunker, never cutting to the pad.
TEST(Camera, StaysWhereAVehicleSank) {
  Game g = launchGame(1);
  launch(g);
  for (int x = 0; x < kMapCells; ++x) {
    for (int y = 12; y < 20; ++y) g.mutableState().world.setCell(x, y, cell::make(kTerrainDeep));
  }
  const uint32_t fwd = keys(false, false, false, true);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return hasEvent(gg, EventId::VehicleDies); }, 300, fwd), 0);
  ASSERT_EQ(g.state().team[0].launch.wreckId, 0u);
  const Shot sank = cameraOf(g);
  EXPECT_GT(sank.y, kPadCentre + core::px(32));  // south of the pad, in the water
  int frames = 0;
  while (g.state().player[0].view == ViewMode::Play && frames < 200) {
    const Shot s = cameraOf(g);
    EXPECT_EQ(s.x, sank.x);
    EXPECT_EQ(s.y, sank.y);
    EXPECT_TRUE(s.drawn);
    g.step(Inputs{});
    ++frames;
  }
  EXPECT_GE(frames, 50);  // the 120 ticks of the respawn delay
}

}  // namespace
}  // namespace rf
