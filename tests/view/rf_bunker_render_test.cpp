// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker screens (view/rf_bunker_render.hpp): the select screen highlights the type the
// menu cursor is on and shows each type's stock, the cursor moving with the player's input;
// the launch zooms the chosen card; the fly-back skull with the lost stock crossed out; the
// skull's jaw drops as it laughs; spectating keeps its picture; the 2-player status screen
// shows both sides' stock; pinned pictures.
#include "view/rf_bunker_render.hpp"

#include <gtest/gtest.h>

#include "rf/data/raw_input.hpp"

#include "rf/sim/bunker.hpp"
#include "rf/sim/launch/launch_test_util.hpp"
#include "rf/sim/skull.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_hud_render_test_util.hpp"
#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace rf::test {
namespace {

using view::textShown;

const view::Viewport kView1{0, 0, 640, 400};

// A game whose player 0 sits in the select menu, fully faded in.
Game menuGame(int players) {
  Game g = launchGame(players);
  g.step(Inputs{});
  EXPECT_TRUE(inMenu(g, 0));
  for (int p = 0; p < players; ++p) g.mutableState().player[static_cast<size_t>(p)].bunker.fade = core::kOne;
  return g;
}

bool stockShown(const core::Image& img, const view::Viewport& card, uint8_t n) {
  const std::string t = view::rfStockText(n);
  const view::RfTextSpot s = view::rfCardStockSpot(card, t);
  return textShown(img, s.x, s.y, t, n != 0 ? core::kWhite : core::rgba(240, 70, 60), s.scale);
}

// With the CD's look the view is 640 x 304 over a 176-px bar (1 player), 312 x 298 (2 players):
// the cards and the hints below them fit it (nothing under the bar), the stock readable; our
// look's 640 x 400 keeps its 130-px cards.
TEST(RfBunkerRender, TheCardsAndHintsFitTheCdLooksShorterView) {
  EXPECT_EQ(view::rfBunkerCard(kView1, VehicleType::Heli).h, 130);
  Game g = menuGame(2);
  g.mutableState().team[0].stock.count = {3, 8, 0, kStockInfinite};
  for (const view::Viewport vp : {view::Viewport{0, 0, 640, 304}, view::Viewport{0, 0, 312, 298}}) {
    const view::Viewport heli = view::rfBunkerCard(vp, VehicleType::Heli);
    const int hintsEnd = heli.y + heli.h + 16 + 12 + core::Image::kLineHeight;  // the 2-player hint's line
    EXPECT_LE(hintsEnd, vp.y + vp.h) << vp.w << " x " << vp.h;
    EXPECT_GE(heli.h, 90) << vp.w << " x " << vp.h;
    core::Image img(vp.w, vp.h + 176, core::kBlack);
    view::drawRfBunkerScreen(g.state(), 0, img, vp, false, view::RfKeyLabels{});
    EXPECT_TRUE(textShown(img, vp.x + (vp.w - core::Image::textWidth("HOLD B OR C: STATUS", 1)) / 2, heli.y + heli.h + 28,
                          "HOLD B OR C: STATUS", core::rgba(130, 132, 140), 1))
        << vp.w << " x " << vp.h;
    for (const VehicleType t : kAllVehicleTypes) {
      const view::Viewport card = view::rfBunkerCard(vp, t);
      EXPECT_LE(card.y + card.h, vp.y + vp.h);
      EXPECT_TRUE(stockShown(img, card, g.state().team[0].stock[t])) << vp.w << " x " << vp.h;
    }
  }
}

TEST(RfBunkerRender, TheSelectScreenHighlightsTheTypeAndShowsEachStock) {
  Game g = menuGame(1);
  g.mutableState().team[0].stock.count = {3, 8, 0, kStockInfinite};
  g.mutableState().player[0].bunker.type = VehicleType::Jeep;
  const core::Image img = view::renderRfFrame(g.state(), 0);
  const core::Rgba side = view::rfTeamColour(0);
  const view::Viewport jeep = view::rfBunkerCard(kView1, VehicleType::Jeep);
  const view::Viewport tank = view::rfBunkerCard(kView1, VehicleType::Tank);
  EXPECT_EQ(jeep, (view::Viewport{325, 56, 200, 130}));
  EXPECT_EQ(img.get(jeep.x + 1, jeep.y + 1), view::rfMix(side, core::kWhite, 96));  // the thick edge
  EXPECT_EQ(img.get(jeep.x + 5, jeep.y + 5), view::rfScaled(side, 2, 5));
  EXPECT_EQ(img.get(tank.x + 1, tank.y + 1), core::rgba(34, 36, 44));  // not selected
  EXPECT_TRUE(stockShown(img, tank, 3));
  EXPECT_TRUE(stockShown(img, jeep, 8));
  EXPECT_TRUE(stockShown(img, view::rfBunkerCard(kView1, VehicleType::Msv), 0));  // none left: red
  EXPECT_TRUE(stockShown(img, view::rfBunkerCard(kView1, VehicleType::Heli), kStockInfinite));
  EXPECT_FALSE(stockShown(img, tank, 8));
}

TEST(RfBunkerRender, TheSelectionMovesWithTheInput) {
  Game g = menuGame(1);
  ASSERT_EQ(g.state().player[0].bunker.type, VehicleType::Tank);
  raw::Keys right;
  right.right = true;
  Inputs in;
  in.words = {raw::keyboardWord(right), raw::kNone};
  g.step(in);
  ASSERT_EQ(g.state().player[0].bunker.type, VehicleType::Jeep);
  g.mutableState().player[0].bunker.fade = core::kOne;
  const core::Image img = view::renderRfFrame(g.state(), 0);
  const core::Rgba edge = view::rfMix(view::rfTeamColour(0), core::kWhite, 96);
  EXPECT_EQ(img.get(view::rfBunkerCard(kView1, VehicleType::Jeep).x + 1, 57), edge);
  EXPECT_NE(img.get(view::rfBunkerCard(kView1, VehicleType::Tank).x + 1, 57), edge);
}

TEST(RfBunkerRender, TheScreenFadesIn) {
  Game g = menuGame(1);
  const view::Viewport tank = view::rfBunkerCard(kView1, VehicleType::Tank);
  const core::Rgba lit = view::renderRfFrame(g.state(), 0).get(tank.x + 5, tank.y + 5);
  g.mutableState().player[0].bunker.fade = core::kOne / 2;
  EXPECT_EQ(view::renderRfFrame(g.state(), 0).get(tank.x + 5, tank.y + 5), view::rfScaled(lit, 128, 256));
}

TEST(RfBunkerRender, TheLaunchZoomsTheChosenCard) {
  Game g = menuGame(1);
  Inputs in;
  in.words = {pressA(), raw::kNone};
  g.step(in);
  const PlayerState& p = g.state().player[0];
  ASSERT_EQ(p.bunker.phase, BunkerPhase::Zoom);
  ASSERT_TRUE(p.camera.drawn);  // the map is drawn under the lift
  const core::Rgba card = view::rfScaled(view::rfTeamColour(0), 2, 5);
  g.mutableState().player[0].bunker.zoomTicks = 0;  // the card in its place
  const view::Viewport tank = view::rfBunkerCard(kView1, VehicleType::Tank);
  core::Image img = view::renderRfFrame(g.state(), 0);
  EXPECT_EQ(img.get(tank.x + 5, tank.y + 5), card);
  EXPECT_EQ(img.get(5, 5), core::rgba(20, 20, 24));
  g.mutableState().player[0].bunker.zoomTicks = 109;  // almost the whole view
  img = view::renderRfFrame(g.state(), 0);
  EXPECT_EQ(img.get(5, 5), card);
  g.mutableState().player[0].bunker.zoomTicks = 180;  // the map
  img = view::renderRfFrame(g.state(), 0);
  EXPECT_NE(img.get(5, 5), card);
  EXPECT_NE(img.get(5, 5), core::rgba(20, 20, 24));
}

// The tank self-destructs; in the skull step the stock of 3 shows with the lost one crossed.
TEST(RfBunkerRender, TheFlyBackSkullCrossesOutTheLostStock) {
  Game g = launchGame(1);
  Inputs in;
  in.words = {pressA(), raw::kNone};
  g.step(in);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400), 0);
  for (int f = 0; f < 20; ++f) g.step(Inputs{});
  in.words = {keys(true, true, true), raw::kNone};
  g.step(in);
  g.step(in);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return gg.state().player[0].bunker.flyStep == 1; }, 400), 0);
  for (int f = 0; f < 30; ++f) g.step(Inputs{});
  const SkullPicture s = flyBackSkull(g.state(), 0);
  ASSERT_TRUE(s.shown);
  ASSERT_EQ(s.iconFade, core::kOne);
  ASSERT_EQ(s.icons.size(), 3u);
  ASSERT_FALSE(g.state().player[0].camera.drawn);
  const core::Image img = view::renderRfFrame(g.state(), 0);
  constexpr int k = view::kRfSkullScale;
  const int ox = 320 - 35 * k, oy = 200 + (kSkullHalf + 10) * k;
  const core::Rgba red = core::rgba(230, 30, 30);
  EXPECT_EQ(img.get(ox + s.icons[2].crossX * k, oy + s.icons[2].crossY * k), red);  // lost
  EXPECT_NE(img.get(ox + s.icons[0].crossX * k, oy + s.icons[0].crossY * k), red);  // still in stock
  EXPECT_NE(img.get(ox + s.icons[1].crossX * k, oy + s.icons[1].crossY * k), red);
  EXPECT_EQ(img.get(ox + s.icons[0].x * k + 8, oy + (s.icons[0].y + 4) * k + 6), view::rfTeamColour(0));  // a tank
  EXPECT_TRUE(textShown(img, (640 - core::Image::textWidth("TANK LOST", 2)) / 2, 24, "TANK LOST",
                        core::rgba(240, 70, 60), 2));
}

