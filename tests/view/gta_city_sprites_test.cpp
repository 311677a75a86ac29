// SPDX-License-Identifier: GPL-3.0-or-later
// The style's sprites in the GTA city view (view/gta_city_render.hpp): with the user's style
// file a car is drawn with its model's sprite, turned by its angle and scaled by the
// perspective (Sprite_DrawCached), an object with its type's sprite advanced by the game's
// frame, an explosion quarter with the explosion group's sprite of its frame; colour 0 is
// not drawn; without a sprite our shapes stand in.
#include <gtest/gtest.h>

#include <filesystem>

#include "gta/sim/car.hpp"
#include "gta/sim/obj.hpp"
#include "gta/world_fixture.hpp"
#include "view/gta_art.hpp"
#include "view/gta_city_render.hpp"

namespace view {
namespace {

const std::filesystem::path kArtDir = std::filesystem::path(RETROSIM_SOURCE_DIR) / "data" / "gta" / "art";
constexpr core::Rgba kRed = 0xff0000ff, kGreen = 0x00ff00ff, kYellow = 0xffff00ff, kCyan = 0x00ffffff;

GtaSpriteArt solid(int w, int h, core::Rgba c, bool clearTop = false) {
  GtaSpriteArt sp;
  sp.w = w, sp.h = h;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) sp.px.push_back(clearTop && y < h / 2 ? core::Rgba{0} : c);
  return sp;
}

// Sprites: 0 a car (16 x 40, its north half colour 0), 1 and 2 an object's two frames, 3..5
// the explosions.
GtaStyleArt spriteStyle() {
  GtaStyleArt st;
  st.sprites = {solid(16, 40, kRed, true), solid(12, 12, kGreen), solid(12, 12, kYellow),
                solid(20, 20, kCyan),      solid(20, 20, kGreen), solid(20, 20, kYellow)};
  st.carSprite[5] = 0;
  st.objectSprite.assign(0x20, -1);
  st.objectSprite[0x12] = 1;  // the fire
  st.explosionSprite = 3, st.explosionFrames = 3;
  return st;
}

struct Box {
  int n = 0, x0 = 1 << 30, x1 = -1, y0 = 1 << 30, y1 = -1;
};
Box find(const core::Image& img, core::Rgba c) {
  Box b;
  for (int y = 0; y < img.height(); ++y)
    for (int x = 0; x < img.width(); ++x)
      if (img.get(x, y) == c)
        ++b.n, b.x0 = std::min(b.x0, x), b.x1 = std::max(b.x1, x), b.y0 = std::min(b.y0, y),
               b.y1 = std::max(b.y1, y);
  return b;
}

struct City {
  gta::Game game;
  City() : game(make()) {}
  static gta::Game make() {
    gta::test::TestCity c;
    c.fill(90, 90, 116, 116, gta::test::Col::Road).solidBlocks();
    return c.start();
  }
  core::Image draw(const GtaStyleArt* st) {
    GtaCityBlocks blocks;
    blocks.update(game.state());
    core::Image img(320, 240);
    // straight above (103.5, 103.5), height 200, zoom 200: a thing on the road (z 319) at
    // depth 519, 200 / 519 picture pixels a world pixel
    renderGtaCity(img, blocks, game.state(), {103 * 64 + 32, 103 * 64 + 32, 200, 200}, loadGtaArt(kArtDir),
                  st);
    return img;
  }
};

TEST(GtaCitySprites, ACarIsItsModelsSpriteTurnedAndScaled) {
  City c;
  const int car =
      gta::test::placeCar(c.game.mutableState(), 5, 103 * 64 + 32, 103 * 64 + 32, gta::test::kGround4);
  const GtaStyleArt st = spriteStyle();
  const Box north = find(c.draw(&st), kRed);
  // 16 x 40 at 200 / 520 - 64 / 1024 of a pixel: about 6 x 15, only the south half drawn
  ASSERT_GT(north.n, 20);
  EXPECT_NEAR(north.x1 - north.x0 + 1, 6, 1);
  EXPECT_NEAR(north.y1 - north.y0 + 1, 8, 1);
  EXPECT_GE(north.y0, 120);  // the see-through north half: nothing above the centre
  // turned a quarter (256 of 1024, clockwise): the drawn half lies west of the centre, wide
  c.game.mutableState().entities.cars[size_t(car)].sprite.angle = 256;
  const Box west = find(c.draw(&st), kRed);
  EXPECT_NEAR(west.x1 - west.x0 + 1, 8, 1);
  EXPECT_NEAR(west.y1 - west.y0 + 1, 6, 1);
  EXPECT_LE(west.x1, 160);
  // without the style (or its sprite) our box stands in
  EXPECT_EQ(find(c.draw(nullptr), kRed).n, 0);
  GtaStyleArt none = st;
  none.carSprite[5] = -1;
  EXPECT_EQ(find(c.draw(&none), kRed).n, 0);
}

TEST(GtaCitySprites, AnObjectShowsItsTypesSpriteAtItsFrame) {
  City c;
  gta::GameState& s = c.game.mutableState();
  const int fire = gta::objCreate(s, 0x12, gta::test::P(103 * 64 + 32), gta::test::P(103 * 64 + 32),
                                  gta::test::kGround4, 0);
  ASSERT_GE(fire, 0);
  const GtaStyleArt st = spriteStyle();
  s.entities.objs[size_t(fire)].sprite.frame = int16_t(s.entities.objInfos[0x12].sprNum);
  EXPECT_GT(find(c.draw(&st), kGreen).n, 10);
  s.entities.objs[size_t(fire)].sprite.frame = int16_t(s.entities.objInfos[0x12].sprNum + 1);
  const core::Image next = c.draw(&st);
  EXPECT_EQ(find(next, kGreen).n, 0);
  EXPECT_GT(find(next, kYellow).n, 10);
}

TEST(GtaCitySprites, AnExplosionQuarterShowsTheSpriteOfItsFrame) {
  City c;
  gta::ExplSlot& q = c.game.mutableState().expl.slots[0];
  q.sprite.x = (103 * 64 + 32) << 16, q.sprite.y = (103 * 64 + 32) << 16, q.sprite.z = gta::test::kGround4;
  const GtaStyleArt st = spriteStyle();
  q.frame = 1;
  EXPECT_GT(find(c.draw(&st), kCyan).n, 10);
  q.frame = 2;
  EXPECT_GT(find(c.draw(&st), kGreen).n, 10);
  q.frame = 9;  // past the group's frames: its last
  EXPECT_GT(find(c.draw(&st), kYellow).n, 10);
}

}  // namespace
}  // namespace view
