// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard and the end banners (view/rf_hud_render.hpp): the fuel bar follows the fuel
// and blinks off when low, the radar shows the own vehicle, the blips (with the flag's
// blink) and the own mines at their minimap pixels, the enemy arrow points along its
// heading, the heli's selected weapon is highlighted, the banners take the winner's colour
// with the right words on each half, and a pinned picture of the panel.
#include "view/rf_hud_render.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "rf/data/shapes.hpp"
#include "rf/sim/dashboard.hpp"
#include "rf/sim/launch/launch_test_util.hpp"
#include "rf/sim/radar.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_fire.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_hud_render_test_util.hpp"
#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace rf::test {
namespace {

using view::textShown;

const view::Viewport kPanel1{0, 400, 640, 80};  // the 1-player dashboard

Game tankAt(int cx, int cy) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(cx), centre(cy), 0);
  stepFrames(g, 1);
  return g;
}

core::Image panelOf(const Game& g) {
  core::Image img(640, 480, core::kBlack);
  view::drawRfDashboard(g.state(), 0, img, kPanel1);
  return img;
}

TEST(RfHudRender, TheFuelBarFollowsTheFuel) {
  Game g = tankAt(40, 60);
  const view::Viewport bar = view::rfDashboardLayout(kPanel1).fuelBar;
  const int inner = bar.w - 2;
  const Fixed full = vehOf(g).fuel;
  ASSERT_GT(full, 0);
  g.mutableState().team[0].veh.fuel = full / 2;
  core::Image img = panelOf(g);
  EXPECT_EQ(img.get(bar.x + 1, bar.y + 2), view::kRfFuelColour);
  EXPECT_EQ(img.get(bar.x + inner / 2 - 1, bar.y + 2), view::kRfFuelColour);  // half of it
  EXPECT_NE(img.get(bar.x + inner / 2 + 2, bar.y + 2), view::kRfFuelColour);
  g.mutableState().team[0].veh.fuel = full;
  img = panelOf(g);
  EXPECT_EQ(img.get(bar.x + inner, bar.y + 2), view::kRfFuelColour);  // the whole bar
}

TEST(RfHudRender, LowFuelBlinksOffOnTheOffPhase) {
  Game g = tankAt(40, 60);
  const view::Viewport bar = view::rfDashboardLayout(kPanel1).fuelBar;
  g.mutableState().team[0].veh.fuel = vehOf(g).fuel / 16;  // below 1/8: low
  g.mutableState().tick = 2 * kFuelBlinkTicks;            // an on phase
  EXPECT_EQ(panelOf(g).get(bar.x + 2, bar.y + 2), view::kRfFuelLowColour);
  g.mutableState().tick = 3 * kFuelBlinkTicks;  // an off phase: the bar is empty
  const core::Image off = panelOf(g);
  EXPECT_NE(off.get(bar.x + 2, bar.y + 2), view::kRfFuelLowColour);
  EXPECT_EQ(off.get(bar.x + 2, bar.y + 2), off.get(bar.x + bar.w - 3, bar.y + 2));  // the bar's back
}

TEST(RfHudRender, TheRadarShowsTheOwnVehicleAtItsMinimapPixel) {
  Game g = tankAt(40, 60);
  EXPECT_EQ(view::rfRadarPx(centre(40)), 20);
  EXPECT_EQ(view::rfRadarPx(centre(127)), 63);
  const view::Viewport r = view::rfDashboardLayout(kPanel1).radar;
  const core::Image img = panelOf(g);
  EXPECT_EQ(img.get(r.x + 20, r.y + 30), view::kRfRadarSelf);
  EXPECT_EQ(img.get(r.x + 21, r.y + 30), view::kRfRadarSelf);  // the cross's arm
  EXPECT_NE(img.get(r.x + 21, r.y + 31), view::kRfRadarSelf);
  EXPECT_NE(img.get(r.x + 50, r.y + 50), view::kRfRadarSelf);
  // moved: the cross moves with it
  Game h = tankAt(100, 20);
  EXPECT_EQ(panelOf(h).get(r.x + 50, r.y + 10), view::kRfRadarSelf);
}

