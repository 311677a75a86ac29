// SPDX-License-Identifier: GPL-3.0-or-later
// Stay (class 17, descriptor 0x455820, prio 0): remains at rest — a burnt hulk, a dead
// man (rf-simulation.md "Debris (class FWall) and remains (Stay)", SpawnStay 0x435eb0,
// draw 0x435e40; the man's crush: "a dead-man Stay ... 60/120 ticks").
//
// The notes give the behaviour only through the draw: it "wraps the hulk graphic, moves it
// to the recycle list tail, removes it when it is drawn again after life and linger idle
// ticks". So:
// - the draw (stayDrawn, called by the view for every Stay it draws): a draw when the
//   remains are older than `life` ticks and `linger` or more ticks after the previous draw
//   (or the spawn) removes them; every other draw stamps the tick and moves the object to
//   the tail of the "useless" list (cflags 2, FUN_0041e200): recycled by ObjCreate when the
//   pool is full, the longest-unseen first, and no longer updated.
// - designed: the update only ages remains that were never drawn: once `life` ticks have
//   passed it moves them to the useless tail too (headless nothing draws them; this keeps
//   the pool from filling up with remains).
// - the burnt hulk of a vehicle: spawnStay with stayHulkGfx(type) (GfxId 41..44, the
//   wreck models of models.hpp). designed: the hulk graphic has no collision shape, so
//   vehicles, men and projectiles pass through remains (the notes give none; a Stay has
//   prio 0 and no hit hooks).
#pragma once

#include <cstdint>
#include <span>

#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a Stay
inline constexpr int kStayBirth = 0;   // tick of the spawn
inline constexpr int kStayLife = 1;    // ticks at rest before it may go
inline constexpr int kStayLinger = 2;  // idle (undrawn) ticks before a draw removes it
inline constexpr int kStayDrawn = 3;   // tick of the last draw
// designed: ObjCreate(Stay, arg) with arg <= 0 (a script's spawn) gets 120 ticks of life
// and 60 of linger (the dead man's 60/120 the other way round).
inline constexpr int32_t kStayDefaultLife = 120;
inline constexpr int32_t kStayDefaultLinger = 60;

// The class hooks of descriptor 0x455820 (the class table, classes.cpp).
int32_t stayInit(Sim& sim, Obj& o, int32_t arg);  // designed (0x435da0..): arg = life
void stayUpdate(Sim& sim, Obj& o);
int stayFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // traces

// SpawnStay 0x435eb0: remains with a graphic at a position; kNoObj when the pool is full.
ObjSlot spawnStay(Sim& sim, int32_t team, Fixed x, Fixed y, Fixed z, int32_t heading, int32_t gfx,
                  int32_t life, int32_t linger);

// The draw 0x435e40 as the view reports it (see above).
void stayDrawn(Sim& sim, ObjSlot slot);

// The burnt hulk graphic of a vehicle type (GfxId::TankHulk .. HeliHulk; no shape).
int32_t stayHulkGfx(VehicleType type);

}  // namespace rf
