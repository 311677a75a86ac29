// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/event.hpp"

#include <string>

#include "gta/data/fatal_error.hpp"

namespace gta {

int EventQueue::pending() const {
  int n = 0;
  for (int16_t i = head; i != kSentinel; i = nodes[size_t(i)].next) ++n;
  return n;
}

// Event_Init 0x401000
void eventInit(EventQueue& q) {
  q.frame = 0;
  for (int i = 0; i < kEventNodes; ++i) {
    q.nodes[size_t(i)] = EventNode{};
    q.nodes[size_t(i)].next = static_cast<int16_t>(i + 1 < kEventNodes ? i + 1 : kEventNone);
  }
  EventNode& s = q.nodes[size_t(EventQueue::kSentinel)];
  s = EventNode{};
  s.due = kEventSentinelDue;
  q.head = EventQueue::kSentinel;
  q.freeHead = 0;
}

// Event_Schedule (0x401000-0x401280)
int eventSchedule(EventQueue& q, uint32_t delay, EventType type, int32_t arg) {
  if (q.freeHead == kEventNone) {
    throw FatalError(kFatalEventPoolEmpty,
                     "Event_Schedule: all " + std::to_string(kEventNodes) + " event nodes in use");
  }
  const int16_t n = q.freeHead;
  EventNode& node = q.nodes[size_t(n)];
  q.freeHead = node.next;
  const uint32_t due = q.frame + delay;
  // The first node due at or after `due` (the sentinel, due 0xffffffff, stops the walk).
  int16_t at = q.head;
  while (at != EventQueue::kSentinel && q.nodes[size_t(at)].due < due) at = q.nodes[size_t(at)].next;
  node.due = due;
  node.type = type;
  node.arg = arg;
  node.next = at;
  node.prev = q.nodes[size_t(at)].prev;
  if (node.prev == kEventNone) {
    q.head = n;
  } else {
    q.nodes[size_t(node.prev)].next = n;
  }
  q.nodes[size_t(at)].prev = n;
  return n;
}

namespace {
void unlinkNode(EventQueue& q, int16_t n) {
  EventNode& node = q.nodes[size_t(n)];
  if (node.prev == kEventNone) {
    q.head = node.next;
  } else {
    q.nodes[size_t(node.prev)].next = node.next;
  }
  q.nodes[size_t(node.next)].prev = node.prev;
}

void freeNode(EventQueue& q, int16_t n) {
  EventNode& node = q.nodes[size_t(n)];
  node.prev = kEventNone;
  node.next = q.freeHead;
  q.freeHead = n;
}
}  // namespace

// Event_Tick
void eventTick(EventQueue& q, const EventDispatch& dispatch) {
  // The list is sorted: the due events are at its head. Each node goes back to the pool
  // before its dispatch (which may schedule a new event, even one due now: that one
  // lands at the head and is dispatched in this same tick).
  while (q.head != EventQueue::kSentinel && q.nodes[size_t(q.head)].due == q.frame) {
    const int16_t n = q.head;
    const EventType type = q.nodes[size_t(n)].type;
    const int32_t arg = q.nodes[size_t(n)].arg;
    unlinkNode(q, n);
    freeNode(q, n);
    if (dispatch) dispatch(type, arg);
  }
  ++q.frame;
}

int eventFindGameEnd(const EventQueue& q) {
  for (int16_t i = q.head; i != EventQueue::kSentinel; i = q.nodes[size_t(i)].next) {
    if (q.nodes[size_t(i)].type == EventType::GameEnd) return i;
  }
  return kEventNone;
}

// Event_ScheduleExit
void eventScheduleExit(EventQueue& q, uint32_t delay, int32_t arg) {
  const int found = eventFindGameEnd(q);
  if (found == kEventNone) {
    eventSchedule(q, delay, EventType::GameEnd, arg);
    return;
  }
  const int16_t n = static_cast<int16_t>(found);
  if (!(q.nodes[size_t(n)].arg < 0 && arg > 0)) return;  // the pending one is kept
  unlinkNode(q, n);
  freeNode(q, n);
  eventSchedule(q, delay, EventType::GameEnd, arg);
}

}  // namespace gta