TEST(RfBunkerRender, TheSkullsJawDropsAsItLaughs) {
  const core::Rgba eyes = view::rfTeamColour(1);
  EXPECT_EQ(view::rfSkullTexel(14, 18, 0, eyes), eyes);                    // an eye
  EXPECT_EQ(view::rfSkullTexel(24, 46, 0, eyes), core::rgba(250, 250, 240));  // a lower tooth, shut
  EXPECT_EQ(view::rfSkullTexel(24, 46, 3, eyes), core::rgba(36, 24, 24));    // open: the mouth
  EXPECT_EQ(view::rfSkullTexel(0, 0, 0, eyes), core::kTransparent);
  // drawn through unturned corners of +-32 px: one texel a pixel
  core::Image img(100, 100, core::kBlack);
  const Fixed h = core::px(32);
  view::drawRfSkull(img, 50, 50, {{{-h, -h}, {h, -h}, {h, h}, {-h, h}}}, 0, eyes);
  EXPECT_EQ(img.get(50 - 32 + 14, 50 - 32 + 18), eyes);
  EXPECT_EQ(img.get(50 - 32 + 24, 50 - 32 + 46), core::rgba(250, 250, 240));
  EXPECT_EQ(img.get(50 - 32, 50 - 32), core::kBlack);
  // turned half a turn: the eye comes out mirrored through the centre
  core::Image turned(100, 100, core::kBlack);
  view::drawRfSkull(turned, 50, 50, {{{h, h}, {-h, h}, {-h, -h}, {h, -h}}}, 0, eyes);
  EXPECT_EQ(turned.get(50 + 32 - 1 - 14, 50 + 32 - 1 - 18), eyes);
}

