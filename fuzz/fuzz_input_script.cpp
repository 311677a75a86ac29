// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the `retrosim rf run` input script reader: any text either parses
// or fails with one core::ParseError naming the line; nothing else may escape or crash.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/bytes.hpp"
#include "rf/data/input_script.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    (void)rf::parseInputScript(text, "fuzz.txt");
  } catch (const core::ParseError&) {
  }
  return 0;
}
