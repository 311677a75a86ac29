// The top-down view picture (view/rf_frame_render.hpp): exactly the view's area, the
// vehicle in its team colour at the camera centre, the own side's mines only, a dark
// bunker screen when the view does not draw the map, and the picture never changes the state.
#include "view/rf_frame_render.hpp"

#include <gtest/gtest.h>

#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/view_pass.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_map_render.hpp"

namespace rf::test {
namespace {

constexpr int kW = 2 * 264;
constexpr int kH = 2 * 165;

TEST(RfFrameRender, TheAreaWithTheVehicleAtTheCentre) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  stepFrames(g, 1);
  const uint64_t before = g.hash();
  const core::Image img = view::renderRfFrame(g.state(), 0);
  EXPECT_EQ(g.hash(), before);
  EXPECT_EQ(img.width(), kW);
  EXPECT_EQ(img.height(), kH + 24);
  // the hull in team 0's colour round the centre (the turret disc sits on it)
  EXPECT_EQ(img.get(kW / 2 + 5, kH / 2 + 6), view::rfTeamColour(0));
  const core::Image big = view::renderRfFrame(g.state(), 0, {.scale = 2});
  EXPECT_EQ(big.width(), 2 * kW);
  EXPECT_THROW(view::renderRfFrame(g.state(), 0, {.scale = 3}), std::invalid_argument);
}

TEST(RfFrameRender, OnlyTheOwnSidesMinesShow) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(60), 0);
  const ObjSlot own = spawnMine(g.mutableState(), 0, centre(38), centre(60));
  const ObjSlot enemy = spawnMine(g.mutableState(), 1, centre(42), centre(60));
  ASSERT_NE(own, kNoObj);
  ASSERT_NE(enemy, kNoObj);
  stepFrames(g, 1);
  const core::Image img = view::renderRfFrame(g.state(), 0);
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
  const core::Image img = view::renderRfFrame(g.state(), 0);
  EXPECT_EQ(img.get(kW - 2, kH / 2), core::rgba(20, 20, 24));
}

}  // namespace
}  // namespace rf::test
