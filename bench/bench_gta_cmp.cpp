// SPDX-License-Identifier: GPL-3.0-or-later
// CMP load of the original NYC.CMP from memory (RETROSIM_GTA1_DATA names its folder).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "gta/data/cmp.hpp"

namespace {

bool readNyc(benchmark::State& state, std::vector<uint8_t>& bytes) {
  const char* dir = std::getenv("RETROSIM_GTA1_DATA");
  if (dir == nullptr || *dir == '\0') {
    state.SkipWithError("RETROSIM_GTA1_DATA not set");
    return false;
  }
  bytes = core::readFile(std::string(dir) + "/NYC.CMP", core::FileCap{"a CMP city map", 16u << 20});
  return true;
}

void BM_GtaCmpParse(benchmark::State& state) {
  std::vector<uint8_t> bytes;
  if (!readNyc(state, bytes)) return;
  for (auto _ : state) {
    gta::CmpFile cmp = gta::parseCmp(bytes, "NYC.CMP");
    benchmark::DoNotOptimize(cmp);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes.size()));
}
BENCHMARK(BM_GtaCmpParse);

void BM_GtaCmpSerialize(benchmark::State& state) {
  std::vector<uint8_t> bytes;
  if (!readNyc(state, bytes)) return;
  const gta::CmpFile cmp = gta::parseCmp(bytes, "NYC.CMP");
  for (auto _ : state) {
    std::vector<uint8_t> out = gta::serializeCmp(cmp);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes.size()));
}
BENCHMARK(BM_GtaCmpSerialize);

}  // namespace
