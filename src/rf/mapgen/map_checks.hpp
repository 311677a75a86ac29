// SPDX-License-Identifier: GPL-3.0-or-later
// The hard checks of a map (issue 41 item 2, docs/maps.md): the game's own loader, then on
// the loaded cells (the bot's passability, rf/bot/path.hpp) for each attacking side: every
// enemy flag site reached by the jeep from its pad and back (by road, shallows, a bridge, an
// opened gate, or as a boat), a tank route to every enemy flag site, an own fuel depot
// within reach of the pad and every route within a tank's fuel. Each failure is one line
// that starts with the rule's name.
#pragma once

#include <string>
#include <vector>

#include "rf/data/rfm.hpp"

namespace rf::mapgen {

// designed: a fuel depot at most 24 cells' drive from the pad (the base's own is 2 away)
inline constexpr int kFuelReachCells = 24;
// designed: no flag site more than 160 cells' drive from the pad (a 128-cell map crossed and
// a quarter more: a tank's fuel lasts longer; 1.5 minutes at its top speed)
inline constexpr int kRouteCells = 160;

// Empty when the map passes; else one line a failure ("tank-route: team 1's flag site at
// (61,40) has no tank route from team 0's pad at (64,80)"). Rules: loader, jeep-route,
// jeep-return, tank-route, fuel, fuel-range.
std::vector<std::string> checkMap(const RfmFile& map, const std::string& name);

}  // namespace rf::mapgen
