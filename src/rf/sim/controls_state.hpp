// SPDX-License-Identifier: GPL-3.0-or-later
// The loadout's controller scheme (TeamState::scheme); the decoders are in controls.hpp.
#pragma once

#include <cstdint>

namespace rf {

// The loadout's controller scheme per vehicle type (team +0xb0).
enum class ControlScheme : uint8_t { Digital = 0, Analog = 1 };

}  // namespace rf
