// SPDX-License-Identifier: GPL-3.0-or-later
// A top-down close-up of a running GTA game for `retrosim gta run --png`: a window of the
// city picture with the objects (fires, smoke, the hose and the water jet, crates and
// power-ups, debris), the explosion quarters, the cars (fire engines marked, with their
// route), the recorded fires and the edited blocks drawn over it. A view.
#pragma once

#include "core/image.hpp"
#include "gta/sim/game_state.hpp"

namespace view {

struct GtaSceneWindow {
  int blockX = 0;  // the window's top-left block
  int blockY = 0;
  int blocks = 48;  // blocks each way
  int scale = 10;   // pixels per block (the city picture's scale)
};

// `city` is view::renderGtaMap at window.scale (the whole city).
core::Image renderGtaScene(const core::Image& city, const gta::GameState& s, const GtaSceneWindow& window);

}  // namespace view
