// SPDX-License-Identifier: GPL-3.0-or-later
// A player's keys (bindings.hpp).
#include "input/bindings.hpp"

namespace input {

const std::array<KeyAction, kKeyActions>& keyActions() {
  static const std::array<KeyAction, kKeyActions> actions{{{"up", &PlayerKeys::up, "forward"},
                                                           {"down", &PlayerKeys::down, "back"},
                                                           {"left", &PlayerKeys::left, "turn left"},
                                                           {"right", &PlayerKeys::right, "turn right"},
                                                           {"a", &PlayerKeys::a, "button A (fire, launch)"},
                                                           {"b", &PlayerKeys::b, "button B"},
                                                           {"c", &PlayerKeys::c, "button C"},
                                                           {"x4", &PlayerKeys::x4, "extra 4 (tank turret left)"},
                                                           {"x5", &PlayerKeys::x5, "extra 5 (tank turret right)"}}};
  return actions;
}

}  // namespace input
