// SPDX-License-Identifier: GPL-3.0-or-later
// CMP city map reader / writer (gta-cmp-format.md). See cmp.hpp for the layer order.
#include "gta/data/cmp.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace gta {

namespace {

constexpr size_t kBaseEntries = size_t{kCmpMapSize} * kCmpMapSize;
constexpr size_t kBaseStart = kCmpHeaderSize;
constexpr size_t kColumnStart = kBaseStart + kCmpBaseSize;
// Offsets of the header's size fields, for the messages.
constexpr size_t kOffObjectPosSize = 0x0c;
constexpr size_t kOffColumnSize = 0x10;
constexpr size_t kOffBlockSize = 0x14;
constexpr size_t kOffNavDataSize = 0x18;

std::string num(uint64_t v) {
  return std::to_string(v);
}

std::string plural(uint64_t n, const char* one, const char* many) {
  return num(n) + " " + (n == 1 ? one : many);
}

std::string cell(size_t index) {
  return "(" + num(index % kCmpMapSize) + ", " + num(index / kCmpMapSize) + ")";
}

uint16_t le16(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint16_t>(b[at] | (b[at + 1] << 8));
}

CmpHeader readHeader(core::ByteReader& r) {
  if (r.size() < kCmpHeaderSize) {
    r.failAt(0, "a 28-byte CMP header", "a file of " + num(r.size()) + " bytes");
  }
  CmpHeader h;
  h.version = r.u32("version");
  h.style = r.u8("style number");
  h.sample = r.u8("sample number");
  h.reserved = r.u16("reserved");
  h.routeSize = r.u32("route_size");
  h.objectPosSize = r.u32("object_pos_size");
  h.columnSize = r.u32("column_size");
  h.blockSize = r.u32("block_size");
  h.navDataSize = r.u32("nav_data_size");
  return h;
}

// The section sizes must add up to the file size, and each must hold whole records.
void checkSizes(const CmpHeader& h, const core::ByteReader& r) {
  const uint64_t expected = uint64_t{kCmpHeaderSize} + kCmpBaseSize + h.columnSize + h.blockSize +
                            h.objectPosSize + h.routeSize + kCmpLocationSize + h.navDataSize;
  if (expected != r.size()) {
    r.failAt(0,
             "a file size of " + num(expected) + " bytes (28 header + 262144 base + " + num(h.columnSize) +
                 " column + " + num(h.blockSize) + " block + " + num(h.objectPosSize) + " object_pos + " +
                 num(h.routeSize) + " route + 108 location + " + num(h.navDataSize) + " nav_data)",
             num(r.size()) + " bytes");
  }
  auto multiple = [&r](size_t at, const char* what, uint32_t size, size_t unit) {
    if (size % unit != 0) r.failAt(at, std::string(what) + " a multiple of " + num(unit), num(size));
  };
  multiple(kOffColumnSize, "column_size", h.columnSize, 2);
  multiple(kOffBlockSize, "block_size", h.blockSize, kCmpBlockRecordSize);
  multiple(kOffObjectPosSize, "object_pos_size", h.objectPosSize, kCmpObjectRecordSize);
  multiple(kOffNavDataSize, "nav_data_size", h.navDataSize, kCmpNavRecordSize);
}

std::vector<uint32_t> readBase(core::ByteReader& r, uint32_t columnSize) {
  std::vector<uint32_t> base(kBaseEntries);
  for (size_t i = 0; i < kBaseEntries; ++i) {
    const uint32_t off = r.u32("column offset");
    const size_t at = kBaseStart + 4 * i;
    if (uint64_t{off} + 2 > columnSize) {
      r.failAt(at,
               "a column offset of " + cell(i) + " inside the column section (" + num(columnSize) + " bytes)",
               core::hex(off));
    }
    if (off % 2 != 0) r.failAt(at, "an even column offset of " + cell(i), core::hex(off));
    base[i] = off;
  }
  return base;
}

// Each distinct column once: height 0..6, its list inside the section, block numbers
// below the block count.
void checkColumns(const core::ByteReader& r, const std::vector<uint32_t>& base, std::span<const uint8_t> cols,
                  size_t blockCount) {
  std::vector<uint8_t> checked(cols.size() / 2 + 1, 0);
  for (size_t i = 0; i < kBaseEntries; ++i) {
    const size_t off = base[i];
    if (checked[off / 2] != 0) continue;
    checked[off / 2] = 1;
    const uint16_t height = le16(cols, off);
    if (height > kCmpLayers) {
      r.failAt(kColumnStart + off, "a column height 0..6 (the column of " + cell(i) + ")", num(height));
    }
    const size_t count = static_cast<size_t>(kCmpLayers - height);
    if (off + 2 + 2 * count > cols.size()) {
      r.failAt(
          kColumnStart + off + 2,
          "the " + num(count) + " block numbers of the column of " + cell(i) + " inside the column section",
          "its end after " + num(cols.size() - off - 2) + " bytes");
    }
    for (size_t k = 0; k < count; ++k) {
      const uint16_t b = le16(cols, off + 2 + 2 * k);
      if (b >= blockCount) {
        r.failAt(kColumnStart + off + 2 + 2 * k,
                 "a block number below " + num(blockCount) + " (the column of " + cell(i) + ", layer " +
                     num(height + k) + ")",
                 num(b));
      }
    }
  }
}

CmpBlock readBlock(core::ByteReader& r) {
  CmpBlock b;
  b.typeMap = r.u16("type_map");
  b.typeMapExt = r.u8("type_map_ext");
  b.left = r.u8("left");
  b.right = r.u8("right");
  b.top = r.u8("top");
  b.bottom = r.u8("bottom");
  b.lid = r.u8("lid");
  return b;
}

CmpObjectPos readObject(core::ByteReader& r) {
  CmpObjectPos o;
  o.x = r.u16("object x");
  o.y = r.u16("object y");
  o.z = r.u16("object z");
  o.type = r.u8("object type");
  o.remap = r.u8("object remap");
  o.rotation = r.u16("object rotation");
  o.pitch = r.u16("object pitch");
  o.roll = r.u16("object roll");
  return o;
}

BlockPos readPos(core::ByteReader& r, const char* what) {
  BlockPos p;
  p.x = r.u8(what);
  p.y = r.u8(what);
  p.z = r.u8(what);
  return p;
}

// Route records whole, at most 100 paths and 300 roadblock vertices (Route_LoadCmp 0x471970).
std::vector<CmpRoute> readRoutes(core::ByteReader& r, uint32_t routeSize) {
  std::vector<CmpRoute> routes;
  const size_t end = r.pos() + routeSize;
  int paths = 0;
  size_t vertices = 0;
  while (r.pos() < end) {
    const size_t at = r.pos();
    const size_t index = routes.size();
    const size_t left = end - at;
    const std::string name = "route record " + num(index);
    if (left < 2) {
      r.failAt(at, "a whole " + name + " (2-byte head)",
               plural(left, "byte", "bytes") + " left in the route section");
    }
    const uint8_t n = r.data()[at];
    const size_t size = 2 + 3 * size_t{n};
    if (left < size) {
      r.failAt(at, "a whole " + name + " (" + plural(n, "vertex", "vertices") + ": " + num(size) + " bytes)",
               plural(left, "byte", "bytes") + " left in the route section");
    }
    r.skip(1, "route n");
    CmpRoute route;
    route.type = r.u8("route type");
    route.vertices.reserve(n);
    for (size_t k = 0; k < n; ++k) route.vertices.push_back(readPos(r, "route vertex"));
    if (route.isPath()) {
      if (++paths > kMaxPaths) {
        r.failAt(at, "at most 100 path routes (types 0xfe / 0xff)",
                 name + " (type " + core::hex(route.type) + ") as path 101");
      }
    } else {
      vertices += n;
      if (vertices > kMaxRoadblockVertices) {
        r.failAt(at, "at most 300 roadblock vertices in all",
                 name + " (type " + core::hex(route.type) + ", " + plural(n, "vertex", "vertices") +
                     ") bringing them to " + num(vertices));
      }
    }
    routes.push_back(std::move(route));
  }
  return routes;
}

CmpNavZone readNav(core::ByteReader& r) {
  CmpNavZone z;
  z.x = r.u8("nav x");
  z.y = r.u8("nav y");
  z.w = r.u8("nav w");
  z.h = r.u8("nav h");
  z.sample = r.u8("nav sample");
  const auto name = r.bytes(kCmpNavNameSize, "nav name");
  std::copy(name.begin(), name.end(), z.name.begin());
  return z;
}

size_t routeBytes(const std::vector<CmpRoute>& routes) {
  size_t n = 0;
  for (const CmpRoute& r : routes) n += 2 + 3 * r.vertices.size();
  return n;
}

uint32_t size32(size_t n, const char* what) {
  if (n > UINT32_MAX) throw std::length_error(std::string("CMP ") + what + " section too large");
  return static_cast<uint32_t>(n);
}

void writePos(core::ByteWriter& w, const BlockPos& p) {
  w.u8(p.x);
  w.u8(p.y);
  w.u8(p.z);
}

}  // namespace

