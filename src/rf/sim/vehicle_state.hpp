// SPDX-License-Identifier: GPL-3.0-or-later
// The Vehicle class's state (rf-simulation.md §5): VehState, the team's live vehicle record
// (team state +0x140), with the ids it holds; the functions are in vehicle.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

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

// VehState +0x24 + i*0x10: one weapon slot.
struct VehSlot {
  int32_t proj = -1;     // +0 projectile type (designed: copied from the descriptor slot)
  int32_t reload = 0;    // +4 reload ticks (designed: copied from the descriptor slot)
  int32_t nextFire = 0;  // +8 next-fire tick
  int32_t ammo = 0;      // +0xc ammo (rounds; resupply adds dt/2 per frame)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(VehSlot, proj), CORE_FIELD(VehSlot, reload), CORE_FIELD(VehSlot, nextFire),
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

}  // namespace rf
