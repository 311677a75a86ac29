// SPDX-License-Identifier: GPL-3.0-or-later
// Damage to static objects and to objects (rf-simulation.md §6 "Damage"): BnoDamage
// 0x417c20, BnoDestroy 0x417a00, FUN_00417960 (the destroyed state), the destroy hooks
// TowerDestroyed 0x423510, FlagBuildingDestroyed 0x424170 (+ HideFlagInRandomBuilding
// 0x424060) and the bridge 0x41f9a0, and the class damage call (+0x3c).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"

namespace rf {

struct Sim;
struct Obj;

// BnoDamage 0x417c20: damage to the static object of a map cell (0..16383; other cells
// and cells without a damageable BNO are left alone). v = (amount - armour) * mult >> 16
// (min 1) off the 3-bit cell hp; the men hook when a building nearly dies; hp 0 -> the
// BNO's destroy hook or BnoDestroy. Returns true when the object was destroyed. `source` is
// the object whose hit it is (a projectile, a grenade; none for explosions): the bridge's
// planks take its heading.
bool bnoDamage(Sim& sim, int32_t cell, core::Fixed amount, const Obj* source = nullptr);

// FUN_00417b50: BnoDamage on the cell's hit points without the destroy step (the gate's and
// the turret's damage: the cell holds no damageable BNO while their object stands in for
// it): v = (amount - armour) * mult >> 16 (min 1) off the 3-bit hp, with the armour and mult
// of `bno` (the object's own BNO, obj+0x60). Returns true when the hp reached 0 (the caller
// deletes its object), false otherwise and for cells off the map.
bool bnoDamageHitPoints(Sim& sim, int32_t cell, core::Fixed amount, uint32_t bno);

// BnoDestroy 0x417a00: the BNO's destroy explosion at the cell centre (+ jitter, + model
// offset for flag 0x10); without one, the destroyed state at once (applyDestroyedState).
void bnoDestroy(Sim& sim, int32_t cell);

// FUN_00417960: the cell's destroyed state: BNO +0x31 (+ terrain +0x30, + a random
// variant by flags 2 / 4), hit points of the new BNO.
void applyDestroyedState(Sim& sim, int32_t cell);

// HideFlagInRandomBuilding 0x424060: the flag of `team` moves to a random intact flag
// building other than site `except` (-1: any); false when none is left.
bool hideFlagInRandomBuilding(Sim& sim, int team, int except);

// The class damage hook (+0x3c) of an object; nothing for classes without one. source may
// be null. Returns the hook's result (0 without a hook).
int32_t objDamage(Sim& sim, Obj& target, core::Fixed amount, Obj* source);

}  // namespace rf
