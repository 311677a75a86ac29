// SPDX-License-Identifier: GPL-3.0-or-later
// The Drone (class 9, descriptor 0x455778, prio 0x6e, graphic 0x455680, shadow 0x455730;
// rf-simulation.md §9 "Drone", 0x435040..0x435c30): the pool FUN_00435040, SpawnDrone
// 0x435950 from the idle rule of VehicleUpdate, the flight 0x435620, the attack 0x435420,
// the no-target think 0x435840, the hit_object 0x435900, the damage 0x435880, DroneDestroy
// (explosion 0x454098 + debris), the drawn stamp and the hum (the looping "Drone" sound,
// one source per listener on the drone nearest it).
//
// Hum events (the audio plays them; the listeners are the view cameras, player i's camera
// x / y, in 1 player both listeners are player 0's):
//   Sound "Drone"       a 0 (unowned), b 0: the loop starts (the first live drone)
//   Sound "DroneSource" a listener 0 / 1, b the drone id: the listener's source moved to
//                       another drone (the nearest one; DronePool::heard holds it)
//   Sound "DroneKill"   a 0, b 0: the loop is killed (cmd 9, the last drone went)
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/sim/drone_state.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

struct Sim;

// Obj::local words of a drone (the original's offsets where the notes give them).
inline constexpr int kDroneRoll = 0;  // +0x58 roll (heading units)
inline constexpr int kDroneVelX = 1;  // designed: the velocity, px/tick (16.16)
inline constexpr int kDroneVelY = 2;
inline constexpr int kDroneRec = 3;    // designed: the pool record's index
inline constexpr int kDronePitch = 4;  // +0x68 body pitch (heading units, positive nose down)

// The numbers of the notes.
inline constexpr core::Fixed kDroneZ = 50 << 16;         // z = 50 px
inline constexpr core::Fixed kDroneTopSpeed = 0x18000;   // 1.5 px/t
inline constexpr core::Fixed kDroneAccel = 0x4ccc;       // speed +0x4ccc * dt
inline constexpr core::Fixed kDroneVelApproach = 0x3d7;  // velocity approach per tick
inline constexpr core::Fixed kDroneClimb = 0x4ccc;       // z approach per tick
inline constexpr int32_t kDroneTiltRate = 0x8000;        // roll / pitch turn per tick
inline constexpr int32_t kDroneTurnAhead = 0x6666;       // target within +-90 deg
inline constexpr int32_t kDroneTurnBehindNear = 0x3333;  // behind, <= 75 px
inline constexpr int32_t kDroneTurnBehindFar = 0x10000;  // behind, farther
inline constexpr core::Fixed kDroneNearPx = 75 << 16;
inline constexpr int32_t kDroneGunRate = 0x4ccc;        // gun pitch per tick
inline constexpr int32_t kDroneGunDownLimit = 0x50000;  // the down limit
// quirk: the "up" limit of the gun pitch compares with 0x40 - 0x50000 (negative) where
// 0x400000 - 0x50000 was meant, so an up pitch (0x200000..0x3fffff) is never clamped.
inline constexpr int32_t kDroneGunUpLimitTypo = 0x40 - 0x50000;
inline constexpr core::Fixed kDroneFireMin = 32 << 16;  // fires when 32 < dist < 80 px
inline constexpr core::Fixed kDroneFireMax = 80 << 16;
inline constexpr int32_t kDroneFireCone = 0xe38e;       // +-5 deg (0x400000 * 5 / 360)
inline constexpr core::Fixed kDroneAirborne = 2 << 16;  // target z > 2 px: the TRACER first
inline constexpr int32_t kDroneReload = 10;             // reload 10 (and "blocked -> wait 10")
inline constexpr int32_t kDroneGunType = 11;            // type 11 (3.5 px/t, 0.95)
inline constexpr int32_t kDroneTracerType = 3;
inline constexpr core::Fixed kDroneMuzzleX = 8 << 16;  // muzzles (-+8, -8, 0) px
inline constexpr core::Fixed kDroneMuzzleY = -(8 << 16);
inline constexpr int32_t kDroneIdleTicks = 60;           // deleted 60 ticks after its last draw
inline constexpr core::Fixed kDronePushBase = 0x20000;   // push apart by 0x20000 - dist / 16
inline constexpr core::Fixed kDroneMinDamage = 0x10000;  // damage < 1.0 ignored

// FUN_00435040: the pool for a level: n = min(pool, 5) records per team, all free; the hum
// off. pool = the level's enemy pool (VHCL +4, or the level table 0x443880 {0,0,0,1,1,2,2,3,3}).
void dronePoolSetup(Sim& sim, int32_t pool);

// SpawnDrone 0x435950: a drone of the other side (target team ^ 1) at a point of the box
// round the target (FUN_00435c30), z 50 px, parent = the target, its Shadow and radar blip,
// the hum. kNoObj when the side's records are used up, every side was rejected or the pool
// of objects is full.
ObjSlot spawnDrone(Sim& sim, ObjSlot target);

// FUN_00435c30's point: side = RandRange(4) first (0 north, 1 east, 2 south, 3 west; the
// next ones clockwise), on that side of the box +-(def[0x9f], def[0xa0]) half cells round the
// target a RandRange along it; rejected inside the box of another live team vehicle; up to 4
// sides. Returns false when every side was rejected.
struct DroneSpot {
  core::Fixed x = 0;
  core::Fixed y = 0;
  int32_t side = 0;
};
bool droneSpawnPoint(Sim& sim, const Obj& target, DroneSpot& out);

// The gun pitch limits of 0x435420 (with the kept typo): down pitches above 0x50000 are
// clamped to it; up pitches are never clamped.
int32_t droneClampGunPitch(int32_t pitch);

// The record of a drone object (null when it has none).
DroneRec* droneRec(Sim& sim, const Obj& drone);
const DroneRec* droneRec(const Sim& sim, const Obj& drone);
// The live drones of a team (the pool's view of them).
int droneCount(const Sim& sim, int32_t team);

// The class hooks (the class table, classes.cpp).
int32_t droneInit(Sim& sim, Obj& o, int32_t arg);         // takes a record of the team; 0 when none
int32_t droneDestroy(Sim& sim, Obj& o);                   // DroneDestroy when shot down; frees the record
void droneUpdate(Sim& sim, Obj& o);                       // think (attack / flies on), flight, hum
int32_t droneHitObject(Sim& sim, Obj& self, Obj& other);  // 0x435900
int32_t droneDamage(Sim& sim, Obj& o, core::Fixed amount, Obj* source);  // 0x435880
void droneDrawn(Sim& sim, ObjSlot slot);                                 // the draw 0x435090 stamps +8
int droneFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out);

}  // namespace rf
