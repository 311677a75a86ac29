// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's timer queue (0x4568b0) and per-frame callback list (RunCallbackList
// 0x4011a0), kept generic: an entry names its callback by an id (uint32) plus two
// arguments, never by a pointer, so the whole state can be copied, compared and hashed.
// The owner maps ids to functions in the `dispatch` callable it passes in:
//   int32_t dispatch(uint32_t fnId, uint32_t a, uint32_t b)
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "core/fields.hpp"

namespace core {

struct TimerEntry {
  int32_t rem = 0;  // ticks after the previous entry (the head: ticks from now)
  uint32_t fnId = 0;
  uint32_t a = 0;
  uint32_t b = 0;
  int32_t period = 0;   // ticks between repeats
  uint32_t handle = 0;  // stable id of this timer (never 0)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TimerEntry, rem), CORE_FIELD(TimerEntry, fnId),   CORE_FIELD(TimerEntry, a),
                      CORE_FIELD(TimerEntry, b),   CORE_FIELD(TimerEntry, period), CORE_FIELD(TimerEntry, handle)};
  }
  friend bool operator==(const TimerEntry& x, const TimerEntry& y) { return fieldsEqual(x, y); }
};
static_assert(everyFieldListed<TimerEntry>());

// A delta-sorted list (the original's head is at 0x4568b0): each entry's rem is relative
// to the entry before it, so advancing time touches only the head. The notes name
// 0x401000 / 0x401090 for the queue without saying which is which; read here as the
// insert and the advance.
class TimerQueue {
 public:
  // designed: the original's list size is not in the notes; 128 timers is far more than
  // a level schedules at once. A full queue throws std::length_error.
  static constexpr size_t kCapacity = 128;

  // TimerQueueAdd 0x401000: schedules fnId(a, b) `delay` ticks from now with
  // period = delay. An entry due at the same time as existing ones goes after them
  // (designed). A delay <= 0 fires at the next advance (even advance(0)). Returns the
  // timer's handle. Throws std::length_error when the queue is full.
  uint32_t add(int32_t delay, uint32_t fnId, uint32_t a, uint32_t b);

  // TimerQueueAdvance 0x401090: subtracts dt from the head; then while the head has
  // expired (rem <= 0) it is taken off the list, its overshoot (rem <= 0) is carried into
  // the next entry, and the callback runs. Its result:
  //   < 0  the timer is deleted;
  //   0    it repeats with the same period;
  //   > 0  it repeats with that value as its new period.
  // A repeating timer is put back at period + overshoot ticks from now, after the entries
  // due at the same time; if that is still <= 0 it fires again in the same advance.
  // designed: a period below 1 is taken as 1 when repeating, so a timer can never fire
  // forever within one advance.
  // The callback may add and remove other timers; the firing timer itself is off the list
  // while it runs (return < 0 to end it). Calling advance from inside a callback throws
  // std::logic_error.
  template <class Dispatch>
  void advance(int32_t dt, Dispatch&& dispatch);

  // Removes the timer with this handle; false if there is none (e.g. it already ended).
  bool removeHandle(uint32_t handle);
  // Removes every timer with this callback and arguments; returns how many.
  size_t remove(uint32_t fnId, uint32_t a, uint32_t b);
  void clear();

  size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  // In firing order; rem is relative to the previous entry.
  std::span<const TimerEntry> entries() const { return entries_; }
  // Ticks from now until the timer with this handle is due (<= 0: fires at the next
  // advance). Throws std::out_of_range when there is no such timer.
  int32_t dueIn(uint32_t handle) const;
  bool contains(uint32_t handle) const;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TimerQueue, entries_), CORE_FIELD(TimerQueue, nextHandle_),
                      CORE_FIELD(TimerQueue, advancing_)};
  }
  friend bool operator==(const TimerQueue& x, const TimerQueue& y) { return fieldsEqual(x, y); }

 private:
  void insert(TimerEntry e, int32_t delay);
  TimerEntry popHead();
  void eraseAt(size_t index);

  std::vector<TimerEntry> entries_;
  uint32_t nextHandle_ = 1;
  bool advancing_ = false;
};

struct CallbackEntry {
  uint32_t fnId = 0;
  uint32_t a = 0;
  uint32_t b = 0;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CallbackEntry, fnId), CORE_FIELD(CallbackEntry, a), CORE_FIELD(CallbackEntry, b)};
  }
  friend bool operator==(const CallbackEntry& x, const CallbackEntry& y) { return fieldsEqual(x, y); }
};
static_assert(everyFieldListed<CallbackEntry>());

// RunCallbackList 0x4011a0: an ordered list of callbacks run once per frame.
class CallbackList {
 public:
  // designed: capacity not in the notes. A full list throws std::length_error.
  static constexpr size_t kCapacity = 64;

  // Appends at the end (runs after the callbacks already in the list).
  void add(uint32_t fnId, uint32_t a, uint32_t b);
  // Removes every entry with this callback and arguments; returns how many.
  size_t remove(uint32_t fnId, uint32_t a, uint32_t b);
  void clear();

  // RunCallbackList 0x4011a0: calls each callback in list order.
  // designed (the notes are silent): a callback returning non-zero is removed, zero keeps
  // it. Callbacks added during the run are appended and first run on the next call;
  // callbacks removed during the run are not called any more. Calling run from inside a
  // callback throws std::logic_error.
  template <class Dispatch>
  void run(Dispatch&& dispatch);

  size_t size() const;
  bool empty() const { return size() == 0; }
  std::vector<CallbackEntry> entries() const;

  // Outside a run every slot is alive (removed entries are compacted when the run ends),
  // so the slots are the list.
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CallbackList, slots_), CORE_FIELD(CallbackList, running_)};
  }
  friend bool operator==(const CallbackList& x, const CallbackList& y) { return fieldsEqual(x, y); }

 private:
  struct Slot {
    CallbackEntry entry;
    bool alive = true;
    static constexpr auto fields() { return std::tuple{CORE_FIELD(Slot, entry), CORE_FIELD(Slot, alive)}; }
  };
  void compact();

  std::vector<Slot> slots_;
  bool running_ = false;
};

static_assert(everyFieldListed<TimerQueue>());
static_assert(everyFieldListed<CallbackList>());

template <class Dispatch>
void TimerQueue::advance(int32_t dt, Dispatch&& dispatch) {
  if (advancing_) throw std::logic_error("TimerQueue::advance called from inside a timer callback");
  if (entries_.empty()) return;
  advancing_ = true;
  try {
    entries_.front().rem -= dt;
    while (!entries_.empty() && entries_.front().rem <= 0) {
      TimerEntry e = popHead();
      const int32_t result = static_cast<int32_t>(dispatch(e.fnId, e.a, e.b));
      if (result < 0) continue;
      if (result > 0) e.period = result;
      if (e.period < 1) e.period = 1;
      insert(e, e.period + e.rem);
    }
  } catch (...) {
    advancing_ = false;
    throw;
  }
  advancing_ = false;
}

template <class Dispatch>
void CallbackList::run(Dispatch&& dispatch) {
  if (running_) throw std::logic_error("CallbackList::run called from inside a callback");
  running_ = true;
  try {
    const size_t count = slots_.size();
    for (size_t i = 0; i < count; ++i) {
      if (!slots_[i].alive) continue;
      const CallbackEntry e = slots_[i].entry;
      if (dispatch(e.fnId, e.a, e.b) != 0) slots_[i].alive = false;
    }
  } catch (...) {
    running_ = false;
    compact();
    throw;
  }
  running_ = false;
  compact();
}

}  // namespace core
