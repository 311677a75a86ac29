// SPDX-License-Identifier: GPL-3.0-or-later
// The object table (gta-game-core.md "Entity tables"): 3500 records of 0x88 bytes at
// 0x6b40d0 (sprite +0x2c, list links +0x24 / +0x28), Obj_InitFromMap 0x44c620 and
// Obj_CreateStatic.
//
// The state types are in obj_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/cmp.hpp"
#include "gta/data/object_infos.hpp"
#include "gta/sim/obj_state.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct EntityTables;
struct GameState;
class CollGrid;
class MapBlocks;

// objInfoStatus and objDepthBase (the designed object_info rows): gta/data/object_infos.hpp.
// Types that never enter the collision grid: 0x10, 0x41, 0x42, 0x47-0x49.
bool objTypeOutsideGrid(int type);

// Obj_CreateStatic: the next object slot gets `type` at (x, y, z) (16.16 pixels): types
// 0x1a-0x1c half a block lower, invisible types (status 3) only a position, status 1
// starts in state 7, animated (status 5, 9) and status-7 objects are linked into their
// lists, all but objTypeOutsideGrid types go into the grid, and the depth key is the type's
// base, one layer (0x400000) more over a slope (type 0x57: 0x450000). Returns the slot, or -1 when the table
// is full.
int objCreateStatic(EntityTables& t, CollGrid& grid, const MapBlocks& map, int type, core::Fixed x,
                    core::Fixed y, core::Fixed z, int16_t rotation);

// Obj_InitFromMap 0x44c620: the CMP object positions in order (type 2 outside style 1
// becomes two objects, 3 then 2), parked cars (remap >= 0x80) through carCreate (every
// other standard car gets its alarm, siren state 99), the rest of the table cleared.
// PowerUp_InitAll (called at its end in the original) is not ported here.
ObjInitResult objInitFromMap(EntityTables& t, CollGrid& grid, const MapBlocks& map,
                             std::span<const CmpObjectPos> positions, uint8_t style);

// ---- the object module (gta-objects.md, 0x44c2d0-0x44ee4f) ----
// The fixed table of state changes a moving object steps through each frame (designed:
// slides loop 2-6, a bounce stays 7, a tumble runs 8-13 into the air 14-19 and tumbles
// again 20-25 before sliding, a sink runs 26-31).
int objNextState(int state);
// Obj_UpdateSprite 0x44c3a0: the sprite frame of state s: spr_num + s - 1 for 1-8, three
// runs of six (9-14, 15-20, 21-26) to spr_num + 1..6, 27-31 to spr_num + 8..12.
int objFrameOfState(int sprNum, int state);
void objUpdateSprite(GameState& s, Obj& o);

// Obj_Create (in 0x44c2d0-0x44ee4f): the first free slot past the level's objects gets
// `type` at (x, y, z) facing `angle`; the animated types and timers are listed, the rest
// go into the grid. quirk (gta-game-core.md): types 0x40 / 0x4d turn their shared
// object_info record animated for good. A fire starts on a random frame (Math_Random).
// Returns the slot, -1 when the table is full.
int objCreate(GameState& s, int type, core::Fixed x, core::Fixed y, core::Fixed z, int angle);
// Obj_CreateAttached: `type` riding `owner` (attachKind: 0 object, 1 / 5 car, 2 / 3
// carriage, 4 ped) at (offFwd, offSide) pixels. quirk: the blended test looks at the
// attach kind, not the type (so the attached lights are never drawn blended).
int objCreateAttached(GameState& s, int type, int owner, int attachKind, int offFwd, int offSide);
// Obj_CreateAnimated: an animated object burning on / following `owner`. quirk: the
// sprite's angle is first set to the owner, then 0; `lastArg` becomes the attach kind
// (callers that pass a heading there set the attach kind to it).
int objCreateAnimated(GameState& s, int type, core::Fixed x, core::Fixed y, core::Fixed z, int owner,
                      int lastArg);
// Obj_Kick: sets an object moving (statuses 0, 8, 9; weight 3 never) with 2 * speed >>
// weight along `heading`; the bomb 0x16 explodes instead, the signs 0x21 / 0x22 stay.
// quirk: pushed onto the moving list without setting prev. quirk: the angle is compared
// with itself plus / minus 0x20 to turn it by 0x40: never true.
void objKick(GameState& s, int slot, int speed, int heading);
// Obj_Delete with its unlinkers: out of its list and the grid, state 0 (the other fields
// stay: a free slot keeps its stale owner). The smashable count drops for a type with
// into[] entries.
void objDelete(GameState& s, int slot);
// Obj_DeleteByOwner: every slot whose owner is `owner`. quirk: free slots whose stale owner
// matches are deleted again (the smashable count drops again).
void objDeleteByOwner(GameState& s, int owner);
// Obj_ListRotate (the tank): the second entry of the list becomes its head.
void objListRotate(EntityTables& t, int32_t& head);
// Obj_OnCarWrecked: designed reading: the lights riding the car go.
void objOnCarWrecked(GameState& s, int car);
// Obj_IsOnScreen: the object's position inside the player's view rectangle (pixels).
bool objIsOnScreen(const GameState& s, int slot, int player);
// Map_SlopeDelta as the moving objects call it. quirk: they pass the block kind (0..7)
// instead of the type map, so the slope bits are always 0 and no slope speeds them up.
int mapSlopeDelta(uint16_t typeMap);

// Out of its list (through prev, as the original unlinks) / the grid moved to its position.
void objUnlink(EntityTables& t, int slot);
void objGridMove(GameState& s, int slot);

// Obj_UpdateAll 0x44d790: the moving list, the status-7 timers, the animated list, the
// attached list (then Proj_UpdateAll: projectiles are not ported).
void objUpdateAll(GameState& s);

}  // namespace gta
