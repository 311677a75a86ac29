// SPDX-License-Identifier: GPL-3.0-or-later
// The Flag (class 12, descriptor 0x44ae30, prio 0xc9; rf-simulation.md §10 "Flag"): the
// flag_spawn hook FlagBuildingDestroyed calls, FlagOnTouch 0x424760, FlagUpdate 0x424380,
// the jeep's button C (0x42ab70 -> FUN_004248a0), re-hiding at docking (0x42ab90) or next
// to a lift (StorageUpdate 0x417fb0), and the win checks (JeepFlagCheck 0x42a480, the enemy
// flag next to the own lift).
#pragma once

#include <cstdint>
#include <span>

#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a Flag (the Flag's team is the side it belongs to).
inline constexpr int kFlagHomeCell = 0;  // DAT_004588b0: the cell it appeared in
inline constexpr int kFlagDryX = 1;      // the last dry position (a lying flag drifts back to it)
inline constexpr int kFlagDryY = 2;
inline constexpr int kFlagFrame = 3;     // +0x5c cloth frame, 16.16 (0..3 up, 4..9 loop, 10..12 down)
inline constexpr int kFlagDroppedBy = 4; // +0x70 the id of the jeep that just dropped it
inline constexpr int kFlagDropTick = 5;  // designed: when (it may take it again 30 ticks later)
inline constexpr int kFlagBlink = 6;     // radar blip phase (15 ticks on / off)

// flag_spawn: the flag of `team` appears lying in cell c (its flag building was destroyed):
// the radar blip (TeamState::flagBlip), home position, music bit 0x100 (Flag Discovery,
// prio 0xfe) and a 120-tick camera tracker for the other side when its vehicle is within
// 320 px. Returns the flag (kNoObj when the pool is full).
ObjSlot flagSpawn(Sim& sim, int32_t cell, int32_t team);

// The live flag of a side, or null.
Obj* flagOf(Sim& sim, int32_t team);

// A jeep takes a flag (FlagOnTouch's take, DestFlagOnTouch's take from the rubble):
// "Ding", ObjSetParent(flag, jeep). false when the jeep already carries one or just
// dropped this one.
bool jeepTakeFlag(Sim& sim, Obj& jeep, Obj& flag);

// The jeep's button C (FUN_004248a0): drop the carried flag (own side's first), or take a
// free one within reach.
void jeepFlagButton(Sim& sim, Obj& jeep);

// The flag a jeep carries, or null.
Obj* carriedFlag(Sim& sim, const Obj& jeep);

// JeepFlagCheck 0x42a480: a jeep carrying the enemy flag on its own pad terrain wins.
void jeepFlagCheck(Sim& sim, Obj& jeep);

// The jeep's dock hook 0x42ab90: its own flag brought home is re-hidden ("Ding").
void jeepDockFlag(Sim& sim, Obj& jeep);

// StorageUpdate 0x417fb0: a flag lying in the 3 x 3 cells of a lift of `team`: its own is
// re-hidden ("Ding"), the enemy's wins the game (TeamWins -> EndGame(team)).
void flagNextToLift(Sim& sim, int32_t liftCell, int32_t team);

// The class hooks of descriptor 0x44ae30 (classes.cpp).
int32_t flagInit(Sim& sim, Obj& o, int32_t arg);
int32_t flagDestroy(Sim& sim, Obj& o);
void flagUpdate(Sim& sim, Obj& o);                     // FlagUpdate 0x424380
int32_t flagHitObject(Sim& sim, Obj& self, Obj& other);  // FlagOnTouch 0x424760
int flagFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);

}  // namespace rf
