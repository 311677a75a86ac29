// SPDX-License-Identifier: GPL-3.0-or-later
// The object pool (rf-simulation.md §2): free-list order, exhaustion and recycling of the
// "useless" list, ids and serials, ObjCreate's init outcomes, ObjUpdateAll with the
// captured-next rule, the LIFO delete queue, destroy with veto and parent/child detach,
// cell chains with the outside pseudo-cell, ObjMove with the restore on a hit.
#include <gtest/gtest.h>

#include <vector>

#include "rf/sim/cell.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf {
namespace {

using test::chainSlots;
using test::eventSlots;
using test::hookLog;
using test::kDeleter;
using test::kJunk;
using test::kMover;
using test::kProbe;
using test::kVeto;
using test::listSlots;
using test::sameState;
using test::testSim;

Fixed at(int cellN, int px) {
  return cellN * cell::kCellSize + core::px(px);
}

TEST(ObjectPool, FreeListHoldsSlots1To511InOrder) {
  Sim sim = testSim();
  const std::vector<int> free = listSlots(sim, ObjListId::Free);
  ASSERT_EQ(free.size(), 511u);
  for (int i = 0; i < 511; ++i) EXPECT_EQ(free[static_cast<size_t>(i)], i + 1);
  EXPECT_TRUE(listSlots(sim, ObjListId::Active).empty());
  EXPECT_FALSE(sim.objs[0].alive());
}

TEST(ObjectPool, CreateTakesSlotsInOrderWithSerialIds) {
  Sim sim = testSim();
  const ObjSlot a = objCreate(sim, kProbe, 1, at(3, 5), at(4, 6), core::px(2), 1);
  const ObjSlot b = objCreate(sim, kProbe, 0, at(3, 5), at(4, 6), 0, 1);
  EXPECT_EQ(a, 1);
  EXPECT_EQ(b, 2);
  EXPECT_EQ(sim.objs[a].id, 0x201u);
  EXPECT_EQ(sim.objs[b].id, 0x402u);
  EXPECT_EQ(sim.objs[a].flags, kObjAlive | kObjFirstUpdate);
  EXPECT_EQ(sim.objs[a].team, 1);
  EXPECT_EQ(sim.objs[a].z, core::px(2));
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{1, 2}));
  // freed slots go back to the head of the free list and get a new serial
  ASSERT_TRUE(objDestroyNow(sim, a));
  EXPECT_EQ(listSlots(sim, ObjListId::Free).front(), 1);
  EXPECT_EQ(objById(sim, 0x201), nullptr);
  const ObjSlot c = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  EXPECT_EQ(c, 1);
  EXPECT_EQ(sim.objs[c].id, 0x601u);
  EXPECT_EQ(objById(sim, 0x601), &sim.objs[c]);
  EXPECT_EQ(slotOfId(0x601), 1);
}

TEST(ObjectPool, InitResultDecidesTheCellLink) {
  Sim sim = testSim();
  EXPECT_EQ(objCreate(sim, kProbe, 0, at(3, 1), at(4, 1), 0, 0), kNoObj);  // 0: back to free
  EXPECT_EQ(listSlots(sim, ObjListId::Free).front(), 1);
  EXPECT_TRUE(listSlots(sim, ObjListId::Active).empty());
  const ObjSlot linked = objCreate(sim, kProbe, 0, at(3, 1), at(4, 1), 0, 1);
  const ObjSlot unlinked = objCreate(sim, kProbe, 0, at(3, 1), at(4, 1), 0, -1);
  EXPECT_EQ(sim.objs[linked].cell, 4 * 128 + 3);
  EXPECT_EQ(sim.objs[unlinked].cell, kNoCell);
  EXPECT_EQ(chainSlots(sim, 4 * 128 + 3), (std::vector<int>{linked}));
  EXPECT_EQ(cell::chainHead(sim.world.cell(3, 4)), linked);
  EXPECT_EQ(sim.serial, 3 * kObjSerialStep);  // the refused create used a serial too
}

TEST(ObjectPool, NotPortedClassesThrow) {
  Sim sim = testSim();
  EXPECT_THROW(objCreate(sim, test::kNotPorted, 0, 0, 0, 0, 0), NotPortedError);
  EXPECT_THROW(objCreate(sim, static_cast<ObjClass>(8), 0, 0, 0, 0, 0), std::invalid_argument);
  EXPECT_EQ(listSlots(sim, ObjListId::Free).size(), 511u);
}

