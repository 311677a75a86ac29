// SPDX-License-Identifier: GPL-3.0-or-later
// The score in the program (issue 22): no audio device is one line and the game runs silent;
// `rf run --audio` of the golden 1-player game has the game's length, never a quiet stretch
// while a vehicle is out, no sample at full scale, and the same bytes every time; `rf music
// list` and `rf music render`. (The score itself: tests/rf/sound/music_test.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/rf_sound.hpp"
#include "app/wav_file.hpp"
#include "audio/mixer.hpp"
#include "audio/soundfont.hpp"
#include "cli_run.hpp"
#include "test_read.hpp"
#include "rf/data/input_script.hpp"
#include "rf/game.hpp"
#include "rf/data/end_sequence.hpp"
#include "rf/sim/object.hpp"
#include "rf/sound/music.hpp"
#include "rf/sound/music_choice.hpp"

namespace app {
namespace {

using rf::sound::kBunkerTrack;
using rf::sound::kRfMusicTracks;
using rf::sound::loadRfTrack;
using rf::sound::RfMusicTrack;

constexpr int kRate = audio::kSampleRate;
// The small fallback SoundFont by name (the numbers do not depend on which are installed).
const std::string kFont = std::string(audio::kFallbackSoundFont);
const std::string kFontArg = " --soundfont " + kFont;
const std::filesystem::path kMusic = std::filesystem::path(RETROSIM_BINARY_DIR) / "data/rf/music";

double dbfs(const std::vector<int16_t>& s, size_t from, size_t to) {
  double sum = 0;
  for (size_t i = from; i < to; ++i) sum += static_cast<double>(s[i]) * s[i];
  const double rms = std::sqrt(sum / static_cast<double>(std::max<size_t>(1, to - from)));
  return 20.0 * std::log10(std::max(rms, 1e-9) / 32768.0);
}

TEST(RfMusic, NoAudioDeviceIsOneLineAndTheGameRunsSilent) {
  ::setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
  std::ostringstream err;
  {
    RfSound sound(err);
    EXPECT_FALSE(sound.audible());
    rf::Game g = rf::Game::load(std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm", {});
    for (int f = 0; f < 10; ++f) {
      g.step({});
      sound.frame(g);
    }
  }
  ::unsetenv("SDL_AUDIODRIVER");
  EXPECT_EQ(test::lineCount(err.str()), 1) << err.str();
  EXPECT_NE(err.str().find(": the game runs silent"), std::string::npos) << err.str();
}

// The golden 1-player game (tests/golden/rf/proving_strait_1p.txt) with its sound.
struct GoldenSound {
  std::vector<int16_t> samples;
  std::vector<bool> vehicleOut;  // per frame
  std::vector<size_t> frameEnd;  // the sample frame each game frame's sound ends at
  std::vector<int> tracks;       // the tracks the director asked for, in turn
};

GoldenSound goldenSound(int frames) {
  const rf::InputScript script =
      rf::loadInputScript(std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt");
  rf::Game game = rf::Game::load(std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm",
                                 rf::scriptedGameOptions(script, 1));
  std::ostringstream err;
  SoundSettings settings;
  settings.soundfont = kFont;
  RfSound sound(err, settings, RfSound::Output::Offline);
  GoldenSound g;
  uint64_t ms = 0;
  for (int f = 0; f < frames; ++f) {
    rf::Inputs in;
    in.dt = rf::kDefaultDt;
    in.words[0] = script.rawWord(f, 0);
    game.step(in);
    sound.frame(game);
    ms += static_cast<uint64_t>(in.dt) * rf::kMsPerTick;
    sound.mix(g.samples, samplesOfMs(ms) - g.samples.size() / 2);
    bool out = false;
    for (const rf::ObjSlot s : game.liveObjects())
      out = out || game.state().obj(s).objClass() == rf::ObjClass::Vehicle;
    g.vehicleOut.push_back(out);
    g.frameEnd.push_back(g.samples.size() / 2);
    const int t = sound.music().director()->track();
    if (g.tracks.empty() || g.tracks.back() != t) g.tracks.push_back(t);
  }
  return g;
}

TEST(RfMusic, TheGoldenGamesAudioHasItsLengthNoQuietStretchNoFullScaleAndTheSameBytes) {
  const GoldenSound g = goldenSound(1900);
  // the game's music: none while the first tank rises (the script launches on frame 0, before
  // any bunker music), the tank's, the flag found (the tank shoots the flag building down),
  // the tank's again, the bunker's (the tank docked, the select menu), the jeep's, the flag
  // carried home, the win (still playing at frame 1900)
  EXPECT_EQ(g.tracks, (std::vector<int>{-1, 0, 10, 0, kBunkerTrack, 4, 11, 13}));
  const double seconds = static_cast<double>(g.samples.size() / 2) / kRate;
  EXPECT_NEAR(seconds, 1900 * rf::kDefaultDt * rf::kMsPerTick / 1000.0, 1.0);
  int peak = 0;
  for (const int16_t s : g.samples) peak = std::max(peak, std::abs(static_cast<int>(s)));
  EXPECT_LT(peak, 32767);
  EXPECT_GT(peak, 3000);
  // every 5 s window in which a vehicle is out the whole time is louder than -40 dBFS
  const size_t win = static_cast<size_t>(kRate) * 5;
  int windows = 0;
  const size_t total = g.samples.size() / 2;
  for (size_t from = 0; from + win <= total; from += static_cast<size_t>(kRate)) {
    bool allOut = true;
    for (size_t f = 0; f < g.frameEnd.size(); ++f) {
      const size_t start = f == 0 ? 0 : g.frameEnd[f - 1];
      if (g.frameEnd[f] <= from || start >= from + win) continue;
      allOut = allOut && g.vehicleOut[f];
    }
    if (!allOut) continue;
    ++windows;
    EXPECT_GT(dbfs(g.samples, 2 * from, 2 * (from + win)), -40.0) << "the 5 s from " << from / kRate << " s";
  }
  EXPECT_GT(windows, 0);
  // the same bytes: the program's --audio of the game's first 200 frames is this run's start
  const std::filesystem::path wav = test::tempDir("golden_audio") / "p.wav";
  const test::CliResult r =
      test::runCli("rf run --map " + std::string(RETROSIM_BINARY_DIR) +
                   "/data/rf/maps/proving_strait.rfm --input " + std::string(RETROSIM_SOURCE_DIR) +
                   "/tests/golden/rf/proving_strait_1p.txt --players 1 --frames 200 --audio " + wav.string() + kFontArg);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string bytes = test::readText(wav);
  const size_t n = g.frameEnd[199] * 2;
  ASSERT_EQ(bytes.size(), 44 + n * 2);
  const std::vector<uint8_t> expect = wavBytes(std::span<const int16_t>(g.samples.data(), n), kRate, 2);
  EXPECT_TRUE(std::equal(expect.begin(), expect.end(), reinterpret_cast<const uint8_t*>(bytes.data())));
}

// The 16-bit samples of a WAV that `wavBytes` wrote (44-byte header).
std::vector<int16_t> wavSamples(const std::filesystem::path& wav) {
  const std::string bytes = test::readText(wav);
  std::vector<int16_t> s(bytes.size() > 44 ? (bytes.size() - 44) / 2 : 0);
  std::memcpy(s.data(), bytes.data() + 44, s.size() * 2);
  return s;
}

// `rf run --audio` plays the bunker's music while the player waits at the vehicle select (as
// the window does: the simulation asks for it, rf/sim/music.hpp): 4.8 s in the bunker, then the
// launch. Without a SoundFont the same run is silent there: what is heard is the music.
TEST(RfMusic, RunAudioPlaysTheBunkerMusicInTheBunker) {
  const std::filesystem::path dir = test::tempDir("bunker_audio");
  testutil::put(dir / "idle.txt", "# in the bunker for 150 frames, then the tank\n150 p1 A\n");
  const std::string run = "rf run --map " + std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm --input " +
                          (dir / "idle.txt").string() + " --players 1 --frames 150 --audio ";
  const test::CliResult with = test::runCli(run + (dir / "with.wav").string() + kFontArg);
  ASSERT_EQ(with.code, 0) << with.err;
  const test::CliResult without = test::runCli(run + (dir / "without.wav").string() + " --soundfont /no/such.sf2");
  ASSERT_EQ(without.code, 0) << without.err;
  const std::vector<int16_t> music = wavSamples(dir / "with.wav");
  const std::vector<int16_t> silent = wavSamples(dir / "without.wav");
  ASSERT_EQ(music.size(), silent.size());
  const size_t half = static_cast<size_t>(kRate) / 2 * 2;  // from 0.5 s: past the music's fade in
  EXPECT_GT(dbfs(music, half, music.size()), -35.0) << "no bunker music";
  EXPECT_LT(dbfs(silent, half, silent.size()), -60.0) << "the bunker is not quiet without music";
}

TEST(RfMusic, TheMusicCommandsListAndRender) {
  const test::CliResult list = test::runCli("rf music list");
  ASSERT_EQ(list.code, 0) << list.err;
  EXPECT_EQ(test::lineCount(list.out), 1 + static_cast<int>(kRfMusicTracks.size()));
  EXPECT_NE(list.out.find("Ride of the Valkyries (Die Walkuere) - Richard Wagner"), std::string::npos);
  // one name for the armoured support vehicle, the game's: ASV (the original's code says MSV)
  EXPECT_NE(list.out.find("the ASV"), std::string::npos) << list.out;
  EXPECT_EQ(list.out.find("MSV"), std::string::npos) << list.out;
  for (const char* doc : {"/docs/controls.md", "/docs/sound.md", "/docs/rf-run.md", "/data/rf/music/README"}) {
    EXPECT_EQ(test::readText(std::string(RETROSIM_SOURCE_DIR) + doc).find("MSV"), std::string::npos) << doc;
  }
  const std::filesystem::path wav = test::tempDir("music_render") / "v.wav";
  const test::CliResult r = test::runCli("rf music render valkyries -o " + wav.string() + " --seconds 0.5" + kFontArg);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(std::filesystem::file_size(wav), 44u + static_cast<uintmax_t>(kRate / 2) * 4);
  const test::CliResult bad = test::runCli("rf music render nosuch -o " + wav.string());
  EXPECT_EQ(bad.code, 1);
  EXPECT_EQ(test::lineCount(bad.err), 1);
  EXPECT_NE(bad.err.find("no music track 'nosuch' (known: mars,"), std::string::npos) << bad.err;
}

// The list says which tracks the game loops and which it plays once; `render` plays a sting
// as the game does (to its end and 3 s of ring-out), `--loop` once round its loop and 4 s more.
TEST(RfMusic, TheListSaysLoopsOrPlaysOnceAndRenderLoopsAStingWhenAsked) {
  const test::CliResult list = test::runCli("rf music list");
  ASSERT_EQ(list.code, 0) << list.err;
  std::istringstream rows(list.out);
  std::string row;
  std::getline(rows, row);
  EXPECT_NE(row.find("in the game"), std::string::npos) << row;
  for (const RfMusicTrack& t : kRfMusicTracks) {
    ASSERT_TRUE(std::getline(rows, row));
    EXPECT_EQ(row.substr(0, 7), std::to_string(t.track) + std::string(7 - std::to_string(t.track).size(), ' '));
    EXPECT_NE(row.find(t.once ? "plays once" : "loops      "), std::string::npos) << row;
  }
  const audio::Schedule death = loadRfTrack(kMusic, 12, kRate);
  const std::filesystem::path wav = test::tempDir("music_loop") / "d.wav";
  ASSERT_EQ(test::runCli("rf music render death -o " + wav.string() + kFontArg).code, 0);
  EXPECT_EQ(std::filesystem::file_size(wav), 44u + (death.endSample + 3u * kRate) * 4);
  ASSERT_EQ(test::runCli("rf music render death --loop -o " + wav.string() + kFontArg).code, 0);
  EXPECT_EQ(std::filesystem::file_size(wav), 44u + (death.endSample + 4u * kRate) * 4);
}

}  // namespace
}  // namespace app
