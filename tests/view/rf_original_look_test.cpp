// SPDX-License-Identifier: GPL-3.0-or-later
// The original look (view/rf_original_look.hpp) drawn from the synthetic ART.CAR and model
// parts our tools make to the documented formats (tools/synthetic_cd; no original data exists
// here): the projection is the notes' (render.md §2), the floor is the tile cels, the models
// are their parts' cels, the picture of a fixed scene is pinned, and our own look is drawn
// when no original look is given.
//
// RETROSIM_RENDER_PNG_DIR=DIR writes the pictures to DIR.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "image_hash.hpp"
#include "core/hash.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/original_models.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_original_look.hpp"

namespace rf::test {
namespace {

constexpr int kCx = 40, kCy = 60;

const view::RfOriginalLook& look() {
  static const view::RfOriginalLook l(readArtCar(synth::syntheticArtCar(), "ART/ART.CAR"),
                                      loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"));
  return l;
}

std::string hashOf(const core::Image& img) {
  return testutil::imageHash(img);
}

void maybeWrite(const core::Image& img, const std::string& name) {
  if (const char* dir = std::getenv("RETROSIM_RENDER_PNG_DIR"))
    img.writePng((std::filesystem::path(dir) / (name + ".png")).string());
}

// The tank at (40, 60) heading 45 degrees; a road north, water west, a building, a tree, a
// wall and an enemy tank beside.
Game scene() {
  Game g = vehicleGame();
  paintColumn(g, kCx, kCy - 8, kCy - 1, kRoadNS);
  paintColumn(g, kCx - 3, kCy - 8, kCy + 3, kShallow);
  paintColumn(g, kCx - 4, kCy - 8, kCy + 3, kDeep);
  putBno(g, kCx + 1, kCy - 2, 23, kGrass, 1);  // BLDG_N
  putBno(g, kCx - 1, kCy - 3, 23, kGrass, 0);
  putBno(g, kCx + 2, kCy - 1, kBush);
  putBno(g, kCx - 2, kCy - 1, kPalm);
  putBno(g, kCx + 1, kCy + 1, 46);  // WALL_H
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kCx), centre(kCy), 0x80000);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 1, centre(kCx + 2), centre(kCy - 3), 0x200000);
  stepFrames(g, 1);
  return g;
}

TEST(RfOriginalLook, ProjectsAsTheNotesSay) {
  // the camera point projects to the centre; at H = -170 the ground scale there is
  // 300 / (300 - 170 - Y cos p) (Y = 0 at the camera: 2.31)
  const int32_t cam = 1000 << 16;
  const auto c = view::rfOrigProject(cam, cam, -170, 320, 200, cam, cam, 0);
  ASSERT_TRUE(c.ok);
  EXPECT_EQ(c.x, 160 << 16);
  EXPECT_EQ(c.y, 100 << 16);
  const auto e = view::rfOrigProject(cam, cam, -170, 320, 200, cam + (32 << 16), cam, 0);
  ASSERT_TRUE(e.ok);
  // z' - H = 170: 32 px * T[170] = 32 * (0x12c0000 / 130) / 65536 = 73.8 (rounded down to 0.5 px)
  EXPECT_EQ(e.x, (160 << 16) + ((((32 << 2) * (0x12c0000 / 130)) & static_cast<int32_t>(0xfffe0003u)) >> 2));
  // up is up the screen; the eye's side is refused
  const auto up = view::rfOrigProject(cam, cam, -170, 320, 200, cam, cam, 20 << 16);
  EXPECT_LT(up.y, c.y);
  EXPECT_FALSE(view::rfOrigProject(cam, cam, -170, 320, 200, cam, cam + (300 << 16), 0).ok);
}

