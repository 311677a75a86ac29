// The score (issue 22): every track of data/rf/music renders through FluidSynth, a loop joins
// without a click, the table and the files agree; no SoundFont / a broken MIDI file / no audio
// device are each one line and the game goes on; `rf run --audio` of the golden 1-player game
// has the game's length, never a quiet stretch while a vehicle is out, no sample at full scale,
// and the same bytes every time; `rf music list` and `rf music render`.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/rf_music.hpp"
#include "app/rf_music_tracks.hpp"
#include "app/rf_sound.hpp"
#include "app/wav_file.hpp"
#include "audio/music_player.hpp"
#include "audio/soundfont.hpp"
#include "cli_run.hpp"
#include "audio/mixer.hpp"
#include "rf/data/input_script.hpp"
#include "rf/game.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/object.hpp"

namespace app {
namespace {

constexpr int kRate = audio::kSampleRate;
const std::filesystem::path kMusic = std::filesystem::path(RETROSIM_BINARY_DIR) / "data/rf/music";

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

// One synthesiser for the whole binary (the SoundFont loads once).
audio::MusicPlayer& player() {
  static audio::MusicPlayer* p = [] {
    std::string why;
    const std::string sf = audio::findSoundFont("", &why);
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
  SoundSettings s;
  s.soundfont = "/no/such/font.sf2";
  std::ostringstream err3;
  RfSound sound(err3, s, RfSound::Output::Offline);
  EXPECT_FALSE(sound.hasMusic());
  EXPECT_EQ(test::lineCount(err3.str()), 1);
  rf::Game g = rf::Game::load(std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm", {});
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
  RfSound sound(err, {}, RfSound::Output::Offline);
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
                   "/tests/golden/rf/proving_strait_1p.txt --players 1 --frames 200 --audio " + wav.string());
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string bytes = test::readText(wav);
  const size_t n = g.frameEnd[199] * 2;
  ASSERT_EQ(bytes.size(), 44 + n * 2);
  const std::vector<uint8_t> expect = wavBytes(std::span<const int16_t>(g.samples.data(), n), kRate, 2);
  EXPECT_TRUE(std::equal(expect.begin(), expect.end(), reinterpret_cast<const uint8_t*>(bytes.data())));
}

TEST(RfMusic, TheMusicCommandsListAndRender) {
  const test::CliResult list = test::runCli("rf music list");
  ASSERT_EQ(list.code, 0) << list.err;
  EXPECT_EQ(test::lineCount(list.out), 1 + static_cast<int>(kRfMusicTracks.size()));
  EXPECT_NE(list.out.find("Ride of the Valkyries (Die Walkuere) - Richard Wagner"), std::string::npos);
  const std::filesystem::path wav = test::tempDir("music_render") / "v.wav";
  const test::CliResult r = test::runCli("rf music render valkyries -o " + wav.string() + " --seconds 0.5");
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
  ASSERT_EQ(test::runCli("rf music render death -o " + wav.string()).code, 0);
  EXPECT_EQ(std::filesystem::file_size(wav), 44u + (death.endSample + 3u * kRate) * 4);
  ASSERT_EQ(test::runCli("rf music render death --loop -o " + wav.string()).code, 0);
  EXPECT_EQ(std::filesystem::file_size(wav), 44u + (death.endSample + 4u * kRate) * 4);
}

}  // namespace
}  // namespace app
