// SPDX-License-Identifier: GPL-3.0-or-later
// The tile byte table 0x452858, pinned row by row against rf-maps.md "Tile byte table".
#include <gtest/gtest.h>

#include <set>
#include <tuple>
#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/terrain.hpp"
#include "rf/data/tile_table.hpp"

namespace rf {
namespace {

void expectTerrainRow(int firstByte, const std::vector<int>& terrains) {
  for (size_t i = 0; i < terrains.size(); ++i) {
    const int b = firstByte + static_cast<int>(i);
    const TileEntry& e = kTileTable[static_cast<size_t>(b)];
    EXPECT_EQ(e.terrain, terrains[i]) << "byte " << b;
    EXPECT_EQ(e.object, 0) << "byte " << b;
    EXPECT_EQ(e.handler, TileHandler::None) << "byte " << b;
  }
}

void expectObject(int b, Bno object, int team, int terrain = 0, TileHandler handler = TileHandler::None) {
  const TileEntry& e = kTileTable[static_cast<size_t>(b)];
  EXPECT_EQ(e.object, bnoId(object)) << "byte " << b;
  EXPECT_EQ(e.team, team) << "byte " << b;
  EXPECT_EQ(e.terrain, terrain) << "byte " << b;
  EXPECT_EQ(e.handler, handler) << "byte " << b;
}

TEST(TileTable, HasExactly240Entries) {
  EXPECT_EQ(kTileTable.size(), 240u);
}

TEST(TileTable, TerrainPaletteRows) {
  expectTerrainRow(0, {0, 2, 4, 5, 6, 7, 8, 9, 16, 17, 18, 19, 24, 25, 28, 29, 40, 41, 44, 45});
  expectTerrainRow(20, {1, 3, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 26, 27, 30, 31, 42, 43, 46, 47});
  expectTerrainRow(40, {32, 33, 52, 53, 56, 57, 61, 62});
  expectTerrainRow(49, {84, 85});
  expectTerrainRow(52, {73, 80, 75, 81});
  expectTerrainRow(60, {34, 35, 54, 55, 58, 59, 63, 64});
  expectTerrainRow(69, {86, 87});
  expectTerrainRow(72, {79, 74, 78, 77});
  expectTerrainRow(80, {36, 37, 48, 49, 65, 66, 67, 68, 60});
  expectTerrainRow(93, {82, 76, 83});
  expectTerrainRow(100, {38, 39, 50, 51, 69, 70, 71, 72});
}

TEST(TileTable, BridgePiecesAndPads) {
  expectObject(48, Bno::BrigeH, 0, 0);
  expectObject(68, Bno::BrigeV, 0, 0);
  expectObject(57, Bno::None, 0, 90, TileHandler::HomePad);
  expectObject(77, Bno::None, 1, 91, TileHandler::HomePad);
}

TEST(TileTable, NeutralObjects) {
  expectObject(120, Bno::Bush1S, 2);
  expectObject(121, Bno::Palm1S, 2);
  expectObject(122, Bno::Bush2S, 2);
  expectObject(123, Bno::Palm2S, 2);
  expectObject(124, Bno::TreeS, 2);
  expectObject(125, Bno::Rock1S, 2);
  expectObject(126, Bno::Rock2S, 2);
  expectObject(127, Bno::Rock1T, 2, 1);  // on shallow water
  expectObject(128, Bno::Rock2T, 2, 1);
  expectObject(129, Bno::Bush1S, 2, 60);
  expectObject(130, Bno::Palm1S, 2, 60);
  expectObject(131, Bno::Bush2S, 2, 60);
  expectObject(132, Bno::Palm2S, 2, 60);
  expectObject(133, Bno::Cactus, 2);
  expectObject(134, Bno::TreeS, 2, 93);
  expectObject(135, Bno::PlanterBush, 2);
  expectObject(136, Bno::PlanterBerry, 2);
  expectObject(137, Bno::PlanterStone, 2);
}

TEST(TileTable, TeamBuildingListForBothTeams) {
  const std::vector<std::pair<int, Bno>> list = {
      {0, Bno::PrisonS},   {1, Bno::BldgS},       {2, Bno::BldgW},     {3, Bno::FactS},     {4, Bno::FactW},
      {5, Bno::BnkrS},     {6, Bno::BnkrW},       {7, Bno::HospS},     {8, Bno::HospW},     {9, Bno::FuelS},
      {10, Bno::FuelW},    {11, Bno::GateV},      {12, Bno::WallV},    {13, Bno::TentV},    {14, Bno::Tower},
      {15, Bno::WtowerNE}, {16, Bno::WtowerNW},   {17, Bno::Outpost},  {21, Bno::BldgE},    {22, Bno::BldgN},
      {23, Bno::FactE},    {24, Bno::FactN},      {25, Bno::BnkrE},    {26, Bno::BnkrN},    {27, Bno::HospE},
      {29, Bno::FuelE},    {30, Bno::FuelN},      {31, Bno::GateH},    {32, Bno::WallH},    {33, Bno::TentH},
      {34, Bno::Ammo},     {35, Bno::LargeTower}, {36, Bno::WtowerSE}, {37, Bno::WtowerSW},
  };
  for (int team = 0; team < 2; ++team) {
    const int base = team == 0 ? 160 : 200;
    for (const auto& [offset, object] : list) expectObject(base + offset, object, team);
    expectObject(base + 20, Bno::Flag, team, 0, TileHandler::FlagSite);
    expectObject(base + 28, Bno::None, team, 0);  // nothing, terrain 0
  }
}

TEST(TileTable, SpotChecksFromTheBrief) {
  expectObject(57, Bno::None, 0, 90, TileHandler::HomePad);
  expectObject(120, Bno::Bush1S, 2);
  expectObject(160 + 20, Bno::Flag, 0, 0, TileHandler::FlagSite);
  expectObject(200 + 14, Bno::Tower, 1);
}

TEST(TileTable, UnusedSlotsAreCleared) {
  std::set<int> unused = {51, 56, 58, 59, 71, 76, 78, 79, 178, 179, 198, 199, 218, 219, 238, 239};
  for (int b = 89; b <= 92; ++b) unused.insert(b);
  for (int b = 96; b <= 99; ++b) unused.insert(b);
  for (int b = 108; b <= 119; ++b) unused.insert(b);
  for (int b = 138; b <= 159; ++b) unused.insert(b);
  for (int b = 0; b < kTileTableSize; ++b) {
    const TileEntry& e = kTileTable[static_cast<size_t>(b)];
    if (unused.count(b) != 0) {
      EXPECT_EQ(e.terrain, kUnusedTerrain) << "byte " << b;
      EXPECT_EQ(e.object, 0) << "byte " << b;
      EXPECT_EQ(e.handler, TileHandler::None) << "byte " << b;
    } else {
      EXPECT_NE(e.terrain, kUnusedTerrain) << "byte " << b;
    }
  }
}

TEST(TileTable, EveryTransitionTerrainAppearsOnce) {
  std::multiset<int> seen;
  for (const TileEntry& e : kTileTable) {
    if (e.object == 0 && e.terrain != kUnusedTerrain && e.terrain >= 4 && e.terrain <= 72)
      seen.insert(e.terrain);
  }
  for (int t = 4; t <= 72; ++t) EXPECT_EQ(seen.count(t), 1u) << "terrain " << t;
}

// tileEntry reads the tables in use (data_tables.hpp): here the designed ones, kTileTable.
TEST(TileTable, BytesFromF0ReadAsZero) {
  for (int b = 0xF0; b <= 0xFF; ++b) EXPECT_EQ(&tileEntry(static_cast<uint8_t>(b)), &tileEntry(0));
  EXPECT_EQ(tileEntry(0), kTileTable[0]);
  EXPECT_EQ(tileEntry(0xEF), kTileTable[0xEF]);
  EXPECT_NE(&tileEntry(0xEF), &tileEntry(0));
}

// ---- terrain ids (terrain.hpp): the classes of the notes and the designed shapes ----

TEST(TileTerrain, ClassesOfTheNotes) {
  EXPECT_EQ(terrainInfo(0).cls, TerrainClass::Land);
  EXPECT_EQ(terrainInfo(1).cls, TerrainClass::Shallow);
  EXPECT_EQ(terrainInfo(2).cls, TerrainClass::Deep);
  EXPECT_EQ(terrainInfo(3).cls, TerrainClass::DryLand);
  const std::vector<std::pair<std::pair<int, int>, TerrainClass>> ranges = {
      {{4, 23}, TerrainClass::Shore},          {{24, 39}, TerrainClass::ShallowVariant},
      {{40, 51}, TerrainClass::ShallowBox},    {{52, 72}, TerrainClass::LandTransition},
      {{73, 83}, TerrainClass::Road},          {{84, 87}, TerrainClass::BridgeEnd},
      {{88, 89}, TerrainClass::GateFloor},     {{90, 91}, TerrainClass::HomePad},
      {{92, 111}, TerrainClass::ObjectGround}, {{112, 127}, TerrainClass::Unused},
  };
  for (const auto& [range, cls] : ranges) {
    for (int t = range.first; t <= range.second; ++t) EXPECT_EQ(terrainInfo(t).cls, cls) << "terrain " << t;
  }
  EXPECT_THROW(terrainInfo(128), std::out_of_range);
  for (int t = 0; t < 128; ++t) EXPECT_EQ(isRoadTerrain(t), t >= 0x49 && t <= 0x53) << t;
}

TEST(TileTerrain, WaterDepthOfFun00418a30) {
  EXPECT_EQ(terrainWaterDepth(0), 0);
  EXPECT_EQ(terrainWaterDepth(1), 1);
  EXPECT_EQ(terrainWaterDepth(2), 2);
  EXPECT_EQ(terrainWaterDepth(3), 0);
  for (int t = 4; t <= 51; ++t) EXPECT_EQ(terrainWaterDepth(t), 1) << t;
  for (int t = 52; t < 128; ++t) EXPECT_EQ(terrainWaterDepth(t), 0) << t;
}

// The road pieces as they sit in the palette (bytes 53-55, 73-75, 93-95) draw a closed
// road square: neighbours agree on every shared side and nothing leads out of the block.
TEST(TileTerrain, RoadPaletteBlockIsAClosedSquare) {
  const int block[3][3] = {{80, 75, 81}, {74, 78, 77}, {82, 76, 83}};
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 3; ++c) {
      const uint8_t m = terrainInfo(block[r][c]).roads;
      const bool e = (m & kRoadE) != 0;
      const bool s = (m & kRoadS) != 0;
      if (c < 2) {
        EXPECT_EQ(e, (terrainInfo(block[r][c + 1]).roads & kRoadW) != 0) << block[r][c];
      }
      if (r < 2) {
        EXPECT_EQ(s, (terrainInfo(block[r + 1][c]).roads & kRoadN) != 0) << block[r][c];
      }
      if (c == 0) {
        EXPECT_EQ(m & kRoadW, 0) << block[r][c];
      }
      if (c == 2) {
        EXPECT_FALSE(e) << block[r][c];
      }
      if (r == 0) {
        EXPECT_EQ(m & kRoadN, 0) << block[r][c];
      }
      if (r == 2) {
        EXPECT_FALSE(s) << block[r][c];
      }
    }
  }
  EXPECT_EQ(terrainInfo(73).roads, kRoadE | kRoadW);
  EXPECT_EQ(terrainInfo(79).roads, kRoadN | kRoadS);
  EXPECT_EQ(terrainInfo(78).roads, kRoadN | kRoadE | kRoadS | kRoadW);
}

