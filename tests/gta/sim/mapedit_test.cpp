// SPDX-License-Identifier: GPL-3.0-or-later
// The map edits (gta-objects.md "Map edits"): copy-on-write columns and blocks, the
// overflow, the type cache rules, Map_IsFaceSolid and Map_IsCovered.
#include "gta/sim/mapedit.hpp"

#include <gtest/gtest.h>

#include "gta/gta_data.hpp"
#include "gta/world_fixture.hpp"

namespace gta {
namespace {

using test::Col;
using test::TestCity;

// NYC's columns are tall: the column change area (4096 shorts) fills after 711 columns,
// before the block area's 1024 blocks.
constexpr int kRealEdits = 711;

TEST(GtaMapEdit, FirstEditCopiesTheColumnAndTheBlockLaterOnesChangeTheCopy) {
  Game g = TestCity().set(10, 10, Col::Road).start();
  GameState& s = g.mutableState();
  mapSetBlockType(s, 10, 10, 5, test::kTmPavement);
  EXPECT_EQ(s.mapEdits.columnArea, (std::vector<uint16_t>{5, 6}));  // 7 - h shorts, repointed at block 6
  ASSERT_EQ(s.mapEdits.blockArea.size(), 1u);
  EXPECT_EQ(s.mapEdits.repointed.size(), 1u);
  EXPECT_EQ(s.mapEdits.repointed[0].cell, 10u * 256 + 10);
  EXPECT_EQ(s.blocks().typeMap(10, 10, 5), test::kTmPavement);   // the type cache follows
  EXPECT_EQ(s.cmp->blockAt(10, 10, 5)->typeMap, test::kTmRoad);  // the shared map is untouched
  EXPECT_EQ(s.map->typeMap(10, 10, 5), test::kTmRoad);
  mapSetBlockType(s, 10, 10, 5, test::kTmWater);  // the copy, in place
  EXPECT_EQ(s.mapEdits.blockArea.size(), 1u);
  EXPECT_EQ(s.mapEdits.columnArea.size(), 2u);
  EXPECT_EQ(s.mapEdits.blockArea[0].typeMap, test::kTmWater);
  // another road block: its own column and block copies
  mapSetBlockType(s, 11, 10, 5, test::kTmWater);
  EXPECT_EQ(s.mapEdits.blockArea.size(), 2u);  // (11, 10) is pavement; one more copy
  EXPECT_EQ(s.mapEdits.columnArea.size(), 4u);
}

TEST(GtaMapEdit, TwoBlocksOfOneColumnShareTheColumnCopy) {
  Game g = TestCity().set(3, 4, Col::Building).start();
  GameState& s = g.mutableState();
  mapOrBlockFlags(s, 3, 4, 4, 0x1);
  mapOrBlockFlags(s, 3, 4, 5, 0x2);
  EXPECT_EQ(s.mapEdits.columnArea, (std::vector<uint16_t>{4, 6, 7}));
  EXPECT_EQ(s.mapEdits.blockArea.size(), 2u);
  EXPECT_EQ(s.blocks().typeMap(3, 4, 4), test::kTmBuilding | 0x1);
  EXPECT_EQ(s.blocks().typeMap(3, 4, 5), test::kTmBuilding | 0x2);
}

TEST(GtaMapEdit, AirLayersAndOutsideTheMapAreNotEdited) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  mapSetBlockType(s, 3, 4, 2, test::kTmRoad);  // designed: an air layer
  mapSetBlockType(s, -1, 4, 5, test::kTmRoad);
  mapSetBlockType(s, 256, 4, 5, test::kTmRoad);
  EXPECT_TRUE(s.mapEdits.blockArea.empty());
  EXPECT_TRUE(s.mapEdits.columnArea.empty());
}

TEST(GtaMapEdit, BlockAreaOverflowIsFatal0x15) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  for (int i = 0; i < 1024; ++i) mapSetBlockType(s, i % 256, i / 256, 5, test::kTmRoad);
  EXPECT_EQ(s.mapEdits.blockArea.size(), kMapBlockAreaBlocks);
  mapSetBlockType(s, 0, 0, 5, test::kTmWater);  // an edited block: in place, no overflow
  try {
    mapSetBlockType(s, 0, 4, 5, test::kTmRoad);
    FAIL() << "no overflow";
  } catch (const FatalError& e) {
    EXPECT_EQ(e.code(), -0x15);
    EXPECT_NE(std::string(e.what()).find("Map change overflow"), std::string::npos);
  }
}

