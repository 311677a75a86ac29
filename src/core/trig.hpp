// SPDX-License-Identifier: GPL-3.0-or-later
// Sine, cosine, atan2 and the 64 heading rotation matrices, all from constant tables
// generated once by tools/gen_trig_tables.py (src/core/trig_tables.cpp): libm is never
// called at run time, so every build gives the same bits.
//
// Angles are heading units (0x400000 per turn). For headings 0 = north (-y) and the turn
// is clockwise on the screen (y grows downward): east (+x) is 0x100000, south 0x200000,
// west 0x300000.
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"

namespace core {

struct Vec2 {
  Fixed x = 0;
  Fixed y = 0;
  friend constexpr bool operator==(const Vec2&, const Vec2&) = default;
};

struct Vec3 {
  Fixed x = 0;
  Fixed y = 0;
  Fixed z = 0;
  friend constexpr bool operator==(const Vec3&, const Vec3&) = default;
};

// A 3x3 matrix of 16.16 values, used with row vectors: v' = v * M, that is
// v'[j] = sum_i v[i] * m[i][j].
struct Mat3 {
  Fixed m[3][3] = {};
  friend constexpr bool operator==(const Mat3&, const Mat3&) = default;
};

inline constexpr int32_t kHeadingSteps = 64;  // heading >> 16
inline constexpr int32_t kSinQuarterSize = 1025;
inline constexpr int32_t kAtanOctantSize = 1025;

namespace trig_tables {
// Defined in the generated trig_tables.cpp (see tools/gen_trig_tables.py).
extern const std::array<int32_t, kSinQuarterSize> kSinQuarter;  // sin(i * 90deg / 1024)
extern const std::array<int32_t, kAtanOctantSize> kAtanOctant;  // atan(i / 1024), heading units
extern const std::array<Vec2, kHeadingSteps> kHeadingDir;       // (sin, -cos) of step i
extern const std::array<Mat3, kHeadingSteps> kRotation;         // [[c,s,0],[-s,c,0],[0,0,1]]
}  // namespace trig_tables

// Heading step of a heading: (heading >> 16) & 63.
constexpr int32_t HeadingIndex(int32_t heading) {
  return static_cast<int32_t>((static_cast<uint32_t>(heading) >> 16) & 63u);
}

// SinFixed 0x438520 / CosFixed 0x438360: sine and cosine of an angle in heading units as
// 16.16. designed: the table has 4096 steps per turn (a quarter-wave table of 1025
// entries); between two entries the value is interpolated linearly on the low 10 bits of
// the angle, rounded toward zero, and mirrored so that sin(-a) == -sin(a) and
// sin(0x200000 - a) == sin(a) exactly. Exact at multiples of 90 degrees.
Fixed SinFixed(int32_t angle);
Fixed CosFixed(int32_t angle);

// Atan2Fixed 0x438310: the angle of the vector (x, y), measured from the +x axis toward
// the +y axis, in heading units 0..0x3fffff. Note the order: x (the reference axis) first.
// Atan2Fixed(1, 0) == 0, Atan2Fixed(0, 1) == 0x100000, Atan2Fixed(-1, 0) == 0x200000.
// designed: integer-only (octant reduction, ratio lookup in a 1025-entry atan table with
// linear interpolation); Atan2Fixed(0, 0) == 0.
// Note: the notes' turret pitch "Atan2(dist, dz) >> 2" suggests the original returns 4x
// finer units (0x1000000 per turn); this one returns heading units directly.
int32_t Atan2Fixed(int64_t x, int64_t y);

// AngleBetweenPoints 0x407c00: the heading from point 0 to point 1 (0 = north = -y,
// clockwise; east +x = 0x100000). The same points give 0.
int32_t AngleBetweenPoints(Fixed x0, Fixed y0, Fixed x1, Fixed y1);

// The unit step of a heading: dir[heading >> 16] = (sin, -cos) in 16.16.
const Vec2& HeadingDir(int32_t heading);
// The yaw matrix Y[heading >> 16] (InitProjectionAndRotTables 0x4050f0).
const Mat3& RotationMatrix(int32_t heading);

// The pitch matrix P[pitch >> 16] (the table 0x48a7b0 beside the yaw matrices): a
// rotation about the x axis by the 64-step angle, positive pitch turning the forward
// vector (0, -1, 0) down: (0, -1, 0) * P = (0, -cos, -sin) (z up). designed: built from the
// yaw table's sine and cosine of the same step, [[1,0,0],[0,c,s],[0,-s,c]].
Mat3 PitchMatrix(int32_t pitch);
// FUN_00408400: the same rotation for an angle in units four times finer than heading
// units (0x1000000 per turn: 0x400000 = 90 degrees), sine and cosine of angle >> 2 by
// SinFixed / CosFixed. designed: the units are the notes' "angle 0x3fffff = 90 deg".
Mat3 PitchMatrixFine(int32_t angle);

// Movement of `distance` (16.16, e.g. speed * dt) along a heading:
// d = dir[heading >> 16] * distance, each component by FixMul.
Vec2 MoveDelta(int32_t heading, Fixed distance);

// v * M (row vector). designed: each product is FixMul'd (rounding toward minus infinity)
// and the three products are added in 32 bits, in order i = 0, 1, 2.
Vec3 MulRow(const Vec3& v, const Mat3& m);
// a * b (so that v * (a * b) == (v * a) * b up to rounding), each element as MulRow.
Mat3 MatMul(const Mat3& a, const Mat3& b);
// Rotates the body-frame point (x, y) by the yaw of a heading: (x, y, 0) * Y[heading >> 16].
// For heading east a point on the body's right (+x) lands to the south (+y).
Vec2 RotateByHeading(int32_t heading, Fixed x, Fixed y);

}  // namespace core
