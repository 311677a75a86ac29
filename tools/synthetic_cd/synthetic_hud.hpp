// SPDX-License-Identifier: GPL-3.0-or-later
// The synthetic RFIRE.BIN's HUD tables (rf/data/original_hud.hpp): retrosim's own
// designed values, laid out for the synthetic ART.CAR's dashboard cels (synthetic_art.cpp),
// written at the documented addresses. None of these numbers is the real program's.
#pragma once

#include <cstdint>
#include <vector>

#include "rf/data/original_hud.hpp"

namespace synth {

// designed: the synthetic dashboard cels are 146 x 56 with the radar's frame at (9, 2).
inline constexpr uint32_t kSynthDashW = 146, kSynthDashH = 56;
inline constexpr uint32_t kSynthFrameW = 50, kSynthFrameH = 44;

// The tables the synthetic program holds.
rf::OriginalHud syntheticHud();

// Writes `hud` into the synthetic program image at the documented addresses.
void writeSyntheticHud(std::vector<uint8_t>& program, const rf::OriginalHud& hud);

}  // namespace synth
