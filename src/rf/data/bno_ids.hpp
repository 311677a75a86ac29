// SPDX-License-Identifier: GPL-3.0-or-later
// The static object (BNO_*) ids of the object table 0x451438 (rf-maps.md "Object table";
// every id and name as emdzej/openrf docs/render.md §7 lists the program's records, so a cell
// means the same with the designed tables and with the user's RFIRE.BIN). A cell word keeps
// the id in bits 7-13; 0 means no object. The names keep the notes' spelling (BRIGE_H is the
// original's).
#pragma once

#include <cstdint>

namespace rf {

enum class Bno : uint8_t {
  None = 0,
  // 1-13: vegetation, rocks, planters (team 2 in the tile table)
  Bush1S = 1,
  Bush2S = 2,
  Palm1S = 3,
  Palm2S = 4,
  TreeS = 5,
  Cactus = 6,
  Rock1S = 7,
  Rock2S = 8,
  Rock1T = 9,   // on shallow water
  Rock2T = 10,  // on shallow water
  PlanterBush = 11,
  PlanterBerry = 12,
  PlanterStone = 13,
  // 14-50: team buildings
  Ammo = 14,
  PrisonS = 15,
  PrisonE = 16,
  PrisonW = 17,
  WatchtowerNE = 18,  // "WATCHTOWER_*" in the id list: no model, never placed (the maps use 69-72)
  WatchtowerNW = 19,
  WatchtowerSE = 20,
  WatchtowerSW = 21,
  Flag = 22,  // a flag site (the building that may hide the flag)
  BldgN = 23,
  BldgS = 24,
  BldgE = 25,
  BldgW = 26,
  FactN = 27,
  FactS = 28,
  FactE = 29,
  FactW = 30,
  BnkrN = 31,
  BnkrS = 32,
  BnkrE = 33,
  BnkrW = 34,
  Outpost = 35,
  HospS = 36,
  HospE = 37,
  HospW = 38,
  FuelN = 39,
  FuelS = 40,
  FuelE = 41,
  FuelW = 42,
  GateH = 43,
  GateV = 44,
  WallV = 45,
  WallH = 46,
  TentV = 47,
  TentH = 48,
  Tower = 49,
  LargeTower = 50,
  // 51-68, 73, 76-88: damaged / destroyed states (never placed by maps); the ids and names
  // of emdzej/openrf docs/render.md §7 (the object table's records as the program has them)
  StdDest = 51,  // building rubble
  DestJail = 52,  // no model in the original
  DestHosp = 53,
  LdmgWallH = 54,
  RdmgWallH = 55,
  BdmgWallH = 56,
  LdmgWallV = 57,
  RdmgWallV = 58,
  BdmgWallV = 59,
  DmgTower = 60,
  DestroyedTower = 61,
  DmgFlag = 62,  // hp 6 in the notes
  DestFlag = 63,
  DestTent = 64,
  DestAmmo = 65,
  DestGateH = 66,
  DestGateV = 67,
  ReadyTower = 68,
  // 69-72: the watch towers the maps place (the building list's +15 / +16 / +36 / +37)
  WtowerNE = 69,
  WtowerNW = 70,
  WtowerSE = 71,
  WtowerSW = 72,
  DestPrison = 73,
  // 74/75: bridge decks, filled between the abutments by the loader
  BrigeH = 74,
  BrigeV = 75,
  DestBrige = 76,  // a broken deck (the original's second BNO_BRIGE_V, hook Model_HookBridgeDest)
  DestFuel = 77,
  DestWtowerNE = 78,
  DestWtowerNW = 79,
  DestWtowerSE = 80,
  DestWtowerSW = 81,
  DestOutpost = 82,
  DestPlanter = 83,
  DestTreeS = 84,  // designed: a single palm's (PALM_1S) and a cactus's stump
  DestTreeD = 85,  // designed: a double palm's (PALM_2S)
  DestTree = 86,
  DestBush1 = 87,
  DestBush2 = 88,
  StorageLight = 89,
  ActiveTower = 90,  // a tower whose turret is awake (ActivateTurret 0x423c10)
};

// Max id + 1 (0x451430 holds 91).
inline constexpr int kBnoCount = 91;

constexpr uint8_t bnoId(Bno b) {
  return static_cast<uint8_t>(b);
}

}  // namespace rf