TEST(GtaMapEdit, SetBlockKindOrsOnTheFirstEditAndReplacesLater) {
  Game g = TestCity().set(5, 5, Col::Road).start();
  GameState& s = g.mutableState();
  mapSetBlockKind(s, 5, 5, 5, BlockType::Pavement);  // quirk: road 2 | pavement 3 = 3
  EXPECT_EQ((s.blocks().typeMap(5, 5, 5) >> 4) & 7, 3);
  mapSetBlockKind(s, 5, 5, 5, BlockType::Water);  // later: replaced, 1
  EXPECT_EQ((s.blocks().typeMap(5, 5, 5) >> 4) & 7, 1);
  Game h = TestCity().set(5, 5, Col::Road).start();
  mapSetBlockKind(h.mutableState(), 5, 5, 5, BlockType::Field);  // 2 | 4 = 6
  EXPECT_EQ((h.state().blocks().typeMap(5, 5, 5) >> 4) & 7, 6);
}

TEST(GtaMapEdit, SetBlockFaceLeavesTheTypeCache) {
  Game g = TestCity().set(3, 4, Col::Building).start();
  GameState& s = g.mutableState();
  const MapBlocks* before = &s.blocks();
  mapSetBlockFace(s, 3, 4, 4, Face::Left, 0);
  mapSetBlockFace(s, 3, 4, 4, Face::Lid, 9);
  EXPECT_EQ(&s.blocks(), before);  // no cache copy was made: the cache is not touched
  EXPECT_EQ(s.blocks().lid(3, 4, 4), 6);
  MapEditBlock b;
  ASSERT_TRUE(mapBlockRecord(s, 3, 4, 4, b));
  EXPECT_EQ(b.left, 0);
  EXPECT_EQ(b.lid, 9);
  EXPECT_EQ(b.right, 5);
}

TEST(GtaMapEdit, FaceSolidAndCovered) {
  Game g = TestCity().set(3, 4, Col::Building).set(5, 5, Col::Road).start();
  GameState& s = g.mutableState();
  EXPECT_TRUE(mapIsFaceSolid(s, 3, 4, 4, Face::Left));
  EXPECT_FALSE(mapIsFaceSolid(s, 5, 5, 5, Face::Left));
  EXPECT_FALSE(mapIsFaceSolid(s, 3, 4, 3, Face::Left));  // air
  mapSetBlockFace(s, 3, 4, 4, Face::Left, 0);
  EXPECT_FALSE(mapIsFaceSolid(s, 3, 4, 4, Face::Left));
  EXPECT_TRUE(mapIsCovered(s, 3, 4, 5));  // the building's top block covers its bottom one
  EXPECT_FALSE(mapIsCovered(s, 3, 4, 4));
  EXPECT_FALSE(mapIsCovered(s, 5, 5, 5));
  EXPECT_FALSE(mapIsCovered(s, -1, 5, 5));  // port deviation: false outside the map
  EXPECT_FALSE(mapIsCovered(s, 5, 300, 5));
}

TEST(GtaMapEdit, EditsAreStateCopiesAreIndependent) {
  Game g = TestCity().set(5, 5, Col::Road).start();
  const GameState copy = g.state();
  mapSetBlockType(g.mutableState(), 5, 5, 5, test::kTmWater);
  EXPECT_NE(gameStateHash(copy), g.hash());
  EXPECT_FALSE(copy == g.state());
  EXPECT_EQ(copy.blocks().typeMap(5, 5, 5), test::kTmRoad);
  GameState again = copy;
  mapSetBlockType(again, 5, 5, 5, test::kTmWater);
  EXPECT_TRUE(again == g.state());
  EXPECT_EQ(gameStateHash(again), g.hash());
  EXPECT_EQ(copy.blocks().typeMap(5, 5, 5), test::kTmRoad);  // the copy-on-write cache
}

TEST(GtaMapEditReal, Mission1EditsAndOverflow) {
  GTA1_DATA_OR_SKIP(dir);
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  GameState& s = g.mutableState();
  const uint64_t h0 = g.hash();
  int edits = 0;
  bool threw = false;
  for (int y = 0; y < 256 && !threw; ++y) {
    for (int x = 0; x < 256 && !threw; ++x) {
      MapEditBlock b;
      int z = 0;
      while (z < 6 && !mapBlockRecord(s, x, y, z, b)) ++z;
      if (z == 6) continue;
      try {
        mapOrBlockFlags(s, x, y, z, 0x1);
        ++edits;
        EXPECT_EQ(s.blocks().typeMap(x, y, z) & 1, 1) << x << "," << y;
      } catch (const FatalError& e) {
        EXPECT_EQ(e.code(), kFatalMapChangeOverflow);
        threw = true;
      }
    }
  }
  EXPECT_TRUE(threw);
  EXPECT_EQ(edits, kRealEdits) << "edits before the overflow";
  EXPECT_NE(g.hash(), h0);
  EXPECT_EQ(g.map().fileSize(), 468131u);
}

}  // namespace
}  // namespace gta
