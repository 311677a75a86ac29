// SPDX-License-Identifier: GPL-3.0-or-later
// The Standard MIDI file reader (src/audio/midi_file.hpp): a small file made here read back
// (merged tracks, running status, tempo map, loop marker, bar), scheduled in samples exactly,
// and each broken file refused in one line naming the file and the offset.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "audio/midi_file.hpp"
#include "core/bytes.hpp"

namespace audio {
namespace {

using Bytes = std::vector<uint8_t>;

void be32(Bytes& b, uint32_t v) {
  for (int s = 24; s >= 0; s -= 8) b.push_back(static_cast<uint8_t>(v >> s));
}

Bytes chunk(const char* tag, const Bytes& body) {
  Bytes b(tag, tag + 4);
  be32(b, static_cast<uint32_t>(body.size()));
  b.insert(b.end(), body.begin(), body.end());
  return b;
}

// Two tracks at 480 ticks a quarter: the tempo (120, then 60 from tick 960), 3/4, the loop
// marker at tick 480; notes with running status.
Bytes smallFile() {
  Bytes head = {0, 1, 0, 2, 0x01, 0xe0};
  const Bytes t0 = {0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20,             // 500000 us
                    0x00, 0xff, 0x58, 0x04, 0x03, 0x02, 0x18, 0x08,       // 3/4
                    0x83, 0x60, 0xff, 0x06, 0x04, 'l',  'o',  'o',  'p',  // +480: "loop"
                    0x83, 0x60, 0xff, 0x51, 0x03, 0x0f, 0x42, 0x40,       // +480 (960): 1000000 us
                    0x00, 0xff, 0x2f, 0x00};
  const Bytes t1 = {0x00, 0xc0, 0x38,              // program 56
                    0x00, 0x90, 0x40, 0x60,        // note on E4
                    0x83, 0x60, 0x43, 0x60,        // +480 running status: G4 on
                    0x87, 0x40, 0x80, 0x40, 0x00,  // +960 (1440): E4 off
                    0x00, 0x43, 0x00,              // running: G4 off
                    0x00, 0xff, 0x2f, 0x00};
  Bytes f = chunk("MThd", head);
  for (const Bytes& t : {t0, t1}) {
    const Bytes c = chunk("MTrk", t);
    f.insert(f.end(), c.begin(), c.end());
  }
  return f;
}

TEST(MidiFile, ASmallFileReadsBackMergedInTimeOrder) {
  const MidiScore s = parseMidi(smallFile(), "small.mid");
  EXPECT_EQ(s.ppq, 480);
  ASSERT_EQ(s.events.size(), 5u);
  EXPECT_EQ(s.events[0].status, 0xc0);
  EXPECT_EQ(s.events[2].tick, 480u);
  EXPECT_EQ(s.events[2].status, 0x90);  // running status expanded
  EXPECT_EQ(s.events[2].a, 0x43);
  EXPECT_EQ(s.events[4].tick, 1440u);
  EXPECT_EQ(s.events[4].status, 0x80);
  ASSERT_EQ(s.tempos.size(), 2u);
  EXPECT_EQ(s.tempos[1].tick, 960u);
  EXPECT_EQ(s.tempos[1].usPerQuarter, 1000000u);
  EXPECT_TRUE(s.loops);
  EXPECT_EQ(s.loopTick, 480u);
  EXPECT_EQ(s.endTick, 1440u);
  EXPECT_EQ(s.barTicks, 1440u);  // 3/4
}

TEST(MidiFile, TheScheduleIsInExactSamplesThroughTheTempoMap) {
  const MidiScore s = parseMidi(smallFile(), "small.mid");
  EXPECT_EQ(tickToSample(s, 480, 44100), 22050u);  // a quarter at 120
  EXPECT_EQ(tickToSample(s, 960, 44100), 44100u);
  EXPECT_EQ(tickToSample(s, 1440, 44100), 88200u);  // then a quarter at 60
  EXPECT_EQ(tickToSample(s, 1, 44100), 45u);        // 500000 * 44100 / 480e6 = 45.9: rounded down
  const Schedule sc = schedule(s, 44100);
  EXPECT_EQ(sc.endSample, 88200u);
  EXPECT_TRUE(sc.loops);
  EXPECT_EQ(sc.loopSample, 22050u);
  EXPECT_EQ(sc.bars, (std::vector<uint64_t>{0, 88200}));
  EXPECT_EQ(sc.events[4].sample, 88200u);
}

std::string errorOf(const Bytes& b) {
  try {
    parseMidi(b, "bad.mid");
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(MidiFile, EveryBrokenFileIsOneLineNamingTheFileAndOffset) {
  EXPECT_EQ(errorOf({'R', 'I', 'F', 'F', 0, 0, 0, 6, 0, 0, 0, 1, 0, 0x60}),
            "bad.mid: offset 0x0: expected \"MThd\" (a Standard MIDI file), found other bytes");
  Bytes f = smallFile();
  f.resize(30);  // cut inside the first track
  const std::string cut = errorOf(f);
  EXPECT_EQ(cut.rfind("bad.mid: offset 0x12: expected a track of at most", 0), 0u) << cut;
  Bytes g = smallFile();
  g[12] = 0;  // 0 ticks a quarter
  g[13] = 0;
  EXPECT_EQ(errorOf(g),
            "bad.mid: offset 0xc: expected ticks per quarter note (1..32767), found SMPTE time or 0");
  Bytes h = smallFile();
  h[8] = 0;
  h[9] = 2;  // format 2
  EXPECT_EQ(errorOf(h), "bad.mid: offset 0x8: expected format 0 or 1, found 2");
  EXPECT_EQ(errorOf({}).rfind("bad.mid: offset 0x0: expected ", 0), 0u);
  for (size_t n = 0; n < smallFile().size(); ++n) {  // every cut: an error, never a crash
    Bytes c = smallFile();
    c.resize(n);
    EXPECT_FALSE(errorOf(c).empty()) << n;
  }
}

}  // namespace
}  // namespace audio
