// SPDX-License-Identifier: GPL-3.0-or-later
// The Vehicle class (class id 1, prio 0x64; rf-simulation.md §5): VehState (its record is in
// vehicle_state.hpp, the test / spawn-line placement in vehicle_spawn.hpp), VehicleInit
// 0x428210 / 0x4283c0, VehicleUpdate 0x428490, hit_static 0x428c40, hit_object 0x428c60,
// damage 0x428f60, and the hook points the other vehicle parts define:
//   vehicleDies        -> wreck.cpp   (death: fuel 0, self-destruct, hp <= 0, sinking)
//   vehicleDock        -> dock.cpp    (docking on the own pad, VehicleUpdate step 7)
//   vehiclePreUpdate   -> launch.cpp  (the state+0xc hook: leaving the lift, heli landing)
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <tuple>

#include "core/fields.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/object_state.hpp"
#include "rf/sim/vehicle_state.hpp"

namespace rf {

struct Sim;

// Why a vehicle dies (the wreck flags depend on it).
enum class DeathCause : uint8_t {
  FuelOut = 0,       // fuel reached 0 (wreck flag 0x1000000)
  SelfDestruct = 1,  // all three buttons (wreck flagged 0xa000000)
  Destroyed = 2,     // hp <= 0 (class damage 0x428f60)
  Sunk = 3,          // sank below the sink depth in deep water
};

// Words of Obj::local a vehicle uses.
inline constexpr int kVehLocalLaunch = 0;  // +0x58 launch counter
inline constexpr int kVehLocalBob = 1;     // +0x5c heli bob

// The type of a live Vehicle-class object (from its graphic).
VehicleType vehicleTypeOf(const Obj& obj);
VehicleKind vehicleKind(VehicleType type);

// The VehState of the team of a vehicle object.
VehState& vehState(Sim& sim, const Obj& obj);

// The class hooks of descriptor 0x44b128 (the class table, classes.cpp).
int32_t vehicleInit(Sim& sim, Obj& obj, int32_t arg);                  // VehicleInit 0x428210 / 0x4283c0
int32_t vehicleDestroy(Sim& sim, Obj& obj);                            // clears the team's vehicle
void vehicleUpdate(Sim& sim, Obj& obj);                                // VehicleUpdate 0x428490
int32_t vehicleHitStatic(Sim& sim, Obj& obj, int32_t cell);            // 0x428c40: 1
int32_t vehicleHitObject(Sim& sim, Obj& self, Obj& other);             // 0x428c60: 5
int32_t vehicleDamage(Sim& sim, Obj& obj, Fixed amount, Obj* source);  // 0x428f60
int vehicleFields(const Sim& sim, const Obj& obj, std::span<ObjField, kMaxObjFields> out);  // traces

// ---- hook points defined by the other vehicle parts ----

// Death (wreck.cpp): the vehicle dies for `cause`. Called from inside
// VehicleUpdate / the damage hook; must not free the slot directly (ObjMarkForDelete).
void vehicleDies(Sim& sim, Obj& obj, DeathCause cause);
// Docking (dock.cpp), VehicleUpdate step 7: the vehicle stands still on its own pad
// terrain within the dock radius and A/B/C was pressed (ctrl has a press bit). Returns true
// when it docked (VehicleUpdate then skips the fire calls).
bool vehicleDock(Sim& sim, Obj& obj);
// The state+0xc hook (launch.cpp): non-zero skips the rest of VehicleUpdate.
int32_t vehiclePreUpdate(Sim& sim, Obj& obj, PreUpdateHookId id);

}  // namespace rf
