// SPDX-License-Identifier: GPL-3.0-or-later
// The lift: class 5 "Storage" (rf-simulation.md §5 "Lift (Storage)", Storage 0x417f50..
// 0x418470; descriptors 0x443288 lift up / 0x4432d8 lift down, prio 0x6a).
//
// Lift up: created by SpawnLiftVehicle at the team's pad centre at z = -32 px, heading
// south (heli 135 deg); waits while the zoom script holds it (+0x70) and while anything is
// on it; then sets the pad terrain 92 and rises 0x4ccc/tick; on top it restores the pad
// terrain, spawns the vehicle (with its launch hook) and removes itself.
// Lift down: DockVehicleInBunker's lowering lift at the cell centre: "Raise", lowers
// 0x4ccc/tick, the view fades to the select screen once z < -16 px, gone at -32 px.
// hit_object 0x4182e0: whatever touches a lift takes 0x40000 damage (class damage) or is
// deleted (no damage hook), and the lift is flagged "blocked".
#pragma once

#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// Obj::local words of a lift (the record's offsets in the comments).
inline constexpr int kLiftPadTerrain = 0;  // designed: the pad terrain while it shows 92 (+58 is a pixel offset)
inline constexpr int kLiftTeam = 1;        // +5c team
inline constexpr int kLiftModel = 2;       // +60 display model (the vehicle's graphic)
inline constexpr int kLiftBlocked = 3;     // designed: "lift blocked" (hit_object 0x4182e0 sets it)
inline constexpr int kLiftTimer = 4;       // +68 timer: ticks since it started moving
inline constexpr int kLiftType = 5;        // +6c vehicle type
inline constexpr int kLiftHold = 6;        // +70 hold flag (the zoom script clears it)
inline constexpr int kLiftSignalled = 7;   // designed: lift down: the view was sent to select
inline constexpr int kLiftMoving = 7;      // designed: lift up: inside its own rise move

// Lift think states (Obj::think).
inline constexpr uint16_t kLiftWait = 1;   // waits for the release
inline constexpr uint16_t kLiftRise = 2;   // rising (pad terrain 92)
inline constexpr uint16_t kLiftLower = 3;  // lift down: lowering

inline constexpr core::Fixed kLiftDepth = 0x200000;    // -32 px
inline constexpr core::Fixed kLiftRate = 0x4ccc;       // px per tick up and down
inline constexpr core::Fixed kLiftSelectZ = -0x100000;  // -16 px: the docking view goes to select
inline constexpr core::Fixed kLiftDamage = 0x40000;    // hit_object damage
inline constexpr uint32_t kTerrainLift = 92;           // the pad terrain while rising
inline constexpr int32_t kLiftHeading = 0x200000;      // south
inline constexpr int32_t kLiftHeadingHeli = 0x180000;  // 135 deg

// The class hooks of the descriptors 0x443288 (lift up) and 0x4432d8 (lift down), both class
// 5 "Storage" (the class table, classes.cpp). init: arg = the vehicle type.
int32_t liftUpInit(Sim& sim, Obj& o, int32_t arg);
int32_t liftDownInit(Sim& sim, Obj& o, int32_t arg);
void liftUpUpdate(Sim& sim, Obj& o);    // StorageUpdate 0x417fb0
void liftDownUpdate(Sim& sim, Obj& o);  // the lowering lift of DockVehicleInBunker
int32_t liftDestroy(Sim& sim, Obj& o);  // clears the team's lift id
int liftFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);  // traces

// The lift up of SpawnLiftVehicle: at the pad cell (cx, cy) for a vehicle type; kNoObj when
// the pool is full.
ObjSlot spawnLiftUp(Sim& sim, int32_t team, int cx, int cy, VehicleType type);
// The lowering lift of DockVehicleInBunker at the cell centre under the vehicle.
ObjSlot spawnLiftDown(Sim& sim, int32_t team, int cx, int cy, VehicleType type, int32_t heading);

// hit_object 0x4182e0 (self = the lift), both descriptors.
int32_t liftHitObject(Sim& sim, Obj& lift, Obj& other);

}  // namespace rf
