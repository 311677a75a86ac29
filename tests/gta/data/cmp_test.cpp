// SPDX-License-Identifier: GPL-3.0-or-later
// CMP reader / writer on hand-built images: layout, decoders, the route split, byte-exact
// round trips and the exact text of every validation error (gta-cmp-format.md).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "test_read.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "gta/data/cmp.hpp"
#include "test_tmpdir.hpp"

namespace gta {
namespace {

const std::string kFile = "t.cmp";
constexpr size_t kColumnStart = 28 + 262144;  // 0x4001c

// A CMP image written byte by byte, independent of serializeCmp. The default is the
// smallest valid city: every column at offset 0 = {height 5, block 0}, one block.
struct Image {
  uint32_t version = 331;
  uint8_t style = 1;
  uint8_t sample = 2;
  uint16_t reserved = 0;
  std::vector<uint32_t> base = std::vector<uint32_t>(65536, 0);
  std::vector<uint8_t> columns = {5, 0, 0, 0};
  std::vector<uint8_t> blocks = {0x52, 0x01, 0x83, 1, 2, 3, 4, 5};
  std::vector<uint8_t> objects;
  std::vector<uint8_t> routes;
  std::vector<uint8_t> locations = std::vector<uint8_t>(108, 0);
  std::vector<uint8_t> nav;

