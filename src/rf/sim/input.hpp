// The control word (ControllerDecodeDigital 0x41edf0, rf-simulation.md §5): what a player's
// input means to a vehicle. Game::step takes one word per player in this layout.
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

// What is held down in one frame (the state of the keys or of a script line).
struct Held {
  bool fwd = false;
  bool back = false;
  bool left = false;
  bool right = false;
  bool a = false;
  bool b = false;
  bool c = false;
  bool x4 = false;
  bool x5 = false;
  uint8_t mag = 0xff;  // the magnitude byte (the keyboard reader: 0xff)
};

namespace detail {
constexpr uint32_t button(bool now, bool before, uint32_t press) {
  return (now && !before ? press : 0) | (now ? press << 1 : 0) | (!now && before ? press << 2 : 0);
}
}  // namespace detail

// The decoded word of this frame given the previous frame's keys.
// designed (the decoder is a later issue): idle (1) when no direction is held; a button
// held gives its hold bit every frame, its press bit on the first frame and its release bit
// on the first frame after; the magnitude byte goes to bits 16-23 while left/right is held
// and to bits 24-31 while fwd/back is held (the keyboard reader's 0xff / 0xff00).
constexpr uint32_t controlWord(const Held& now, const Held& before) {
  uint32_t w = 0;
  if (now.fwd) w |= kFwd;
  if (now.back) w |= kBack;
  if (now.right) w |= kRight;
  if (now.left) w |= kLeft;
  if (w == 0) w |= kIdle;
  w |= detail::button(now.a, before.a, kAPress);
  w |= detail::button(now.b, before.b, kBPress);
  w |= detail::button(now.c, before.c, kCPress);
  if (now.x4) w |= kX4;
  if (now.x5) w |= kX5;
  if (now.left || now.right) w |= static_cast<uint32_t>(now.mag) << kTurnMagShift;
  if (now.fwd || now.back) w |= static_cast<uint32_t>(now.mag) << kMoveMagShift;
  return w;
}

}  // namespace rf::input
