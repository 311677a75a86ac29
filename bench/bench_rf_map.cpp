// SPDX-License-Identifier: GPL-3.0-or-later
// Map load throughput: parse an RFM image held in memory and build its cell world
// (LoadLevelMap 0x4322f0), as a level start does.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/rand.hpp"
#include "rf/data/rfm.hpp"
#include "rf/sim/world.hpp"

namespace {

// A representative 1-player 128 x 128 map: deep sea round an island with a shallow and a
// shore ring, vegetation, a road cross, a walled base with towers, buildings and 30 flag
// sites, the player's pad and two bridges.
rf::RfmFile representativeMap() {
  rf::RfmFile m = rf::makeEmptyRfm("Bench Island", 1, 5);
  auto set = [&m](int x, int y, uint8_t b) {
    m.tiles[static_cast<size_t>(y) * rf::kMapCells + static_cast<size_t>(x)] = b;
  };
  for (int y = 0; y < rf::kMapCells; ++y) {
    for (int x = 0; x < rf::kMapCells; ++x) {
      const int edge = std::min(std::min(x, y), std::min(127 - x, 127 - y));
      uint8_t b = 0;  // grass
      if (edge < 8)
        b = 1;  // deep water
      else if (edge < 10)
        b = 20;  // shallow water
      else if (edge == 10)
        b = static_cast<uint8_t>(6 + (x + y) % 2);  // shore pieces
      else if ((x * 7 + y * 13) % 11 == 0)
        b = static_cast<uint8_t>(120 + (x + y) % 8);  // plants, rocks
      set(x, y, b);
    }
  }
  for (int i = 12; i < 116; ++i) {
    set(i, 64, 73);  // road E-W
    set(64, i, 79);  // road N-S
  }
  set(64, 64, 78);
  for (int i = 80; i < 110; ++i) {
    set(i, 80, 192);  // team-1 WALL_H
    set(i, 110, 192);
    set(80, i, 212);  // team-1 WALL_V
  }
  set(80, 80, 235);                                                             // LARGE_TOWER on the corner
  for (int i = 0; i < 30; ++i) set(84 + (i % 10) * 2, 86 + (i / 10) * 6, 220);  // flag sites
  for (int i = 0; i < 20; ++i) set(85 + (i % 10) * 2, 89 + (i / 10) * 6, static_cast<uint8_t>(201 + i % 17));
  set(30, 30, 57);  // home pad
  set(20, 40, 49);  // bridge over a channel
  for (int x = 21; x < 26; ++x) set(x, 40, 1);
  set(26, 40, 50);
  set(40, 20, 69);
  for (int y = 21; y < 25; ++y) set(40, y, 1);
  set(40, 25, 70);
  return m;
}

void BM_RfMapReadAndBuild(benchmark::State& state) {
  const std::vector<uint8_t> image = rf::serializeRfm(representativeMap());
  for (auto _ : state) {
    const rf::RfmFile map = rf::parseRfm(image, "bench.rfm");
    core::MsvcRand rand;
    rf::World world = rf::buildWorld(map, "bench.rfm", rand);
    benchmark::DoNotOptimize(world);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(image.size()));
}
BENCHMARK(BM_RfMapReadAndBuild);

void BM_RfMapBuildOnly(benchmark::State& state) {
  const rf::RfmFile map = rf::parseRfm(rf::serializeRfm(representativeMap()), "bench.rfm");
  for (auto _ : state) {
    core::MsvcRand rand;
    rf::World world = rf::buildWorld(map, "bench.rfm", rand);
    benchmark::DoNotOptimize(world);
  }
}
BENCHMARK(BM_RfMapBuildOnly);

}  // namespace
