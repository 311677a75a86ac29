// SPDX-License-Identifier: GPL-3.0-or-later
// A level start of mission 1 (Game_Run's begin: Mission_ReadIni, the map's blocks,
// Game_Init with Mission_Load) on the original NYC.CMP and MISSION.INI, and a frame of
// the level (RETROSIM_GTA1_DATA names their folder; skipped when unset).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "gta/data/cmp.hpp"
#include "gta/data/mission_ini.hpp"
#include "gta/game.hpp"
#include "gta_bench_data.hpp"

namespace {

using gta_bench::readData;

void BM_GtaLevelStart(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  for (auto _ : state) {
    const gta::Game game = gta::Game::load(d->cmp, d->ini, 1);
    benchmark::DoNotOptimize(game.state().entities.trafficCars);
  }
}
BENCHMARK(BM_GtaLevelStart)->Unit(benchmark::kMillisecond);

void BM_GtaFrame(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  gta::Game game = gta::Game::load(d->cmp, d->ini, 1);
  for (auto _ : state) {
    game.step();
    benchmark::DoNotOptimize(game.frame());
  }
}
BENCHMARK(BM_GtaFrame);

void BM_GtaStateHash(benchmark::State& state) {
  const auto d = readData(state);
  if (!d) return;
  const gta::Game game = gta::Game::load(d->cmp, d->ini, 1);
  for (auto _ : state) benchmark::DoNotOptimize(game.hash());
}
BENCHMARK(BM_GtaStateHash)->Unit(benchmark::kMillisecond);

}  // namespace
