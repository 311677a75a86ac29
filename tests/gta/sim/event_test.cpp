// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/event.hpp"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "gta/data/fatal_error.hpp"

namespace gta {
namespace {

using Fired = std::vector<std::pair<EventType, int32_t>>;

EventDispatch recorder(Fired& out) {
  return [&out](EventType t, int32_t a) { out.emplace_back(t, a); };
}

TEST(Event, InitHasOnlyTheSentinel) {
  EventQueue q;
  eventInit(q);
  EXPECT_EQ(q.frame, 0u);
  EXPECT_EQ(q.pending(), 0);
  EXPECT_EQ(q.head, EventQueue::kSentinel);
  EXPECT_EQ(q.nodes[EventQueue::kSentinel].due, 0xffffffffu);
}

TEST(Event, SortedByDueFrame) {
  EventQueue q;
  eventInit(q);
  eventSchedule(q, 5, EventType::DoorOpened, 1);
  eventSchedule(q, 2, EventType::DoorClosed, 2);
  eventSchedule(q, 9, EventType::TriggerReset, 3);
  ASSERT_EQ(q.pending(), 3);
  std::vector<uint32_t> dues;
  for (int16_t i = q.head; i != EventQueue::kSentinel; i = q.nodes[size_t(i)].next)
    dues.push_back(q.nodes[size_t(i)].due);
  EXPECT_EQ(dues, (std::vector<uint32_t>{2, 5, 9}));
  // The list ends at the sentinel, whose prev is the last node.
  EXPECT_EQ(q.nodes[size_t(q.nodes[EventQueue::kSentinel].prev)].due, 9u);
}

TEST(Event, SameFrameRunsInReverseOrderOfScheduling) {
  EventQueue q;
  eventInit(q);
  eventSchedule(q, 3, EventType::DoorClosed, 1);
  eventSchedule(q, 3, EventType::DoorOpened, 2);
  eventSchedule(q, 3, EventType::TriggerReset, 3);
  Fired fired;
  for (int i = 0; i < 3; ++i) eventTick(q, recorder(fired));
  EXPECT_TRUE(fired.empty());
  eventTick(q, recorder(fired));  // frame 3
  EXPECT_EQ(fired,
            (Fired{{EventType::TriggerReset, 3}, {EventType::DoorOpened, 2}, {EventType::DoorClosed, 1}}));
  EXPECT_EQ(q.frame, 4u);
  EXPECT_EQ(q.pending(), 0);
}

TEST(Event, TickDispatchesOnlyEventsDueNowThenAdvances) {
  EventQueue q;
  eventInit(q);
  eventSchedule(q, 0, EventType::BriefingDone, 7);
  eventSchedule(q, 1, EventType::Nothing, 8);
  Fired fired;
  eventTick(q, recorder(fired));
  EXPECT_EQ(fired, (Fired{{EventType::BriefingDone, 7}}));
  EXPECT_EQ(q.frame, 1u);
  eventTick(q, recorder(fired));
  EXPECT_EQ(fired.size(), 2u);
  EXPECT_EQ(q.frame, 2u);
}

TEST(Event, NodeReturnsToThePoolBeforeDispatch) {
  EventQueue q;
  eventInit(q);
  for (int i = 0; i < kEventNodes; ++i) eventSchedule(q, 0, EventType::Nothing, i);
  int calls = 0;
  // Each dispatch schedules again (for the next frame): possible only because its node
  // went back to the pool first.
  eventTick(q, [&](EventType, int32_t a) {
    ++calls;
    eventSchedule(q, 1, EventType::DoorClosed, a);
  });
  EXPECT_EQ(calls, kEventNodes);
  EXPECT_EQ(q.pending(), kEventNodes);
}

TEST(Event, EmptyPoolIsFatal4d) {
  EventQueue q;
  eventInit(q);
  for (int i = 0; i < kEventNodes; ++i) eventSchedule(q, 10, EventType::Nothing, i);
  try {
    eventSchedule(q, 1, EventType::Nothing, 0);
    FAIL() << "no throw";
  } catch (const FatalError& e) {
    EXPECT_EQ(e.code(), -0x4d);
    EXPECT_EQ(std::string(e.what()).rfind("fatal -0x4d: ", 0), 0u) << e.what();
  }
}

TEST(Event, ScheduleExitKeepsAPendingGameEnd) {
  EventQueue q;
  eventInit(q);
  eventScheduleExit(q, 10, 1);
  eventScheduleExit(q, 3, 2);  // kept: the pending one's argument isn't negative
  ASSERT_EQ(q.pending(), 1);
  const int n = eventFindGameEnd(q);
  EXPECT_EQ(q.nodes[size_t(n)].due, 10u);
  EXPECT_EQ(q.nodes[size_t(n)].arg, 1);
  eventScheduleExit(q, 3, -5);  // kept too
  EXPECT_EQ(q.nodes[size_t(eventFindGameEnd(q))].arg, 1);
}

TEST(Event, ScheduleExitMovesANegativeOneForAPositiveOne) {
  EventQueue q;
  eventInit(q);
  eventSchedule(q, 4, EventType::DoorClosed, 0);
  eventScheduleExit(q, 10, -1);
  eventScheduleExit(q, 2, 0);  // not positive: kept
  EXPECT_EQ(q.nodes[size_t(eventFindGameEnd(q))].due, 10u);
  eventScheduleExit(q, 2, 6);  // moves to frame 2 with 6
  ASSERT_EQ(q.pending(), 2);
  EXPECT_EQ(q.head, eventFindGameEnd(q));
  EXPECT_EQ(q.nodes[size_t(q.head)].due, 2u);
  EXPECT_EQ(q.nodes[size_t(q.head)].arg, 6);
  Fired fired;
  for (int i = 0; i < 5; ++i) eventTick(q, recorder(fired));
  EXPECT_EQ(fired, (Fired{{EventType::GameEnd, 6}, {EventType::DoorClosed, 0}}));
}

TEST(Event, TypesHaveTheSpecNumbers) {
  EXPECT_EQ(static_cast<int>(EventType::BriefingDone), 0);
  EXPECT_EQ(static_cast<int>(EventType::GameEnd), 1);
  EXPECT_EQ(static_cast<int>(EventType::DoorClosed), 2);
  EXPECT_EQ(static_cast<int>(EventType::DoorOpened), 3);
  EXPECT_EQ(static_cast<int>(EventType::TriggerReset), 4);
  EXPECT_EQ(static_cast<int>(EventType::Nothing), 5);
}

TEST(Event, HashCoversTheQueue) {
  EventQueue a, b;
  eventInit(a);
  eventInit(b);
  eventSchedule(b, 1, EventType::Nothing, 0);
  EXPECT_NE(core::hashOf(a), core::hashOf(b));
  EXPECT_FALSE(a == b);
  EXPECT_EQ(core::firstDifference(a, b), "nodes[0].due: 0x0 vs 0x1");
}

}  // namespace
}  // namespace gta
