// SPDX-License-Identifier: GPL-3.0-or-later
// The model files as the tilted view draws them (docs/models.md): every static object's model
// in its three looks side by side north of the tank on the grass test map, and each vehicle
// at four headings. Each look must change the picture (the model draws), a damaged look must
// differ from the intact one, and a team's object must differ from the other team's (the
// team faces are tinted). RETROSIM_MODEL_PNG_DIR=DIR writes every scene's middle, 3 times,
// to DIR (for looking at the models).
#include <gtest/gtest.h>

#include <algorithm>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/models.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr int kCx = 40;
constexpr int kCy = 60;

core::Image tilted(const Game& g) {
  view::RfFrameRenderOptions options;
  options.style = view::RfViewStyle::Tilted;
  return view::renderRfScreen(g.state(), options);
}

// The pixels that differ between two pictures of the same size.
int differing(const core::Image& a, const core::Image& b) {
  int n = 0;
  for (size_t i = 0; i < a.pixels().size(); ++i) n += a.pixels()[i] != b.pixels()[i] ? 1 : 0;
  return n;
}

void writeMiddle(const core::Image& img, const std::string& name) {
  const char* dir = std::getenv("RETROSIM_MODEL_PNG_DIR");
  if (dir == nullptr) return;
  core::Image zoom(240, 140);
  zoom.blit(img, -200, -110, false);
  zoom.scaleNearest(3).writePng((std::filesystem::path(dir) / (name + ".png")).string());
}

// The pixels that differ in the screen columns x0..x1 (the 3D view's camera at rest on the
// tank: two cells north a cell's column is 115 px wide round its centre's x,
// 320 + 115 * (cell - kCx); the screen scale there 600 / (130 + 44 cos p) = 3.6).
int differingIn(const core::Image& a, const core::Image& b, int cell) {
  const int x0 = 320 + 115 * (cell - kCx) - 40;
  int n = 0;
  for (int y = 0; y < a.height(); ++y) {
    for (int x = std::max(0, x0); x < std::min(a.width(), x0 + 80); ++x) n += a.get(x, y) != b.get(x, y) ? 1 : 0;
  }
  return n;
}

// The game with the tank at (kCx, kCy) heading north (loaded once, copied per scene).
const Game& baseGame() {
  static const Game kBase = [] {
    Game g = vehicleGame();
    spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kCx), centre(kCy), 0);
    return g;
  }();
  return kBase;
}

// The base game with BNOs at kCy - 2 in the columns kCx - 2, kCx, kCx + 2 (0: empty), each
// with its hit points (full: the intact look; 1: the damaged one), stepped one frame.
core::Image scene(std::array<uint32_t, 3> bno, std::array<bool, 3> full, uint32_t team) {
  Game g = baseGame();
  Sim& sim = g.mutableState();
  for (size_t i = 0; i < 3; ++i) {
    if (bno[i] == 0) continue;
    const uint32_t hp = full[i] ? cell::hpFromStrength(bnoDef(bno[i]).strength) : 1;
    sim.world.setCell(kCx - 2 + 2 * static_cast<int>(i), kCy - 2, cell::make(kGrass, bno[i], team, hp));
  }
  stepFrames(g, 1);
  return tilted(g);
}

// One object of each kind (every object with a model of its own when the pictures are
// asked for). Neutral (team 2): the renderer tints no face.
std::vector<uint32_t> objectsToLookAt() {
  std::vector<uint32_t> out;
  if (std::getenv("RETROSIM_MODEL_PNG_DIR") != nullptr) {
    std::set<ModelId> seen;
    for (uint32_t b = 1; b < kBnoCount; ++b) {
      if (bnoDef(b).hasGraphics && b != bnoId(Bno::ActiveTower) && seen.insert(bnoModel(b)).second)
        out.push_back(b);
    }
    return out;
  }
  for (Bno b : {Bno::Bush1S, Bno::Palm1S,  Bno::TreeS,     Bno::Cactus, Bno::Rock1S, Bno::PlanterBush,
                Bno::Ammo,   Bno::PrisonS, Bno::WtowerNE,  Bno::Flag,   Bno::BldgS,  Bno::FactS,
                Bno::BnkrS,  Bno::Outpost, Bno::HospS,     Bno::FuelS,  Bno::GateH,  Bno::WallV,
                Bno::TentH,  Bno::Tower,   Bno::LdmgWallH, Bno::BrigeH})
    out.push_back(bnoId(b));
  return out;
}

TEST(RfModelsLook, EveryStaticObjectsLooksDraw) {
  const core::Image empty = scene({0, 0, 0}, {true, true, true}, 2);
  for (uint32_t b : objectsToLookAt()) {
    SCOPED_TRACE("BNO " + std::to_string(b) + " " + std::string(bnoDef(b).name));
    const BnoDef& d = bnoDef(b);
    // intact, damaged (1 hit point of more than 1), destroyed
    const core::Image looks = scene({b, b, d.destroyedBno}, {true, false, true}, 2);
    writeMiddle(looks, std::to_string(b) + "_" + std::string(modelFileName(bnoModel(b))));
    EXPECT_GT(differingIn(looks, empty, kCx - 2), 10) << "the intact look draws";
    if (d.destroyedBno != 0 && bnoModel(d.destroyedBno) != kNoModel) {
      EXPECT_GT(differingIn(looks, empty, kCx + 2), 10) << "the destroyed look draws";
    }
    // (a tower is drawn by its turret object, in the look the renderer picks; the 3D view
    // draws a bridge deck as planks in the ground, not by its model)
    if (bnoModelDamaged(b) != bnoModel(b) && d.strength > 1 && b != bnoId(Bno::Tower) &&
        b != bnoId(Bno::LargeTower) && b != bnoId(Bno::BrigeH) && b != bnoId(Bno::BrigeV)) {
      const core::Image intact = scene({0, b, 0}, {true, true, true}, 2);
      EXPECT_GT(differingIn(looks, intact, kCx), 20) << "the damaged look differs from the intact one";
    }
  }
}

