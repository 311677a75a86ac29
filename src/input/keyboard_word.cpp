// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard -> a raw word (keyboard_word.hpp).
#include "input/keyboard_word.hpp"

#include <algorithm>

#include "rf/data/raw_input.hpp"

namespace input {

uint32_t keyboardWord(const input::DeviceFrame& in, const PlayerKeys& keys) {
  const auto held = [&](const std::vector<int>& v) {
    return std::any_of(v.begin(), v.end(), [&](int sc) {
      return sc > 0 && sc < input::kScancodes && in.scan[static_cast<size_t>(sc)];
    });
  };
  rf::raw::Keys k;
  k.up = held(keys.up);
  k.down = held(keys.down);
  k.left = held(keys.left);
  k.right = held(keys.right);
  k.a = held(keys.a);
  k.b = held(keys.b);
  k.c = held(keys.c);
  k.x4 = held(keys.x4);
  k.x5 = held(keys.x5);
  return rf::raw::keyboardWord(k);
}

}  // namespace input
