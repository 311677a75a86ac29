// SPDX-License-Identifier: GPL-3.0-or-later
// A Standard MIDI file (format 0 or 1) read into what the music player needs (audio layer, no
// synthesiser here): every channel message of every track merged in time order, the tempo map,
// the loop point and the bar length, then scheduled in samples at a given rate with integer
// arithmetic only, so that a track plays the same samples on every run.
//
// The score's conventions (tools/make_score.py writes them): a Marker meta event "loop" at the
// tick where a looping track starts again (a track without it plays once); the end of the
// longest track is where the music ends or loops; the first time signature gives the bar.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace audio {

// designed: a score file is small (ours are a few KB); anything larger is not one.
inline constexpr uint64_t kMaxMidiBytes = 1u << 20;

struct MidiEvent {
  uint32_t tick = 0;
  uint8_t status = 0;  // 0x80..0xef: a channel message (running status expanded)
  uint8_t a = 0;
  uint8_t b = 0;
};

struct MidiTempo {
  uint32_t tick = 0;
  uint32_t usPerQuarter = 500000;
};

struct MidiScore {
  uint16_t ppq = 480;             // ticks per quarter note
  std::vector<MidiEvent> events;  // in tick order (a stable merge of the tracks)
  std::vector<MidiTempo> tempos;  // in tick order; the first at tick 0
  uint32_t endTick = 0;           // the end of the longest track
  bool loops = false;             // a "loop" marker was found ...
  uint32_t loopTick = 0;          // ... at this tick
  uint32_t barTicks = 0;          // the first time signature's bar (4/4 when there is none)
};

// Parses a whole file's bytes; throws core::ParseError "FILE: offset 0x..: expected .., found ..".
MidiScore parseMidi(std::span<const uint8_t> bytes, const std::string& file);
// Reads and parses a file (core::readFile, capped at kMaxMidiBytes).
MidiScore readMidi(const std::string& path);

// A score's events at sample positions for one rate.
struct TimedEvent {
  uint64_t sample = 0;
  uint8_t status = 0;
  uint8_t a = 0;
  uint8_t b = 0;
};

struct Schedule {
  std::vector<TimedEvent> events;  // in sample order
  uint64_t endSample = 0;          // the end (one-shot) or the loop's end
  bool loops = false;
  uint64_t loopSample = 0;     // where a loop starts again
  // The game plays it once (a sting): it ends at endSample though it has a loop point (the
  // loop is there to be heard whole and seamless: `rf music render --loop`).
  bool once = false;
  std::vector<uint64_t> bars;  // the sample of every bar line from 0 to the end (both included)
};

// The sample of a tick through the tempo map: floor(sum of ticks * us * rate / (ppq * 1e6))
// computed per tempo segment in 64-bit integers.
uint64_t tickToSample(const MidiScore& score, uint32_t tick, int rate);
Schedule schedule(const MidiScore& score, int rate);

}  // namespace audio