enum class Side { N, E, S, W };

// The 32 pixel depths along one side of a terrain tile.
std::vector<int> sideProfile(int terrain, Side side) {
  std::vector<int> out;
  for (int i = 0; i < 32; ++i) {
    switch (side) {
      case Side::N:
        out.push_back(pixelWaterDepth(terrain, i, 0));
        break;
      case Side::S:
        out.push_back(pixelWaterDepth(terrain, i, 31));
        break;
      case Side::W:
        out.push_back(pixelWaterDepth(terrain, 0, i));
        break;
      case Side::E:
        out.push_back(pixelWaterDepth(terrain, 31, i));
        break;
    }
  }
  return out;
}

TEST(TileTerrain, ShorePiecesHaveTheirWaterWhereTheirNameSays) {
  // Straight shores: water on the named side.
  EXPECT_EQ(pixelWaterDepth(8, 16, 2), 1);
  EXPECT_EQ(pixelWaterDepth(8, 16, 29), 0);
  EXPECT_EQ(pixelWaterDepth(9, 29, 16), 1);
  EXPECT_EQ(pixelWaterDepth(9, 2, 16), 0);
  EXPECT_EQ(pixelWaterDepth(14, 16, 29), 1);
  EXPECT_EQ(pixelWaterDepth(15, 2, 16), 1);
  // Island NW corner: land only near the SE corner. Pond SE corner: water only near NW.
  EXPECT_EQ(pixelWaterDepth(4, 30, 30), 0);
  EXPECT_EQ(pixelWaterDepth(4, 2, 2), 1);
  EXPECT_EQ(pixelWaterDepth(4, 30, 2), 1);
  EXPECT_EQ(pixelWaterDepth(13, 2, 2), 1);
  EXPECT_EQ(pixelWaterDepth(13, 30, 30), 0);
  EXPECT_EQ(pixelWaterDepth(13, 30, 2), 0);
  // Diagonals and headlands.
  EXPECT_EQ(pixelWaterDepth(16, 4, 4), 1);
  EXPECT_EQ(pixelWaterDepth(16, 28, 28), 0);
  EXPECT_EQ(pixelWaterDepth(21, 28, 28), 1);
  EXPECT_EQ(pixelWaterDepth(18, 16, 4), 1);
  EXPECT_EQ(pixelWaterDepth(18, 16, 30), 0);
  EXPECT_EQ(pixelWaterDepth(18, 1, 20), 1);
  EXPECT_EQ(pixelWaterDepth(19, 30, 16), 1);
  EXPECT_EQ(pixelWaterDepth(19, 1, 16), 0);
}

