// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA city view's see-through faces and animated tiles (view/gta_city_render.hpp), after
// the public renderer notes: a flat block draws one panel an axis on its left / top edge,
// skipping colour 0 and the style's skip tile; a flat lid is see-through, an opaque one draws
// colour 0; the style's animations show their aux tiles in turn (Style_UpdateAnims) and the
// game's animated door tiles show what Style_SetTileFrame set; an east-west ramp's lid reads
// as a lid seen from above.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>

#include "gta/game_fixture.hpp"
#include "gta/world_fixture.hpp"
#include "view/gta_art.hpp"
#include "view/gta_city_render.hpp"

namespace view {
namespace {

const std::filesystem::path kArtDir = std::filesystem::path(RETROSIM_SOURCE_DIR) / "data" / "gta" / "art";
constexpr core::Rgba kRed = 0xff0000ff, kBlue = 0x0000ffff, kGreen = 0x00ff00ff, kWhite = 0xffffffff;
constexpr core::Rgba kClear = 0xffff0000;  // colour 0 of a style tile (yellow): kept, alpha 0
constexpr core::Rgba kYellow = 0xffff00ff;

// A road city with one extra block on layer 4 over the road of cell (103, 103).
gta::Game cityWith(const gta::CmpBlock& extra) {
  gta::test::TestCity city;
  city.fill(90, 90, 116, 116, gta::test::Col::Road).solidBlocks();
  gta::CmpFile cmp = *city.cmp();
  const auto block = static_cast<uint8_t>(cmp.blocks.size());
  cmp.blocks.push_back(extra);
  const auto col = static_cast<uint32_t>(cmp.columns.size());
  cmp.columns.insert(cmp.columns.end(), {4, 0, block, 0, 0, 0});  // height 4: the extra, then the road
  cmp.base[size_t(103) * gta::kCmpMapSize + 103] = col;
  cmp.header.columnSize = static_cast<uint32_t>(cmp.columns.size());
  cmp.header.blockSize = static_cast<uint32_t>(cmp.blocks.size() * gta::kCmpBlockRecordSize);
  return gta::Game::load(std::make_shared<const gta::CmpFile>(cmp),
                         gta::test::missionText("", "", "0 0 0 0 0 0"), 1);
}

// A style whose lid 1 (the road's) is blue and side 1 red with its left half colour 0.
GtaStyleArt fenceStyle() {
  GtaStyleArt st;
  st.sides = 2, st.lids = 2;
  for (std::vector<core::Rgba>& tiles : st.side)
    for (int n = 0; n < 2; ++n)
      for (int i = 0; i < 64 * 64; ++i) tiles.push_back(i % 64 < 32 ? kClear : kRed);
  for (std::vector<core::Rgba>& tiles : st.lid)
    for (int n = 0; n < 2; ++n)
      for (int i = 0; i < 64 * 64; ++i) tiles.push_back(kBlue);
  return st;
}

core::Image draw(const gta::Game& game, const GtaViewCamera& cam, const GtaStyleArt* style) {
  GtaCityBlocks blocks;
  blocks.update(game.state());
  core::Image img(320, 240);
  renderGtaCity(img, blocks, game.state(), cam, loadGtaArt(kArtDir), style);
  return img;
}

struct Count {
  int red = 0, minX = 1 << 30, maxX = -1;
};
Count reds(const core::Image& img) {
  Count c;
  for (int y = 0; y < img.height(); ++y)
    for (int x = 0; x < img.width(); ++x)
      if (img.get(x, y) == kRed) ++c.red, c.minX = std::min(c.minX, x), c.maxX = std::max(c.maxX, x);
  return c;
}

// The fence (flat, left = right = side 1) seen from east of it: the panel stands on the
// block's left edge (x = 103 * 64), not its right one; half of it is see-through.
TEST(GtaCityFlat, AFlatBlocksPanelStandsOnItsLeftEdgeAndIsSeeThrough) {
  const gta::Game game = cityWith({0x80, 0, 1, 1, 0, 0, 0});
  const GtaStyleArt st = fenceStyle();
  // the camera 3 blocks east of the fence's cell, height 200, zoom 200 (scale 200)
  const GtaViewCamera cam{106 * 64 + 32, 103 * 64 + 32, 200, 200};
  const core::Image img = draw(game, cam, &st);
  const Count c = reds(img);
  ASSERT_GT(c.red, 100);
  // the left edge between its top (depth 200 + 256) and foot (200 + 320); the right edge
  // is 64 pixels further east, nearer the camera
  const auto sx = [](int wx, int d) { return 160 + (wx - (106 * 64 + 32)) * 200 / d; };
  EXPECT_GE(c.minX, sx(103 * 64, 456) - 1);
  EXPECT_LE(c.maxX, sx(103 * 64, 520) + 1);
  EXPECT_LT(c.maxX, sx(104 * 64, 520));
  // the road is seen through the panel's see-through half: blue pixels inside its span
  int blue = 0;
  for (int x = c.minX; x <= c.maxX; ++x) blue += img.get(x, 120) == kBlue ? 1 : 0;
  EXPECT_GT(blue, 0);
}

// A flat side whose tile is the style's skip tile (0xc2 in style 1) is never drawn.
TEST(GtaCityFlat, TheSkipTileIsNeverDrawn) {
  const GtaViewCamera cam{106 * 64 + 32, 103 * 64 + 32, 200, 200};
  gta::Game fence = cityWith({0x80, 0, 0xc2, 0xc2, 0, 0, 0});
  gta::Game none = cityWith({0x80, 0, 0, 0, 0, 0, 0});
  fence.mutableState().style = 1;
  none.mutableState().style = 1;
  EXPECT_EQ(draw(fence, cam, nullptr), draw(none, cam, nullptr));
  fence.mutableState().style = 2;  // San Andreas skips 0xc1: this one is drawn
  EXPECT_NE(draw(fence, cam, nullptr), draw(none, cam, nullptr));
}

// A lid-only block over the road: a flat one skips colour 0 (the road shows through), an
// opaque one draws it.
TEST(GtaCityFlat, AFlatLidIsSeeThroughAnOpaqueOneIsNot) {
  GtaStyleArt st = fenceStyle();
  st.lids = 3;
  for (std::vector<core::Rgba>& tiles : st.lid)
    for (int i = 0; i < 64 * 64; ++i) tiles.push_back(i % 64 < 32 ? kClear : kRed);
  const GtaViewCamera above{103 * 64 + 32, 103 * 64 + 32, 200, 200};
  // the cell's west half at the picture's centre row: 64 x 200 / 456 = 28 pixels a block
  const core::Image flat = draw(cityWith({0x80, 0, 0, 0, 0, 0, 2}), above, &st);
  const core::Image solid = draw(cityWith({0x00, 0, 0, 0, 0, 0, 2}), above, &st);
  EXPECT_EQ(flat.get(155, 120), kBlue);
  EXPECT_EQ(flat.get(165, 120), kRed);
  EXPECT_EQ(solid.get(155, 120), kYellow);  // colour 0, drawn opaque
  EXPECT_EQ(solid.get(165, 120), kRed);
}

// The style's animation of lid 1: the tile, then aux 0 and aux 1, two frames each.
TEST(GtaCityFlat, AStyleAnimationShowsItsAuxTilesInTurn) {
  GtaStyleArt st = fenceStyle();
  st.aux = 2;
  for (std::vector<core::Rgba>& tiles : st.auxLid)
    for (core::Rgba c : {kGreen, kWhite}) tiles.insert(tiles.end(), 64 * 64, c);
  for (std::vector<core::Rgba>& tiles : st.auxSide)
    for (core::Rgba c : {kGreen, kWhite}) tiles.insert(tiles.end(), 64 * 64, c);
  st.anims.push_back({1, 1, 2, {0, 1}});
  gta::Game game = cityWith({0x00, 0, 0, 0, 0, 0, 0});
  const GtaViewCamera above{96 * 64 + 32, 96 * 64 + 32, 200, 200};
  std::vector<core::Rgba> seen;
  for (uint32_t f = 0; f < 7; ++f) {
    game.mutableState().eventQueue.frame = f;
    seen.push_back(draw(game, above, &st).get(160, 120));
  }
  EXPECT_EQ(seen, (std::vector<core::Rgba>{kBlue, kBlue, kGreen, kGreen, kWhite, kWhite, kBlue}));
  // a door's tile the game allocated shows what Style_SetTileFrame set: lid 1 shows aux 1
  st.anims.clear();
  game.mutableState().blockAnims.tileFrames.push_back({1, 1, gta::kTileKindAux, 1});
  EXPECT_EQ(draw(game, above, &st).get(160, 120), kWhite);
}

// An east-west ramp (one-block slope 43, high at the west) reads as a lid seen from above:
// near the cell's north-east corner the texel is (~56, ~8), not the transposed (~8, ~56).
TEST(GtaCityFlat, AnEastWestRampsLidReadsAsFromAbove) {
  GtaStyleArt st;
  st.lids = 2;
  for (std::vector<core::Rgba>& tiles : st.lid)
    for (int n = 0; n < 2; ++n)
      for (int v = 0; v < 64; ++v)
        for (int u = 0; u < 64; ++u) tiles.push_back(core::rgba(uint8_t(u * 4), uint8_t(v * 4), 0));
  gta::test::TestCity city;
  city.fill(90, 90, 116, 116, gta::test::Col::Road).solidBlocks();
  gta::CmpFile cmp = *city.cmp();
  cmp.blocks[0].typeMap = uint16_t((2 << 4) | (43 << 8));  // every road cell a ramp, lid 1
  const gta::Game game = gta::Game::load(std::make_shared<const gta::CmpFile>(cmp),
                                         gta::test::missionText("", "", "0 0 0 0 0 0"), 1);
  // straight above the cell: world (x0 + 56, y0 + 8) at depth about 200 + 320 + 56
  const core::Image img = draw(game, {103 * 64 + 32, 103 * 64 + 32, 200, 200}, &st);
  const core::Rgba c = img.get(168, 112);
  EXPECT_GT(core::red(c), 180);
  EXPECT_LT(core::green(c), 80);
}

}  // namespace
}  // namespace view
