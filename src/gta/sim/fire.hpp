// SPDX-License-Identifier: GPL-3.0-or-later
// The fires and fire engines (gta-objects.md "Fires", "Fire engines", 0x42e600-0x430400):
// the 4 fire records at 0x511988 (0x24 bytes each), Fire_Register's rules, the engines
// (sentinels of kind 6 driving car model 0x2a, listed in engines[] 0x511a1c with the
// 2500 frames they may stay out 0x511978) and FireEngine_Update's state machine. The
// driving is ours (gta/sim/road.hpp, gta/sim/drive.hpp, docs/gta-fire-engines.md).
//
// The state types are in fire_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/fire_state.hpp"
#include "gta/sim/road.hpp"

namespace gta {

struct GameState;

// Fire_Init: the records free, no engines; the stations from the CMP's locations.
void fireInit(GameState& s);
// Fire_Register: a fire object 0x12 is recorded (see gta-objects.md for the rules);
// returns the record, -1 when it is not (or was dropped again: no engine to send).
int fireRegister(GameState& s, int object);
// A fire object 0x12 lit at (x, y, z) and registered as a mission's fire would be.
int fireLight(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z);
// Fire_IsNearActive: a recorded fire with an engine within `blocks` of block (bx, by).
// quirk: fires whose engine id is 0 are ignored.
bool fireIsNearActive(const GameState& s, int bx, int by, int blocks);
// Fire_Extinguish: the record dropped (its extra fire and jet go too).
void fireExtinguish(GameState& s, int record);
// Fire_FindNearestUnattended: the nearest recorded fire without an engine (Manhattan
// blocks from (bx, by)), -1: none.
int fireFindNearestUnattended(const GameState& s, int bx, int by);
bool fireHasObjects(const GameState& s, int record);
void fireClearObjects(GameState& s, int record);
// Coll_GetFiresInBlock: the fire objects in block (bx, by) linked into a list (each new
// one at its head; *list gets it from the head). quirk: returns the first entry it added
// (whose next is NULL), not the head. -1: no fire there.
int collGetFiresInBlock(GameState& s, int bx, int by, std::vector<int>* list);

// The jet of state 0x6e for a hose-to-fire distance of d pixels: n = (d - 52) / 32 + 1
// pieces (d at most 320, n below 9, at least 1) of 0x30, then the 0x31 end.
int fireJetPieces(int d);

// FireEngine_Dispatch 0x42ec70: an engine for record `record`; false: none to send.
bool fireEngineDispatch(GameState& s, int record);
// FireEngine_Spawn 0x42e920 at station `station`: the sentinel's car, or -1.
int fireEngineSpawn(GameState& s, int sentinel, int station);
// FireEngine_SetDestination 0x42ea90
void fireEngineSetDestination(GameState& s, int sentinel, int record);
// FireEngine_ReturnToBase 0x42ee40
void fireEngineReturnToBase(GameState& s, int sentinel);
// FireEngine_Remove 0x42e870: hose, car, record.
void fireEngineRemove(GameState& s, int sentinel);
// Sentinel_DriveCar for the fire engines (ours: the road follower) with FireEngine_Update
// 0x42f460, every frame ("emergency services").
void fireEnginesUpdate(GameState& s);

}  // namespace gta
