// SPDX-License-Identifier: GPL-3.0-or-later
// The object table 0x451438: ids, names, the values the notes give, and the designed
// values checked against the outcomes they were chosen for.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "rf/data/bno_table.hpp"
#include "rf/data/terrain.hpp"
#include "rf/data/tile_table.hpp"
#include "rf/sim/cell.hpp"

namespace rf {
namespace {

TEST(BnoTable, Has91RecordsInIdOrderWithUniqueNames) {
  ASSERT_EQ(kBnoTable.size(), 91u);
  std::set<std::string_view> names;
  for (size_t i = 0; i < kBnoTable.size(); ++i) {
    EXPECT_EQ(kBnoTable[i].id, i);
    EXPECT_EQ(kBnoTable[i].name.substr(0, 4), "BNO_") << i;
    names.insert(kBnoTable[i].name);
  }
  EXPECT_EQ(names.size(), 91u);
  EXPECT_THROW(bnoDef(91), std::out_of_range);
}

TEST(BnoTable, NamesOfTheNotes) {
  EXPECT_EQ(bnoDef(1).name, "BNO_BUSH_1S");
  EXPECT_EQ(bnoDef(14).name, "BNO_AMMO");
  EXPECT_EQ(bnoDef(22).name, "BNO_FLAG");
  EXPECT_EQ(bnoDef(24).name, "BNO_BLDG_S");
  EXPECT_EQ(bnoDef(43).name, "BNO_GATE_H");
  EXPECT_EQ(bnoDef(45).name, "BNO_WALL_V");
  EXPECT_EQ(bnoDef(49).name, "BNO_TOWER");
  EXPECT_EQ(bnoDef(50).name, "BNO_LARGE_TOWER");
  EXPECT_EQ(bnoDef(54).name, "BNO_LDMG_WALL_H");
  EXPECT_EQ(bnoDef(55).name, "BNO_RDMG_WALL_H");
  EXPECT_EQ(bnoDef(56).name, "BNO_BDMG_WALL_H");
  EXPECT_EQ(bnoDef(60).name, "BNO_DMG_TOWER");
  EXPECT_EQ(bnoDef(63).name, "BNO_DEST_FLAG");
  EXPECT_EQ(bnoDef(74).name, "BNO_BRIGE_H");
  EXPECT_EQ(bnoDef(75).name, "BNO_BRIGE_V");
  EXPECT_EQ(bnoDef(90).name, "BNO_ACTIVE_TOWER");
}

TEST(BnoTable, TerrainOverridesOfTheNotes) {
  EXPECT_EQ(bnoDef(Bno::GateH).terrainOverride, 88);
  EXPECT_EQ(bnoDef(Bno::GateV).terrainOverride, 89);
  EXPECT_EQ(bnoDef(Bno::PlanterBush).terrainOverride, 94);
  EXPECT_EQ(bnoDef(Bno::PlanterBerry).terrainOverride, 95);
  EXPECT_EQ(bnoDef(Bno::PlanterStone).terrainOverride, 96);
  EXPECT_EQ(bnoDef(Bno::Tower).terrainOverride, 97);
  EXPECT_EQ(bnoDef(Bno::LargeTower).terrainOverride, 97);
  EXPECT_EQ(bnoDef(Bno::WallV).terrainOverride, 98);
  EXPECT_EQ(bnoDef(Bno::WallH).terrainOverride, 99);
  for (Bno h : {Bno::HospS, Bno::HospE, Bno::HospW}) EXPECT_EQ(bnoDef(h).terrainOverride, 100);
  for (Bno f : {Bno::FuelN, Bno::FuelS, Bno::FuelE, Bno::FuelW}) EXPECT_EQ(bnoDef(f).terrainOverride, 101);
  for (Bno p : {Bno::PrisonS, Bno::PrisonE, Bno::PrisonW}) EXPECT_EQ(bnoDef(p).terrainOverride, 103);
  EXPECT_EQ(bnoDef(Bno::Ammo).terrainOverride, 104);
  EXPECT_EQ(bnoDef(Bno::Flag).terrainOverride, 109);
  EXPECT_EQ(bnoDef(Bno::DmgFlag).terrainOverride, 110);
  EXPECT_EQ(bnoDef(Bno::DestFlag).terrainOverride, 111);
  // Bushes, palms, rocks and bridge decks keep the tile's terrain (ROCK_T on shallow water).
  for (Bno b : {Bno::Bush1S, Bno::Palm1S, Bno::TreeS, Bno::Rock1T, Bno::BrigeH, Bno::BrigeV}) {
    EXPECT_EQ(bnoDef(b).terrainOverride, kKeepTerrain) << bnoDef(b).name;
  }
}

TEST(BnoTable, TouchHandlersOfThePassabilityTable) {
  for (int id = 7; id <= 10; ++id) EXPECT_EQ(bnoDef(id).touch, BnoTouch::Rock) << id;
  for (int id : {1, 2, 6, 11, 12, 13}) EXPECT_EQ(bnoDef(id).touch, BnoTouch::Crushable) << id;
  for (int id : {47, 48}) EXPECT_EQ(bnoDef(id).touch, BnoTouch::Tent) << id;
  for (int id : {39, 40, 41, 42, 14, 43, 44}) EXPECT_EQ(bnoDef(id).touch, BnoTouch::Pickup) << id;
  EXPECT_EQ(bnoDef(63).touch, BnoTouch::DestFlag);
  for (int id : {3, 4, 5, 45, 46, 49, 50, 23, 31, 15, 74, 75})
    EXPECT_EQ(bnoDef(id).touch, BnoTouch::None) << id;
}

TEST(BnoTable, MenCountsOfSpawnMenFromBuilding) {
  for (int id = 23; id <= 30; ++id)
    EXPECT_EQ(bnoMenDelta(bnoDef(id).flags), 2) << id;  // buildings, factories
  for (int id = 31; id <= 34; ++id) EXPECT_EQ(bnoMenDelta(bnoDef(id).flags), 4) << id;  // bunkers
  EXPECT_EQ(bnoMenDelta(bnoDef(Bno::Outpost).flags), 3);
  for (int id = 36; id <= 38; ++id) EXPECT_EQ(bnoMenDelta(bnoDef(id).flags), 5) << id;  // hospitals
  for (int id = 15; id <= 17; ++id) {
    EXPECT_EQ(bnoMenDelta(bnoDef(id).flags), 4) << id;  // prisons
    EXPECT_TRUE(bnoFreesPrisoners(bnoDef(id).flags)) << id;
  }
  EXPECT_FALSE(bnoFreesPrisoners(bnoDef(Bno::BldgS).flags));
  // Tents and watch towers have men flags but strength 1: BnoDamage never sees them drop
  // to 1 from more than 1, so they "never reach it".
  for (int id : {69, 70, 71, 72, 47, 48}) {
    EXPECT_TRUE(bnoHasMenFlags(bnoDef(id).flags)) << id;
    EXPECT_EQ(bnoDef(id).strength, 1) << id;
  }
  for (int id : {1, 22, 45, 49, 74}) EXPECT_FALSE(bnoHasMenFlags(bnoDef(id).flags)) << id;
}

// The hit points the table's strengths are stored as (cell::hpFromStrength): the designed
// values chosen so that, at one hit point per tank shell (1.0), the shell counts of the
// combat notes would come out (BNO_DMG_FLAG's 6 is the notes' own). Only the table values
// are checked here, not a combat: nothing is fired. Every strength is 1..7, so none wraps
// in the 3-bit field.
TEST(BnoTable, StrengthsGiveTheDesignedHitPoints) {
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::Bush1S).strength), 1u);      // bush: 1 shell
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::WallV).strength), 5u);       // WALL_V: 5 shells
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::BldgS).strength), 5u);       // BLDG_S: 5 shells
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::Tower).strength), 5u);       // tower: 5 shells
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::LargeTower).strength), 5u);  // ai_test: 5 shells
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::DmgFlag).strength), 6u);     // BNO_DMG_FLAG (hp 6)
  // MSV rockets (2.0 -> 2 hit points): 3 destroy a factory (5 -> 3 -> 1 -> 0).
  EXPECT_EQ(cell::hpFromStrength(bnoDef(Bno::FactS).strength), 5u);
  for (const BnoDef& d : kBnoTable) {
    EXPECT_GE(d.strength, 1) << d.name;
    EXPECT_LE(d.strength, 7) << d.name;  // never wraps in the 3-bit field
    EXPECT_EQ(cell::hpFromStrength(d.strength), d.strength) << d.name;
  }
}

