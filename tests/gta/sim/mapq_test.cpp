// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/mapq.hpp"

#include <gtest/gtest.h>

#include "../gta_data.hpp"
#include "gta/data/cmp.hpp"

namespace gta {
namespace {

// type_map of a block: type in bits 4-6, slope in bits 8-13.
uint16_t tm(int type, int slope = 0) {
  return static_cast<uint16_t>(type << 4 | slope << 8);
}
core::Fixed at(int block, core::Fixed within) {
  return block * kBlockSize + within;
}
constexpr core::Fixed kEnd = kBlockSize - 1;  // the last position inside a block

TEST(MapGroundZ, FlatGroundIsTheLayersBottomFace) {
  MapBlocks m;
  m.set(10, 20, 3, tm(2), 1);  // road in layer 3
  EXPECT_EQ(mapGetGroundZ(m, at(10, 5), at(20, 5), 0), 3 * 0x400000 + 0x3f0000);
  EXPECT_EQ(mapGetGroundZ(m, at(10, 5), at(20, 5), at(3, 0)), 0xff0000);
  // Starting below the block, the walk goes on downward: all air gives layer 5's face.
  EXPECT_EQ(mapGetGroundZ(m, at(10, 5), at(20, 5), at(4, 0)), 0x17f0000);
  EXPECT_EQ(mapGetGroundZ(m, at(11, 5), at(20, 5), 0), 0x17f0000);
}

TEST(MapGroundZ, LayersPast4CountAs4) {
  MapBlocks m;
  m.set(1, 1, 4, tm(5), 0);
  EXPECT_EQ(mapGetGroundZ(m, at(1, 0), at(1, 0), at(5, 0)), 4 * 0x400000 + 0x3f0000);
  EXPECT_EQ(mapGetGroundZ(m, at(1, 0), at(1, 0), 0x7fffffff), 4 * 0x400000 + 0x3f0000);
}

TEST(MapGroundZ, OneBlockSlopesRiseAcrossOneBlock) {
  // 0x29 up (rises toward -y), 0x2a down, 0x2b left (toward -x), 0x2c right.
  EXPECT_EQ(slopeFloor(0x29, 0, kEnd), 0x3f0000);
  EXPECT_EQ(slopeFloor(0x29, 0, 0), 0);
  EXPECT_EQ(slopeFloor(0x29, 0, 0x200000), 0x1f8001);
  EXPECT_EQ(slopeFloor(0x2a, 0, 0), 0x3f0000);
  EXPECT_EQ(slopeFloor(0x2a, 0, kEnd), 0);
  EXPECT_EQ(slopeFloor(0x2b, kEnd, 123), 0x3f0000);
  EXPECT_EQ(slopeFloor(0x2b, 0, 123), 0);
  EXPECT_EQ(slopeFloor(0x2c, 0, 0), 0x3f0000);
  EXPECT_EQ(slopeFloor(0x2c, kEnd, 0), 0);
  EXPECT_EQ(slopeFloor(0x2c, 0x100000, 0), 0x2f4000);
}

TEST(MapGroundZ, TwoBlockSlopesHaveALowAndAHighPiece) {
  // 1 / 2: up low / high; the low piece covers the lower half of the rise.
  EXPECT_EQ(slopeFloor(1, 0, kEnd), 0x3f0000);
  EXPECT_EQ(slopeFloor(1, 0, 0), 0x1f8001);
  EXPECT_EQ(slopeFloor(2, 0, kEnd), 0x1f8000);
  EXPECT_EQ(slopeFloor(2, 0, 0), 0);
  EXPECT_EQ(slopeFloor(3, 0, 0), 0x3f0000);         // down low at its foot
  EXPECT_EQ(slopeFloor(6, 0, 0), 0);                // left high at its crest
  EXPECT_EQ(slopeFloor(7, 0x200000, 9), 0x2f4000);  // right low, half way
  EXPECT_EQ(slopeFloor(8, kEnd, 9), 0);
}

TEST(MapGroundZ, EightBlockSlopesClimbAnEighthPerBlock) {
  // 9..16 up, 17..24 down, 25..32 left, 33..40 right.
  EXPECT_EQ(slopeFloor(9, 0, kEnd), 0x3f0000);
  EXPECT_EQ(slopeFloor(9, 0, 0), 0x372001);
  EXPECT_EQ(slopeFloor(12, 0, kEnd), 0x3f0000 - 3 * 0x7e000);
  EXPECT_EQ(slopeFloor(16, 0, 0), 0);
  EXPECT_EQ(slopeFloor(17, 0, 0), 0x3f0000);
  EXPECT_EQ(slopeFloor(24, 0, kEnd), 0);
  EXPECT_EQ(slopeFloor(32, 0, 5), 0);
  EXPECT_EQ(slopeFloor(33, 0, 5), 0x3f0000);
  EXPECT_EQ(slopeFloor(40, kEnd, 5), 0);
  // Each piece continues where the previous one ended (within a pixel fraction).
  for (int s = 33; s < 40; ++s) EXPECT_LE(slopeFloor(s, kEnd, 0) - slopeFloor(s + 1, 0, 0), 1) << s;
}

TEST(MapGroundZ, FlatTypesAndUnusedSlopes) {
  EXPECT_EQ(slopeFloor(0, 77, 88), 0x3f0000);
  EXPECT_EQ(slopeFloor(0x2d, 77, 88), 0x3f0000);
  EXPECT_EQ(slopeFloor(0x3f, 77, 88), 0x3f0000);
}

TEST(MapGroundZ, ASlopeAddsItsHeightToTheLayer) {
  MapBlocks m;
  m.set(4, 4, 2, tm(2, 0x29), 0);
  EXPECT_EQ(mapGetGroundZ(m, at(4, 0), at(4, 0), 0), 2 * 0x400000);
  EXPECT_EQ(mapGetGroundZ(m, at(4, 0), at(4, 0x200000), 0), 2 * 0x400000 + 0x1f8001);
}

TEST(MapQueries, LidBelowAndBlockAttr) {
  MapBlocks m;
  m.set(3, 3, 1, tm(0), 7);  // an air block with a lid tile
  m.set(3, 3, 4, tm(2) | 0x8f, 9);
  uint8_t lid = 0;
  EXPECT_EQ(mapGetLidBelow(m, at(3, 0), at(3, 0), 0, &lid), 1);
  EXPECT_EQ(lid, 7);
  EXPECT_EQ(mapGetLidBelow(m, at(3, 0), at(3, 0), at(2, 0), &lid), 4);
  EXPECT_EQ(lid, 9);
  EXPECT_EQ(mapGetLidBelow(m, at(3, 0), at(3, 0), at(5, 0), &lid), -1);
  EXPECT_EQ(mapTestBlockAttr(m, at(3, 0), at(3, 0), at(4, 0), 0x80), 0x80);
  EXPECT_EQ(mapTestBlockAttr(m, at(3, 0), at(3, 0), at(4, 0), 0x0f), 0x0f);
  EXPECT_EQ(mapTestBlockAttr(m, at(3, 0), at(3, 0), at(3, 0), 0xffff), 0);
  EXPECT_EQ(mapTestBlockAttr(m, -1, at(3, 0), at(4, 0), 0xffff), 0);
}

TEST(MapGroundZReal, NycGroundIsStable) {
  GTA1_DATA_OR_SKIP(dir);
  const CmpFile cmp = loadCmp(dir + "/NYC.CMP");
  const MapBlocks m(cmp);
  // The ground under every object agrees with the CMP's top view (first non-air layer).
  int agree = 0;
  for (const CmpObjectPos& o : cmp.objects) {
    const CmpTopView v = cmp.topView(o.x / 64, o.y / 64);
    const core::Fixed g = mapGetGroundZ(m, core::px(o.x), core::px(o.y), 0);
    if (v.groundZ >= 0 && (g >> 22) == v.groundZ) ++agree;
  }
  EXPECT_EQ(agree, static_cast<int>(cmp.objects.size()));
  // The first object, from the CMP's own records (the data layer's block lookup, not the
  // MapBlocks cache): it stands on a flat block, so its ground is that layer's bottom face.
  const CmpObjectPos& first = cmp.objects.front();
  const core::Fixed g0 = mapGetGroundZ(m, core::px(first.x), core::px(first.y), 0);
  const CmpTopView top = cmp.topView(first.x / 64, first.y / 64);
  const CmpBlock* ground = cmp.blockAt(first.x / 64, first.y / 64, top.groundZ);
  ASSERT_NE(ground, nullptr);
  ASSERT_EQ((ground->typeMap >> 8) & 0x3f, 0) << "the first object's block is a slope";
  EXPECT_EQ(g0, top.groundZ * 0x400000 + 0x3f0000);
  // One block of each family (the first in row-major order whose top non-air block has
  // it), pinned from an independent script of the same reading: flat (0, 0) in layer 0,
  // one-block 0x2a at (163, 4, 2), two-block 3 at (153, 17, 2), eight-block 33 at (11, 44, 3).
  EXPECT_EQ(mapGetGroundZ(m, 0x123456, 0x2abcde, 0), 0x3f0000);
  EXPECT_EQ(mapGetGroundZ(m, 0x28d23456, 0x12abcde, 0), 0x94ee15);
  EXPECT_EQ(mapGetGroundZ(m, 0x26523456, 0x46abcde, 0), 0xa9f70b);
  EXPECT_EQ(mapGetGroundZ(m, 0x2d23456, 0xb2abcde, 0), 0xfcc290);
}

}  // namespace
}  // namespace gta
