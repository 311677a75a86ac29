// SPDX-License-Identifier: GPL-3.0-or-later
// GTA (1997) CMP city map file (gta-cmp-format.md; the sections map.c keeps raw in
// gta-game-core.md). All little-endian; the sections follow each other without padding:
//   header 28 | base 256x256 u32 | column | block | object_pos | route | location 108 | nav_data
// The reader validates every size and offset (one-line core::ParseError) and keeps every
// byte, so serializeCmp(parseCmp(bytes)) == bytes.
//
// Layer order (checked on NYC.CMP against Map_GetGroundZ 0x4544e0): z = 0 is the TOP layer
// and z grows downward to 5 (the ground of layer z is its bottom face, z * 0x400000 +
// 0x3f0000). A column is {u16 height, 6 - height block numbers}; block i of the list is at
// layer height + i, i.e. the list runs from the first stored layer DOWN to the bottom
// layer, and layers 0 .. height - 1 are air. (The format documents describe the list as
// "from the ground layer upward"; on NYC.CMP that reading puts roofs under buildings and
// objects in the air, the top-down one puts 3012 of the 3015 objects in the layer
// Map_GetGroundZ finds: see docs/gta-data.md.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/fields.hpp"

namespace gta {

inline constexpr int kCmpMapSize = 256;  // blocks each way
inline constexpr int kCmpLayers = 6;
inline constexpr size_t kCmpHeaderSize = 28;
inline constexpr size_t kCmpBaseSize = size_t{kCmpMapSize} * kCmpMapSize * 4;
inline constexpr size_t kCmpBlockRecordSize = 8;
inline constexpr size_t kCmpObjectRecordSize = 14;
inline constexpr size_t kCmpLocationSize = 108;  // 6 kinds x 6 x (x, y, z)
inline constexpr size_t kCmpNavRecordSize = 35;
inline constexpr size_t kCmpNavNameSize = 30;

// Route_LoadCmp 0x471970: types 0xfe / 0xff are paths, copied into path slots 50.. of
// 0xff bytes (85 triples) each; the other types are roadblock vertex sets.
inline constexpr uint8_t kRouteTypePathFe = 0xfe;
inline constexpr uint8_t kRouteTypePathFf = 0xff;
inline constexpr int kFirstPathSlot = 50;
inline constexpr size_t kPathSlotBytes = 0xff;
inline constexpr int kPathSlotVertices = 85;
inline constexpr int kMaxPaths = 100;
inline constexpr int kMaxRoadblockVertices = 300;

struct CmpHeader {
  uint32_t version = 331;  // +0x00
  uint8_t style = 1;       // +0x04 STYLEnnn.G24 / .GRY
  uint8_t sample = 0;      // +0x05 sample number
  uint16_t reserved = 0;   // +0x06
  // Section sizes as read (+0x08 route, +0x0c object_pos, +0x10 column, +0x14 block,
  // +0x18 nav_data). serializeCmp writes the sizes of the content instead; for a read file
  // they are the same.
  uint32_t routeSize = 0;
  uint32_t objectPosSize = 0;
  uint32_t columnSize = 0;
  uint32_t blockSize = 0;
  uint32_t navDataSize = 0;
};

enum class BlockType : uint8_t {
  Air = 0,
  Water = 1,
  Road = 2,
  Pavement = 3,
  Field = 4,
  Building = 5,
  Unused6,
  Unused7
};

const char* blockTypeName(BlockType t);

// One 8-byte block record. Face bytes are tile numbers (0 = no face).
struct CmpBlock {
  uint16_t typeMap = 0;
  uint8_t typeMapExt = 0;
  uint8_t left = 0;
  uint8_t right = 0;
  uint8_t top = 0;
  uint8_t bottom = 0;
  uint8_t lid = 0;

