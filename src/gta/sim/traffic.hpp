// SPDX-License-Identifier: GPL-3.0-or-later
// The traffic model rows (Traffic_InitModelTables 0x418f80) and the traffic pool priming
// (Traffic_PrimeCarPool / MisCar_SpawnBatch).
#pragma once

#include <array>
#include <cstdint>

#include "core/rand.hpp"
#include "gta/data/traffic_models.hpp"

namespace gta {

struct EntityTables;

// Traffic_InitModelTables 0x418f80: rows (0x504ce0) copied from 0x4ac108, then every entry
// swapped with a random one of its row (Math_Random % row length). Returns the number of
// Math_Random calls (300).
int trafficInitModelTables(TrafficModelRows& rows, core::GtaRand& rand);

// Traffic_PrimeCarPool (MisCar_SpawnBatch): `count` more traffic slots become primed (the
// traffic car count goes from its old value n to n + count) and the drivers are bound.
// quirk: the drivers are bound from the old count up to the new count PLUS the old count
// (so a second batch binds too many). Returns the new count.
int trafficPrimeCarPool(EntityTables& t, int count);

}  // namespace gta
