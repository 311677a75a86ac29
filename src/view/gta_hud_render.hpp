// SPDX-License-Identifier: GPL-3.0-or-later
// The small HUD over the GTA city view: the frame counter, the delayed events pending (the
// next one's frame), the fires and fire engines, a status line of the driver's (paused,
// speed, the hover) and the last events as they happened (lines the caller keeps). A view.
#pragma once

#include <string>
#include <vector>

#include "core/image.hpp"
#include "gta/sim/game_state.hpp"

namespace view {

void drawGtaHud(core::Image& img, const gta::GameState& s, const std::string& status,
                const std::vector<std::string>& log);

}  // namespace view
