// SPDX-License-Identifier: GPL-3.0-or-later
// The synthesiser (synth.hpp).
#include "audio/synth.hpp"

#include <algorithm>

#include "core/trig.hpp"

namespace audio {
namespace {

// Phase in 32 bits per cycle. Returns a sample of amplitude 32767 of `w` at phase `ph`.
int32_t oscillator(Wave w, uint32_t ph) {
  switch (w) {
    case Wave::Sine: {
      // core's sine takes heading units (0x400000 = a full turn) and gives 16.16
      const auto angle = static_cast<int32_t>(ph >> 10);
      return static_cast<int32_t>((static_cast<int64_t>(core::SinFixed(angle)) * 32767) >> 16);
    }
    case Wave::Square:
      return (ph & 0x80000000u) != 0 ? -32767 : 32767;
    case Wave::Saw:
      return static_cast<int32_t>(ph >> 16) - 32768;
    case Wave::Triangle: {
      const auto t = static_cast<int32_t>(ph >> 15);  // 0..131071
      return t < 65536 ? t - 32768 : 98303 - t;
    }
    case Wave::Noise:
    case Wave::HeldNoise:
    case Wave::LowNoise:
      return 0;  // the noise waves are the generator's (render)
  }
  return 0;
}

// The envelope of a partial at sample i of n (Q12).
int32_t envelope(const Partial& p, int64_t i, int64_t n, int64_t attack, int32_t& decay) {
  if (p.env == Envelope::Flat) {
    if (p.loop) return 4096;
    const int64_t fade = std::min<int64_t>(n / 2, 66);  // 1.5 ms at 44100 Hz
    if (fade > 0 && i < fade) return static_cast<int32_t>(4096 * i / fade);
    if (fade > 0 && n - i <= fade) return static_cast<int32_t>(4096 * (n - i) / fade);
    return 4096;
  }
  if (i < attack) return static_cast<int32_t>(4096 * i / attack);
  if (p.env == Envelope::Linear) {
    const int64_t rest = std::max<int64_t>(1, n - attack);
    return static_cast<int32_t>(4096 * (rest - (i - attack)) / rest);
  }
  // exponential: a factor per sample that reaches 1/256 of the peak at the end (kept
  // in Q30 to stay exact enough over a second)
  return decay >> 18;
}

}  // namespace

int32_t NoiseGen::next() {
  s_ ^= s_ << 13;
  s_ ^= s_ >> 17;
  s_ ^= s_ << 5;
  return static_cast<int32_t>(s_ >> 16) - 32768;
}

std::vector<int16_t> synthesise(std::span<const Partial> partials, int32_t lengthMs, int rate, uint32_t seed) {
  const auto total = static_cast<size_t>(static_cast<int64_t>(lengthMs) * rate / 1000);
  std::vector<int32_t> acc(total, 0);
  uint32_t stream = seed;
  for (const Partial& p : partials) {
    NoiseGen noise(stream = stream * 1664525u + 1013904223u);
    const int64_t start = static_cast<int64_t>(p.startMs) * rate / 1000;
    const int64_t n = static_cast<int64_t>(p.lengthMs) * rate / 1000;
    const int64_t attack = std::max<int64_t>(1, static_cast<int64_t>(p.attackMs) * rate / 1000);
    // the exponential decay factor per sample (Q30): 256^(-1/len) ~ 1 - ln(256) / len
    // (ln 256 = 5.545), so the layer ends near 1/256 of its peak
    const int64_t decayLen = std::max<int64_t>(1, n - attack);
    const int64_t factor = (int64_t{1} << 30) - (int64_t{5545} << 30) / (1000 * decayLen);
    int32_t decay = 1 << 30;  // Q30
    uint32_t phase = 0;
    uint32_t amPhase = 0;
    uint32_t heldPhase = 0;
    int32_t held = 0;
    int64_t lp1 = 0;  // LowNoise's two one-pole stages (Q16 of the sample)
    int64_t lp2 = 0;
    for (int64_t i = 0; i < n; ++i) {
      const int64_t at = start + i;
      if (at < 0 || at >= static_cast<int64_t>(total)) break;
      const int64_t hz = p.hz0 + (static_cast<int64_t>(p.hz1) - p.hz0) * i / std::max<int64_t>(1, n);
      const auto inc = static_cast<uint32_t>((hz << 32) / rate);
      int32_t s = 0;
      if (p.wave == Wave::Noise) {
        s = noise.next();
      } else if (p.wave == Wave::LowNoise) {
        // one-pole coefficient a = 1 - exp(-2 pi fc / rate) ~ 2 pi fc / rate (Q16, at most 1),
        // two stages; the output scaled back up by the noise's lost power (about 1 / sqrt(a))
        const int64_t a = std::clamp<int64_t>(411775 * hz / rate, 16, 65536);  // 2 pi in Q16
        lp1 += (static_cast<int64_t>(noise.next()) * 65536 - lp1) * a >> 16;
        lp2 += (lp1 - lp2) * a >> 16;
        int64_t boost = 1;
        while (boost * boost * a < 65536 / 2 && boost < 64) ++boost;
        s = static_cast<int32_t>(std::clamp<int64_t>((lp2 >> 16) * boost, -32767, 32767));
      } else if (p.wave == Wave::HeldNoise) {
        const uint32_t before = heldPhase;
        heldPhase += inc;
        if (heldPhase < before || i == 0) held = noise.next();
        s = held;
      } else {
        s = oscillator(p.wave, phase);
      }
      phase += inc;
      int64_t v = static_cast<int64_t>(s) * p.amp / 32767;
      v = v * envelope(p, i, n, attack, decay) >> 12;
      if (i >= attack) decay = static_cast<int32_t>((static_cast<int64_t>(decay) * factor) >> 30);
      if (p.amHz > 0) {
        // tremolo: a sine between 1 and 1 - depth
        const int32_t m = oscillator(Wave::Sine, amPhase);  // -32767..32767
        amPhase += static_cast<uint32_t>((static_cast<int64_t>(p.amHz) << 32) / rate);
        const int64_t gain = 256 - static_cast<int64_t>(p.amDepth) * (32767 - m) / 65534;
        v = v * gain >> 8;
      }
      acc[static_cast<size_t>(at)] += static_cast<int32_t>(v);
    }
  }
  std::vector<int16_t> out(total);
  for (size_t i = 0; i < total; ++i) out[i] = static_cast<int16_t>(std::clamp(acc[i], -32768, 32767));
  return out;
}

}  // namespace audio
