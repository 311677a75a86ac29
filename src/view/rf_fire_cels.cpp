// SPDX-License-Identifier: GPL-3.0-or-later
// Our fire cels (rf_fire_cels.hpp).
#include "view/rf_fire_cels.hpp"
#include "view/isqrt.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace view {
namespace {

using core::Rgba;
using core::rgba;

constexpr int kN = kRfFireCelSize;

uint32_t hash3(int x, int y, int seed) {
  uint32_t h = static_cast<uint32_t>(x) * 0x8DA6B343U ^ static_cast<uint32_t>(y) * 0xD8163841U ^
               static_cast<uint32_t>(seed) * 0xCB1AB31FU;
  h ^= h >> 13;
  h *= 0x9E3779B1U;
  h ^= h >> 16;
  return h;
}

// Value noise 0..255 on a lattice of `step` texels (bilinear between the lattice points).
int valueNoise(int x, int y, int step, int seed) {
  const int gx = x >= 0 ? x / step : (x - step + 1) / step, gy = y >= 0 ? y / step : (y - step + 1) / step;
  const int fx = x - gx * step, fy = y - gy * step;
  const auto at = [&](int i, int j) { return static_cast<int>(hash3(gx + i, gy + j, seed) & 255); };
  const int top = at(0, 0) * (step - fx) + at(1, 0) * fx;
  const int bot = at(0, 1) * (step - fx) + at(1, 1) * fx;
  return (top * (step - fy) + bot * fy) / (step * step);
}

Rgba lerpC(Rgba a, Rgba b, int t) {  // t 0..256
  const auto ch = [t](int x, int y) { return static_cast<uint8_t>(x + (y - x) * t / 256); };
  return rgba(ch(core::red(a), core::red(b)), ch(core::green(a), core::green(b)), ch(core::blue(a), core::blue(b)),
              ch(core::alpha(a), core::alpha(b)));
}

// The colour of heat 0..256 (256 the hottest).
Rgba heatColour(int heat) {
  static constexpr std::array<Rgba, 6> kRamp{rgba(50, 46, 44), rgba(150, 40, 14), rgba(235, 100, 20),
                                             rgba(255, 180, 50), rgba(255, 236, 140), rgba(255, 255, 235)};
  const int t = std::clamp(heat, 0, 255) * 5;  // 0 .. 1275
  const int i = t / 256, f = t % 256;
  return lerpC(kRamp[static_cast<size_t>(i)], kRamp[static_cast<size_t>(std::min(i + 1, 5))], f);
}

std::vector<Rgba> makeCel(int frame, int variant) {
  std::vector<Rgba> out(static_cast<size_t>(kN) * kN, rgba(0, 0, 0, 0));
  const int age = frame * 256 / (kRfFireFrames - 1);              // 0..256
  const int grow = age < 85 ? 150 + age * 106 / 85 : 256;          // the ball's size, of 256
  const int radius = (kN / 2 - 4) * grow / 256;                    // texels
  const int cool = age;                                            // the heat lost
  const int smokeR = radius + (kN / 2 - 12 - radius) * age / 256;  // the smoke spreads (inside the cel)
  const int fade = age > 170 ? 256 - (age - 170) * 256 / 86 : 256;  // the last third thins out
  const int rise = frame * 3;                                      // the noise scrolls up
  for (int y = 0; y < kN; ++y) {
    for (int x = 0; x < kN; ++x) {
      const int dx = 2 * x + 1 - kN, dy = 2 * y + 1 - kN;  // half texels from the centre
      const int d = static_cast<int>(isqrt(dx * dx + dy * dy)) / 2;        // texels
      const int n = (valueNoise(x, y + rise, 8, variant * 17 + 1) * 2 + valueNoise(x, y + rise * 2, 4, variant * 17 + 2)) / 3;
      // the edge pushed in and out by the noise (+- a third of the radius)
      const int edge = radius + (n - 128) * radius / 384;
      Rgba c = rgba(0, 0, 0, 0);
      if (d < edge && edge > 0) {
        const int inner = 256 - d * 256 / edge;                      // 256 at the centre, 0 at the edge
        const int heat = std::clamp(inner * 3 / 2 + (n - 128) / 2 - cool, 0, 256);
        const int a = std::min(255, inner * 4 + 60);
        c = heatColour(heat);
        c = rgba(core::red(c), core::green(c), core::blue(c), static_cast<uint8_t>(a * fade / 256));
      } else if (age > 64 && d < smokeR + (n - 128) / 16) {  // the smoke around and past the fire
        const int a = std::clamp((n - 80) * (age - 64) / 192, 0, 150) * fade / 256;
        const uint8_t g = static_cast<uint8_t>(44 + n / 8);
        c = rgba(g, g, static_cast<uint8_t>(g + 2), static_cast<uint8_t>(a));
      }
      out[static_cast<size_t>(y * kN + x)] = c;
    }
  }
  return out;
}

std::vector<std::vector<Rgba>> makeAll() {
  std::vector<std::vector<Rgba>> all;
  for (int v = 0; v < kRfFireVariants; ++v)
    for (int f = 0; f < kRfFireFrames; ++f) all.push_back(makeCel(f, v));
  return all;
}

}  // namespace

std::span<const Rgba> rfFireCel(int frame, int variant) {
  static const std::vector<std::vector<Rgba>> kAll = makeAll();
  const int f = std::clamp(frame, 0, kRfFireFrames - 1);
  const int v = ((variant % kRfFireVariants) + kRfFireVariants) % kRfFireVariants;
  return kAll[static_cast<size_t>(v * kRfFireFrames + f)];
}

}  // namespace view
