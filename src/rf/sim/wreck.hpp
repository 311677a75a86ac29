// SPDX-License-Identifier: GPL-3.0-or-later
// Death of a vehicle and class 6 "Destroyed Vehicle" (rf-simulation.md §5 "Death", §6
// "Vehicle 0x428f60", §11): vehicleDies (declared in vehicle.hpp), the wreck 0x4292d0..
// with WreckUpdate 0x4293e0, and the return it schedules: 0x4280d0 (fade to select) or
// 0x4280b0 (fly-back -> FUN_00427d70, end_game.hpp).
#pragma once

#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a wreck.
inline constexpr int kWreckType = 0;   // designed: the vehicle type
inline constexpr int kWreckBirth = 3;  // +64 birth tick
inline constexpr int kWreckHp = 5;     // +6c hit points
inline constexpr int kWreckSinking = 6;  // designed: 1 once the sinking explosion went off

// Wreck flags (Obj::flags).
inline constexpr uint32_t kWreckOutOfFuel = 0x1000000;
inline constexpr uint32_t kWreckExplode = 0x2000000;
inline constexpr uint32_t kWreckSelfDestruct = 0xa000000;  // explode + 0x8000000
// hp below -40 explodes the wreck at once (0x428f60).
inline constexpr core::Fixed kWreckExplodeHp = -0x280000;
// designed: a wreck's speed falls by 0.025 px/tick (the tank's friction) while it coasts,
// and it falls at 0.5 px/tick to the ground (FUN_004337d0's rate is not in the notes).
inline constexpr core::Fixed kWreckFriction = 0x666;
inline constexpr core::Fixed kWreckFall = 0x8000;
inline constexpr core::Fixed kWreckSinkRate = 0x4000;
// designed: a wreck above 8 px (a heli shot down in flight) bursts with debris set 1
// (high), lower ones with set 5 (low).
inline constexpr core::Fixed kWreckHighZ = 0x80000;
// designed: the burnt hulk stays 600 ticks at rest, then goes when drawn after 60 idle ones.
inline constexpr int32_t kHulkLife = 600;
inline constexpr int32_t kHulkLinger = 60;

// The class hooks of descriptor 0x44b0d8 (the class table, classes.cpp).
int32_t wreckInit(Sim& sim, Obj& o, int32_t arg);  // 0x4292d0..: arg = the vehicle type
void wreckUpdate(Sim& sim, Obj& o);                // WreckUpdate 0x4293e0
int32_t wreckDestroy(Sim& sim, Obj& o);            // clears the team's wreck id
int wreckFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // traces

// The timer functions of TimerId::ToSelect / TimerId::FlyBack (timer_ids.hpp).
int32_t timerToSelect(Sim& sim, uint32_t team, uint32_t b);  // 0x4280d0
int32_t timerFlyBack(Sim& sim, uint32_t team, uint32_t b);   // 0x4280b0

}  // namespace rf
