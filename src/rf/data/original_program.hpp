// SPDX-License-Identifier: GPL-3.0-or-later
// The user's RFIRE.BIN (the Windows 95 edition's program, docs/original-data.md): the
// supported build is checked by size and CRC-32, the PE32 image is mapped, and every table
// original_tables.hpp can read is read into a DataTables that starts as the designed set.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "rf/data/data_tables.hpp"

namespace rf {

// Throws LoadError "FILE: not the supported version: N bytes, CRC-32 0x... (expected
// 431616 bytes, CRC-32 0x64c49a1b: Return Fire for Windows 95)".
void checkProgramVersion(std::span<const uint8_t> bytes, const std::string& file);

// The tables of the program in `bytes` (named `file` in messages). Throws LoadError with one
// line for the first problem: version, PE32 structure, a table outside the image, a value
// or pointer that is not a documented one.
std::shared_ptr<const DataTables> loadOriginalProgram(std::span<const uint8_t> bytes,
                                                      const std::string& file);

// Reads the file (a regular file, at most 64 MiB) and loads it.
std::shared_ptr<const DataTables> loadOriginalProgramFile(const std::string& path);

// One part of a check: the program itself, then each table.
struct ProgramCheck {
  std::string part;  // "RFIRE.BIN", "tile table 0x452858", ...
  bool ok = false;
  std::string reason;  // the error line when not ok
};

// Every part of `bytes` checked: the version and the image first (when they fail, the tables
// are reported as not checked), then each table on its own.
std::vector<ProgramCheck> checkOriginalProgram(std::span<const uint8_t> bytes, const std::string& file);

}  // namespace rf