const char* blockTypeName(BlockType t) {
  switch (t) {
    case BlockType::Air:
      return "air";
    case BlockType::Water:
      return "water";
    case BlockType::Road:
      return "road";
    case BlockType::Pavement:
      return "pavement";
    case BlockType::Field:
      return "field";
    case BlockType::Building:
      return "building";
    case BlockType::Unused6:
      return "type6";
    case BlockType::Unused7:
      return "type7";
  }
  return "?";
}

int CmpLocations::count(LocationKind kind) const {
  int n = 0;
  for (const BlockPos& p : of(kind)) n += p.x != 0 ? 1 : 0;
  return n;
}

std::string CmpNavZone::nameString() const {
  const auto nul = std::find(name.begin(), name.end(), uint8_t{0});
  return std::string(name.begin(), nul);
}

std::optional<uint16_t> CmpColumn::atLayer(int z) const {
  if (z < height || z >= kCmpLayers) return std::nullopt;
  return blocks[static_cast<size_t>(z - height)];
}

CmpColumn CmpFile::column(int x, int y) const {
  if (x < 0 || y < 0 || x >= kCmpMapSize || y >= kCmpMapSize || base.size() != kBaseEntries) {
    throw std::out_of_range("CMP column (" + num(static_cast<uint64_t>(x)) + ", " +
                            num(static_cast<uint64_t>(y)) + ") outside the map");
  }
  const size_t off = base[static_cast<size_t>(y) * kCmpMapSize + static_cast<size_t>(x)];
  if (off + 2 > columns.size()) throw std::out_of_range("CMP column offset outside the column section");
  const uint16_t height = le16(columns, off);
  if (height > kCmpLayers) throw std::out_of_range("CMP column height above 6");
  CmpColumn c;
  c.height = static_cast<uint8_t>(height);
  const size_t count = static_cast<size_t>(c.blockCount());
  if (off + 2 + 2 * count > columns.size())
    throw std::out_of_range("CMP column list outside the column section");
  for (size_t k = 0; k < count; ++k) c.blocks[k] = le16(columns, off + 2 + 2 * k);
  return c;
}

