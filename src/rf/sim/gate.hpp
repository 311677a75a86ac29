// SPDX-License-Identifier: GPL-3.0-or-later
// Gate (class 13, descriptor 0x44ade0, prio 0x32; rf-simulation.md §10 "Gate"): a vehicle
// on the gate zone (the pad part 0x4424f8, +-32 px, kind 3) of its own side's gate (BNO 43
// H / 44 V) makes the resupply check FUN_00429040 call SpawnGate 0x423fb0: the BNO leaves
// the cell and a Gate object at the cell centre draws it with its two door parts, which
// slide apart to 15 px at 0.5 px/tick, wait until the vehicle (the parent) has left the
// zone, close again (reopening when something blocks them) and, shut for 60 ticks, give the
// cell its BNO back (GateDestroy 0x423ec0). The hit points stay in the cell word all along.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a gate.
inline constexpr int kGateBno = 0;      // +0x60 the BNO it took from the cell (43 H / 44 V)
inline constexpr int kGateOpening = 1;  // how far each door has slid out, 16.16 px (0..15)
inline constexpr int kGateTarget = 2;   // the opening it approaches: 15 px or 0
inline constexpr int kGateShut = 3;     // ticks shut (opening and target 0) since it closed

inline constexpr core::Fixed kGateOpen = 15 * core::kOne;  // GateInit: target 15 px
inline constexpr core::Fixed kGateRate = core::kHalf;      // 0.5 px/tick
inline constexpr core::Fixed kGateDoorOffset = 16 * core::kOne;  // doors at -+(16 + opening)
inline constexpr int32_t kGateShutTicks = 60;              // shut this long -> deleted
// GateDestroy with 0 hit points: BnoDamage(0xff0000) destroys the BNO put back.
inline constexpr core::Fixed kGateDestroyDamage = 0xff0000;
inline constexpr EventId kGateMoveSound = EventId::GateMove;
inline constexpr EventId kGateCloseSound = EventId::GateClose;

// The two door parts of a live Gate object at its opening (H: on x, V: on y), into `out`;
// false for any other object. collide.cpp objShape uses them as the gate's shape.
bool gateDoorParts(const Obj& o, std::array<ShapePart, 2>& out);

// The gate part of FUN_00429040 (vehicle.cpp resupply): the vehicle touched the gate zone
// of `cell`; an own gate (the cell's side = the vehicle's team) with hit points opens
// (SpawnGate). Returns the gate's slot, kNoObj when nothing opened.
ObjSlot gateZoneTouched(Sim& sim, Obj& vehicle, int32_t cell);

// SpawnGate 0x423fb0: a Gate object at the cell centre with the cell's BNO (obj+0x60) and
// side, parent = the vehicle; the BNO is cleared from the cell (the object draws it). Needs
// a gate BNO and hit points in the cell (else kNoObj).
ObjSlot spawnGate(Sim& sim, int32_t cell, Obj& vehicle);

// The class hooks (the class table, classes.cpp).
int32_t gateInit(Sim& sim, Obj& o, int32_t arg);                        // GateInit 0x423cd0
int32_t gateDestroy(Sim& sim, Obj& o);                                  // GateDestroy 0x423ec0
void gateUpdate(Sim& sim, Obj& o);                                      // GateUpdate 0x423d50
int32_t gateHitStatic(Sim& sim, Obj& o, int32_t cell);                  // 0x423fa0: 0
int32_t gateDamage(Sim& sim, Obj& o, core::Fixed amount, Obj* source);  // 0x423f50
int gateFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);

}  // namespace rf
