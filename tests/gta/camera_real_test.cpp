// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA camera on the real mission 1 (RETROSIM_GTA1_DATA): Camera_InitAll's snap with the
// zoom bias -204 (gta-game-core.md "Level start": zoomed out, then zooming in), eased to
// the mode's zoom over the first frames.
#include <gtest/gtest.h>

#include "gta/game.hpp"
#include "gta/gta_data.hpp"
#include "gta/sim/camera.hpp"

namespace gta {
namespace {

TEST(GtaCameraReal, Mission1StartsZoomedOutByTheBiasAndZoomsIn) {
  GTA1_DATA_OR_SKIP(dir);
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  const Player& p = g.state().entities.players[0];
  ASSERT_EQ(p.cameraFollowsCar, 1);  // the player sits in its car
  const Car& car = g.state().entities.cars[size_t(p.cameraTarget)];
  const int32_t z = car.sprite.z >> 16;
  // The level start: the zoom snapped to bias + mode height = -204 + 300 = 96, less the
  // speed zoom of the slowest speed (8 * 8 / 2 * 5 / 10 = 16): 80; the height 300 + 32 - z
  // (the car stands on the bottom layer, z 383: clamped to the lowest height, 16).
  EXPECT_EQ(p.camera.zoom, 96);
  EXPECT_EQ(p.camera.zoomBias, 0);  // the bias is Camera_InitAll's only
  EXPECT_EQ(p.viewport.zoom, 80);
  EXPECT_EQ(z, 383);
  EXPECT_EQ(p.viewport.height, 16);
  EXPECT_EQ(p.viewport.x, car.sprite.x >> 16);
  EXPECT_EQ(p.viewport.y, car.sprite.y >> 16);
  // The video mode sets the viewport's size after Game_Init (Game_Run step 6), so the
  // level start's scale is 0 and the first frame's Camera_Update gives 640 * zoom / 320.
  EXPECT_EQ(p.viewport.w, 640);
  EXPECT_EQ(p.viewport.scale, 0);
  // Then Camera_Follow eases the zoom to 300 (its velocity grows by 2 a frame up to 16, the
  // zoom moves by half of it: 0, 1, ... 8, then 8 a frame; the level start's Camera_Update
  // was the first step): 204 more after 29 frames, 284 on screen, and never beyond.
  int zoomedIn = -1;
  int32_t last = p.viewport.zoom;
  for (int f = 1; f <= 60; ++f) {
    g.step();
    const int32_t zoom = g.state().entities.players[0].viewport.zoom;
    EXPECT_GE(zoom, last) << "frame " << f;
    last = zoom;
    if (zoomedIn < 0 && zoom == 284) zoomedIn = f;
  }
  EXPECT_EQ(last, 284);
  EXPECT_EQ(g.state().entities.players[0].viewport.scale, 640 * 284 / 320);
  EXPECT_EQ(zoomedIn, 29);
}

}  // namespace
}  // namespace gta
