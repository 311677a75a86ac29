// SPDX-License-Identifier: GPL-3.0-or-later
// The car tuning file (gta-game-core.md "The tuning file"), the reading half: Tune_LoadFile
// 0x412d20 reads ..\gtadata\config.ini (optional; the shipped data has none) into the
// entries [car <model> <parameter>] <value>. Writing each entry into the model's car info
// record (Tune_SetCarParam 0x412e90) is the simulation's: gta/sim/tune_apply.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gta/data/tune_params.hpp"

namespace gta {

inline constexpr size_t kTuneKeySize = 0x50;    // the key block 0x501d88
inline constexpr size_t kTuneTextMax = 0x1000;  // the text 0x501dd8; a longer file is fatal

// The shared block: the key (0x50 bytes) and right after it the file text (NUL ended).
struct TuneBuffer {
  std::array<char, kTuneKeySize + kTuneTextMax + 1> mem{};
  char* key() { return mem.data(); }
  char* text() { return mem.data() + kTuneKeySize; }
};

// One entry of the file, in file order.
struct TuneEntry {
  int32_t model = 0;
  TuneParam param = TuneParam::ComX;
  int32_t value = 0;  // as written (the value / 65536 fields take it as 16.16)
  size_t offset = 0;  // the entry's '[' in the text
  bool operator==(const TuneEntry&) const = default;
};

// The parameter named `name` (kTuneParams), or nullopt.
std::optional<TuneParam> tuneParamOfName(std::string_view name);
std::string_view tuneParamName(TuneParam p);

// Tune_LoadFile 0x412d20 on the file's text: every entry, in order. Pure (text in,
// entries out). Throws gta::LoadError -0x89 (file, offset) for a text longer than 0x1000
// bytes, a key without its ']', an entry not starting with "car" or an unknown parameter.
// A model without a car info record is not an error here (the apply step skips it).
std::vector<TuneEntry> parseTuneText(std::string_view text, const std::string& file);
// The same with the shared block kept by the caller, so tests can look at it.
std::vector<TuneEntry> parseTuneText(std::string_view text, const std::string& file, TuneBuffer& buf);
// Reads `path` if it exists (no entries when it doesn't).
std::vector<TuneEntry> loadTuneFile(const std::string& path);

}  // namespace gta
