// SPDX-License-Identifier: GPL-3.0-or-later
// What a `retrosim gta run --input` command does to the game (gta/data/run_script.hpp).
#pragma once

#include "gta/data/run_script.hpp"

namespace gta {

struct GameState;

// Applies one command (the driver calls it when the frame counter reaches its frame).
void applyRunCommand(GameState& s, const RunCommand& c);

}  // namespace gta