TEST(BnoTable, DestroyedStatesOfTheNotes) {
  EXPECT_EQ(bnoDef(Bno::Bush1S).destroyedBno, bnoId(Bno::DestBush1));
  EXPECT_EQ(bnoDef(Bno::BldgS).destroyedBno, bnoId(Bno::StdDest));
  EXPECT_EQ(bnoDef(Bno::Tower).destroyedBno, 60);
  EXPECT_EQ(bnoDef(Bno::LargeTower).destroyedBno, 60);
  EXPECT_EQ(bnoDef(Bno::Flag).destroyedBno, bnoId(Bno::DmgFlag));
  EXPECT_EQ(bnoDef(Bno::DmgFlag).destroyedBno, 63);
  EXPECT_EQ(bnoDef(Bno::BrigeH).destroyedBno, 76);
  EXPECT_EQ(bnoDef(Bno::BrigeV).destroyedBno, 76);
  EXPECT_EQ(bnoDef(Bno::WallV).destroyedBno, 0);
  EXPECT_EQ(bnoDef(Bno::WallV).destroyedTerrain, 0x6a);
  EXPECT_EQ(bnoDef(Bno::WallH).destroyedTerrain, 0x6a);
  EXPECT_EQ(bnoDef(Bno::Tower).onDestroy, BnoDestroyHook::Tower);
  EXPECT_EQ(bnoDef(Bno::LargeTower).onDestroy, BnoDestroyHook::Tower);
  EXPECT_EQ(bnoDef(Bno::Flag).onDestroy, BnoDestroyHook::FlagBuilding);
  EXPECT_EQ(bnoDef(Bno::BrigeH).onDestroy, BnoDestroyHook::Bridge);
  EXPECT_EQ(bnoDef(Bno::BldgS).onDestroy, BnoDestroyHook::None);
  EXPECT_TRUE(isBridgeDeck(74));
  EXPECT_TRUE(isBridgeDeck(75));
  EXPECT_FALSE(isBridgeDeck(76));
}