TEST(RfBunkerRender, SpectatingKeepsItsPicture) {
  Game g = menuGame(2);
  PlayerState& p = g.mutableState().player[0];
  p.bunker.phase = BunkerPhase::Spectate;
  p.bunker.flyStep = 2;
  p.bunker.frames = 0;  // the sim has stopped drawing it
  ASSERT_FALSE(flyBackSkull(g.state(), 0).shown);
  const core::Image img = view::renderRfScreen(g.state());
  const view::Viewport v = view::rfScreenLayout(2).view[0];
  constexpr int k = view::kRfSkullScale;
  const int cx = v.x + v.w / 2, cy = v.y + v.h / 2;
  const int ox = cx - 35 * k, oy = cy + (kSkullHalf + 10) * k;
  for (const auto& at : {std::array<int, 2>{8, 0}, {36, 0}, {8, 16}, {36, 16}})  // four types, crossed
    EXPECT_EQ(img.get(ox + (at[0] + 4) * k, oy + (at[1] + 7) * k), core::rgba(230, 30, 30));
  // the other side's skull (side 1: green eyes) at rest: one texel = 2 px
  EXPECT_EQ(img.get(cx - 64 + 14 * k, cy - 64 + 18 * k), view::rfTeamColour(1));
}

TEST(RfBunkerRender, TheStatusScreenShowsBothSidesStock) {
  Game g = menuGame(2);
  g.mutableState().team[0].stock.count = {3, 7, 2, 1};
  g.mutableState().team[1].stock.count = {0, 5, kStockInfinite, 4};
  g.mutableState().team[1].mines = 12;
  view::RfFrameRenderOptions o;
  o.statusScreen[0] = true;
  const core::Image img = view::renderRfScreen(g.state(), o);
  const view::Viewport v0 = view::rfScreenLayout(2).view[0];
  const auto shown = [&](const core::Image& im, const view::Viewport& v, int side, VehicleType t, uint8_t n) {
    const std::string text = view::rfStockText(n);
    const view::RfTextSpot s = view::rfStatusStockSpot(v, side, t, text);
    return textShown(im, s.x, s.y, text, n != 0 ? core::kWhite : core::rgba(240, 70, 60), s.scale);
  };
  const std::array<std::array<uint8_t, 4>, 2> want{{{3, 7, 2, 1}, {0, 5, kStockInfinite, 4}}};
  for (int side = 0; side < 2; ++side) {
    for (const VehicleType t : kAllVehicleTypes) {
      EXPECT_TRUE(shown(img, v0, side, t, want[static_cast<size_t>(side)][static_cast<size_t>(t)]))
          << side << " " << static_cast<int>(t);
    }
  }
  EXPECT_TRUE(textShown(img, (v0.w - 16) / 2 + 8 + 6, 72 + 4 * 26 + 8, "MINES 12", core::rgba(230, 230, 230)));
  // player 2 does not hold B / C: its half shows the select screen; and the menu only
  const view::Viewport v1 = view::rfScreenLayout(2).view[1];
  EXPECT_FALSE(shown(img, v1, 0, VehicleType::Tank, 3));
  g.mutableState().player[0].bunker.phase = BunkerPhase::ToSelect;
  EXPECT_FALSE(shown(view::renderRfScreen(g.state(), o), v0, 0, VehicleType::Tank, 3));
}