  // type_map bits 0-3: traffic directions up, down, left, right.
  uint8_t trafficDirs() const { return static_cast<uint8_t>(typeMap & 0xf); }
  bool trafficUp() const { return (typeMap & 0x1) != 0; }
  bool trafficDown() const { return (typeMap & 0x2) != 0; }
  bool trafficLeft() const { return (typeMap & 0x4) != 0; }
  bool trafficRight() const { return (typeMap & 0x8) != 0; }
  BlockType type() const { return static_cast<BlockType>((typeMap >> 4) & 0x7); }  // bits 4-6
  bool flat() const { return (typeMap & 0x80) != 0; }                              // bit 7
  // bits 8-13: 0 none, 1-8 two-block 26 deg, 9-40 eight-block 7 deg, 41-44 one-block 45 deg.
  uint8_t slope() const { return static_cast<uint8_t>((typeMap >> 8) & 0x3f); }
  uint8_t lidRotation() const { return static_cast<uint8_t>(typeMap >> 14); }       // bits 14-15
  uint8_t trafficLights() const { return static_cast<uint8_t>(typeMapExt & 0x7); }  // ext 0-2
  uint8_t remap() const { return static_cast<uint8_t>((typeMapExt >> 3) & 0x3); }   // ext 3-4
  bool flipTopBottom() const { return (typeMapExt & 0x20) != 0; }                   // ext 5
  bool flipLeftRight() const { return (typeMapExt & 0x40) != 0; }                   // ext 6
  bool railway() const { return (typeMapExt & 0x80) != 0; }                         // ext 7
  bool operator==(const CmpBlock&) const = default;
  // The field list: the map edits keep changed blocks in the hashed game state.
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CmpBlock, typeMap), CORE_FIELD(CmpBlock, typeMapExt), CORE_FIELD(CmpBlock, left),
                      CORE_FIELD(CmpBlock, right),   CORE_FIELD(CmpBlock, top),        CORE_FIELD(CmpBlock, bottom),
                      CORE_FIELD(CmpBlock, lid)};
  }
};
static_assert(core::everyFieldListed<CmpBlock>());

// One 14-byte object position: pixel coordinates, angles 0..1023.
struct CmpObjectPos {
  uint16_t x = 0;
  uint16_t y = 0;
  uint16_t z = 0;
  uint8_t type = 0;
  uint8_t remap = 0;  // >= 0x80: a parked car (Obj_InitFromMap, gta-game-core.md)
  uint16_t rotation = 0;
  uint16_t pitch = 0;
  uint16_t roll = 0;
  bool parkedCar() const { return remap >= 0x80; }
  bool operator==(const CmpObjectPos&) const = default;
};

// A block position (route vertices, locations).
struct BlockPos {
  uint8_t x = 0;
  uint8_t y = 0;
  uint8_t z = 0;
  bool operator==(const BlockPos&) const = default;
};

// One route record {u8 n, u8 type, n x (x, y, z)}; n is vertices.size() (at most 255).
struct CmpRoute {
  uint8_t type = 0;
  std::vector<BlockPos> vertices;
  bool isPath() const { return type == kRouteTypePathFe || type == kRouteTypePathFf; }
  bool operator==(const CmpRoute&) const = default;
};

enum class LocationKind : uint8_t {
  Police = 0,
  Hospital = 1,
  Unused2 = 2,
  Unused3 = 3,
  FireStation = 4,
  Unused5 = 5
};

// The 108-byte location section: 6 kinds x 6 entries.
struct CmpLocations {
  std::array<std::array<BlockPos, 6>, 6> entries{};
  // A kind's count: its entries with x != 0 (wherever they are in the row).
  int count(LocationKind kind) const;
  const std::array<BlockPos, 6>& of(LocationKind kind) const { return entries[static_cast<size_t>(kind)]; }
  bool operator==(const CmpLocations&) const = default;
};

// One 35-byte nav zone {x, y, w, h, sample, name[30]}; the name bytes are kept whole
// (the shipped maps have editor left-overs after the NUL).
struct CmpNavZone {
  uint8_t x = 0;
  uint8_t y = 0;
  uint8_t w = 0;
  uint8_t h = 0;
  uint8_t sample = 0;
  std::array<uint8_t, kCmpNavNameSize> name{};
  std::string nameString() const;  // up to the first NUL
  bool operator==(const CmpNavZone&) const = default;
};

// A decoded column: blocks[i] is the block number at layer height + i (z = 0 is the top).
struct CmpColumn {
  uint8_t height = kCmpLayers;  // 0..6: layers 0 .. height-1 are air (not stored)
  std::array<uint16_t, kCmpLayers> blocks{};
  int blockCount() const { return kCmpLayers - height; }
  // The block number at layer z (0 top .. 5 bottom); nullopt for the air layers above.
  std::optional<uint16_t> atLayer(int z) const;
};

