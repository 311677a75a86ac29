// SPDX-License-Identifier: GPL-3.0-or-later
// The original's sound from a synthetic CD (issue 25 items 2, 4, 5): the SDT samples, the
// score streamed from SCORE.WAV / DRUMS.WAV by the track table, the director's choices, the
// switch between the original's sound and ours. Every file here is made by our own tools to
// the documented formats (tools/synthetic_cd/synthetic_sound.cpp): no original data exists
// where retrosim is made, so these readers are checked against those files only.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "rf/sound/music_choice.hpp"
#include "rf/sound/original_sound.hpp"
#include "rf/sound/sound.hpp"
#include "rf/sound/sound_director.hpp"
#include "audio/original_score.hpp"
#include "audio/riff_wav.hpp"
#include "audio/wav_stream.hpp"
#include "core/bytes.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/object.hpp"
#include "synthetic_cd/synthetic_cd.hpp"
#include "sound_test_util.hpp"
#include "synthetic_cd/synthetic_sound.hpp"

namespace rf::sound::test {
namespace {

namespace fs = std::filesystem;

const std::string kSource = RETROSIM_SOURCE_DIR;

// One synthetic CD (no maps) for the whole process.
const fs::path& soundCd() {
  static const fs::path dir = [] {
    const fs::path d = tempDir("sound_cd");
    synth::writeSyntheticCd(d, kSource, {.maps = synth::Maps::None});
    return d;
  }();
  return dir;
}

OriginalSound loadCd() {
  return loadOriginalSound(rf::openDataSource(soundCd().string()));
}

std::string parseError(const std::vector<uint8_t>& b) {
  try {
    (void)audio::parseWav(b, b.size(), "X.SDT");
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "";
}

// The period (samples a cycle) of the left channel from its rising zero crossings.
double period(const std::vector<int16_t>& st) {
  std::vector<size_t> ups;
  for (size_t i = 2; i + 1 < st.size(); i += 2) {
    if (st[i - 2] < 0 && st[i] >= 0) ups.push_back(i / 2);
  }
  if (ups.size() < 3) return 0;
  return static_cast<double>(ups.back() - ups.front()) / static_cast<double>(ups.size() - 1);
}

std::vector<int16_t> render(audio::OriginalScore& s, size_t frames) {
  std::vector<int16_t> out(frames * 2);
  s.render(out);
  return out;
}

int maxStep(const std::vector<int16_t>& st, size_t from, size_t to) {
  int m = 0;
  for (size_t i = std::max<size_t>(from, 1); i < to; ++i) m = std::max(m, std::abs(st[2 * i] - st[2 * (i - 1)]));
  return m;
}

TEST(RiffWav, TheSamplesParseAndBadOnesAreOneLine) {
  for (int j = 0; j < synth::kSyntheticSamples; ++j) {
    const auto b = synth::syntheticSdt(j);
    const audio::WavInfo w = audio::parseWav(b, b.size(), "X.SDT");
    EXPECT_EQ(w.rate, synth::sampleRate(j));
    EXPECT_EQ(w.bits, synth::sampleBits(j));
    EXPECT_EQ(w.channels, 1);
    EXPECT_EQ(audio::decodeMono(b, w).size(), static_cast<size_t>(synth::sampleRate(j) / 4));
  }
  auto b = synth::syntheticSdt(1);  // 16-bit
  auto cut = b;
  cut.resize(cut.size() - 10);
  EXPECT_EQ(parseError(cut), "X.SDT: offset 0x4: expected a RIFF size within the file (at most " +
                                 std::to_string(cut.size() - 8) + "), found " + std::to_string(b.size() - 8));
  auto riff = b;
  riff[3] = 'X';
  EXPECT_EQ(parseError(riff), "X.SDT: offset 0x0: expected \"RIFF\", found \"RIFX\"");
  auto fmt = b;
  fmt[20] = 3;  // IEEE float
  EXPECT_EQ(parseError(fmt), "X.SDT: offset 0x14: expected PCM (format 1), found format 3");
  auto bits = b;
  bits[34] = 24;
  EXPECT_EQ(parseError(bits), "X.SDT: offset 0x22: expected 8 or 16 bits a sample, found 24");
  auto nodata = b;
  nodata[36] = 'D';  // "data" -> "Data": no data chunk before the end
  EXPECT_NE(parseError(nodata).find("expected a \"data\" chunk, found the end of the RIFF chunk"), std::string::npos)
      << parseError(nodata);
  EXPECT_EQ(parseError({}), "X.SDT: offset 0x0: expected a RIFF WAVE header (12 bytes), found 0 bytes");
  // the drums' "fact" chunk and an SDT's odd LIST chunk are walked past
  const auto d = synth::syntheticDrumsWav();
  EXPECT_EQ(audio::parseWav(d, d.size(), "DRUMS.WAV").dataOffset, 56u);
  const auto l = synth::syntheticSdt(5);
  EXPECT_EQ(audio::parseWav(l, l.size(), "X.SDT").dataOffset, 44u + 16u);
}

TEST(WavStream, HoldsNoMoreThanItsBufferAndReadsInRanges) {
  const auto score = synth::syntheticScoreWav();
  const audio::WavInfo info = audio::parseWav(score, score.size(), "SCORE.WAV");
  uint64_t largest = 0, calls = 0;
  audio::WavStream s(
      [&](uint64_t off, uint64_t n) {
        largest = std::max(largest, n);
        ++calls;
        return std::vector<uint8_t>(score.begin() + static_cast<long>(off),
                                    score.begin() + static_cast<long>(std::min<uint64_t>(off + n, score.size())));
      },
      info, 64 * 1024);
  std::vector<int16_t> out(4096 * 2);
  uint64_t frames = 0;
  while (const size_t n = s.read(out, info.dataSize)) {
    frames += n;
    EXPECT_LE(s.held(), 64u * 1024u);
  }
  EXPECT_EQ(frames, info.dataSize / 4);
  EXPECT_LE(largest, 64u * 1024u);
  EXPECT_EQ(calls, (info.dataSize + 65535) / 65536);
  // the bytes are the file's
  s.seek(synth::trackStart(3));
  std::vector<int16_t> two(2);
  ASSERT_EQ(s.read(two, info.dataSize), 1u);
  const size_t at = static_cast<size_t>(info.dataOffset + synth::trackStart(3));
  EXPECT_EQ(two[0], static_cast<int16_t>(score[at] | score[at + 1] << 8));
}

TEST(OriginalScore, TheDirectorsChoicesPlayTheirRanges) {
  OriginalSound cd = loadCd();
  RfMusic music(openOriginalScore(cd), originalRules(cd.tables));
  audio::OriginalScore& score = *music.score();
  // the heli's request (sim 8) plays the table's Heli 1 from its start
  music.request(8, 0x80);
  EXPECT_EQ(score.playing(), 8);
  auto a = render(score, 22050);
  EXPECT_NEAR(period(a), synth::trackPeriod(8), 0.5);
  EXPECT_EQ(score.position(), synth::trackStart(8) + 22050 * 4);
  // the flag discovery (sim 10) is the table's 11: a cut (its default transition 2)
  music.request(rf::kMusDiscoveryTrack, rf::kMusDiscoveryPrio);
  EXPECT_EQ(music.director()->track(), 11);
  (void)render(score, 1000);  // the 5 ms cut
  EXPECT_EQ(score.playing(), 11);
  a = render(score, 8000);
  EXPECT_NEAR(period(a), synth::trackPeriod(11), 0.5);
  // it is a one-shot: at its end the heli's loop comes back
  score.seek(synth::trackEnd(11) - 400);
  (void)render(score, 200);
  music.events({});  // a frame: the director sees the ending and falls back
  (void)render(score, 100);
  EXPECT_EQ(score.playing(), 8);
  EXPECT_EQ(score.endings(), 1u);
}

TEST(OriginalScore, DeathPicksTheVehiclesStingAndTheMissileHasNone) {
  EXPECT_EQ(originalTrackOf(12, 8), 10);  // the heli's music playing: HELI Death
  EXPECT_EQ(originalTrackOf(12, 1), 3);   // a tank's: Tank Death
  EXPECT_EQ(originalTrackOf(12, 4), 5);
  EXPECT_EQ(originalTrackOf(12, 6), 7);
  EXPECT_EQ(originalTrackOf(12, 14), 15);  // no vehicle's: Death
  EXPECT_EQ(originalTrackOf(10, -1), 11);
  EXPECT_EQ(originalTrackOf(11, -1), 12);
  EXPECT_EQ(originalTrackOf(14, -1), -1);
  for (int t : {0, 4, 6, 8, 13, 16, 17}) EXPECT_EQ(originalTrackOf(t, -1), t);
}

// Mus_PickVehicleTrack 0x41d660: a tank with a stock of 2 plays Tank 1, else Tank 1 or 2 by
// its id, any tank Tank 3 while its side's flag is carried; the heli likewise 8 / 8 or 9.
TEST(OriginalScore, TheTankAndHeliVariantsFollowTheStockTheIdAndTheFlag) {
  rf::GameOptions o;
  o.players = 1;
  rf::Game g = loadBundled("driftwood_cay.rfm", o);
  rf::Inputs in;
  for (int f = 0; f < 400 && rf::objById(g.state(), g.state().team[0].vehicleId) == nullptr; ++f) {
    in.words[0] = f % 12 == 0 ? rf::raw::kA : rf::raw::kNone;  // launch the tank
    g.step(in);
  }
  rf::Sim s = g.state();
  rf::Obj* tank = rf::objById(s, s.team[0].vehicleId);
  ASSERT_NE(tank, nullptr);
  ASSERT_EQ(s.team[0].veh.type, rf::VehicleType::Tank);
  s.team[0].stock[rf::VehicleType::Tank] = 2;
  EXPECT_EQ(originalVehicleTrack(s, 0), 0);               // a stock of 2: Tank 1
  EXPECT_EQ(originalVehicleTrack(s, 4), 4);               // not a tank or heli request: as it is
  s.team[0].stock[rf::VehicleType::Tank] = 1;             // any other stock
  tank->id = (tank->id & 0x1ffu) | (6u << 9);             // an even serial: Tank 1
  s.team[0].vehicleId = tank->id;
  EXPECT_EQ(originalVehicleTrack(s, 0), 0);
  tank->id = (tank->id & 0x1ffu) | (7u << 9);  // odd: Tank 2
  s.team[0].vehicleId = tank->id;
  EXPECT_EQ(originalVehicleTrack(s, 0), 1);
  rf::Sim carried = s;  // the side's own flag carried (any object with a parent stands in for it)
  carried.team[0].flagId = tank->id;
  carried.obj(static_cast<rf::ObjSlot>(tank->id & 0x1ffu)).parent = 1;
  EXPECT_EQ(originalVehicleTrack(carried, 0), 2);  // Tank 3
  EXPECT_EQ(originalVehicleTrack(s, 8), 8);  // no heli out: as it is
  s.team[0].veh.type = rf::VehicleType::Heli;
  s.team[0].stock[rf::VehicleType::Heli] = 1;
  EXPECT_EQ(originalVehicleTrack(s, 8), 9);  // an odd serial: Heli 2
  s.team[0].stock[rf::VehicleType::Heli] = 2;
  EXPECT_EQ(originalVehicleTrack(s, 8), 8);  // a stock of 2: Heli 1
}

TEST(OriginalScore, LoopsGoBackToTheLoopPointWithoutAClick) {
  OriginalSound cd = loadCd();
  auto score = openOriginalScore(cd);
  score->change(0, true);  // Tank 1 loops from its half (the table's alt)
  const size_t before = 2000;
  score->seek(synth::trackEnd(0) - 4 * before);
  const auto a = render(*score, 6000);
  EXPECT_EQ(score->position(), synth::trackAlt(0) + 4 * (6000 - before));
  const int inside = maxStep(a, 1, before - 1);
  const int atLoop = maxStep(a, before - 1, before + 2);
  EXPECT_GT(inside, 0);
  EXPECT_LE(atLoop, inside);
  EXPECT_NEAR(period(a), synth::trackPeriod(0), 0.5);
  // the drums (DRUMS.WAV) loop the same way
  score->change(17, false);
  (void)render(*score, static_cast<size_t>(audio::kScoreCutFrames) + 10);
  EXPECT_EQ(score->playing(), 17);
  score->seek(synth::trackEnd(17) - 400);
  (void)render(*score, 300);
  EXPECT_EQ(score->position(), synth::trackAlt(17) + 4 * 200);
}

TEST(OriginalScore, TanksContinueSeamlesslyAndOthersFade) {
  OriginalSound cd = loadCd();
  auto score = openOriginalScore(cd);
  score->change(0, true);
  (void)render(*score, 1000);
  score->change(1, false);  // Tank 1 -> Tank 2: transition 1, the stream goes on
  EXPECT_EQ(score->playing(), 1);
  EXPECT_EQ(score->position(), synth::trackStart(0) + 4000);  // past Tank 2's end: its loop point next
  score->change(4, false);  // -> Jeep 1: a fade out (480 ms), then the jeep
  EXPECT_EQ(score->pending(), 4);
  const auto f = render(*score, static_cast<size_t>(audio::kScoreFadeFrames) - 100);
  EXPECT_EQ(score->playing(), 1);
  EXPECT_LT(std::abs(f[f.size() - 2]), 200);  // faded nearly out
  (void)render(*score, 200);
  EXPECT_EQ(score->playing(), 4);
}

TEST(OriginalScore, ACutDuringAFadeGoesOnFromTheLevelReached) {
  OriginalSound cd = loadCd();
  auto score = openOriginalScore(cd);
  score->change(4, true);  // Jeep 1 (amplitude 9200)
  score->change(6, false);  // -> MSV 1: a 480 ms fade
  const size_t half = static_cast<size_t>(audio::kScoreFadeFrames / 2);
  (void)render(*score, half);
  score->change(11, false);  // -> Flag Discovery: a cut (5 ms), from half the level
  EXPECT_EQ(score->pending(), 11);
  const auto a = render(*score, static_cast<size_t>(audio::kScoreCutFrames));
  int peak = 0;
  for (size_t i = 0; i < a.size(); i += 2) peak = std::max(peak, std::abs(static_cast<int>(a[i])));
  EXPECT_LE(peak, synth::trackAmplitude(4) / 2 + 50);  // never back up to the full level
  EXPECT_GT(peak, 0);
  (void)render(*score, 10);
  EXPECT_EQ(score->playing(), 11);
}

TEST(OriginalScore, StreamingStaysBounded) {
  OriginalSound cd = loadCd();
  auto score = openOriginalScore(cd);
  score->change(8, true);
  for (int i = 0; i < 40; ++i) {  // 4 s of a 1 s loop: several passes, the buffer reused
    (void)render(*score, 4410);
    EXPECT_LE(score->held(), 2 * score->bufferBytes());
  }
  EXPECT_EQ(score->playing(), 8);
}

TEST(OriginalScore, ARangePastTheDataIsOneLine) {
  OriginalSound cd = loadCd();
  cd.tables.tracks[16].end = 40u * synth::kScoreTrackBytes;
  try {
    (void)openOriginalScore(cd);
    ADD_FAILURE();
  } catch (const core::ParseError& e) {
    EXPECT_EQ(std::string(e.what()), (soundCd() / "SOUND/SCORE.WAV").string() +
                                         ": track 16 (Sub) ends at data byte 7056000, past the data chunk's "
                                         "2998800 bytes");
  }
}

TEST(OriginalEffects, EventsPlayTheirSamplesWithFrequencyAndGain) {
  OriginalSound cd = loadCd();
  SoundBank bank;
  const int n = applyOriginalEffects(bank, cd);
  EXPECT_GE(n, 15);
  const SoundEffect* ding = bank.find(rf::EventId::Ding);
  ASSERT_NE(ding, nullptr);
  EXPECT_EQ(ding->original, 12);
  EXPECT_EQ(ding->pcm, cd.samples[12]);
  EXPECT_EQ(ding->rateQ16, 32768u);      // 22050 Hz at 44100
  EXPECT_EQ(ding->gainQ12, 4096);        // 0x1a00: full volume (6656 / 3 - 2200 > 0)
  EXPECT_EQ(ding->prio, 112);
  EXPECT_EQ(ding->decayedPrio, 20);
  EXPECT_EQ(ding->decayMs, 30 * 16);
  const SoundEffect* cannon = bank.find(rf::EventId::Cannon);  // event 7, sample 7 (11025 Hz), ratio 0.5
  ASSERT_NE(cannon, nullptr);
  EXPECT_EQ(cannon->rateQ16, 8192u);  // 5512 Hz at 44100 = 1/8
  const SoundEffect* tread = bank.find(rf::EventId::Tread);
  EXPECT_EQ(tread->original, 0);
  EXPECT_EQ(tread->rateQ16, 32768u);  // sample 0: 22050 Hz, native
  // 0x1111: 4369 / 3 - 2200 = -743.7 hundredths of a dB
  EXPECT_EQ(tread->gainQ12, static_cast<int32_t>(std::lround(4096 * std::pow(10.0, (4369 / 3.0 - 2200) / 2000))));
  EXPECT_EQ(bank.find("engine.msv")->original, 0);  // the MSV's "tread" too
  // an id no event names keeps ours
  EXPECT_EQ(bank.find(rf::EventId::GateMove)->original, -1);
}

TEST(OriginalEffects, TheMixerPlaysAnEventAtItsRateAndGain) {
  OriginalSound cd = loadCd();
  audio::Mixer mixer;
  const SoundEffect fx = originalEffect(cd, 12);  // the bell: 22050 Hz sample at 22050 Hz
  const uint32_t v = mixer.play(fx.pcm, fx.gainQ12, fx.gainQ12, false, fx.prio);
  mixer.setRate(v, fx.rateQ16);
  std::vector<int16_t> out(2 * 8000);
  mixer.mix(out);
  // 22050 Hz at half speed into 44100: the sample's 680 Hz tone sounds as recorded
  const double hz = 44100.0 / period(out);
  EXPECT_NEAR(hz, 200.0 + 40.0 * 12, 8.0);
}

// A vehicle to sound from (the bunker launches with A tapped until one is out).
const rf::Obj& someVehicle(rf::Game& g) {
  rf::Inputs in;
  for (int f = 0; f < 600; ++f) {
    in.words = {f % 2 == 0 ? rf::raw::kA : rf::raw::kNone, rf::raw::kNone};
    g.step(in);
    for (const rf::ObjSlot s : g.liveObjects()) {
      if (g.state().obj(s).objClass() == rf::ObjClass::Vehicle) return g.state().obj(s);
    }
  }
  throw std::runtime_error("no vehicle came up");
}

TEST(OriginalEffects, TheDirectorPlaysTheEventsSampleAtItsFrequency) {
  OriginalSound cd = loadCd();
  SoundBank bank;
  applyOriginalEffects(bank, cd);
  rf::Game g = loadBundled("driftwood_cay.rfm");
  const rf::Obj& o = someVehicle(g);
  rf::Sim& sim = g.mutableState();
  sim.player[0].camera.x = o.x;  // at the listener: full gain, centred
  sim.player[0].camera.y = o.y;
  for (const auto& [id, hz] : {std::pair{rf::EventId::Ding, 680.0}, std::pair{rf::EventId::Cannon, 480.0 / 2}}) {
    audio::Mixer m;
    SoundDirector d(bank, m);
    d.frame(sim, std::vector<rf::Event>{rf::Event{id, rf::SoundEvent{static_cast<int32_t>(o.id), 0}}});
    ASSERT_EQ(m.activeVoices(), 1);
    std::vector<int16_t> out(2 * 6000);
    m.mix(out);
    // Ding: sample 12 (680 Hz at 22050 Hz) at the event's 22050 Hz: as recorded; Cannon:
    // sample 7 (480 Hz at 11025 Hz) at the event's ratio 0.5: an octave down
    EXPECT_NEAR(44100.0 / period(out), hz, hz * 0.02) << rf::eventName(id);
  }
}

// A bank whose ding (the effect these tests play) is `fx`, an original's event.
SoundBank bankWithDing(const SoundEffect& fx) {
  SoundBank bank;
  EXPECT_TRUE(bank.replace(std::string(bank.find(rf::EventId::Ding)->name), fx));
  return bank;
}

// The event flag 0x01 (stop with the owner): the voice stops when its source object is gone;
// without it the sound plays on (no mix runs here: it has not ended).
TEST(OriginalEffects, AnEventOfFlagOneStopsWithItsSource) {
  OriginalSound cd = loadCd();
  const int ev = originalEventOf(rf::EventId::Ding, cd.tables);
  ASSERT_GE(ev, 0);
  cd.tables.events[static_cast<size_t>(ev)].flags = rf::kSoundStopWithOwner;
  EXPECT_TRUE(originalEffect(cd, ev).stopWithOwner);
  for (const bool withOwner : {true, false}) {
    SoundEffect fx = originalEffect(cd, ev);
    fx.stopWithOwner = withOwner;
    const SoundBank bank = bankWithDing(fx);
    rf::Game g = loadBundled("driftwood_cay.rfm");
    const uint32_t id = someVehicle(g).id;
    rf::Sim& sim = g.mutableState();
    audio::Mixer m;
    SoundDirector d(bank, m);
    d.frame(sim, std::vector<rf::Event>{rf::Event{rf::EventId::Ding, rf::SoundEvent{static_cast<int32_t>(id), 0}}});
    ASSERT_EQ(m.activeVoices(), 1);
    d.frame(sim, {});
    EXPECT_EQ(m.activeVoices(), 1);  // its source still there
    sim.obj(static_cast<rf::ObjSlot>(id & 0x1ffu)).id = id + 0x200;  // the source gone (its slot reused)
    d.frame(sim, {});
    EXPECT_EQ(m.activeVoices(), withOwner ? 0 : 1) << withOwner;
  }
}

// The left and right energy of the next `n` frames of the mix.
std::array<int64_t, 2> energy(audio::Mixer& m, size_t n = 512) {
  std::vector<int16_t> out(2 * n);
  m.mix(out);
  std::array<int64_t, 2> e{};
  for (size_t i = 0; i < out.size(); ++i) e[i & 1] += std::abs(static_cast<int64_t>(out[i]));
  return e;
}

// The event flag 0x40 (start muted): the first frame's mix is silent, the gains come with the
// next frame; without it the first frame sounds.
TEST(OriginalEffects, AnEventOfFlagFortyStartsMuted) {
  OriginalSound cd = loadCd();
  const int ev = originalEventOf(rf::EventId::Ding, cd.tables);
  ASSERT_GE(ev, 0);
  cd.tables.events[static_cast<size_t>(ev)].flags = rf::kSoundStartMuted;
  EXPECT_TRUE(originalEffect(cd, ev).startMuted);
  for (const bool muted : {true, false}) {
    SoundEffect fx = originalEffect(cd, ev);
    fx.startMuted = muted;
    const SoundBank bank = bankWithDing(fx);
    rf::Game g = loadBundled("driftwood_cay.rfm");
    audio::Mixer m;
    SoundDirector d(bank, m);
    d.frame(g.state(), std::vector<rf::Event>{rf::Event{rf::EventId::Ding, rf::SoundEvent{0, 0}}});
    ASSERT_EQ(m.activeVoices(), 1);
    const auto first = energy(m);
    EXPECT_EQ(first[0] == 0 && first[1] == 0, muted) << first[0] << " " << first[1];
    d.frame(g.state(), {});
    (void)energy(m, audio::Mixer::kRampSamples);  // the gain's ramp
    const auto next = energy(m);
    EXPECT_GT(next[0], 0);
    EXPECT_GT(next[1], 0);
  }
}

// The event flags 0x02 / 0x04: a sound of no owner is silent on the right / left, that is for
// player 2 / player 1 with 2 players; an owned one and a 1-player game are unchanged.
TEST(OriginalEffects, EventFlagsTwoAndFourSilenceAnUnownedSoundsChannel) {
  OriginalSound cd = loadCd();
  const int ev = originalEventOf(rf::EventId::Ding, cd.tables);
  ASSERT_GE(ev, 0);
  struct Case {
    uint8_t flags;
    int players;
    bool leftHeard, rightHeard;
  };
  for (const Case c : {Case{rf::kSoundMuteRightUnowned, 2, true, false}, Case{rf::kSoundMuteLeftUnowned, 2, false, true},
                       Case{0, 2, true, true}, Case{rf::kSoundMuteRightUnowned, 1, true, true}}) {
    cd.tables.events[static_cast<size_t>(ev)].flags = c.flags;
    const SoundBank bank = bankWithDing(originalEffect(cd, ev));
    rf::GameOptions o;
    o.players = c.players;
    rf::Game g = loadBundled(c.players == 1 ? "driftwood_cay.rfm" : "meridian_rift.rfm", o);
    audio::Mixer m;
    SoundDirector d(bank, m);
    d.frame(g.state(), std::vector<rf::Event>{rf::Event{rf::EventId::Ding, rf::SoundEvent{0, 0}}});
    d.frame(g.state(), {});
    const auto e = energy(m);
    EXPECT_EQ(e[0] > 0, c.leftHeard) << int{c.flags} << " " << c.players << "p: " << e[0];
    EXPECT_EQ(e[1] > 0, c.rightHeard) << int{c.flags} << " " << c.players << "p: " << e[1];
  }
}

TEST(RfSoundSource, SaysWhichSoundPlays) {
  std::ostringstream err;
  SoundSettings s = settings();
  s.dataPath = soundCd().string();
  {
    Sound sound(err, s);
    EXPECT_TRUE(sound.original());
    EXPECT_TRUE(sound.music().original());
  }
  EXPECT_EQ(err.str(), "retrosim: sound: original (SOUND/*.SDT, SCORE.WAV, DRUMS.WAV)\n");
  err.str("");
  s.source = SoundSettings::Source::Ours;
  {
    Sound sound(err, s);
    EXPECT_FALSE(sound.original());
  }
  EXPECT_EQ(err.str().rfind("retrosim: sound: ours ([sound] source = ours)\n", 0), 0u) << err.str();
  err.str("");
  s.source = SoundSettings::Source::Original;
  const fs::path empty = tempDir("no_sound_cd");
  s.dataPath = empty.string();
  {
    Sound sound(err, s);
    EXPECT_FALSE(sound.original());
  }
  EXPECT_EQ(err.str().rfind("retrosim: sound: ours (" + (empty / "RFIRE.BIN").string() +
                                ": not found (the sound tables are in it))\n",
                            0),
            0u)
      << err.str();
}

TEST(RfSoundSource, ABadSampleFallsBackToOursWithOneLine) {
  const fs::path dir = tempDir("bad_sdt_cd");
  synth::writeSyntheticCd(dir, kSource, {.maps = synth::Maps::None});
  {
    std::ofstream f((dir / "SOUND/SMP03.SDT").string(), std::ios::binary | std::ios::trunc);
    f << "RIFF";
  }
  std::ostringstream err;
  SoundSettings s = settings();
  s.dataPath = dir.string();
  Sound sound(err, s);
  EXPECT_FALSE(sound.original());
  EXPECT_EQ(err.str().rfind("retrosim: sound: ours (" + (dir / "SOUND/SMP03.SDT").string() +
                                ": offset 0x0: expected a RIFF WAVE header (12 bytes), found 4 bytes)\n",
                            0),
            0u)
      << err.str();
}

TEST(RfSoundSource, TheDiscImageStreamsTheSameBytes) {
  if (std::system("command -v xorriso >/dev/null 2>&1") != 0) GTEST_SKIP() << "no xorriso";
  const fs::path iso = tempDir("sound_iso") / "cd.iso";
  const std::string cmd = "xorriso -as mkisofs -quiet -V RFIRE -o " + iso.string() + " " + soundCd().string() + " 2>/dev/null";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  const auto img = rf::openDataSource(iso.string());
  const auto dir = rf::openDataSource(soundCd().string());
  const auto a = img->readRange("SOUND/SCORE.WAV", 1000001, 5000);
  const auto b = dir->readRange("SOUND/SCORE.WAV", 1000001, 5000);
  EXPECT_EQ(a, b);
  EXPECT_EQ(img->readRange("SOUND/SCORE.WAV", img->fileSize("SOUND/SCORE.WAV") - 3, 100).size(), 3u);
  OriginalSound cd = loadOriginalSound(rf::openDataSource(iso.string()));
  auto score = openOriginalScore(cd);
  score->change(6, true);
  EXPECT_NEAR(period(render(*score, 8000)), synth::trackPeriod(6), 0.5);
}

}  // namespace
}  // namespace rf::sound::test
