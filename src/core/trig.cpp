// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trig.hpp"

#include <cstddef>

namespace core {

namespace {

constexpr int32_t kQuarterBits = 20;  // a quarter turn is 0x100000 heading units
constexpr int32_t kSinFracBits = 10;  // 1024 table steps per quarter: 10 bits left over

// sin of an angle 0..0x100000 (inclusive) in the first quadrant, >= 0.
Fixed sinQuarter(int32_t a) {
  const int32_t i = a >> kSinFracBits;
  const int32_t frac = a & ((1 << kSinFracBits) - 1);
  const int32_t lo = trig_tables::kSinQuarter[static_cast<size_t>(i)];
  if (frac == 0) return lo;
  const int32_t hi = trig_tables::kSinQuarter[static_cast<size_t>(i) + 1];
  return lo + (((hi - lo) * frac) >> kSinFracBits);
}

// atan(num / den) for 0 <= num <= den, den > 0, in heading units 0..0x80000.
int32_t atanOctant(uint64_t num, uint64_t den) {
  constexpr int kRatioBits = 26;                     // 10 bits of table index + 16 bits of fraction
  const uint64_t ratio = (num << kRatioBits) / den;  // 0 .. 1 << 26
  const auto i = static_cast<size_t>(ratio >> 16);
  const auto frac = static_cast<int64_t>(ratio & 0xffff);
  const int32_t lo = trig_tables::kAtanOctant[i];
  if (frac == 0) return lo;
  const int32_t hi = trig_tables::kAtanOctant[i + 1];
  return lo + static_cast<int32_t>(((hi - lo) * frac) >> 16);
}

uint64_t magnitude(int64_t v) {
  return v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
}

}  // namespace

// SinFixed 0x438520
Fixed SinFixed(int32_t angle) {
  const int32_t a = WrapHeading(angle);
  const int32_t quadrant = a >> kQuarterBits;
  const int32_t within = a & (kHeadingQuarter - 1);
  switch (quadrant) {
    case 0:
      return sinQuarter(within);
    case 1:
      return sinQuarter(kHeadingQuarter - within);
    case 2:
      return -sinQuarter(within);
    default:
      return -sinQuarter(kHeadingQuarter - within);
  }
}

// CosFixed 0x438360
Fixed CosFixed(int32_t angle) {
  return SinFixed(WrapHeading(static_cast<int64_t>(angle) + kHeadingQuarter));
}

// Atan2Fixed 0x438310
int32_t Atan2Fixed(int64_t x, int64_t y) {
  uint64_t ax = magnitude(x);
  uint64_t ay = magnitude(y);
  if (ax == 0 && ay == 0) return 0;
  // Keep (value << 26) inside 64 bits: drop low bits of both (nearly the same ratio).
  while (ax >= (uint64_t{1} << 37) || ay >= (uint64_t{1} << 37)) {
    ax >>= 1;
    ay >>= 1;
  }
  // Angle in the first quadrant (0..0x100000) from the x axis toward the y axis.
  const int32_t q = ay <= ax ? atanOctant(ay, ax) : kHeadingQuarter - atanOctant(ax, ay);
  int32_t angle = 0;
  if (x >= 0 && y >= 0) {
    angle = q;
  } else if (x < 0 && y >= 0) {
    angle = kHeadingHalf - q;
  } else if (x < 0) {
    angle = kHeadingHalf + q;
  } else {
    angle = kHeadingTurn - q;
  }
  return WrapHeading(angle);
}

// AngleBetweenPoints 0x407c00
int32_t AngleBetweenPoints(Fixed x0, Fixed y0, Fixed x1, Fixed y1) {
  const int64_t dx = static_cast<int64_t>(x1) - x0;
  const int64_t dy = static_cast<int64_t>(y1) - y0;
  // Reference axis = north (-y), measured toward east (+x): clockwise on the screen.
  return Atan2Fixed(-dy, dx);
}

const Vec2& HeadingDir(int32_t heading) {
  return trig_tables::kHeadingDir[static_cast<size_t>(HeadingIndex(heading))];
}

const Mat3& RotationMatrix(int32_t heading) {
  return trig_tables::kRotation[static_cast<size_t>(HeadingIndex(heading))];
}

namespace {
Mat3 pitchOf(Fixed c, Fixed s) {
  Mat3 m{};
  m.m[0][0] = kOne;
  m.m[1][1] = c;
  m.m[1][2] = s;
  m.m[2][1] = -s;
  m.m[2][2] = c;
  return m;
}
}  // namespace

// P 0x48a7b0
Mat3 PitchMatrix(int32_t pitch) {
  const Mat3& yaw = RotationMatrix(pitch);
  return pitchOf(yaw.m[0][0], yaw.m[0][1]);
}

// FUN_00408400
Mat3 PitchMatrixFine(int32_t angle) {
  const int32_t a = angle >> 2;
  return pitchOf(CosFixed(a), SinFixed(a));
}

Vec2 MoveDelta(int32_t heading, Fixed distance) {
  const Vec2& d = HeadingDir(heading);
  return {FixMul(d.x, distance), FixMul(d.y, distance)};
}

Vec3 MulRow(const Vec3& v, const Mat3& m) {
  Vec3 r;
  Fixed* out[3] = {&r.x, &r.y, &r.z};
  for (int j = 0; j < 3; ++j) {
    // Added in 32 bits with wrap-around, like the original's adds.
    const uint32_t sum = static_cast<uint32_t>(FixMul(v.x, m.m[0][j])) +
                         static_cast<uint32_t>(FixMul(v.y, m.m[1][j])) +
                         static_cast<uint32_t>(FixMul(v.z, m.m[2][j]));
    *out[j] = static_cast<Fixed>(sum);
  }
  return r;
}

Mat3 MatMul(const Mat3& a, const Mat3& b) {
  Mat3 r{};
  for (int i = 0; i < 3; ++i) {
    const Vec3 row = MulRow({a.m[i][0], a.m[i][1], a.m[i][2]}, b);
    r.m[i][0] = row.x;
    r.m[i][1] = row.y;
    r.m[i][2] = row.z;
  }
  return r;
}

Vec2 RotateByHeading(int32_t heading, Fixed x, Fixed y) {
  const Vec3 r = MulRow({x, y, 0}, RotationMatrix(heading));
  return {r.x, r.y};
}

}  // namespace core
