// SPDX-License-Identifier: GPL-3.0-or-later
// The car table (gta-game-core.md "Entity tables"): 400 records of 0x2b0 bytes at
// 0x4be248, the car info records and the model table 0x4be178, Cars_Init 0x4070a0 and
// the car creation the level start uses (Car_Init 0x4067c0, the part the spec describes).
//
// The state types are in car_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "core/rand.hpp"
#include "gta/data/car_info_vtypes.hpp"
#include "gta/sim/car_state.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct EntityTables;

// Cars_Init 0x4070a0: the model table and car info records (designed contents: the style
// file is not read), every slot free (status -1, +0x139 = 0), then the traffic model
// rows (Traffic_InitModelTables 0x418f80: 300 Math_Random calls).
void carsInit(EntityTables& t, core::GtaRand& rand);
// The car info record of a model, or nullptr (no record / model outside 0..99).
CarInfo* carInfoOfModel(EntityTables& t, int model);
const CarInfo* carInfoOfModel(const EntityTables& t, int model);
// Car_Init 0x4067c0 (what the level start needs): the first free slot becomes a car of
// `model` at (x, y, z) facing `angle` (0..0x3ff) with its driver ped bound (slot + 200);
// returns the slot. Throws FatalError kFatalNoFreeCar when every slot is taken.
int carCreate(EntityTables& t, int model, core::Fixed x, core::Fixed y, core::Fixed z, int16_t angle,
              uint8_t remap);
// Slots not free.
int carsInUse(const EntityTables& t);

}  // namespace gta
