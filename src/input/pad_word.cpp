// SPDX-License-Identifier: GPL-3.0-or-later
// Game controllers -> raw words (pad_word.hpp).
#include "input/pad_word.hpp"

#include "core/ascii.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>

#include "rf/data/raw_input.hpp"
#include "rf/sim/controls_state.hpp"

namespace input {
namespace {

constexpr std::array<const char*, kPadButtons> kButtonNames{"a", "b", "x", "y", "leftshoulder", "rightshoulder"};

}  // namespace

const char* padButtonName(PadButton b) {
  return kButtonNames[static_cast<size_t>(b)];
}

std::optional<PadButton> padButtonByName(std::string_view name) {
  const std::string lower = core::asciiLower(name);
  for (size_t i = 0; i < kButtonNames.size(); ++i) {
    if (lower == kButtonNames[i]) return static_cast<PadButton>(i);
  }
  return std::nullopt;
}

bool padButtonHeld(const input::PadState& pad, PadButton b) {
  switch (b) {
    case PadButton::A: return pad.a;
    case PadButton::B: return pad.b;
    case PadButton::X: return pad.x_;
    case PadButton::Y: return pad.y_;
    case PadButton::LeftShoulder: return pad.leftShoulder;
    case PadButton::RightShoulder: return pad.rightShoulder;
  }
  return false;
}

int8_t stickByte(int16_t axis, int32_t deadZone) {
  const int32_t dz = std::clamp(deadZone, 0, 32000);
  const int32_t v = std::max<int32_t>(axis, -32767);  // -32768 is full deflection too
  const int32_t mag = std::abs(v);
  if (mag <= dz) return 0;
  const int32_t b = std::clamp((mag - dz) * 127 / (32767 - dz), 1, 127);
  return static_cast<int8_t>(v < 0 ? -b : b);
}

uint32_t playerWord(uint32_t keyboard, const input::PadState& pad, rf::ControlScheme scheme,
                    const PadSettings& settings) {
  namespace raw = rf::raw;
  const bool use = settings.enabled && pad.connected;
  rf::raw::Keys k;
  if (use) {
    const auto held = [&](int action) { return padButtonHeld(pad, settings.buttons[static_cast<size_t>(action)]); };
    k.a = held(0);
    k.b = held(1);
    k.c = held(2);
    k.x4 = held(3);
    k.x5 = held(4);
  }
  const int8_t sx = use ? stickByte(pad.x, settings.deadZone) : int8_t{0};
  const int8_t sy = use ? stickByte(pad.y, settings.deadZone) : int8_t{0};
  const bool stick = sx != 0 || sy != 0;
  uint32_t dirs = keyboard & (raw::kUp | raw::kDown | raw::kLeft | raw::kRight);
  if (use) {
    dirs |= (pad.up ? raw::kUp : 0) | (pad.down ? raw::kDown : 0) | (pad.left ? raw::kLeft : 0) |
            (pad.right ? raw::kRight : 0);
  }
  dirs |= (sy < 0 ? raw::kUp : 0) | (sy > 0 ? raw::kDown : 0) | (sx < 0 ? raw::kLeft : 0) | (sx > 0 ? raw::kRight : 0);
  const uint32_t buttons = (keyboard & (raw::kAllButtons | raw::kX4 | raw::kX5)) | raw::buttonBits(k);
  if (scheme == rf::ControlScheme::Analog) {
    int8_t x = sx;
    int8_t y = sy;
    if (!stick) {  // the d-pad and the keys as full deflections
      x = static_cast<int8_t>((dirs & raw::kRight) != 0 ? 127 : (dirs & raw::kLeft) != 0 ? -127 : 0);
      y = static_cast<int8_t>((dirs & raw::kDown) != 0 ? 127 : (dirs & raw::kUp) != 0 ? -127 : 0);
    }
    return raw::stickWord(x, y) | buttons | dirs;
  }
  // digital: the keyboard's own magnitudes, the d-pad's 0xff, the stick's deflection
  uint32_t mags = keyboard & 0xffffu;
  if (use && (pad.left || pad.right)) mags |= raw::kMagLeftRight;
  if (use && (pad.up || pad.down)) mags |= raw::kMagUpDown;
  const auto deflection = [](int8_t b) { return static_cast<uint32_t>(std::min(0xff, std::abs(b) * 0xff / 127)); };
  if ((mags & raw::kMagLeftRight) == 0 && sx != 0) mags |= deflection(sx);
  if ((mags & raw::kMagUpDown) == 0 && sy != 0) mags |= deflection(sy) << 8;
  return buttons | dirs | mags;
}

std::array<rf::ControlScheme, 2> padSchemes(const PadSettings& settings, int padsAttached) {
  std::array<rf::ControlScheme, 2> s{rf::ControlScheme::Digital, rf::ControlScheme::Digital};
  if (!settings.enabled || settings.stick != rf::ControlScheme::Analog) return s;
  for (int p = 0; p < 2 && p < padsAttached; ++p) s[static_cast<size_t>(p)] = rf::ControlScheme::Analog;
  return s;
}

}  // namespace input
