// SPDX-License-Identifier: GPL-3.0-or-later
// The sound mixer of the audio layer (ARCHITECTURE.md): voices playing mono PCM buffers
// into an interleaved stereo s16 buffer, each with its own left / right gain, one-shot or
// looping; a music stream (the score's synthesiser, audio/music_player.hpp) mixed under them;
// the master, music and effects volumes; stop-all and mute. No SDL here (tests and the offline
// render drive it directly); the audio device (audio.hpp) pulls from it on SDL's audio thread,
// so every member locks.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace audio {

// Gains are Q12 fixed point: kUnity = 1.0.
inline constexpr int32_t kUnity = 4096;
// The original's rate (DirectSound 44.1 kHz 16-bit stereo, emdzej/openrf docs/architecture.md
// §7): the score's synthesiser renders at it, and `rf run --audio` writes it.
inline constexpr int kSampleRate = 44100;

// A volume setting 0..100 as a Q12 gain: designed: squared, so that equal steps sound equal
// (100 = unity, 50 = -12 dB, 10 = -40 dB, 0 = silence).
int32_t volumeGain(int volume);

// Renders stereo interleaved s16 frames into the span (overwriting it): the music stream.
using Stream = std::function<void(std::span<int16_t>)>;

using Pcm = std::shared_ptr<const std::vector<int16_t>>;  // mono samples

class Mixer {
 public:
  // designed: 32 voices; a start with every voice busy takes the one-shot of the lowest
  // priority (the oldest of them), never a loop, and never one of a higher priority than its
  // own (the start is refused then).
  static constexpr int kVoices = 32;
  // designed: a gain change is ramped over at most this many samples (~6 ms at 44100 Hz),
  // so that following a moving source does not click.
  static constexpr int kRampSamples = 256;

  Mixer() = default;
  Mixer(const Mixer&) = delete;
  Mixer& operator=(const Mixer&) = delete;

  // Starts a voice; returns its id (never 0), or 0 for an empty buffer or when every voice
  // plays a loop or a one-shot of a higher priority.
  uint32_t play(const Pcm& pcm, int32_t left, int32_t right, bool loop, int priority = 0);
  // New gains for a playing voice (ramped); false when it is not playing any more.
  bool setGains(uint32_t id, int32_t left, int32_t right);
  // A playing voice's speed (Q16: 65536 = as recorded; 2x an octave up), clamped to
  // 1/8 .. 4; linearly interpolated when not 1 (an engine's pitch following its speed).
  bool setRate(uint32_t id, uint32_t rateQ16);
  // A playing voice's priority (the original's events decay to a lower one).
  bool setPriority(uint32_t id, int priority);
  void stop(uint32_t id);
  bool playing(uint32_t id) const;
  void stopAll();
  int activeVoices() const;
  // Muted: mix() writes zeros; the voices still run (a loop keeps its place, one-shots end).
  void setMuted(bool muted);
  bool muted() const;
  // The original's voice rules (emdzej/openrf docs/architecture.md §7 "Sound
  // FX": 15 sound instances; Snd_MixAndUpdateVoices 0x418e90: in priority order, within equal
  // priority the quieter first, each side's gains share a budget, each voice taking
  // min(its gain, what is left), so loud or high-priority sounds starve the rest). `voices`
  // 1..kVoices sound at once (a start past it takes a slot as when every voice is busy);
  // `budgetQ12` 0 = none. Defaults: kVoices, no budget (ours).
  void setVoiceRules(int voices, int32_t budgetQ12);
  // The music stream (empty: none), rendered by mix() under the music volume.
  void setMusic(Stream music);
  // The volumes, each 0..100 (clamped): master over everything, music, effects (the voices).
  void setVolumes(int master, int music, int effects);
  std::array<int, 3> volumes() const;

  // Mixes every voice into `out` (interleaved left, right; out.size() / 2 frames),
  // overwriting it: the sum of each voice's sample times its gain under the effects volume,
  // plus the music stream under the music volume, all under the master volume; above 24576
  // a soft knee bends the sum towards full scale without reaching it (mixer.cpp).
  void mix(std::span<int16_t> out);

 private:
  struct Voice {
    uint32_t id = 0;  // 0 = free
    Pcm pcm;
    size_t pos = 0;
    bool loop = false;
    int32_t left = 0;  // current gains (Q12), ramping towards the targets
    int32_t right = 0;
    int32_t targetLeft = 0;
    int32_t targetRight = 0;
    uint64_t started = 0;  // start order (the oldest one-shot is taken first)
    int priority = 0;
    uint32_t rate = 65536;  // Q16 samples a frame
    uint32_t frac = 0;      // Q16 between pos and pos + 1
  };
  Voice* find(uint32_t id);
  std::array<std::array<int32_t, 2>, kVoices> shares() const;  // under the lock
  const Voice* find(uint32_t id) const;

  mutable std::mutex lock_;
  std::array<Voice, kVoices> voices_{};
  uint32_t serial_ = 0;
  uint64_t starts_ = 0;
  bool muted_ = false;
  Stream music_;
  std::array<int, 3> volumes_{100, 100, 100};  // master, music, effects
  std::vector<int32_t> acc_;       // the mix accumulator (kept between calls)
  std::vector<int16_t> musicBuf_;  // the music stream's frames of this mix
  int voiceLimit_ = kVoices;
  int32_t budget_ = 0;
};

// The original's budget: 0x7fff a side over the level 6600 that is full volume (a voice's
// volume is max(L, R) / 3 - 2200 hundredths of a dB, 0 dB from 6600): designed as our gains,
// 0x7fff / 6600 of unity (about 5 voices at full volume a side).
inline constexpr int32_t kOriginalBudgetQ12 = static_cast<int32_t>(0x7fff * int64_t{kUnity} / 6600);
inline constexpr int kOriginalVoices = 15;

// designed: the pan law: constant power (left = cos, right = sin of (pan + 1) * pi / 4),
// pan -1 full left .. +1 full right, so a centred voice is 0.707 on each side and the
// loudness stays the same across the field. Returns {left, right} in Q12 for `gain` (Q12).
std::array<int32_t, 2> panGains(int32_t gain, double pan);

}  // namespace audio
