// SPDX-License-Identifier: GPL-3.0-or-later
// The projectile classes Missle (0, descriptor 0x450950), Death Missle (16, 0x4509f8) and
// TRACER (7, 0x4509a0), all prio 0xc8 / 0x100 (rf-simulation.md §6 "Projectile types"):
// ProjectileInit, the update, the hit hooks 0x4310b0 / 0x431140 and the impact 0x431100.
// FireProjectile 0x431760 (weapon.hpp) creates them.
#pragma once

#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a projectile.
inline constexpr int kProjType = 0;  // the type (0x450a78 row)
inline constexpr int kProjVelX = 1;  // velocity px/tick (16.16)
inline constexpr int kProjVelY = 2;
inline constexpr int kProjVelZ = 3;
inline constexpr int kProjPitch = 4;      // pitch (heading units; FUN_00408400 units with flag 2)
inline constexpr int kProjLife = 5;       // ticks left (a byte, 0..255)
inline constexpr int kProjFrame = 6;      // animation frame
inline constexpr int kProjCountdown = 7;  // +0x72 the animation countdown (never stored: quirk)
inline constexpr int kProjHitKind = 8;    // HitKind once hit, -1 before
inline constexpr int kProjAddSpeed = 9;   // FUN_00431880: the owner's forward speed, kept for rebuilds
inline constexpr int kProjHitCell = 10;   // the cell of a static hit (kNoCell otherwise)
inline constexpr int kProjHitObj = 11;    // the id of the object hit (0 otherwise)

// Obj::flags of a projectile.
inline constexpr uint32_t kProjBallistic = 0x2000000;  // pitch != 0 and gravity != 0
inline constexpr uint32_t kProjImpact = 0x200;         // hit something (the impact runs next)

// The ceiling: no projectile climbs above 55 px.
inline constexpr core::Fixed kProjCeiling = core::px(55);

// The class hooks (the class table, classes.cpp).
int32_t projectileInit(Sim& sim, Obj& o, int32_t type);  // ProjectileInit: arg = the type
void projectileUpdate(Sim& sim, Obj& o);
int32_t projectileHitStatic(Sim& sim, Obj& o, int32_t cell);   // 0x4310b0
int32_t projectileHitObject(Sim& sim, Obj& self, Obj& other);  // 0x431140
int32_t tracerHitStatic(Sim& sim, Obj& o, int32_t cell);       // the TRACER's: report, no damage
int32_t tracerHitObject(Sim& sim, Obj& self, Obj& other);
int projectileFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // traces
// The Death Missle's: its parent is the target it homes on, so it hits anything but its own
// children (the SUB that fired it: designed).
int32_t deathMissleHitObject(Sim& sim, Obj& self, Obj& other);

// vel = (0, -speed, 0) * (P[pitch] * Y[heading]) (flag 2: FUN_00408400's pitch), plus the
// added speed along the heading (FUN_00431880).
core::Vec3 projectileVelocity(const ProjectileType& type, int32_t heading, int32_t pitch,
                              core::Fixed addSpeed);

// designed: the Death Missle's homing turn: two steps of the 64-step yaw / pitch tables per
// tick (11.25 deg) for both its heading and its pitch, towards its parent's centre (the
// hull's mid height, 5 px up). The ai_test outcome: fired from under a heli hovering at 50 px
// it pulls up and hits it 17 ticks later (one step per tick turns too wide at 3 px/tick: it
// circles the heli at ~30 px and only hits after 77 of its 90 ticks); it catches a heli
// flying at full speed from 60 px behind in 59 ticks.
inline constexpr int32_t kDeathMissleTurn = 0x20000;
inline constexpr core::Fixed kDeathMissleAimZ = core::px(5);

// One step of a projectile over dt ticks (the class update with sim.dt; the TRACER probe
// with 1).
void projectileStep(Sim& sim, Obj& o, int32_t dt);

// The hit kind of a ground impact at (x, y): water (deep, or shallow where the box of
// +-radius px is wet: FUN_00418910), road (terrain 0x49..0x53) or ground.
HitKind groundHitKind(const Sim& sim, core::Fixed x, core::Fixed y, int32_t radiusPx);
// FUN_00418910: every corner of the box (x +- r, y +- r) is in water (GetObjWaterState of
// the point != 0).
bool waterBoxWet(const Sim& sim, core::Fixed x, core::Fixed y, int32_t radiusPx);

}  // namespace rf
