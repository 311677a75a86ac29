// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the Standard MIDI file reader (src/audio/midi_file.hpp): any input is
// a score or a core::ParseError naming the file; any other exception, a sanitizer report or a
// failed invariant is a bug. Invariants: the events are in tick order within the end, the
// tempo map starts at tick 0, and the schedule is in sample order with its bars ascending.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>

#include "audio/midi_file.hpp"
#include "core/bytes.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const audio::MidiScore s = audio::parseMidi(std::span<const uint8_t>(data, size), "fuzz.mid");
    check(!s.tempos.empty() && s.tempos.front().tick == 0);
    for (size_t i = 1; i < s.events.size(); ++i) check(s.events[i - 1].tick <= s.events[i].tick);
    for (const audio::MidiEvent& e : s.events)
      check(e.tick <= s.endTick && e.status >= 0x80 && e.status < 0xf0);
    const audio::Schedule sc = audio::schedule(s, 44100);
    for (size_t i = 1; i < sc.events.size(); ++i) check(sc.events[i - 1].sample <= sc.events[i].sample);
    for (size_t i = 1; i < sc.bars.size(); ++i) check(sc.bars[i - 1] <= sc.bars[i]);
    check(sc.bars.back() == sc.endSample);
  } catch (const core::ParseError& e) {
    check(e.file() == "fuzz.mid");
  }
  return 0;
}
