// SPDX-License-Identifier: GPL-3.0-or-later
// The sound tables of RFIRE.BIN (rf/data/original_sound.hpp), read from the synthetic program
// (tools/synthetic_cd: tables made to the documented layout; no original exists here), and
// refused one line each when a record is bad.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_sound.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "synthetic_cd/synthetic_sound.hpp"

namespace rf {
namespace {

using namespace rf::orig;

std::string loadError(std::vector<uint8_t> p) {
  synth::fixCrc(p);
  try {
    (void)loadOriginalSoundTables(p, "RFIRE.BIN");
  } catch (const LoadError& e) {
    return e.what();
  }
  return "";
}

TEST(OriginalSound, TheSyntheticTablesComeBack) {
  const OriginalSoundTables t = loadOriginalSoundTables(synth::syntheticProgram(), "RFIRE.BIN");
  ASSERT_EQ(t.samples.size(), 37u);
  ASSERT_EQ(t.events.size(), 48u);
  ASSERT_EQ(t.tracks.size(), 18u);
  EXPECT_EQ(t.samples[7].path, "Sound/SMP07.SDT");
  EXPECT_EQ(t.samples[7].file, "SMP07.SDT");
  EXPECT_EQ(t.events[0].name, "tread");
  EXPECT_EQ(t.events[12].name, "Ding");
  EXPECT_EQ(t.events[12].sample, 12);
  EXPECT_EQ(t.events[40].sample, 3);  // 40 % 37
  EXPECT_EQ(t.events[7].frequency, -0x8000);
  EXPECT_EQ(t.events[12].frequency, 22050);
  EXPECT_EQ(t.events[12].gain, 0x1a00);
  EXPECT_EQ(t.events[5].prio, 105);
  EXPECT_EQ(t.events[5].decayedPrio, 20);
  EXPECT_EQ(t.events[5].decayTicks, 30);
  for (int k = 0; k < 18; ++k) {
    const OriginalTrack& tr = t.tracks[static_cast<size_t>(k)];
    EXPECT_EQ(tr.id, k);
    EXPECT_EQ(tr.start, synth::trackStart(k)) << k;
    EXPECT_EQ(tr.end, synth::trackEnd(k)) << k;
    EXPECT_EQ(tr.loops(), synth::trackLoops(k)) << k;
    if (tr.loops()) {
      EXPECT_EQ(tr.alt, synth::trackAlt(k)) << k;
    }
    EXPECT_EQ(tr.drums, k == 17);
  }
  EXPECT_EQ(t.tracks[11].name, "Flag Discovery");
  EXPECT_EQ(t.tracks[11].transition, 2);
  EXPECT_EQ(t.tracks[1].transitionFrom(0), 1);  // Tank 1 -> Tank 2 continues
  EXPECT_EQ(t.tracks[1].transitionFrom(5), 0);  // anything else: the default
  EXPECT_EQ(t.tracks[0].alt, synth::kScoreTrackBytes / 2);
  EXPECT_EQ(t.tracks[6].groupMin, 6);
  EXPECT_EQ(t.tracks[6].groupMax, 7);
}

TEST(OriginalSound, BadRecordsAreOneLineEach) {
  const std::vector<uint8_t> good = synth::syntheticProgram();
  {
    auto p = good;
    synth::poke32(p, kSoundEvents + 5 * kSoundEventRecord + 4, kSampleTable + 3);
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the sound events 0x43e960, record 5 +0x4: 0x43e553 is not a record of the "
                            "sample table (0x43e550 + 0x1c * 0..36)");
  }
  {
    auto p = good;
    synth::poke32(p, kSoundEvents + 2 * kSoundEventRecord + 16, 0x20000);
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the sound events 0x43e960, record 2 +0x10: gain 0x20000 outside 0..0x10000 (16.16)");
  }
  {
    auto p = good;
    synth::poke32(p, kSampleTable + 4 * kSampleRecord, 0);
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the sample table 0x43e550, record 4 +0x0: no path (expected \"Sound/NAME.SDT\")");
  }
  {
    auto p = good;
    p.at(synth::fileOffset(kMusicTracks + 3 * kMusicTrackRecord)) = 9;
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the music tracks 0x443aa0, record 3 +0x0: id 9, expected 3");
  }
  {
    auto p = good;
    synth::poke32(p, kMusicTracks + 4 * kMusicTrackRecord + 0x18, static_cast<uint32_t>(-27));
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the music tracks 0x443aa0, record 4 +0x18: offset index -27 is not -0..-25 "
                            "(the byte offsets 0x44bf78 of SCORE.WAV)");
  }
  {
    auto p = good;  // the end before the start
    synth::poke32(p, kMusicTracks + 5 * kMusicTrackRecord + 0x20, static_cast<uint32_t>(-2));
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the music tracks 0x443aa0, record 5 +0x20: the range 882000..352800 is empty");
  }
  {
    auto p = good;
    synth::poke32(p, kMusicOffsets + 4 * 3, 1001);
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the music tracks 0x443aa0, record 2 +0x20: byte offset 1001 (slot 3) is not on "
                            "a frame (4 bytes: 16-bit stereo)");
  }
  {
    auto p = good;
    p.at(synth::fileOffset(kMusicTracks + 8 * kMusicTrackRecord + 9)) = 7;
    EXPECT_EQ(loadError(p), "RFIRE.BIN: the music tracks 0x443aa0, record 8 +0x9: transition 7 is not one of 0..3");
  }
  {  // a program that is not the supported one: the version line
    auto p = good;
    p.pop_back();
    try {
      (void)loadOriginalSoundTables(p, "RFIRE.BIN");
      ADD_FAILURE();
    } catch (const LoadError& e) {
      EXPECT_NE(std::string(e.what()).find("RFIRE.BIN: not the supported version: 431615 bytes"), std::string::npos);
    }
  }
}

TEST(OriginalSound, CheckNamesEachTable) {
  auto p = synth::syntheticProgram();
  auto c = checkOriginalSoundTables(p, "RFIRE.BIN");
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].part, "sound events 0x43e960");
  EXPECT_TRUE(c[0].ok);
  EXPECT_EQ(c[1].part, "music tracks 0x443aa0");
  EXPECT_TRUE(c[1].ok);
  p.at(synth::fileOffset(kMusicTracks)) = 1;
  synth::fixCrc(p);
  c = checkOriginalSoundTables(p, "RFIRE.BIN");
  EXPECT_TRUE(c[0].ok);
  EXPECT_FALSE(c[1].ok);
  EXPECT_EQ(c[1].reason, "RFIRE.BIN: the music tracks 0x443aa0, record 0 +0x0: id 1, expected 0");
}

}  // namespace
}  // namespace rf
