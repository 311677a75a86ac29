// The Vehicle class (class id 1, prio 0x64; rf-simulation.md §5): VehState, VehicleInit
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
#include "rf/sim/object.hpp"

namespace rf {

struct Sim;

// The pre-update hook of VehState +0xc (ids so the state stays POD). Non-zero return
// skips the rest of VehicleUpdate. designed ids: the notes name the behaviours, not the
// functions (leaving the lift per type, heli docking).
enum class PreUpdateHookId : uint8_t {
  None = 0,
  LeaveLiftGround = 1,  // tank / MSV: forced full forward for 15 ticks (0x44b178)
  LeaveLiftJeep = 2,    // waits 98 ticks then half speed
  LeaveLiftHeli = 3,    // rotor spin-up, take-off to 50 px drifting east
  HeliLanding = 4,      // brake, descend onto the pad, turn to 135 deg, spin down
  Docking = 5,          // lowering lift
};

// Why a vehicle dies (the wreck flags depend on it).
enum class DeathCause : uint8_t {
  FuelOut = 0,       // fuel reached 0 (wreck flag 0x1000000)
  SelfDestruct = 1,  // all three buttons (wreck flagged 0xa000000)
  Destroyed = 2,     // hp <= 0 (class damage 0x428f60)
  Sunk = 3,          // sank below the sink depth in deep water
};

// VehState +0x24 + i*0x10: one weapon slot.
struct VehSlot {
  int32_t proj = -1;     // +0 projectile type (designed: copied from the descriptor slot)
  int32_t reload = 0;    // +4 reload ticks (designed: copied from the descriptor slot)
  int32_t nextFire = 0;  // +8 next-fire tick
  int32_t ammo = 0;      // +0xc ammo (rounds; resupply adds dt/2 per frame)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(VehSlot, proj),
                      CORE_FIELD(VehSlot, reload),
                      CORE_FIELD(VehSlot, nextFire),
                      CORE_FIELD(VehSlot, ammo)};
  }
  friend bool operator==(const VehSlot& lhs, const VehSlot& rhs) { return core::fieldsEqual(lhs, rhs); }

};
static_assert(core::everyFieldListed<VehSlot>());

