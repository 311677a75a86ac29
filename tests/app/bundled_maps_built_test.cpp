// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim's own maps as the build compiles them (the maps target: retrosim rf map new): each
// compiled .rfm is the serialised text map (tests/rf/bundled_maps_test.cpp checks the text).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "core/file_io.hpp"
#include "test_read.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

const fs::path kMapDir = fs::path(RETROSIM_SOURCE_DIR) / "data" / "rf" / "maps";
const fs::path kBuiltDir = fs::path(RETROSIM_BINARY_DIR) / "data" / "rf" / "maps";

std::vector<fs::path> mapSources() {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(kMapDir)) {
    if (e.path().extension() == ".txt") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(BundledMaps, CompiledRfmFilesEqualTheText) {
  int compared = 0;
  for (const fs::path& p : mapSources()) {
    const fs::path rfm = kBuiltDir / (p.stem().string() + ".rfm");
    if (!fs::exists(rfm)) continue;
    SCOPED_TRACE(rfm.string());
    EXPECT_EQ(testutil::readAll(rfm.string()), serializeRfm(loadMapText(p.string())));
    ++compared;
  }
  if (compared == 0) GTEST_SKIP() << "no compiled maps in " << kBuiltDir.string() << " (build target maps)";
}

}  // namespace
}  // namespace rf
