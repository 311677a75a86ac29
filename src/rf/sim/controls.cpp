// SPDX-License-Identifier: GPL-3.0-or-later
// The controllers 0x41edf0 / 0x41eee0 (rf-simulation.md §5 "Control word").
#include "rf/sim/controls.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/sim/input.hpp"

namespace rf {
namespace {

constexpr int32_t kAnalogDeadZone = 16;  // designed

// The press bit on the first frame a button is down, the hold bit (press << 1) on every
// frame it is down, the release bit (press << 2) on the first frame after.
constexpr uint32_t button(uint32_t raw, uint32_t prevRaw, uint32_t rawBit, uint32_t press) {
  const bool now = (raw & rawBit) != 0;
  const bool before = (prevRaw & rawBit) != 0;
  return (now && !before ? press : 0) | (now ? press << 1 : 0) | (!now && before ? press << 2 : 0);
}

uint32_t buttons(uint32_t raw, uint32_t prevRaw) {
  uint32_t w = 0;
  w |= button(raw, prevRaw, raw::kA, input::kAPress);
  w |= button(raw, prevRaw, raw::kB, input::kBPress);
  w |= button(raw, prevRaw, raw::kC, input::kCPress);
  if ((raw & raw::kX4) != 0) w |= input::kX4;
  if ((raw & raw::kX5) != 0) w |= input::kX5;
  return w;
}

}  // namespace

// ControllerDecodeDigital 0x41edf0
uint32_t controllerDecodeDigital(uint32_t raw, uint32_t prevRaw) {
  uint32_t w = 0;
  if ((raw & raw::kUp) != 0) w |= input::kFwd;
  if ((raw & raw::kDown) != 0) w |= input::kBack;
  if ((raw & raw::kRight) != 0) w |= input::kRight;
  if ((raw & raw::kLeft) != 0) w |= input::kLeft;
  if (w == 0) w = input::kIdle;
  w |= buttons(raw, prevRaw);
  w |= (raw & 0xffffu) << input::kTurnMagShift;
  return w;
}

// 0x41eee0
AnalogControl controllerDecodeAnalog(uint32_t raw, uint32_t prevRaw) {
  const int32_t sx = static_cast<int8_t>(raw & 0xffu);
  const int32_t sy = static_cast<int8_t>((raw >> 8) & 0xffu);
  AnalogControl out;
  out.word = buttons(raw, prevRaw);
  const int32_t big = std::max(std::abs(sx), std::abs(sy));
  if (big < kAnalogDeadZone) {
    out.word |= input::kIdle;
    return out;
  }
  const auto mag = static_cast<uint32_t>(std::min(big * 2, 0xff));
  out.word |= input::kLeft | input::kRight | input::kFwd;
  out.word |= mag << input::kTurnMagShift | mag << input::kMoveMagShift;
  out.target = core::WrapHeading(static_cast<int64_t>(core::Atan2Fixed(sx, sy)) + core::kHeadingQuarter);
  return out;
}

}  // namespace rf
