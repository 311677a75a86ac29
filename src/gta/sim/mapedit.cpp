// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/mapedit.hpp"

#include <algorithm>
#include <memory>
#include <string>

#include "gta/data/fatal_error.hpp"
#include "gta/sim/game.hpp"

namespace gta {

uint8_t& blockFace(MapEditBlock& b, Face f) {
  switch (f) {
    case Face::Left:
      return b.left;
    case Face::Right:
      return b.right;
    case Face::Top:
      return b.top;
    case Face::Bottom:
      return b.bottom;
    case Face::Lid:
      break;
  }
  return b.lid;
}

uint8_t blockFace(const MapEditBlock& b, Face f) {
  return blockFace(const_cast<MapEditBlock&>(b), f);
}

namespace {

bool onMap(int x, int y, int z) {
  return x >= 0 && y >= 0 && z >= 0 && x < kCmpMapSize && y < kCmpMapSize && z < kCmpLayers;
}

const MapEditColumn* findColumn(const MapEdits& e, uint32_t cell) {
  const auto it = std::lower_bound(e.repointed.begin(), e.repointed.end(), cell,
                                   [](const MapEditColumn& c, uint32_t v) { return c.cell < v; });
  return it != e.repointed.end() && it->cell == cell ? &*it : nullptr;
}

// The column of (x, y) as {height, block numbers} (edits first).
CmpColumn columnOf(const GameState& s, int x, int y) {
  const uint32_t cell = uint32_t(y) * kCmpMapSize + uint32_t(x);
  if (const MapEditColumn* c = findColumn(s.mapEdits, cell)) {
    CmpColumn col;
    col.height = static_cast<uint8_t>(s.mapEdits.columnArea[c->offset]);
    for (int k = 0; k < col.blockCount(); ++k)
      col.blocks[size_t(k)] = s.mapEdits.columnArea[c->offset + 1 + size_t(k)];
    return col;
  }
  return s.cmp->column(x, y);
}

// The writable cache (copy-on-write of the shared one).
MapBlocks& cacheForWrite(GameState& s) {
  if (!s.editedMap || s.editedMap.use_count() > 1) s.editedMap = std::make_shared<MapBlocks>(s.blocks());
  return *s.editedMap;
}

[[noreturn]] void overflow(const char* area) {
  throw FatalError(kFatalMapChangeOverflow,
                   std::string("Map change overflow (the ") + area + " change area is full)");
}

// Map_EditBlock (the copy-on-write part shared by the Map_Set* functions): the copy of
// block (x, y, z), made on its first edit; *first says whether it was made now and *src
// is the block it was copied from. nullptr for an air layer / outside the map.
MapEditBlock* editBlock(GameState& s, int x, int y, int z, bool* first, MapEditBlock* src) {
  if (!s.cmp || !onMap(x, y, z)) return nullptr;
  MapEdits& e = s.mapEdits;
  e.firstEditBlock = static_cast<uint32_t>(s.cmp->blocks.size());
  const uint32_t cell = uint32_t(y) * kCmpMapSize + uint32_t(x);
  const CmpColumn col = columnOf(s, x, y);
  if (z < col.height) return nullptr;  // designed: an air layer (see mapedit.hpp)
  const MapEditColumn* c = findColumn(e, cell);
  if (c == nullptr) {
    const size_t n = size_t(1 + col.blockCount());  // 7 - h shorts
    if (e.columnArea.size() + n > kMapColumnAreaShorts) overflow("column");
    const auto offset = static_cast<uint32_t>(e.columnArea.size());
    e.columnArea.push_back(col.height);
    for (int k = 0; k < col.blockCount(); ++k) e.columnArea.push_back(col.blocks[size_t(k)]);
    const MapEditColumn entry{cell, offset};
    const auto it = std::lower_bound(e.repointed.begin(), e.repointed.end(), cell,
                                     [](const MapEditColumn& a, uint32_t v) { return a.cell < v; });
    c = &*e.repointed.insert(it, entry);
  }
  uint16_t& number = e.columnArea[c->offset + 1 + size_t(z - col.height)];
  if (number >= e.firstEditBlock) {
    *first = false;
    MapEditBlock& b = e.blockArea[number - e.firstEditBlock];
    *src = b;
    return &b;
  }
  if (e.blockArea.size() >= kMapBlockAreaBlocks) overflow("block");
  *src = number < s.cmp->blocks.size() ? s.cmp->blocks[number] : MapEditBlock{};
  e.blockArea.push_back(*src);
  number = static_cast<uint16_t>(e.firstEditBlock + e.blockArea.size() - 1);
  *first = true;
  return &e.blockArea.back();
}

void updateTypeCache(GameState& s, int x, int y, int z, const MapEditBlock& b) {
  MapBlocks& m = cacheForWrite(s);
  m.set(x, y, z, b.typeMap, m.lid(x, y, z));
}

}  // namespace

bool mapBlockRecord(const GameState& s, int x, int y, int z, MapEditBlock& out) {
  if (!s.cmp || !onMap(x, y, z) || s.cmp->base.size() != size_t{kCmpMapSize} * kCmpMapSize) return false;
  const CmpColumn col = columnOf(s, x, y);
  if (z < col.height) return false;
  const uint16_t n = col.blocks[size_t(z - col.height)];
  if (!s.mapEdits.blockArea.empty() && n >= s.mapEdits.firstEditBlock) {
    out = s.mapEdits.blockArea[n - s.mapEdits.firstEditBlock];
    return true;
  }
  if (n >= s.cmp->blocks.size()) return false;
  out = s.cmp->blocks[n];
  return true;
}

// Map_SetBlockType (0x437b50-0x438020)
void mapSetBlockType(GameState& s, int x, int y, int z, uint16_t typeMap) {
  bool first = false;
  MapEditBlock src;
  MapEditBlock* b = editBlock(s, x, y, z, &first, &src);
  if (b == nullptr) return;
  b->typeMap = typeMap;
  updateTypeCache(s, x, y, z, *b);
}

// Map_SetBlockKind (0x437b50-0x438020)
void mapSetBlockKind(GameState& s, int x, int y, int z, BlockType kind) {
  bool first = false;
  MapEditBlock src;
  MapEditBlock* b = editBlock(s, x, y, z, &first, &src);
  if (b == nullptr) return;
  constexpr uint16_t kKindBits = 0x70;
  b->typeMap = static_cast<uint16_t>(b->typeMap & ~kKindBits);
  // quirk: the source is read after the copy was cleared: on the first edit it is the
  // original block (old bits kept, new ones ORed in), later the cleared copy itself.
  const uint16_t read = first ? src.typeMap : b->typeMap;
  b->typeMap = static_cast<uint16_t>(read | (static_cast<uint16_t>(kind) << 4));
  updateTypeCache(s, x, y, z, *b);
}

// Map_OrBlockFlags (0x437b50-0x438020)
void mapOrBlockFlags(GameState& s, int x, int y, int z, uint16_t flags) {
  bool first = false;
  MapEditBlock src;
  MapEditBlock* b = editBlock(s, x, y, z, &first, &src);
  if (b == nullptr) return;
  b->typeMap = static_cast<uint16_t>(b->typeMap | flags);
  updateTypeCache(s, x, y, z, *b);
}

// Map_SetBlockFace (0x437b50-0x438020): no type cache update
void mapSetBlockFace(GameState& s, int x, int y, int z, Face face, uint8_t tile) {
  bool first = false;
  MapEditBlock src;
  MapEditBlock* b = editBlock(s, x, y, z, &first, &src);
  if (b == nullptr) return;
  blockFace(*b, face) = tile;
}

// Map_IsFaceSolid 0x438650
bool mapIsFaceSolid(const GameState& s, int x, int y, int z, Face face) {
  MapEditBlock b;
  return mapBlockRecord(s, x, y, z, b) && blockFace(b, face) != 0;
}

// Map_IsCovered 0x438800
bool mapIsCovered(const GameState& s, int x, int y, int z) {
  if (!onMap(x, y, std::clamp(z, 0, kCmpLayers - 1))) return false;  // port deviation
  for (int l = 0; l < std::min(z, kCmpLayers); ++l) {
    MapEditBlock b;
    if (mapBlockRecord(s, x, y, l, b) && (((b.typeMap >> 4) & 7) != 0 || b.lid != 0)) return true;
  }
  return false;
}

}  // namespace gta
