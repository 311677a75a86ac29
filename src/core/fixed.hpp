// SPDX-License-Identifier: GPL-3.0-or-later
// 16.16 fixed point, the number format of both games' simulations.
//
// A Fixed is a plain int32_t holding value * 0x10000 (so hex constants from the spec are
// written as they are: 0x4ccc is 0.3). Products go through a 64-bit intermediate, the
// divide is integer-only: no floating point anywhere.
//
// Headings are "heading units": 0x400000 per full turn (0 = north, clockwise), so
// heading >> 16 is one of 64 steps of 5.625 degrees.
#pragma once

#include <cstdint>
#include <limits>

namespace core {

using Fixed = int32_t;  // 16.16
using Fix = Fixed;      // short alias

inline constexpr Fixed kOne = 0x10000;
inline constexpr Fixed kHalf = 0x8000;
inline constexpr int32_t kFracBits = 16;

inline constexpr int32_t kHeadingTurn = 0x400000;  // heading units per full turn
inline constexpr int32_t kHeadingMask = 0x3fffff;
inline constexpr int32_t kHeadingQuarter = 0x100000;  // 90 degrees
inline constexpr int32_t kHeadingHalf = 0x200000;     // 180 degrees

// FixMul 0x438300: (a * b) >> 16 through 64 bits. The shift is arithmetic, so the
// result rounds toward minus infinity: FixMul(-1, 0x8000) == -1 (not 0). The result
// keeps the low 32 bits, as the original's shrd does when it overflows.
constexpr Fixed FixMul(Fixed a, Fixed b) {
  return static_cast<Fixed>((static_cast<int64_t>(a) * b) >> 16);
}

// FixDiv: (a << 16) / b through 64 bits, truncating toward zero like idiv:
// FixDiv(-1, 0x20000) == 0, FixDiv(-3, 0x20000) == -1.
// designed: the original faults on b == 0 or an overflowing quotient; here the result
// saturates instead (b == 0: INT32_MAX for a > 0, INT32_MIN for a < 0, 0 for a == 0;
// a quotient outside int32 is clamped), so a bad value can never crash a simulation.
constexpr Fixed FixDiv(Fixed a, Fixed b) {
  constexpr int64_t kMax = std::numeric_limits<int32_t>::max();
  constexpr int64_t kMin = std::numeric_limits<int32_t>::min();
  if (b == 0) return a > 0 ? static_cast<Fixed>(kMax) : (a < 0 ? static_cast<Fixed>(kMin) : 0);
  const int64_t q = (static_cast<int64_t>(a) * kOne) / b;
  if (q > kMax) return static_cast<Fixed>(kMax);
  if (q < kMin) return static_cast<Fixed>(kMin);
  return static_cast<Fixed>(q);
}

// floor(sqrt(v)) for any 64-bit value, exact (bit-by-bit, no floating point).
constexpr uint64_t ISqrt64(uint64_t v) {
  uint64_t result = 0;
  uint64_t bit = uint64_t{1} << 62;
  while (bit > v) bit >>= 2;
  while (bit != 0) {
    if (v >= result + bit) {
      v -= result + bit;
      result = (result >> 1) + bit;
    } else {
      result >>= 1;
    }
    bit >>= 2;
  }
  return result;
}

// The length of the vector (dx, dy) (16.16 in, 16.16 out: the exact floor of the root).
// The components may be anything a 16.16 difference of two positions can be.
constexpr Fixed Length2d(int64_t dx, int64_t dy) {
  return static_cast<Fixed>(ISqrt64(static_cast<uint64_t>(dx * dx) + static_cast<uint64_t>(dy * dy)));
}

// FixSqrt: square root of a 16.16 value as 16.16, the exact floor:
// raw result = floor(sqrt(raw * 0x10000)). FixSqrt(0x40000) == 0x20000 (sqrt 4 = 2).
// designed: a negative argument gives 0.
constexpr Fixed FixSqrt(Fixed a) {
  if (a <= 0) return 0;
  return static_cast<Fixed>(ISqrt64(static_cast<uint64_t>(a) << 16));
}

// Whole pixels to 16.16.
constexpr Fixed px(int32_t pixels) {
  return static_cast<Fixed>(static_cast<uint32_t>(pixels) << 16);
}
// 16.16 to whole pixels, rounding toward minus infinity (arithmetic shift).
constexpr int32_t toPxFloor(Fixed v) {
  return v >> 16;
}
// num / den as 16.16, integer-only, truncating toward zero (fromRatio(1, 3) == 0x5555).
constexpr Fixed fromRatio(int32_t num, int32_t den) {
  return FixDiv(num, den);
}

// ApproachValue 0x41ed80: moves cur toward target by at most step (step >= 0) and never
// overshoots; returns the new value.
constexpr Fixed ApproachValue(Fixed cur, Fixed target, Fixed step) {
  if (cur < target) {
    const int64_t next = static_cast<int64_t>(cur) + step;
    return next >= target ? target : static_cast<Fixed>(next);
  }
  if (cur > target) {
    const int64_t next = static_cast<int64_t>(cur) - step;
    return next <= target ? target : static_cast<Fixed>(next);
  }
  return cur;
}

// ApproachValue 0x41edb0 (the two-rate variant).
// designed: the notes give only the address and two rates per use ("0x51e/0x20c",
// "0x7ae/0x1eb8"); read as: rises by at most stepUp, falls by at most stepDown, never
// overshoots.
constexpr Fixed ApproachValue2(Fixed cur, Fixed target, Fixed stepUp, Fixed stepDown) {
  return cur < target ? ApproachValue(cur, target, stepUp) : ApproachValue(cur, target, stepDown);
}

// Wraps any angle to 0..0x3fffff heading units.
constexpr int32_t WrapHeading(int64_t angle) {
  return static_cast<int32_t>(angle & kHeadingMask);
}

// Signed shortest difference to - from in heading units, in -0x200000..0x1fffff.
// designed: exactly half a turn reads as -0x200000 (22-bit sign extension).
constexpr int32_t HeadingDelta(int32_t from, int32_t to) {
  const int32_t d = WrapHeading(static_cast<int64_t>(to) - from);
  return d >= kHeadingHalf ? d - kHeadingTurn : d;
}

// TurnTowardsAngle 0x423460: turns cur toward target the shortest way by at most step
// (step >= 0); the result is wrapped to 0..0x3fffff and lands exactly on target when it
// is within step. designed: when target is exactly half a turn away the turn goes
// counter-clockwise (the difference is read as -0x200000).
constexpr int32_t TurnTowardsAngle(int32_t cur, int32_t target, int32_t step) {
  const int32_t d = HeadingDelta(cur, target);
  if (d >= -static_cast<int64_t>(step) && d <= step) return WrapHeading(target);
  return WrapHeading(static_cast<int64_t>(cur) + (d > 0 ? step : -static_cast<int64_t>(step)));
}

}  // namespace core
