// SPDX-License-Identifier: GPL-3.0-or-later
// Shadow (class 4, descriptor 0x454fb8, prio 0; rf-simulation.md §2, init 0x434cf0 / update
// 0x434d70): the mark on the ground under a projectile, a grenade or a drone. It is the
// child of what it follows, stays at z = 0 under it and goes when it has no parent.
#pragma once

#include <cstdint>

#include "rf/sim/object_state.hpp"

namespace rf {

// The class hooks (the class table, classes.cpp).
// designed: the original takes the graphic from the creating class's +0x40 (ProjectileInit
// writes the type's +0x30 there around ObjCreate(Shadow)); here ObjCreate's arg carries it.
int32_t shadowInit(Sim& sim, Obj& o, int32_t gfx);  // 0x434cf0
void shadowUpdate(Sim& sim, Obj& o);                // 0x434d70

// ObjCreate(Shadow) under `of` with the graphic, made its child; kNoObj when gfx is 0 or
// the pool is full.
ObjSlot spawnShadow(Sim& sim, ObjSlot of, int32_t gfx);

}  // namespace rf
