// SPDX-License-Identifier: GPL-3.0-or-later
// The synthetic CD's sound (synthetic_sound.hpp).
#include "synthetic_cd/synthetic_sound.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "core/ascii.hpp"
#include "core/file_io.hpp"
#include "rf/data/original_addresses.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace synth {
namespace {

using namespace rf::orig;

// Divisors of 22050, one a track (98 Hz .. 700 Hz): whole cycles in every half second.
constexpr std::array<int, 18> kPeriods{450, 350, 315, 294, 245, 225, 210, 175, 150,
                                       147, 126, 105, 98, 90, 75, 70, 63, 50};
constexpr uint32_t kHalf = kScoreTrackBytes / 2;
// Where the synthetic image keeps the names, paths and transition lists (.rdata; not
// documented addresses).
constexpr uint32_t kSoundStrings = 0x448000;
constexpr uint32_t kTransitionLists = 0x449c00;

struct TrackSpec {
  const char* name;
  int groupMin, groupMax;
  bool oneShot;
  int transition;
  uint8_t flags;
};
// openrf's final track table (groups, one-shots, default transitions); designed: Heli 2's
// group 8/10 (openrf prints 8/3), the death stings cut (2) by default.
constexpr std::array<TrackSpec, 18> kTracks{{
    {"Tank 1", 0, 3, false, 0, 0},        {"Tank 2", 0, 3, false, 0, 0},      {"Tank 3", 0, 3, false, 0, 0},
    {"Tank Death", 0, 3, true, 2, 0},     {"Jeep 1", 4, 4, false, 0, 0},      {"Jeep Death", 5, 5, true, 2, 0},
    {"MSV 1", 6, 7, false, 0, 0},         {"MSV Death", 6, 7, true, 2, 0},    {"Heli 1", 8, 10, false, 0, 0},
    {"Heli 2", 8, 10, false, 0, 0},       {"HELI Death", 8, 10, true, 2, 0},  {"Flag Discovery", 11, 11, true, 2, 1},
    {"Flag Pickup", 12, 12, false, 0, 0}, {"Win", 13, 13, true, 2, 1},        {"Bunker", 14, 14, false, 0, 0},
    {"Death", 15, 15, true, 2, 0},        {"Sub", 16, 16, true, 0, 1},        {"Drums", 17, 17, false, 2, 1},
}};

// The offset slots: 0..17 the track boundaries, 18 / 19 the loop points of tracks 0 and 8;
// 26..28 DRUMS.WAV's 0, half, end.
int startSlot(int t) { return t == 17 ? 26 : t; }
int endSlot(int t) { return t == 17 ? 28 : t + 1; }
int altSlot(int t) {
  if (t == 17) return 27;
  if (t == 0) return 18;
  if (t == 8) return 19;
  return t;
}

void put32(std::vector<uint8_t>& b, uint32_t v) {
  for (int i = 0; i < 4; ++i) b.push_back(static_cast<uint8_t>(v >> (8 * i)));
}
void tag(std::vector<uint8_t>& b, const char* t) {
  for (int i = 0; i < 4; ++i) b.push_back(static_cast<uint8_t>(t[i]));
}
void set32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}

// A WAV file: "fmt " (and the extra chunks before "data"), then the data.
std::vector<uint8_t> wav(int rate, int bits, int channels, const std::vector<uint8_t>& data, bool fact, bool list) {
  std::vector<uint8_t> b;
  tag(b, "RIFF");
  put32(b, 0);
  tag(b, "WAVE");
  tag(b, "fmt ");
  put32(b, 16);
  const int align = channels * bits / 8;
  b.push_back(1), b.push_back(0);
  b.push_back(static_cast<uint8_t>(channels)), b.push_back(0);
  put32(b, static_cast<uint32_t>(rate));
  put32(b, static_cast<uint32_t>(rate * align));
  b.push_back(static_cast<uint8_t>(align)), b.push_back(0);
  b.push_back(static_cast<uint8_t>(bits)), b.push_back(0);
  if (fact) {
    tag(b, "fact");
    put32(b, 4);
    put32(b, static_cast<uint32_t>(data.size() / static_cast<size_t>(align)));
  }
  if (list) {  // an odd-sized chunk: padded to even
    tag(b, "LIST");
    put32(b, 7);
    for (char c : std::string("INFOab\0", 7)) b.push_back(static_cast<uint8_t>(c));
    b.push_back(0);
  }
  tag(b, "data");
  put32(b, static_cast<uint32_t>(data.size()));
  b.insert(b.end(), data.begin(), data.end());
  set32(b, 4, static_cast<uint32_t>(b.size() - 8));
  return b;
}

