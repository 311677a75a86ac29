// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for ART/TRANS.TBL (rf/data/trans_table.hpp): any input either fails with
// one core::ParseError line or is a table of exactly kSize bytes whose every lookup stays in it.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "core/bytes.hpp"
#include "rf/data/trans_table.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_trans_tbl: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const rf::TransTable t = rf::readTransTable(std::span<const uint8_t>(data, size), "ART/TRANS.TBL");
    if (t.bytes.size() != rf::trans::kSize) die("a table of another size");
    unsigned sum = 0;
    for (unsigned i = 0; i < 256; ++i) {
      const auto b = static_cast<uint8_t>(i);
      sum += t.blend(b, static_cast<uint8_t>(255 - i)) + t.darken(i, b) + t.bright(b, b);
    }
    (void)sum;
  } catch (const core::ParseError& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
  }
  return 0;
}
