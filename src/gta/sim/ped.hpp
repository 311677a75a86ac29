// SPDX-License-Identifier: GPL-3.0-or-later
// The ped table (gta-game-core.md "Entity tables"): 620 records of 0x100 bytes at
// 0x7284e0; slots 200..599 are the drivers of cars 0..399. Ped_InitAll 0x44f370.
//
// The state types are in ped_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "gta/data/ped_remaps.hpp"
#include "gta/sim/ped_state.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct EntityTables;

// Ped_Reset: every field but the remap back to its cleared value.
void pedReset(Ped& p);
// Ped_InitAll 0x44f370 (see ped.cpp for each step).
void pedInitAll(EntityTables& t);

}  // namespace gta
