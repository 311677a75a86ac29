// SPDX-License-Identifier: GPL-3.0-or-later
// The Standard MIDI file reader (midi_file.hpp).
#include "audio/midi_file.hpp"

#include <algorithm>

#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace audio {
namespace {

// Big-endian reads (a MIDI file is big-endian; ByteReader reads little-endian).
uint32_t be32(core::ByteReader& r, std::string_view what) {
  const auto b = r.bytes(4, what);
  return (uint32_t{b[0]} << 24) | (uint32_t{b[1]} << 16) | (uint32_t{b[2]} << 8) | b[3];
}
uint16_t be16(core::ByteReader& r, std::string_view what) {
  const auto b = r.bytes(2, what);
  return static_cast<uint16_t>((b[0] << 8) | b[1]);
}

// A variable-length quantity (at most 4 bytes, as the standard says).
uint32_t vlq(core::ByteReader& r, size_t end, std::string_view what) {
  uint32_t v = 0;
  for (int i = 0; i < 4; ++i) {
    if (r.pos() >= end) r.fail(std::string(what) + " inside the track", "the end of the track chunk");
    const uint8_t b = r.u8(what);
    v = (v << 7) | (b & 0x7f);
    if ((b & 0x80) == 0) return v;
  }
  r.fail(std::string(what) + " of at most 4 bytes", "a longer one");
}

int dataBytes(uint8_t status) {
  const uint8_t kind = status & 0xf0;
  return kind == 0xc0 || kind == 0xd0 ? 1 : 2;
}

struct Tagged {
  MidiEvent e;
  uint32_t order;  // file order, for a stable merge
};

void readTrack(core::ByteReader& r, size_t end, MidiScore& s, std::vector<Tagged>& out, uint32_t& order) {
  uint32_t tick = 0;
  uint8_t running = 0;
  while (r.pos() < end) {
    const uint32_t delta = vlq(r, end, "an event's delta time");
    if (tick > UINT32_MAX - delta) r.fail("a track shorter than 2^32 ticks", "a longer one");
    tick += delta;
    uint8_t status = r.u8("an event's status byte");
    if (status < 0x80) {  // running status: this is the first data byte
      if (running == 0)
        r.failAt(r.pos() - 1, "a status byte", "data byte " + core::hex(status) + " with no running status");
      r.seek(r.pos() - 1, "the event's data");
      status = running;
    }
    if (status == 0xff) {  // meta event
      const uint8_t type = r.u8("a meta event's type");
      const uint32_t len = vlq(r, end, "a meta event's length");
      if (r.pos() + len > end) r.fail("a meta event inside its track", "one running past the track's end");
      const auto body = r.bytes(len, "a meta event's data");
      if (type == 0x2f) break;  // end of track
      if (type == 0x51 && len == 3) {
        s.tempos.push_back({tick, (uint32_t{body[0]} << 16) | (uint32_t{body[1]} << 8) | body[2]});
        if (s.tempos.back().usPerQuarter == 0) r.failAt(r.pos() - 3, "a tempo above 0", "0");
      } else if (type == 0x58 && len >= 2 && s.barTicks == 0) {
        s.barTicks =
            std::max(1u, static_cast<uint32_t>(s.ppq) * 4u * body[0] / (1u << std::min<uint8_t>(body[1], 6)));
      } else if (type == 0x06 && std::string(body.begin(), body.end()) == "loop") {
        s.loops = true;
        s.loopTick = tick;
      }
      s.endTick = std::max(s.endTick, tick);
      continue;
    }
    if (status == 0xf0 || status == 0xf7) {  // SysEx: skipped
      const uint32_t len = vlq(r, end, "a SysEx event's length");
      if (r.pos() + len > end) r.fail("a SysEx event inside its track", "one running past the track's end");
      r.skip(len, "a SysEx event's data");
      running = 0;
      continue;
    }
    if (status > 0xef) r.failAt(r.pos() - 1, "a channel, meta or SysEx event", "status " + core::hex(status));
    running = status;
    MidiEvent e;
    e.tick = tick;
    e.status = status;
    e.a = r.u8("a channel message's data");
    if (dataBytes(status) == 2) e.b = r.u8("a channel message's data");
    if (e.a > 0x7f || e.b > 0x7f)
      r.failAt(r.pos() - 1, "data bytes below 0x80", "a byte with its top bit set");
    out.push_back({e, order++});
    s.endTick = std::max(s.endTick, tick);
  }
  if (r.pos() != end) r.seek(end, "the next track");
}

}  // namespace

