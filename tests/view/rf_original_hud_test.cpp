// SPDX-License-Identifier: GPL-3.0-or-later
// The original's dashboard (view/rf_original_hud.hpp, rf/data/original_hud.hpp) from the
// synthetic RFIRE.BIN and ART.CAR our tools make to the documented layout (no original data
// exists here): the tables read back, a bad one is refused in one line, the screen takes the
// original's layout, the bunker's counts and the vehicle's gauges and radar are drawn where
// and as the original's HUD code says, and the pictures are pinned.
//
// RETROSIM_RENDER_PNG_DIR=DIR writes the pictures to DIR.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "image_hash.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_hud.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "synthetic_cd/synthetic_rfa.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_original_hud.hpp"
#include "view/rf_original_look.hpp"

namespace rf::test {
namespace {

namespace h = rf::hud;

const view::RfOriginalLook& look() {
  static const view::RfOriginalLook l(readArtCar(synth::syntheticArtCar(), "ART/ART.CAR"),
                                      loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"),
                                      loadOriginalHud(synth::syntheticProgram(), "RFIRE.BIN"));
  return l;
}

void maybeWrite(const core::Image& img, const std::string& name) {
  if (const char* dir = std::getenv("RETROSIM_RENDER_PNG_DIR"))
    img.writePng((std::filesystem::path(dir) / (name + ".png")).string());
}

core::Image screen(const Game& g) {
  view::RfFrameRenderOptions o;
  o.original = &look();
  return view::renderRfScreen(g.state(), o);
}

// The picture point of original pixel (x, y) from player `player`'s HUD origin.
struct At {
  int x = 0, y = 0;
};
At pictureAt(int players, int player, int x, int y) {
  const view::RfScreenLayout l = view::rfScreenLayout(players, true);
  const view::RfHudOrigin o = view::rfOriginalHudOrigin(players, player);
  const view::Viewport& bar = l.dashboard[player];
  return {bar.x + 2 * (o.x + x), bar.y + 2 * (o.y + y)};
}

// Whether the opaque pixels of cel `c` are on the picture at original (x, y) from the origin:
// every one, or with `share` (percent) at least that many (a cel partly drawn over).
bool celShown(const core::Image& img, int players, int player, uint32_t c, int x, int y, int share = 100) {
  const ArtCar& car = look().car();
  const auto rgba = decodeCel(car, c);
  const int w = static_cast<int>(car.cels[c].width), hgt = static_cast<int>(car.cels[c].height);
  const At a = pictureAt(players, player, x, y);
  int opaque = 0, shown = 0;
  for (int v = 0; v < hgt; ++v) {
    for (int u = 0; u < w; ++u) {
      const uint32_t px = rgba[static_cast<size_t>(v * w + u)];
      if ((px & 0xffu) != 0xffu) continue;
      ++opaque;
      bool all = true;
      for (int k = 0; k < 4; ++k) all = all && img.get(a.x + 2 * u + (k & 1), a.y + 2 * v + (k >> 1)) == px;
      shown += all;
    }
  }
  return opaque > 0 && shown * 100 >= opaque * share;
}

Game bunkerGame(int players = 1) {
  GameOptions o;
  o.players = players;
  Game g = Game::load(playableMap(static_cast<uint8_t>(players)), "hud.rfm", o);
  stepFrames(g, 2);
  return g;
}

Game tankOut() {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  return g;
}

// The picture pixels of row y of the fuel gauge that have colour c.
int runOf(const core::Image& img, int y0, core::Rgba c) {
  int n = 0;
  for (int x = 0; x < img.width(); ++x) n += img.get(x, y0) == c;
  return n;
}

TEST(RfOriginalHud, TheSyntheticProgramsTablesReadBack) {
  const OriginalHud hud = loadOriginalHud(synth::syntheticProgram(), "RFIRE.BIN");
  EXPECT_EQ(hud, synth::syntheticHud());
  // the fuel gauge's load is the descriptor's fuel [0x84] in whole units; the radar window the
  // drone box [0x9f] / [0xa0]
  EXPECT_EQ(hud.vehicles[0].gauges[2].ammo, 400);
  EXPECT_EQ(hud.vehicles[1].gauges[2].ammo, 500);
  EXPECT_EQ(hud.vehicles[0].radar.w, 32);
  EXPECT_EQ(hud.vehicles[1].radar.w, 16);
  EXPECT_EQ(hud.vehicles[1].radar.kind, static_cast<int32_t>(h::Widget::Beacon));
  EXPECT_EQ(hud.blipBox.size(), 9u);
  EXPECT_EQ(hud.blipPlus.size(), 5u);
  EXPECT_EQ(hud.blipFlag.size(), 8u);
  EXPECT_EQ(rgb555(0x7fff), 0xffffffffu);
  EXPECT_EQ(rgb555(0x7c00), 0xff0000ffu);
}

TEST(RfOriginalHud, RefusesARadarLargerThanTheMapInOneLine) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  synth::poke32(p, orig::kVehicleDescriptors[2] + 4 * (h::kRadar + 3), 200);
  synth::fixCrc(p);
  try {
    (void)loadOriginalHud(p, "RFIRE.BIN");
    FAIL() << "read";
  } catch (const LoadError& e) {
    const std::string m = e.what();
    EXPECT_EQ(m.find('\n'), std::string::npos);
    EXPECT_NE(m.find("RFIRE.BIN: the vehicle descriptor 0x44b978 (msv) [0x9f]: expected a radar size of 0..128 "
                     "cells, found 200"),
              std::string::npos)
        << m;
  }
  // a wrong program is refused before any table is read
  std::vector<uint8_t> shortProgram(p.begin(), p.begin() + 1000);
  EXPECT_THROW((void)loadOriginalHud(shortProgram, "RFIRE.BIN"), LoadError);
}

TEST(RfOriginalHud, TheScreenIsTheOriginals) {
  const view::RfScreenLayout one = view::rfScreenLayout(1, true);
  EXPECT_EQ(one.view[0].h, 304);  // 320 x 152 at 2 x 2
  EXPECT_EQ(one.dashboard[0].y, 304);
  EXPECT_EQ(one.dashboard[0].h, 176);
  const view::RfScreenLayout two = view::rfScreenLayout(2, true);
  EXPECT_EQ(two.view[0].w, 312);  // 156 x 149, the second at x = 164
  EXPECT_EQ(two.view[1].x, 328);
  EXPECT_EQ(two.view[1].h, 298);
  // HudInit's origins: (87, 168) in 1 player, (14, 162) / (165, 162) in 2
  EXPECT_EQ(pictureAt(1, 0, 0, 0).x, 174);
  EXPECT_EQ(pictureAt(1, 0, 0, 0).y, 336);
  EXPECT_EQ(pictureAt(2, 0, 0, 0).x, 28);
  EXPECT_EQ(pictureAt(2, 1, 0, 0).x, 330);
  EXPECT_EQ(pictureAt(2, 1, 0, 0).y, 324);
}

TEST(RfOriginalHud, NumbersOverNinetyNineStartWithTheOnesCel) {
  // Hud_DrawWeaponCounts: the hundreds are the 1's cel, 6 px on; a tens digit 8 px, 6 after a 1
  const auto n150 = view::rfHudNumber(150, 0);
  ASSERT_EQ(n150.size(), 3u);
  EXPECT_EQ(n150[0].cel, h::kCelDigit0 + 1);
  EXPECT_EQ(n150[1].cel, h::kCelDigit0 + 5);
  EXPECT_EQ(n150[1].x, 6);
  EXPECT_EQ(n150[2].cel, h::kCelDigit0 + 0);
  EXPECT_EQ(n150[2].x, 14);
  const auto n250 = view::rfHudNumber(250, 0);  // the kept quirk: 250 reads "150"
  EXPECT_EQ(n250[0].cel, h::kCelDigit0 + 1);
  const auto n12 = view::rfHudNumber(12, 10);
  ASSERT_EQ(n12.size(), 2u);
  EXPECT_EQ(n12[1].x, 16);
  EXPECT_EQ(view::rfHudNumber(7, 3).size(), 1u);
}

TEST(RfOriginalHud, TheBunkerShowsTheSelectedTypesCounts) {
  Game g = bunkerGame();
  ASSERT_FALSE(g.state().player[0].camera.drawn);
  const core::Image img = screen(g);
  maybeWrite(img, "original_hud_bunker");
  const int stock = g.state().team[0].stock.count[0];
  ASSERT_LT(stock, 10);
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelFrame, 9, 2, 80));
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelStockIcon[0], 15 + 6, 5 + 1));
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelDigit0 + static_cast<uint32_t>(stock), 15 + 0x1d, 5 + 3));
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelAmmoIcon[0], 15 + 6, 5 + 0x1a, 80));
  // the tank's 150 shells as the original writes them: 1, 5, 0
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelDigit0 + 1, 15 + 0x11, 5 + 0x1c));
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelDigit0 + 5, 15 + 0x17, 5 + 0x1c));
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelDigit0 + 0, 15 + 0x1f, 5 + 0x1c));
  EXPECT_FALSE(celShown(img, 1, 0, h::kCelDashboard, 0, 0, 50));  // no vehicle: no dashboard
  // re-pinned in issue 38: the bunker's cards fit the 304-px view above the bar
  EXPECT_EQ(testutil::imageHash(img), "83db3d60a3ba88a3");
}

