// SPDX-License-Identifier: GPL-3.0-or-later
// The devices as the game reads them (input layer, no SDL): the keys by our own names and by
// their physical position (scancodes: USB HID usage numbers, which SDL's scancodes are), the
// game controllers' state, and one frame of all of it (DeviceFrame). The platform fills a
// DeviceFrame from SDL; a test or a bot builds one itself (DeviceFrame::fromScancodes).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace input {

// The keys the game reads by name (the original's default layouts, the window keys).
enum class Key : uint8_t {
  W, A, S, D, Up, Down, Left, Right, H, J, K, Q, E,                        // player 1
  Kp8, Kp4, Kp5, Kp6, Kp2, KpMinus, KpPlus, KpEnter, Kp7, Kp9,            // player 2
  Escape, P, M, F1, F12, Return, Alt, Digit3, Digit1, Digit2, N,           // the window's
  Space, Tab, F2, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,         // the title screen's
  V, O,                                                                    // the view style, options
  F5, F6, F7, F8, F9, F10,                                                 // the volumes
  F4,                                                                      // the look (original / ours)
  Count
};
inline constexpr int kKeyCount = static_cast<int>(Key::Count);

// Any key by its physical position: USB HID usage numbers (SDL_Scancode's values).
inline constexpr int kScancodes = 512;
inline constexpr int kScancodeRightAlt = 230;  // counts as Key::Alt too
// The scancode of each Key (Key order).
int scancodeOf(Key k);
// The Key a scancode is, if any.
std::optional<Key> keyOfScancode(int scancode);
// The scancode of a key name as SDL names keys ("W", "Up", "Keypad 8", "Keypad Enter",
// "Left Alt"; any case), or -1 for a name not in the table (SDL's names, kept as a table
// here so that no layer but the platform needs SDL; a platform test checks it against SDL).
int scancodeByName(const std::string& name);
// SDL's name of a scancode ("" for none).
std::string scancodeName(int scancode);
// Every named scancode, in order (the platform test compares it with SDL's).
struct ScancodeName {
  int scancode;
  const char* name;
};
const std::vector<ScancodeName>& scancodeNames();

inline constexpr int kPadSlots = 2;  // first pad player 1, second player 2

// One game controller as the game reads it.
struct PadState {
  bool connected = false;
  int16_t x = 0;  // left stick, -32768 (left) .. 32767 (right)
  int16_t y = 0;  // left stick, -32768 (up) .. 32767 (down), SDL's sense
  bool up = false, down = false, left = false, right = false;  // the d-pad
  bool a = false, b = false, x_ = false, y_ = false;            // the face buttons
  bool leftShoulder = false, rightShoulder = false;
  bool start = false, back = false;
  bool anyButton() const { return a || b || x_ || y_ || start || back || leftShoulder || rightShoulder; }
};

// The mouse as a window program reads it, in picture pixels (the platform maps the window's
// pixels to the picture's, whatever its scale). A frame without a mouse (a test, a bot, the
// null backend) leaves it all zero: not inside, nothing held, no motion.
struct MouseState {
  bool inside = false;  // the pointer is over the picture
  int x = 0, y = 0;     // where it is (picture pixels)
  int dx = 0, dy = 0;   // its motion since the last frame
  bool left = false, middle = false, right = false;                      // held now
  bool leftPressed = false, middlePressed = false, rightPressed = false;  // went down since the last frame
  int wheel = 0;        // wheel steps since the last frame (+: away from the user)
  bool operator==(const MouseState&) const = default;
};

// One frame of the devices.
struct DeviceFrame {
  bool quit = false;                         // the window was closed
  std::array<bool, kKeyCount> held{};        // keys down now or pressed since the last frame
  std::array<bool, kScancodes> scan{};       // every key down now or pressed since the last frame
  std::vector<Key> pressed;                  // keys that went down since the last frame
  std::vector<int> pressedScan;              // the same, every key by its scancode (rebinding)
  std::string text;                          // text typed since the last frame (UTF-8)
  std::array<PadState, kPadSlots> pads{};    // the game controllers by slot
  MouseState mouse;                          // the mouse (window programs that read it)
  bool down(Key k) const { return held[static_cast<size_t>(k)]; }
  // The frame's typing applied to a text field's `field`: Backspace deletes the last
  // character, once for each press of the frame (two taps within one frame delete two).
  void eraseBackspaced(std::string& field) const;

  // A frame from scancodes: `down` held now, `pressed` went down since the last frame (held
  // too, so that a tap shorter than a frame counts); held and pressed Keys derived.
  static DeviceFrame fromScancodes(const std::vector<int>& down, const std::vector<int>& pressed);
  // The Keys of `scan` and `pressedScan` (after the platform or a test filled those).
  void deriveKeys();
};

}  // namespace input
