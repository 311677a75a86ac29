// SPDX-License-Identifier: GPL-3.0-or-later
// The power-ups (gta-objects.md "Power-ups", 0x46a0a0-0x46a99f): 256 records of 0x1c bytes
// at 0x74f858 {x, y, z, object, visible (1 crate, 2 revealed), type, value}.
//
// The state types are in powerup_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/powerup_state.hpp"

namespace gta {

struct GameState;

// PowerUp_InitAll (the end of Obj_InitFromMap): every record free.
void powerUpInitAll(PowerUps& p);
// The object a type shows once revealed (-1: none).
int powerUpObjectType(int type);
// PowerUp_Add: the first free record, a crate (0x54) at (x, y, z); a help sign (type 14)
// shows as 0x5f at once. Returns the record, -1 when all are taken.
int powerUpAdd(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int type, int value);
// PowerUp_Reveal (rockets, cars, punches, blasts): the crate replaced by the power-up's
// object and a broken crate (0x55); a type without an object clears the record. Port
// deviation: a record without an object doesn't delete object -1.
void powerUpReveal(GameState& s, int index);
// PowerUp_RemoveAt: the record and its object go.
void powerUpRemoveAt(GameState& s, int index);
// PowerUp_ExistsAt: the record whose crate / object is at block (bx, by, bz), -1: none.
int powerUpExistsAt(const GameState& s, int bx, int by, int bz);
// The record showing object `slot` (-1: none).
int powerUpOfObject(const GameState& s, int slot);
// PowerUp_Collect: `player` touched the revealed power-up (inCar: from the car collision
// code). Returns true when it was taken (the record and object go), false when refused.
bool powerUpCollect(GameState& s, int index, int player, bool inCar);

}  // namespace gta