// Each 2 x 2 palette block of shore pieces draws a closed shape: an island, a pond, a
// diamond island; in each the pieces agree pixel for pixel along the sides they share.
TEST(TileTerrain, ShorePaletteBlocksJoin) {
  const int blocks[3][2][2] = {{{4, 5}, {10, 11}}, {{6, 7}, {12, 13}}, {{16, 17}, {20, 21}}};
  for (const auto& b : blocks) {
    EXPECT_EQ(sideProfile(b[0][0], Side::E), sideProfile(b[0][1], Side::W)) << b[0][0];
    EXPECT_EQ(sideProfile(b[1][0], Side::E), sideProfile(b[1][1], Side::W)) << b[1][0];
    EXPECT_EQ(sideProfile(b[0][0], Side::S), sideProfile(b[1][0], Side::N)) << b[0][0];
    EXPECT_EQ(sideProfile(b[0][1], Side::S), sideProfile(b[1][1], Side::N)) << b[0][1];
  }
  // Island and diamond: land at the block centre, water at its outer corners.
  for (int t : {4, 16}) {
    EXPECT_EQ(pixelWaterDepth(t, 31, 31), 0) << t;
    EXPECT_EQ(pixelWaterDepth(t, 0, 0), 1) << t;
  }
  EXPECT_EQ(pixelWaterDepth(6, 31, 31), 1);  // pond: water at the centre
  EXPECT_EQ(pixelWaterDepth(6, 0, 0), 0);
}