TEST(BnoTable, EveryReferenceIsConsistent) {
  for (const BnoDef& d : kBnoTable) {
    ASSERT_LT(d.destroyedBno, kBnoCount) << d.name;
    if (d.destroyedBno != 0) {
      EXPECT_TRUE(bnoDef(d.destroyedBno).hasGraphics) << d.name;
    }
    if (d.terrainOverride != kKeepTerrain) {
      EXPECT_LT(d.terrainOverride, kTerrainCount) << d.name;
    }
    if (d.destroyedTerrain != kKeepTerrain) {
      EXPECT_LT(d.destroyedTerrain, kTerrainCount) << d.name;
    }
  }
  // Every object the tile table places has graphics (else SetCellStaticObject skips it).
  for (const TileEntry& e : kTileTable) {
    if (e.object != 0) {
      EXPECT_TRUE(bnoDef(e.object).hasGraphics) << int(e.object);
    }
  }
  EXPECT_FALSE(bnoDef(0).hasGraphics);
  for (int id : {18, 19, 20, 21, 52, 89}) EXPECT_FALSE(bnoDef(id).hasGraphics) << id;  // no model, never placed
}

TEST(BnoTable, RadarColoursByTeam) {
  EXPECT_EQ(bnoDef(Bno::BldgS).radarTeam0, 0xCF);
  EXPECT_EQ(bnoDef(Bno::BldgS).radarOther, 0x6C);
  EXPECT_EQ(bnoDef(Bno::Bush1S).radarTeam0, bnoDef(Bno::Bush1S).radarOther);
}

}  // namespace
}  // namespace rf
