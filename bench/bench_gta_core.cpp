// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA level-start tables on the original NYC.CMP (RETROSIM_GTA1_DATA names its folder):
// Cars_Init + Ped_InitAll + Obj_InitFromMap, and Map_GetGroundZ.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "gta/data/cmp.hpp"
#include "gta/sim/coll.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/mapq.hpp"

namespace {

bool loadNyc(benchmark::State& state, gta::CmpFile& cmp) {
  const char* dir = std::getenv("RETROSIM_GTA1_DATA");
  if (dir == nullptr || *dir == '\0') {
    state.SkipWithError("RETROSIM_GTA1_DATA not set");
    return false;
  }
  cmp = gta::loadCmp(std::string(dir) + "/NYC.CMP");
  return true;
}

void BM_GtaLevelTables(benchmark::State& state) {
  gta::CmpFile cmp;
  if (!loadNyc(state, cmp)) return;
  const gta::MapBlocks map(cmp);
  auto t = std::make_unique<gta::EntityTables>();
  gta::CollGrid grid;
  for (auto _ : state) {
    core::GtaRand rand;
    grid.init();
    gta::carsInit(*t, rand);
    gta::pedInitAll(*t);
    const gta::ObjInitResult r = gta::objInitFromMap(*t, grid, map, cmp.objects, cmp.header.style);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_GtaLevelTables)->Unit(benchmark::kMicrosecond);

void BM_GtaMapBlocks(benchmark::State& state) {
  gta::CmpFile cmp;
  if (!loadNyc(state, cmp)) return;
  for (auto _ : state) {
    gta::MapBlocks map(cmp);
    benchmark::DoNotOptimize(map);
  }
}
BENCHMARK(BM_GtaMapBlocks)->Unit(benchmark::kMicrosecond);

void BM_GtaGroundZ(benchmark::State& state) {
  gta::CmpFile cmp;
  if (!loadNyc(state, cmp)) return;
  const gta::MapBlocks map(cmp);
  int32_t x = 0;
  for (auto _ : state) {
    x = (x + 0x123457) & 0x3fffffff;
    benchmark::DoNotOptimize(gta::mapGetGroundZ(map, x, x ^ 0x15a5a5a5, 0));
  }
}
BENCHMARK(BM_GtaGroundZ);

}  // namespace
