// SPDX-License-Identifier: GPL-3.0-or-later
// The raw input word of one player (rf-simulation.md §5 "Control word"): what
// PollAllPlayerInputs reads from a device each frame, what Game::step takes, and what input
// scripts and replays record. The vehicle's think decodes it with the controller of its
// loadout scheme (ControllerDecodeDigital 0x41edf0, or the analog decoder 0x41eee0:
// rf/sim/controls.hpp) into the control word of rf/sim/input.hpp.
//
// Given by the notes: the low 16 bits are the magnitudes (the keyboard reader sets 0xff
// while left/right is held and 0xff00 while up/down is held), A = 0x08000000 (key H),
// B = J, C = K (all three = 0xe000000), the extra buttons Q / E = 0x200000 / 0x400000.
// designed: B = 0x04000000, C = 0x02000000 (the order of the three-button mask), the
// directions up 0x10000, down 0x20000, left 0x40000, right 0x80000 (the free bits below the
// extra buttons); an analog stick carries x in bits 0-7 (east +) and y in bits 8-15
// (south +) as signed bytes.
#pragma once

#include <cstdint>

namespace rf::raw {

inline constexpr uint32_t kNone = 0;  // nothing held
inline constexpr uint32_t kMagLeftRight = 0xff;
inline constexpr uint32_t kMagUpDown = 0xff00;
inline constexpr uint32_t kUp = 0x10000;
inline constexpr uint32_t kDown = 0x20000;
inline constexpr uint32_t kLeft = 0x40000;
inline constexpr uint32_t kRight = 0x80000;
inline constexpr uint32_t kX4 = 0x200000;
inline constexpr uint32_t kX5 = 0x400000;
inline constexpr uint32_t kC = 0x02000000;
inline constexpr uint32_t kB = 0x04000000;
inline constexpr uint32_t kA = 0x08000000;
inline constexpr uint32_t kAllButtons = 0x0e000000;  // A + B + C: self-destruct

// What is held on a keyboard (or a script line) in one frame.
struct Keys {
  bool up = false;
  bool down = false;
  bool left = false;
  bool right = false;
  bool a = false;
  bool b = false;
  bool c = false;
  bool x4 = false;
  bool x5 = false;
  uint8_t mag = 0xff;  // the magnitude byte (the keyboard reader: 0xff)
};

// The buttons of a raw word (both kinds of device).
constexpr uint32_t buttonBits(const Keys& k) {
  return (k.a ? kA : 0) | (k.b ? kB : 0) | (k.c ? kC : 0) | (k.x4 ? kX4 : 0) | (k.x5 ? kX5 : 0);
}

// The keyboard reader: the direction and button bits of the keys held, the magnitude byte
// in bits 0-7 while left or right is held and in bits 8-15 while up or down is held.
constexpr uint32_t keyboardWord(const Keys& k) {
  uint32_t w = buttonBits(k);
  if (k.up) w |= kUp;
  if (k.down) w |= kDown;
  if (k.left) w |= kLeft;
  if (k.right) w |= kRight;
  if (k.left || k.right) w |= k.mag;
  if (k.up || k.down) w |= static_cast<uint32_t>(k.mag) << 8;
  return w;
}

// An analog stick (the analog scheme's device): x, y as signed bytes plus the buttons of
// `k` (its directions are not used).
constexpr uint32_t stickWord(int8_t x, int8_t y, const Keys& k = {}) {
  return buttonBits(k) | static_cast<uint8_t>(x) | static_cast<uint32_t>(static_cast<uint8_t>(y)) << 8;
}

}  // namespace rf::raw
