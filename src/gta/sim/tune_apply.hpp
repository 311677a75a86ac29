// SPDX-License-Identifier: GPL-3.0-or-later
// The car tuning file, the applying half (gta-game-core.md "The tuning file"):
// Tune_SetCarParam 0x412e90 writes each entry that gta/data/tune.hpp read into the car
// info record of its model; a model without a record is skipped.
#pragma once

#include <cstdint>
#include <span>

#include "gta/data/tune.hpp"

namespace gta {

struct EntityTables;

struct TuneResult {
  int applied = 0;  // entries written into a record
  int skipped = 0;  // entries of a model without a record
};

// Tune_SetCarParam 0x412e90: writes `value` into the field `param` of the car info record of
// `model`. The integer fields (com_x / com_y bytes, moment, the shorts) take the integer;
// the value / 65536 fields take the value as 16.16 (the original converts to a float:
// value / 65536 in 16.16 is the value itself, exactly). False when the model has no record.
bool tuneSetCarParam(EntityTables& t, int model, TuneParam param, int32_t value);

// Tune_LoadFile 0x412d20's loop over the entries, in file order.
TuneResult tuneApply(EntityTables& t, std::span<const TuneEntry> entries);

}  // namespace gta
