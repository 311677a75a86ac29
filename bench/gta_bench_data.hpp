// SPDX-License-Identifier: GPL-3.0-or-later
// The original GTA files the GTA benchmarks run on: MISSION.INI and NYC.CMP from the folder
// RETROSIM_GTA1_DATA names (the benchmark is skipped with a message when it is unset).
#pragma once

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "gta/data/cmp.hpp"
#include "gta/data/mission_ini.hpp"

namespace gta_bench {

struct Data {
  std::string ini;
  std::shared_ptr<const gta::CmpFile> cmp;
};

inline std::unique_ptr<Data> readData(benchmark::State& state) {
  const char* dir = std::getenv("RETROSIM_GTA1_DATA");
  if (dir == nullptr || *dir == '\0') {
    state.SkipWithError("RETROSIM_GTA1_DATA not set");
    return nullptr;
  }
  auto d = std::make_unique<Data>();
  d->ini = gta::loadMissionIniText(std::string(dir) + "/MISSION.INI");
  d->cmp = std::make_shared<const gta::CmpFile>(gta::loadCmp(std::string(dir) + "/NYC.CMP"));
  return d;
}

}  // namespace gta_bench
