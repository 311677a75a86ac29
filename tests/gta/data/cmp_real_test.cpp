// SPDX-License-Identifier: GPL-3.0-or-later
// The original NYC.CMP (RETROSIM_GTA1_DATA): the counts gta-cmp-format.md measured, the
// byte-exact round trip, the layer order and the route split of Route_LoadCmp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_read.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "gta/data/cmp.hpp"
#include "gta/gta_data.hpp"

namespace gta {
namespace {

// The ground of Map_GetGroundZ 0x4544e0 seen from layer z: the first layer from z down
// whose block isn't air.
int groundLayerFrom(const CmpFile& cmp, int x, int y, int z) {
  for (int l = z; l < kCmpLayers; ++l) {
    const CmpBlock* b = cmp.blockAt(x, y, l);
    if (b != nullptr && b->type() != BlockType::Air) return l;
  }
  return -1;
}

TEST(CmpReal, NycCountsAndByteExactRoundTrip) {
  GTA1_DATA_OR_SKIP(dir);
  const std::vector<uint8_t> bytes = testutil::readAll(dir + "/NYC.CMP");
  ASSERT_EQ(bytes.size(), 468131u);
  const CmpFile cmp = parseCmp(bytes, "NYC.CMP");
  EXPECT_EQ(serializeCmp(cmp), bytes);

  const CmpSummary s = cmp.summary();
  EXPECT_EQ(s.version, 331u);
  EXPECT_EQ(s.style, 1);
  EXPECT_EQ(s.sample, 0);
  EXPECT_EQ(s.fileSize, 468131u);
  EXPECT_EQ(s.columnBytes, 117694u);
  EXPECT_EQ(s.distinctColumns, 10062u);
  EXPECT_EQ(s.objects, 3015u);
  EXPECT_EQ(s.blocks, 5318u);
  EXPECT_EQ(s.routeRecords, 52u);
  EXPECT_EQ(s.paths, 23u);
  EXPECT_EQ(s.pathsFe, 1u);
  EXPECT_EQ(s.roadblockSets, 29u);
  EXPECT_EQ(s.roadblockVertices, 99u);
  EXPECT_EQ(s.navZones, 28u);
  EXPECT_EQ(s.maxSideTile, 194);
  EXPECT_EQ(s.maxLidTile, 153);
  EXPECT_EQ(s.locationCounts, (std::array<int, 6>{6, 6, 1, 6, 6, 5}));

  EXPECT_EQ(cmp.navZones[27].nameString(), "Liberty City");
  EXPECT_EQ(cmp.navZones[27].w, 253);
  EXPECT_EQ(cmp.navZones[9].nameString(), "Law Island");  // "hts" left over after the NUL
  EXPECT_EQ(cmp.locations.of(LocationKind::Police)[0], (BlockPos{97, 232, 3}));
}

// z = 0 is the top layer and a column lists its blocks from `height` downward: roofs are
// on the first block, and the objects stand in the layer Map_GetGroundZ finds.
TEST(CmpReal, NycColumnsListBlocksFromTheTopDown) {
  GTA1_DATA_OR_SKIP(dir);
  const CmpFile cmp = loadCmp(dir + "/NYC.CMP");
  const CmpColumn corner = cmp.column(0, 0);
  EXPECT_EQ(corner.height, 0);
  EXPECT_EQ(corner.atLayer(0), 2);
  EXPECT_EQ(cmp.blockAt(0, 0, 0)->type(), BlockType::Building);
  EXPECT_EQ(cmp.blockAt(0, 0, 0)->lid, 39);  // the roof
  EXPECT_EQ(cmp.blockAt(0, 0, 5)->lid, 0);

  // the first TELEPHONE of MISSION.INI section 1 stands at block (108, 108)
  const CmpColumn phone = cmp.column(108, 108);
  EXPECT_EQ(phone.height, 3);
  EXPECT_EQ(phone.atLayer(3), 199);
  const CmpTopView v = cmp.topView(108, 108);
  EXPECT_EQ(v.groundZ, 3);
  EXPECT_EQ(v.groundType, BlockType::Pavement);
  EXPECT_EQ(v.lidZ, 4);  // the pavement's floor tile is the lid of the block below it
  EXPECT_EQ(v.lid, 8);

  int onGround = 0;
  for (const CmpObjectPos& o : cmp.objects) {
    const int layer = o.z >> 6;
    onGround += groundLayerFrom(cmp, o.x >> 6, o.y >> 6, layer) == layer ? 1 : 0;
  }
  EXPECT_EQ(onGround, 3012);  // of 3015
}

TEST(CmpReal, NycRouteSplit) {
  GTA1_DATA_OR_SKIP(dir);
  const CmpFile cmp = loadCmp(dir + "/NYC.CMP");
  const RouteSplit s = splitRoutes(cmp.routes);
  ASSERT_EQ(s.paths.size(), 23u);
  EXPECT_EQ(s.paths.front().slot, 50);
  EXPECT_EQ(s.paths.back().slot, 72);
  EXPECT_EQ(cmp.routes[0].type, kRouteTypePathFe);
  EXPECT_EQ(cmp.routes[0].vertices.size(), 21u);
  EXPECT_EQ(s.slotBytes.size(), 23 * kPathSlotBytes);
  const auto slot50 = s.slot(50);
  EXPECT_EQ(slot50[0], cmp.routes[0].vertices[0].x);
  EXPECT_EQ(slot50[63], 0);  // the terminator after 21 triples
  EXPECT_EQ(slot50[64], 0);
  EXPECT_EQ(slot50[65], 0);
  EXPECT_EQ(s.roadblocks.size(), 29u);
  EXPECT_EQ(s.roadblockPool.size(), 99u);
  EXPECT_EQ(s.roadblocks.front().record, 23u);
  EXPECT_EQ(s.roadblocks.front().type, 0);
}

}  // namespace
}  // namespace gta