MidiScore parseMidi(std::span<const uint8_t> bytes, const std::string& file) {
  core::ByteReader r(bytes, file);
  MidiScore s;
  if (r.fixedString(4, "the MIDI header") != "MThd")
    r.failAt(0, "\"MThd\" (a Standard MIDI file)", "other bytes");
  const uint32_t headLen = be32(r, "the header's length");
  if (headLen < 6) r.failAt(4, "a header of 6 bytes", std::to_string(headLen));
  const uint16_t format = be16(r, "the file format");
  const uint16_t tracks = be16(r, "the track count");
  const uint16_t division = be16(r, "the time division");
  if (format > 1) r.failAt(8, "format 0 or 1", std::to_string(format));
  if (division == 0 || (division & 0x8000) != 0)
    r.failAt(12, "ticks per quarter note (1..32767)", "SMPTE time or 0");
  s.ppq = division;
  r.seek(8 + headLen, "the first track");
  std::vector<Tagged> all;
  uint32_t order = 0;
  for (uint16_t t = 0; t < tracks; ++t) {
    const size_t at = r.pos();
    if (r.fixedString(4, "a track chunk") != "MTrk")
      r.failAt(at, "\"MTrk\" (track " + std::to_string(t + 1) + ")", "other bytes");
    const uint32_t len = be32(r, "the track's length");
    if (len > r.remaining())
      r.failAt(at + 4, "a track of at most " + std::to_string(r.remaining()) + " bytes", std::to_string(len));
    readTrack(r, r.pos() + len, s, all, order);
  }
  std::stable_sort(all.begin(), all.end(), [](const Tagged& x, const Tagged& y) {
    return x.e.tick != y.e.tick ? x.e.tick < y.e.tick : x.order < y.order;
  });
  for (const Tagged& t : all) s.events.push_back(t.e);
  std::stable_sort(s.tempos.begin(), s.tempos.end(),
                   [](const MidiTempo& x, const MidiTempo& y) { return x.tick < y.tick; });
  if (s.tempos.empty() || s.tempos.front().tick != 0) s.tempos.insert(s.tempos.begin(), MidiTempo{0, 500000});
  if (s.barTicks == 0) s.barTicks = s.ppq * 4u;
  // designed: a bar of at least one tick, at most 65536 bars (a score is minutes long)
  if (s.endTick / s.barTicks > 65536)
    r.fail("a score of at most 65536 bars", std::to_string(s.endTick / s.barTicks) + " bars");
  // designed: 2^26 ticks is over 9 hours at 480 a quarter and 120 a minute: no score is longer
  if (s.endTick > (1u << 26)) r.fail("a score of at most 2^26 ticks", std::to_string(s.endTick) + " ticks");
  if (s.loops && s.loopTick >= s.endTick) r.fail("the loop marker before the end", "it at the end");
  return s;
}

MidiScore readMidi(const std::string& path) {
  const std::vector<uint8_t> bytes = core::readFile(path, core::FileCap{"a MIDI file", kMaxMidiBytes});
  return parseMidi(bytes, path);
}

namespace {

// The sample of ticks in time order: the exact sum of ticks * microseconds * rate over
// ppq * 1e6, kept as a quotient and a remainder per tempo segment (each segment's product fits
// 64 bits for a score's sizes: ticks < 2^26, us < 2^24, rate < 2^17), so that a tick's sample
// is floor(exact) whatever the segments.
class SampleClock {
 public:
  SampleClock(const MidiScore& s, int rate)
      : s_(s), rate_(static_cast<uint64_t>(rate)), den_(uint64_t{s.ppq} * 1000000u) {}
  uint64_t at(uint32_t tick) {  // ticks in ascending order
    if (s_.tempos.empty()) return 0;
    while (seg_ + 1 < s_.tempos.size() && s_.tempos[seg_ + 1].tick <= tick) {
      add(s_.tempos[seg_ + 1].tick - s_.tempos[seg_].tick, q_, r_);
      ++seg_;
    }
    uint64_t q = q_;
    uint64_t r = r_;
    add(tick - s_.tempos[seg_].tick, q, r);
    return q;
  }

 private:
  void add(uint32_t ticks, uint64_t& q, uint64_t& r) const {
    const uint64_t x = uint64_t{ticks} * s_.tempos[seg_].usPerQuarter * rate_;
    q += x / den_;
    r += x % den_;
    q += r / den_;
    r %= den_;
  }
  const MidiScore& s_;
  uint64_t rate_;
  uint64_t den_;
  size_t seg_ = 0;
  uint64_t q_ = 0;  // at the start of segment seg_
  uint64_t r_ = 0;
};

}  // namespace

uint64_t tickToSample(const MidiScore& score, uint32_t tick, int rate) {
  return SampleClock(score, rate).at(tick);
}

Schedule schedule(const MidiScore& score, int rate) {
  Schedule out;
  out.events.reserve(score.events.size());
  SampleClock clock(score, rate);
  for (const MidiEvent& e : score.events) out.events.push_back({clock.at(e.tick), e.status, e.a, e.b});
  out.endSample = tickToSample(score, score.endTick, rate);
  out.loops = score.loops;
  out.loopSample = score.loops ? tickToSample(score, score.loopTick, rate) : 0;
  SampleClock bars(score, rate);
  for (uint32_t t = 0;; t += score.barTicks) {
    out.bars.push_back(bars.at(std::min(t, score.endTick)));
    if (t >= score.endTick) break;
  }
  return out;
}

}  // namespace audio