TEST(RfOriginalLook, RefusesModelsNamingCelsTheArchiveLacks) {
  auto car = synth::syntheticArtCar();
  // an archive of 120 cels: the synthetic parts name cel 123
  ArtCar small = readArtCar(car, "ART/ART.CAR");
  small.cels.resize(120);
  try {
    view::RfOriginalLook l(std::move(small), loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"));
    FAIL() << "built";
  } catch (const LoadError& e) {
    EXPECT_NE(std::string(e.what()).find("is not in ART/ART.CAR (120 cels)"), std::string::npos) << e.what();
  }
}

TEST(RfOriginalLook, TheSceneIsPinned) {
  Game g = scene();
  view::RfFrameRenderOptions o;
  o.original = &look();
  const core::Image img = view::renderRfScreen(g.state(), o);
  maybeWrite(img, "original_look");
  // the floor is the tile cels: the road's centre line colour is there, and the water's
  const ArtCar& car = look().car();
  int road = 0, roof = 0;
  const core::Rgba line = car.colour(synth::synthColour(204, 204, 51));
  const core::Rgba blue = car.colour(synth::synthColour(51, 102, 255));
  for (int y = 0; y < 400; ++y) {
    for (int x = 0; x < 640; ++x) {
      road += img.get(x, y) == line;
      roof += img.get(x, y) == blue;
    }
  }
  EXPECT_GT(road, 50);
  EXPECT_GT(roof, 50);  // team 0's roof and hull colour
  EXPECT_EQ(hashOf(img), "216f12d5b295721c");
}

// Model_DrawHeli's rotor (designed steps, rfOrigRotorPart): the resting blades at speed 0,
// a disc when it spins; without the rotor parts the picture is the body's alone.
TEST(RfOriginalLook, TheHeliDrawsItsRotorByItsSpeed) {
  EXPECT_EQ(view::rfOrigRotorPart(0), 0u);
  EXPECT_EQ(view::rfOrigRotorPart(core::kOne), 1u);
  EXPECT_EQ(view::rfOrigRotorPart(2 * core::kOne), 2u);
  EXPECT_EQ(view::rfOrigRotorPart(4 * core::kOne), 3u);
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(kCx), centre(kCy), 0);
  stepFrames(g, 1);
  view::RfFrameRenderOptions o;
  o.original = &look();
  g.mutableState().team[0].veh.boatTarget = 0;
  const std::string rest = hashOf(view::renderRfScreen(g.state(), o));
  g.mutableState().team[0].veh.boatTarget = 4 * core::kOne;
  const core::Image spinning = view::renderRfScreen(g.state(), o);
  maybeWrite(spinning, "original_heli");
  EXPECT_NE(hashOf(spinning), rest);
  OriginalModels bare = look().models();
  bare.heliRotor = {};
  const view::RfOriginalLook noRotor(look().car(), bare);
  o.original = &noRotor;
  EXPECT_NE(hashOf(view::renderRfScreen(g.state(), o)), hashOf(spinning));
  g.mutableState().team[0].veh.boatTarget = 0;
  EXPECT_NE(hashOf(view::renderRfScreen(g.state(), o)), rest);
}

// Model_DrawJeep's tyres roll with the jeep's x: 0x1c9 + (x >> 16 & 3); other cels are kept.
TEST(RfOriginalLook, TheJeepsTyresTurnWithItsX) {
  EXPECT_EQ(view::rfOrigJeepTyreCel(0x1c9, 0), 0x1c9u);
  EXPECT_EQ(view::rfOrigJeepTyreCel(0x1c9, 5 * core::kOne), 0x1cau);  // 5 & 3 = 1
  EXPECT_EQ(view::rfOrigJeepTyreCel(0x1cb, 7 * core::kOne + 0x8000), 0x1ccu);
  EXPECT_EQ(view::rfOrigJeepTyreCel(0x1c8, 5 * core::kOne), 0x1c8u);  // not a tyre
  EXPECT_EQ(view::rfOrigJeepTyreCel(0x1cd, 5 * core::kOne), 0x1cdu);
}

TEST(RfOriginalLook, WithoutItOurLookIsDrawn) {
  Game g = scene();
  view::RfFrameRenderOptions ours;
  view::RfFrameRenderOptions orig;
  orig.original = &look();
  EXPECT_NE(hashOf(view::renderRfScreen(g.state(), ours)), hashOf(view::renderRfScreen(g.state(), orig)));
  // the top-down view is ours in either
  ours.style = orig.style = view::RfViewStyle::TopDown;
  EXPECT_EQ(hashOf(view::renderRfScreen(g.state(), ours)), hashOf(view::renderRfScreen(g.state(), orig)));
}

}  // namespace
}  // namespace rf::test