std::optional<uint16_t> CmpFile::blockNumberAt(int x, int y, int z) const {
  return column(x, y).atLayer(z);
}

const CmpBlock* CmpFile::blockAt(int x, int y, int z) const {
  const auto b = blockNumberAt(x, y, z);
  if (!b || *b >= blocks.size()) return nullptr;
  return &blocks[*b];
}

CmpTopView CmpFile::topView(int x, int y) const {
  const CmpColumn c = column(x, y);
  CmpTopView v;
  for (int z = c.height; z < kCmpLayers; ++z) {
    const uint16_t n = *c.atLayer(z);
    if (n >= blocks.size()) continue;
    const CmpBlock& b = blocks[n];
    if (v.groundZ < 0 && b.type() != BlockType::Air) {
      v.groundZ = z;
      v.groundType = b.type();
      v.groundBlock = n;
    }
    if (v.lidZ < 0 && b.lid != 0) {
      v.lidZ = z;
      v.lidBlock = n;
      v.lid = b.lid;
    }
  }
  return v;
}

size_t CmpFile::fileSize() const {
  return kCmpHeaderSize + kCmpBaseSize + columns.size() + blocks.size() * kCmpBlockRecordSize +
         objects.size() * kCmpObjectRecordSize + routeBytes(routes) + kCmpLocationSize +
         navZones.size() * kCmpNavRecordSize;
}

