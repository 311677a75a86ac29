// SPDX-License-Identifier: GPL-3.0-or-later
// Level-start tables on the shipped NYC.CMP (skipped without RETROSIM_GTA1_DATA).
#include <gtest/gtest.h>

#include <memory>

#include "../gta_data.hpp"
#include "gta/data/cmp.hpp"
#include "gta/same_state.hpp"
#include "gta/sim/coll.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/mapq.hpp"

namespace gta {
namespace {

TEST(EntitiesReal, NycObjectsAndParkedCars) {
  GTA1_DATA_OR_SKIP(dir);
  const CmpFile cmp = loadCmp(dir + "/NYC.CMP");
  ASSERT_EQ(cmp.header.style, 1);  // style 1: no type-2 split
  const MapBlocks map(cmp);
  auto t = std::make_unique<EntityTables>();
  CollGrid grid;
  core::GtaRand rand;
  carsInit(*t, rand);
  pedInitAll(*t);
  const ObjInitResult r = objInitFromMap(*t, grid, map, cmp.objects, cmp.header.style);
  // 3015 object positions: 106 parked cars, the other 2909 objects in slots 0..2908.
  EXPECT_EQ(r.parkedCars, 106);
  EXPECT_EQ(r.objects, 2909);
  EXPECT_EQ(t->objCount, 2909);
  EXPECT_EQ(carsInUse(*t), 106);
  EXPECT_EQ(t->objs[2908].type >= 0, true);
  EXPECT_EQ(t->objs[2909].type, -1);
  int alarms = 0;
  for (const Car& c : t->cars) alarms += c.alarm;
  // 106 parked cars, of which the designed car infos make 95 standard cars (model 9 x 5 are
  // motorcycles, 3 x 3 buses, 45 x 3 tanks): every other one of those, starting with the
  // first, has its alarm.
  EXPECT_EQ(alarms, 48);
  // Mission 1 then primes 100 traffic slots after the parked cars.
  EXPECT_EQ(trafficPrimeCarPool(*t, 100), 206);
  EXPECT_EQ(t->trafficCars, 100);
}

TEST(EntitiesReal, TwoLevelStartsAreIdentical) {
  GTA1_DATA_OR_SKIP(dir);
  const CmpFile cmp = loadCmp(dir + "/NYC.CMP");
  const MapBlocks map(cmp);
  struct Start {
    std::unique_ptr<EntityTables> t = std::make_unique<EntityTables>();
    std::unique_ptr<CollGrid> grid = std::make_unique<CollGrid>();
  };
  Start starts[2];
  for (Start& s : starts) {
    core::GtaRand rand;
    carsInit(*s.t, rand);
    pedInitAll(*s.t);
    objInitFromMap(*s.t, *s.grid, map, cmp.objects, cmp.header.style);
    playerInitAll(*s.t, PlayerInitOptions{});
  }
  EXPECT_TRUE(test::sameState(*starts[0].t, *starts[1].t));
  EXPECT_TRUE(test::sameState(*starts[0].grid, *starts[1].grid));
  EXPECT_EQ(core::hashOf(*starts[0].t), core::hashOf(*starts[1].t));
  EXPECT_EQ(core::hashOf(*starts[0].grid), core::hashOf(*starts[1].grid));
}

}  // namespace
}  // namespace gta
