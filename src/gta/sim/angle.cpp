// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/angle.hpp"

#include <cstddef>

#include "core/trig.hpp"

namespace gta {
namespace {

constexpr int kTableStep = (core::kSinQuarterSize - 1) / kAngleQuarter;  // 4 entries a GTA step
constexpr int kCoreUnitsPerStep = 0x1000;                                // core heading units a step

core::Fixed quarterSin(int i) {  // 0 <= i <= kAngleQuarter
  return core::trig_tables::kSinQuarter[static_cast<size_t>(i * kTableStep)];
}

}  // namespace

core::Fixed angleSin(int a) {
  const int w = a & kAngleMask;
  const int within = w % kAngleQuarter;
  switch (w / kAngleQuarter) {
    case 0:
      return quarterSin(within);
    case 1:
      return quarterSin(kAngleQuarter - within);
    case 2:
      return -quarterSin(within);
    default:
      return -quarterSin(kAngleQuarter - within);
  }
}

core::Fixed angleCos(int a) {
  return angleSin(a + kAngleQuarter);
}

int angleBetween(core::Fixed x0, core::Fixed y0, core::Fixed x1, core::Fixed y1) {
  return (core::AngleBetweenPoints(x0, y0, x1, y1) / kCoreUnitsPerStep) & kAngleMask;
}

}  // namespace gta