CmpSummary CmpFile::summary() const {
  CmpSummary s;
  s.version = header.version;
  s.style = header.style;
  s.sample = header.sample;
  s.fileSize = fileSize();
  s.columnBytes = columns.size();
  std::vector<uint32_t> offsets = base;
  std::sort(offsets.begin(), offsets.end());
  s.distinctColumns = static_cast<size_t>(std::unique(offsets.begin(), offsets.end()) - offsets.begin());
  s.blocks = blocks.size();
  for (const CmpBlock& b : blocks) {
    s.maxSideTile = std::max({s.maxSideTile, b.left, b.right, b.top, b.bottom});
    s.maxLidTile = std::max(s.maxLidTile, b.lid);
  }
  s.objects = objects.size();
  for (const CmpObjectPos& o : objects) s.parkedCars += o.parkedCar() ? 1 : 0;
  s.routeRecords = routes.size();
  for (const CmpRoute& r : routes) {
    if (r.isPath()) {
      ++s.paths;
      s.pathsFe += r.type == kRouteTypePathFe ? 1 : 0;
    } else {
      ++s.roadblockSets;
      s.roadblockVertices += r.vertices.size();
    }
  }
  for (size_t k = 0; k < 6; ++k) s.locationCounts[k] = locations.count(static_cast<LocationKind>(k));
  s.navZones = navZones.size();
  return s;
}

const RoadblockSet* RouteSplit::roadblockForType(uint8_t type) const {
  for (auto it = roadblocks.rbegin(); it != roadblocks.rend(); ++it) {
    if (it->type == type) return &*it;
  }
  return nullptr;
}

std::span<const uint8_t> RouteSplit::slot(int s) const {
  const size_t start = static_cast<size_t>(s - kFirstPathSlot) * kPathSlotBytes;
  if (s < kFirstPathSlot || start + kPathSlotBytes > slotBytes.size()) {
    throw std::out_of_range("path slot " + num(static_cast<uint64_t>(s)) + " not written");
  }
  return std::span<const uint8_t>(slotBytes).subspan(start, kPathSlotBytes);
}

// Route_LoadCmp 0x471970 (the route part): paths into slots 50.., roadblocks pooled.
RouteSplit splitRoutes(const std::vector<CmpRoute>& routes) {
  RouteSplit s;
  for (size_t i = 0; i < routes.size(); ++i) {
    const CmpRoute& r = routes[i];
    if (r.isPath()) {
      const size_t k = s.paths.size();
      s.paths.push_back({i, kFirstPathSlot + static_cast<int>(k)});
      size_t at = k * kPathSlotBytes;
      const size_t end = at + 3 * r.vertices.size() + 3;
      if (s.slotBytes.size() < end) s.slotBytes.resize(end, 0);
      for (const BlockPos& p : r.vertices) {
        s.slotBytes[at++] = p.x;
        s.slotBytes[at++] = p.y;
        s.slotBytes[at++] = p.z;
      }
      // the terminator: for an 85-vertex path it is the first triple of the next slot
      s.slotBytes[at++] = 0;
      s.slotBytes[at++] = 0;
      s.slotBytes[at] = 0;
    } else {
      s.roadblocks.push_back({i, r.type, s.roadblockPool.size(), r.vertices.size()});
      s.roadblockPool.insert(s.roadblockPool.end(), r.vertices.begin(), r.vertices.end());
    }
  }
  const size_t whole = std::max(s.slotBytes.size(), s.paths.size() * kPathSlotBytes);
  s.slotBytes.resize((whole + kPathSlotBytes - 1) / kPathSlotBytes * kPathSlotBytes, 0);
  return s;
}

