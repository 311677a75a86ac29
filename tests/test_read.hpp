// SPDX-License-Identifier: GPL-3.0-or-later
// Small file helpers for tests: a whole file's bytes (core::readFile with a cap no test file
// reaches), a file written from text, a folder's entry names in order.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/file_io.hpp"

namespace testutil {

inline std::vector<uint8_t> readAll(const std::filesystem::path& p) {
  return core::readFile(p.string(), core::FileCap{"a test file", uint64_t{1} << 30});
}

inline std::string readText(const std::filesystem::path& p) {
  const std::vector<uint8_t> b = readAll(p);
  return std::string(b.begin(), b.end());
}

inline void put(const std::filesystem::path& p, const std::string& s) {
  std::ofstream(p, std::ios::binary) << s;
}

inline std::vector<std::string> names(const std::filesystem::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace testutil
