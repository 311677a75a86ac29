// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_trans.hpp"

#include <algorithm>

#include "rf/data/trans_table.hpp"

namespace synth {
namespace {

struct Rgb {
  int r, g, b;
};
Rgb rgbOf(uint32_t c) {
  return {static_cast<int>(c >> 24), static_cast<int>((c >> 16) & 0xff), static_cast<int>((c >> 8) & 0xff)};
}

// The index of the palette colour nearest to c (squared distance; the lowest index on a tie).
uint8_t nearest(const std::array<Rgb, 256>& pal, Rgb c) {
  int best = 0;
  int64_t bestD = -1;
  for (int i = 0; i < 256; ++i) {
    const Rgb& p = pal[static_cast<size_t>(i)];
    const int64_t d = int64_t{p.r - c.r} * (p.r - c.r) + int64_t{p.g - c.g} * (p.g - c.g) +
                      int64_t{p.b - c.b} * (p.b - c.b);
    if (bestD < 0 || d < bestD) best = i, bestD = d;
  }
  return static_cast<uint8_t>(best);
}

}  // namespace

std::vector<uint8_t> syntheticTransTable(const std::array<uint32_t, 256>& palette) {
  using namespace rf::trans;
  std::array<Rgb, 256> pal{};
  for (size_t i = 0; i < 256; ++i) pal[i] = rgbOf(palette[i]);
  std::vector<uint8_t> out(kSize, 0);
  out[0] = 1;
  for (int s = 0; s < 256; ++s) {
    for (int d = 0; d < 256; ++d) {
      const Rgb a = pal[static_cast<size_t>(s)], b = pal[static_cast<size_t>(d)];
      out[kBlend + static_cast<size_t>(s * 256 + d)] = nearest(pal, {(a.r + b.r) / 2, (a.g + b.g) / 2, (a.b + b.b) / 2});
    }
  }
  for (int k = 0; k < static_cast<int>(kDarkenTables); ++k) {
    for (int d = 0; d < 256; ++d) {
      const Rgb b = pal[static_cast<size_t>(d)];
      const int n = 31 - k;
      out[kDarken + static_cast<size_t>(k * 256 + d)] = nearest(pal, {b.r * n / 32, b.g * n / 32, b.b * n / 32});
    }
  }
  for (int s = 0; s < static_cast<int>(kBrightSources); ++s) {
    for (int d = 0; d < 256; ++d) {
      const Rgb b = pal[static_cast<size_t>(d)];
      const int add = 3 * (s + 1);
      out[kBright + static_cast<size_t>(s * 256 + d)] =
          nearest(pal, {std::min(255, b.r + add), std::min(255, b.g + add), std::min(255, b.b + add)});
    }
  }
  return out;
}

}  // namespace synth
