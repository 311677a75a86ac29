// SPDX-License-Identifier: GPL-3.0-or-later
// The control word (ControllerDecodeDigital 0x41edf0, rf-simulation.md §5): what a player's
// raw input word (rf/data/raw_input.hpp) means to a vehicle, decoded by its think
// (rf/sim/controls.hpp) and kept in VehState +8.
#pragma once

#include <cstdint>

namespace rf::input {

inline constexpr uint32_t kIdle = 0x1;
inline constexpr uint32_t kFwd = 0x2;
inline constexpr uint32_t kBack = 0x4;
inline constexpr uint32_t kRight = 0x8;
inline constexpr uint32_t kLeft = 0x10;  // 0x18 (both) = steer to the analog target state+0xb0
inline constexpr uint32_t kAPress = 0x20;
inline constexpr uint32_t kAHold = 0x40;
inline constexpr uint32_t kARelease = 0x80;
inline constexpr uint32_t kBPress = 0x100;  // = A << 3 (the fire functions get ctrl >> 3)
inline constexpr uint32_t kBHold = 0x200;
inline constexpr uint32_t kBRelease = 0x400;
inline constexpr uint32_t kCPress = 0x800;  // = A << 6 (ctrl >> 6)
inline constexpr uint32_t kCHold = 0x1000;
inline constexpr uint32_t kCRelease = 0x2000;
inline constexpr uint32_t kX4 = 0x4000;  // extra buttons (Q / E: turret turn, heli strafe)
inline constexpr uint32_t kX5 = 0x8000;
inline constexpr uint32_t kTurnMagShift = 16;  // bits 16-23: left/right magnitude
inline constexpr uint32_t kMoveMagShift = 24;  // bits 24-31: up/down magnitude

}  // namespace rf::input