TEST(RfOriginalHud, TheFuelGaugeFollowsTheFuel) {
  Game g = tankOut();
  const OriginalHud& hud = *look().hud();
  const HudGauge& fuel = hud.vehicles[0].gauges[2];
  const core::Rgba full = rgb555(hud.gaugeLevels[3]);
  const int row = pictureAt(1, 0, 0, fuel.rect[0] >> 16).y;
  core::Image img = screen(g);
  maybeWrite(img, "original_hud_tank");
  EXPECT_TRUE(celShown(img, 1, 0, h::kCelDashboard, 0, 0, 80));
  auto expected = [&](int32_t units) {  // FUN_00421af0: (units * scale + 0xe666) rounded down
    return 2 * ((units * fuel.scale() + 0xe666) >> 16);
  };
  const int32_t units0 = vehOf(g).fuel >> 16;
  EXPECT_EQ(runOf(img, row, full), expected(units0));
  EXPECT_EQ(expected(400), 2 * 70);  // full: the whole 70 px
  g.mutableState().team[0].veh.fuel = 150 << 16;  // 150 of 400: 27 px of the 69-px span, past 3/8: level 6
  img = screen(g);
  EXPECT_EQ(runOf(img, row, rgb555(hud.gaugeLevels[2])) + runOf(img, row, rgb555(hud.gaugeLevels[3])), expected(150));
  g.mutableState().team[0].veh.fuel = 20 << 16;  // under 1/16: blinks with tick & 0x20
  img = screen(g);
  const bool blinkOn = (g.state().tick & 0x20) == 0;
  EXPECT_EQ(runOf(img, row, rgb555(hud.gaugeLevels[blinkOn ? 4 : 0])), expected(20));
  // the rest of the gauge is in the empty colour
  EXPECT_EQ(runOf(img, row, rgb555(hud.gaugeEmpty)), 2 * 70 - expected(20));
  EXPECT_EQ(testutil::imageHash(screen(tankOut())), "b876c3aeb631e1df");
}

