// SPDX-License-Identifier: GPL-3.0-or-later
// The ids of retrosim's low-poly models (rf-simulation.md §6 "Debris", models.hpp) and of
// the debris sets (0x454e18, the tower turret 0x454730, the bridge planks 0x44a0a0).
// The models are designed data files (data/rf/models/<modelFileName(id)>.obj, made by
// tools/make_models.py), the debris programs designed tables (debris_programs.cpp).
#pragma once

#include <cstdint>

namespace rf {

// A model: parts of faces (vertices 16.16 px, a colour, the face-class bits 8-9 that
// SpawnDebrisBurst reads). Per BNO: intact / damaged / destroyed; per vehicle: hull,
// turret, rotor, wreck. The records are in models.hpp (modelDef, bnoModel, vehicleModels).
using ModelId = uint16_t;
inline constexpr ModelId kNoModel = 0;

// Every model (the files of kModelFiles in models.cpp, in this order).
namespace mdl {
enum : ModelId {
  None = 0,
  // vegetation, rocks, planters
  Bush = 1,
  Palm = 2,
  Tree = 3,
  Cactus = 4,
  Rock = 5,
  Planter = 6,
  // team buildings
  Ammo = 7,
  Prison = 8,
  WtowerNE = 9,
  WtowerNW = 10,
  WtowerSE = 11,
  WtowerSW = 12,
  FlagBuilding = 13,
  Building = 14,
  Factory = 15,
  Bunker = 16,
  Outpost = 17,
  Hospital = 18,
  FuelN = 19,
  FuelS = 20,
  FuelE = 21,
  FuelW = 22,
  GateH = 23,
  GateV = 24,
  WallV = 25,
  WallH = 26,
  TentV = 27,
  TentH = 28,
  Tower = 29,
  LargeTower = 30,
  LdmgWallV = 31,
  RdmgWallV = 32,
  BdmgWallV = 33,
  LdmgWallH = 34,
  RdmgWallH = 35,
  BdmgWallH = 36,
  // damaged looks (hit points low, same footprint and height)
  BuildingDamaged = 37,
  FactoryDamaged = 38,
  PrisonDamaged = 39,
  HospitalDamaged = 40,
  FlagBuildingDamaged = 41,
  // destroyed states
  Rubble = 42,  // BNO_STD_DEST
  DestFuel = 43,
  DestAmmo = 44,
  DmgTower = 45,  // the tower base
  DestGate = 46,
  DmgFlag = 47,
  DestFlag = 48,
  DestTent = 49,
  DestWtower = 50,
  DestBush = 51,
  DestPalm = 52,
  DestTree = 53,
  DestCactus = 54,
  BridgeH = 55,
  BridgeV = 56,
  DestBridge = 57,
  DestPlanter = 58,
  // vehicles
  TankHull = 59,
  TankTurret = 60,
  JeepHull = 61,
  MsvHull = 62,
  MsvLauncher = 63,
  HeliHull = 64,
  HeliRotor = 65,
  TankWreck = 66,
  JeepWreck = 67,
  MsvWreck = 68,
  HeliWreck = 69,
  // enemies
  Drone = 70,  // the drone (class 9): guns, body, rotor
  // more looks
  JeepBoat = 71,  // the jeep's form in water
  Lift = 72,      // the bunker's lift platform (32 x 32 px)
  Pad = 73,       // a landing / home pad
  // the damaged looks of the other damageable objects (same parts, darker, broken)
  BushDamaged = 74,
  PalmDamaged = 75,
  TreeDamaged = 76,
  CactusDamaged = 77,
  PlanterDamaged = 78,
  AmmoDamaged = 79,
  WtowerNEDamaged = 80,
  WtowerNWDamaged = 81,
  WtowerSEDamaged = 82,
  WtowerSWDamaged = 83,
  BunkerDamaged = 84,
  OutpostDamaged = 85,
  FuelNDamaged = 86,
  FuelSDamaged = 87,
  FuelEDamaged = 88,
  FuelWDamaged = 89,
  GateHDamaged = 90,
  GateVDamaged = 91,
  WallVDamaged = 92,
  WallHDamaged = 93,
  LdmgWallVDamaged = 94,
  RdmgWallVDamaged = 95,
  BdmgWallVDamaged = 96,
  LdmgWallHDamaged = 97,
  RdmgWallHDamaged = 98,
  BdmgWallHDamaged = 99,
  TentVDamaged = 100,
  TentHDamaged = 101,
  TowerDamaged = 102,
  LargeTowerDamaged = 103,
  DmgFlagDamaged = 104,
  BridgeHDamaged = 105,
  BridgeVDamaged = 106,
  Count = 107,
};
}  // namespace mdl

// A debris set: up to three debris programs, set[k - 1] for the faces of class k
// (debris_programs.hpp). Which set a model is meant for: bnoDebrisSet (models.hpp).
enum class DebrisSetId : uint8_t {
  None = 0,
  WreckHigh = 1,      // 0x454e18 set 1: a vehicle wreck exploding high (k1 top, k2 sides)
  Set2 = 2,           // designed: buildings (k1 wall panels, k2 roof panels, k3 chimneys / small bits)
  Set3 = 3,           // designed: stone (walls, rocks, tower bases, gates: k1 blocks)
  Set4 = 4,           // designed: light things (tents, crates, fuel tanks, watch towers: k1)
  WreckLow = 5,       // set 5: low (k1 top, k2 sides)
  Bushes = 6,         // set 6 (k1 leaves, k2 trunks)
  TowerBase = 7,      // designed: a tower's destroy burst (k1 none: the turret plates fly with
                      // TowerTurret from TowerDestroyed, k2 the base's stone blocks)
  TowerTurret = 16,   // 0x454730 (k1 the turret's plates)
  BridgePlanks = 17,  // 0x44a0a0 (sprite 0xa6; k1 planks)
};
inline constexpr int kDebrisSetSlots = 18;  // ids 0..17

// The intact model of a static object (BNO id 0..90; kNoModel for ids without one): what
// explosion op 17 bursts into debris, and what the tilted view draws.
ModelId bnoModel(uint32_t bno);

}  // namespace rf
