// SPDX-License-Identifier: GPL-3.0-or-later
// The map generator's cost without the bots' proof (issue 41: at most 50 ms a map): the
// text (generateMapText), the text compiled (parseMapText) and the hard checks (checkMap),
// each seed a new map, over the three styles, both player counts and three sizes.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "rf/data/map_text.hpp"
#include "rf/mapgen/map_checks.hpp"
#include "rf/mapgen/mapgen.hpp"

namespace {

rf::mapgen::GenOptions optionsOf(const benchmark::State& state, uint32_t seed) {
  rf::mapgen::GenOptions o;
  o.seed = seed;
  o.players = static_cast<int>(state.range(0));
  o.size = static_cast<int>(state.range(1));
  o.style = static_cast<rf::mapgen::Style>(seed % 3);
  o.level = static_cast<int>(1 + seed % 9);
  return o;
}

// the map's text alone
void BM_MapGenText(benchmark::State& state) {
  uint32_t seed = 1;
  for (auto _ : state) {
    const std::string text = rf::mapgen::generateMapText(optionsOf(state, seed++));
    benchmark::DoNotOptimize(text.data());
  }
}
BENCHMARK(BM_MapGenText)->Args({1, 64})->Args({2, 64})->Args({2, 128})->Unit(benchmark::kMillisecond);

// what `rf map generate --no-play` does for one seed: the text, compiled, and the hard checks
void BM_MapGenAndChecks(benchmark::State& state) {
  uint32_t seed = 1;
  size_t failures = 0;
  for (auto _ : state) {
    const rf::mapgen::GenOptions o = optionsOf(state, seed++);
    const rf::RfmFile map = rf::parseMapText(rf::mapgen::generateMapText(o), "bench");
    failures += rf::mapgen::checkMap(map, "bench").size();
    benchmark::DoNotOptimize(map.tiles.data());
  }
  state.counters["failed_checks"] = static_cast<double>(failures);
}
BENCHMARK(BM_MapGenAndChecks)
    ->Args({1, 48})
    ->Args({1, 64})
    ->Args({2, 64})
    ->Args({1, 96})
    ->Args({2, 96})
    ->Args({2, 128})
    ->Unit(benchmark::kMillisecond);

}  // namespace