void poke8(std::vector<uint8_t>& p, uint32_t va, uint8_t v) { p.at(fileOffset(va)) = v; }

uint32_t putString(std::vector<uint8_t>& p, uint32_t& at, const std::string& s) {
  const uint32_t va = at;
  for (char c : s) poke8(p, at++, static_cast<uint8_t>(c));
  poke8(p, at++, 0);
  return va;
}

void write(const std::filesystem::path& f, const std::vector<uint8_t>& b) {
  core::createParentFolder(f);
  core::writeFileAtomic(f.string(), b);
}

}  // namespace

int trackPeriod(int track) { return kPeriods.at(static_cast<size_t>(track)); }
int trackAmplitude(int track) { return 6000 + 800 * track; }
uint32_t trackStart(int track) { return track == 17 ? 0 : static_cast<uint32_t>(track) * kScoreTrackBytes; }
uint32_t trackEnd(int track) { return trackStart(track) + kScoreTrackBytes; }
uint32_t trackAlt(int track) {
  return track == 0 || track == 8 || track == 17 ? trackStart(track) + kHalf : trackStart(track);
}
bool trackLoops(int track) { return !kTracks.at(static_cast<size_t>(track)).oneShot; }

std::string eventName(int event) {
  switch (event) {  // the entries the notes index, then names the candidates know
    case 0: return "tread";
    case 1: return "JeepStart";
    case 2: return "Servo";
    case 3: return "Drone";
    case 4: return "MineBlink";
    case 5: return "SmallBoom";
    case 6: return "BigBoom";
    case 7: return "Cannon";
    case 8: return "Gun";
    case 9: return "Missle";
    case 10: return "Rocket";
    case 11: return "Splash";
    case 12: return "Ding";
    case 13: return "MsvReload";
    case 14: return "Raise";
    case 15: return "PreRaise";
    case 16: return "Laugh";
    case 17: return "JeepIdle";
    case 46: return "WeaponSelect";
    case 47: return "OutAmmo";
    default: {
      char s[16];
      std::snprintf(s, sizeof s, "Event%02d", event);
      return s;
    }
  }
}
int eventSample(int event) { return event % kSyntheticSamples; }
int32_t eventFrequency(int event) {
  if (event == 7) return -0x8000;  // the cannon: half its sample's rate
  if (event == 12) return 22050;   // the bell: 22050 Hz
  return 0;
}
int32_t eventGain(int event) { return event == 12 ? 0x1a00 : 0x1111; }

std::string sampleFile(int sample) {
  char s[16];
  std::snprintf(s, sizeof s, "SMP%02d.SDT", sample);
  return s;
}
int sampleRate(int sample) { return sample % 2 == 0 ? 22050 : 11025; }
int sampleBits(int sample) { return sample % 3 == 0 ? 8 : 16; }

std::vector<uint8_t> syntheticSdt(int sample) {
  const int rate = sampleRate(sample);
  const int bits = sampleBits(sample);
  const int n = rate / 4;  // a quarter second
  const double hz = 200.0 + 40.0 * sample;
  std::vector<uint8_t> data;
  for (int i = 0; i < n; ++i) {
    const double env = 1.0 - static_cast<double>(i) / n;
    const double v = std::sin(2.0 * std::numbers::pi * hz * i / rate) * env * 12000.0;
    const auto s = static_cast<int16_t>(std::lround(v));
    if (bits == 16) {
      data.push_back(static_cast<uint8_t>(s & 0xff));
      data.push_back(static_cast<uint8_t>((s >> 8) & 0xff));
    } else {
      data.push_back(static_cast<uint8_t>(128 + s / 256));
    }
  }
  return wav(rate, bits, 1, data, false, sample % 5 == 0);
}

namespace {
std::vector<uint8_t> tones(int first, int count) {
  std::vector<uint8_t> data;
  data.reserve(static_cast<size_t>(count) * kScoreTrackBytes);
  for (int t = first; t < first + count; ++t) {
    const int p = trackPeriod(t);
    const int a = trackAmplitude(t);
    for (uint32_t i = 0; i < kScoreTrackBytes / 4; ++i) {
      const auto s = static_cast<int16_t>(std::lround(a * std::sin(2.0 * std::numbers::pi * (i % static_cast<uint32_t>(p)) / p)));
      for (int c = 0; c < 2; ++c) {
        data.push_back(static_cast<uint8_t>(s & 0xff));
        data.push_back(static_cast<uint8_t>((s >> 8) & 0xff));
      }
    }
  }
  return data;
}
}  // namespace

