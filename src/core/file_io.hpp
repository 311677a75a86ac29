// Whole-file reads and atomic writes (the io library: never linked into a simulation).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Reads the whole file; throws ParseError (offset 0) when it cannot be opened or read.
std::vector<uint8_t> readFile(const std::string& path);
// Writes to PATH.tmp then renames over PATH, so a failure never leaves a half-written file.
// Throws std::runtime_error with the path and the system's reason.
void writeFileAtomic(const std::string& path, std::span<const uint8_t> data);
void writeFileAtomic(const std::string& path, std::string_view text);

}  // namespace core
