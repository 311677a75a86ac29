// SPDX-License-Identifier: GPL-3.0-or-later
// Mine (class 10, descriptor 0x455008, prio 0x96; rf-simulation.md §6 "Mine",
// 0x434e40..0x434fd0): SpawnMine (weapon.hpp), the arming (0x19ffff / 0x2222 ticks of
// blinking between team 0 and 2 with the sound 0x43e9c0), then graphic 0x449478, the
// inactive list and team 1; a vehicle touching an armed mine (hit_object 0x434f70) or
// damage > 1.5 sets it off: explosion 0x454470. Cell bit 31 shows it on the radar.
#pragma once

#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a mine.
inline constexpr int kMineCountdown = 0;  // 0x19ffff down by 0x2222 per tick; < 0 = armed
inline constexpr int kMinePhase = 1;      // countdown >> 16: the blink phase (25 .. 0)
inline constexpr int kMineArmed = 2;      // 1 once armed
inline constexpr int kMineLayer = 3;      // the team it was laid for

inline constexpr core::Fixed kMineArming = 0x19ffff;
inline constexpr core::Fixed kMineArmRate = 0x2222;        // per tick: armed after 196 ticks
inline constexpr core::Fixed kMineSetOffDamage = 0x18000;  // damage above 1.5 sets it off
// The sound 0x43e9c0 of the blinking. designed: the name, played at every blink.
inline constexpr EventId kMineBlinkSound = EventId::MineBlink;

// The class hooks (the class table, classes.cpp).
int32_t mineInit(Sim& sim, Obj& o, int32_t arg);
int32_t mineDestroy(Sim& sim, Obj& o);
void mineUpdate(Sim& sim, Obj& o);
int32_t mineHitObject(Sim& sim, Obj& self, Obj& other);                 // 0x434f70
int32_t mineDamage(Sim& sim, Obj& o, core::Fixed amount, Obj* source);  // class damage
int mineFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);

// Sets the mine off: explosion 0x454470 (ExplId::Mine, its damage box) and removed.
void mineSetOff(Sim& sim, Obj& o);

}  // namespace rf