  std::vector<uint8_t> bytes() const {
    std::vector<uint8_t> b;
    auto u8 = [&b](uint32_t v) { b.push_back(static_cast<uint8_t>(v)); };
    auto u16 = [&u8](uint32_t v) { u8(v), u8(v >> 8); };
    auto u32 = [&u16](uint32_t v) { u16(v), u16(v >> 16); };
    auto all = [&b](const std::vector<uint8_t>& v) { b.insert(b.end(), v.begin(), v.end()); };
    u32(version);
    u8(style);
    u8(sample);
    u16(reserved);
    u32(static_cast<uint32_t>(routes.size()));
    u32(static_cast<uint32_t>(objects.size()));
    u32(static_cast<uint32_t>(columns.size()));
    u32(static_cast<uint32_t>(blocks.size()));
    u32(static_cast<uint32_t>(nav.size()));
    for (uint32_t off : base) u32(off);
    all(columns);
    all(blocks);
    all(objects);
    all(routes);
    all(locations);
    all(nav);
    return b;
  }
};

std::string errorOf(const std::vector<uint8_t>& bytes) {
  try {
    parseCmp(bytes, kFile);
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "no error";
}

void addRoute(Image& im, uint8_t type, size_t n, uint8_t seed = 1) {
  im.routes.push_back(static_cast<uint8_t>(n));
  im.routes.push_back(type);
  for (size_t k = 0; k < 3 * n; ++k) im.routes.push_back(static_cast<uint8_t>(seed + k));
}

TEST(Cmp, SmallestCityParsesAndRoundTrips) {
  const std::vector<uint8_t> bytes = Image{}.bytes();
  ASSERT_EQ(bytes.size(), 262292u);
  const CmpFile cmp = parseCmp(bytes, kFile);
  EXPECT_EQ(cmp.header.version, 331u);
  EXPECT_EQ(cmp.header.style, 1);
  EXPECT_EQ(cmp.header.sample, 2);
  EXPECT_EQ(cmp.header.columnSize, 4u);
  EXPECT_EQ(cmp.blocks.size(), 1u);
  EXPECT_TRUE(cmp.objects.empty());
  EXPECT_TRUE(cmp.routes.empty());
  EXPECT_TRUE(cmp.navZones.empty());
  EXPECT_EQ(cmp.fileSize(), bytes.size());
  EXPECT_EQ(serializeCmp(cmp), bytes);
}

TEST(Cmp, EverySectionRoundTrips) {
  Image im;
  im.columns = {0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 6, 0};  // height 0 (6 blocks), height 6 (none)
  im.base[1] = 14;
  im.blocks.insert(im.blocks.end(), {0x34, 0x12, 0xff, 9, 8, 7, 6, 5});
  im.objects = {1, 2, 3, 4, 5, 6, 7, 0x81, 9, 10, 11, 12, 13, 14};
  addRoute(im, 0xfe, 2);
  addRoute(im, 7, 1, 40);
  im.locations[0] = 17;
  im.nav = std::vector<uint8_t>(70, 0);
  im.nav[5] = 'A';
  im.nav[7] = 'x';  // left-over after the NUL
  const std::vector<uint8_t> bytes = im.bytes();
  const CmpFile cmp = parseCmp(bytes, kFile);
  EXPECT_EQ(serializeCmp(cmp), bytes);
  EXPECT_EQ(cmp.navZones.size(), 2u);
  EXPECT_EQ(cmp.navZones[0].nameString(), "A");
  EXPECT_EQ(cmp.navZones[0].name[2], 'x');
  ASSERT_EQ(cmp.objects.size(), 1u);
  const CmpObjectPos& o = cmp.objects[0];
  EXPECT_EQ(o.x, 0x0201);
  EXPECT_EQ(o.y, 0x0403);
  EXPECT_EQ(o.z, 0x0605);
  EXPECT_EQ(o.type, 7);
  EXPECT_EQ(o.remap, 0x81);
  EXPECT_TRUE(o.parkedCar());
  EXPECT_EQ(o.rotation, 0x0a09);
  EXPECT_EQ(o.pitch, 0x0c0b);
  EXPECT_EQ(o.roll, 0x0e0d);
  ASSERT_EQ(cmp.routes.size(), 2u);
  EXPECT_TRUE(cmp.routes[0].isPath());
  EXPECT_EQ(cmp.routes[0].vertices[1], (BlockPos{4, 5, 6}));
  EXPECT_FALSE(cmp.routes[1].isPath());
  EXPECT_EQ(cmp.routes[1].vertices[0], (BlockPos{40, 41, 42}));

  const testutil::TempDir dir;
  const std::string path = (dir / "cmp_test.cmp").string();
  saveCmp(path, cmp);
  EXPECT_EQ(testutil::readAll(path), bytes);
  EXPECT_EQ(loadCmp(path).routes, cmp.routes);
}

TEST(Cmp, BlockBitsDecode) {
  CmpBlock b;
  b.typeMap = 0b10'101011'1'101'0110;  // lid rot 2, slope 43, flat, type 5, traffic down+left
  b.typeMapExt = 0b1'0'1'10'011;       // railway, no lr flip, tb flip, remap 2, lights 3
  EXPECT_EQ(b.trafficDirs(), 0x6);
  EXPECT_FALSE(b.trafficUp());
  EXPECT_TRUE(b.trafficDown());
  EXPECT_TRUE(b.trafficLeft());
  EXPECT_FALSE(b.trafficRight());
  EXPECT_EQ(b.type(), BlockType::Building);
  EXPECT_TRUE(b.flat());
  EXPECT_EQ(b.slope(), 43);
  EXPECT_EQ(b.lidRotation(), 2);
  EXPECT_EQ(b.trafficLights(), 3);
  EXPECT_EQ(b.remap(), 2);
  EXPECT_TRUE(b.flipTopBottom());
  EXPECT_FALSE(b.flipLeftRight());
  EXPECT_TRUE(b.railway());
  EXPECT_STREQ(blockTypeName(BlockType::Pavement), "pavement");
}

// A column lists its blocks from layer `height` down to layer 5 (z = 0 is the top).
TEST(Cmp, ColumnLayersRunFromTheTopDown) {
  Image im;
  im.columns = {3, 0, 2, 0, 1, 0, 0, 0};    // layers 3, 4, 5 = blocks 2, 1, 0
  im.blocks = {0x00, 0, 0, 0, 0, 0, 0, 7,   // 0: air with lid 7
               0x30, 0, 0, 0, 0, 0, 0, 0,   // 1: pavement, no lid
               0x50, 0, 0, 0, 0, 0, 0, 9};  // 2: building, lid 9
  const CmpFile cmp = parseCmp(im.bytes(), kFile);
  const CmpColumn c = cmp.column(5, 6);
  EXPECT_EQ(c.height, 3);
  EXPECT_EQ(c.blockCount(), 3);
  EXPECT_FALSE(c.atLayer(2));
  EXPECT_EQ(c.atLayer(3), 2);
  EXPECT_EQ(c.atLayer(4), 1);
  EXPECT_EQ(c.atLayer(5), 0);
  EXPECT_FALSE(c.atLayer(6));
  EXPECT_EQ(cmp.blockAt(5, 6, 0), nullptr);
  EXPECT_EQ(cmp.blockAt(5, 6, 3)->lid, 9);
  const CmpTopView v = cmp.topView(5, 6);
  EXPECT_EQ(v.groundZ, 3);
  EXPECT_EQ(v.groundType, BlockType::Building);
  EXPECT_EQ(v.lidZ, 3);
  EXPECT_EQ(v.lid, 9);
  EXPECT_THROW(cmp.column(256, 0), std::out_of_range);
  EXPECT_THROW(cmp.column(0, -1), std::out_of_range);
}

TEST(Cmp, LocationCountIsEntriesWithNonZeroX) {
  Image im;
  im.locations[0 * 18 + 3 * 2] = 9;  // police: entry 2 only
  im.locations[4 * 18 + 3 * 0] = 1;  // fire stations: entries 0 and 5
  im.locations[4 * 18 + 3 * 5] = 2;
  im.locations[1 * 18 + 3 * 0 + 1] = 5;  // hospital: y only does not count
  const CmpFile cmp = parseCmp(im.bytes(), kFile);
  EXPECT_EQ(cmp.locations.count(LocationKind::Police), 1);
  EXPECT_EQ(cmp.locations.count(LocationKind::Hospital), 0);
  EXPECT_EQ(cmp.locations.count(LocationKind::FireStation), 2);
  EXPECT_EQ(cmp.locations.of(LocationKind::FireStation)[5].x, 2);
  EXPECT_EQ(cmp.summary().locationCounts, (std::array<int, 6>{1, 0, 0, 0, 2, 0}));
}

TEST(Cmp, RouteSplitFillsPathSlotsAndTheRoadblockPool) {
  std::vector<CmpRoute> routes;
  routes.push_back({0x05, {{1, 1, 1}, {2, 2, 2}}});
  CmpRoute full{0xff, {}};
  for (int k = 0; k < kPathSlotVertices; ++k) full.vertices.push_back({static_cast<uint8_t>(k + 1), 7, 3});
  routes.push_back(full);
  routes.push_back({0xfe, {{9, 8, 7}}});
  routes.push_back({0x05, {{3, 3, 3}}});
  routes.push_back({0x06, {{4, 4, 4}}});
  const RouteSplit s = splitRoutes(routes);
  ASSERT_EQ(s.paths.size(), 2u);
  EXPECT_EQ(s.paths[0].record, 1u);
  EXPECT_EQ(s.paths[0].slot, 50);
  EXPECT_EQ(s.paths[1].record, 2u);
  EXPECT_EQ(s.paths[1].slot, 51);
  ASSERT_EQ(s.slotBytes.size(), 2 * kPathSlotBytes);
  EXPECT_EQ(s.slot(50)[0], 1);
  EXPECT_EQ(s.slot(50)[252], 85);
  // the 85-vertex path's 0,0,0 went to slot 51, which the next path then overwrote
  EXPECT_EQ(s.slot(51)[0], 9);
  EXPECT_EQ(s.slot(51)[3], 0);
  EXPECT_THROW(s.slot(52), std::out_of_range);
  EXPECT_THROW(s.slot(49), std::out_of_range);
  ASSERT_EQ(s.roadblocks.size(), 3u);
  EXPECT_EQ(s.roadblockPool.size(), 4u);
  EXPECT_EQ(s.roadblocks[1].record, 3u);
  EXPECT_EQ(s.roadblocks[1].first, 2u);
  EXPECT_EQ(s.roadblocks[1].count, 1u);
  EXPECT_EQ(s.roadblockForType(5), &s.roadblocks[1]);  // the later record of type 5
  EXPECT_EQ(s.roadblockForType(6)->first, 3u);
  EXPECT_EQ(s.roadblockForType(7), nullptr);

  // an 85-vertex path last: its terminator is the only thing in the next slot
  const RouteSplit last = splitRoutes({full});
  ASSERT_EQ(last.slotBytes.size(), 2 * kPathSlotBytes);
  EXPECT_EQ(last.slot(51)[0], 0);
}

TEST(Cmp, SummaryCounts) {
  Image im;
  im.base[7] = 4;
  im.columns = {5, 0, 0, 0, 6, 0};
  im.blocks.insert(im.blocks.end(), {0, 0, 0, 200, 0, 0, 0, 150});
  im.objects = std::vector<uint8_t>(28, 0);
  im.objects[7] = 0x80;
  addRoute(im, 0xff, 1);
  addRoute(im, 0xfe, 2);
  addRoute(im, 3, 4);
  im.nav = std::vector<uint8_t>(35, 0);
  const CmpSummary s = parseCmp(im.bytes(), kFile).summary();
  EXPECT_EQ(s.version, 331u);
  EXPECT_EQ(s.distinctColumns, 2u);
  EXPECT_EQ(s.blocks, 2u);
  EXPECT_EQ(s.objects, 2u);
  EXPECT_EQ(s.parkedCars, 1u);
  EXPECT_EQ(s.routeRecords, 3u);
  EXPECT_EQ(s.paths, 2u);
  EXPECT_EQ(s.pathsFe, 1u);
  EXPECT_EQ(s.roadblockSets, 1u);
  EXPECT_EQ(s.roadblockVertices, 4u);
  EXPECT_EQ(s.navZones, 1u);
  EXPECT_EQ(s.maxSideTile, 200);
  EXPECT_EQ(s.maxLidTile, 150);
  EXPECT_EQ(s.fileSize, im.bytes().size());
}

// ---- validation: one line each, exact text ----

TEST(CmpErrors, HeaderTruncated) {
  EXPECT_EQ(errorOf(std::vector<uint8_t>(10, 0)),
            "t.cmp: offset 0x0: expected a 28-byte CMP header, found a file of 10 bytes");
}

TEST(CmpErrors, SectionSizesMustAddUpToTheFileSize) {
  std::vector<uint8_t> b = Image{}.bytes();
  b.pop_back();
  EXPECT_EQ(errorOf(b),
            "t.cmp: offset 0x0: expected a file size of 262292 bytes (28 header + 262144 base + 4 column + 8 "
            "block + "
            "0 object_pos + 0 route + 108 location + 0 nav_data), found 262291 bytes");
  b.push_back(0);
  b.push_back(0);
  EXPECT_EQ(errorOf(b),
            "t.cmp: offset 0x0: expected a file size of 262292 bytes (28 header + 262144 base + 4 column + 8 "
            "block + "
            "0 object_pos + 0 route + 108 location + 0 nav_data), found 262293 bytes");
}

TEST(CmpErrors, SectionSizesMustHoldWholeRecords) {
  Image im;
  im.columns.push_back(0);
  EXPECT_EQ(errorOf(im.bytes()), "t.cmp: offset 0x10: expected column_size a multiple of 2, found 5");
  im = Image{};
  im.blocks.pop_back();
  EXPECT_EQ(errorOf(im.bytes()), "t.cmp: offset 0x14: expected block_size a multiple of 8, found 7");
  im = Image{};
  im.objects = std::vector<uint8_t>(13, 0);
  EXPECT_EQ(errorOf(im.bytes()), "t.cmp: offset 0xc: expected object_pos_size a multiple of 14, found 13");
  im = Image{};
  im.nav = std::vector<uint8_t>(36, 0);
  EXPECT_EQ(errorOf(im.bytes()), "t.cmp: offset 0x18: expected nav_data_size a multiple of 35, found 36");
}

TEST(CmpErrors, BaseOffsetsInsideTheColumnSectionAndEven) {
  Image im;
  im.base[3 * 256 + 2] = 4;  // the section is 4 bytes: a height needs 2
  EXPECT_EQ(errorOf(im.bytes()),
            "t.cmp: offset 0xc24: expected a column offset of (2, 3) inside the column section (4 bytes), "
            "found 0x4");
  im.base[3 * 256 + 2] = 0xffffffff;
  EXPECT_EQ(errorOf(im.bytes()),
            "t.cmp: offset 0xc24: expected a column offset of (2, 3) inside the column section (4 bytes), "
            "found 0xffffffff");
  im = Image{};
  im.columns = {5, 0, 0, 0, 6, 0};
  im.base[1] = 3;
  EXPECT_EQ(errorOf(im.bytes()), "t.cmp: offset 0x20: expected an even column offset of (1, 0), found 0x3");
}

TEST(CmpErrors, ColumnHeightAndBlockList) {
  Image im;
  im.columns = {7, 0, 0, 0};
  EXPECT_EQ(errorOf(im.bytes()),
            "t.cmp: offset 0x4001c: expected a column height 0..6 (the column of (0, 0)), found 7");
  im.columns = {3, 0, 0, 0};  // 3 blocks need 6 bytes
  EXPECT_EQ(errorOf(im.bytes()),
            "t.cmp: offset 0x4001e: expected the 3 block numbers of the column of (0, 0) inside the column "
            "section, found its end after 2 bytes");
  im.columns = {5, 0, 0, 0, 4, 0, 0, 0, 1, 0};  // (255, 255): layer 5 uses block 1 of 1
  im.base.back() = 4;
  EXPECT_EQ(
      errorOf(im.bytes()),
      "t.cmp: offset 0x40024: expected a block number below 1 (the column of (255, 255), layer 5), found 1");
  im.columns = {6, 0};  // a column of air only is whole
  im.base.back() = 0;
  EXPECT_EQ(errorOf(im.bytes()), "no error");
}

TEST(CmpErrors, RouteRecordsWhole) {
  Image im;
  addRoute(im, 0xff, 2);
  im.routes.resize(5);
  const size_t routeStart = kColumnStart + 4 + 8;
  EXPECT_EQ(routeStart, 0x40028u);
  EXPECT_EQ(
      errorOf(im.bytes()),
      "t.cmp: offset 0x40028: expected a whole route record 0 (2 vertices: 8 bytes), found 5 bytes left in "
      "the route section");
  im.routes.clear();
  addRoute(im, 0x10, 1);
  im.routes.push_back(7);
  EXPECT_EQ(
      errorOf(im.bytes()),
      "t.cmp: offset 0x4002d: expected a whole route record 1 (2-byte head), found 1 byte left in the route "
      "section");
}

TEST(CmpErrors, AtMost100Paths) {
  Image im;
  for (int k = 0; k < 100; ++k) addRoute(im, k % 2 ? 0xfe : 0xff, 0);
  EXPECT_EQ(errorOf(im.bytes()), "no error");
  addRoute(im, 3, 1);
  addRoute(im, 0xff, 0);
  EXPECT_EQ(
      errorOf(im.bytes()),
      "t.cmp: offset 0x400f5: expected at most 100 path routes (types 0xfe / 0xff), found route record 101 "
      "(type 0xff) as path 101");
}

TEST(CmpErrors, AtMost300RoadblockVertices) {
  Image im;
  addRoute(im, 1, 255);
  addRoute(im, 0xff, 3);
  addRoute(im, 2, 45);
  EXPECT_EQ(errorOf(im.bytes()), "no error");
  addRoute(im, 9, 1);
  const size_t at = 0x40028 + (2 + 765) + (2 + 9) + (2 + 135);
  EXPECT_EQ(errorOf(im.bytes()),
            "t.cmp: offset " + core::hex(at) +
                ": expected at most 300 roadblock vertices in all, found route record 3 (type "
                "0x9, 1 vertex) bringing them to 301");
}

}  // namespace
}  // namespace gta
