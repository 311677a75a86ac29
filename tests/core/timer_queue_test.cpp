// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timer_queue.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace core {
namespace {

// Records every call as "fn:a:b" and answers from a per-callback script (default 0).
struct Recorder {
  std::vector<std::string> calls;
  std::map<uint32_t, std::vector<int32_t>> answers;  // fnId -> results in turn

  int32_t operator()(uint32_t fn, uint32_t a, uint32_t b) {
    calls.push_back(std::to_string(fn) + ":" + std::to_string(a) + ":" + std::to_string(b));
    auto& list = answers[fn];
    if (list.empty()) return 0;
    const int32_t r = list.front();
    list.erase(list.begin());
    return r;
  }
  std::vector<std::string> take() { return std::exchange(calls, {}); }
};

using Calls = std::vector<std::string>;

std::vector<int32_t> rems(const TimerQueue& q) {
  std::vector<int32_t> out;
  for (const TimerEntry& e : q.entries()) out.push_back(e.rem);
  return out;
}

TEST(TimerQueueTest, DeltaSortedOrder) {
  TimerQueue q;
  q.add(10, 1, 0, 0);
  q.add(4, 2, 0, 0);
  q.add(15, 3, 0, 0);
  q.add(10, 4, 0, 0);  // same due time as fn 1: goes after it
  EXPECT_EQ(rems(q), (std::vector<int32_t>{4, 6, 0, 5}));
  std::vector<uint32_t> fns;
  for (const TimerEntry& e : q.entries()) fns.push_back(e.fnId);
  EXPECT_EQ(fns, (std::vector<uint32_t>{2, 1, 4, 3}));
  EXPECT_EQ(q.size(), 4u);
}

TEST(TimerQueueTest, FiresWhenDueAndDeletes) {
  TimerQueue q;
  Recorder rec;
  rec.answers[7] = {-1};
  q.add(5, 7, 11, 22);
  q.advance(4, rec);
  EXPECT_TRUE(rec.take().empty());
  EXPECT_EQ(rems(q), (std::vector<int32_t>{1}));
  q.advance(1, rec);  // rem reaches 0: fires
  EXPECT_EQ(rec.take(), (Calls{"7:11:22"}));
  EXPECT_TRUE(q.empty());
  q.advance(100, rec);
  EXPECT_TRUE(rec.take().empty());
}

TEST(TimerQueueTest, RepeatCarriesTheOvershoot) {
  TimerQueue q;
  Recorder rec;
  const uint32_t h = q.add(10, 1, 0, 0);  // period 10
  q.advance(13, rec);                     // due 3 ticks ago
  EXPECT_EQ(rec.take(), (Calls{"1:0:0"}));
  EXPECT_EQ(q.dueIn(h), 7);  // 10 - 3: the overshoot carries into the next period
  q.advance(7, rec);
  EXPECT_EQ(rec.take(), (Calls{"1:0:0"}));
  EXPECT_EQ(q.dueIn(h), 10);
}

TEST(TimerQueueTest, OvershootCarriesIntoTheNextEntry) {
  TimerQueue q;
  Recorder rec;
  rec.answers[1] = {-1};
  rec.answers[2] = {-1};
  q.add(5, 1, 0, 0);
  const uint32_t h2 = q.add(8, 2, 0, 0);
  q.add(20, 3, 0, 0);
  EXPECT_EQ(rems(q), (std::vector<int32_t>{5, 3, 12}));
  q.advance(6, rec);  // fn 1 is 1 tick late; fn 2 is now 2 ticks away
  EXPECT_EQ(rec.take(), (Calls{"1:0:0"}));
  EXPECT_EQ(rems(q), (std::vector<int32_t>{2, 12}));
  EXPECT_EQ(q.dueIn(h2), 2);
}

TEST(TimerQueueTest, NewPeriodFromTheResult) {
  TimerQueue q;
  Recorder rec;
  rec.answers[1] = {30, 0, -1};
  const uint32_t h = q.add(10, 1, 0, 0);
  q.advance(10, rec);
  EXPECT_EQ(q.dueIn(h), 30);  // result 30: new period
  EXPECT_EQ(q.entries()[0].period, 30);
  q.advance(32, rec);
  EXPECT_EQ(q.dueIn(h), 28);  // result 0: same (new) period, minus the 2 ticks late
  q.advance(28, rec);
  EXPECT_EQ(rec.take().size(), 3u);
  EXPECT_TRUE(q.empty());  // result -1: deleted
}

TEST(TimerQueueTest, MultipleExpiriesInOneAdvance) {
  TimerQueue q;
  Recorder rec;
  rec.answers[1] = {-1};
  rec.answers[3] = {-1};
  q.add(3, 1, 0, 0);
  q.add(4, 2, 0, 0);  // period 4, repeats
  q.add(6, 3, 0, 0);
  q.add(50, 9, 0, 0);
  q.advance(12, rec);
  // t=3 fn1; t=4 fn2 (next due 8); t=6 fn3; t=8 fn2 (next 12); t=12 fn2 (next 16)
  EXPECT_EQ(rec.take(), (Calls{"1:0:0", "2:0:0", "3:0:0", "2:0:0", "2:0:0"}));
  EXPECT_EQ(rems(q), (std::vector<int32_t>{4, 34}));
}

TEST(TimerQueueTest, EqualDueTimesFireInInsertionOrderAndStaySo) {
  TimerQueue q;
  Recorder rec;
  q.add(5, 1, 0, 0);
  q.add(5, 2, 0, 0);
  q.add(5, 3, 0, 0);
  q.advance(5, rec);
  q.advance(5, rec);
  EXPECT_EQ(rec.take(), (Calls{"1:0:0", "2:0:0", "3:0:0", "1:0:0", "2:0:0", "3:0:0"}));
}

TEST(TimerQueueTest, ZeroAndNegativeDelays) {
  TimerQueue q;
  Recorder rec;
  rec.answers[1] = {-1};
  q.add(5, 2, 0, 0);
  q.add(0, 1, 0, 0);  // fires at the next advance, even advance(0)
  EXPECT_EQ(rems(q), (std::vector<int32_t>{0, 5}));
  q.advance(0, rec);
  EXPECT_EQ(rec.take(), (Calls{"1:0:0"}));
  EXPECT_EQ(rems(q), (std::vector<int32_t>{5}));
  // Repeating with period 0: taken as period 1 (designed), so it fires once per tick.
  TimerQueue z;
  z.add(0, 4, 0, 0);
  z.advance(3, rec);
  EXPECT_EQ(rec.take().size(), 4u);  // due at t=0 (3 late), then 1, 2, 3
  EXPECT_EQ(z.entries()[0].period, 1);
  EXPECT_EQ(rems(z), (std::vector<int32_t>{1}));
}

TEST(TimerQueueTest, RemoveKeepsTheOthersOnTime) {
  TimerQueue q;
  q.add(4, 1, 7, 8);
  const uint32_t h2 = q.add(9, 2, 0, 0);
  const uint32_t h3 = q.add(12, 3, 0, 0);
  q.add(20, 1, 7, 8);
  q.add(25, 1, 7, 9);
  EXPECT_TRUE(q.removeHandle(h2));
  EXPECT_FALSE(q.removeHandle(h2));
  EXPECT_EQ(q.dueIn(h3), 12);
  EXPECT_EQ(q.remove(1, 7, 8), 2u);
  EXPECT_EQ(q.size(), 2u);
  EXPECT_EQ(q.dueIn(h3), 12);
  EXPECT_EQ(rems(q), (std::vector<int32_t>{12, 13}));
  EXPECT_THROW(q.dueIn(h2), std::out_of_range);
  q.clear();
  EXPECT_TRUE(q.empty());
}

TEST(TimerQueueTest, CallbacksMayAddAndRemoveTimers) {
  TimerQueue q;
  uint32_t victim = 0;
  std::vector<uint32_t> fired;
  auto dispatch = [&](uint32_t fn, uint32_t, uint32_t) -> int32_t {
    fired.push_back(fn);
    if (fn == 1) {
      q.add(3, 5, 0, 0);       // relative to now (the end of this advance)
      q.removeHandle(victim);  // another timer
      return -1;
    }
    return -1;
  };
  q.add(2, 1, 0, 0);
  victim = q.add(4, 2, 0, 0);
  q.add(6, 3, 0, 0);
  q.advance(2, dispatch);
  EXPECT_EQ(fired, (std::vector<uint32_t>{1}));
  EXPECT_EQ(rems(q), (std::vector<int32_t>{3, 1}));  // fn 5 at 3, fn 3 at 4
  EXPECT_THROW(q.advance(5,
                         [&](uint32_t, uint32_t, uint32_t) {
                           q.advance(1, [](uint32_t, uint32_t, uint32_t) { return 0; });
                           return 0;
                         }),
               std::logic_error);
}

TEST(TimerQueueTest, CapacityIsEnforced) {
  TimerQueue q;
  for (size_t i = 0; i < TimerQueue::kCapacity; ++i) q.add(static_cast<int32_t>(i), 1, 0, 0);
  try {
    q.add(1, 1, 0, 0);
    FAIL();
  } catch (const std::length_error& e) {
    EXPECT_STREQ(e.what(), "timer queue full (128 timers)");
  }
}

TEST(TimerQueueTest, CopiesCompareAndHashAlike) {
  TimerQueue q;
  q.add(3, 1, 2, 3);
  q.add(9, 4, 5, 6);
  TimerQueue copy = q;
  EXPECT_EQ(copy, q);
  EXPECT_EQ(hashOf(q), hashOf(copy));
  Recorder rec;
  copy.advance(1, rec);
  EXPECT_NE(hashOf(copy), hashOf(q));
  EXPECT_NE(copy, q);
  EXPECT_EQ(firstDifference(q, copy), "entries_[0].rem: 0x3 vs 0x2");
}

TEST(CallbackListTest, RunsInOrderAndRemovesOnNonZero) {
  CallbackList list;
  Recorder rec;
  rec.answers[2] = {0, 1};
  rec.answers[3] = {-1};
  list.add(1, 10, 0);
  list.add(2, 20, 0);
  list.add(3, 30, 0);
  list.run(rec);
  EXPECT_EQ(rec.take(), (Calls{"1:10:0", "2:20:0", "3:30:0"}));
  EXPECT_EQ(list.size(), 2u);  // 3 returned -1: removed
  list.run(rec);
  EXPECT_EQ(rec.take(), (Calls{"1:10:0", "2:20:0"}));
  EXPECT_EQ(list.entries(), (std::vector<CallbackEntry>{{1, 10, 0}}));
}

TEST(CallbackListTest, ChangesDuringARun) {
  CallbackList list;
  std::vector<uint32_t> fired;
  auto dispatch = [&](uint32_t fn, uint32_t, uint32_t) -> int32_t {
    fired.push_back(fn);
    if (fn == 1) {
      list.add(9, 0, 0);     // runs from the next call on
      list.remove(2, 0, 0);  // not called any more
    }
    return 0;
  };
  list.add(1, 0, 0);
  list.add(2, 0, 0);
  list.add(3, 0, 0);
  list.run(dispatch);
  EXPECT_EQ(fired, (std::vector<uint32_t>{1, 3}));
  fired.clear();
  list.run(dispatch);
  EXPECT_EQ(fired, (std::vector<uint32_t>{1, 3, 9}));  // fn 1 adds another 9 (after it)
  EXPECT_EQ(list.size(), 4u);
  EXPECT_EQ(list.remove(9, 0, 0), 2u);
  list.clear();
  EXPECT_TRUE(list.empty());
}

TEST(CallbackListTest, CapacityAndHash) {
  CallbackList list;
  for (size_t i = 0; i < CallbackList::kCapacity; ++i) list.add(1, static_cast<uint32_t>(i), 0);
  EXPECT_THROW(list.add(1, 0, 0), std::length_error);
  CallbackList copy = list;
  EXPECT_EQ(copy, list);
  EXPECT_EQ(hashOf(list), hashOf(copy));
  copy.remove(1, 5, 0);
  EXPECT_NE(hashOf(list), hashOf(copy));
  EXPECT_EQ(firstDifference(list, copy), "slots_[5].entry.a: 0x5 vs 0x6");
}

}  // namespace
}  // namespace core
