// SPDX-License-Identifier: GPL-3.0-or-later
// The keys of a player (input layer: the devices -> the raw input words, no SDL): each game
// action's scancodes (input::scancodeByName), as the settings file binds them, and the
// actions in the file's order with their names and what they do.
#pragma once

#include <array>
#include <vector>

namespace input {

// The game keys of one player, each a list of scancodes (input::scancodeByName).
struct PlayerKeys {
  std::vector<int> up, down, left, right, a, b, c, x4, x5;
};

// The game actions of a player's keys, in the settings file's order: the name in the file
// ("up" ... "x5"), the member, and what it does ("forward", "button A (fire, launch)" ...).
struct KeyAction {
  const char* name;
  std::vector<int> PlayerKeys::*keys;
  const char* what;
};
inline constexpr int kKeyActions = 9;
const std::array<KeyAction, kKeyActions>& keyActions();

}  // namespace input
