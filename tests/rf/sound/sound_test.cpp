// SPDX-License-Identifier: GPL-3.0-or-later
// Sound (issue 12 item 5): the mixer (src/audio/mixer.hpp: gains, the pan law, loops,
// stop-all, mute), the bank (every sound name the simulation can emit has an effect; the
// bank's hash pinned; each effect sounds and keeps its designed length), the director
// (positioning against the listeners, the engine loops, the end's StopSounds). (The audio
// device opening softly without a device: tests/app/rf_sound_test.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "rf/sound/sound_bank.hpp"
#include "rf/sound/sound_director.hpp"
#include "core/hash.hpp"
#include "audio/mixer.hpp"
#include "audio/synth.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/game.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/mine.hpp"
#include "sound_test_util.hpp"

namespace rf::sound {
namespace {

using audio::Mixer;
using audio::Pcm;

Pcm constant(int16_t v, size_t n) {
  return std::make_shared<const std::vector<int16_t>>(n, v);
}

std::vector<int16_t> mixed(Mixer& m, size_t frames) {
  std::vector<int16_t> out(frames * 2, 1234);
  m.mix(out);
  return out;
}

// ---- the mixer ----

TEST(SoundMixer, ACentredVoiceIsEqualLeftAndRight) {
  Mixer m;
  const auto g = audio::panGains(audio::kUnity, 0.0);
  EXPECT_EQ(g[0], 2896);  // constant power: 0.707 each side
  EXPECT_EQ(g[1], 2896);
  ASSERT_NE(m.play(constant(10000, 100), g[0], g[1], false), 0u);
  const auto out = mixed(m, 10);
  for (size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(out[2 * i], 7070);  // 10000 * 2896 >> 12
    EXPECT_EQ(out[2 * i + 1], 7070);
  }
}

TEST(SoundMixer, AVoicePannedLeftIsSilentOnTheRight) {
  Mixer m;
  const auto full = audio::panGains(audio::kUnity, -1.0);
  EXPECT_EQ(full[0], 4096);
  EXPECT_EQ(full[1], 0);
  const auto half = audio::panGains(audio::kUnity, -0.5);
  EXPECT_EQ(half[0], 3784);  // cos(pi/8)
  EXPECT_EQ(half[1], 1567);  // sin(pi/8)
  m.play(constant(8000, 50), full[0], full[1], false);
  const auto out = mixed(m, 5);
  EXPECT_EQ(out[0], 8000);
  EXPECT_EQ(out[1], 0);
}

TEST(SoundMixer, VoicesAddAndBendBelowFullScale) {
  Mixer m;
  m.play(constant(30000, 10), audio::kUnity, audio::kUnity, false);
  m.play(constant(30000, 10), audio::kUnity, 0, false);
  m.play(constant(-20000, 10), 0, 0, false);
  const auto out = mixed(m, 2);
  EXPECT_EQ(out[0], 24576 + 35424 * 8191 / (35424 + 8191));  // 60000: the soft knee, never 32767
  EXPECT_EQ(out[1], 24576 + 5424 * 8191 / (5424 + 8191));    // 30000
  Mixer q;
  q.play(constant(24000, 10), audio::kUnity, audio::kUnity, false);
  EXPECT_EQ(mixed(q, 1)[0], 24000);  // below the knee: as it is
  Mixer big;
  for (int i = 0; i < 32; ++i) big.play(constant(-32768, 10), audio::kUnity, audio::kUnity, false);
  EXPECT_GT(mixed(big, 1)[0], -32767);
}

TEST(SoundMixer, AOneShotEndsAndALoopWraps) {
  Mixer m;
  auto ramp = std::make_shared<std::vector<int16_t>>();
  for (int i = 1; i <= 3; ++i) ramp->push_back(static_cast<int16_t>(i * 100));
  const uint32_t once = m.play(ramp, audio::kUnity, 0, false);
  const uint32_t loop = m.play(ramp, 0, audio::kUnity, true);
  const auto out = mixed(m, 7);
  const std::vector<int16_t> left = {out[0], out[2], out[4], out[6], out[8], out[10], out[12]};
  const std::vector<int16_t> right = {out[1], out[3], out[5], out[7], out[9], out[11], out[13]};
  EXPECT_EQ(left, (std::vector<int16_t>{100, 200, 300, 0, 0, 0, 0}));
  EXPECT_EQ(right, (std::vector<int16_t>{100, 200, 300, 100, 200, 300, 100}));
  EXPECT_FALSE(m.playing(once));
  EXPECT_TRUE(m.playing(loop));
  EXPECT_EQ(m.activeVoices(), 1);
}

TEST(SoundMixer, StopAllAndStopSilenceTheVoices) {
  Mixer m;
  const uint32_t a = m.play(constant(5000, 1000), audio::kUnity, audio::kUnity, true);
  m.play(constant(5000, 1000), audio::kUnity, audio::kUnity, true);
  m.stop(a);
  EXPECT_FALSE(m.playing(a));
  EXPECT_EQ(m.activeVoices(), 1);
  m.stopAll();
  EXPECT_EQ(m.activeVoices(), 0);
  const auto out = mixed(m, 20);
  EXPECT_TRUE(std::all_of(out.begin(), out.end(), [](int16_t s) { return s == 0; }));
}

TEST(SoundMixer, MuteGivesZerosAndTheLoopsRunOn) {
  Mixer m;
  const uint32_t v = m.play(constant(9000, 64), audio::kUnity, audio::kUnity, true);
  m.setMuted(true);
  const auto out = mixed(m, 100);
  EXPECT_TRUE(std::all_of(out.begin(), out.end(), [](int16_t s) { return s == 0; }));
  EXPECT_TRUE(m.playing(v));
  m.setMuted(false);
  EXPECT_EQ(mixed(m, 1)[0], 9000);
}

TEST(SoundMixer, AGainChangeIsRampedNotStepped) {
  Mixer m;
  const uint32_t v = m.play(constant(10000, 1000), audio::kUnity, audio::kUnity, true);
  ASSERT_TRUE(m.setGains(v, 0, audio::kUnity));
  const auto out = mixed(m, Mixer::kRampSamples + 2);
  EXPECT_GT(out[0], 9000);                               // the first sample barely moved
  EXPECT_LT(out[2 * (Mixer::kRampSamples / 2)], 6000);   // half way down
  EXPECT_EQ(out[2 * (Mixer::kRampSamples + 1)], 0);      // there
  EXPECT_EQ(out[2 * (Mixer::kRampSamples + 1) + 1], 10000);
}

TEST(SoundMixer, EveryVoiceBusyTakesTheOldestOneShotNeverALoop) {
  Mixer m;
  std::vector<uint32_t> ids;
  for (int i = 0; i < Mixer::kVoices; ++i) ids.push_back(m.play(constant(1, 100), 1, 1, i == 0));
  const uint32_t extra = m.play(constant(1, 100), 1, 1, false);
  EXPECT_NE(extra, 0u);
  EXPECT_TRUE(m.playing(ids[0]));   // the loop stays
  EXPECT_FALSE(m.playing(ids[1]));  // the oldest one-shot went
  EXPECT_EQ(m.play(nullptr, 1, 1, false), 0u);
}

TEST(SoundMixer, EveryVoiceBusyTakesTheLowestPriorityNeverAHigherOne) {
  Mixer m;
  std::vector<uint32_t> ids;
  for (int i = 0; i < Mixer::kVoices; ++i) ids.push_back(m.play(constant(100, 1000), 1, 1, false, i < 2 ? 0 : 3));
  const uint32_t mid = m.play(constant(100, 1000), 1, 1, false, 2);  // takes the oldest of priority 0
  EXPECT_NE(mid, 0u);
  EXPECT_FALSE(m.playing(ids[0]));
  EXPECT_TRUE(m.playing(ids[1]));
  EXPECT_NE(m.play(constant(100, 1000), 1, 1, false, 2), 0u);  // then the other one
  EXPECT_FALSE(m.playing(ids[1]));
  EXPECT_EQ(m.play(constant(100, 1000), 1, 1, false, 1), 0u);  // every voice above it: refused
  EXPECT_EQ(m.activeVoices(), Mixer::kVoices);
}

// ---- the synthesiser ----

// The original's voice rules (Snd_MixAndUpdateVoices 0x418e90): each side's budget is taken
// in priority order, the quieter first at equal priority; a voice gets what is left.
TEST(SoundMixer, TheOriginalsBudgetStarvesTheLowerPriorityAndTheLouder) {
  Mixer m;
  m.setVoiceRules(Mixer::kVoices, 2 * audio::kUnity);
  ASSERT_NE(m.play(constant(1000, 100), audio::kUnity, audio::kUnity, false, 5), 0u);
  ASSERT_NE(m.play(constant(100, 100), audio::kUnity, audio::kUnity, false, 9), 0u);
  ASSERT_NE(m.play(constant(10, 100), audio::kUnity / 2, audio::kUnity * 2, false, 5), 0u);
  // priority 9 takes 1.0 a side; at priority 5 the quieter (the first: 1.0 + 1.0 against the
  // third's 0.5 + 2.0) takes the last 1.0: the third is silent on both sides
  auto out = mixed(m, 4);
  EXPECT_EQ(out[0], 1100);
  EXPECT_EQ(out[1], 1100);
  m.stopAll();
  // without the budget (ours) every voice sounds whole
  m.setVoiceRules(Mixer::kVoices, 0);
  m.play(constant(1000, 100), audio::kUnity, audio::kUnity, false, 5);
  m.play(constant(100, 100), audio::kUnity, audio::kUnity, false, 9);
  m.play(constant(10, 100), audio::kUnity / 2, audio::kUnity * 2, false, 5);
  out = mixed(m, 4);
  EXPECT_EQ(out[0], 1105);
  EXPECT_EQ(out[1], 1120);
}

TEST(SoundMixer, TheOriginalsBudgetGivesAVoiceWhatIsLeft) {
  Mixer m;
  m.setVoiceRules(Mixer::kVoices, audio::kUnity * 3 / 2);
  m.play(constant(1000, 100), audio::kUnity, audio::kUnity, false, 9);
  m.play(constant(1000, 100), audio::kUnity, audio::kUnity, false, 1);  // half of it is left
  const auto out = mixed(m, 4);
  EXPECT_EQ(out[0], 1500);
  EXPECT_EQ(out[1], 1500);
}

TEST(SoundMixer, TheOriginalsFifteenInstancesLimitTheVoices) {
  Mixer m;
  m.setVoiceRules(audio::kOriginalVoices, audio::kOriginalBudgetQ12);
  for (int i = 0; i < audio::kOriginalVoices; ++i) ASSERT_NE(m.play(constant(1, 100), 100, 100, true, 5), 0u);
  EXPECT_EQ(m.play(constant(1, 100), 100, 100, false, 9), 0u);  // 15 loops: no slot for a 16th
  EXPECT_EQ(m.activeVoices(), audio::kOriginalVoices);
  EXPECT_EQ(audio::kOriginalBudgetQ12, 20335);  // 0x7fff / 6600 of unity
}

TEST(SoundMixer, TheMusicStreamMixesUnderTheMusicVolumeAndAllUnderTheMaster) {
  Mixer m;
  m.play(constant(8000, 100), audio::kUnity, audio::kUnity, true);
  m.setMusic([](std::span<int16_t> out) { std::fill(out.begin(), out.end(), int16_t{4000}); });
  EXPECT_EQ(mixed(m, 4)[0], 12000);  // unity volumes: effects + music
  m.setVolumes(100, 50, 0);          // music at 50: squared, a quarter; effects off
  EXPECT_EQ(mixed(m, 4)[0], 1000);
  m.setVolumes(50, 100, 100);  // the master over both
  EXPECT_EQ(mixed(m, 4)[1], 3000);
  m.setVolumes(-5, 200, 100);  // clamped
  EXPECT_EQ(m.volumes(), (std::array<int, 3>{0, 100, 100}));
  EXPECT_EQ(mixed(m, 4)[0], 0);
  EXPECT_EQ(audio::volumeGain(10), 40);  // -40 dB
  m.setMusic({});
  m.setVolumes(100, 100, 100);
  EXPECT_EQ(mixed(m, 4)[0], 8000);
}

TEST(SoundSynth, LowPassedNoiseIsSmootherTheLowerItsFilterAndAsLoud) {
  const auto meanStep = [](const std::vector<int16_t>& v) {
    int64_t sum = 0;
    for (size_t i = 1; i < v.size(); ++i) sum += std::abs(v[i] - v[i - 1]);
    return sum / static_cast<int64_t>(v.size());
  };
  const auto rms = [](const std::vector<int16_t>& v) {
    double sum = 0;
    for (const int16_t s : v) sum += static_cast<double>(s) * s;
    return std::sqrt(sum / static_cast<double>(v.size()));
  };
  using audio::Envelope;
  const audio::Partial white{audio::Wave::Noise, 0, 0, 10000, 0, 200, Envelope::Flat, 0, 0, 0, true};
  const audio::Partial low{audio::Wave::LowNoise, 300, 300, 10000, 0, 200, Envelope::Flat, 0, 0, 0, true};
  const audio::Partial high{audio::Wave::LowNoise, 4000, 4000, 10000, 0, 200, Envelope::Flat, 0, 0, 0, true};
  const auto w = audio::synthesise(std::span(&white, 1), 200, audio::kSampleRate, 3);
  const auto l = audio::synthesise(std::span(&low, 1), 200, audio::kSampleRate, 3);
  const auto h = audio::synthesise(std::span(&high, 1), 200, audio::kSampleRate, 3);
  EXPECT_LT(meanStep(l) * 10, meanStep(w));
  EXPECT_LT(meanStep(l), meanStep(h));
  EXPECT_GT(rms(l), rms(w) / 4);  // the filter's loss made up (roughly)
}

TEST(SoundMixer, AVoicesRateResamplesItLinearly) {
  Mixer m;
  auto ramp = std::make_shared<std::vector<int16_t>>();
  for (int i = 0; i < 8; ++i) ramp->push_back(static_cast<int16_t>(i * 1000));
  const uint32_t fast = m.play(ramp, audio::kUnity, 0, true);
  const uint32_t slow = m.play(ramp, 0, audio::kUnity, true);
  ASSERT_TRUE(m.setRate(fast, 2 * 65536));  // an octave up: every other sample
  ASSERT_TRUE(m.setRate(slow, 65536 / 2));  // an octave down: halfway values between
  const auto out = mixed(m, 6);
  EXPECT_EQ((std::vector<int16_t>{out[0], out[2], out[4], out[6], out[8], out[10]}),
            (std::vector<int16_t>{0, 2000, 4000, 6000, 0, 2000}));  // the loop wraps
  EXPECT_EQ((std::vector<int16_t>{out[1], out[3], out[5], out[7], out[9], out[11]}),
            (std::vector<int16_t>{0, 500, 1000, 1500, 2000, 2500}));
  EXPECT_FALSE(m.setRate(12345, 65536));
}

TEST(SoundSynth, TheSameRecipeGivesTheSameSamplesAndASineHasItsPitch) {
  const std::vector<audio::Partial> p = {{audio::Wave::Sine, 441, 441, 10000, 0, 100, audio::Envelope::Flat,
                                             0, 0, 0, true}};
  const auto a = audio::synthesise(p, 100, 22050, 7);
  EXPECT_EQ(a, audio::synthesise(p, 100, 22050, 7));
  ASSERT_EQ(a.size(), 2205u);
  int crossings = 0;  // 441 Hz over 0.1 s: 44.1 cycles, 88 rising or falling zero crossings
  for (size_t i = 1; i < a.size(); ++i) crossings += (a[i - 1] < 0) != (a[i] < 0) ? 1 : 0;
  EXPECT_NEAR(crossings, 88, 1);
  EXPECT_NEAR(*std::max_element(a.begin(), a.end()), 10000, 20);
}

// ---- the bank ----

// Every sound the simulation can emit is a row of kind Sound of the event table (the sim
// emits ids only), and the data tables that name sounds name ids of that kind.
TEST(SoundBank, EverySoundOfTheEventTableHasAnEffect) {
  const SoundBank bank;
  int sounds = 0;
  for (const rf::EventInfo& row : rf::eventTable()) {
    if (row.kind != rf::EventKind::Sound) continue;
    ++sounds;
    const SoundEffect* fx = bank.find(row.id);
    ASSERT_NE(fx, nullptr) << "no effect for the sound event " << row.name;
    EXPECT_EQ(fx->name, row.name);
  }
  EXPECT_EQ(sounds, 32);
  for (int i = 0; i < rf::kProjectileTypes; ++i) {
    const rf::EventId s = rf::projectileType(i).sound;
    if (s != rf::EventId::None) {
      EXPECT_EQ(rf::eventKind(s), rf::EventKind::Sound) << i;
    }
  }
  for (uint32_t i = 0; i < rf::kExplSounds; ++i)
    EXPECT_EQ(rf::eventKind(rf::explSoundEvent(i)), rf::EventKind::Sound);
  for (int t = 0; t < rf::kVehicleTypes; ++t)
    EXPECT_EQ(rf::eventKind(rf::vehicleDef(static_cast<rf::VehicleType>(t)).engineSound),
              rf::EventKind::Sound);
  EXPECT_EQ(rf::eventKind(rf::kZoomScript[0].event), rf::EventKind::Sound);
  EXPECT_EQ(bank.find(rf::EventId::EndGame), nullptr);  // not a sound
}

TEST(SoundBank, EveryEffectSoundsForItsDesignedLength) {
  const SoundBank bank;
  for (const SoundEffect& e : bank.effects()) {
    if (e.role == SoundRole::HumSource || e.role == SoundRole::HumStop) {  // commands
      EXPECT_FALSE(e.pcm) << e.name;
      continue;
    }
    ASSERT_TRUE(e.pcm) << e.name;
    EXPECT_EQ(e.pcm->size(), static_cast<size_t>(e.lengthMs) * audio::kSampleRate / 1000) << e.name;
    EXPECT_GE(e.lengthMs, 40) << e.name;
    EXPECT_LE(e.lengthMs, 1500) << e.name;
    int peak = 0;
    for (const int16_t s : *e.pcm) peak = std::max(peak, std::abs(static_cast<int>(s)));
    EXPECT_GT(peak, 3000) << e.name << " is (nearly) silent";
    EXPECT_EQ(e.loop, e.role == SoundRole::Engine || e.role == SoundRole::EngineIdle || e.role == SoundRole::Hum)
        << e.name;
  }
  // four different engines
  std::set<const SoundEffect*> engines;
  for (int t = 0; t < rf::kVehicleTypes; ++t) engines.insert(&bank.engine(static_cast<rf::VehicleType>(t)));
  EXPECT_EQ(engines.size(), 4u);
}

TEST(SoundBank, TheBankIsDeterministicAndItsHashIsPinned) {
  const SoundBank a;
  const SoundBank b;
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_EQ(core::StateHasher::toHex(a.hash()), "2fd9d64cea0ea880");  // the men's shout added last
}

// ---- the director ----

rf::Game loadGame(const std::string& map, int players) {
  rf::GameOptions o;
  o.players = players;
  return test::loadBundled(map, o);
}

// A vehicle to sound from: the game steps with button A tapped (the bunker launches, the
// lift brings the vehicle up) until one is out.
const rf::Obj& someObject(rf::Game& g) {
  rf::Inputs in;
  for (int f = 0; f < 600; ++f) {
    in.words = {f % 2 == 0 ? rf::raw::kA : rf::raw::kNone, f % 2 == 0 ? rf::raw::kA : rf::raw::kNone};
    g.step(in);
    for (const rf::ObjSlot s : g.liveObjects()) {
      if (g.state().obj(s).objClass() == rf::ObjClass::Vehicle) return g.state().obj(s);
    }
  }
  throw std::runtime_error("no vehicle came up");
}

rf::Event sound(rf::EventId id, int32_t source, int32_t drone = 0) {
  return rf::Event{id, rf::SoundEvent{source, drone}};
}

// The level of each side after the gain ramp: the mean magnitude of 1024 frames mixed after
// 512 (a waveform's phase does not decide it).
std::array<int, 2> levelOf(Mixer& m) {
  std::vector<int16_t> out(2 * (512 + 1024));
  m.mix(out);
  std::array<int64_t, 2> sum{};
  for (size_t i = 2 * 512; i < out.size(); ++i) sum[i % 2] += std::abs(static_cast<int>(out[i]));
  return {static_cast<int>(sum[0] / 1024), static_cast<int>(sum[1] / 1024)};
}

TEST(SoundDirector, ADingWestOfTheListenerIsLouderOnTheLeft) {
  rf::Game g = loadGame("driftwood_cay.rfm", 1);
  const rf::Obj& o = someObject(g);
  rf::Sim& sim = g.mutableState();
  sim.player[0].camera.x = o.x + core::px(100);  // the source 100 px west of the listener
  sim.player[0].camera.y = o.y;
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  const std::vector<rf::Event> ev = {sound(rf::EventId::Ding, static_cast<int32_t>(o.id))};
  d.frame(sim, ev);
  ASSERT_EQ(m.activeVoices(), 1);
  const auto gn = d.gains(sim, kEffectGain, true, o.x, o.y);
  // 100 px: (480 - 100) / (480 - 48) of full; pan -0.5
  EXPECT_EQ(gn, audio::panGains(static_cast<int32_t>(std::lround(4096.0 * 380 / 432)), -0.5));
  EXPECT_GT(gn[0], 2 * gn[1]);
  // the same source east: mirrored; far away: silent; centred when the source is gone
  sim.player[0].camera.x = o.x - core::px(100);
  const auto east = d.gains(sim, kEffectGain, true, o.x, o.y);
  EXPECT_EQ(east[0], gn[1]);
  EXPECT_EQ(east[1], gn[0]);
  sim.player[0].camera.x = o.x - core::px(kFarPx + 1);
  EXPECT_EQ(d.gains(sim, kEffectGain, true, o.x, o.y), (std::array<int32_t, 2>{0, 0}));
  EXPECT_EQ(d.gains(sim, kEffectGain, false, 0, 0), (std::array<int32_t, 2>{2896, 2896}));
}

// The men a building lets out shout (issue 22, designed: the notes give no sound): a
// SpawnMen note starts the shout at the building's cell, west of the listener: louder left.
TEST(SoundDirector, MenLetOutOfABuildingShoutThere) {
  rf::Game g = loadGame("driftwood_cay.rfm", 1);
  rf::Sim& sim = g.mutableState();
  const int cx = 60, cy = 60;
  sim.player[0].camera.x = rf::cell::centreFixed(cx) + core::px(120);  // the building 120 px west
  sim.player[0].camera.y = rf::cell::centreFixed(cy);
  const SoundBank bank;
  ASSERT_NE(bank.find(rf::EventId::SpawnMen), nullptr);
  Mixer m;
  SoundDirector d(bank, m);
  const std::vector<rf::Event> ev = {rf::Event{rf::EventId::SpawnMen, rf::NoteEvent{cy * rf::kMapCells + cx, 3}}};
  d.frame(sim, ev);
  ASSERT_EQ(m.activeVoices(), 1);
  const std::array<int, 2> level = levelOf(m);
  EXPECT_GT(level[0], 2 * level[1]);
  // a cell outside the map is no shout
  Mixer m2;
  SoundDirector d2(bank, m2);
  d2.frame(sim, std::vector<rf::Event>{rf::Event{rf::EventId::SpawnMen, rf::NoteEvent{-5, 3}}});
  EXPECT_EQ(m2.activeVoices(), 0);
}

TEST(SoundDirector, TwoPlayersPlayerTwosListenerIsTheRightSpeaker) {
  rf::Game g = loadGame("proving_strait.rfm", 2);
  const rf::Obj& o = someObject(g);
  rf::Sim& sim = g.mutableState();
  sim.player[0].camera.x = o.x - core::px(400);  // player 1 far off
  sim.player[0].camera.y = o.y;
  sim.player[1].camera.x = o.x + core::px(10);  // player 2 at the sound
  sim.player[1].camera.y = o.y;
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  const auto gn = d.gains(sim, kEffectGain, true, o.x, o.y);
  EXPECT_EQ(gn[1], kChannelGain);  // within kNearPx of player 2: its full channel level
  EXPECT_EQ(gn[0], static_cast<int32_t>(std::lround(kChannelGain * 80.0 / 432)));
  EXPECT_GT(gn[1], 5 * gn[0]);
  // the bunker's laugh of player 2 goes to the right speaker only
  const std::vector<rf::Event> ev = {sound(rf::EventId::Laugh, 1)};
  d.frame(sim, ev);
  const auto lv = levelOf(m);
  EXPECT_EQ(lv[0], 0);
  EXPECT_NE(lv[1], 0);
}

// A network game (issue 40): each side hears its own player alone, panned as in 1 player.
TEST(SoundDirector, OnePlayersListenerAloneInANetworkGame) {
  rf::Game g = loadGame("proving_strait.rfm", 2);
  const rf::Obj& o = someObject(g);
  rf::Sim& sim = g.mutableState();
  sim.player[0].camera.x = o.x + core::px(100);  // player 1: the source 100 px west
  sim.player[0].camera.y = o.y;
  sim.player[1].camera.x = o.x + core::px(10);  // player 2 at the sound
  sim.player[1].camera.y = o.y;
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  d.setListener(0);
  // as the 1-player game's listener 100 px east of the source: louder left, both speakers
  EXPECT_EQ(d.gains(sim, kEffectGain, true, o.x, o.y),
            audio::panGains(static_cast<int32_t>(std::lround(4096.0 * 380 / 432)), -0.5));
  EXPECT_EQ(d.gains(sim, kEffectGain, true, o.x, o.y, 1), (std::array<int32_t, 2>{0, 0}));  // not player 2's
  d.setListener(1);
  EXPECT_EQ(d.gains(sim, kEffectGain, false, 0, 0), audio::panGains(kEffectGain, 0.0));
  // player 1's bunker laugh is not heard on player 2's machine; player 2's on both speakers
  const std::vector<rf::Event> p1 = {sound(rf::EventId::Laugh, 0)};
  d.frame(sim, p1);
  EXPECT_EQ(levelOf(m), (std::array<int, 2>{0, 0}));
  const std::vector<rf::Event> p2 = {sound(rf::EventId::Laugh, 1)};
  d.frame(sim, p2);
  const auto lv = levelOf(m);
  EXPECT_NE(lv[0], 0);
  EXPECT_NE(lv[1], 0);
  d.setListener(-1);
  EXPECT_EQ(d.listener(), -1);
}

TEST(SoundDirector, TheDroneHumComesFromEachListenersDroneAndStops) {
  rf::Game g = loadGame("proving_strait.rfm", 2);
  const rf::Obj& o = someObject(g);
  rf::Sim& sim = g.mutableState();
  sim.player[0].camera.x = o.x;
  sim.player[0].camera.y = o.y;
  sim.player[1].camera.x = o.x + core::px(1000);
  sim.player[1].camera.y = o.y;
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  std::vector<rf::Event> ev = {sound(rf::EventId::Drone, 0),
                               sound(rf::EventId::DroneSource, 0, static_cast<int32_t>(o.id)),
                               sound(rf::EventId::DroneSource, 1, static_cast<int32_t>(o.id))};
  d.frame(sim, ev);
  EXPECT_EQ(m.activeVoices(), 2);  // one hum per listener
  const auto lv = levelOf(m);
  EXPECT_NE(lv[0], 0);  // player 1 is at the drone
  EXPECT_EQ(lv[1], 0);  // player 2 is 1000 px away
  ev = {sound(rf::EventId::DroneKill, 0)};
  d.frame(sim, ev);
  EXPECT_EQ(m.activeVoices(), 0);
}

TEST(SoundDirector, TheEndGameStopsEveryEffectAtItsStopSoundsStep) {
  rf::Game g = loadGame("driftwood_cay.rfm", 1);
  const rf::Obj& o = someObject(g);
  rf::Sim& sim = g.mutableState();
  sim.dt = 2;  // 32 ms a frame
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  std::vector<rf::Event> ev = {sound(rf::EventId::JeepStart, static_cast<int32_t>(o.id)),
                               sound(rf::EventId::Drone, 0),
                               rf::Event{rf::EventId::EndGame, rf::EndGameEvent{0, 0}},
                               rf::Event{rf::EventId::Win, rf::MusicEvent{13, 0xff}}};
  d.frame(sim, ev);
  EXPECT_EQ(m.activeVoices(), 2);  // the vehicle's engine loop, the hum (1 player: one listener)
  // the win sequence: EndGame's 1000 ms fade out, then StopSounds: 31 frames of 32 ms still
  // play, the 32nd stops the effects (the win music, RfMusic's, plays on)
  for (int f = 0; f < 31; ++f) d.frame(sim, {});
  EXPECT_EQ(m.activeVoices(), 2);
  d.frame(sim, {});
  EXPECT_EQ(m.activeVoices(), 0);
}

TEST(SoundDirector, AnEngineLoopFollowsItsVehicleAndIdlesLower) {
  rf::Game g = loadGame("driftwood_cay.rfm", 1);
  rf::Sim& sim = g.mutableState();
  const rf::Obj* v = &someObject(g);
  sim.player[0].camera.x = v->x;
  sim.player[0].camera.y = v->y;
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  std::vector<rf::Event> ev = {sound(rf::EventId::Tread, static_cast<int32_t>(v->id))};
  d.frame(sim, ev);
  const uint32_t voice = d.engineVoice(v->id);
  ASSERT_NE(voice, 0u);
  const auto running = levelOf(m);
  ev = {sound(rf::EventId::EngineIdle, static_cast<int32_t>(v->id))};
  d.frame(sim, ev);
  EXPECT_EQ(d.engineVoice(v->id), voice);  // the same loop ...
  const auto idle = levelOf(m);
  EXPECT_LT(std::abs(idle[0]) + std::abs(idle[1]), std::abs(running[0]) + std::abs(running[1]) + 1);  // ... lower
  EXPECT_EQ(m.activeVoices(), 1);
  d.stopAll();
  EXPECT_EQ(m.activeVoices(), 0);
}

// A real game: the launch, the tank's engine following it (the camera on the tank: as loud
// on both sides) and its cannon, each from the sim's own events.
TEST(SoundDirector, ARealGamesLaunchEngineAndCannonPlay) {
  rf::Game g = loadGame("driftwood_cay.rfm", 1);
  const SoundBank bank;
  Mixer m;
  SoundDirector d(bank, m);
  std::set<std::string> heard;
  uint32_t tank = 0;
  int cannonVoices = 0;
  rf::Inputs in;
  for (int f = 0; f < 900; ++f) {
    in.words[0] = f % 12 == 0 ? rf::raw::kA : rf::raw::kNone;  // launch, then fire now and then
    g.step(in);
    const int before = m.activeVoices();
    d.frame(g.state(), g.events());
    for (const rf::Event& e : g.events()) {
      if (e.kind() != rf::EventKind::Sound) continue;
      heard.insert(std::string(e.name()));
      if (e.id == rf::EventId::Tread) tank = static_cast<uint32_t>(e.words()[0]);
      if (e.id == rf::EventId::Cannon) cannonVoices += m.activeVoices() > before ? 1 : 0;
    }
    std::vector<int16_t> out(2 * 735);  // a frame's worth of samples (32 ms)
    m.mix(out);
  }
  EXPECT_TRUE(heard.contains("BunkerLaunch"));
  EXPECT_TRUE(heard.contains("Cannon"));
  ASSERT_NE(tank, 0u) << "no engine event";
  ASSERT_NE(g.object(tank), nullptr);
  ASSERT_NE(d.engineVoice(tank), 0u);
  EXPECT_GT(cannonVoices, 0);
  const auto gn = d.gains(g.state(), kEngineGain, true, g.object(tank)->x, g.object(tank)->y);
  EXPECT_GT(gn[0], 0);
  EXPECT_NEAR(gn[0], gn[1], gn[0] / 4);  // the camera follows the tank
}

}  // namespace
}  // namespace rf::sound
