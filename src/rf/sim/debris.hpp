// SPDX-License-Identifier: GPL-3.0-or-later
// Debris (class FWall 3, descriptor 0x454f48, prio 0; rf-simulation.md §6 "Debris"):
// SpawnDebrisBurst, the debris program interpreter (ops 0..10, debris_programs.hpp), settled
// pieces and their removal rule.
//
// A piece is one face of a model (models.hpp): it keeps a reference to model / part / face
// (never a copy of the corners); its cel is the face's 4 corners centred on their mean
// (debrisCel), drawn turned by the piece's heading and pitch. It sits at the burst position
// + the face mean (turned by the burst's pitch, then heading) and flies along that offset's
// unit direction.
//
// Settled pieces and the removal rule. Op 7 settles a piece: it stops, gets z-bias -400 and
// leaves the active list through FUN_0041e200 (objMakeUseless: FWall has cflags 2, so its
// "inactive" list is the useless list that ObjCreate recycles, oldest first, when the pool
// is full); it is never updated again. The original's draw 0x433a60 removes a settled piece
// that comes back into view after 60 idle (undrawn) ticks. The view pass (view_pass.cpp,
// simulation state, headless too) calls debrisDrawn for every piece in a player's rendered
// area: a settled piece drawn >= 60 ticks after its last draw is deleted, any other draw
// stamps the tick and moves a settled piece to the useless tail (recycled last). A settled
// piece out of every view is never stamped: it lies where it settled until it comes back
// into view (and goes, when 60 ticks have passed) or until the pool is full and ObjCreate
// recycles it (the oldest settled piece first).
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/debris_programs.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

struct DebrisBurst {
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
  int32_t team = 2;
  ModelId model = kNoModel;
  int32_t part = -1;  // the model part; -1 = every part
  DebrisSetId set = DebrisSetId::None;
  int32_t heading = 0;
  int32_t pitch = 0;
};

// SpawnDebrisBurst 0x4338c0..: a piece per face of the part (every part for -1) whose
// class bits 8-9 (k) are set and whose set has a program for k: ObjCreate(FWall,
// set[k - 1]). Returns the number of pieces spawned (faces skipped when the pool is full).
int spawnDebrisBurst(Sim& sim, const DebrisBurst& burst);

// One piece: face `face` of burst.part (burst.part >= 0) with program set[k - 1] of its
// class k (the bridge's planks are spawned one by one); kNoObj when the face has no class,
// the set no program for it, or the pool is full.
ObjSlot spawnDebrisPiece(Sim& sim, const DebrisBurst& burst, int32_t face);

// Obj::local words of a piece (the heading is Obj::heading, the speed along the direction
// Obj::speed).
inline constexpr int kDebrisRef = 0;    // model (bits 0-15) | part (16-23) | face (24-31)
inline constexpr int kDebrisSet = 1;    // set id (bits 0-7) | class k (8-15) | program (16-23)
inline constexpr int kDebrisFrame = 2;  // 16.16 frames, += rate * dt after each update
inline constexpr int kDebrisDirX = 3;   // unit direction (16.16)
inline constexpr int kDebrisDirY = 4;
inline constexpr int kDebrisDirZ = 5;
inline constexpr int kDebrisVz = 6;      // vertical speed from gravity, px/tick
inline constexpr int kDebrisPitch = 7;   // 0..0x3fffff (positive: nose down)
inline constexpr int kDebrisSprite = 8;  // op 5's sprite (0: draw the face's colour)
inline constexpr int kDebrisSquash = 9;  // op 9's height scale, 1.0 .. 0
inline constexpr int kDebrisState = 10;  // bits 0-7 the last step run, kDebrisSettled,
                                         // kDebrisSplashed; bits 16-31 the z-bias (signed)
inline constexpr int kDebrisDrawn = 11;  // tick of the last draw (or of the spawn / settle)
inline constexpr int32_t kDebrisSettled = 0x100;
inline constexpr int32_t kDebrisSplashed = 0x200;
// The draw 0x433a60 removes settled pieces drawn after this many idle ticks.
inline constexpr int32_t kDebrisIdleTicks = 60;

// The class hooks of descriptor 0x454f48 (the class table, classes.cpp).
int32_t debrisInit(Sim& sim, Obj& o, int32_t arg);  // arg = the program (DebrisDefId); invalid: 0
void debrisUpdate(Sim& sim, Obj& o);                // runs the piece's program for one frame
int debrisFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // set, step, settled

// One frame of a piece with program `def` (debrisUpdate passes the piece's own): the steps
// whose window holds the frame, in order until op 0 (velocity ops first), then the move
// (dir * speed + (0, 0, vz)) * dt by ObjMove, then the ground ops (7, 9, 10) on the new
// position, then frame += rate * dt (deleted at frames). A settled piece does nothing.
void debrisRun(Sim& sim, Obj& o, const DebrisDef& def);

// The draw 0x433a60 as the view reports it (see above).
void debrisDrawn(Sim& sim, ObjSlot slot);

// A piece's reference, state and cel.
ModelId debrisModel(const Obj& o);
int32_t debrisPart(const Obj& o);
int32_t debrisFace(const Obj& o);
int32_t debrisClass(const Obj& o);
int32_t debrisProgram(const Obj& o);
bool debrisSettled(const Obj& o);
int32_t debrisZBias(const Obj& o);
int32_t debrisStepIndex(const Obj& o);
// The face's 4 corners minus their mean (the model frame; the view turns it by pitch and
// heading), of the model the piece flew from in `tables` (DataTables::models: RFIRE.BIN's
// with the CD's tables).
std::array<core::Vec3, 4> debrisCel(const DataTables& tables, const Obj& o);

}  // namespace rf
