// SPDX-License-Identifier: GPL-3.0-or-later
// The folder of the original GTA data (NYC.CMP, MISSION.INI) named by RETROSIM_GTA1_DATA.
// Tests that need it start with GTA1_DATA_OR_SKIP(dir); they are skipped when it is unset.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>

namespace gta::test {

inline std::optional<std::string> gta1DataDir() {
  const char* d = std::getenv("RETROSIM_GTA1_DATA");
  if (d == nullptr || *d == '\0') return std::nullopt;
  return std::string(d);
}

}  // namespace gta::test

// Declares `const std::string name` = the data folder, or skips the test.
#define GTA1_DATA_OR_SKIP(name)                                              \
  const std::optional<std::string> name##_dir_ = ::gta::test::gta1DataDir(); \
  if (!name##_dir_) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";            \
  const std::string name = *name##_dir_