// VehState (team state +0x140); the members are ordered for a padding-free record, the
// comments keep the original offsets. The touched pickup cell / part (+0x68 / +0x6c) live in
// TeamState::pickupCell / pickupPart (collide.cpp writes them).
struct VehState {
  VehicleType type = VehicleType::Tank;               // +0 def
  PreUpdateHookId preUpdate = PreUpdateHookId::None;  // +0xc
  MoveFnId move = MoveFnId::Ground;                   // +0x10 movement fn
  WaterHookId water = WaterHookId::None;              // +0x44 water hook
  ObjSlot wreck = kNoObj;                             // +4 wreck
  bool engineOn = false;                              // designed: the engine sound is running
  uint8_t roadBits = 0;                               // road direction bits (0x44af2c)
  uint32_t ctrl = 0;                                  // +8 control word
  Fixed fuel = 0;                                     // +0x14
  Fixed armour = 0;                                   // +0x1c
  Fixed hp = 0;                                       // +0x20
  std::array<VehSlot, kFireSlots> slots{};            // +0x24, +0x34
  int32_t sinkAnim = 0;                               // +0x48 splash / sink animation
  int32_t hitFlashTick = 0;                           // +0x4c
  int32_t cannonElev = 0;                             // +0x50
  int32_t cannonTarget = 0;                           // +0x54 (tank: 0 or 0x3b8e39)
  int32_t turretYaw = 0;                              // +0x58 turret yaw / MSV launcher / heli rotor spin
  int32_t turretTarget = 0;                           // +0x5c turret target / jeep beacon / heli dock cell
  int32_t pendingShot = 0;                            // +0x60 pending shot / jeep timers
  int32_t waterState = 0;                             // +0x70 (kWaterDry / Shallow / Deep)
  int32_t resupplySoundTick = 0;                      // +0x74
  int32_t fuelWarnTick = 0;                           // +0x78
  Fixed boatBlend = 0;                                // +0x80 jeep boat blend / heli rotor angle
  Fixed boatTarget = 0;                               // +0x84 jeep boat target / heli rotor speed
  int32_t bank = 0;                                   // +0x88 heli bank (-3..3)
  int32_t yawRate = 0;                                // +0x8c heli yaw rate
  Fixed driftX = 0;                                   // +0x90 hover drift
  Fixed driftY = 0;                                   // +0x94
  Fixed velX = 0;                                     // +0x98 heli velocity
  Fixed velY = 0;                                     // +0x9c
  std::array<int32_t, 3> bumped{};                    // +0xa4..+0xac last thing bumped
  int32_t analogTarget = 0;                           // +0xb0 analog target heading
  Fixed cameraPitch = 0;                              // +0xec lagged "pitch"
  int32_t idleCell = kNoCell;                         // designed: the idle-cell rule's cell
  int32_t idleTick = 0;                               // designed: tick it entered that cell
  int32_t arrowTick = 0;                              // designed: last enemy-arrow tick
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(VehState, type),
                      CORE_FIELD(VehState, preUpdate),
                      CORE_FIELD(VehState, move),
                      CORE_FIELD(VehState, water),
                      CORE_FIELD(VehState, wreck),
                      CORE_FIELD(VehState, engineOn),
                      CORE_FIELD(VehState, roadBits),
                      CORE_FIELD(VehState, ctrl),
                      CORE_FIELD(VehState, fuel, core::kFieldFixed),
                      CORE_FIELD(VehState, armour, core::kFieldFixed),
                      CORE_FIELD(VehState, hp, core::kFieldFixed),
                      CORE_FIELD(VehState, slots),
                      CORE_FIELD(VehState, sinkAnim),
                      CORE_FIELD(VehState, hitFlashTick),
                      CORE_FIELD(VehState, cannonElev),
                      CORE_FIELD(VehState, cannonTarget),
                      CORE_FIELD(VehState, turretYaw),
                      CORE_FIELD(VehState, turretTarget),
                      CORE_FIELD(VehState, pendingShot),
                      CORE_FIELD(VehState, waterState),
                      CORE_FIELD(VehState, resupplySoundTick),
                      CORE_FIELD(VehState, fuelWarnTick),
                      CORE_FIELD(VehState, boatBlend, core::kFieldFixed),
                      CORE_FIELD(VehState, boatTarget, core::kFieldFixed),
                      CORE_FIELD(VehState, bank),
                      CORE_FIELD(VehState, yawRate),
                      CORE_FIELD(VehState, driftX, core::kFieldFixed),
                      CORE_FIELD(VehState, driftY, core::kFieldFixed),
                      CORE_FIELD(VehState, velX, core::kFieldFixed),
                      CORE_FIELD(VehState, velY, core::kFieldFixed),
                      CORE_FIELD(VehState, bumped),
                      CORE_FIELD(VehState, analogTarget),
                      CORE_FIELD(VehState, cameraPitch, core::kFieldFixed),
                      CORE_FIELD(VehState, idleCell),
                      CORE_FIELD(VehState, idleTick),
                      CORE_FIELD(VehState, arrowTick)};
  }
  friend bool operator==(const VehState& lhs, const VehState& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<VehState>());
// Keep it padding-free (the one-byte members together at the top): the hash takes it as one
// block and the listing check above is then complete.
static_assert(core::isDense<VehState>());

// Words of Obj::local a vehicle uses.
inline constexpr int kVehLocalLaunch = 0;  // +0x58 launch counter
inline constexpr int kVehLocalBob = 1;     // +0x5c heli bob

// The type of a live Vehicle-class object (from its graphic).
VehicleType vehicleTypeOf(const Obj& obj);
VehicleKind vehicleKind(VehicleType type);

// Places a vehicle ready to drive (no lift, no launch hook) as the combat tests do: ObjCreate
// of the Vehicle class with the type, then the heading. Throws std::invalid_argument off
// the map or on a blocked spot (the object is removed again), std::runtime_error when the
// team already has a live vehicle or the pool is full.
Obj& spawnVehicle(Sim& sim, VehicleType type, int32_t team, Fixed x, Fixed y, int32_t heading);

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
