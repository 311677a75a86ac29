// SPDX-License-Identifier: GPL-3.0-or-later
// The four vehicle descriptors (rf-simulation.md §5 table; 0x44afc8 -> 0x44b3a8 / 0x44b690 /
// 0x44b978 / 0x44bc60). Speeds in 16.16 px/tick are the notes' decimals rounded down to
// 1/65536 (1.05 -> 0x10ccc).
#include "rf/data/vehicle_defs.hpp"

#include <stdexcept>

#include "rf/data/data_tables.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::px;

// designed: the models, camera fields and unknowns are renderer data the notes dump raw
// without values; they stay 0 here except [0x57] = 0x1555 (given).
constexpr int32_t kUnk57 = 0x1555;

// The descriptor pointer table 0x44afc8, one row per VehicleType.
constexpr auto kVehicleDefs = std::to_array<VehicleDef>({
    // Tank 0x44b3a8
    {
        .name = "Tank",
        .type = VehicleType::Tank,
        .gfx = static_cast<int32_t>(GfxId::Tank),
        .launch = LaunchHookId::Tank,  // 0x429f20
        .move = MoveFnId::Ground,      // 0x428ca0
        .armour = 0x4ccc,              // 0.3
        .hp = px(22),
        .water = WaterHookId::Ground,  // 0x4299e0
        .sinkDepth = px(14),
        .unk57 = kUnk57,
        .maxFwd = 0x10ccc,  // 1.05 (65.6 px/s)
        .maxRev = -0x6666,  // -0.40
        .accel = 0xccc,     // 0.050
        .friction = 0x666,  // 0.025
        .turn = 0x4000,     // 1.41 deg
        .fire = {FireFnId::TankCannon, FireFnId::TankLob, FireFnId::None},
        .slots = {FireSlotDef{0, 20, 150}, FireSlotDef{}},
        .fuel = px(400),
        .engineSound = EventId::Tread,
        .dockRadius = px(4),
        .dock = DockHookId::None,
        .respawnDelay = 120,
        .droneBox = {32, 32},  // +-512 px (the notes)
        .enemyArrow = true,
        .musicTrack = 0,
        .musicPrio = 0x80,
    },
    // JEEP 0x44b690
    {
        .name = "JEEP",
        .type = VehicleType::Jeep,
        .gfx = static_cast<int32_t>(GfxId::Jeep),
        .launch = LaunchHookId::Jeep,  // 0x42a410
        .move = MoveFnId::Jeep,        // 0x42a670
        .armour = 0,
        .hp = px(1),
        .water = WaterHookId::Ground,  // 0x4299e0
        .sinkDepth = px(13),
        .unk57 = kUnk57,
        .maxFwd = 0x16666,  // 1.40
        .maxRev = -0xcccc,  // -0.80
        .accel = 0xccc,     // 0.050
        .friction = 0x28f,  // 0.010
        .turn = 0x8000,     // 2.81 deg
        .fire = {FireFnId::JeepGrenade, FireFnId::JeepTire, FireFnId::JeepDropFlag},
        .slots = {FireSlotDef{0, 30, 16}, FireSlotDef{}},  // proj 0 (grenade)
        .fuel = px(500),
        .engineSound = EventId::JeepStart,
        .dockRadius = px(9),
        .dock = DockHookId::Jeep,  // 0x42ab90
        .respawnDelay = 120,
        .droneBox = {16, 16},  // +-256 px (the notes)
        .enemyArrow = false,   // the flag beacon instead
        .musicTrack = 4,
        .musicPrio = 0x80,  // designed: the notes give the priority for the tank only
    },
    // MSV 0x44b978
    {
        .name = "MSV",
        .type = VehicleType::Msv,
        .gfx = static_cast<int32_t>(GfxId::Msv),
        .launch = LaunchHookId::Msv,  // 0x42a250
        .move = MoveFnId::Ground,
        .armour = 0x8000,  // 0.5
        .hp = px(26),
        .water = WaterHookId::Ground,
        .sinkDepth = px(14),
        .unk57 = kUnk57,
        .maxFwd = 0xb851,   // 0.72
        .maxRev = -0x4ccc,  // -0.30
        .accel = 0xa3d,     // 0.040
        .friction = 0x666,  // 0.025
        .turn = 0x3333,     // 1.13 deg
        .fire = {FireFnId::MsvMissile, FireFnId::MsvMissile, FireFnId::MsvMine},
        // slot 1: mines, reload 140, 10 (at most the team's mines). designed: proj -1, mines are
        // not projectiles.
        .slots = {FireSlotDef{8, 30, 100}, FireSlotDef{-1, 140, 10}},
        .fuel = px(320),
        .engineSound = EventId::Tread,
        .dockRadius = px(4),
        .respawnDelay = 120,
        .droneBox = {32, 32},  // designed: as the tank (the notes give tank and jeep)
        .enemyArrow = true,
        .musicTrack = 6,
        .musicPrio = 0x80,  // designed: as the tank
    },
    // HELI 0x44bc60
    {
        .name = "HELI",
        .type = VehicleType::Heli,
        .gfx = static_cast<int32_t>(GfxId::Heli),
        .launch = LaunchHookId::Heli,  // 0x42b3c0
        .move = MoveFnId::Heli,        // 0x42abe0
        .armour = 0x3333,              // 0.2
        .hp = px(15),
        .water = WaterHookId::None,
        .sinkDepth = px(14),
        .unk57 = kUnk57,
        .maxFwd = 0x1cccc,  // 1.80
        .maxRev = -0x9999,  // -0.60
        .accel = 0x51e,     // 0.020
        .friction = 0x51e,  // 0.020
        .turn = 0xc000,     // 4.22 deg (with inertia)
        .fire = {FireFnId::HeliGun, FireFnId::HeliGun, FireFnId::HeliMissile},
        .slots = {FireSlotDef{7, 15, 100}, FireSlotDef{6, 30, 50}},
        .fuel = px(400),
        .engineSound = EventId::Servo,
        .dockRadius = px(32),
        .dock = DockHookId::Heli,  // 0x42b600 (landing)
        .respawnDelay = 200,
        .droneBox = {16, 16},  // designed: as the jeep
        .enemyArrow = true,
        .musicTrack = 8,
        .musicPrio = 0x80,  // designed: as the tank
    },
});
static_assert(kVehicleDefs.size() == kVehicleTypes, "0x44afc8 points at four descriptors");

constexpr bool rowsInTypeOrder() {
  for (size_t i = 0; i < kVehicleDefs.size(); ++i) {
    if (static_cast<size_t>(kVehicleDefs[i].type) != i) return false;
  }
  return true;
}
static_assert(rowsInTypeOrder(), "row i of 0x44afc8 is the descriptor of VehicleType i");

}  // namespace

// 0x44afc8
const VehicleDef& vehicleDef(VehicleType type) {
  return vehicleDef(designedTables(), type);
}

const std::array<VehicleDef, kVehicleTypes>& designedVehicleDefs() {
  return kVehicleDefs;
}

const char* vehicleTypeName(VehicleType type) {
  switch (type) {
    case VehicleType::Tank:
      return "tank";
    case VehicleType::Jeep:
      return "jeep";
    case VehicleType::Msv:
      return "msv";
    case VehicleType::Heli:
      return "heli";
  }
  return "?";
}

}  // namespace rf