TEST(RfHudRender, BlipsShowAndTheFlagBlinks) {
  Game g = tankAt(40, 60);
  Sim& s = g.mutableState();
  const ObjSlot a = spawnMine(s, 1, centre(90), centre(20));  // enemy mines stand in for the objects
  const ObjSlot b = spawnMine(s, 1, centre(20), centre(100));
  ASSERT_NE(a, kNoObj);
  ASSERT_NE(b, kNoObj);
  ASSERT_GE(radarAdd(s, s.obj(a).id, static_cast<int32_t>(GfxId::RadarFlag), kFlagBlipPrio,
                     static_cast<int32_t>(GfxId::RadarFlagEmpty), kFlagBlinkTicks),
            0);
  ASSERT_GE(radarAdd(s, s.obj(b).id, static_cast<int32_t>(GfxId::RadarDrone), kDroneBlipPrio), 0);
  const view::Viewport r = view::rfDashboardLayout(kPanel1).radar;
  s.tick = 4 * kFlagBlinkTicks;  // the flag's shown phase
  core::Image img = panelOf(g);
  EXPECT_EQ(img.get(r.x + 45, r.y + 10), view::kRfRadarFlag);      // the pole's foot
  EXPECT_EQ(img.get(r.x + 46, r.y + 10 - 3), view::kRfRadarFlag);  // the cloth
  EXPECT_EQ(img.get(r.x + 10, r.y + 50), view::kRfRadarDrone);
  EXPECT_EQ(img.get(r.x + 11, r.y + 51), view::kRfRadarDrone);
  s.tick = 5 * kFlagBlinkTicks;  // the empty phase: no flag, the drone stays
  img = panelOf(g);
  EXPECT_NE(img.get(r.x + 45, r.y + 10), view::kRfRadarFlag);
  EXPECT_NE(img.get(r.x + 46, r.y + 10 - 3), view::kRfRadarFlag);
  EXPECT_EQ(img.get(r.x + 10, r.y + 50), view::kRfRadarDrone);
  // a blip whose object is gone is not drawn
  s.obj(b).flags &= ~kObjAlive;
  EXPECT_NE(panelOf(g).get(r.x + 10, r.y + 50), view::kRfRadarDrone);
}

TEST(RfHudRender, TheRadarShowsTheOwnMinesOnly) {
  Game g = tankAt(40, 60);
  ASSERT_NE(spawnMine(g.mutableState(), 0, centre(70), centre(80)), kNoObj);
  ASSERT_NE(spawnMine(g.mutableState(), 1, centre(80), centre(70)), kNoObj);
  const view::Viewport r = view::rfDashboardLayout(kPanel1).radar;
  const core::Image img = panelOf(g);
  EXPECT_EQ(img.get(r.x + 35, r.y + 40), view::kRfRadarMine);
  EXPECT_NE(img.get(r.x + 40, r.y + 35), view::kRfRadarMine);
}

TEST(RfHudRender, TheEnemyArrowPointsAlongItsHeading) {
  Game g = launchGame(2);
  g.step(Inputs{});
  const view::RfScreenLayout l = view::rfScreenLayout(2);
  const view::RfDashboardLayout d = view::rfDashboardLayout(l.dashboard[0]);
  const int tip = view::kRfArrowLength;
  g.mutableState().team[0].arrow = 0x100000;  // east
  core::Image img = view::renderRfScreen(g.state());
  EXPECT_EQ(img.get(d.compassX + tip, d.compassY), view::kRfArrowColour);
  EXPECT_NE(img.get(d.compassX - tip, d.compassY), view::kRfArrowColour);
  g.mutableState().team[0].arrow = 0x300000;  // west
  img = view::renderRfScreen(g.state());
  EXPECT_EQ(img.get(d.compassX - tip, d.compassY), view::kRfArrowColour);
  EXPECT_NE(img.get(d.compassX + tip, d.compassY), view::kRfArrowColour);
  g.mutableState().team[0].arrow = 0x200000;  // south
  img = view::renderRfScreen(g.state());
  EXPECT_EQ(img.get(d.compassX, d.compassY + tip), view::kRfArrowColour);
  g.mutableState().team[0].arrow = -1;  // none: only the ring
  img = view::renderRfScreen(g.state());
  EXPECT_NE(img.get(d.compassX, d.compassY + tip), view::kRfArrowColour);
  EXPECT_NE(img.get(d.compassX, d.compassY), view::kRfArrowColour);
}

TEST(RfHudRender, TheHelisSelectedWeaponIsHighlighted) {
  Game g = vehicleGame();
  Obj& heli = spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(40), centre(60), 0);
  heli.flags &= ~kHeliMissilesSelected;
  stepFrames(g, 1);
  const view::RfDashboardLayout d = view::rfDashboardLayout(kPanel1);
  const core::Rgba hi = view::rfScaled(view::rfTeamColour(0), 3, 5);
  core::Image img = panelOf(g);
  EXPECT_EQ(img.get(d.slotsX + 1, d.slotsY + 1), hi);  // guns (slot 0) selected
  EXPECT_TRUE(textShown(img, d.slotsX + 3, d.slotsY + 2, "GUN " + std::to_string(vehOf(g).slots[0].ammo),
                        core::rgba(220, 222, 228)));
  g.mutableState().obj(g.state().team[0].vehicle).flags |= kHeliMissilesSelected;
  img = panelOf(g);
  EXPECT_NE(img.get(d.slotsX + 1, d.slotsY + 1), hi);
}

TEST(RfHudRender, InTheBunkerThePanelShowsTheStock) {
  Game g = launchGame(1);
  g.step(Inputs{});
  core::Image img(640, 480, core::kBlack);
  view::drawRfDashboard(g.state(), 0, img, kPanel1);
  EXPECT_TRUE(textShown(img, 80, 408, "IN THE BUNKER", core::rgba(120, 124, 134)));
  EXPECT_TRUE(textShown(img, 80 + 23, 408 + 18, "3", core::rgba(220, 222, 228)));  // 3 tanks
}

