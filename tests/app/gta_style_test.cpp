// SPDX-License-Identifier: GPL-3.0-or-later
// The user's style file in the city view (app/gta_view.hpp): a STYLEnnn.G24 / .GRY beside the
// level's city is found (the CMP's style number, any case), and the faces' pixels come from
// its tiles: a roof seen from straight above shows the colours of its lid tile. Without one
// the view draws our tiles; a broken one fails with its one line. The files are our
// synthetic ones (tools/synthetic_cd/synthetic_style.hpp).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "app/gta_view.hpp"
#include "core/bytes.hpp"
#include "gta/world_fixture.hpp"
#include "synthetic_cd/synthetic_style.hpp"
#include "test_tmpdir.hpp"
#include "view/gta_art.hpp"

namespace app {
namespace {

void write(const std::filesystem::path& p, const std::vector<uint8_t>& b) {
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size()));
}

// The made-up city (a two-high building at (100..101, 100..101): sides tile 5, roof lid 6)
// as NYC.CMP with its MISSION.INI in `dir`.
gta::Game cityIn(const testutil::TempDir& dir) {
  gta::test::TestCity city;
  city.fill(100, 100, 101, 101, gta::test::Col::Building);
  write(dir / "NYC.CMP", gta::serializeCmp(*city.cmp()));
  const std::string ini = gta::test::missionText("", "", "0 0 0 0 0 0");
  write(dir / "MISSION.INI", std::vector<uint8_t>(ini.begin(), ini.end()));
  return gta::Game::load((dir / "MISSION.INI").string(), 1);
}

std::set<core::Rgba> coloursOf(const core::Rgba* tile) {
  return {tile, tile + 64 * 64};
}

// The roof's middle seen from straight above: 40 x 40 pixels around the picture's centre.
std::vector<core::Rgba> roofPixels(const core::Image& img) {
  std::vector<core::Rgba> out;
  for (int y = img.height() / 2 - 20; y < img.height() / 2 + 20; ++y)
    for (int x = img.width() / 2 - 20; x < img.width() / 2 + 20; ++x) out.push_back(img.get(x, y));
  return out;
}

const view::GtaViewCamera kAboveRoof{101 * 64, 101 * 64, 200, 200};

TEST(GtaStyle, TheStyleBesideTheCityGivesTheFacesTheirTiles) {
  for (const auto& [kind, name] : {std::pair{gta::StyleKind::G24, "STYLE001.G24"},
                                   std::pair{gta::StyleKind::Gry, "style001.gry"}}) {
    testutil::TempDir dir;
    const gta::Game game = cityIn(dir);
    write(dir / name, synth::makeSyntheticStyle({kind, 8, 8, 1}));
    std::string used;
    const std::shared_ptr<const view::GtaStyleArt> style = gtaStyleArtFor(game, &used);
    ASSERT_NE(style, nullptr) << name;
    EXPECT_EQ(std::filesystem::path(used).filename().string(), name);
    EXPECT_EQ(style->sides, 8);
    EXPECT_EQ(style->lids, 8);

    GtaPictures ours, theirs;
    theirs.setStyle(style);
    const std::vector<core::Rgba> withStyle = roofPixels(theirs.draw(game.state(), kAboveRoof));
    const std::vector<core::Rgba> without = roofPixels(ours.draw(game.state(), kAboveRoof));
    // every pixel of the roof's middle is a colour of the style's lid 6 (remap 0) ...
    const std::set<core::Rgba> lid6 = coloursOf(style->lidTile(6, 0));
    for (const core::Rgba c : withStyle) ASSERT_TRUE(lid6.count(c)) << name << ": " << core::hex(c);
    // ... and the tile's texels show (more than one of them), none of our roof's
    EXPECT_GT(std::set<core::Rgba>(withStyle.begin(), withStyle.end()).size(), 4u) << name;
    for (const core::Rgba c : without) EXPECT_FALSE(lid6.count(c)) << name;
    // lid 6 of the synthetic file: its texel (u, v) through its palette
    const std::vector<gta::StyleRgb> tile =
        gta::parseStyle(synth::makeSyntheticStyle({kind, 8, 8, 1}), name).tileRgb(8 + 6);
    EXPECT_EQ(style->lidTile(6, 0)[64 * 10 + 3], core::rgba(tile[64 * 10 + 3].r, tile[64 * 10 + 3].g, tile[64 * 10 + 3].b));
  }
}

TEST(GtaStyle, WithoutAStyleFileTheViewDrawsOurTiles) {
  testutil::TempDir dir;
  const gta::Game game = cityIn(dir);
  write(dir / "STYLE002.G24", synth::makeSyntheticStyle({gta::StyleKind::G24, 8, 8, 1}));  // another city's
  EXPECT_EQ(gtaStyleArtFor(game), nullptr);
}

// The mission's style (MISSION.INI's fourth field, requested with priority 2) wins over the
// city's (the CMP header's 1).
TEST(GtaStyle, TheMissionsStyleNumberPicksTheFile) {
  testutil::TempDir dir;
  (void)cityIn(dir);
  std::string ini = gta::test::missionText("", "", "0 0 0 0 0 0");
  ini.replace(ini.find("nyc.cmp, 0,"), 11, "nyc.cmp, 2,");
  write(dir / "MISSION.INI", std::vector<uint8_t>(ini.begin(), ini.end()));
  write(dir / "STYLE001.G24", synth::makeSyntheticStyle({gta::StyleKind::G24, 8, 8, 1}));
  write(dir / "STYLE002.GRY", synth::makeSyntheticStyle({gta::StyleKind::Gry, 8, 8, 1}));
  const gta::Game game = gta::Game::load((dir / "MISSION.INI").string(), 1);
  ASSERT_EQ(game.state().style, 2u);
  std::string used;
  ASSERT_NE(gtaStyleArtFor(game, &used), nullptr);
  EXPECT_EQ(std::filesystem::path(used).filename().string(), "STYLE002.GRY");
}

TEST(GtaStyle, ABrokenStyleFileIsOneLine) {
  testutil::TempDir dir;
  const gta::Game game = cityIn(dir);
  std::vector<uint8_t> b = synth::makeSyntheticStyle({gta::StyleKind::G24, 8, 8, 1});
  b.resize(b.size() - 3);
  write(dir / "STYLE001.G24", b);
  try {
    (void)gtaStyleArtFor(game);
    FAIL() << "no error";
  } catch (const core::ParseError& e) {
    const std::string line = e.what();
    EXPECT_NE(line.find("STYLE001.G24: offset 0x"), std::string::npos) << line;
    EXPECT_NE(line.find("sprite_numbers"), std::string::npos) << line;
    EXPECT_EQ(line.find('\n'), std::string::npos);
  }
}

}  // namespace
}  // namespace app
