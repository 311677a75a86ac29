// SPDX-License-Identifier: GPL-3.0-or-later
// The object module and the level start's parts on mission 1 of the original NYC.CMP and
// MISSION.INI (RETROSIM_GTA1_DATA names their folder; skipped when unset): Obj_UpdateAll
// with 3,000 live objects (target <= 100 us a frame), and where the level start's time goes
// (target <= 5 ms).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "gta/data/cmp.hpp"
#include "gta/data/mission_ini.hpp"
#include "gta/game.hpp"
#include "gta_bench_data.hpp"
#include "gta/sim/obj.hpp"

namespace {

using gta_bench::readData;

int liveObjects(const gta::GameState& s) {
  int n = 0;
  for (const gta::Obj& o : s.entities.objs) n += o.free() ? 0 : 1;
  return n;
}

// The level's 2,909 objects (424 of them animated) and 91 more: 3,000 live; the extra ones
// are loose fires burning on (u12), which query the grid every frame.
void BM_GtaObjUpdateAll3000Level(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  gta::Game g = gta::Game::load(d->cmp, d->ini, 1);
  gta::GameState& s = g.mutableState();
  const gta::Ped& me = s.entities.peds[size_t(s.entities.players[0].ped)];
  for (int i = 0; liveObjects(s) < 3000; ++i) {
    const int o = gta::objCreate(s, gta::objtype::kFire, me.sprite.x + core::px(64 * (i % 10)),
                                 me.sprite.y + core::px(64 * (i / 10)), me.sprite.z, 0);
    s.entities.objs[size_t(o)].u12 = 1;
  }
  for (auto _ : state) {
    gta::objUpdateAll(s);
    s.events.clear();
  }
  state.counters["live"] = liveObjects(s);
}
BENCHMARK(BM_GtaObjUpdateAll3000Level)->Unit(benchmark::kMicrosecond);

// 3,000 live with a third of the level's objects kicked again whenever they came to rest.
void BM_GtaObjUpdateAll3000Moving(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  gta::Game g = gta::Game::load(d->cmp, d->ini, 1);
  gta::GameState& s = g.mutableState();
  while (liveObjects(s) < 3000) gta::objCreate(s, 0x05, core::px(4000), core::px(4000), 0x17f0000, 0);
  int k = 0;
  for (auto _ : state) {
    state.PauseTiming();
    if (s.entities.objMovingHead == gta::kObjNoLink) {
      for (int i = k % 3; i < s.entities.objCount; i += 3) gta::objKick(s, i, 8, (i * 37 + k) & 0x3ff);
      ++k;
    }
    state.ResumeTiming();
    gta::objUpdateAll(s);
    s.events.clear();
  }
  state.counters["live"] = liveObjects(s);
}
BENCHMARK(BM_GtaObjUpdateAll3000Moving)->Unit(benchmark::kMicrosecond);

// The level start's parts: the map's block cache, the collision grid, the objects.
void BM_GtaLevelStartMapBlocks(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  for (auto _ : state) {
    gta::MapBlocks m(*d->cmp);
    benchmark::DoNotOptimize(m.typeMap(1, 1, 5));
  }
}
BENCHMARK(BM_GtaLevelStartMapBlocks)->Unit(benchmark::kMillisecond);

void BM_GtaLevelStartState(benchmark::State& state) {
  for (auto _ : state) {
    auto s = std::make_unique<gta::GameState>();
    benchmark::DoNotOptimize(s.get());
  }
}
BENCHMARK(BM_GtaLevelStartState)->Unit(benchmark::kMillisecond);

void BM_GtaLevelStartObjects(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  gta::Game g = gta::Game::load(d->cmp, d->ini, 1);
  gta::GameState& s = g.mutableState();
  for (auto _ : state) {
    s.grid.init();
    gta::carsInit(s.entities, s.rand);
    gta::objInitFromMap(s.entities, s.grid, s.blocks(), d->cmp->objects, 1);
  }
}
BENCHMARK(BM_GtaLevelStartObjects)->Unit(benchmark::kMillisecond);

}  // namespace