// What a top-down view of one (x, y) shows.
struct CmpTopView {
  int groundZ = -1;  // first layer from the top whose type isn't air (-1: none)
  BlockType groundType = BlockType::Air;
  uint16_t groundBlock = 0;
  int lidZ = -1;          // first layer from the top whose block has a lid tile
  uint16_t lidBlock = 0;  // its block number (rotation / flips / remap)
  uint8_t lid = 0;        // its lid tile (0: none in the column)
};

// Counts for `retrosim gta map info`.
struct CmpSummary {
  uint32_t version = 0;
  uint8_t style = 0;
  uint8_t sample = 0;
  size_t fileSize = 0;
  size_t columnBytes = 0;
  size_t distinctColumns = 0;  // distinct base offsets
  size_t blocks = 0;
  size_t objects = 0;
  size_t parkedCars = 0;
  size_t routeRecords = 0;
  size_t paths = 0;    // types 0xfe / 0xff
  size_t pathsFe = 0;  // of which type 0xfe
  size_t roadblockSets = 0;
  size_t roadblockVertices = 0;
  std::array<int, 6> locationCounts{};
  size_t navZones = 0;
  uint8_t maxSideTile = 0;  // largest left / right / top / bottom tile
  uint8_t maxLidTile = 0;
};

struct CmpFile {
  CmpHeader header;
  std::vector<uint32_t> base;    // 256 * 256 column offsets, [y][x]
  std::vector<uint8_t> columns;  // the column section, raw
  std::vector<CmpBlock> blocks;
  std::vector<CmpObjectPos> objects;
  std::vector<CmpRoute> routes;  // in file order
  CmpLocations locations;
  std::vector<CmpNavZone> navZones;

  // Decoded column of (x, y), 0 <= x, y < 256; throws std::out_of_range on bad
  // coordinates or a column outside the section (never for a file parseCmp accepted).
  CmpColumn column(int x, int y) const;
  // The block number at (x, y, z) (z = 0 top .. 5 bottom); nullopt in the air above height.
  std::optional<uint16_t> blockNumberAt(int x, int y, int z) const;
  const CmpBlock* blockAt(int x, int y, int z) const;  // nullptr in the air above height
  CmpTopView topView(int x, int y) const;
  CmpSummary summary() const;
  size_t fileSize() const;  // the size serializeCmp writes
};

// Route_LoadCmp 0x471970: the split the game makes of the route records.
struct PathSlotRoute {
  size_t record = 0;  // index into CmpFile::routes
  int slot = 0;       // kFirstPathSlot + k
};
struct RoadblockSet {
  size_t record = 0;  // index into CmpFile::routes
  uint8_t type = 0;   // the index into the roadblock table (0x5f2b50[type])
  size_t first = 0;   // first vertex in the pool
  size_t count = 0;
};
struct RouteSplit {
  std::vector<PathSlotRoute> paths;
  // Path slots kFirstPathSlot.. as the game lays them out (0x7537d0 + 0xff * slot): each
  // path's triples copied to its slot, then 0, 0, 0; an 85-vertex path's terminator lands
  // in the next slot (and a longer one overruns it): later paths overwrite what spilled.
  // Covers every slot written, plus the spill.
  std::vector<uint8_t> slotBytes;
  std::vector<RoadblockSet> roadblocks;  // in file order
  std::vector<BlockPos> roadblockPool;   // pooled vertices (0x5ce3c8), at most 300
  // The set the table holds for `type`: the last record of that type (a later one
  // replaces the table entry), or nullptr.
  const RoadblockSet* roadblockForType(uint8_t type) const;
  // Slot `slot`'s 0xff bytes (kFirstPathSlot <= slot < kFirstPathSlot + paths + 1).
  std::span<const uint8_t> slot(int slot) const;
};
RouteSplit splitRoutes(const std::vector<CmpRoute>& routes);

// Throws core::ParseError (one line: file, offset, expected, found) for any bad image.
CmpFile parseCmp(std::span<const uint8_t> data, const std::string& file);
CmpFile loadCmp(const std::string& path);
std::vector<uint8_t> serializeCmp(const CmpFile& cmp);
void saveCmp(const std::string& path, const CmpFile& cmp);  // core::writeFileAtomic

}  // namespace gta
