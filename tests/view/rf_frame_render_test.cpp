// SPDX-License-Identifier: GPL-3.0-or-later
// The game screen (the 3D view by default) and the top-down view (view/rf_frame_render.hpp, rf_topdown_render.hpp):
// 640 x 480, the vehicle in its team colour at the view's centre, the own side's mines only,
// objects outside the view's area not drawn and those cells dimmed, split screen in 2
// players, a dark bunker screen when the view does not draw the map, and the picture never
// changes the state.
#include "view/rf_frame_render.hpp"

#include <gtest/gtest.h>

#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_map_render.hpp"

namespace rf::test {
namespace {

constexpr int kW = view::kRfScreenWidth;
constexpr int kH = view::kRfScreenHeight - view::kRfDashboardHeight;
const view::RfFrameRenderOptions kTopDown{.style = view::RfViewStyle::TopDown};

TEST(RfFrameRender, TheAreaWithTheVehicleAtTheCentre) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  const uint64_t before = g.hash();
  const core::Image img = view::renderRfFrame(g.state(), 0, kTopDown);
  EXPECT_EQ(g.hash(), before);
  EXPECT_EQ(img.width(), 640);
  EXPECT_EQ(img.height(), 480);
  // the hull in team 0's colour round the centre (the turret disc sits on it)
  EXPECT_EQ(img.get(kW / 2 + 5, kH / 2 + 6), view::rfTeamColour(0));
  EXPECT_THROW(view::renderRfFrame(g.state(), 2), std::invalid_argument);
}

TEST(RfFrameRender, TheTopDownViewHasNoDimmedFrameAndDrawsWhatItShows) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  const ViewCamera& cam = g.state().player[0].camera;
  // a mine of the own side in the first cell column left of the area, inside the viewport
  const int col = cam.cellX0 - 1;
  const core::Image before = view::renderRfFrame(g.state(), 0, kTopDown);
  const ObjSlot m = spawnMine(g.mutableState(), 0, centre(col), centre(60));
  ASSERT_NE(m, kNoObj);
  const core::Image img = view::renderRfFrame(g.state(), 0, kTopDown);
  const int ox = (cam.x >> 16) - kW / 2;
  const int oy = (cam.y >> 16) - kH / 2;
  const int mx = (g.state().obj(m).x >> 16) - ox;
  const int my = (g.state().obj(m).y >> 16) - oy;
  ASSERT_GE(mx, 0);
  EXPECT_EQ(img.get(mx, my), view::rfTeamColour(0));  // drawn, past the area
  // the same terrain (the same tile variant: 8 cells on) outside the area as bright as inside it
  const core::Rgba out = before.get(mx, my + 12);
  const core::Rgba in = before.get(mx + 8 * 32, my + 12);
  EXPECT_EQ(out, in);
}

TEST(RfFrameRender, TwoPlayersSplitTheScreen) {
  const view::RfScreenLayout one = view::rfScreenLayout(1);
  EXPECT_EQ(one.views, 1);
  EXPECT_EQ(one.view[0], (view::Viewport{0, 0, 640, 400}));
  EXPECT_EQ(one.dashboard[0], (view::Viewport{0, 400, 640, 80}));
  const view::RfScreenLayout two = view::rfScreenLayout(2);
  EXPECT_EQ(two.views, 2);
  EXPECT_EQ(two.view[0], (view::Viewport{0, 0, 318, 400}));
  EXPECT_EQ(two.view[1], (view::Viewport{322, 0, 318, 400}));
  EXPECT_EQ(two.dashboard[1], (view::Viewport{322, 400, 318, 80}));
}

TEST(RfFrameRender, OnlyTheOwnSidesMinesShow) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  const ObjSlot own = spawnMine(g.mutableState(), 0, centre(38), centre(60));
  const ObjSlot enemy = spawnMine(g.mutableState(), 1, centre(42), centre(60));
  ASSERT_NE(own, kNoObj);
  ASSERT_NE(enemy, kNoObj);
  stepFrames(g, 1);
  const core::Image img = view::renderRfFrame(g.state(), 0, kTopDown);
  const ViewCamera& cam = g.state().player[0].camera;
  const int ox = (cam.x >> 16) - kW / 2;
  const int oy = (cam.y >> 16) - kH / 2;
  const auto at = [&](ObjSlot s) { return img.get((g.state().obj(s).x >> 16) - ox, (g.state().obj(s).y >> 16) - oy); };
  EXPECT_EQ(at(own), view::rfTeamColour(0));
  EXPECT_NE(at(enemy), view::rfTeamColour(0));
  EXPECT_NE(at(enemy), view::rfTeamColour(1));
}

TEST(RfFrameRender, TheBunkerScreenIsDark) {
  Game g = vehicleGame();
  g.mutableState().player[0].view = ViewMode::BunkerSelect;
  stepFrames(g, 1);
  ASSERT_FALSE(g.state().player[0].camera.drawn);
  // the select screen's back, beside the cards, once it has faded in (rf_bunker_render.hpp)
  g.mutableState().player[0].bunker.fade = core::kOne;
  const core::Image img = view::renderRfFrame(g.state(), 0, kTopDown);
  EXPECT_EQ(img.get(kW - 2, kH / 2), core::rgba(20, 20, 24));
  // on its first frames it is still dark
  g.mutableState().player[0].bunker.fade = 0;
  EXPECT_EQ(view::renderRfFrame(g.state(), 0).get(kW - 2, kH / 2), core::rgba(0, 0, 0));
}

}  // namespace
}  // namespace rf::test
