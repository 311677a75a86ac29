// SPDX-License-Identifier: GPL-3.0-or-later
// Game controllers -> the raw input word of a player (docs/controls.md).
//
// designed (the notes give the word's bits, rf/data/raw_input.hpp, not a pad's mapping):
//   - buttons (by default; PadSettings::buttons rebinds them): A = button A (fire, launch),
//     B = button B, X = button C, the left / right shoulder = the extra buttons x4 / x5 (tank
//     turret left / right); A + B + X together =
//     self-destruct (it falls out of the word: all three buttons). Y is free by default;
//     Start and Back are the window's (pause, the pause menu).
//   - a stick inside the dead zone counts as centred (PadSettings::deadZone of 32767).
//   - the analog scheme (the loadout's ControlScheme::Analog, the decoder 0x41eee0): the
//     word carries the stick as signed bytes, x in bits 0-7 (east +) and y in bits 8-15
//     (south +), 0 at the dead zone's edge up to 127 at full deflection; with the stick
//     centred the d-pad and the keyboard's directions give full deflections (up = y -127,
//     right = x +127 ...). The direction bits are set too, so that the bunker menus (which
//     decode every word digitally) move with the stick and the d-pad.
//   - the digital scheme (ControllerDecodeDigital 0x41edf0): the d-pad and the stick past
//     the dead zone set the direction bits; the magnitude bytes are 0xff for the d-pad and
//     the keyboard, the stick's deflection (0..0xff) for the stick.
//   - a pad's word is OR-ed with the keyboard word of the same player (both can be used).
//   - which scheme: `[pads] stick = analog` (the default) gives the analog scheme to each
//     player who has a pad attached when the game starts (first pad player 1, second
//     player 2); `digital` keeps the keyboard's digital scheme for everyone. The scheme is
//     a game option, so the replay records it (rf/replay.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "input/device.hpp"
#include "rf/sim/controls_state.hpp"

namespace input {

// designed: a quarter of the stick's travel (most pads rest within 10%; the original's
// analog decoder has its own dead zone of 16 of 127 on top).
inline constexpr int32_t kDefaultPadDeadZone = 8000;

// A pad's buttons the game actions can be bound to ([pads] a = ... in the settings file, the
// options menu's pad screen), by SDL's game-controller names.
enum class PadButton : uint8_t { A, B, X, Y, LeftShoulder, RightShoulder };
inline constexpr int kPadButtons = 6;
// "a", "b", "x", "y", "leftshoulder", "rightshoulder" (SDL_GameControllerGetStringForButton's).
const char* padButtonName(PadButton b);
// A button by its name (any case); nullopt for another name.
std::optional<PadButton> padButtonByName(std::string_view name);
bool padButtonHeld(const input::PadState& pad, PadButton b);

// The actions a pad's buttons give, in this order (the game's buttons A, B, C and the extra
// buttons 4 and 5).
inline constexpr int kPadActions = 5;
inline constexpr std::array<const char*, kPadActions> kPadActionNames{"a", "b", "c", "x4", "x5"};

struct PadSettings {
  bool enabled = true;
  int32_t deadZone = kDefaultPadDeadZone;  // 0..32000
  rf::ControlScheme stick = rf::ControlScheme::Analog;
  // the button of each action a, b, c, x4, x5 (the defaults: A, B, X, the shoulders)
  std::array<PadButton, kPadActions> buttons{PadButton::A, PadButton::B, PadButton::X, PadButton::LeftShoulder,
                                             PadButton::RightShoulder};
};

// One stick axis (-32768..32767) as a signed byte: 0 within the dead zone, then linear to
// +-127 at full deflection.
int8_t stickByte(int16_t axis, int32_t deadZone);

// A player's raw word: the keyboard word (rf::raw::keyboardWord) and the player's pad (if
// connected), for the player's loadout scheme.
uint32_t playerWord(uint32_t keyboard, const input::PadState& pad, rf::ControlScheme scheme,
                    const PadSettings& settings);

// The loadout schemes for a game that starts with `padsAttached` pads.
std::array<rf::ControlScheme, 2> padSchemes(const PadSettings& settings, int padsAttached);

}  // namespace input
