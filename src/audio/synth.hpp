// SPDX-License-Identifier: GPL-3.0-or-later
// Deterministic sound synthesis for the effects made at start-up (audio layer, no SDL):
// integer oscillators (the sine from core's constant table), a fixed-seed noise generator
// and envelopes, so that the same recipe gives the same samples on every build (a test pins
// the hash of the whole bank).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace audio {

enum class Wave : uint8_t {
  Sine,
  Square,
  Saw,
  Triangle,
  Noise,      // white noise (one new value per sample)
  HeldNoise,  // noise held for a period of the frequency: rumble at low, hiss at high rates
  LowNoise,   // white noise through a two-pole low-pass at the frequency (its sweep: a
              // closing filter, the body of an explosion), gain-matched to the white noise's
};

enum class Envelope : uint8_t {
  Flat,    // constant (loops); a 3 ms fade in and out unless the partial loops
  Decay,   // linear attack, then an exponential fall to ~1/256 at the end
  Linear,  // linear attack, then a straight line to 0 at the end
};

// One layer of an effect.
struct Partial {
  Wave wave = Wave::Sine;
  int32_t hz0 = 440;     // frequency at the start ...
  int32_t hz1 = 440;     // ... and at the end (a linear sweep)
  int32_t amp = 8000;    // peak amplitude (of 32767)
  int32_t startMs = 0;   // when the layer starts in the effect
  int32_t lengthMs = 0;  // its length
  Envelope env = Envelope::Decay;
  int32_t attackMs = 2;
  int32_t amHz = 0;     // a tremolo (0 = none) ...
  int32_t amDepth = 0;  // ... of this depth (0..256: 256 = down to silence)
  bool loop = false;    // Flat without its fades: the effect loops seamlessly
};

// A fixed-seed generator (xorshift32): the same sequence on every build.
class NoiseGen {
 public:
  explicit NoiseGen(uint32_t seed) : s_(seed == 0 ? 1u : seed) {}
  int32_t next();  // -32768..32767
 private:
  uint32_t s_;
};

// The samples of an effect of lengthMs at `rate` Hz: every partial rendered and summed,
// clamped to s16. `seed` seeds the noise of the effect (each partial its own stream).
std::vector<int16_t> synthesise(std::span<const Partial> partials, int32_t lengthMs, int rate, uint32_t seed);

}  // namespace audio