TEST(ObjectPool, FullPoolRecyclesTheOldestUselessObject) {
  Sim sim = testSim();
  const ObjSlot j1 = objCreate(sim, kJunk, 0, 0, 0, 0, 1);
  const ObjSlot j2 = objCreate(sim, kJunk, 0, 0, 0, 0, 1);
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), (std::vector<int>{j1, j2}));
  for (int i = 0; i < 509; ++i) ASSERT_NE(objCreate(sim, kProbe, 0, 0, 0, 0, 1), kNoObj);
  EXPECT_TRUE(listSlots(sim, ObjListId::Free).empty());
  hookLog().clear();
  const ObjSlot n = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  EXPECT_EQ(n, j1);  // the head of the useless list was destroyed and its slot reused
  EXPECT_EQ(eventSlots(sim, "destroy"), (std::vector<int32_t>{j1}));
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), (std::vector<int>{j2}));
  EXPECT_EQ(objCreate(sim, kProbe, 0, 0, 0, 0, 1), j2);
  EXPECT_EQ(objCreate(sim, kProbe, 0, 0, 0, 0, 1), kNoObj);  // full, nothing to recycle
}

TEST(ObjectPool, UpdateThatDeletesTheNextObjectSkipsIt) {
  Sim sim = testSim();
  const ObjSlot a = objCreate(sim, kDeleter, 0, 0, 0, 0, 1);
  const ObjSlot b = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  const ObjSlot c = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  sim.objs[a].local[0] = static_cast<int32_t>(sim.objs[b].id);
  objUpdateAll(sim);
  EXPECT_EQ(eventSlots(sim, "update"), (std::vector<int32_t>{a, c}));
  EXPECT_EQ(eventSlots(sim, "destroy"), (std::vector<int32_t>{b}));
  EXPECT_FALSE(sim.objs[b].alive());
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{a, c}));
  EXPECT_EQ(sim.updateCursor, kNoObj);
  EXPECT_FALSE(sim.updating);
}

TEST(ObjectPool, UpdateThatDeletesItselfOrAnEarlierObjectGoesOn) {
  Sim sim = testSim();
  const ObjSlot a = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  const ObjSlot b = objCreate(sim, kDeleter, 0, 0, 0, 0, 1);
  const ObjSlot c = objCreate(sim, kDeleter, 0, 0, 0, 0, 1);
  const ObjSlot d = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  sim.objs[b].local[0] = static_cast<int32_t>(sim.objs[a].id);  // an earlier one
  sim.objs[c].local[0] = static_cast<int32_t>(sim.objs[c].id);  // itself
  objUpdateAll(sim);
  EXPECT_EQ(eventSlots(sim, "update"), (std::vector<int32_t>{a, b, c, d}));
  EXPECT_EQ(eventSlots(sim, "destroy"), (std::vector<int32_t>{a, c}));
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{b, d}));
}

TEST(ObjectPool, ObjectsCreatedDuringTheWalkAreUpdatedInTheSamePass) {
  Sim sim = testSim();
  const ObjSlot a = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  objUpdateAll(sim);
  hookLog().clear();
  // an object made inactive stops being updated; made active again it is updated
  const ObjSlot b = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  objSetInactive(sim, a, true);
  EXPECT_EQ(sim.objs[a].flags & kObjInactive, kObjInactive);
  objUpdateAll(sim);
  EXPECT_EQ(eventSlots(sim, "update"), (std::vector<int32_t>{b}));
  objSetInactive(sim, a, false);
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{b, a}));
}

TEST(ObjectPool, DeleteQueueIsLastInFirstOut) {
  Sim sim = testSim();
  for (int i = 0; i < 4; ++i) objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  objMarkForDelete(sim, 3);
  objMarkForDelete(sim, 1);
  objMarkForDelete(sim, 3);  // already queued: once only
  objMarkForDelete(sim, 4);
  EXPECT_EQ(sim.deleteHead, 4);
  EXPECT_TRUE((sim.objs[1].flags & kObjDeleteQueued) != 0);
  objReapDeleted(sim);
  EXPECT_EQ(eventSlots(sim, "destroy"), (std::vector<int32_t>{4, 1, 3}));
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{2}));
  EXPECT_EQ(listSlots(sim, ObjListId::Free).front(), 3);  // AddHead(free): last freed first
}

