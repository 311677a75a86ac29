// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the progress reader (rf/progress.hpp, docs/rf-progress.md): any
// input either fails with core::ParseError naming the file, or parses (records with a bad
// CRC dropped, one message each) to progress that writes back and reads back equal with
// nothing dropped; recording a game keeps it readable with one record more at most.
// Seeds: fuzz/seeds/fuzz_progress.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "rf/progress.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_progress: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> input(data, size);
  rf::ProgressParse parsed;
  try {
    parsed = rf::parseProgress(input, "fuzz.bin");
  } catch (const core::ParseError& e) {
    if (e.file() != "fuzz.bin") die("error names another file");
    return 0;
  }
  for (const std::string& m : parsed.dropped) {
    if (m.rfind("fuzz.bin: offset ", 0) != 0) die("a dropped record's message does not name the file and offset");
  }
  const std::vector<uint8_t> image = rf::serializeProgress(parsed.progress);
  if (parsed.dropped.empty() && image.size() != size) die("written size differs");
  const rf::ProgressParse back = rf::parseProgress(image, "fuzz.bin");
  if (!back.dropped.empty() || !(back.progress == parsed.progress)) die("round trip differs");
  const std::string title(reinterpret_cast<const char*>(data), size < 40 ? size : 40);
  const size_t n = parsed.progress.maps.size();
  rf::recordProgress(parsed.progress, title.empty() ? "x" : title, (size & 1) != 0, static_cast<uint32_t>(size));
  if (parsed.progress.maps.size() > n + 1) die("more than one record added");
  if (!(rf::parseProgress(rf::serializeProgress(parsed.progress), "fuzz.bin").progress == parsed.progress)) {
    die("recorded progress round trip");
  }
  return 0;
}
