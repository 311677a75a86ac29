// SPDX-License-Identifier: GPL-3.0-or-later
// The submarine: class 15 "SUB" (descriptor 0x43fc10, prio 0x7d, graphic 0x43fbb0;
// rf-simulation.md §9 "Submarine"): SpawnSub 0x4076f0 (Heli_Move, a heli more than a cell off
// the map; one at a time, DAT_0048bb1c = Sim::subId), the update 0x4073a0 (music bit 0x1000,
// the think, the frame animation), the thinks idle 0x407470, surface 0x407580, fire 0x407620,
// stay 0x4076b0, dive 0x4075f0, and the draw 0x407320's sim side (the drawn tick).
//
// The sub waits off the map for the team vehicle that is farthest out, jumps 32 px east of it
// after 240 ticks, surfaces, and 180 ticks after it is up fires the homing Death Missle
// (projectile type 10, projectile.hpp) from 32 px west of itself, i.e. from under the target;
// the missile's parent is the target (it homes on it), the sub's parent is the missile (it
// stays up while the missile flies), then it dives and waits again; with nobody out it is
// removed once it is down.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a SUB (the record's offsets from the notes).
inline constexpr int kSubState = 0;  // +58 animation state: 0 down, 1 surfacing / up, 2 diving (SubAnim)
inline constexpr int kSubFrame = 1;  // +5c frame (16.16): 0 hidden, rising to 0x14, looping 0x14..0x19
inline constexpr int kSubTimer = 2;  // +60 idle: ticks counted; up: the tick the missile waits for
inline constexpr int kSubDrawn = 3;  // +64 tick of the last draw

enum class SubAnim : int32_t { Down = 0, Surface = 1, Dive = 2 };

// Think ids (Obj::think, the class's think table kSubThinks; 0 = none: the update removes it).
inline constexpr uint16_t kSubIdle = 1;     // 0x407470
inline constexpr uint16_t kSubSurface = 2;  // 0x407580
inline constexpr uint16_t kSubFire = 3;     // 0x407620
inline constexpr uint16_t kSubStay = 4;     // 0x4076b0
inline constexpr uint16_t kSubDive = 5;     // 0x4075f0

// Values from the notes.
inline constexpr core::Fixed kSubFrameRate = 0x3333;  // frames per tick
inline constexpr core::Fixed kSubUpFrame = 0x140000;  // 0x14: surfaced, the loop's first frame
inline constexpr core::Fixed kSubLoopEnd = 0x1a0000;  // the loop is 0x14..0x19
inline constexpr core::Fixed kSubLoopLength = kSubLoopEnd - kSubUpFrame;
inline constexpr int32_t kSubWaitTicks = 240;                // idle: the wait before the jump
inline constexpr int32_t kSubFireTicks = 180;                // up: the wait before the missile
inline constexpr int32_t kSubDrawnSlack = 60;                // surface: drawn <= tick + 60
inline constexpr core::Fixed kSubJumpDx = core::px(32);      // the jump: +0x20 px east of the target
inline constexpr core::Fixed kSubMissileDx = core::px(-32);  // the missile: pos + (-32, 0, 0)
inline constexpr int32_t kSubMissilePitch = 0x355555;        // 60 deg up
inline constexpr int32_t kSubTeam = 0;

// The class hooks (the class table, classes.cpp).
int32_t subInit(Sim& sim, Obj& o, int32_t arg);
int32_t subDestroy(Sim& sim, Obj& o);
void subUpdate(Sim& sim, Obj& o);                                                     // 0x4073a0
int subFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // traces
// The draw 0x407320's sim side: +0x64 = tick (the view draws sprite frame - 1, none at 0).
void subDrawn(Sim& sim, ObjSlot slot);

// The thinks (one per update; a think that changes the think leaves the new one to the next
// update).
int32_t subIdle(Sim& sim, Obj& o);     // 0x407470
int32_t subSurface(Sim& sim, Obj& o);  // 0x407580
int32_t subFire(Sim& sim, Obj& o);     // 0x407620
int32_t subStay(Sim& sim, Obj& o);     // 0x4076b0
int32_t subDive(Sim& sim, Obj& o);     // 0x4075f0
inline constexpr std::array<ObjThinkFn, 6> kSubThinks = {nullptr,  &subIdle, &subSurface,
                                                         &subFire, &subStay, &subDive};

// The frame animation of the update: state 1 rises by 0x3333 * dt to 0x14 and loops
// 0x14..0x19; states 0 / 2 fall back to 0 by the same rate, a frame in the loop first
// wrapping below 0x14 (- 6).
void subAnimate(Obj& o, int32_t dt);

// SpawnSub 0x4076f0: a SUB of team 0 at (0, 0, 0) unless one is out (Sim::subId); the new
// slot or kNoObj.
ObjSlot spawnSub(Sim& sim);

// The team vehicle on the off-map cell that is farthest out (of either side; the first side
// on a tie), or null.
Obj* subFarthestOut(Sim& sim);

}  // namespace rf
