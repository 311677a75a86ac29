// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/bno_table.hpp"

#include "rf/data/data_tables.hpp"

#include <stdexcept>
#include <string>

namespace rf {
namespace {

// Where the values come from
// - From the notes: the ids and names, the terrain overrides of rf-maps.md ("92..111
//   ground under objects": 88/89 gates, 94-96 planters, 97 towers, 98/99 walls, 100
//   hospital, 101 fuel, 103 prison, 104 ammo, 109/110/111 flag states), the touch handlers
//   of the passability table, the men counts d of SpawnMenFromBuilding (buildings and
//   factories 2, bunkers 4, outpost 3, hospitals 5, prisons 4 + the prison flag), the
//   destroyed states named by the combat outcomes (bush -> BNO_DEST_BUSH_1, WALL_V -> terrain
//   0x6a, BLDG_S -> BNO_STD_DEST, TOWER and LARGE_TOWER -> BNO_DMG_TOWER 60, the flag
//   building -> BNO_DMG_FLAG with hp 6 -> BNO_DEST_FLAG 63, bridge decks -> BNO 76) and the
//   destroy hooks (towers, flag building, bridges).
// - designed: strengths. A tank shell does 1.0 and BnoDamage takes at least 1 hit point
//   per hit, so N shells destroy a BNO of strength N: bushes 1 (combat test "bush: 1
//   shell"), walls, buildings and towers 5 ("WALL_V: 5 shells", "BLDG_S: 5 shells",
//   "tower: 5 shells", ai_test "5 tank shells destroy" the large tower). Factories 5 also
//   give "MSV rockets (2.0): 3 destroy a factory" (5 -> 3 -> 1 -> 0). Tents and watch
//   towers have men flags but strength 1, so BnoDamage never sees them drop to 1 from > 1
//   ("tents and watchtowers never reach it"). The hit points are stored clamped 1..15 in
//   3 bits (cell::hpFromStrength): 8..15 would wrap to 0..7, so every strength here is
//   1..7 and is stored unchanged.
// - The ids and names of every record: emdzej/openrf docs/render.md §7 (the program's object
//   table: 51 STD_DEST, 54-59 the damaged walls, 64 DEST_TENT, 69-72 the placed watch towers,
//   77 DEST_FUEL, 78-81 their destroyed states, 84-88 the destroyed trees and bushes ...).
//   Until 2026-12 retrosim had designed ids for those the spec names without one; they are the
//   program's now, so a cell means the same with these tables and with the user's RFIRE.BIN.
// - designed: which destroyed state each object goes to where the notes do not say (the
//   buildings, prisons, hospitals and the outpost keep STD_DEST as the combat outcomes say of
//   BLDG_S; a watch tower its own DEST_WTOWER_*; the single palm and the cactus DEST_TREE_S,
//   the double palm DEST_TREE_D, the tree DEST_TREE); DEST_JAIL, READY_TOWER,
//   DESTROYED_TOWER, DEST_HOSP, DEST_PRISON, DEST_OUTPOST and STORAGE_LIGHT are not reached.
// - designed: radar colours (palette indices): team objects 0xCF for team 0 and 0x6C for
//   team 1 (the loader's pad marker colours), vegetation 0x78, rocks 0x1E, bridge decks
//   0x5A, rubble 0x14.
// - designed: men bits 16-19 = 0 and 20-23 = d; tents 2 and watch towers 1.
// - designed: rocks and every rubble state are not damageable.
constexpr uint16_t kRadarTeam0 = 0xCF;
constexpr uint16_t kRadarTeam1 = 0x6C;
constexpr uint16_t kRadarPlant = 0x78;
constexpr uint16_t kRadarRock = 0x1E;
constexpr uint16_t kRadarBridge = 0x5A;
constexpr uint16_t kRadarRubble = 0x14;
constexpr uint8_t kKeep = kKeepTerrain;
constexpr uint8_t kWallRubbleTerrain = 0x6a;  // "WALL_V: ... cell -> terrain 0x6a"

using enum Bno;
using H = BnoDestroyHook;

// Vegetation and rocks (neutral, radar green / grey).
constexpr BnoDef plant(Bno id, std::string_view name, uint8_t strength, Bno dest, BnoTouch touch,
                       uint8_t ground = kKeep) {
  return {bnoId(id), name,        true,        0,           ground, strength, H::None,
          kKeep,     bnoId(dest), kRadarPlant, kRadarPlant, touch,  true};
}
constexpr BnoDef rock(Bno id, std::string_view name) {
  return {bnoId(id), name, true,       0,          kKeep,          7,    H::None,
          kKeep,     0,    kRadarRock, kRadarRock, BnoTouch::Rock, false};
}
// A team object: radar in the team colours.
constexpr BnoDef building(Bno id, std::string_view name, uint32_t flags, uint8_t ground, uint8_t strength,
                          Bno dest, BnoTouch touch = BnoTouch::None, H hook = H::None,
                          uint8_t destTerrain = kKeep) {
  return {bnoId(id),   name,        true,        flags,       ground, strength, hook,
          destTerrain, bnoId(dest), kRadarTeam0, kRadarTeam1, touch,  true};
}
constexpr BnoDef wall(Bno id, std::string_view name, uint8_t ground) {
  return building(id, name, 0, ground, 5, None, BnoTouch::None, H::None, kWallRubbleTerrain);
}
// A destroyed state: drawn, not damageable.
constexpr BnoDef rubble(Bno id, std::string_view name, uint8_t ground = kKeep,
                        BnoTouch touch = BnoTouch::None) {
  return {bnoId(id), name, true, 0, ground, 1, H::None, kKeep, 0, kRadarRubble, kRadarRubble, touch, false};
}
constexpr BnoDef bridge(Bno id, std::string_view name) {
  return {bnoId(id),    name,         true,           0,   kKeep, 3, H::Bridge, kKeep, bnoId(DestBrige),
          kRadarBridge, kRadarBridge, BnoTouch::None, true};
}
// An id whose record the notes do not describe: no graphics, so it is never placed.
constexpr BnoDef unknown(uint8_t id, std::string_view name) {
  return {id, name, false, 0, kKeep, 1, H::None, kKeep, 0, 0, 0, BnoTouch::None, false};
}

constexpr uint32_t kMen2 = bnoMenFlags(0, 2);  // buildings, factories; designed: tents
constexpr uint32_t kMen3 = bnoMenFlags(0, 3);  // outpost
constexpr uint32_t kMen4 = bnoMenFlags(0, 4);  // bunkers
constexpr uint32_t kMen5 = bnoMenFlags(0, 5);  // hospitals
constexpr uint32_t kPrison = kBnoFlagPrison | bnoMenFlags(0, 4);
constexpr uint32_t kWatch = bnoMenFlags(0, 1);  // designed: watch towers (never reached)

// OBJ table 0x451438
// clang-format off
constexpr auto kBnoTableData = std::to_array<BnoDef>({
    unknown(0, "BNO_NONE"),                                         // 0: no object
    plant(Bush1S, "BNO_BUSH_1S", 1, DestBush1, BnoTouch::Crushable),          // 1
    plant(Bush2S, "BNO_BUSH_2S", 1, DestBush2, BnoTouch::Crushable),          // 2
    plant(Palm1S, "BNO_PALM_1S", 2, DestTreeS, BnoTouch::None),               // 3 designed: 2 shells
    plant(Palm2S, "BNO_PALM_2S", 2, DestTreeD, BnoTouch::None),               // 4
    plant(TreeS, "BNO_TREE_S", 3, DestTree, BnoTouch::None),                  // 5 designed: 3 shells
    plant(Cactus, "BNO_CACTUS", 1, DestTreeS, BnoTouch::Crushable),           // 6 designed: a stump
    rock(Rock1S, "BNO_ROCK_1S"),                                    // 7
    rock(Rock2S, "BNO_ROCK_2S"),                                    // 8
    rock(Rock1T, "BNO_ROCK_1T"),                                    // 9 (on shallow water)
    rock(Rock2T, "BNO_ROCK_2T"),                                    // 10 (on shallow water)
    plant(PlanterBush, "BNO_PLANTER_BUSH", 1, DestPlanter, BnoTouch::Crushable, 94),    // 11
    plant(PlanterBerry, "BNO_PLANTER_BERRY", 1, DestPlanter, BnoTouch::Crushable, 95),  // 12
    plant(PlanterStone, "BNO_PLANTER_STONE", 1, DestPlanter, BnoTouch::Crushable, 96),  // 13
    building(Ammo, "BNO_AMMO", 0, 104, 3, DestAmmo, BnoTouch::Pickup),        // 14
    building(PrisonS, "BNO_PRISON_S", kPrison, 103, 5, StdDest),    // 15
    building(PrisonE, "BNO_PRISON_E", kPrison, 103, 5, StdDest),    // 16
    building(PrisonW, "BNO_PRISON_W", kPrison, 103, 5, StdDest),    // 17
    unknown(18, "BNO_WATCHTOWER_NE"),                               // 18: never placed (the maps use 69-72)
    unknown(19, "BNO_WATCHTOWER_NW"),                               // 19
    unknown(20, "BNO_WATCHTOWER_SE"),                               // 20
    unknown(21, "BNO_WATCHTOWER_SW"),                               // 21
    building(Flag, "BNO_FLAG", 0, 109, 5, DmgFlag, BnoTouch::None, H::FlagBuilding, 110),  // 22
    building(BldgN, "BNO_BLDG_N", kMen2, kKeep, 5, StdDest),        // 23
    building(BldgS, "BNO_BLDG_S", kMen2, kKeep, 5, StdDest),        // 24
    building(BldgE, "BNO_BLDG_E", kMen2, kKeep, 5, StdDest),        // 25
    building(BldgW, "BNO_BLDG_W", kMen2, kKeep, 5, StdDest),        // 26
    building(FactN, "BNO_FACT_N", kMen2, kKeep, 5, StdDest),        // 27
    building(FactS, "BNO_FACT_S", kMen2, kKeep, 5, StdDest),        // 28
    building(FactE, "BNO_FACT_E", kMen2, kKeep, 5, StdDest),        // 29
    building(FactW, "BNO_FACT_W", kMen2, kKeep, 5, StdDest),        // 30
    building(BnkrN, "BNO_BNKR_N", kMen4, kKeep, 5, StdDest),        // 31
    building(BnkrS, "BNO_BNKR_S", kMen4, kKeep, 5, StdDest),        // 32
    building(BnkrE, "BNO_BNKR_E", kMen4, kKeep, 5, StdDest),        // 33
    building(BnkrW, "BNO_BNKR_W", kMen4, kKeep, 5, StdDest),        // 34
    building(Outpost, "BNO_OUTPOST", kMen3, kKeep, 5, StdDest),     // 35
    building(HospS, "BNO_HOSP_S", kMen5, 100, 5, StdDest),          // 36
    building(HospE, "BNO_HOSP_E", kMen5, 100, 5, StdDest),          // 37
    building(HospW, "BNO_HOSP_W", kMen5, 100, 5, StdDest),          // 38
    building(FuelN, "BNO_FUEL_N", 0, 101, 3, DestFuel, BnoTouch::Pickup),     // 39
    building(FuelS, "BNO_FUEL_S", 0, 101, 3, DestFuel, BnoTouch::Pickup),     // 40
    building(FuelE, "BNO_FUEL_E", 0, 101, 3, DestFuel, BnoTouch::Pickup),     // 41
    building(FuelW, "BNO_FUEL_W", 0, 101, 3, DestFuel, BnoTouch::Pickup),     // 42
    building(GateH, "BNO_GATE_H", 0, 88, 5, DestGateH, BnoTouch::Pickup),     // 43
    building(GateV, "BNO_GATE_V", 0, 89, 5, DestGateV, BnoTouch::Pickup),     // 44
    wall(WallV, "BNO_WALL_V", 98),                                  // 45
    wall(WallH, "BNO_WALL_H", 99),                                  // 46
    building(TentV, "BNO_TENT_V", kMen2, kKeep, 1, DestTent, BnoTouch::Tent),   // 47
    building(TentH, "BNO_TENT_H", kMen2, kKeep, 1, DestTent, BnoTouch::Tent),   // 48
    building(Tower, "BNO_TOWER", 0, 97, 5, DmgTower, BnoTouch::None, H::Tower),            // 49
    building(LargeTower, "BNO_LARGE_TOWER", 0, 97, 5, DmgTower, BnoTouch::None, H::Tower),  // 50
    rubble(StdDest, "BNO_STD_DEST"),                                // 51
    unknown(52, "BNO_DEST_JAIL"),                                   // 52: no model in the original
    rubble(DestHosp, "BNO_DEST_HOSP"),                              // 53 (designed: the chain keeps STD_DEST)
    wall(LdmgWallH, "BNO_LDMG_WALL_H", 99),                         // 54
    wall(RdmgWallH, "BNO_RDMG_WALL_H", 99),                         // 55
    wall(BdmgWallH, "BNO_BDMG_WALL_H", 99),                         // 56
    wall(LdmgWallV, "BNO_LDMG_WALL_V", 98),                         // 57
    wall(RdmgWallV, "BNO_RDMG_WALL_V", 98),                         // 58
    wall(BdmgWallV, "BNO_BDMG_WALL_V", 98),                         // 59
    rubble(DmgTower, "BNO_DMG_TOWER", 97),                          // 60
    rubble(DestroyedTower, "BNO_DESTROYED_TOWER", 97),              // 61 (designed: not reached)
    building(DmgFlag, "BNO_DMG_FLAG", 0, 110, 6, DestFlag, BnoTouch::None, H::None, 111),  // 62: hp 6
    rubble(DestFlag, "BNO_DEST_FLAG", 111, BnoTouch::DestFlag),     // 63
    rubble(DestTent, "BNO_DEST_TENT"),                              // 64
    rubble(DestAmmo, "BNO_DEST_AMMO"),                              // 65
    rubble(DestGateH, "BNO_DEST_GATE_H", 88),                       // 66
    rubble(DestGateV, "BNO_DEST_GATE_V", 89),                       // 67
    rubble(ReadyTower, "BNO_READY_TOWER", 97),                      // 68 (designed: not reached)
    building(WtowerNE, "BNO_WTOWER_NE", kWatch, kKeep, 1, DestWtowerNE),  // 69
    building(WtowerNW, "BNO_WTOWER_NW", kWatch, kKeep, 1, DestWtowerNW),  // 70
    building(WtowerSE, "BNO_WTOWER_SE", kWatch, kKeep, 1, DestWtowerSE),  // 71
    building(WtowerSW, "BNO_WTOWER_SW", kWatch, kKeep, 1, DestWtowerSW),  // 72
    rubble(DestPrison, "BNO_DEST_PRISON"),                          // 73 (designed: the chain keeps STD_DEST)
    bridge(BrigeH, "BNO_BRIGE_H"),                                  // 74: designed strength 3
    bridge(BrigeV, "BNO_BRIGE_V"),                                  // 75
    rubble(DestBrige, "BNO_DEST_BRIGE"),                            // 76: a broken deck
    rubble(DestFuel, "BNO_DEST_FUEL"),                              // 77 (orientation in the side bits)
    rubble(DestWtowerNE, "BNO_DEST_WTOWER_NE"),                     // 78
    rubble(DestWtowerNW, "BNO_DEST_WTOWER_NW"),                     // 79
    rubble(DestWtowerSE, "BNO_DEST_WTOWER_SE"),                     // 80
    rubble(DestWtowerSW, "BNO_DEST_WTOWER_SW"),                     // 81
    rubble(DestOutpost, "BNO_DEST_OUTPOST"),                        // 82 (designed: the chain keeps STD_DEST)
    rubble(DestPlanter, "BNO_DEST_PLANTER"),                        // 83
    rubble(DestTreeS, "BNO_DEST_TREE_S"),                           // 84
    rubble(DestTreeD, "BNO_DEST_TREE_D"),                           // 85
    rubble(DestTree, "BNO_DEST_TREE"),                              // 86
    rubble(DestBush1, "BNO_DEST_BUSH_1"),                           // 87
    rubble(DestBush2, "BNO_DEST_BUSH_2"),                           // 88
    unknown(89, "BNO_STORAGE_LIGHT"),                               // 89 (designed: not placed)
    building(ActiveTower, "BNO_ACTIVE_TOWER", 0, 97, 5, DmgTower, BnoTouch::None, H::Tower),  // 90
});
// clang-format on
static_assert(kBnoTableData.size() == kBnoCount, "OBJ table 0x451438 has 91 records");

// designed: armour 1.5 for the buildings that house men (BLDG, BNKR, OUTPOST, HOSP,
// PRISON): three heli missiles (4.0) each take (4.0 - 1.5) >> 16 = 2 of their 5 hit points.
constexpr bool isArmouredBuilding(uint8_t id) {
  return (id >= bnoId(BldgN) && id <= bnoId(BldgW)) || (id >= bnoId(BnkrN) && id <= bnoId(HospW)) ||
         (id >= bnoId(PrisonS) && id <= bnoId(PrisonW));
}
constexpr std::array<BnoDef, kBnoCount> withArmour(std::array<BnoDef, kBnoCount> t) {
  for (BnoDef& d : t) {
    if (isArmouredBuilding(d.id)) d.armour = 0x18000;
  }
  return t;
}

constexpr bool idsInOrder() {
  for (size_t i = 0; i < kBnoTableData.size(); ++i) {
    if (kBnoTableData[i].id != i) return false;
  }
  return true;
}
static_assert(idsInOrder(), "every record sits at its id");

constexpr bool strengthsFitThreeBits() {
  for (const BnoDef& d : kBnoTableData) {
    if (d.strength < 1 || d.strength > 7) return false;
  }
  return true;
}
static_assert(strengthsFitThreeBits(), "designed strengths stay 1..7 so the 3-bit hp never wraps");

}  // namespace

const std::array<BnoDef, kBnoCount> kBnoTable = withArmour(kBnoTableData);

const BnoDef& bnoDef(uint32_t id) {
  return bnoDef(designedTables(), id);
}

}  // namespace rf