TEST(ObjectPool, DestroyNowOfAQueuedObjectTakesItOffTheQueue) {
  Sim sim = testSim();
  for (int i = 0; i < 3; ++i) objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  objMarkForDelete(sim, 1);
  objMarkForDelete(sim, 2);
  objMarkForDelete(sim, 3);
  ASSERT_TRUE(objDestroyNow(sim, 2));
  const ObjSlot again = objCreate(sim, kProbe, 0, 0, 0, 0, 1);  // reuses slot 2
  EXPECT_EQ(again, 2);
  objReapDeleted(sim);
  EXPECT_TRUE(sim.objs[2].alive());
  EXPECT_EQ(listSlots(sim, ObjListId::Active), (std::vector<int>{2}));
}

TEST(ObjectPool, DestroyVetoKeepsTheObject) {
  Sim sim = testSim();
  const ObjSlot v = objCreate(sim, kVeto, 0, at(2, 2), at(2, 2), 0, 1);
  objMarkForDelete(sim, v);
  objReapDeleted(sim);
  EXPECT_TRUE(sim.objs[v].alive());
  EXPECT_EQ(sim.objs[v].flags & kObjDeleteQueued, 0u);
  EXPECT_EQ(chainSlots(sim, 2 * 128 + 2), (std::vector<int>{v}));
  sim.objs[v].local[0] = 1;
  EXPECT_TRUE(objDestroyNow(sim, v));
  EXPECT_TRUE(chainSlots(sim, 2 * 128 + 2).empty());
}

TEST(ObjectPool, ParentsAndChildren) {
  Sim sim = testSim();
  const ObjSlot p = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  const ObjSlot c1 = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  const ObjSlot c2 = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  hookLog().clear();
  objSetParent(sim, c1, p);
  objSetParent(sim, c2, p);
  EXPECT_EQ(sim.objs[p].firstChild, c2);  // the newest child first
  EXPECT_EQ(sim.objs[c2].nextSibling, c1);
  EXPECT_EQ(sim.objs[c1].parent, p);
  ASSERT_EQ(hookLog().size(), 4u);  // ChildAttached on the parent, ParentAttached on the child
  EXPECT_EQ(hookLog()[0].a, p);
  EXPECT_EQ(hookLog()[0].b, c1);
  EXPECT_EQ(hookLog()[1].a, c1);
  EXPECT_EQ(hookLog()[1].b, p);
  ASSERT_TRUE(objDestroyNow(sim, p));
  EXPECT_EQ(sim.objs[c1].parent, kNoObj);
  EXPECT_EQ(sim.objs[c2].parent, kNoObj);
  EXPECT_EQ(sim.objs[c2].nextSibling, kNoObj);
  // a destroyed child leaves its parent's list
  const ObjSlot q = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  objSetParent(sim, c1, q);
  objSetParent(sim, c2, q);
  ASSERT_TRUE(objDestroyNow(sim, c2));
  EXPECT_EQ(sim.objs[q].firstChild, c1);
}

TEST(ObjectPool, CellChainsAndTheOutsidePseudoCell) {
  Sim sim = testSim();
  const ObjSlot a = objCreate(sim, kProbe, 0, at(5, 0), at(6, 31), 0, 1);
  const ObjSlot b = objCreate(sim, kProbe, 0, at(5, 31), at(6, 0), 0, 1);
  EXPECT_EQ(chainSlots(sim, 6 * 128 + 5), (std::vector<int>{b, a}));  // linked at the head
  const ObjSlot off = objCreate(sim, kProbe, 0, -1, at(6, 0), 0, 1);
  const ObjSlot off2 = objCreate(sim, kProbe, 0, at(1, 0), 0x10000000, 0, 1);
  EXPECT_EQ(sim.objs[off].cell, kOutsideCell);
  EXPECT_EQ(chainSlots(sim, kOutsideCell), (std::vector<int>{off2, off}));
  EXPECT_EQ(cellOfPos(0x0fffffff, 0x0fffffff), 128 * 128 - 1);
  EXPECT_EQ(cellOfPos(0, -1), kOutsideCell);
  objUnlinkCell(sim, b);
  EXPECT_EQ(chainSlots(sim, 6 * 128 + 5), (std::vector<int>{a}));
  // the map cell words keep their other bits
  EXPECT_EQ(sim.world.cell(5, 6) & ~(cell::kChainMask << cell::kChainShift), 0u);
}