TEST(RfOriginalHud, TheRadarIsTheWindowRoundTheVehicle) {
  Game g = tankOut();
  const OriginalHud& hud = *look().hud();
  const HudRadar& r = hud.vehicles[0].radar;
  const core::Image img = screen(g);
  // the vehicle's box blip is at the window's centre (cell 40, 60 in a 32 x 32 window from 24, 44)
  const At c = pictureAt(1, 0, (r.x >> 16) + r.w / 2, (r.y >> 16) + r.h / 2);
  const core::Rgba blue = look().car().colour(hud.blipBox[0].colour[0]);
  EXPECT_EQ(img.get(c.x, c.y), blue);
  // grass cells are the land colour 0x87, away from the blip
  const At grass = pictureAt(1, 0, (r.x >> 16) + 2, (r.y >> 16) + 2);
  EXPECT_EQ(img.get(grass.x, grass.y), look().car().colour(0x87));
}

TEST(RfOriginalHud, TwoPlayersHaveABarEach) {
  Game g = bunkerGame(2);
  const core::Image img = screen(g);
  maybeWrite(img, "original_hud_2p");
  EXPECT_TRUE(celShown(img, 2, 0, h::kCelFrame, 9, 2, 80));
  EXPECT_TRUE(celShown(img, 2, 1, h::kCelFrame, 9, 2, 80));
  EXPECT_TRUE(celShown(img, 2, 1, h::kCelStockIcon[0], 15 + 6, 5 + 1));
  EXPECT_EQ(testutil::imageHash(img), "8f19e3b992af0a5b");  // issue 38: the cards fit the view, the side named
}

