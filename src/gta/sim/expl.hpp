// SPDX-License-Identifier: GPL-3.0-or-later
// The explosions (gta-objects.md "Explosions", 0x425170-0x426320): 25 slots of 0x64 bytes
// at 0x50f7e8 (a sprite plus a frame +0x5c and a tick +0x5e), taken in groups of four
// consecutive free slots (the four quarters of a 64 x 64 picture), Expl_DamageArea
// 0x425ca0 over the peds, objects and cars of the 3 x 3 cells, the 25 delayed explosions
// (0x50f610), Expl_CarExplode, Expl_AtFaceIfSolid 0x425960 and the explosions on block
// faces (0x425520, 0x425780, 0x4258d0) with the mission thunks 0x475700-0x475720.
//
// The state types are in expl_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/expl_state.hpp"
#include "gta/sim/mapedit_state.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct GameState;

// Expl_Init: every slot and delayed explosion free.
void explInit(ExplState& e);
// Expl_Create: the first group of four free slots, sample 0x27, the blast
// (Expl_DamageArea), the four quarters (frames 1, 13, 25, 37) floating 16..31 pixels
// (random) above z with their depth key a layer higher. quirk: the quarters copy z from
// the first slot, even when the first was outside the world. `owner` is the ped blamed
// (-1: none). Returns the group's first slot, -1 when no group is free (the blast still
// happens: designed).
int explCreate(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner);
// Expl_DamageArea 0x425ca0 (see gta-objects.md for every distance).
void explDamageArea(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner);
// Expl_CarExplode: at the car and the four corners of its box (8 pixels under the
// corners' ground).
void explCarExplode(GameState& s, int car, int owner);
// Expl_UpdateAll: every 2 frames a slot steps; frame 10 of the first quarter leaves smoke,
// frames 12 / 24 / 36 / 48 free the quarters; the delayed explosions count down.
void explUpdateAll(GameState& s);
// Schedules a delayed explosion (a gas tank 5 frames later); false when all 25 are taken.
bool explDelay(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner, int object, int frames);

// Expl_AtFaceIfSolid 0x425960 (rockets against walls): at block (bx, by, bz), face `face`
// (a side): an explosion on the face when it is there, plus two fires beside it where
// World_AnyThingAt finds none. quirk: outside blocks 1..255 / 0..255 it explodes without
// testing the face; the first fire's World_AnyThingAt gets block coordinates.
void explAtFaceIfSolid(GameState& s, int bx, int by, int bz, Face face, int owner);
// The explosions on block faces (designed readings of 0x425520, 0x425780, 0x4258d0, in
// mission_obj.c): 0x425520 blows the face away (an explosion at its centre, the face's
// tile cleared, three debris objects kicked off it); 0x425780 does that and lights two
// fires in front of it; 0x4258d0 only throws the debris.
void explBlockFace(GameState& s, int bx, int by, int bz, Face face);
void explBlockFaceWithFires(GameState& s, int bx, int by, int bz, Face face);
void explBlockFaceDebris(GameState& s, int bx, int by, int bz, Face face);
// The mission thunks 0x475700 / 0x475710 / 0x475720 that call them.
void missionThunkBlockFace(GameState& s, int bx, int by, int bz, int face);
void missionThunkBlockFaceWithFires(GameState& s, int bx, int by, int bz, int face);
void missionThunkBlockFaceDebris(GameState& s, int bx, int by, int bz, int face);

// World_AnyThingAt: any ped, car or object in the grid within 8 pixels of (x, y)
// (designed reach).
bool worldAnyThingAt(GameState& s, core::Fixed x, core::Fixed y);

}  // namespace gta
