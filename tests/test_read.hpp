// A whole file's bytes for a test's checks (core::readFile with a cap no test file reaches).
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "core/file_io.hpp"

namespace testutil {

inline std::vector<uint8_t> readAll(const std::filesystem::path& p) {
  return core::readFile(p.string(), core::FileCap{"a test file", uint64_t{1} << 30});
}

}  // namespace testutil