TEST(RfOriginalHud, WithoutTheTablesTheBarIsOurs) {
  Game g = tankOut();
  const view::RfOriginalLook noHud(readArtCar(synth::syntheticArtCar(), "ART/ART.CAR"),
                                   loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"));
  view::RfFrameRenderOptions o;
  o.original = &noHud;
  const core::Image img = view::renderRfScreen(g.state(), o);
  EXPECT_EQ(view::rfScreenLayout(1).dashboard[0].h, view::kRfDashboardHeight);
  view::RfFrameRenderOptions ours;
  const core::Image plain = view::renderRfScreen(g.state(), ours);
  const view::Viewport d = view::rfScreenLayout(1).dashboard[0];
  for (int y = d.y; y < d.y + d.h; y += 7)
    for (int x = 0; x < d.w; x += 5) ASSERT_EQ(img.get(x, y), plain.get(x, y)) << x << "," << y;
}

// The status bar's strip (ART/1PBSCRH.RFA, 2PBSCRH.RFA) under the cels: the 1-player one whole
// under the 176-row bar, the 2-player one's bottom 182 of its 183 rows under the two bars, each
// bar its half; the cels over it are unchanged.
TEST(RfOriginalHud, TheStripIsUnderTheBar) {
  const core::Image one = synth::syntheticStrip(1, true), two = synth::syntheticStrip(2, true);
  const view::RfOriginalLook withStrips(readArtCar(synth::syntheticArtCar(), "ART/ART.CAR"),
                                        loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"),
                                        loadOriginalHud(synth::syntheticProgram(), "RFIRE.BIN"), {one, two, {}});
  view::RfFrameRenderOptions o;
  o.original = &withStrips;
  for (const int players : {1, 2}) {
    Game g = bunkerGame(players);
    const core::Image img = view::renderRfScreen(g.state(), o);
    maybeWrite(img, "original_hud_strip_" + std::to_string(players) + "p");
    const core::Image& strip = players == 1 ? one : two;
    const view::RfScreenLayout l = view::rfScreenLayout(players, true);
    for (int p = 0; p < players; ++p) {
      const view::Viewport& bar = l.dashboard[p];
      const int rowsCut = strip.height() - bar.h;
      EXPECT_EQ(rowsCut, players == 1 ? 0 : 1);
      // the rail along the top and the camouflage at the bar's outer corners are the strip's
      for (const auto& [x, y] : {std::pair{4, 0}, std::pair{bar.w - 3, 6}, std::pair{2, bar.h - 2}, std::pair{bar.w - 2, bar.h - 1}}) {
        EXPECT_EQ(img.get(bar.x + x, bar.y + y), strip.get(p * bar.w + x, rowsCut + y))
            << players << "p bar " << p << " at " << x << "," << y;
      }
      EXPECT_TRUE(celShown(img, players, p, h::kCelFrame, 9, 2, 80));
    }
  }
  // without a strip the bar is black there
  Game g = bunkerGame(1);
  const core::Image img = screen(g);
  const view::Viewport& bar = view::rfScreenLayout(1, true).dashboard[0];
  EXPECT_EQ(img.get(bar.x + 4, bar.y), core::kBlack);
}

}  // namespace
}  // namespace rf::test
