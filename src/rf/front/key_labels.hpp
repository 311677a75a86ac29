// SPDX-License-Identifier: GPL-3.0-or-later
// What the screens say about the keys, from the player's own bindings (the settings file):
// the bunker's hints ("W A S D: CHOOSE   H: LAUNCH") and F1's help, each action with its
// keys and pad button.
#pragma once

#include <string>
#include <vector>

#include "rf/front/settings.hpp"
#include "view/rf_bunker_render.hpp"

namespace rf::front {

// A key's name as the screens show it: SDL's name in capitals, "Keypad 8" as "KP8",
// "Keypad Enter" as "KP ENTER"; "-" for none.
std::string keyLabel(int scancode);
// The first key of an action ("-" for none), as the hints name it.
std::string firstKeyLabel(const std::vector<int>& keys);
// The first key of each direction ("W A S D"), of A ("H") and of B or C ("J OR K").
view::RfKeyLabels rfKeyLabels(const input::PlayerKeys& keys);
// F1's help: per player each action with every key bound to it, the pad's buttons, and the
// window's own keys.
std::string rfHelpText(const Config& config);

}  // namespace rf::front