// A big island: island corners next to straight shores; a lake: pond corners next to
// straight shores facing inward; a headland on a land cell. Shared sides agree.
TEST(TileTerrain, CornersJoinStraightShores) {
  const std::vector<std::tuple<int, Side, int, Side>> joins = {
      {4, Side::E, 8, Side::W},   {4, Side::S, 15, Side::N},  {8, Side::E, 5, Side::W},
      {5, Side::S, 9, Side::N},   {15, Side::S, 10, Side::N}, {14, Side::E, 11, Side::W},
      {9, Side::S, 11, Side::N},  {10, Side::E, 14, Side::W}, {8, Side::E, 13, Side::W},
      {15, Side::S, 13, Side::N}, {12, Side::E, 8, Side::W},  {6, Side::S, 9, Side::N},
  };
  for (const auto& [a, sa, b, sb] : joins)
    EXPECT_EQ(sideProfile(a, sa), sideProfile(b, sb)) << a << " / " << b;
  EXPECT_EQ(sideProfile(18, Side::S), sideProfile(0, Side::N));
  EXPECT_EQ(sideProfile(18, Side::N), sideProfile(1, Side::S));
}

TEST(TileTerrain, ShallowBoxes) {
  EXPECT_EQ(pixelWaterDepth(40, 20, 20), 1);
  EXPECT_EQ(pixelWaterDepth(40, 4, 4), 2);
  EXPECT_EQ(pixelWaterDepth(44, 4, 15), 1);
  EXPECT_EQ(pixelWaterDepth(44, 4, 16), 2);
  EXPECT_EQ(pixelWaterDepth(48, 4, 23), 1);
  EXPECT_EQ(pixelWaterDepth(48, 4, 24), 2);
  // The 2 x 2 palette block 40 41 / 42 43 is a shallow square round the block centre.
  EXPECT_EQ(pixelWaterDepth(40, 31, 31), 1);
  EXPECT_EQ(pixelWaterDepth(41, 0, 31), 1);
  EXPECT_EQ(pixelWaterDepth(42, 31, 0), 1);
  EXPECT_EQ(pixelWaterDepth(43, 0, 0), 1);
  EXPECT_THROW(shallowBox(39), std::out_of_range);
  EXPECT_THROW(shorePiece(24), std::out_of_range);
}

TEST(TileTerrain, OtherClassesHaveOneDepth) {
  for (int px : {0, 15, 31}) {
    EXPECT_EQ(pixelWaterDepth(0, px, px), 0);
    EXPECT_EQ(pixelWaterDepth(1, px, px), 1);
    EXPECT_EQ(pixelWaterDepth(2, px, px), 2);
    EXPECT_EQ(pixelWaterDepth(30, px, px), 1);
    EXPECT_EQ(pixelWaterDepth(60, px, px), 0);
    EXPECT_EQ(pixelWaterDepth(90, px, px), 0);
  }
}

}  // namespace
}  // namespace rf
