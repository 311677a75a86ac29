// SPDX-License-Identifier: GPL-3.0-or-later
// The briefing: what a new player needs to know before the first map, and
// again on F1 in a game with the keys: the goal (find the enemy's flag in one of its flag
// buildings, bring it home with the jeep), the four vehicles and what each is for, and the
// keys of this player's own bindings.
#pragma once

#include <string>
#include <vector>

#include "rf/front/settings.hpp"
#include "view/rf_menu_render.hpp"

namespace rf::front {

// The goal and the vehicles, one line each (the launch key named from player 1's bindings).
std::vector<std::string> rfBriefingLines(const Config& config);

// Before the first map: the briefing, "any key: to the bunker".
view::MenuPanel rfBriefingPanel(const Config& config);

// F1 in a game: the briefing's goal and vehicles, then every key (rfHelpText).
view::MenuPanel rfHelpPanel(const Config& config);

}  // namespace rf::front
