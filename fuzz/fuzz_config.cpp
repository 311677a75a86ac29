// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the settings reader (app/config.hpp, inih): any text gives a
// config and a list of warnings, never an exception or a crash. Each warning is one line
// naming the file and its line, with every byte of the file's text escaped (no control
// byte, nothing outside printable ASCII) and bounded in length; the values taken stay in
// their ranges.
#include <cstdint>
#include <string>

#include "app/config.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// designed: a warning quotes at most a few 60-byte tokens and the default keys it kept.
constexpr size_t kMaxWarning = 1000;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const app::ConfigLoad load = app::parseConfig(text, "fuzz.ini");
  for (const std::string& w : load.warnings) {
    check(w.rfind("fuzz.ini: line ", 0) == 0);
    check(w.size() <= kMaxWarning);
    for (const char c : w) check(c >= 0x20 && c < 0x7f);
  }
  check(load.config.pads.deadZone >= 0 && load.config.pads.deadZone <= 32000);
  for (const input::PlayerKeys& k : load.config.keys) {
    for (const auto* keys : {&k.up, &k.down, &k.left, &k.right, &k.a, &k.b, &k.c, &k.x4, &k.x5}) {
      check(!keys->empty());
      for (const int sc : *keys) check(sc >= 0);
    }
  }
  return 0;
}
