// SPDX-License-Identifier: GPL-3.0-or-later
// The vehicle descriptors (rf-simulation.md §5): pointer table 0x44afc8 -> Tank 0x44b3a8,
// JEEP 0x44b690, MSV 0x44b978, HELI 0x44bc60, 0xb8 dwords each. Every field the notes name
// is here with its dword index [n]; the camera fields stay raw, the unknowns stay unk_*.
// Hooks are ids into the vehicle code's tables (rf/sim/vehicle.hpp) so the state stays POD.
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/event_ids.hpp"

namespace rf {

using core::Fixed;

// The descriptor order of 0x44afc8 (= VehicleKind of shapes.hpp without Other). Signed, so
// that a record's "no type" (the original's -1) is a value of the type.
enum class VehicleType : int8_t { Tank = 0, Jeep = 1, Msv = 2, Heli = 3 };
inline constexpr int kVehicleTypes = 4;
// A record that holds no type yet (-1: nothing launched, nothing lost). Never a descriptor
// index: vehicleDef and the stock refuse it.
inline constexpr VehicleType kNoVehicleType = static_cast<VehicleType>(-1);
// The four types in descriptor order (for loops over the types).
inline constexpr auto kAllVehicleTypes =
    std::to_array<VehicleType>({VehicleType::Tank, VehicleType::Jeep, VehicleType::Msv, VehicleType::Heli});
static_assert(kAllVehicleTypes.size() == kVehicleTypes);

// Launch hook [5]: what leaving the lift does (Tank_LaunchHook 0x429f20 ...; launch.cpp).
enum class LaunchHookId : uint8_t { None = 0, Tank = 1, Jeep = 2, Msv = 3, Heli = 4 };
// Movement [6]: ground 0x428ca0 (default), jeep 0x42a670, heli 0x42abe0.
enum class MoveFnId : uint8_t { Ground = 0, Jeep = 1, Heli = 2 };
// Water hook [0x13]: 0x4299e0 or none (the heli).
enum class WaterHookId : uint8_t { None = 0, Ground = 1 };
// Dock hook [0x96]: none = DockVehicleInBunker; jeep 0x42ab90; heli 0x42b600 (landing).
enum class DockHookId : uint8_t { None = 0, Jeep = 1, Heli = 2 };
// Fire functions [0x5f..0x61]: vehicleFire (rf/sim/vehicle_fire.cpp) runs them by these ids.
enum class FireFnId : uint8_t {
  None = 0,
  TankCannon = 1,    // TankFireCannon 0x429d30
  TankLob = 2,       // the raised cannon
  JeepGrenade = 3,   // Jeep_Grenade 0x42aa00
  JeepTire = 4,      // TireOut / TireIn
  JeepDropFlag = 5,  // drop the flag
  MsvMissile = 6,    // Msv_Fire 0x42a010
  MsvMine = 7,       // Msv_Mine 0x42a310
  HeliGun = 8,       // Heli_Fire 0x42b100
  HeliMissile = 9,   // Heli_Missile 0x42b2a0
};

// One weapon slot of the descriptor: projectile type, reload ticks, ammo.
struct FireSlotDef {
  int32_t proj = -1;  // projectile type (0x450a78), -1 = empty slot
  int32_t reload = 0;
  int32_t ammo = 0;
  friend bool operator==(const FireSlotDef&, const FireSlotDef&) = default;
};
inline constexpr int kFireSlots = 2;

inline constexpr int kCameraA = 0x3a;  // [0x3a..0x51] camera fields, raw
inline constexpr int kCameraACount = 0x51 - 0x3a + 1;
inline constexpr int kCameraBCount = 8;  // [0xb0..0xb7]

struct VehicleDef {
  const char* name = "";                         // the descriptor's name (Tank, JEEP, MSV, HELI)
  VehicleType type = VehicleType::Tank;          //
  int32_t gfx = 0;                               // the hull graphic (GfxId)
  LaunchHookId launch = LaunchHookId::None;      // [5]
  MoveFnId move = MoveFnId::Ground;              // [6]
  Fixed armour = 0;                              // [9] subtracted from every hit
  Fixed hp = 0;                                  // [0xa]
  WaterHookId water = WaterHookId::None;         // [0x13]
  int32_t camera31 = 0;                          // [0x31] camera, raw
  std::array<int32_t, kCameraACount> cameraA{};  // [0x3a..0x51] camera, raw
  int32_t modelNormal = 0;                       // [0x52]
  int32_t modelSplash = 0;                       // [0x53]
  int32_t modelSinking = 0;                      // [0x55]
  Fixed sinkDepth = 0;                           // [0x56] px below which a vehicle sinks
  int32_t unk57 = 0;                             // [0x57] 0x1555
  int32_t modelWreck = 0;                        // [0x58]
  Fixed maxFwd = 0;                              // [0x5a] px/tick
  Fixed maxRev = 0;                              // [0x5b] px/tick (negative)
  Fixed accel = 0;                               // [0x5c] px/tick per tick
  Fixed friction = 0;                            // [0x5d] px/tick per tick
  int32_t turn = 0;                              // [0x5e] heading units per tick
  std::array<FireFnId, 3> fire{};                // [0x5f..0x61] A / B / C
  std::array<FireSlotDef, kFireSlots> slots{};   // designed index: the notes give no offset
  Fixed fuel = 0;                                // [0x84] fuel tank (16.16)
  EventId engineSound = EventId::None;           // [0x90]
  int32_t unk91 = 0;                             // [0x91] sound pitch?
  int32_t unk92 = 0;                             // [0x92] sound pitch?
  Fixed dockRadius = 0;                          // [0x95] px from the pad centre
  DockHookId dock = DockHookId::None;            // [0x96]
  int32_t respawnDelay = 0;                      // [0x98] ticks
  int32_t unk99 = 0;                             // [0x99]
  // [0x9f] / [0xa0]: SpawnDrone's box round the idle vehicle, half cells on x / y (§9).
  std::array<int32_t, 2> droneBox{};
  std::array<int32_t, 3> unkA3{};                // [0xa3..0xa5]
  bool enemyArrow = false;                       // [0xa6]
  std::array<int32_t, 4> unkA7{};                // [0xa7..0xaa]
  int32_t musicTrack = 0;                        // [0xaf] track
  int32_t musicPrio = 0;                         // [0xaf] priority
  std::array<int32_t, kCameraBCount> cameraB{};  // [0xb0..0xb7] camera, raw
  friend bool operator==(const VehicleDef&, const VehicleDef&) = default;
};

// The descriptor of a type (0x44afc8[type]) in the designed tables (a game reads its own set:
// data_tables.hpp).
const VehicleDef& vehicleDef(VehicleType type);
// The four designed descriptors, in type order.
const std::array<VehicleDef, kVehicleTypes>& designedVehicleDefs();
// "tank", "jeep", "msv", "heli" (lower case, as scripts spell them).
const char* vehicleTypeName(VehicleType type);

}  // namespace rf
