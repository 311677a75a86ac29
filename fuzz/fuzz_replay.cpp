// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the replay reader (rf/replay.hpp, docs/replay-format.md): any input
// either fails with core::ParseError naming the file, or parses to a replay that writes
// back to exactly the same bytes (a file of the current version; an older one is written as
// the current version, which then reads back to itself). Seeds: fuzz/seeds/fuzz_replay.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

#include "core/bytes.hpp"
#include "rf/replay.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> input(data, size);
  rf::Replay r;
  try {
    r = rf::parseReplay(input, "fuzz.rsrp");
  } catch (const core::ParseError& e) {
    if (e.file() != "fuzz.rsrp") {
      std::fprintf(stderr, "fuzz_replay: error names another file\n");
      std::abort();
    }
    return 0;
  }
  const std::vector<uint8_t> back = rf::encodeReplay(r);
  const bool current = size >= 6 && (data[4] | (data[5] << 8)) == rf::kReplayVersion;
  if (current && (back.size() != size || !std::equal(back.begin(), back.end(), data))) {
    std::fprintf(stderr, "fuzz_replay: round trip differs\n");
    std::abort();
  }
  if (!current && rf::encodeReplay(rf::parseReplay(back, "fuzz.rsrp")) != back) {
    std::fprintf(stderr, "fuzz_replay: an older version, written again, does not read back to itself\n");
    std::abort();
  }
  return 0;
}
