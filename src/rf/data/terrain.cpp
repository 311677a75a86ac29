// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/terrain.hpp"

#include <stdexcept>
#include <string>

namespace rf {
namespace {

using C = TerrainClass;
constexpr uint8_t N = kRoadN;
constexpr uint8_t E = kRoadE;
constexpr uint8_t S = kRoadS;
constexpr uint8_t W = kRoadW;

// Classes and names. The classes are the notes' (FUN_00418a30, FUN_0041cd80/FUN_0041cdb0,
// GetObjWaterState, the object overrides); the names of 4..51 follow the designed shapes
// below.
//
// designed: road directions. The 11 road ids sit in the tile palette as a 3 x 4 block
// (bytes 52-55, 72-75, 93-95):
//      73 80 75 81          E-W  corner E-S  T E-S-W  corner S-W
//      79 74 78 77    =     N-S  T N-E-S     cross    T N-S-W
//      -- 82 76 83          --   corner N-E  T N-E-W  corner N-W
// i.e. the two straights in the first column and, right of them, the 3 x 3 block an editor
// draws a road square with (corners, T junctions, the crossing in the middle). The bridge
// abutments carry the road across their bridge, and a gate floor the road through its gate
// (a gate in a horizontal wall lets traffic pass north-south).
// clang-format off
constexpr auto kTerrainData = std::to_array<TerrainInfo>({
    {C::Land, 0, "grass"},                  // 0
    {C::Shallow, 0, "shallow water"},       // 1
    {C::Deep, 0, "deep water"},             // 2
    {C::DryLand, 0, "dry land"},            // 3
    {C::Shore, 0, "shore: island NW corner"},    // 4
    {C::Shore, 0, "shore: island NE corner"},    // 5
    {C::Shore, 0, "shore: pond NW corner"},      // 6
    {C::Shore, 0, "shore: pond NE corner"},      // 7
    {C::Shore, 0, "shore: water N"},             // 8
    {C::Shore, 0, "shore: water E"},             // 9
    {C::Shore, 0, "shore: island SW corner"},    // 10
    {C::Shore, 0, "shore: island SE corner"},    // 11
    {C::Shore, 0, "shore: pond SW corner"},      // 12
    {C::Shore, 0, "shore: pond SE corner"},      // 13
    {C::Shore, 0, "shore: water S"},             // 14
    {C::Shore, 0, "shore: water W"},             // 15
    {C::Shore, 0, "shore: diagonal, water NW"},  // 16
    {C::Shore, 0, "shore: diagonal, water NE"},  // 17
    {C::Shore, 0, "shore: headland pointing N"}, // 18
    {C::Shore, 0, "shore: headland pointing E"}, // 19
    {C::Shore, 0, "shore: diagonal, water SW"},  // 20
    {C::Shore, 0, "shore: diagonal, water SE"},  // 21
    {C::Shore, 0, "shore: headland pointing S"}, // 22
    {C::Shore, 0, "shore: headland pointing W"}, // 23
    {C::ShallowVariant, 0, "shallow water 24"}, {C::ShallowVariant, 0, "shallow water 25"},  // 24-25
    {C::ShallowVariant, 0, "shallow water 26"}, {C::ShallowVariant, 0, "shallow water 27"},  // 26-27
    {C::ShallowVariant, 0, "shallow water 28"}, {C::ShallowVariant, 0, "shallow water 29"},  // 28-29
    {C::ShallowVariant, 0, "shallow water 30"}, {C::ShallowVariant, 0, "shallow water 31"},  // 30-31
    {C::ShallowVariant, 0, "shallow water 32"}, {C::ShallowVariant, 0, "shallow water 33"},  // 32-33
    {C::ShallowVariant, 0, "shallow water 34"}, {C::ShallowVariant, 0, "shallow water 35"},  // 34-35
    {C::ShallowVariant, 0, "shallow water 36"}, {C::ShallowVariant, 0, "shallow water 37"},  // 36-37
    {C::ShallowVariant, 0, "shallow water 38"}, {C::ShallowVariant, 0, "shallow water 39"},  // 38-39
    {C::ShallowBox, 0, "shallow box: SE quarter"},  // 40
    {C::ShallowBox, 0, "shallow box: SW quarter"},  // 41
    {C::ShallowBox, 0, "shallow box: NE quarter"},  // 42
    {C::ShallowBox, 0, "shallow box: NW quarter"},  // 43
    {C::ShallowBox, 0, "shallow box: N half"},      // 44
    {C::ShallowBox, 0, "shallow box: E half"},      // 45
    {C::ShallowBox, 0, "shallow box: S half"},      // 46
    {C::ShallowBox, 0, "shallow box: W half"},      // 47
    {C::ShallowBox, 0, "shallow box: N three quarters"},  // 48
    {C::ShallowBox, 0, "shallow box: E three quarters"},  // 49
    {C::ShallowBox, 0, "shallow box: S three quarters"},  // 50
    {C::ShallowBox, 0, "shallow box: W three quarters"},  // 51
    {C::LandTransition, 0, "land 52"}, {C::LandTransition, 0, "land 53"},  // 52-53
    {C::LandTransition, 0, "land 54"},  // 54
    {C::LandTransition, 0, "land 55"}, {C::LandTransition, 0, "land 56"},  // 55-56
    {C::LandTransition, 0, "land 57"},  // 57
    {C::LandTransition, 0, "land 58"}, {C::LandTransition, 0, "land 59"},  // 58-59
    {C::LandTransition, 0, "land 60"},  // 60
    {C::LandTransition, 0, "land 61"}, {C::LandTransition, 0, "land 62"},  // 61-62
    {C::LandTransition, 0, "land 63"},  // 63
    {C::LandTransition, 0, "land 64"}, {C::LandTransition, 0, "land 65"},  // 64-65
    {C::LandTransition, 0, "land 66"},  // 66
    {C::LandTransition, 0, "land 67"}, {C::LandTransition, 0, "land 68"},  // 67-68
    {C::LandTransition, 0, "land 69"},  // 69
    {C::LandTransition, 0, "land 70"}, {C::LandTransition, 0, "land 71"},  // 70-71
    {C::LandTransition, 0, "land 72"},  // 72
    {C::Road, E | W, "road E-W"},            // 73
    {C::Road, N | E | S, "road T N-E-S"},    // 74
    {C::Road, E | S | W, "road T E-S-W"},    // 75
    {C::Road, N | E | W, "road T N-E-W"},    // 76
    {C::Road, N | S | W, "road T N-S-W"},    // 77
    {C::Road, N | E | S | W, "road crossing"},  // 78
    {C::Road, N | S, "road N-S"},            // 79
    {C::Road, E | S, "road corner E-S"},     // 80
    {C::Road, S | W, "road corner S-W"},     // 81
    {C::Road, N | E, "road corner N-E"},     // 82
    {C::Road, N | W, "road corner N-W"},     // 83
    {C::BridgeEnd, E | W, "H-bridge W abutment"},  // 84
    {C::BridgeEnd, E | W, "H-bridge E abutment"},  // 85
    {C::BridgeEnd, N | S, "V-bridge N abutment"},  // 86
    {C::BridgeEnd, N | S, "V-bridge S abutment"},  // 87
    {C::GateFloor, N | S, "gate floor H"},         // 88
    {C::GateFloor, E | W, "gate floor V"},         // 89
    {C::HomePad, 0, "home pad team 0"},            // 90
    {C::HomePad, 0, "home pad team 1"},            // 91
    {C::ObjectGround, 0, "lift shaft"},            // 92 (set while a lift rises)
    {C::ObjectGround, 0, "tree base"},             // 93
    {C::ObjectGround, 0, "planter bush ground"},   // 94
    {C::ObjectGround, 0, "planter berry ground"},  // 95
    {C::ObjectGround, 0, "planter stone ground"},  // 96
    {C::ObjectGround, 0, "tower ground"},          // 97
    {C::ObjectGround, 0, "wall V ground"},         // 98
    {C::ObjectGround, 0, "wall H ground"},         // 99
    {C::ObjectGround, 0, "hospital ground"},       // 100
    {C::ObjectGround, 0, "fuel ground"},           // 101
    {C::ObjectGround, 0, "object ground 102"},     // 102
    {C::ObjectGround, 0, "prison ground"},         // 103
    {C::ObjectGround, 0, "ammo ground"},           // 104
    {C::ObjectGround, 0, "object ground 105"},     // 105
    {C::ObjectGround, 0, "wall rubble"},           // 106 (0x6a: a destroyed wall)
    {C::ObjectGround, 0, "object ground 107"},     // 107
    {C::ObjectGround, 0, "object ground 108"},     // 108
    {C::ObjectGround, 0, "flag ground"},           // 109
    {C::ObjectGround, 0, "damaged flag ground"},   // 110
    {C::ObjectGround, 0, "destroyed flag ground"}, // 111
    {C::Unused, 0, "unused 112"}, {C::Unused, 0, "unused 113"}, {C::Unused, 0, "unused 114"},  // 112-114
    {C::Unused, 0, "unused 115"}, {C::Unused, 0, "unused 116"}, {C::Unused, 0, "unused 117"},  // 115-117
    {C::Unused, 0, "unused 118"}, {C::Unused, 0, "unused 119"}, {C::Unused, 0, "unused 120"},  // 118-120
    {C::Unused, 0, "unused 121"}, {C::Unused, 0, "unused 122"}, {C::Unused, 0, "unused 123"},  // 121-123
    {C::Unused, 0, "unused 124"}, {C::Unused, 0, "unused 125"}, {C::Unused, 0, "unused 126"},  // 124-126
    {C::Unused, 0, "unused 127"},                                                             // 127
});
// clang-format on
static_assert(kTerrainData.size() == kTerrainCount, "terrain ids 0..127");

// designed: the shore shapes (table 0x443558). A shore tile is split into land and
// shallow water by one of four convex polygons, turned by 0..3 clockwise quarter turns
// about the cell centre; `invert` says whether the polygon is the water (false) or the
// land (true). A shore line always meets a cell side at its middle (16 px) or at a corner,
// so neighbouring pieces join. The palette (bytes 2-11 and 22-31) holds five 2 x 2 blocks;
// each block placed as it sits in the palette draws a closed shape:
//
//   palette        ids       piece                      polygon    rot inv  2x2 draws
//   bytes 2,3      4  5      island corners: land is    1 quarter  2,3  1   a round island
//   bytes 22,23    10 11     the quarter disc toward      disc     1,0
//                            the block centre
//   bytes 4,5      6  7      pond corners: water is     1 quarter  2,3  0   a round pond
//   bytes 24,25    12 13     the quarter disc toward      disc     1,0
//                            the block centre
//   bytes 6,7      8  9      straight shore, water on   0 half     0,1  0   (N, E,
//   bytes 26,27    14 15     the named side                        2,3       S, W)
//   bytes 8,9      16 17     diagonal shore, water in   2 half     0,1  0   a diamond island
//   bytes 28,29    20 21     the named corner's half     triangle  3,2
//   bytes 10,11    18 19     headland: a half disc of   3 half     0,1  1   (N, E,
//   bytes 30,31    22 23     land from one side, water     disc    2,3       S, W)
//                            round it
//
// A large island is drawn with island corners and straight shores (water outward), a
// lake with pond corners and straight shores (water inward); the quarter disc of radius
// 16 meets a straight shore at the middle of the shared side. Polygons (unturned):
//   0 half:      the north half, (0,0)-(32,16)
//   1 corner:    the quarter disc of radius 16 about the NW corner (6 vertices)
//   2 diagonal:  the triangle (0,0) (32,0) (0,32): water NW of the anti-diagonal
//   3 headland:  the half disc of radius 16 about the south side's middle (9 vertices)
// clang-format off
constexpr auto kShorePolygonData = std::to_array<ShorePolygon>({
    {4, {{{0, 0}, {32, 0}, {32, 16}, {0, 16}}}},
    {6, {{{0, 0}, {16, 0}, {15, 6}, {11, 11}, {6, 15}, {0, 16}}}},
    {3, {{{0, 0}, {32, 0}, {0, 32}}}},
    {9, {{{0, 32}, {1, 26}, {5, 21}, {10, 17}, {16, 16}, {22, 17}, {27, 21}, {31, 26}, {32, 32}}}},
});
// clang-format on
static_assert(kShorePolygonData.size() == 4, "the four polygons: half, corner, diagonal, headland");

// clang-format off
constexpr auto kShorePieceData = std::to_array<ShorePiece>({
    {1, 2, true},   // 4  island NW corner: land in the SE quarter
    {1, 3, true},   // 5  island NE corner: land in the SW quarter
    {1, 2, false},  // 6  pond NW corner: water in the SE quarter
    {1, 3, false},  // 7  pond NE corner: water in the SW quarter
    {0, 0, false},  // 8  water N
    {0, 1, false},  // 9  water E
    {1, 1, true},   // 10 island SW corner: land in the NE quarter
    {1, 0, true},   // 11 island SE corner: land in the NW quarter
    {1, 1, false},  // 12 pond SW corner: water in the NE quarter
    {1, 0, false},  // 13 pond SE corner: water in the NW quarter
    {0, 2, false},  // 14 water S
    {0, 3, false},  // 15 water W
    {2, 0, false},  // 16 diagonal, water NW
    {2, 1, false},  // 17 diagonal, water NE
    {3, 0, true},   // 18 headland pointing N (land from the S side)
    {3, 1, true},   // 19 headland pointing E (land from the W side)
    {2, 3, false},  // 20 diagonal, water SW
    {2, 2, false},  // 21 diagonal, water SE
    {3, 2, true},   // 22 headland pointing S (land from the N side)
    {3, 3, true},   // 23 headland pointing W (land from the E side)
});
// clang-format on
static_assert(kShorePieceData.size() == kLastShoreTerrain - kFirstShoreTerrain + 1);

// designed: the shallow boxes (table 0x443618) of 40..51, shallow inside. Palette bytes
// 16,17 / 36,37 (ids 40 41 / 42 43) draw a shallow square patch as a 2 x 2 block; 44..47
// are shallow halves and 48..51 shallow three quarters, on the named side.
// clang-format off
constexpr auto kShallowBoxData = std::to_array<ShallowBox>({
    {16, 16, 32, 32},  // 40 SE quarter
    {0, 16, 16, 32},   // 41 SW quarter
    {16, 0, 32, 16},   // 42 NE quarter
    {0, 0, 16, 16},    // 43 NW quarter
    {0, 0, 32, 16},    // 44 N half
    {16, 0, 32, 32},   // 45 E half
    {0, 16, 32, 32},   // 46 S half
    {0, 0, 16, 32},    // 47 W half
    {0, 0, 32, 24},    // 48 N three quarters
    {8, 0, 32, 32},    // 49 E three quarters
    {0, 8, 32, 32},    // 50 S three quarters
    {0, 0, 24, 32},    // 51 W three quarters
});
// clang-format on
static_assert(kShallowBoxData.size() == kLastShallowBoxTerrain - kFirstShallowBoxTerrain + 1);

constexpr int64_t cross(int ax, int ay, int bx, int by) {
  return static_cast<int64_t>(ax) * by - static_cast<int64_t>(ay) * bx;
}

constexpr bool convexClockwise(const ShorePolygon& p) {
  if (p.count < 3 || p.count > p.v.size()) return false;
  for (size_t i = 0; i < p.count; ++i) {
    const CellPoint a = p.v[i];
    const CellPoint b = p.v[(i + 1) % p.count];
    const CellPoint c = p.v[(i + 2) % p.count];
    if (cross(b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y) <= 0) return false;
  }
  return true;
}
static_assert(convexClockwise(kShorePolygonData[0]) && convexClockwise(kShorePolygonData[1]) &&
                  convexClockwise(kShorePolygonData[2]) && convexClockwise(kShorePolygonData[3]),
              "shore polygons are convex and clockwise");

// One clockwise quarter turn about the cell centre: (x, y) -> (32 - y, x).
constexpr CellPoint turn(CellPoint p) {
  return {static_cast<int8_t>(32 - p.y), p.x};
}

// Whether the point (x2, y2), in half pixels, lies inside or on the polygon.
bool containsHalfPixel(const ShorePolygon& p, int x2, int y2) {
  for (size_t i = 0; i < p.count; ++i) {
    const CellPoint a = p.v[i];
    const CellPoint b = p.v[(i + 1) % p.count];
    if (cross(2 * (b.x - a.x), 2 * (b.y - a.y), x2 - 2 * a.x, y2 - 2 * a.y) < 0) return false;
  }
  return true;
}

}  // namespace

const std::array<TerrainInfo, kTerrainCount> kTerrainTable = kTerrainData;
const std::array<ShorePolygon, 4> kShorePolygons = kShorePolygonData;
const std::array<ShorePiece, 20> kShorePieces = kShorePieceData;
const std::array<ShallowBox, 12> kShallowBoxes = kShallowBoxData;

const TerrainInfo& terrainInfo(uint32_t id) {
  if (id >= kTerrainTable.size())
    throw std::out_of_range("terrain id " + std::to_string(id) + " is not 0..127");
  return kTerrainTable[id];
}

const ShorePiece& shorePiece(uint32_t terrain) {
  if (terrain < kFirstShoreTerrain || terrain > kLastShoreTerrain) {
    throw std::out_of_range("terrain " + std::to_string(terrain) + " is not a shore piece (4..23)");
  }
  return kShorePieces[terrain - kFirstShoreTerrain];
}

ShorePolygon placedShorePolygon(const ShorePiece& piece) {
  ShorePolygon p = kShorePolygons.at(piece.polygon);
  for (int r = 0; r < (piece.rotation & 3); ++r) {
    for (size_t i = 0; i < p.count; ++i) p.v[i] = turn(p.v[i]);
  }
  return p;
}

const ShallowBox& shallowBox(uint32_t terrain) {
  if (terrain < kFirstShallowBoxTerrain || terrain > kLastShallowBoxTerrain) {
    throw std::out_of_range("terrain " + std::to_string(terrain) + " is not a shallow box (40..51)");
  }
  return kShallowBoxes[terrain - kFirstShallowBoxTerrain];
}

int pixelWaterDepth(uint32_t terrain, int px, int py) {
  if (terrain == 1) return 1;
  if (terrain == 2) return 2;
  if (terrain >= kFirstShoreTerrain && terrain <= kLastShoreTerrain) {
    const ShorePiece& piece = shorePiece(terrain);
    const bool inside = containsHalfPixel(placedShorePolygon(piece), 2 * px + 1, 2 * py + 1);
    return inside != piece.invert ? 1 : 0;
  }
  if (terrain >= 24 && terrain <= 39) return 1;
  if (terrain >= kFirstShallowBoxTerrain && terrain <= kLastShallowBoxTerrain) {
    const ShallowBox& b = shallowBox(terrain);
    return (px >= b.x0 && px < b.x1 && py >= b.y0 && py < b.y1) ? 1 : 2;
  }
  return 0;  // 0, 3 and every id > 51 (GetObjWaterState: terrain > 0x33 -> 0)
}

}  // namespace rf
