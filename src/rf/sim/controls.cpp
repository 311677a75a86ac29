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

uint32_t buttons(uint32_t raw, uint32_t prevRaw) {
  uint32_t w = 0;
  w |= input::detail::button((raw & kRawA) != 0, (prevRaw & kRawA) != 0, input::kAPress);
  w |= input::detail::button((raw & kRawB) != 0, (prevRaw & kRawB) != 0, input::kBPress);
  w |= input::detail::button((raw & kRawC) != 0, (prevRaw & kRawC) != 0, input::kCPress);
  if ((raw & kRawX4) != 0) w |= input::kX4;
  if ((raw & kRawX5) != 0) w |= input::kX5;
  return w;
}

}  // namespace

// ControllerDecodeDigital 0x41edf0
uint32_t controllerDecodeDigital(uint32_t raw, uint32_t prevRaw) {
  uint32_t w = 0;
  if ((raw & kRawUp) != 0) w |= input::kFwd;
  if ((raw & kRawDown) != 0) w |= input::kBack;
  if ((raw & kRawRight) != 0) w |= input::kRight;
  if ((raw & kRawLeft) != 0) w |= input::kLeft;
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
