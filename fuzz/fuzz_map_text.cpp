// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the Return Fire map text reader (docs/map-format.md): any text either
// parses or fails with a core::ParseError naming the line; nothing else may escape or crash.
// A text that parses must round-trip: mapToText writes it back (it may not refuse a parsed
// map), that text parses again to the same RFM bytes, and writing the second map gives the
// same text again.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/bytes.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

void roundTrip(const rf::RfmFile& a) {
  const std::string written = rf::mapToText(a);
  rf::RfmFile b;
  try {
    b = rf::parseMapText(written, "written.txt");
  } catch (const core::ParseError&) {
    check(false);  // the writer's own text must read back
  }
  const std::vector<uint8_t> bytesA = rf::serializeRfm(a);
  check(rf::serializeRfm(b) == bytesA);
  check(rf::mapToText(b) == written);
  // A parsed map is a valid RFM image (the writer only writes such maps).
  try {
    (void)rf::parseRfm(bytesA, "fuzz.rfm");
  } catch (const core::ParseError&) {
    check(false);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  rf::RfmFile map;
  try {
    map = rf::parseMapText(text, "fuzz.txt");
  } catch (const core::ParseError&) {
    return 0;
  }
  roundTrip(map);
  return 0;
}
