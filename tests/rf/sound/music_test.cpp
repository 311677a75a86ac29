// SPDX-License-Identifier: GPL-3.0-or-later
// The score (issue 22): every track of data/rf/music renders through FluidSynth, a loop joins
// without a click, the table and the files agree; no SoundFont / a broken MIDI file are each
// one line and the game goes on. (No audio device, `rf run --audio` of the golden game and
// `rf music`: tests/app/rf_music_test.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "audio/mixer.hpp"
#include "audio/music_player.hpp"
#include "audio/soundfont.hpp"
#include "rf/game.hpp"
#include "rf/sound/music.hpp"
#include "rf/sound/music_choice.hpp"
#include "rf/sound/sound.hpp"
#include "sound_test_util.hpp"

namespace rf::sound {
namespace {

using test::kMusicDir;

constexpr int kRate = audio::kSampleRate;
const std::filesystem::path& kMusic = kMusicDir;  // the score in the source tree

int maxStep(const std::vector<int16_t>& s, size_t from, size_t to, size_t skipAt) {
  int m = 0;
  for (size_t i = std::max<size_t>(from, 2); i < to && i < s.size(); i += 1) {
    if (i / 2 == skipAt || i / 2 == skipAt + 1) continue;
    m = std::max(m, std::abs(s[i] - s[i - 2]));
  }
  return m;
}

double dbfs(const std::vector<int16_t>& s, size_t from, size_t to) {
  double sum = 0;
  for (size_t i = from; i < to; ++i) sum += static_cast<double>(s[i]) * s[i];
  const double rms = std::sqrt(sum / static_cast<double>(std::max<size_t>(1, to - from)));
  return 20.0 * std::log10(std::max(rms, 1e-9) / 32768.0);
}

// One synthesiser for the whole binary (the SoundFont loads once): the small fallback,
// TimGM6mb, by name, whichever SoundFonts the machine has.
audio::MusicPlayer& player() {
  static audio::MusicPlayer* p = [] {
    std::string why;
    const std::string sf = audio::findSoundFont(std::string(audio::kFallbackSoundFont), &why);
    auto synth = audio::MusicSynth::open(sf, kRate, &why);
    if (synth == nullptr) throw std::runtime_error(why);
    auto* pl = new audio::MusicPlayer(std::move(synth));
    for (const RfMusicTrack& t : kRfMusicTracks) pl->add(t.track, loadRfTrack(kMusic, t.track, kRate));
    return pl;
  }();
  return *p;
}

std::vector<int16_t> render(size_t frames) {
  std::vector<int16_t> out(frames * 2);
  player().render(out);
  return out;
}

// Plays `track` from 1.5 s before its end: the samples around the end (and the loop).
std::vector<int16_t> aroundTheEnd(int track, const audio::Schedule& s, size_t before, size_t after) {
  player().play(track, audio::Cue::Now);
  render(static_cast<size_t>(kRate) * (audio::kFadeMs + 10) / 1000);  // the last one's fade
  EXPECT_EQ(player().playing(), track);
  player().seek(s.endSample - before);
  return render(before + after);
}

// Every track, the stings too, loops without a click (the sample step where the loop joins is
// no larger than the largest step around it) and is at least 60 s long or loops; the game
// plays a sting once: it ends and rings out.
TEST(RfMusic, EveryTrackRendersAndLoopsWithoutAClick) {
  for (const RfMusicTrack& t : kRfMusicTracks) {
    const audio::Schedule game = loadRfTrack(kMusic, t.track, kRate);
    ASSERT_TRUE(game.loops) << t.stem << " has no loop point";
    EXPECT_EQ(game.once, t.once) << t.stem;
    EXPECT_GT(game.endSample, game.loopSample) << t.stem;
    audio::Schedule looping = game;  // as `rf music render --loop` plays it
    looping.once = false;
    const int loopId = 1000 + t.track;
    player().add(loopId, looping);
    player().play(loopId, audio::Cue::Now);
    render(static_cast<size_t>(kRate) * (audio::kFadeMs + 10) / 1000);
    const std::vector<int16_t> start = render(kRate);  // the first second sounds
    EXPECT_GT(dbfs(start, static_cast<size_t>(kRate) / 2, start.size()), -45.0) << t.stem << " is silent";
    const size_t before = static_cast<size_t>(kRate) * 3 / 2;
    const std::vector<int16_t> join = aroundTheEnd(loopId, looping, before, before);
    const int atJoin = std::max(std::abs(join[2 * before] - join[2 * before - 2]),
                                std::abs(join[2 * before + 1] - join[2 * before - 1]));
    EXPECT_LE(atJoin, maxStep(join, 0, join.size(), before)) << t.stem << ": a click at the loop point";
    EXPECT_EQ(player().playing(), loopId) << t.stem << " did not loop";
    EXPECT_EQ(player().position(), looping.loopSample + before) << t.stem << ": not back at its loop point";
    if (!t.once) {
      EXPECT_GE(static_cast<double>(game.endSample - game.loopSample) / kRate, 20.0) << t.stem;
      continue;
    }
    // the game's sting (the original's are 2 to 11 s): it ends, and rings out
    EXPECT_LE(static_cast<double>(game.endSample) / kRate, 20.0) << t.stem;
    const uint64_t endings = player().endings();
    const std::vector<int16_t> tail = aroundTheEnd(t.track, game, before, static_cast<size_t>(kRate) * 3);
    EXPECT_EQ(player().endings(), endings + 1) << t.stem;
    EXPECT_EQ(player().playing(), -1) << t.stem;
    EXPECT_LT(dbfs(tail, tail.size() - 2000, tail.size()), -50.0) << t.stem << " does not end";
  }
}

TEST(RfMusic, TheTableAndTheFilesAgreeAndTheScoreIsCredited) {
  std::ifstream readme(std::string(RETROSIM_SOURCE_DIR) + "/data/rf/music/README");
  std::stringstream text;
  text << readme.rdbuf();
  for (const RfMusicTrack& t : kRfMusicTracks) {
    EXPECT_NO_THROW(loadRfTrack(kMusic, t.track, kRate)) << t.stem;  // the loop marker as the table says
    EXPECT_NE(text.str().find(std::string(t.stem) + ".score"), std::string::npos)
        << t.stem << " not credited";
    EXPECT_NE(text.str().find(std::string(t.composer)), std::string::npos) << t.composer;
  }
  EXPECT_NE(text.str().find("arranged by retrosim"), std::string::npos);
}

TEST(RfMusic, NoSoundFontIsOneLineAndTheGameGoesOnWithoutMusic) {
  std::ostringstream err;
  RfMusic m("/no/such/font.sf2", kMusic, kRate, err);
  EXPECT_FALSE(m.enabled());
  EXPECT_EQ(err.str(),
            "retrosim: /no/such/font.sf2: no such SoundFont file ([sound] soundfont=): the game runs without "
            "music\n");
  std::vector<int16_t> out(64, 7);
  m.render(out);
  EXPECT_EQ(std::count(out.begin(), out.end(), 0), 64);
  const std::filesystem::path notSf = test::tempDir("music_sf") / "font.sf2";
  std::ofstream(notSf) << "not a SoundFont\n";
  std::ostringstream err2;
  RfMusic m2(notSf.string(), kMusic, kRate, err2);
  EXPECT_FALSE(m2.enabled());
  EXPECT_EQ(err2.str(),
            "retrosim: " + notSf.string() +
                ": expected a SoundFont (.sf2) FluidSynth can load: the game runs without music\n");
  // a whole game's sound without music: the effects go on
  SoundSettings s = test::settings();
  s.soundfont = "/no/such/font.sf2";
  std::ostringstream err3;
  Sound sound(err3, s);
  EXPECT_FALSE(sound.hasMusic());
  EXPECT_EQ(test::lineCount(err3.str()), 1);
  rf::Game g = test::loadBundled("proving_strait.rfm");
  std::vector<int16_t> samples;
  for (int f = 0; f < 30; ++f) {
    g.step({});
    sound.frame(g);
    sound.mix(samples, 1411);
  }
  EXPECT_EQ(samples.size(), 30u * 1411 * 2);
}

TEST(RfMusic, ABrokenMidiFileIsOneLineAndTheOtherTracksPlay) {
  const std::filesystem::path dir = test::tempDir("music_broken");
  for (const RfMusicTrack& t : kRfMusicTracks) {
    const std::string name = std::string(t.stem) + ".mid";
    std::filesystem::copy_file(kMusic / name, dir / name);
  }
  {
    std::fstream f(dir / "mars.mid", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(14);
    f.write("XXXX", 4);  // the first track's tag
  }
  std::filesystem::remove(dir / "valkyries.mid");
  std::ostringstream err;
  RfMusic m("", dir, kRate, err);
  ASSERT_TRUE(m.enabled());
  EXPECT_EQ(err.str(),
            "retrosim: " + (dir / "mars.mid").string() +
                ": offset 0xe: expected \"MTrk\" (track 1), found other bytes: the tank plays without music\n"
                "retrosim: " +
                (dir / "valkyries.mid").string() +
                ": cannot read: No such file or directory: the heli plays without music\n");
  EXPECT_FALSE(m.player()->has(0));
  EXPECT_TRUE(m.player()->has(4));
  m.request(0, 0x80);  // the tank's request: silence, no error
  EXPECT_EQ(m.player()->playing(), -1);
  m.request(4, 0x80);
  EXPECT_EQ(m.player()->playing(), 4);
}

}  // namespace
}  // namespace rf::sound