TEST(RfHudRender, TheBannerTakesTheWinnersColour) {
  Game g = tankAt(40, 60);
  const view::Viewport view0 = view::rfScreenLayout(1).view[0];
  const view::Viewport band = view::rfBannerBand(view0);
  EXPECT_EQ(view::renderRfFrame(g.state(), 0).get(band.x + 4, band.y + 10),
            view::renderRfFrame(g.state(), 0).get(band.x + 4, band.y + 10));
  EXPECT_NE(view::renderRfFrame(g.state(), 0).get(band.x + 4, band.y + 10), view::rfTeamColour(0));  // running
  g.mutableState().running = false;
  g.mutableState().endTick = 3750;  // 60 s at 16 ms a tick
  g.mutableState().winner = 0;
  core::Image img = view::renderRfFrame(g.state(), 0);
  EXPECT_EQ(img.get(band.x + 4, band.y + 10), view::rfTeamColour(0));  // BanB
  EXPECT_TRUE(textShown(img, (640 - core::Image::textWidth("YOU WIN", 4)) / 2, band.y + (64 - 28) / 2, "YOU WIN",
                        core::kWhite, 4));
  EXPECT_TRUE(textShown(img, (640 - core::Image::textWidth("TIME 1:00.00", 2)) / 2, band.y + band.h + 8,
                        "TIME 1:00.00", core::kWhite, 2));
  g.mutableState().winner = 1;
  img = view::renderRfFrame(g.state(), 0);
  EXPECT_EQ(img.get(band.x + 4, band.y + 10), view::rfTeamColour(1));  // BanG
  EXPECT_TRUE(textShown(img, (640 - core::Image::textWidth("YOU LOSE", 4)) / 2, band.y + (64 - 28) / 2, "YOU LOSE",
                        core::kWhite, 4));
  g.mutableState().winner = -1;  // 1 player: the loss without a winner
  EXPECT_EQ(view::renderRfFrame(g.state(), 0).get(band.x + 4, band.y + 10), core::rgba(120, 28, 28));
}

TEST(RfHudRender, TwoPlayerBannersSayWhoWonOnEachHalf) {
  Game g = launchGame(2);
  g.step(Inputs{});
  g.mutableState().running = false;
  g.mutableState().winner = 1;
  const view::RfScreenLayout l = view::rfScreenLayout(2);
  const core::Image img = view::renderRfScreen(g.state());
  for (int p = 0; p < 2; ++p) {
    const view::Viewport band = view::rfBannerBand(l.view[p]);
    EXPECT_EQ(img.get(band.x + 2, band.y + 10), view::rfTeamColour(1));
    const std::string sub = p == 1 ? "YOU WIN" : "YOU LOSE";
    EXPECT_TRUE(textShown(img, band.x + (band.w - core::Image::textWidth(sub, 2)) / 2, band.y + 42, sub,
                          core::kWhite, 2))
        << p;
  }
  g.mutableState().winner = -1;  // the draw: grey on both halves
  const core::Image draw = view::renderRfScreen(g.state());
  EXPECT_EQ(draw.get(view::rfBannerBand(l.view[0]).x + 2, view::rfBannerBand(l.view[0]).y + 10),
            core::rgba(80, 80, 88));
  EXPECT_EQ(draw.get(view::rfBannerBand(l.view[1]).x + 2, view::rfBannerBand(l.view[1]).y + 10),
            core::rgba(80, 80, 88));
}

// VS COMPUTER's screen (RfFrameRenderOptions::solo): the one person's view and dashboard on
// the whole screen, as renderRfFrame draws them; a solo player outside the game is refused.
TEST(RfHudRender, ASoloPlayerFillsTheScreenInTwoPlayers) {
  Game g = launchGame(2);
  g.step(Inputs{});
  view::RfFrameRenderOptions o;
  o.style = view::RfViewStyle::TopDown;
  o.solo = 1;
  const core::Image solo = view::renderRfScreen(g.state(), o);
  EXPECT_EQ(solo.pixels(), view::renderRfFrame(g.state(), 1, o).pixels());
  o.solo = -1;
  EXPECT_NE(view::renderRfScreen(g.state(), o).pixels(), solo.pixels()) << "the split screen";
  o.solo = 2;
  EXPECT_THROW(view::renderRfScreen(g.state(), o), std::invalid_argument);
}

TEST(RfHudRender, ThePanelPictureIsPinned) {
  Game g = tankAt(40, 60);
  ASSERT_NE(spawnMine(g.mutableState(), 0, centre(70), centre(80)), kNoObj);
  const core::Image img = panelOf(g);
  EXPECT_EQ(view::regionHash(img, kPanel1), 0x3acccf6c51d94b03ull);
}

}  // namespace
}  // namespace rf::test
