// SPDX-License-Identifier: GPL-3.0-or-later
// The controllers (rf-simulation.md §5 "Control word"): ControllerDecodeDigital 0x41edf0
// turns a raw input word (rf/data/raw_input.hpp) and the previous frame's into the control
// word of rf/sim/input.hpp; the analog decoder 0x41eee0 (loadout scheme 1) steers to a
// target heading instead (0x18 + state +0xb0). The vehicle's think runs the one its team's
// loadout names for the vehicle type (TeamState::scheme, team +0xb0).
#pragma once

#include <cstdint>

#include "rf/data/raw_input.hpp"
#include "rf/sim/controls_state.hpp"

namespace rf {

// ControllerDecodeDigital 0x41edf0: directions (none = idle 1), press / hold / release of
// A, B, C from this and the previous raw word, the extra buttons while held, and the raw
// magnitudes in bits 16-31.
uint32_t controllerDecodeDigital(uint32_t raw, uint32_t prevRaw);

// The analog decoder 0x41eee0's result: the control word and the target heading it asks
// the vehicle to steer to (VehState +0xb0) when the word has both turn bits (0x18).
struct AnalogControl {
  uint32_t word = 0;
  int32_t target = 0;
};

// 0x41eee0. designed (the notes give only the address and the 0x18 rule): the stick's x, y
// bytes (raw::stickWord); outside a dead zone of 16 the word gets 0x18 + fwd with the target
// heading of the stick (0 = north, clockwise) and the stick's larger axis doubled (max 0xff)
// as both magnitudes; the buttons decode as in the digital controller.
AnalogControl controllerDecodeAnalog(uint32_t raw, uint32_t prevRaw);

}  // namespace rf
