// SPDX-License-Identifier: GPL-3.0-or-later
// GTA's angles (0x400 a turn): sine, cosine and the angle between two points.
#include "gta/sim/angle.hpp"

#include <gtest/gtest.h>

#include "core/trig.hpp"

namespace gta {
namespace {

TEST(GtaAngle, SineAndCosineAtTheQuarters) {
  EXPECT_EQ(angleSin(0), 0);
  EXPECT_EQ(angleSin(0x100), core::kOne);  // east
  EXPECT_EQ(angleSin(0x200), 0);
  EXPECT_EQ(angleSin(0x300), -core::kOne);
  EXPECT_EQ(angleCos(0), core::kOne);  // north: -y is -cos
  EXPECT_EQ(angleCos(0x100), 0);
  EXPECT_EQ(angleCos(0x200), -core::kOne);
  EXPECT_EQ(angleCos(0x300), 0);
  EXPECT_EQ(angleSin(0x80), 0xb505);  // sin 45 degrees, 16.16
  EXPECT_EQ(angleSin(0x80), angleCos(0x80));
}

TEST(GtaAngle, EveryAngleIsTheSharedTablesValueAndSymmetric) {
  for (int a = 0; a < kAngleTurn; ++a) {
    EXPECT_EQ(angleSin(a), core::SinFixed(a * 0x1000)) << a;  // the table entry, no interpolation
    EXPECT_EQ(angleCos(a), core::CosFixed(a * 0x1000)) << a;
    EXPECT_EQ(angleSin(-a), -angleSin(a)) << a;
    EXPECT_EQ(angleSin(0x200 - a), angleSin(a)) << a;
  }
}

TEST(GtaAngle, DeviationOutOfRangeAnglesWrap) {
  EXPECT_EQ(angleSin(0x400 + 0x40), angleSin(0x40));
  EXPECT_EQ(angleSin(0x1234), angleSin(0x1234 & 0x3ff));
  EXPECT_EQ(angleSin(-1), angleSin(0x3ff));
  EXPECT_EQ(angleCos(-0x100), angleCos(0x300));
}

TEST(GtaAngle, AngleBetweenPoints) {
  const core::Fixed o = core::px(1000);
  EXPECT_EQ(angleBetween(o, o, o, o - core::px(10)), 0);      // north
  EXPECT_EQ(angleBetween(o, o, o + core::px(10), o), 0x100);  // east
  EXPECT_EQ(angleBetween(o, o, o, o + core::px(10)), 0x200);  // south
  EXPECT_EQ(angleBetween(o, o, o - core::px(10), o), 0x300);  // west
  EXPECT_EQ(angleBetween(o, o, o + core::px(10), o + core::px(10)), 0x180);
  EXPECT_EQ(angleBetween(o, o, o, o), 0);  // the same point
  // just west of north: 0x3ff, not 0x400
  EXPECT_EQ(angleBetween(o, o, o - core::px(1), o - core::px(1000)), 0x3ff);
}

}  // namespace
}  // namespace gta
