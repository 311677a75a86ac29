// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trig.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

namespace core {
namespace {

TEST(TrigTest, HeadingDirAtTheCardinalDirections) {
  EXPECT_EQ(HeadingDir(0), (Vec2{0, -0x10000}));         // north: -y
  EXPECT_EQ(HeadingDir(0x100000), (Vec2{0x10000, 0}));   // east: +x
  EXPECT_EQ(HeadingDir(0x200000), (Vec2{0, 0x10000}));   // south: +y
  EXPECT_EQ(HeadingDir(0x300000), (Vec2{-0x10000, 0}));  // west: -x
}

TEST(TrigTest, HeadingDirOddIndices) {
  EXPECT_EQ(HeadingDir(1 << 16), (Vec2{0x1918, -0xfec4}));  // 5.625 deg
  EXPECT_EQ(HeadingDir(5 << 16), (Vec2{0x78ad, -0xe1c6}));
  EXPECT_EQ(HeadingDir(8 << 16), (Vec2{0xb505, -0xb505}));  // 45 deg
  EXPECT_EQ(HeadingDir(21 << 16), (Vec2{0xe1c6, 0x78ad}));
  EXPECT_EQ(HeadingDir(37 << 16), (Vec2{-0x78ad, 0xe1c6}));
  EXPECT_EQ(HeadingDir(63 << 16), (Vec2{-0x1918, -0xfec4}));
  EXPECT_EQ(HeadingDir((5 << 16) + 0xffff), HeadingDir(5 << 16));  // index = heading >> 16
}

TEST(TrigTest, RotationMatricesMatchTheDirectionTable) {
  EXPECT_EQ(RotationMatrix(0), (Mat3{{{0x10000, 0, 0}, {0, 0x10000, 0}, {0, 0, 0x10000}}}));
  EXPECT_EQ(RotationMatrix(0x100000), (Mat3{{{0, 0x10000, 0}, {-0x10000, 0, 0}, {0, 0, 0x10000}}}));
  EXPECT_EQ(RotationMatrix(0x200000), (Mat3{{{-0x10000, 0, 0}, {0, -0x10000, 0}, {0, 0, 0x10000}}}));
  EXPECT_EQ(RotationMatrix(0x300000), (Mat3{{{0, -0x10000, 0}, {0x10000, 0, 0}, {0, 0, 0x10000}}}));
  EXPECT_EQ(RotationMatrix(1 << 16), (Mat3{{{0xfec4, 0x1918, 0}, {-0x1918, 0xfec4, 0}, {0, 0, 0x10000}}}));
  for (int32_t i = 0; i < 64; ++i) {
    const Mat3& m = RotationMatrix(i << 16);
    const Vec2& d = HeadingDir(i << 16);
    EXPECT_EQ(m.m[0][0], -d.y) << i;
    EXPECT_EQ(m.m[0][1], d.x) << i;
    EXPECT_EQ(m.m[1][0], -d.x) << i;
    EXPECT_EQ(m.m[1][1], -d.y) << i;
    // (0, -1, 0) * Y[h] is the heading's unit step, like the projectile launch.
    const Vec3 fwd = MulRow({0, -0x10000, 0}, m);
    EXPECT_EQ(fwd, (Vec3{d.x, d.y, 0})) << i;
  }
}

TEST(TrigTest, RotateByHeading) {
  // Facing east, the body's right (+x) is south (+y) and its front (-y) is east.
  EXPECT_EQ(RotateByHeading(0x100000, px(3), 0), (Vec2{0, px(3)}));
  EXPECT_EQ(RotateByHeading(0x100000, 0, -px(2)), (Vec2{px(2), 0}));
  EXPECT_EQ(RotateByHeading(0, px(5), px(7)), (Vec2{px(5), px(7)}));
  EXPECT_EQ(RotateByHeading(0x200000, px(5), px(7)), (Vec2{-px(5), -px(7)}));
}

TEST(TrigTest, MoveDelta) {
  EXPECT_EQ(MoveDelta(0, px(2)), (Vec2{0, -px(2)}));
  EXPECT_EQ(MoveDelta(0x100000, 0x14000), (Vec2{0x14000, 0}));
  // 45 deg: 0xb505 * 2 px each way
  EXPECT_EQ(MoveDelta(0x80000, px(2)), (Vec2{0x16a0a, -0x16a0a}));
  // Negative distances (reversing) use FixMul's floor.
  EXPECT_EQ(MoveDelta(1 << 16, -1), (Vec2{-1, 0}));
}

TEST(TrigTest, MatMulComposes) {
  const Mat3 twice = MatMul(RotationMatrix(0x80000), RotationMatrix(0x80000));
  // 45 + 45 deg = 90 deg, within the rounding of 0xb505^2 = 0x8000.9e19 (FixMul floors:
  // +0x8000 and -0x8001).
  EXPECT_EQ(twice.m[0][1], 0x10000);
  EXPECT_EQ(twice.m[1][0], -0x10002);
  EXPECT_EQ(twice.m[0][0], -1);
  EXPECT_EQ(twice.m[2][2], 0x10000);
}

TEST(TrigTest, SinCosExactValues) {
  EXPECT_EQ(SinFixed(0), 0);
  EXPECT_EQ(SinFixed(0x100000), 0x10000);
  EXPECT_EQ(SinFixed(0x200000), 0);
  EXPECT_EQ(SinFixed(0x300000), -0x10000);
  EXPECT_EQ(CosFixed(0), 0x10000);
  EXPECT_EQ(CosFixed(0x100000), 0);
  EXPECT_EQ(CosFixed(0x200000), -0x10000);
  EXPECT_EQ(CosFixed(0x300000), 0);
  EXPECT_EQ(SinFixed(0x80000), 0xb505);      // 45 deg
  EXPECT_EQ(SinFixed(0x400), 0x65);          // one table step: sin(90/1024 deg)
  EXPECT_EQ(SinFixed(0x200), 0x32);          // halfway between 0 and 0x65, floored
  EXPECT_EQ(SinFixed(0xaaaaa), 0xddb3);      // ~60 deg: exact 56755.8
  EXPECT_EQ(SinFixed(-0x100000), -0x10000);  // wraps
  EXPECT_EQ(SinFixed(0x500000), 0x10000);
  EXPECT_EQ(CosFixed(0x3fffff), 0x10000);
}

TEST(TrigTest, SinMatchesTheHeadingTableAndIsSymmetric) {
  for (int32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(SinFixed(i << 16), HeadingDir(i << 16).x) << i;
    EXPECT_EQ(-CosFixed(i << 16), HeadingDir(i << 16).y) << i;
  }
  for (int32_t a = 0; a < 0x200000; a += 0x1235) {
    ASSERT_EQ(SinFixed(-a), -SinFixed(a)) << a;
    ASSERT_EQ(SinFixed(0x200000 - a), SinFixed(a)) << a;
  }
}

TEST(TrigTest, SinIsCloseToTheExactValue) {
  for (int32_t a = 0; a < 0x400000; a += 0x777) {
    const double exact = std::sin(a * (2 * 3.14159265358979323846 / 0x400000)) * 65536.0;
    ASSERT_NEAR(SinFixed(a), exact, 1.5) << a;
  }
}

TEST(TrigTest, Atan2AtCardinalAndDiagonalDirections) {
  // Angle from +x toward +y; x first.
  EXPECT_EQ(Atan2Fixed(1, 0), 0);
  EXPECT_EQ(Atan2Fixed(5, 5), 0x80000);
  EXPECT_EQ(Atan2Fixed(0, 7), 0x100000);
  EXPECT_EQ(Atan2Fixed(-3, 3), 0x180000);
  EXPECT_EQ(Atan2Fixed(-9, 0), 0x200000);
  EXPECT_EQ(Atan2Fixed(-2, -2), 0x280000);
  EXPECT_EQ(Atan2Fixed(0, -1), 0x300000);
  EXPECT_EQ(Atan2Fixed(4, -4), 0x380000);
  EXPECT_EQ(Atan2Fixed(0, 0), 0);  // designed
  EXPECT_EQ(Atan2Fixed(INT64_MIN, 0), 0x200000);
  EXPECT_EQ(Atan2Fixed(INT64_MAX, INT64_MAX), 0x80000);
  // atan(1/2) = 26.565 deg = 0x4b901.47 heading units
  EXPECT_EQ(Atan2Fixed(px(2), px(1)), 0x4b901);
  EXPECT_EQ(Atan2Fixed(px(1), px(2)), 0x100000 - 0x4b901);
}

TEST(TrigTest, Atan2IsCloseToTheExactValue) {
  for (int32_t y = -300; y <= 300; y += 7) {
    for (int32_t x = -300; x <= 300; x += 11) {
      if (x == 0 && y == 0) continue;
      double exact = std::atan2(y, x) * (0x400000 / (2 * 3.14159265358979323846));
      if (exact < 0) exact += 0x400000;
      double diff = Atan2Fixed(px(x), px(y)) - exact;
      if (diff > 0x200000) diff -= 0x400000;
      if (diff < -0x200000) diff += 0x400000;
      ASSERT_NEAR(diff, 0, 2.0) << x << "," << y;
    }
  }
}

TEST(TrigTest, AngleBetweenPoints) {
  const Fixed x = px(100);
  const Fixed y = px(200);
  EXPECT_EQ(AngleBetweenPoints(x, y, x, y - px(5)), 0);  // north
  EXPECT_EQ(AngleBetweenPoints(x, y, x + px(5), y - px(5)), 0x80000);
  EXPECT_EQ(AngleBetweenPoints(x, y, x + px(5), y), 0x100000);  // east
  EXPECT_EQ(AngleBetweenPoints(x, y, x + 1, y + 1), 0x180000);
  EXPECT_EQ(AngleBetweenPoints(x, y, x, y + px(5)), 0x200000);  // south
  EXPECT_EQ(AngleBetweenPoints(x, y, x - 3, y + 3), 0x280000);
  EXPECT_EQ(AngleBetweenPoints(x, y, x - px(5), y), 0x300000);  // west
  EXPECT_EQ(AngleBetweenPoints(x, y, x - px(5), y - px(5)), 0x380000);
  EXPECT_EQ(AngleBetweenPoints(x, y, x, y), 0);
  // Extreme coordinates of the map range do not overflow.
  EXPECT_EQ(AngleBetweenPoints(0, 0x0fffffff, 0x0fffffff, 0), 0x80000);
  // The heading found points back along the direction table.
  for (int32_t i = 0; i < 64; ++i) {
    const Vec2 d = HeadingDir(i << 16);
    EXPECT_NEAR(AngleBetweenPoints(0, 0, d.x * 16, d.y * 16), i << 16, 16) << i;
  }
}

}  // namespace
}  // namespace core
