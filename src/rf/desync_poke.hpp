// SPDX-License-Identifier: GPL-3.0-or-later
// Test only: a desync on purpose (rf run --net-test-poke, docs/net.md). One peer changes one
// field of its state, so that the hash exchange must name it.
#pragma once

#include "rf/game.hpp"

namespace rf {

// team[1].mines + 1.
void pokeDesync(Game& game);

}  // namespace rf