std::vector<uint8_t> syntheticScoreWav() { return wav(44100, 16, 2, tones(0, 17), false, false); }
std::vector<uint8_t> syntheticDrumsWav() { return wav(44100, 16, 2, tones(17, 1), true, false); }

void writeSoundTables(std::vector<uint8_t>& p) {
  uint32_t str = kSoundStrings;
  for (int j = 0; j < kSyntheticSamples; ++j) {
    const uint32_t r = kSampleTable + static_cast<uint32_t>(j) * kSampleRecord;
    poke32(p, r, putString(p, str, "Sound/" + sampleFile(j)));
    poke32(p, r + 4, 0);
    poke32(p, r + 0x18, static_cast<uint32_t>(j));
  }
  for (int i = 0; i < kSyntheticEvents; ++i) {
    const uint32_t r = kSoundEvents + static_cast<uint32_t>(i) * kSoundEventRecord;
    poke32(p, r, putString(p, str, eventName(i)));
    poke32(p, r + 4, kSampleTable + static_cast<uint32_t>(eventSample(i)) * kSampleRecord);
    poke8(p, r + 8, static_cast<uint8_t>(100 + i));  // start priority
    poke8(p, r + 9, 20);                              // decayed
    poke8(p, r + 10, 30);                             // ticks
    poke8(p, r + 11, 0);
    poke32(p, r + 12, static_cast<uint32_t>(eventFrequency(i)));
    poke32(p, r + 16, static_cast<uint32_t>(eventGain(i)));
  }
  for (int k = 0; k <= 17; ++k) poke32(p, kMusicOffsets + 4 * static_cast<uint32_t>(k), static_cast<uint32_t>(k) * kScoreTrackBytes);
  poke32(p, kMusicOffsets + 4 * 18, trackAlt(0));
  poke32(p, kMusicOffsets + 4 * 19, trackAlt(8));
  poke32(p, kMusicOffsets + 4 * 26, 0);
  poke32(p, kMusicOffsets + 4 * 27, kHalf);
  poke32(p, kMusicOffsets + 4 * 28, kScoreTrackBytes);
  uint32_t lists = kTransitionLists;
  for (int t = 0; t < kSyntheticTracks; ++t) {
    const TrackSpec& s = kTracks[static_cast<size_t>(t)];
    const uint32_t r = kMusicTracks + static_cast<uint32_t>(t) * kMusicTrackRecord;
    poke8(p, r, static_cast<uint8_t>(t));
    poke8(p, r + 1, static_cast<uint8_t>(s.groupMin));
    poke8(p, r + 2, static_cast<uint8_t>(s.groupMax));
    poke8(p, r + 3, s.flags);
    poke32(p, r + 4, putString(p, str, s.name));
    poke8(p, r + 9, static_cast<uint8_t>(s.transition));
    // Tank 1/2/3 and Heli 1/2 continue into each other (transition 1)
    std::vector<int> from;
    if (t <= 2) from = {0, 1, 2};
    if (t == 8 || t == 9) from = {8, 9};
    if (!from.empty()) {
      poke32(p, r + 0x10, lists);
      for (int f : from) {
        if (f == t) continue;
        poke8(p, lists, static_cast<uint8_t>(f));
        poke8(p, lists + 1, 1);
        lists += 8;
      }
      poke8(p, lists, 0xff);
      lists += 8;
    }
    poke32(p, r + 0x14, s.oneShot ? 2u : 0u);
    poke32(p, r + 0x18, static_cast<uint32_t>(-startSlot(t)));
    poke32(p, r + 0x1c, static_cast<uint32_t>(-(s.oneShot ? startSlot(t) : altSlot(t))));
    poke32(p, r + 0x20, static_cast<uint32_t>(-endSlot(t)));
    poke32(p, r + 0x24, 0x7fff);
    poke32(p, r + 0x28, 0xffffffffu);
  }
}

void writeSyntheticSound(const std::filesystem::path& dir, bool lower) {
  auto name = [&](const std::string& s) { return lower ? core::asciiLower(s) : s; };
  for (int j = 0; j < kSyntheticSamples; ++j) write(dir / name(sampleFile(j)), syntheticSdt(j));
  write(dir / name("SCORE.WAV"), syntheticScoreWav());
  write(dir / name("DRUMS.WAV"), syntheticDrumsWav());
}

}  // namespace synth
