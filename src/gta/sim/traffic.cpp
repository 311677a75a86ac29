// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/traffic.hpp"

#include <algorithm>
#include <utility>

#include "gta/sim/entities.hpp"

namespace gta {

// Traffic_InitModelTables 0x418f80
int trafficInitModelTables(TrafficModelRows& rows, core::GtaRand& rand) {
  rows = kTrafficModelSource;  // 0x4ac108 (gta/data/traffic_models.hpp)
  int calls = 0;
  for (auto& row : rows) {
    for (size_t j = 0; j < row.size(); ++j) {
      const int32_t r = rand.next();  // Math_Random 0x434160
      ++calls;
      std::swap(row[j], row[size_t(r) % row.size()]);
    }
  }
  return calls;
}

// Traffic_PrimeCarPool (MisCar_SpawnBatch)
int trafficPrimeCarPool(EntityTables& t, int count) {
  const int old = t.carCount;
  const int now = std::min(old + std::max(count, 0), kCarSlots);
  for (int i = old; i < now; ++i) {
    Car& c = t.cars[size_t(i)];
    if (c.status == kCarFree) c.status = kCarTrafficPrimed;
  }
  // quirk: the drivers are bound from the old count up to the new count plus the old
  // count. designed (port deviation): slots past the car table are not touched.
  const int bindEnd = std::min(now + old, kCarSlots);
  for (int i = old; i < bindEnd; ++i) {
    t.cars[size_t(i)].driver = static_cast<int16_t>(kFirstDriverPed + i);
    t.peds[size_t(kFirstDriverPed + i)].car = static_cast<int16_t>(i);
  }
  t.trafficCars += now - old;
  t.carCount = now;
  return now;
}

}  // namespace gta
