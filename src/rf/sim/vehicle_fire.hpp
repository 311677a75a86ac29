// SPDX-License-Identifier: GPL-3.0-or-later
// The vehicles' weapons (rf-simulation.md §6 "Firing", VehicleUpdate step 7): TankFireCannon
// 0x429d30 with the muzzle FUN_0042f030, the flash and the turret hook 0x429f50; Jeep_Grenade
// 0x42aa00 with the target choice FUN_00431de0; Msv_Fire 0x42a010 with the reload hook
// 0x42a280 and Msv_Mine 0x42a310; Heli_Fire 0x42b100 and Heli_Missile 0x42b2a0.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/game_tables.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

struct Sim;
struct Obj;
struct VehState;

// Tank cannon elevation (+0x50 / +0x54): 0 flat, 0x3b8e39 raised, moved at 0x4ccc/tick; the
// shot's pitch is 0 or 0x38e38f (0x44b174, 40 deg up).
inline constexpr int32_t kCannonRaised = 0x3b8e39;
inline constexpr int32_t kCannonElevRate = 0x4ccc;
inline constexpr int32_t kCannonRaisedPitch = kTunables.cannonRaisedPitch;  // the designed set's
inline constexpr int32_t kTurretRate = 0x4ccc;  // Q / E per tick
// The MSV launcher (+0x58): the tube 0, 1.0, 2.0; -6.0 after the 3rd shot (or empty), then
// the reload hook 0x42a280 adds 0x2666 per tick while ammo is left.
inline constexpr core::Fixed kMsvTubesEmpty = -0x60000;
inline constexpr core::Fixed kMsvReloadRate = 0x2666;
inline constexpr int32_t kMsvFlatPitch = 0x4f5c;
// The heli (obj flags): 0x10000000 missiles selected, 0x8000000 the right muzzle next.
inline constexpr uint32_t kHeliMissilesSelected = 0x10000000;
inline constexpr uint32_t kHeliRightMuzzle = 0x8000000;
inline constexpr int32_t kHeliGunDownPitch = 0x71c71;  // A: 40 deg down
inline constexpr int32_t kHeliMissileDownPitch = 0x3fffff;
inline constexpr int32_t kHeliGunSpread = 0x20000;
// The jeep's target choice: an enemy vehicle on the ground within 61.2 px.
inline constexpr core::Fixed kGrenadeEnemyRange = 0x3d3333;
// VehState::bumped[2]: what the vehicle bumped last (designed layout of +0xa4..+0xac:
// [0] the cell of a static part, [1] the id of an object, [2] which of the two is valid).
inline constexpr int32_t kBumpedNothing = 0;
inline constexpr int32_t kBumpedStatic = 1;
inline constexpr int32_t kBumpedObject = 2;

// The per-frame hooks before the fire calls: the tank's turret hook 0x429f50 (Q / E, C
// recentring, the elevation and the pending shot) and the MSV's reload hook 0x42a280.
void vehicleWeaponHooks(Sim& sim, Obj& obj, VehState& st);

// One fire function of the descriptor [0x5f..0x61] with its button bits (ctrl, ctrl >> 3,
// ctrl >> 6: press 0x20, hold 0x40, release 0x80) and its argument (A 0x3fffff for the heli,
// B -1 for the tank's raised shot ...).
void vehicleFire(Sim& sim, Obj& obj, VehState& st, FireFnId fn, uint32_t bits, int32_t arg);

// The fire argument of button i (0 A, 1 B, 2 C) of a type's descriptor.
int32_t fireArg(VehicleType type, int button);

}  // namespace rf
