// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timer_queue.hpp"

#include <string>

namespace core {

// TimerQueueAdd 0x401000
uint32_t TimerQueue::add(int32_t delay, uint32_t fnId, uint32_t a, uint32_t b) {
  if (entries_.size() >= kCapacity) {
    throw std::length_error("timer queue full (" + std::to_string(kCapacity) + " timers)");
  }
  TimerEntry e;
  e.fnId = fnId;
  e.a = a;
  e.b = b;
  e.period = delay;
  e.handle = nextHandle_;
  nextHandle_ = nextHandle_ == UINT32_MAX ? 1 : nextHandle_ + 1;
  insert(e, delay);
  return e.handle;
}

// Puts e at `delay` ticks from now, after every entry due at the same time or earlier.
void TimerQueue::insert(TimerEntry e, int32_t delay) {
  size_t i = 0;
  int64_t left = delay;
  while (i < entries_.size() && left >= entries_[i].rem) {
    left -= entries_[i].rem;
    ++i;
  }
  e.rem = static_cast<int32_t>(left);
  if (i < entries_.size()) entries_[i].rem -= e.rem;
  entries_.insert(entries_.begin() + static_cast<std::ptrdiff_t>(i), e);
}

TimerEntry TimerQueue::popHead() {
  TimerEntry e = entries_.front();
  entries_.erase(entries_.begin());
  // The overshoot (e.rem <= 0) carries into the next entry.
  if (!entries_.empty()) entries_.front().rem += e.rem;
  return e;
}

void TimerQueue::eraseAt(size_t index) {
  const int32_t rem = entries_[index].rem;
  entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(index));
  if (index < entries_.size()) entries_[index].rem += rem;
}

bool TimerQueue::removeHandle(uint32_t handle) {
  for (size_t i = 0; i < entries_.size(); ++i) {
    if (entries_[i].handle == handle) {
      eraseAt(i);
      return true;
    }
  }
  return false;
}

size_t TimerQueue::remove(uint32_t fnId, uint32_t a, uint32_t b) {
  size_t removed = 0;
  for (size_t i = 0; i < entries_.size();) {
    const TimerEntry& e = entries_[i];
    if (e.fnId == fnId && e.a == a && e.b == b) {
      eraseAt(i);
      ++removed;
    } else {
      ++i;
    }
  }
  return removed;
}

void TimerQueue::clear() {
  entries_.clear();
}

int32_t TimerQueue::dueIn(uint32_t handle) const {
  int64_t due = 0;
  for (const TimerEntry& e : entries_) {
    due += e.rem;
    if (e.handle == handle) return static_cast<int32_t>(due);
  }
  throw std::out_of_range("no timer with handle " + std::to_string(handle));
}

bool TimerQueue::contains(uint32_t handle) const {
  for (const TimerEntry& e : entries_) {
    if (e.handle == handle) return true;
  }
  return false;
}

void CallbackList::add(uint32_t fnId, uint32_t a, uint32_t b) {
  if (size() >= kCapacity) {
    throw std::length_error("callback list full (" + std::to_string(kCapacity) + " callbacks)");
  }
  slots_.push_back(Slot{CallbackEntry{fnId, a, b}, true});
}

size_t CallbackList::remove(uint32_t fnId, uint32_t a, uint32_t b) {
  size_t removed = 0;
  for (Slot& s : slots_) {
    if (s.alive && s.entry == CallbackEntry{fnId, a, b}) {
      s.alive = false;
      ++removed;
    }
  }
  if (!running_) compact();
  return removed;
}

void CallbackList::clear() {
  for (Slot& s : slots_) s.alive = false;
  if (!running_) compact();
}

size_t CallbackList::size() const {
  size_t n = 0;
  for (const Slot& s : slots_) n += s.alive ? 1 : 0;
  return n;
}

std::vector<CallbackEntry> CallbackList::entries() const {
  std::vector<CallbackEntry> out;
  for (const Slot& s : slots_) {
    if (s.alive) out.push_back(s.entry);
  }
  return out;
}

void CallbackList::compact() {
  std::erase_if(slots_, [](const Slot& s) { return !s.alive; });
}

}  // namespace core
