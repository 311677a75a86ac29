// SPDX-License-Identifier: GPL-3.0-or-later
// The context hints over a player's view (designed: the original has none; ours name the
// player's own keys when a rule of the notes is about to matter): "J: BOAT" for a jeep in the
// water on its wheels (TireOut: B in water, rf-simulation.md §5; on wheels in deep water it
// sinks), "H+J+K: SELF-DESTRUCT" out of fuel (all three buttons = self-destruct), "STAND
// STILL, H: DOCK" on its own pad (step 7: standing still on the own pad, a button docks),
// "K: MINE" for the ASV in 2 players (Msv_Mine 0x42a310). One at a time, the most urgent.
#pragma once

#include <string>

#include "input/bindings.hpp"
#include "rf/sim/sim.hpp"

namespace rf::front {

// The hint over player `player`'s view now ("" none).
std::string hudHint(const rf::Sim& sim, int player, const input::PlayerKeys& keys);

}  // namespace rf::front
