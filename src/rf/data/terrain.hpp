// SPDX-License-Identifier: GPL-3.0-or-later
// Terrain ids 0..127 (cell bits 0-6, rf-maps.md "Terrain id classes"): what class each id
// is in, the road directions, and the shape of the water in the transition tiles, as
// GetObjWaterState 0x4185e0 reads it: shore polygons for 4..23 (table 0x443558) and the
// shallow box for 40..51 (table 0x443618). The shapes are designed (the original tables and
// the ART.CAR frames are not in the notes); see terrain.cpp for the design and its picture.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace rf {

enum class TerrainClass : uint8_t {
  Land,            // 0 grass
  Shallow,         // 1 shallow water (depth 1)
  Deep,            // 2 deep water (depth 2), also the fill outside the map
  DryLand,         // 3 dry land
  Shore,           // 4..23 land / shallow water split by a shore polygon
  ShallowVariant,  // 24..39 shallow water for every test (shallow / deep look)
  ShallowBox,      // 40..51 a shallow box in deep water
  LandTransition,  // 52..72 grass / dry land transitions (land)
  Road,            // 73..83 road pieces
  BridgeEnd,       // 84/85 H-bridge W/E abutment, 86/87 V-bridge N/S abutment
  GateFloor,       // 88/89 gate floor H/V
  HomePad,         // 90/91 home pad of team 0/1
  ObjectGround,    // 92..111 ground under objects (overrides), 92 = a rising lift
  Unused,          // 112..127: no meaning known (land for every test)
};

// Road connection bits (designed, inferred from the palette: see terrain.cpp).
inline constexpr uint8_t kRoadN = 1;
inline constexpr uint8_t kRoadE = 2;
inline constexpr uint8_t kRoadS = 4;
inline constexpr uint8_t kRoadW = 8;

struct TerrainInfo {
  TerrainClass cls;
  uint8_t roads;          // kRoad* bits the tile connects (0 off the road network)
  std::string_view name;  // short readable name ("grass", "road corner N-E", ...)
};

inline constexpr int kTerrainCount = 128;
extern const std::array<TerrainInfo, kTerrainCount> kTerrainTable;

// The record of a terrain id; throws std::out_of_range for ids >= 128.
const TerrainInfo& terrainInfo(uint32_t id);

// The home pad terrain of a team (90 team 0, 91 team 1).
inline constexpr uint32_t kHomePadTerrain = 90;
constexpr uint32_t homePadTerrain(int team) {
  return kHomePadTerrain + static_cast<uint32_t>(team);
}

inline constexpr uint32_t kFirstRoadTerrain = 0x49;  // 73
inline constexpr uint32_t kLastRoadTerrain = 0x53;   // 83
constexpr bool isRoadTerrain(uint32_t id) {
  return id >= kFirstRoadTerrain && id <= kLastRoadTerrain;
}

// FUN_00418a30 "water depth": 2 deep (2), 1 shallow (1 and every transition id 4..51),
// 0 dry.
constexpr int terrainWaterDepth(uint32_t id) {
  if (id == 2) return 2;
  if (id == 1 || (id >= 4 && id <= 51)) return 1;
  return 0;
}

// ---- shore pieces (terrain 4..23), GetObjWaterState 0x4185e0 / table 0x443558 ----

// A point in cell-local pixels: 0..32 on both axes, x east, y south.
struct CellPoint {
  int8_t x;
  int8_t y;
};

// A convex polygon, vertices clockwise on screen (y down).
struct ShorePolygon {
  uint8_t count;
  std::array<CellPoint, 9> v;
};

struct ShorePiece {
  uint8_t polygon;   // index into kShorePolygons, 0..3
  uint8_t rotation;  // clockwise quarter turns about the cell centre, 0..3
  bool invert;       // false: the polygon is the water; true: the polygon is the land
};

inline constexpr uint32_t kFirstShoreTerrain = 4;
inline constexpr uint32_t kLastShoreTerrain = 23;
inline constexpr uint32_t kFirstShallowBoxTerrain = 40;
inline constexpr uint32_t kLastShallowBoxTerrain = 51;

extern const std::array<ShorePolygon, 4> kShorePolygons;
extern const std::array<ShorePiece, 20> kShorePieces;  // terrain 4..23

// The piece of a shore terrain id (4..23); std::out_of_range otherwise.
const ShorePiece& shorePiece(uint32_t terrain);
// The piece's polygon turned into place (still clockwise, cell-local pixels).
ShorePolygon placedShorePolygon(const ShorePiece& piece);

// ---- shallow boxes (terrain 40..51), table 0x443618 ----

// Half-open pixel box [x0, x1) x [y0, y1) in cell-local pixels: shallow inside, deep outside.
struct ShallowBox {
  uint8_t x0, y0, x1, y1;
};
extern const std::array<ShallowBox, 12> kShallowBoxes;  // terrain 40..51
const ShallowBox& shallowBox(uint32_t terrain);

// The water depth (0 dry, 1 shallow, 2 deep) of one pixel (px, py in 0..31, tested at the
// pixel centre) of a cell with this terrain, by the classes of GetObjWaterState: shore
// polygons for 4..23, boxes for 40..51, every id > 51 dry. For renderers and map tools;
// the simulation tests a vehicle's shape against the same polygons.
int pixelWaterDepth(uint32_t terrain, int px, int py);

}  // namespace rf