int blockRightOf100(Sim&, Obj& o) {
  return o.x >= core::px(100) ? 1 : 0;
}

TEST(ObjectPool, ObjMoveRelinksTheCellAndSavesTheOldPosition) {
  Sim sim = testSim();
  const ObjSlot a = objCreate(sim, kProbe, 0, core::px(30), core::px(10), 0, 1);
  EXPECT_EQ(objMove(sim, a, core::px(3), core::px(1), core::px(2)), 0);
  EXPECT_EQ(sim.moveFrom, (SavedPos{core::px(30), core::px(10), 0}));
  EXPECT_EQ(sim.objs[a].x, core::px(33));
  EXPECT_EQ(sim.objs[a].z, core::px(2));
  EXPECT_EQ(sim.objs[a].cell, 1);
  EXPECT_TRUE(chainSlots(sim, 0).empty());
  EXPECT_EQ(chainSlots(sim, 1), (std::vector<int>{a}));
  EXPECT_EQ(objMove(sim, a, core::px(-40), 0, 0), 0);  // off the map: the outside cell
  EXPECT_EQ(sim.objs[a].cell, kOutsideCell);
  EXPECT_EQ(chainSlots(sim, kOutsideCell), (std::vector<int>{a}));
  const ObjSlot u = objCreate(sim, kProbe, 0, core::px(30), core::px(10), 0, -1);
  EXPECT_EQ(objMove(sim, u, core::px(40), 0, 0), 0);
  EXPECT_EQ(sim.objs[u].cell, kNoCell);  // kept unlinked
}

TEST(ObjectPool, ObjMoveRestoresEverythingOnAHit) {
  Sim sim = testSim();
  sim.collide = &blockRightOf100;
  // three objects in cell (2,0): chain c, m, a; m moves into cell (3,0) and is blocked
  const ObjSlot a = objCreate(sim, kProbe, 0, core::px(70), core::px(5), 0, 1);
  const ObjSlot m = objCreate(sim, kProbe, 0, core::px(90), core::px(5), core::px(1), 1);
  const ObjSlot c = objCreate(sim, kProbe, 0, core::px(80), core::px(5), 0, 1);
  const ObjSlot other = objCreate(sim, kProbe, 0, core::px(110), core::px(5), 0, 1);
  ASSERT_EQ(chainSlots(sim, 2), (std::vector<int>{c, m, a}));
  const Sim before = sim;
  EXPECT_EQ(objMove(sim, m, core::px(12), core::px(1), core::px(4)), 1);
  EXPECT_EQ(sim.objs[m].x, core::px(90));
  EXPECT_EQ(sim.objs[m].y, core::px(5));
  EXPECT_EQ(sim.objs[m].z, core::px(1));
  EXPECT_EQ(chainSlots(sim, 2), (std::vector<int>{c, m, a}));
  EXPECT_EQ(chainSlots(sim, 3), (std::vector<int>{other}));
  EXPECT_EQ(sim.moveFrom, (SavedPos{core::px(90), core::px(5), core::px(1)}));
  Sim expect = before;
  expect.moveFrom = sim.moveFrom;
  EXPECT_TRUE(sameState(sim, expect));  // a blocked move restores everything but moveFrom
  EXPECT_EQ(simHash(sim), simHash(expect));
  // a move within the cell that is not blocked
  EXPECT_EQ(objMove(sim, m, core::px(5), 0, 0), 0);
  EXPECT_EQ(chainSlots(sim, 2), (std::vector<int>{c, m, a}));
}

TEST(ObjectPool, MoverClassUsesObjMoveInItsUpdate) {
  Sim sim = testSim();
  sim.collide = &blockRightOf100;
  const ObjSlot m = objCreate(sim, kMover, 0, core::px(90), core::px(5), 0, 1);
  sim.objs[m].local[0] = core::px(4);
  objUpdateAll(sim);
  objUpdateAll(sim);
  EXPECT_EQ(sim.objs[m].x, core::px(98));
  objUpdateAll(sim);
  EXPECT_EQ(sim.objs[m].local[2], 1);
  EXPECT_EQ(sim.objs[m].x, core::px(98));
}

}  // namespace
}  // namespace rf
