// The four vehicle descriptors (rf-simulation.md §5 table; 0x44afc8 -> 0x44b3a8 / 0x44b690 /
// 0x44b978 / 0x44bc60). Speeds in 16.16 px/tick are the notes' decimals rounded down to
// 1/65536 (1.05 -> 0x10ccc).
#include "rf/data/vehicle_defs.hpp"

#include <stdexcept>

#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::px;

// designed: the models, camera fields and unknowns are renderer data the notes dump raw
// without values; they stay 0 here except [0x57] = 0x1555 (given).
constexpr int32_t kUnk57 = 0x1555;

VehicleDef tankDef() {  // 0x44b3a8
  VehicleDef d;
  d.name = "Tank";
  d.type = VehicleType::Tank;
  d.gfx = static_cast<int32_t>(GfxId::Tank);
  d.launch = LaunchHookId::Tank;  // 0x429f20
  d.move = MoveFnId::Ground;      // 0x428ca0
  d.armour = 0x4ccc;              // 0.3
  d.hp = px(22);
  d.water = WaterHookId::Ground;  // 0x4299e0
  d.sinkDepth = px(14);
  d.unk57 = kUnk57;
  d.maxFwd = 0x10ccc;  // 1.05 (65.6 px/s)
  d.maxRev = -0x6666;  // -0.40
  d.accel = 0xccc;     // 0.050
  d.friction = 0x666;  // 0.025
  d.turn = 0x4000;     // 1.41 deg
  d.fire = {FireFnId::TankCannon, FireFnId::TankLob, FireFnId::None};
  d.slots = {FireSlotDef{0, 20, 150}, FireSlotDef{}};
  d.fuel = px(400);
  d.engineSound = "tread";
  d.dockRadius = px(4);
  d.dock = DockHookId::None;
  d.respawnDelay = 120;
  d.enemyArrow = true;
  d.musicTrack = 0;
  d.musicPrio = 0x80;
  return d;
}

VehicleDef jeepDef() {  // 0x44b690
  VehicleDef d;
  d.name = "JEEP";
  d.type = VehicleType::Jeep;
  d.gfx = static_cast<int32_t>(GfxId::Jeep);
  d.launch = LaunchHookId::Jeep;  // 0x42a410
  d.move = MoveFnId::Jeep;        // 0x42a670
  d.armour = 0;
  d.hp = px(1);
  d.water = WaterHookId::Ground;  // 0x4299e0
  d.sinkDepth = px(13);
  d.unk57 = kUnk57;
  d.maxFwd = 0x16666;  // 1.40
  d.maxRev = -0xcccc;  // -0.80
  d.accel = 0xccc;     // 0.050
  d.friction = 0x28f;  // 0.010
  d.turn = 0x8000;     // 2.81 deg
  d.fire = {FireFnId::JeepGrenade, FireFnId::JeepTire, FireFnId::JeepDropFlag};
  d.slots = {FireSlotDef{0, 30, 16}, FireSlotDef{}};  // proj 0 (grenade)
  d.fuel = px(500);
  d.engineSound = "JeepStart";
  d.dockRadius = px(9);
  d.dock = DockHookId::Jeep;  // 0x42ab90
  d.respawnDelay = 120;
  d.enemyArrow = false;  // the flag beacon instead
  d.musicTrack = 4;
  d.musicPrio = 0x80;  // designed: the notes give the priority for the tank only
  return d;
}

VehicleDef msvDef() {  // 0x44b978
  VehicleDef d;
  d.name = "MSV";
  d.type = VehicleType::Msv;
  d.gfx = static_cast<int32_t>(GfxId::Msv);
  d.launch = LaunchHookId::Msv;  // 0x42a250
  d.move = MoveFnId::Ground;
  d.armour = 0x8000;  // 0.5
  d.hp = px(26);
  d.water = WaterHookId::Ground;
  d.sinkDepth = px(14);
  d.unk57 = kUnk57;
  d.maxFwd = 0xb851;   // 0.72
  d.maxRev = -0x4ccc;  // -0.30
  d.accel = 0xa3d;     // 0.040
  d.friction = 0x666;  // 0.025
  d.turn = 0x3333;     // 1.13 deg
  d.fire = {FireFnId::MsvMissile, FireFnId::MsvMissile, FireFnId::MsvMine};
  // slot 1: mines, reload 140, 10 (at most the team's mines). designed: proj -1, mines are
  // not projectiles.
  d.slots = {FireSlotDef{8, 30, 100}, FireSlotDef{-1, 140, 10}};
  d.fuel = px(320);
  d.engineSound = "tread";
  d.dockRadius = px(4);
  d.respawnDelay = 120;
  d.enemyArrow = true;
  d.musicTrack = 6;
  d.musicPrio = 0x80;  // designed: as the tank
  return d;
}

VehicleDef heliDef() {  // 0x44bc60
  VehicleDef d;
  d.name = "HELI";
  d.type = VehicleType::Heli;
  d.gfx = static_cast<int32_t>(GfxId::Heli);
  d.launch = LaunchHookId::Heli;  // 0x42b3c0
  d.move = MoveFnId::Heli;        // 0x42abe0
  d.armour = 0x3333;              // 0.2
  d.hp = px(15);
  d.water = WaterHookId::None;
  d.sinkDepth = px(14);
  d.unk57 = kUnk57;
  d.maxFwd = 0x1cccc;  // 1.80
  d.maxRev = -0x9999;  // -0.60
  d.accel = 0x51e;     // 0.020
  d.friction = 0x51e;  // 0.020
  d.turn = 0xc000;     // 4.22 deg (with inertia)
  d.fire = {FireFnId::HeliGun, FireFnId::HeliGun, FireFnId::HeliMissile};
  d.slots = {FireSlotDef{7, 15, 100}, FireSlotDef{6, 30, 50}};
  d.fuel = px(400);
  d.engineSound = "Servo";
  d.dockRadius = px(32);
  d.dock = DockHookId::Heli;  // 0x42b600 (landing)
  d.respawnDelay = 200;
  d.enemyArrow = true;
  d.musicTrack = 8;
  d.musicPrio = 0x80;  // designed: as the tank
  return d;
}

}  // namespace

// 0x44afc8
const VehicleDef& vehicleDef(VehicleType type) {
  static const std::array<VehicleDef, kVehicleTypes> kDefs = {tankDef(), jeepDef(), msvDef(), heliDef()};
  const auto i = static_cast<size_t>(type);
  if (i >= kDefs.size()) throw std::out_of_range("vehicle type out of range");
  return kDefs[i];
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
