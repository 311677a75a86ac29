// SPDX-License-Identifier: GPL-3.0-or-later
// The inputs of one loop iteration (Inputs, the key bits); functions in session.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "gta/data/run_script.hpp"
#include "gta/sim/game_state.hpp"

namespace gta {

// What the caller's platform layer read for one iteration (Input_ReadControls 0x432e00).
struct Inputs {
  // Per player control word (0x5031a8[player]); a key rides in bits 23+ with bit 6 set.
  std::array<uint32_t, kMaxPlayers> controls{};
  // Scenario commands due this frame (`gta run --input`, gta/data/run_script.hpp: fires,
  // explosions, kicks ...), applied in order once the controls are read, so that their
  // events are this frame's (ARCHITECTURE.md "One way in").
  std::vector<RunCommand> commands;
};

inline constexpr uint32_t kControlKeyFlag = 0x40;
inline constexpr int kControlKeyShift = 23;

}  // namespace gta
