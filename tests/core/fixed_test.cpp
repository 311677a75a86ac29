// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fixed.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace core {
namespace {

constexpr int32_t kMax = std::numeric_limits<int32_t>::max();
constexpr int32_t kMin = std::numeric_limits<int32_t>::min();

TEST(FixedTest, Constants) {
  EXPECT_EQ(kOne, 0x10000);
  EXPECT_EQ(px(3), 0x30000);
  EXPECT_EQ(px(-2), -0x20000);
  EXPECT_EQ(toPxFloor(0x2ffff), 2);
  EXPECT_EQ(toPxFloor(-1), -1);  // floor, not toward zero
  EXPECT_EQ(toPxFloor(-0x10000), -1);
  EXPECT_EQ(toPxFloor(-0x10001), -2);
  EXPECT_EQ(fromRatio(1, 3), 0x5555);
  EXPECT_EQ(fromRatio(3, 2), 0x18000);
  EXPECT_EQ(fromRatio(-1, 3), -0x5555);
}

TEST(FixedTest, FixMulExactAndRoundingTowardMinusInfinity) {
  EXPECT_EQ(FixMul(0x18000, 0x18000), 0x24000);    // 1.5 * 1.5 = 2.25
  EXPECT_EQ(FixMul(0x18000, -0x18000), -0x24000);  // exact: no rounding
  EXPECT_EQ(FixMul(0x4ccc, px(10)), 0x2fff8);      // 0.3 * 10
  EXPECT_EQ(FixMul(1, 0x8000), 0);                 // 0.5 ulp -> 0
  EXPECT_EQ(FixMul(-1, 0x8000), -1);               // -0.5 ulp -> -1 (arithmetic shift)
  EXPECT_EQ(FixMul(-1, 1), -1);                    // tiny negative -> -1
  EXPECT_EQ(FixMul(-3, 0x5555), -1);               // -0.99998 ulp -> -1
  EXPECT_EQ(FixMul(-0x10000, 0x10000), -0x10000);
  EXPECT_EQ(FixMul(0x7fff0000, 0x10000), 0x7fff0000);
  // Overflow keeps the low 32 bits of (a*b) >> 16 (like shrd): 0x10000 * 0x10000 px
  EXPECT_EQ(FixMul(0x1000000, 0x1000000), 0);
  static_assert(FixMul(0x20000, 0x30000) == 0x60000);
}

TEST(FixedTest, FixDivTruncatesTowardZero) {
  EXPECT_EQ(FixDiv(0x10000, 0x30000), 0x5555);
  EXPECT_EQ(FixDiv(px(3), px(2)), 0x18000);
  EXPECT_EQ(FixDiv(-1, 0x20000), 0);   // -0.5 ulp -> 0
  EXPECT_EQ(FixDiv(-3, 0x20000), -1);  // -1.5 ulp -> -1
  EXPECT_EQ(FixDiv(3, -0x20000), -1);
  EXPECT_EQ(FixDiv(-0x10000, 3), -0x55555555);
  EXPECT_EQ(FixDiv(-0x30000, -0x20000), 0x18000);
  static_assert(FixDiv(px(1), px(4)) == 0x4000);
}

TEST(FixedTest, FixDivSaturates) {
  EXPECT_EQ(FixDiv(0x10000, 0), kMax);
  EXPECT_EQ(FixDiv(-5, 0), kMin);
  EXPECT_EQ(FixDiv(0, 0), 0);
  EXPECT_EQ(FixDiv(0x7fffffff, 0x100), kMax);
  EXPECT_EQ(FixDiv(kMin, 1), kMin);
  EXPECT_EQ(FixDiv(kMin, -1), kMax);
}

TEST(FixedTest, FixSqrtExactFloor) {
  EXPECT_EQ(FixSqrt(0), 0);
  EXPECT_EQ(FixSqrt(0x10000), 0x10000);
  EXPECT_EQ(FixSqrt(0x40000), 0x20000);
  EXPECT_EQ(FixSqrt(0x24000), 0x18000);  // sqrt 2.25 = 1.5
  EXPECT_EQ(FixSqrt(0x19000), 0x14000);  // sqrt 1.5625 = 1.25
  EXPECT_EQ(FixSqrt(0x20000), 0x16a09);  // sqrt 2 = 1.41421 (floor)
  EXPECT_EQ(FixSqrt(0x30000), 0x1bb67);  // sqrt 3
  EXPECT_EQ(FixSqrt(1), 0x100);          // sqrt(1/65536) = 1/256
  EXPECT_EQ(FixSqrt(2), 0x16a);
  EXPECT_EQ(FixSqrt(0x7fffffff), 0xb504f3);
  EXPECT_EQ(FixSqrt(-0x10000), 0);  // designed
  static_assert(FixSqrt(0x90000) == 0x30000);
}

TEST(FixedTest, ISqrt64IsFloorEverywhere) {
  for (uint64_t v = 0; v < 5000; ++v) {
    const uint64_t r = ISqrt64(v);
    ASSERT_LE(r * r, v);
    ASSERT_GT((r + 1) * (r + 1), v);
  }
  EXPECT_EQ(ISqrt64(0xffffffffffffffffull), 0xffffffffull);
  EXPECT_EQ(ISqrt64(0xfffffffe00000001ull), 0xffffffffull);
  EXPECT_EQ(ISqrt64(0xfffffffe00000000ull), 0xfffffffeull);
}

TEST(FixedTest, ApproachValueNeverOvershoots) {
  EXPECT_EQ(ApproachValue(0, 0x10000, 0x4000), 0x4000);
  EXPECT_EQ(ApproachValue(0xe000, 0x10000, 0x4000), 0x10000);  // would overshoot
  EXPECT_EQ(ApproachValue(0x10000, 0, 0x4000), 0xc000);
  EXPECT_EQ(ApproachValue(0x2000, 0, 0x4000), 0);
  EXPECT_EQ(ApproachValue(-0x2000, -0x3000, 0x4000), -0x3000);
  EXPECT_EQ(ApproachValue(5, 5, 0x4000), 5);
  EXPECT_EQ(ApproachValue(kMax - 1, kMax, kMax), kMax);  // no int32 overflow
  EXPECT_EQ(ApproachValue(kMin + 1, kMin, kMax), kMin);
  Fixed v = 0;
  int steps = 0;
  while (v != 0x10000) {
    v = ApproachValue(v, 0x10000, 0x3000);
    ASSERT_LE(v, 0x10000);
    ++steps;
  }
  EXPECT_EQ(steps, 6);  // 5 full steps of 0x3000 and one of 0x1000
}

TEST(FixedTest, ApproachValue2UsesUpAndDownRates) {
  EXPECT_EQ(ApproachValue2(0, 0x10000, 0x51e, 0x20c), 0x51e);
  EXPECT_EQ(ApproachValue2(0, -0x10000, 0x51e, 0x20c), -0x20c);
  EXPECT_EQ(ApproachValue2(0x100, 0x200, 0x51e, 0x20c), 0x200);
  EXPECT_EQ(ApproachValue2(0x300, 0x200, 0x51e, 0x20c), 0x200);
}

TEST(FixedTest, HeadingDelta) {
  EXPECT_EQ(HeadingDelta(0, 0x100000), 0x100000);
  EXPECT_EQ(HeadingDelta(0, 0x300000), -0x100000);
  EXPECT_EQ(HeadingDelta(0x3f0000, 0x10000), 0x20000);
  EXPECT_EQ(HeadingDelta(0, 0x200000), -0x200000);  // designed: half a turn reads negative
  EXPECT_EQ(WrapHeading(-1), 0x3fffff);
  EXPECT_EQ(WrapHeading(0x400000), 0);
}

TEST(FixedTest, TurnTowardsAngleShortestWayAndWrap) {
  EXPECT_EQ(TurnTowardsAngle(0, 0x100000, 0x3333), 0x3333);
  EXPECT_EQ(TurnTowardsAngle(0, 0x300000, 0x3333), 0x3fcccd);      // wraps below 0
  EXPECT_EQ(TurnTowardsAngle(0x3ff000, 0x10000, 0x3333), 0x2333);  // wraps past 0x3fffff
  EXPECT_EQ(TurnTowardsAngle(0x3ff000, 0x1000, 0x3333), 0x1000);   // lands exactly
  EXPECT_EQ(TurnTowardsAngle(0x1000, 0x3ff000, 0x3333), 0x3ff000);
  EXPECT_EQ(TurnTowardsAngle(0x50000, 0x50000, 0x3333), 0x50000);
  EXPECT_EQ(TurnTowardsAngle(0, 0x200000, 0x10000), 0x3f0000);     // half a turn: counter-clockwise
  EXPECT_EQ(TurnTowardsAngle(0x123456, 0x3ffffff0, 0), 0x123456);  // step 0: no turn
  EXPECT_EQ(TurnTowardsAngle(0x100000, 0x500000, 1), 0x100000);    // target unwrapped: same angle
  // Reaches any target in at most ceil(0x200000 / step) calls.
  int32_t h = 0x380000;
  int calls = 0;
  while (h != 0x80000) {
    h = TurnTowardsAngle(h, 0x80000, 0x10000);
    ASSERT_GE(h, 0);
    ASSERT_LE(h, 0x3fffff);
    ++calls;
  }
  EXPECT_EQ(calls, 16);  // 0x380000 -> 0x80000 clockwise through north: 0x100000 = 16 steps
}

}  // namespace
}  // namespace core
