// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA city in 3D (view/gta_city_render.hpp) on the made-up test city: a two-high
// building seen from beside shows the walls facing the camera and its roof, the ones facing
// away stay hidden; the art strip is checked for its size; the picture is pinned.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <set>

#include "gta/game_fixture.hpp"
#include "gta/world_fixture.hpp"
#include "image_hash.hpp"
#include "view/gta_art.hpp"
#include "view/gta_city_render.hpp"

namespace view {
namespace {

const std::filesystem::path kArtDir = std::filesystem::path(RETROSIM_SOURCE_DIR) / "data" / "gta" / "art";

struct Scene {
  gta::Game game;
  GtaCityBlocks blocks;
};

Scene buildingScene() {
  gta::test::TestCity city;
  city.fill(100, 100, 101, 101, gta::test::Col::Building).fill(96, 96, 99, 110, gta::test::Col::Road);
  city.fill(104, 96, 108, 110, gta::test::Col::Water).oneWay(90, 96, 92, 110, 1).solidBlocks();
  Scene s{city.start(), {}};
  s.blocks.update(s.game.state());
  return s;
}

int distinctColours(const core::Image& img) {
  return int(std::set<core::Rgba>(img.pixels().begin(), img.pixels().end()).size());
}

TEST(GtaCityRender, ABuildingShowsTheWallsThatFaceTheCameraAndItsRoof) {
  const GtaArt art = loadGtaArt(kArtDir);
  Scene s = buildingScene();
  core::Image img(320, 240);
  // the camera south-east of the building: its south and east walls face it
  GtaViewCamera cam{103 * 64, 104 * 64, 200, 200};
  const GtaCityStats st = renderGtaCity(img, s.blocks, s.game.state(), cam, art);
  EXPECT_GT(st.blocks, 100);
  // 2 x 2 cells on 2 layers: the east and south walls of the outer cells (4 each layer) and
  // the 4 roofs, besides the ground's lids
  EXPECT_GE(st.faces, st.blocks + 8);
  EXPECT_GE(distinctColours(img), 64);
  // The picture south-east of the building is not the one from north-west.
  core::Image other(320, 240);
  renderGtaCity(other, s.blocks, s.game.state(), GtaViewCamera{98 * 64, 98 * 64, 200, 200}, art);
  EXPECT_NE(img, other);
}

TEST(GtaCityRender, SidesAreDrawnOnlyWhenTheCameraSeesThem) {
  const GtaArt art = loadGtaArt(kArtDir);
  Scene s = buildingScene();
  core::Image img(320, 240);
  // straight above the building's middle: every wall's foot lies under its top (no side)
  const GtaCityStats above = renderGtaCity(img, s.blocks, s.game.state(), {101 * 64, 101 * 64, 200, 200}, art);
  // beside it: the walls facing the camera are drawn
  const GtaCityStats beside = renderGtaCity(img, s.blocks, s.game.state(), {106 * 64, 101 * 64, 200, 200}, art);
  EXPECT_GT(beside.faces, above.faces);
}

TEST(GtaCityRender, ThePictureIsPinned) {
  const GtaArt art = loadGtaArt(kArtDir);
  Scene s = buildingScene();
  core::Image img(320, 240);
  renderGtaCity(img, s.blocks, s.game.state(), {103 * 64, 104 * 64, 200, 200}, art);
  EXPECT_EQ(testutil::imageHash(img), "299b7f0241562a27");
}

TEST(GtaCityRender, PickFindsTheBlockUnderThePointer) {
  Scene s = buildingScene();
  GtaPick p;
  // the picture's centre is the point under the camera; the building's roof is on layer 4
  ASSERT_TRUE(gtaPickBlock(s.blocks, {100 * 64 + 32, 100 * 64 + 32, 200, 200}, 320, 240, 160, 120, p));
  EXPECT_EQ(p.x, 100);
  EXPECT_EQ(p.y, 100);
  EXPECT_EQ(p.z, 4);
  ASSERT_TRUE(gtaPickBlock(s.blocks, {96 * 64 + 32, 96 * 64 + 32, 200, 200}, 320, 240, 160, 120, p));
  EXPECT_EQ(p.z, 5);  // the road on the bottom layer
  EXPECT_FALSE(gtaPickBlock(s.blocks, {-4000, -4000, 200, 200}, 320, 240, 160, 120, p));
}

// A lid turned by its block's rotation bits (type_map 14-15): the road's lid 1 of a style
// whose texel (u, v) is coloured (4 u, 4 v, 0), seen from straight above its cell; the
// pixel near the cell's north-west corner shows texel (~6, ~6) unturned and the tile's
// (v, 63 - u) = (~6, ~57) turned by 90 degrees.
TEST(GtaCityRender, ALidTurnsByItsRotationBits) {
  GtaStyleArt style;
  style.lids = 2;
  for (std::vector<core::Rgba>& tiles : style.lid) {
    for (int n = 0; n < 2; ++n)
      for (int v = 0; v < 64; ++v)
        for (int u = 0; u < 64; ++u) tiles.push_back(core::rgba(uint8_t(u * 4), uint8_t(v * 4), 0));
  }
  const GtaArt art = loadGtaArt(kArtDir);
  const auto cornerGreen = [&](uint16_t rotation) {
    gta::test::TestCity city;
    city.fill(96, 96, 110, 110, gta::test::Col::Road);
    gta::CmpFile cmp = *city.cmp();
    cmp.blocks[0].typeMap = uint16_t((cmp.blocks[0].typeMap & 0x3fff) | (rotation << 14));
    gta::Game game = gta::Game::load(std::make_shared<const gta::CmpFile>(cmp),
                                     gta::test::missionText("", "", "0 0 0 0 0 0"), 1);
    GtaCityBlocks blocks;
    blocks.update(game.state());
    core::Image img(320, 240);
    // the lid on layer 5's top plane: depth 200 + 320, a block 64 x 200 / 520 = 24.6 pixels
    renderGtaCity(img, blocks, game.state(), {103 * 64 + 32, 103 * 64 + 32, 200, 200}, art, &style);
    return core::green(img.get(150, 110));
  };
  EXPECT_LT(cornerGreen(0), 60);
  EXPECT_GT(cornerGreen(1), 200);
  EXPECT_GT(cornerGreen(2), 200);  // 180: (63 - u, 63 - v)
  EXPECT_LT(cornerGreen(3), 60);   // 270: (63 - v, u)
}

TEST(GtaArt, AStripOfTheWrongSizeIsOneLine) {
  try {
    (void)gtaArtFromStrip(core::Image(64, 64), "tiles.png");
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "tiles.png: expected a 1408 x 64 strip of 22 tiles, found 64 x 64");
  }
}

}  // namespace
}  // namespace view
