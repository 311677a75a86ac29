// SPDX-License-Identifier: GPL-3.0-or-later
// What the original look's view tests share: the look from the synthetic CD (tools/synthetic_cd:
// ART.CAR and RFIRE.BIN's parts made to the documented formats), a tank of player 1 at (40, 60)
// on grass, and player 1's 640 x 400 view of a game. RETROSIM_RENDER_PNG_DIR=DIR writes pictures.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>

#include "rf/data/art_car.hpp"
#include "rf/data/original_models.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "view/rf_original_look.hpp"

namespace rf::test {

inline constexpr int kOrigCx = 40, kOrigCy = 60;
inline constexpr int kOrigW = 640, kOrigH = 400;  // the view: 320 x 200 original pixels

inline const view::RfOriginalLook& syntheticOriginalLook() {
  static const view::RfOriginalLook l(readArtCar(synth::syntheticArtCar(), "ART/ART.CAR"),
                                      loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"));
  return l;
}

inline void maybeWriteOriginal(const core::Image& img, const std::string& name) {
  if (const char* dir = std::getenv("RETROSIM_RENDER_PNG_DIR"))
    img.writePng((std::filesystem::path(dir) / (name + ".png")).string());
}

// The player's tank at (40, 60) on grass, stepped once (the view pass sets the camera).
inline Game originalBase() {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kOrigCx), centre(kOrigCy), 0);
  stepFrames(g, 1);
  return g;
}

inline core::Image originalView(const Game& g) {
  core::Image img(kOrigW, kOrigH);
  view::drawRfOriginalView(g.state(), 0, img, {0, 0, kOrigW, kOrigH}, syntheticOriginalLook());
  return img;
}

}  // namespace rf::test
