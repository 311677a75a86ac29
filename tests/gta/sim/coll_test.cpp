// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/coll.hpp"

#include <gtest/gtest.h>

#include "gta/data/fatal_error.hpp"
#include "gta/sim/mapq.hpp"

namespace gta {
namespace {

constexpr int kPed = 1, kCar = 3, kObj = 6;
constexpr uint32_t kAll = 0xffffffffu;
// A cell is 2 x 2 blocks: 0x800000.
constexpr core::Fixed cell(int c) {
  return c * 0x800000 + 0x1000;
}

CollPoolSizes testPools() {
  CollPoolSizes p = defaultCollPools();
  p[2] = 8;  // an uncounted kind, for the counter tests
  p[8] = 4;
  return p;
}

TEST(Coll, DefaultPoolsAndCountedKinds) {
  const CollPoolSizes p = defaultCollPools();
  EXPECT_EQ(p[kPed], 620);
  EXPECT_EQ(p[kCar], 400);
  EXPECT_EQ(p[kObj], 3500);
  for (int k = 0; k < kCollKinds; ++k) {
    EXPECT_EQ(collKindCounted(k), k == 1 || k == 3 || k == 6 || k == 8 || k == 10) << k;
  }
}

TEST(Coll, InsertGoesToTheHeadAndRecordsThePosition) {
  CollGrid g;
  Sprite a, b;
  g.insert(kPed, 5, 50, cell(3), cell(7), a);
  g.insert(kCar, 9, 90, cell(3) + 0x7fe000, cell(7), b);  // same cell (coord >> 23)
  EXPECT_EQ(a.collX, cell(3));
  EXPECT_EQ(a.collY, cell(7));
  EXPECT_EQ(g.head(3, 7), g.nodeOf(kCar, 9));
  EXPECT_EQ(g.node(g.head(3, 7)).next, g.nodeOf(kPed, 5));
  EXPECT_EQ(g.counter(3, 7), 2);
  EXPECT_EQ(g.cellLength(3, 7), 2);
  const CollNode& n = g.node(g.nodeOf(kCar, 9));
  EXPECT_EQ(n.kind, kCar);
  EXPECT_EQ(n.id, 9);
  EXPECT_EQ(n.inUse, 1);
  EXPECT_EQ(n.owner, 90);
}

TEST(Coll, RemoveFindsTheNodeFromTheRecordedPosition) {
  CollGrid g;
  Sprite a, b, c;
  g.insert(kPed, 1, 0, cell(10), cell(10), a);
  g.insert(kPed, 2, 0, cell(10), cell(10), b);
  g.insert(kPed, 3, 0, cell(10), cell(10), c);
  a.x = cell(50);  // the sprite moved: the recorded position still finds the cell
  g.remove(kPed, 2, b);
  EXPECT_EQ(g.cellLength(10, 10), 2);
  EXPECT_EQ(g.counter(10, 10), 2);
  EXPECT_EQ(g.node(g.nodeOf(kPed, 2)).inUse, 0);
  g.remove(kPed, 3, c);  // the head
  EXPECT_EQ(g.head(10, 10), g.nodeOf(kPed, 1));
  g.remove(kPed, 1, a);
  EXPECT_EQ(g.head(10, 10), kCollNoNode);
  EXPECT_EQ(g.counter(10, 10), 0);
}

TEST(Coll, RemoveDoesNothingWhenTheCellHeadIsNotInUse) {
  CollGrid g;
  Sprite a;
  g.insert(kPed, 1, 0, cell(4), cell(4), a);
  Sprite elsewhere;
  elsewhere.collX = cell(20);
  elsewhere.collY = cell(20);
  g.remove(kPed, 1, elsewhere);  // empty cell: nothing
  EXPECT_EQ(g.cellLength(4, 4), 1);
  EXPECT_EQ(g.node(g.nodeOf(kPed, 1)).inUse, 1);
}

TEST(Coll, UncountedKindsAreNotCountedAndThe3x3QuerySkipsTheirCells) {
  CollGrid g(testPools());
  Sprite s0, s1;
  g.insert(2, 0, 0, cell(5), cell(5), s0);
  EXPECT_EQ(g.counter(5, 5), 0);
  EXPECT_TRUE(g.query3x3(cell(5), cell(5), kAll).empty());
  g.unlock();
  // A block query walks the cell anyway.
  EXPECT_EQ(g.queryCell(cell(5), cell(5), kAll).size(), 1u);
  g.unlock();
  g.insert(8, 0, 0, cell(5), cell(5), s1);
  EXPECT_EQ(g.counter(5, 5), 1);
  EXPECT_EQ(g.query3x3(cell(5), cell(5), kAll).size(), 2u);
  g.unlock();
}

TEST(Coll, Query3x3ListsNewestFirstAndFiltersKinds) {
  CollGrid g;
  Sprite s[5];
  g.insert(kPed, 1, 0, cell(20), cell(20), s[0]);
  g.insert(kCar, 2, 0, cell(21), cell(20), s[1]);
  g.insert(kObj, 3, 0, cell(19), cell(21), s[2]);
  g.insert(kPed, 4, 0, cell(22), cell(20), s[3]);  // two cells away: outside
  g.insert(kPed, 5, 0, cell(20), cell(20), s[4]);
  const auto hits = g.query3x3(cell(20), cell(20), kAll);
  ASSERT_EQ(hits.size(), 4u);
  // Cells walked row by row (y then x), each list from its head; every hit goes to the
  // front: the last one found is first.
  EXPECT_EQ(hits[0].id, 3);  // cell (19, 21), walked last
  EXPECT_EQ(hits[1].id, 2);  // cell (21, 20)
  EXPECT_EQ(hits[2].id, 1);  // cell (20, 20): head 5, then 1
  EXPECT_EQ(hits[3].id, 5);
  g.unlock();
  const auto cars = g.query3x3(cell(20), cell(20), 1u << kCar);
  ASSERT_EQ(cars.size(), 1u);
  EXPECT_EQ(cars[0].kind, kCar);
  g.unlock();
}

TEST(Coll, QueryWhileLockedIsFatal) {
  CollGrid g;
  g.query3x3(0, 0, kAll);
  EXPECT_TRUE(g.locked());
  EXPECT_THROW(g.query3x3(0, 0, kAll), FatalError);
  EXPECT_THROW(g.queryCell(0, 0, kAll), FatalError);
  g.unlock();
  EXPECT_NO_THROW(g.queryCell(0, 0, kAll));
}

TEST(Coll, ResultListHolds149) {
  CollGrid g;
  std::vector<Sprite> s(200);
  for (int i = 0; i < 200; ++i) g.insert(kObj, i, 0, cell(1), cell(1), s[size_t(i)]);
  const auto hits = g.query3x3(cell(1), cell(1), kAll);
  EXPECT_EQ(hits.size(), 149u);
  EXPECT_EQ(hits[0].id, 51);  // the 149th found (walk from head 199 down to 51)
  EXPECT_EQ(hits[148].id, 199);
}

TEST(Coll, InsertOutsideTheGridOrWithoutANodeIsFatal) {
  CollGrid g;
  Sprite s;
  EXPECT_THROW(g.insert(kPed, 0, 0, -1, 0, s), FatalError);
  EXPECT_THROW(g.insert(kPed, 0, 0, 0, 0x40000000, s), FatalError);
  EXPECT_THROW(g.insert(kPed, 620, 0, 0, 0, s), FatalError);
  EXPECT_THROW(g.insert(2, 0, 0, 0, 0, s), FatalError);  // no pool for kind 2 by default
  g.insert(kPed, 0, 0, 0, 0, s);
  EXPECT_THROW(g.insert(kPed, 0, 0, 0x800000, 0, s), FatalError);  // in the grid already
  g.remove(kPed, 0, s);
  EXPECT_NO_THROW(g.insert(kPed, 0, 0, 0x800000, 0, s));
}

TEST(CollBox, RightAnglesAreExactSums) {
  MapBlocks m;  // all air: ground 0x17f0000 everywhere
  const core::Fixed x = 0x1000000, y = 0x2000000, hw = 0x80000, hh = 0x100000;
  CollBox b = collBuildBox(m, x, y, 0, 0, hw, hh);
  // a = 0: along (0, 1), across (1, 0).
  EXPECT_EQ(b.x, (std::array<core::Fixed, 4>{x + hw, x - hw, x - hw, x + hw}));
  EXPECT_EQ(b.y, (std::array<core::Fixed, 4>{y + hh, y + hh, y - hh, y - hh}));
  for (core::Fixed gz : b.groundZ) EXPECT_EQ(gz, 0x17f0000 - 1);
  b = collBuildBox(m, x, y, 0, 0x100, hw, hh);  // along (1, 0), across (0, -1)
  EXPECT_EQ(b.x, (std::array<core::Fixed, 4>{x + hh, x + hh, x - hh, x - hh}));
  EXPECT_EQ(b.y, (std::array<core::Fixed, 4>{y - hw, y + hw, y + hw, y - hw}));
  b = collBuildBox(m, x, y, 0, 0x200, hw, hh);
  EXPECT_EQ(b.x, (std::array<core::Fixed, 4>{x - hw, x + hw, x + hw, x - hw}));
  EXPECT_EQ(b.y, (std::array<core::Fixed, 4>{y - hh, y - hh, y + hh, y + hh}));
  b = collBuildBox(m, x, y, 0, 0x300, hw, hh);
  EXPECT_EQ(b.x, (std::array<core::Fixed, 4>{x - hh, x - hh, x + hh, x + hh}));
  EXPECT_EQ(b.y, (std::array<core::Fixed, 4>{y + hw, y - hw, y - hw, y + hw}));
}

TEST(CollBox, OtherAnglesUseTheSineTable) {
  MapBlocks m;
  const CollBox b = collBuildBox(m, 0x1000000, 0x1000000, 0, 0x80, 0x40000, 0x40000);
  // 45 degrees: along and across are both at 45 degrees, so two corners meet the axes.
  EXPECT_EQ(b.x[1], 0x1000000);
  EXPECT_EQ(b.y[0], 0x1000000);
  EXPECT_GT(b.x[0], 0x1000000 + 0x50000);
  EXPECT_EQ(b, collBuildBox(m, 0x1000000, 0x1000000, 0, 0x480, 0x40000, 0x40000));
}

TEST(CollBox, GroundIsTakenHalfABlockUpMinusOne) {
  MapBlocks m;
  m.set(4, 4, 2, static_cast<uint16_t>(2 << 4), 0);  // road in layer 2
  // From z 0xa00000, half a block up (0x800000) is layer 2: the road...
  CollBox b =
      collBuildBox(m, 4 * 0x400000 + 0x200000, 4 * 0x400000 + 0x200000, 0xa00000, 0, 0x10000, 0x10000);
  for (core::Fixed gz : b.groundZ) EXPECT_EQ(gz, 2 * 0x400000 + 0x3f0000 - 1);
  // ...from deeper in layer 3 the walk starts below the road.
  b = collBuildBox(m, 4 * 0x400000 + 0x200000, 4 * 0x400000 + 0x200000, 0xe00000, 0, 0x10000, 0x10000);
  for (core::Fixed gz : b.groundZ) EXPECT_EQ(gz, 0x17f0000 - 1);
}

}  // namespace
}  // namespace gta
