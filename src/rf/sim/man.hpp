// SPDX-License-Identifier: GPL-3.0-or-later
// Soldiers: class 14 "MAN" (descriptor 0x43fb10, prio 0x7d, graphic 0x43f900 walk / 0x43f998
// swim; rf-simulation.md §10 "MAN"): SpawnMenFromBuilding 0x4071f0 (BnoDamage's spawn_men
// hook), SpawnMan 0x4071c0 (the wreck's crew bail-out), ManInit 0x4062c0, ManUpdate 0x406320
// with the thinks (walk-out 0x406cd0, pick 0x406bc0, run away 0x4065f0, stand 0x4065b0,
// throw 0x406a90, wait 0x406b90), hit_static 0x4064b0, hit_object 0x4064d0 (a vehicle
// crushes the man: a dead-man Stay) and damage 0x406550.
//
// The draw 0x4061c0 / 0x406280 stamps the drawn tick (+0x5c): manDrawn, the class's drawn
// hook, called by the view pass for every man in a view's rendered area (view_pass.hpp); a
// man not drawn for 120 ticks is removed by his update.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a man (the record's offsets where the notes give them).
inline constexpr int kManDrawn = 0;     // +5c tick of the last draw
inline constexpr int kManFrame = 1;     // +64 animation frame (16.16)
inline constexpr int kManState = 2;     // +72 animation state (ManAnim)
inline constexpr int kManGrenades = 3;  // grenades left (0x43fa88[RandRange(16)])
inline constexpr int kManTimer = 4;     // the pick's timer (tick); the walk-out: steps taken
inline constexpr int kManTurn = 5;      // the pick's +-2 heading steps offset (used once)
inline constexpr int kManHits = 6;      // designed: what the last move touched (kManHit* bits)
inline constexpr int kManHitCell = 7;   // hit_static 0x4064b0: the cell touched last
inline constexpr int kManHitObj = 8;    // hit_object 0x4064d0: the id of the object touched last
inline constexpr int kManHomeCell = 9;  // designed: the building the man walks out of (-1 none)
inline constexpr int kManTargetX = 10;  // the grenade's target (throw 0x406a90)
inline constexpr int kManTargetY = 11;
// The Stay local word of a dead man: its sprite 806 + RandRange(3) * 2 + team.
inline constexpr int kDeadManSprite = 4;

// kManHits bits. designed representation of "statics / men are recorded".
inline constexpr int32_t kManHitHome = 1;    // the static part of the home cell
inline constexpr int32_t kManHitStatic = 2;  // another static part
inline constexpr int32_t kManHitMan = 4;     // another man
inline constexpr int32_t kManHitOther = 8;   // any other object

// The animation states +0x72.
enum class ManAnim : int32_t { Walk = 0, Stand = 1, Throw = 2, Swim = 3, Tread = 4 };

// Think ids (Obj::think, the class's think table kManThinks; 0 = none: ManUpdate destroys).
inline constexpr uint16_t kManWalkOut = 1;  // 0x406cd0
inline constexpr uint16_t kManPick = 2;     // 0x406bc0
inline constexpr uint16_t kManRun = 3;      // 0x4065f0
inline constexpr uint16_t kManStand = 4;    // 0x4065b0
inline constexpr uint16_t kManThrow = 5;    // 0x406a90
inline constexpr uint16_t kManWait = 6;     // 0x406b90

// Values from the notes.
inline constexpr core::Fixed kManFrameRate = 0x3333;     // frames per tick
inline constexpr core::Fixed kManStep = 0x40000;         // walk-out step: 4 px
inline constexpr core::Fixed kManRunSpeed = 0x3333;      // 0.2 px/tick
inline constexpr core::Fixed kManFleeRange = 0x1000000;  // 256 px: run away, else stand
inline constexpr core::Fixed kManThrowRange = 0x600000;  // 96 px: throws at an enemy
inline constexpr int32_t kManUndrawnLife = 120;          // removed when not drawn for 120 ticks
inline constexpr int32_t kManInitFrame = 6;
inline constexpr int32_t kManStandFrame = 9;
inline constexpr int32_t kManThrowFrame = 6;
inline constexpr int32_t kDeadManSpriteBase = 806;
inline constexpr int32_t kDeadManLife = 60;  // the dead man's Stay: 60 / 120 ticks
inline constexpr int32_t kDeadManLinger = 120;

// The class hooks of descriptor 0x43fb10 (the class table, classes.cpp).
int32_t manInit(Sim& sim, Obj& o, int32_t arg);         // ManInit 0x4062c0: arg = the home cell (-1)
void manUpdate(Sim& sim, Obj& o);                       // ManUpdate 0x406320
int32_t manHitStatic(Sim& sim, Obj& o, int32_t cell);   // 0x4064b0
int32_t manHitObject(Sim& sim, Obj& self, Obj& other);  // 0x4064d0
int32_t manDamage(Sim& sim, Obj& o, core::Fixed amount, Obj* source);                 // 0x406550
int manFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // traces

// The thinks (return non-zero: run the (new) think again this update; 0: done).
int32_t manWalkOut(Sim& sim, Obj& o);  // 0x406cd0
int32_t manPick(Sim& sim, Obj& o);     // 0x406bc0
int32_t manRun(Sim& sim, Obj& o);      // 0x4065f0
int32_t manStand(Sim& sim, Obj& o);    // 0x4065b0
int32_t manThrow(Sim& sim, Obj& o);    // 0x406a90
int32_t manWait(Sim& sim, Obj& o);     // 0x406b90
inline constexpr std::array<ObjThinkFn, 7> kManThinks = {nullptr,   &manWalkOut, &manPick, &manRun,
                                                         &manStand, &manThrow,   &manWait};

// SpawnMenFromBuilding 0x4071f0: d + RandRange(d) men out of the building of a map cell
// (d = bnoMenDelta of its BNO); returns d (0: no men flags, nothing spawned).
int32_t spawnMenFromBuilding(Sim& sim, int32_t cell);
// SpawnMan 0x4071c0: one man of a team at (x, y) walking out (the wreck's crew).
ObjSlot spawnMan(Sim& sim, int32_t team, core::Fixed x, core::Fixed y);

// The draw 0x4061c0 / 0x406280 as the view pass reports it: stamps the drawn tick.
void manDrawn(Sim& sim, ObjSlot slot);

// The frame animation of ManUpdate: +0x64 by 0x3333 * dt per state (walk 0..5, stand -> 9,
// throw -> 6, swim 10..17, tread water 18..19) and the graphic (swim for 3 / 4).
void manAnimate(Obj& o, int32_t dt);

// 0x43fa88: the grenades a man carries, by RandRange(16).
extern const std::array<int32_t, 16> kManGrenadeTable;

}  // namespace rf
