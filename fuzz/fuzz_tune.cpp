// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the GTA tuning file reader (Tune_LoadFile 0x412d20, gta/data/tune.hpp):
// any text either loads or fails with a gta::LoadError carrying the tuning file's fatal code
// (-0x89); nothing else may escape or crash. Invariants of a load: each entry takes one '['
// of the text (the quirk's copy only moves text bytes, it makes none), and the NUL closing
// the shared key + text block is never overwritten.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/rand.hpp"
#include "gta/data/fatal_error.hpp"
#include "gta/data/load_error.hpp"
#include "gta/data/tune.hpp"
#include "gta/sim/car.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/tune_apply.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// The car tables the entries are written into: built once (Cars_Init), reused by every input.
gta::EntityTables& tables() {
  static const std::unique_ptr<gta::EntityTables> t = [] {
    auto p = std::make_unique<gta::EntityTables>();
    core::GtaRand rand;
    gta::carsInit(*p, rand);
    return p;
  }();
  return *t;
}

// The one call of the reader's API (the data layer's parseTuneText: text in, entries out),
// then the simulation's apply step on the entries: how many entries the text gave (applied
// or skipped). Throws what the reader throws.
int loadTune(std::string_view text, gta::TuneBuffer& buf) {
  const std::vector<gta::TuneEntry> entries = gta::parseTuneText(text, "fuzz.ini", buf);
  for (const gta::TuneEntry& e : entries)
    check(e.offset < text.size() && static_cast<size_t>(e.param) < gta::kTuneParamCount);
  const gta::TuneResult r = gta::tuneApply(tables(), entries);
  check(r.applied >= 0 && r.skipped >= 0 && static_cast<size_t>(r.applied + r.skipped) == entries.size());
  return r.applied + r.skipped;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  static gta::TuneBuffer buf;  // 4 KiB: one for all inputs (the reader clears it)
  int entries = 0;
  try {
    entries = loadTune(text, buf);
  } catch (const gta::LoadError& e) {
    check(e.fatalCode() == gta::kFatalTuneBadEntry || e.fatalCode() == gta::kFatalTuneTooLong);
    check(e.file() == "fuzz.ini");
    return 0;
  }
  check(buf.mem.back() == '\0');
  check(static_cast<size_t>(entries) <= static_cast<size_t>(std::count(text.begin(), text.end(), '[')));
  return 0;
}
