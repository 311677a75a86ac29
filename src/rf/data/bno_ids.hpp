// The static object (BNO_*) ids of the object table 0x451438 (rf-maps.md "Object table").
// A cell word keeps the id in bits 7-13; 0 means no object. Ids the notes name keep the
// notes' spelling (BRIGE_H is the original's); ids whose name the notes do not give are
// designed (see bno_table.cpp) or stay Unk<id>.
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
  WtowerNE = 18,  // "WATCHTOWER_*" in the id list, WTOWER_* in the building list
  WtowerNW = 19,
  WtowerSE = 20,
  WtowerSW = 21,
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
  // 51-73: damaged / destroyed states (never placed by maps)
  LdmgWallV = 51,  // designed id
  RdmgWallV = 52,  // designed id
  BdmgWallV = 53,  // designed id
  LdmgWallH = 54,
  RdmgWallH = 55,
  BdmgWallH = 56,
  StdDest = 57,  // designed id: building rubble (BNO_STD_DEST)
  DestFuel = 58,
  DestAmmo = 59,
  DmgTower = 60,
  DestGateH = 61,
  DmgFlag = 62,  // designed id (hp 6 in the notes)
  DestFlag = 63,
  DestGateV = 64,
  DestTentV = 65,
  DestTentH = 66,
  DestWtower = 67,
  DestBush1 = 68,  // designed id (BNO_DEST_BUSH_1 in the notes)
  DestBush2 = 69,
  DestPalm1 = 70,
  DestPalm2 = 71,
  DestTree = 72,
  DestCactus = 73,
  // 74/75: bridge decks, filled between the abutments by the loader
  BrigeH = 74,
  BrigeV = 75,
  // 76-89: destroyed / decoration states
  DestBrige = 76,
  DestPlanter = 77,
  Unk78 = 78,
  Unk79 = 79,
  Unk80 = 80,
  Unk81 = 81,
  Unk82 = 82,
  Unk83 = 83,
  Unk84 = 84,
  Unk85 = 85,
  Unk86 = 86,
  Unk87 = 87,
  Unk88 = 88,
  Unk89 = 89,
  ActiveTower = 90,  // a tower whose turret is awake (ActivateTurret 0x423c10)
};

// Max id + 1 (0x451430 holds 91).
inline constexpr int kBnoCount = 91;

constexpr uint8_t bnoId(Bno b) {
  return static_cast<uint8_t>(b);
}

}  // namespace rf
