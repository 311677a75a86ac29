// SPDX-License-Identifier: GPL-3.0-or-later
// The four entity tables the level start fills (gta-game-core.md "Entity tables"), held
// together so the game state embeds one object. The tables are heap vectors of the exact
// record counts (about 0.9 MB together: too big for a stack).
//
// EntityTables itself is in entities_state.hpp; this header adds the records' functions.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "gta/sim/car.hpp"
#include "gta/sim/entities_state.hpp"
#include "gta/sim/obj.hpp"
#include "gta/sim/ped.hpp"
#include "gta/sim/player.hpp"
#include "gta/sim/traffic.hpp"
