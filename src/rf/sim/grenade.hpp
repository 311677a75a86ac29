// SPDX-License-Identifier: GPL-3.0-or-later
// Grenade (class 18, descriptor 0x450d48, prio 0xc8; rf-simulation.md §6 "Grenade
// 0x431a10", 0x4319c0..0x431de0): ThrowGrenade 0x431c80 (weapon.hpp) and the closed-form
// arc from the throw point to the target: speed = FixSqrt(FixDiv(0.05 * d, 0xb504)), at
// age t ticks z = z0 + (speed * 0.924 - 0.025 * t) * t and the range speed * 0.383 * t
// (a 67.5 degree throw under g = 0.05 px/tick^2); tumble 12 frames; 1.5 damage on hits;
// GrenadeDestroy explodes it by hit kind from 0x450a60.
#pragma once

#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a grenade.
inline constexpr int kGrenAge = 0;    // ticks since the throw
inline constexpr int kGrenSpeed = 1;  // launch speed px/tick
inline constexpr int kGrenX0 = 2;     // the throw point
inline constexpr int kGrenY0 = 3;
inline constexpr int kGrenZ0 = 4;
inline constexpr int kGrenDirX = 5;  // unit vector towards the target (16.16)
inline constexpr int kGrenDirY = 6;
inline constexpr int kGrenHitKind = 7;  // HitKind once hit, -1 before
inline constexpr int kGrenHitCell = 8;  // the cell of a static hit
inline constexpr int kGrenFrame = 9;    // tumble frame 0..11
inline constexpr int kGrenHitObj = 10;  // the id of the object hit

inline constexpr core::Fixed kGrenadeDamage = 0x18000;  // 1.5
inline constexpr int32_t kGrenadeFrames = 12;
inline constexpr core::Fixed kGrenadeSin = 0xec83;   // 0.924 = sin 67.5 deg
inline constexpr core::Fixed kGrenadeCos = 0x61f8;   // 0.383 = cos 67.5 deg
inline constexpr core::Fixed kGrenadeHalfG = 0x666;  // 0.025 px/tick^2
// designed: the shallow-water box radius of a landing grenade (a shell's 4 px).
inline constexpr int32_t kGrenadeWaterRadius = 4;

// FixSqrt(FixDiv(3276 * d, 0xb504)) for a throw distance d (16.16 px; 3276 * d read as
// FixMul(3276, d) = 0.05 d).
core::Fixed grenadeSpeed(core::Fixed distance);
// The arc at age t ticks: height above the throw point, and the range.
core::Fixed grenadeArcZ(core::Fixed speed, int32_t t);
core::Fixed grenadeArcRange(core::Fixed speed, int32_t t);
// Where the arc comes back to the throw height: speed * 0.383 * (speed * 0.924 / 0.025).
core::Fixed grenadeLandingRange(core::Fixed speed);

// The class hooks (the class table, classes.cpp).
int32_t grenadeInit(Sim& sim, Obj& o, int32_t arg);
int32_t grenadeDestroy(Sim& sim, Obj& o);  // GrenadeDestroy: the explosion by hit kind
void grenadeUpdate(Sim& sim, Obj& o);
int32_t grenadeHitStatic(Sim& sim, Obj& o, int32_t cell);
int32_t grenadeHitObject(Sim& sim, Obj& self, Obj& other);
int grenadeFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);

}  // namespace rf
