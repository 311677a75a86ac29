// SPDX-License-Identifier: GPL-3.0-or-later
// Camera_Follow's easing and Camera_InitAll's bias (gta/sim/camera.hpp) on a made-up player.
#include <gtest/gtest.h>

#include "gta/sim/camera.hpp"

namespace gta {
namespace {

TEST(GtaCamera, EaseMovesByHalfItsVelocityAndSnapsAtTheTarget) {
  int32_t cur = 0, vel = 0;
  // up by 2 a frame: 0, 0+0, 0+1, 1+2, 3+3 ... until the target is passed
  const int32_t want[] = {0, 1, 3, 6, 10, 15, 21, 28, 36, 44, 50};
  for (int32_t w : want) {
    cameraEase(cur, vel, 50, 16, 2, 1);
    EXPECT_EQ(cur, w);
  }
  EXPECT_EQ(vel, 0);  // snapped
  // down: the velocity shrinks by `down`, at most to -max
  cur = 100, vel = 0;
  cameraEase(cur, vel, 0, 4, 1, 3);
  EXPECT_EQ(cur, 100);
  EXPECT_EQ(vel, -3);
  cameraEase(cur, vel, 0, 4, 1, 3);
  EXPECT_EQ(cur, 98);
  EXPECT_EQ(vel, -4);
}

TEST(GtaCamera, InitAllSnapsWithTheBiasOfMinus204) {
  GameState s;
  s.playerCount = 1;
  Player& p = s.entities.players[0];
  p.ped = 3;
  p.cameraTarget = 3;
  Ped& d = s.entities.peds[3];
  d.sprite.x = 100 << 16;
  d.sprite.y = 200 << 16;
  d.sprite.z = 255 << 16;  // NYC's street level
  playerSetViewport(p, kScreenWidth, kScreenHeight);
  cameraInitAll(s);
  EXPECT_EQ(p.camera.zoom, 300 + kCameraZoomBias);
  EXPECT_EQ(p.camera.zoomBias, 0);
  EXPECT_EQ(p.camera.state, kCameraFollow);
  EXPECT_EQ(p.viewport.zoom, 80);
  EXPECT_EQ(p.viewport.height, 77);  // 300 + 32 - 255
  EXPECT_EQ(p.viewport.scale, 160);
  EXPECT_EQ(p.viewport.x, 100);
  EXPECT_EQ(p.viewport.y, 200);
  // zoomed in: the public notes' street view, zoom 284 (scale 568) from height 77
  for (int i = 0; i < 40; ++i) cameraUpdateAll(s);
  EXPECT_EQ(p.viewport.zoom, 284);
  EXPECT_EQ(p.viewport.scale, 568);
  EXPECT_EQ(p.viewport.height, 77);
}

TEST(GtaCamera, ViewportOfAScreenThatIsNot4By3IsSquashed) {
  Player p;
  playerSetViewport(p, 640, 480);
  EXPECT_EQ(p.viewport.squash, 0);
  EXPECT_EQ(p.viewport.cx, 320);
  playerSetViewport(p, 320, 200);
  EXPECT_EQ(p.viewport.squash, 1);
  EXPECT_EQ(p.viewport.w16, 320 << 16);
}

}  // namespace
}  // namespace gta
