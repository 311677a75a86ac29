// SPDX-License-Identifier: GPL-3.0-or-later
// Vehicle movement (rf-simulation.md §5 "Movement"): the terrain factor FUN_00428e90 and
// the three movement functions (descriptor [6]): ground 0x428ca0 (tank / MSV), jeep
// 0x42a670, heli 0x42abe0. Each updates speed / heading / the VehState and returns the
// displacement of this frame; VehicleUpdate does the ObjMove.
#pragma once

#include <cstdint>

#include "core/trig.hpp"
#include "rf/sim/object_state.hpp"
#include "rf/sim/vehicle_state.hpp"

namespace rf {

struct Sim;

inline constexpr Fixed kRoadFactor = 0x13333;      // 1.2
inline constexpr Fixed kWaterFactor = 0xc000;      // 0.75
inline constexpr Fixed kBoatWaterFactor = 0x4000;  // 0.25
inline constexpr Fixed kBoatLandFactor = 0x28f;    // 0.01
inline constexpr Fixed kAirborneZ = 0x10000;       // designed: "airborne" = z > 1 px (as GetObjWaterState)
inline constexpr Fixed kHeliCruiseZ = 50 << 16;    // climbs to 50 px
inline constexpr Fixed kHeliClimb = 0x8000;        // 0.5 px/tick
inline constexpr Fixed kHeliStrafe = 0xcccc;       // 0.8 px/tick sideways
inline constexpr Fixed kHeliVelStep = 0x7ae;       // velocity approach per tick
inline constexpr int32_t kHeliYawUp = 0x7ae;       // yaw rate approach per frame (not dt-scaled)
inline constexpr int32_t kHeliYawDown = 0x1eb8;
inline constexpr Fixed kHeliDrift = 0x7ae;    // +-0.03 px/tick hover drift
inline constexpr Fixed kBoatMorph = 0x444;    // boat blend per tick
inline constexpr uint32_t kWeakStick = 0x80;  // jeep: magnitude below this cancels turning

// The result of a movement function.
struct MoveResult {
  core::Vec2 d{};       // displacement (x, y)
  Fixed dz = 0;         // heli climb
  bool moved = false;   // VehicleUpdate burns fuel and calls ObjMove
  bool turned = false;  // the heading changed this frame
};

// FUN_00428e90: the terrain factor of the vehicle's position (16.16); sets VehState
// roadBits (road direction bits, designed from the terrain table's road connections for
// the table 0x44af2c the notes do not give).
Fixed terrainFactor(const Sim& sim, const Obj& obj, VehState& st);

// (magnitude + 1) / 256 of a control word byte (shift 16: turn, 24: move).
constexpr Fixed magnitudeFactor(uint32_t ctrl, uint32_t shift) {
  return static_cast<Fixed>((((ctrl >> shift) & 0xffu) + 1u) << 8);
}

MoveResult moveGround(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def);  // 0x428ca0
MoveResult moveJeep(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def);    // 0x42a670
MoveResult moveHeli(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def);    // 0x42abe0

// TireOut / TireIn (the jeep's B press): boat target 1.0 in water, 0 on land.
void jeepTire(VehState& st);

// The movement function of descriptor [6].
MoveResult vehicleMove(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def);

}  // namespace rf
