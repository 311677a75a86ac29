// SPDX-License-Identifier: GPL-3.0-or-later
// The integer square root the views share (the 3D view's lengths, the camera's distances, the
// fire cels' radii): floor(sqrt(v)), 0 for v <= 0, bit by bit, no floating point.
#pragma once

#include <cstdint>

namespace view {

constexpr int64_t isqrt(int64_t v) {
  if (v <= 0) return 0;
  int64_t r = 0;
  for (int64_t bit = int64_t{1} << 62; bit != 0; bit >>= 2) {
    if (v >= r + bit) {
      v -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
  }
  return r;
}
static_assert(isqrt(0) == 0 && isqrt(15) == 3 && isqrt(16) == 4 && isqrt(int64_t{1} << 40) == int64_t{1} << 20);

}  // namespace view
