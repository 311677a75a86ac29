// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/desync_poke.hpp"

namespace rf {

void pokeDesync(Game& game) { game.mutableState().team[1].mines += 1; }

}  // namespace rf
