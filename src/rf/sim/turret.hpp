// SPDX-License-Identifier: GPL-3.0-or-later
// Tower turrets: class 2 "Turret Gun" (descriptors 0x44ad40 normal tower / 0x44ad90 large
// tower, prio 0x32; rf-simulation.md §9 "Turrets"): Model_TowerHook 0x4174e0 (the view
// pass wakes a tower drawn in the enemy's view), ActivateTurret 0x423c10, TurretInit
// 0x4235a0, TurretUpdate 0x423620 with the thinks wait 0x423760, aim 0x423780, fire
// 0x4239e0 and rest 0x423ac0, damage 0x423710 and TurretDestroy 0x423660.
//
// While a turret is awake its cell holds BNO 90 (BNO_ACTIVE_TOWER: no shape, not drawn)
// and the hit points stay in the cell; the object carries the tower's shape, so shots hit
// it. When it goes (not drawn for 300 ticks, at rest, or shot down) the cell gets its BNO
// back: a static tower again, or TowerDestroyed in the live pose.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"
#include "rf/sim/turret_state.hpp"

namespace rf {

struct Sim;

// Obj::local words of a turret (the original's offsets). The yaw is Obj::heading.
inline constexpr int kTurretBno = 0;       // +0x60 byte: the tower's BNO (49 / 50)
inline constexpr int kTurretUnseen = 1;    // +0x62 short: ticks since the last draw
inline constexpr int kTurretWake = 2;      // +0x64: the tick the reaction delay ends
inline constexpr int kTurretNextShot = 3;  // +0x68: the tick of the next shot
inline constexpr int kTurretRestYaw = 4;   // +0x6c: the jitter pose's yaw
inline constexpr int kTurretPitch = 5;     // +0x5c: the gun's pitch (positive = down)

// Thinks (ClassDesc::thinks indices; 0 = none: the update removes the turret).
inline constexpr uint16_t kTurretWait = 1;  // 0x423760
inline constexpr uint16_t kTurretAim = 2;   // 0x423780 (fires 0x4239e0)
inline constexpr uint16_t kTurretRest = 3;  // 0x423ac0

inline constexpr int32_t kTurretYawRate = 0x3333;    // per tick (1.13 deg)
inline constexpr int32_t kTurretPitchRate = 0xa3d;   // per tick
inline constexpr core::Fixed kTurretRange = 192 << 16;  // dist2d below which it aims the gun and fires
inline constexpr int32_t kTurretPitchDown = 0x60000;    // +33.75 deg
inline constexpr int32_t kTurretPitchUp = 0x3a0000;     // -33.75 deg
inline constexpr int32_t kTurretUnseenLimit = 301;      // TurretUpdate: (short)(+0x62 += dt) < 301
inline constexpr int32_t kTurretShotReload = 60;        // line clear: a shell, next shot + 60
inline constexpr int32_t kTurretBlockedWait = 30;       // own side in the line: + 30
inline constexpr int32_t kTurretShellType = 4;          // 4 px/t, damage 1.5, 150 ticks
inline constexpr int32_t kTurretTracerType = 3;

// The rest 0x423ac0 turns the yaw back to +0x6c and the pitch to 0 at the aim's rates; §9
// does not say whether the two turn at once or one after the other. The two readings:
enum class TurretRestReading : uint8_t {
  Together,      // yaw and pitch each frame; the rest takes the longer of the two
  YawThenPitch,  // the yaw to its rest pose first, then (from the next frame) the pitch
};
// designed: the rest turns the yaw, then the pitch (A4: "Target gone -> rest in 175 ticks").
// Turning both at once the longest rest there can be is 1 + 161 = 162 ticks at dt 1 (the yaw
// 180 deg away, 0x200000 / 0x3333 -> 161 ticks; the pitch limit 0x60000 / 0xa3d -> 151 ticks),
// so the notes' 175 cannot happen; one after the other it can (1 + 23 + 151 = 175 at dt 1:
// the gun at the down limit and the yaw 23 ticks from rest). The count is odd, so the ai_test
// run used dt 1 (as the submarine's 341 / 181 of the same run); at dt 2 every count is even.
inline constexpr TurretRestReading kTurretRestReading = TurretRestReading::YawThenPitch;

// One frame of the rest (0x423ac0) of reading `r`: the pose after it.
struct TurretRestStep {
  int32_t yaw = 0;
  int32_t pitch = 0;
  bool atRest = false;
};
TurretRestStep turretRestStep(TurretRestReading r, int32_t yaw, int32_t pitch, int32_t restYaw, int32_t dt);

// FUN_004174b0: the static tower's pose from the cell's jitter: yaw = (j[3] & 0x3f) << 16,
// pitch = j[0] << 14 (j[0] the signed x byte).
TurretPose towerJitterPose(const Sim& sim, int32_t cell);

// Model_TowerHook 0x4174e0 as the view pass calls it for each cell of player `player`'s
// area: a tower (BNO 49 / 50) with hit points, drawn by a view whose vehicle exists, is a
// Vehicle (not a wreck or a lift) and is of the other side -> ActivateTurret.
void turretTowerHook(Sim& sim, int32_t cell, int player);

// ActivateTurret 0x423c10: the turret object for the tower in `cell` aimed at `target`
// (class by BNO: large for 50); the cell becomes BNO 90. kNoObj when the pool is full.
ObjSlot activateTurret(Sim& sim, int32_t cell, ObjSlot target);

// The muzzle of a turret in world coordinates: (0, -15, 24.5) px (large: z 29.5) turned by
// its yaw.
struct TurretMuzzle {
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
};
TurretMuzzle turretMuzzle(const Obj& turret);

// The class hooks (classes.cpp).
int32_t turretInit(Sim& sim, Obj& obj, int32_t arg);      // 0x4235a0
int32_t turretDestroy(Sim& sim, Obj& obj);                // 0x423660
void turretUpdate(Sim& sim, Obj& obj);                    // 0x423620
int32_t turretDamage(Sim& sim, Obj& obj, core::Fixed amount, Obj* source);  // 0x423710
void turretDrawn(Sim& sim, ObjSlot slot);                 // Model_TowerHook with the object: +0x62 = 0
int turretFields(const Sim& sim, const Obj& obj, std::span<ObjField, kMaxObjFields> out);
int32_t turretWait(Sim& sim, Obj& obj);  // 0x423760
int32_t turretAim(Sim& sim, Obj& obj);   // 0x423780
int32_t turretRest(Sim& sim, Obj& obj);  // 0x423ac0
inline constexpr std::array<ObjThinkFn, 4> kTurretThinks{nullptr, &turretWait, &turretAim, &turretRest};

}  // namespace rf