// The file part of Map_Load 0x438200 (the routes and locations Route_LoadCmp 0x471970 uses,
// the nav zones of Area_SetNavData 0x44b590), with the checks the original does not make.
CmpFile parseCmp(std::span<const uint8_t> data, const std::string& file) {
  core::ByteReader r(data, file);
  CmpFile cmp;
  cmp.header = readHeader(r);
  const CmpHeader& h = cmp.header;
  checkSizes(h, r);
  cmp.base = readBase(r, h.columnSize);
  const auto cols = r.bytes(h.columnSize, "column section");
  cmp.columns.assign(cols.begin(), cols.end());
  const size_t blockCount = h.blockSize / kCmpBlockRecordSize;
  checkColumns(r, cmp.base, cols, blockCount);
  cmp.blocks.reserve(blockCount);
  for (size_t i = 0; i < blockCount; ++i) cmp.blocks.push_back(readBlock(r));
  const size_t objectCount = h.objectPosSize / kCmpObjectRecordSize;
  cmp.objects.reserve(objectCount);
  for (size_t i = 0; i < objectCount; ++i) cmp.objects.push_back(readObject(r));
  cmp.routes = readRoutes(r, h.routeSize);
  for (auto& kind : cmp.locations.entries) {
    for (BlockPos& p : kind) p = readPos(r, "location");
  }
  const size_t navCount = h.navDataSize / kCmpNavRecordSize;
  cmp.navZones.reserve(navCount);
  for (size_t i = 0; i < navCount; ++i) cmp.navZones.push_back(readNav(r));
  return cmp;
}

CmpFile loadCmp(const std::string& path) {
  // designed: NYC.CMP is 468,131 bytes; 16 MB holds any city the header's sizes describe
  const std::vector<uint8_t> data = core::readFile(path, core::FileCap{"a CMP city map", 16u << 20});
  return parseCmp(data, path);
}

std::vector<uint8_t> serializeCmp(const CmpFile& cmp) {
  if (cmp.base.size() != kBaseEntries) throw std::invalid_argument("CMP base must have 256 x 256 entries");
  core::ByteWriter w;
  w.u32(cmp.header.version);
  w.u8(cmp.header.style);
  w.u8(cmp.header.sample);
  w.u16(cmp.header.reserved);
  w.u32(size32(routeBytes(cmp.routes), "route"));
  w.u32(size32(cmp.objects.size() * kCmpObjectRecordSize, "object_pos"));
  w.u32(size32(cmp.columns.size(), "column"));
  w.u32(size32(cmp.blocks.size() * kCmpBlockRecordSize, "block"));
  w.u32(size32(cmp.navZones.size() * kCmpNavRecordSize, "nav_data"));
  for (uint32_t off : cmp.base) w.u32(off);
  w.bytes(cmp.columns);
  for (const CmpBlock& b : cmp.blocks) {
    w.u16(b.typeMap);
    for (uint8_t v : {b.typeMapExt, b.left, b.right, b.top, b.bottom, b.lid}) w.u8(v);
  }
  for (const CmpObjectPos& o : cmp.objects) {
    w.u16(o.x);
    w.u16(o.y);
    w.u16(o.z);
    w.u8(o.type);
    w.u8(o.remap);
    w.u16(o.rotation);
    w.u16(o.pitch);
    w.u16(o.roll);
  }
  for (const CmpRoute& r : cmp.routes) {
    if (r.vertices.size() > 0xff) throw std::invalid_argument("CMP route with more than 255 vertices");
    w.u8(static_cast<uint8_t>(r.vertices.size()));
    w.u8(r.type);
    for (const BlockPos& p : r.vertices) writePos(w, p);
  }
  for (const auto& kind : cmp.locations.entries) {
    for (const BlockPos& p : kind) writePos(w, p);
  }
  for (const CmpNavZone& z : cmp.navZones) {
    for (uint8_t v : {z.x, z.y, z.w, z.h, z.sample}) w.u8(v);
    w.bytes(z.name);
  }
  return w.take();
}

void saveCmp(const std::string& path, const CmpFile& cmp) {
  const std::vector<uint8_t> bytes = serializeCmp(cmp);
  core::writeFileAtomic(path, bytes);
}

}  // namespace gta
