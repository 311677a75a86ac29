// SPDX-License-Identifier: GPL-3.0-or-later
// The terrain textures (view/rf_art.hpp) and their tiles (view/rf_tile_cache.hpp): the
// committed art loads; a missing, truncated or wrong-sized file stops the load with one line
// naming it; the ground tiles are the textures (grass is the grass texture, a shore cell
// sand and water with foam on the line, the home pads and roads from their cells), and
// the water's frames animate.
//
// This file also points every view test of the binary at the source tree's art (before
// main runs), as the program points its views at its data folder.
#include "view/rf_art.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "rf/data/terrain.hpp"
#include "view/rf_tile_cache.hpp"

namespace {

const std::filesystem::path kArtDir = std::filesystem::path(RETROSIM_SOURCE_DIR) / "data" / "rf" / "art";
const bool kArtFinderSet = (view::setRfArtFinder([] { return kArtDir; }), true);

namespace fs = std::filesystem;

// A copy of the art in a fresh temporary folder.
fs::path artCopy(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("retrosim-art-test-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const auto& e : fs::directory_iterator(kArtDir)) fs::copy_file(e.path(), dir / e.path().filename());
  return dir;
}

std::string loadError(const fs::path& dir) {
  try {
    (void)view::loadRfArt(dir);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST(RfArt, TheCommittedArtLoads) {
  ASSERT_TRUE(kArtFinderSet);
  const view::RfArt art = view::loadRfArt(kArtDir);
  EXPECT_EQ(art.grass.width(), view::kRfArtLand);
  EXPECT_EQ(art.sand.width(), view::kRfArtTexture);
  EXPECT_EQ(art.road.width(), 16 * view::kRfArtCell);
  EXPECT_EQ(art.deep[7].height(), view::kRfArtTexture);
  EXPECT_NE(art.shallow[0], art.shallow[1]);  // the waves move
}

TEST(RfArt, AMissingFileIsOneLineNamingIt) {
  const fs::path dir = artCopy("missing");
  fs::remove(dir / "sand.png");
  const std::string e = loadError(dir);
  EXPECT_NE(e.find((dir / "sand.png").string()), std::string::npos) << e;
  EXPECT_NE(e.find("cannot read"), std::string::npos) << e;
  EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  fs::remove_all(dir);
}

TEST(RfArt, ATruncatedPngIsOneLineNamingIt) {
  const fs::path dir = artCopy("truncated");
  const fs::path f = dir / "deep_3.png";
  const auto size = fs::file_size(f);
  fs::resize_file(f, size / 2);
  const std::string e = loadError(dir);
  EXPECT_NE(e.find(f.string()), std::string::npos) << e;
  EXPECT_NE(e.find("PNG"), std::string::npos) << e;
  EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  fs::remove_all(dir);
}

TEST(RfArt, AWrongSizedTextureIsOneLine) {
  const fs::path dir = artCopy("size");
  fs::copy_file(dir / "pad_0.png", dir / "grass.png", fs::copy_options::overwrite_existing);  // 32 x 32
  const std::string e = loadError(dir);
  EXPECT_EQ(e, (dir / "grass.png").string() + ": expected a 128 x 128 texture, found 32 x 32");
  fs::remove_all(dir);
}

TEST(RfArt, TheGroundTilesAreTheTextures) {
  const view::RfArt& art = view::rfArt();
  // grass: the part of the 4-cell texture the cell's position picks
  for (int v = 0; v < 16; ++v) {
    const core::Rgba* t = view::rfGroundTile(art, 0, v, 0, view::RfGroundOverlay::None);
    for (int y = 0; y < 32; y += 7)
      for (int x = 0; x < 32; x += 5)
        EXPECT_EQ(t[y * 32 + x], art.grass.get(x + (v & 3) * 32, y + (v >> 2) * 32));
  }
  EXPECT_EQ(view::rfCellVariant(5, 6), 1 | (2 << 2));
  // the home pads are their cells; a road is the cell of its connection mask
  EXPECT_EQ(view::rfGroundTile(art, rf::homePadTerrain(1), 0, 0, view::RfGroundOverlay::None)[5 * 32 + 9],
            art.pad[1].get(9, 5));
  const uint32_t straight = 73;  // E-W
  EXPECT_EQ(view::rfGroundTile(art, straight, 0, 0, view::RfGroundOverlay::None)[16 * 32 + 3],
            art.road.get(32 * (rf::terrainInfo(straight).roads & 15) + 3, 16));
  // a shore cell: sand (from the sand texture) on the land side, foam along the line
  const uint32_t shore = 8;  // water N
  const core::Rgba* t = view::rfGroundTile(art, shore, 0, 0, view::RfGroundOverlay::None);
  int sand = 0, foam = 0;
  for (int y = 0; y < 32; ++y) {
    for (int x = 0; x < 32; ++x) {
      const core::Rgba c = t[y * 32 + x];
      if (rf::pixelWaterDepth(shore, x, y) == 0 && c == art.sand.get(x, y)) ++sand;
      if (core::red(c) > 180 && core::blue(c) > 200) ++foam;
    }
  }
  EXPECT_GT(sand, 100);
  EXPECT_GT(foam, 20);
  // water animates: frames differ; dry ground has one picture for every frame
  const core::Rgba* d0 = view::rfGroundTile(art, 2, 0, 0, view::RfGroundOverlay::None);
  const core::Rgba* d4 = view::rfGroundTile(art, 2, 0, 4, view::RfGroundOverlay::None);
  EXPECT_FALSE(std::equal(d0, d0 + 32 * 32, d4));
  EXPECT_EQ(view::rfGroundTile(art, 3, 0, 0, view::RfGroundOverlay::None),
            view::rfGroundTile(art, 3, 0, 5, view::RfGroundOverlay::None));
  EXPECT_EQ(view::rfWaterFrame(0), 0);
  EXPECT_EQ(view::rfWaterFrame(8), 1);
  EXPECT_EQ(view::rfWaterFrame(64), 0);
}

}  // namespace