TEST(RfModelsLook, TeamFacesTakeTheTeamsColour) {
  for (Bno b : {Bno::BldgS, Bno::Tower, Bno::Flag}) {
    const core::Image t0 = scene({bnoId(b), 0, 0}, {true, true, true}, 0);
    const core::Image t1 = scene({bnoId(b), 0, 0}, {true, true, true}, 1);
    EXPECT_GT(differingIn(t0, t1, kCx - 2), 10) << bnoId(b);
  }
}

TEST(RfModelsLook, EveryVehicleDrawsFromFourSides) {
  for (VehicleType t : kAllVehicleTypes) {
    core::Image first;
    for (int side = 0; side < 4; ++side) {
      Game g = vehicleGame();
      spawnVehicle(g.mutableState(), t, 0, centre(kCx), centre(kCy), side * 0x100000 + 0x60000);
      stepFrames(g, 1);
      const core::Image img = tilted(g);
      writeMiddle(img,
                  std::string("vehicle_") + std::string(vehicleTypeName(t)) + "_" + std::to_string(side));
      if (side == 0) {
        first = img;
      } else {
        EXPECT_GT(differing(img, first), 50) << vehicleTypeName(t) << " side " << side;
      }
    }
  }
}

// Player 1's vehicle of `type` at (kCx, kCy) facing `heading`, stepped one frame, then
// posed (its VehState fields set) and drawn in the 3D view.
core::Image posedVehicle(VehicleType type, int32_t heading, const std::function<void(VehState&)>& pose) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), type, 0, centre(kCx), centre(kCy), heading);
  stepFrames(g, 1);
  pose(g.mutableState().team[0].veh);
  return tilted(g);
}

// An awake turret (the object that stands on its tower while it aims) draws the tower in
// the look of the cell's hit points: damaged while they are low, as the cell itself does.
TEST(RfModelsLook, AnAwakeTowerShowsItsDamage) {
  const auto awake = [](bool full) {
    Game g = baseGame();
    Sim& sim = g.mutableState();
    const uint32_t tower = bnoId(Bno::Tower);
    const uint32_t hp = full ? cell::hpFromStrength(bnoDef(tower).strength) : 1;
    sim.world.setCell(kCx, kCy - 2, cell::make(kGrass, tower, 1, hp));
    const ObjSlot t = activateTurret(sim, (kCy - 2) * kMapCells + kCx, sim.team[0].vehicle);
    EXPECT_NE(t, kNoObj);
    stepFrames(g, 1);
    return tilted(g);
  };
  EXPECT_GT(differingIn(awake(true), awake(false), kCx), 30);
}

// The tank's barrel elevates with +0x50 (the raised shot's 0x3b8e39): facing east, only
// the barrel's pixels (east of the turret) change, and the raised barrel reaches higher up
// the picture than the flat one.
TEST(RfModelsLook, TheTankBarrelElevates) {
  const auto picture = [](int32_t elev) {
    return posedVehicle(VehicleType::Tank, 0x100000, [elev](VehState& v) { v.cannonElev = elev; });
  };
  const core::Image flat = picture(0), raised = picture(0x3b8e39);
  int differ = 0;
  for (int y = 0; y < flat.height(); ++y) {
    for (int x = 0; x < flat.width(); ++x) {
      if (flat.get(x, y) == raised.get(x, y)) continue;
      ++differ;
      EXPECT_GT(x, 320) << "only the barrel (east of the turret) moves";
    }
  }
  EXPECT_GT(differ, 10);
  // the topmost row where each picture's barrel is: a differing pixel is barrel in one
  // picture and grass in the other, and the barrel is the darker of the two
  int topFlat = flat.height(), topRaised = flat.height();
  for (int y = flat.height() - 1; y >= 0; --y) {
    for (int x = 334; x < 400; ++x) {
      if (flat.get(x, y) == raised.get(x, y)) continue;
      const auto lum = [](core::Rgba c) { return core::red(c) + core::green(c) + core::blue(c); };
      if (lum(raised.get(x, y)) < lum(flat.get(x, y))) {
        topRaised = y;
      } else {
        topFlat = y;
      }
    }
  }
  EXPECT_LT(topRaised, topFlat) << "the raised barrel should reach higher";
}

// The heli banks into a turn (+0x88): banked right, its picture differs from level flight,
// and banked left differs from banked right.
TEST(RfModelsLook, TheHeliBanks) {
  const auto heli = [](int32_t bank) {
    return posedVehicle(VehicleType::Heli, 0, [bank](VehState& v) {
      v.bank = bank;
      v.boatBlend = 0;  // the rotor in the same place
    });
  };
  const core::Image level = heli(0), right = heli(3), left = heli(-3);
  EXPECT_GT(differing(level, right), 20);
  EXPECT_GT(differing(left, right), 20);
}

}  // namespace
}  // namespace rf::test