// The status screen follows the word the sim was given (PlayerState::device): a game stepped
// with player 2 holding C shows player 2's status screen with no option set, so a replay,
// which steps the same words, shows it as the game did.
TEST(RfBunkerRender, TheStatusScreenComesFromTheSimsInput) {
  Game g = menuGame(2);
  const view::Viewport v1 = view::rfScreenLayout(2).view[1];
  view::RfFrameRenderOptions forced;
  forced.statusScreen[1] = true;
  const uint64_t statusHash = view::regionHash(view::renderRfScreen(g.state(), forced), v1);
  const uint64_t selectHash = view::regionHash(view::renderRfScreen(g.state()), v1);
  ASSERT_NE(statusHash, selectHash);
  Inputs in;
  in.words[1] = rf::raw::kC;
  g.step(in);
  EXPECT_TRUE(view::rfStatusScreenHeld(g.state(), 1));
  EXPECT_FALSE(view::rfStatusScreenHeld(g.state(), 0));
  const core::Image img = view::renderRfScreen(g.state());
  forced = {};
  forced.statusScreen[1] = true;
  EXPECT_EQ(view::regionHash(img, v1), view::regionHash(view::renderRfScreen(g.state(), forced), v1));
  g.step(Inputs{});  // released
  EXPECT_FALSE(view::rfStatusScreenHeld(g.state(), 1));
}

TEST(RfBunkerRender, ThePicturesArePinned) {
  Game g = menuGame(2);
  view::RfFrameRenderOptions o;
  o.statusScreen[1] = true;
  const core::Image img = view::renderRfScreen(g.state(), o);
  EXPECT_EQ(view::regionHash(img, view::rfScreenLayout(2).view[0]), 0x827eb3ccad2944d0ull);  // select
  EXPECT_EQ(view::regionHash(img, view::rfScreenLayout(2).view[1]), 0x9e230aea2148cc0bull);  // status ("RELEASE B OR C")
  core::Image skull(100, 100, core::kBlack);
  const Fixed h = core::px(40);
  const std::array<core::Vec2, 4> c{{{-h, -h}, {h, -h}, {h, h}, {-h, h}}};
  std::array<core::Vec2, 4> turned{};
  for (size_t i = 0; i < c.size(); ++i) turned[i] = core::RotateByHeading(0x0a0000, c[i].x, c[i].y);
  view::drawRfSkull(skull, 50, 50, turned, 2, view::rfTeamColour(0));
  EXPECT_EQ(view::regionHash(skull, {0, 0, 100, 100}), 0xb01cd9b9963bd76dull);
}

}  // namespace
}  // namespace rf::test
