// SPDX-License-Identifier: GPL-3.0-or-later
// The frame counter and the delayed-event queue 0x401000-0x401280 (gta-game-core.md
// "Delayed events"): ten nodes {due frame, type, arg, next, prev} in a doubly linked list
// sorted by due frame and ended by a sentinel due at 0xffffffff. Links are node indices
// (not pointers), so the state can be copied, compared and hashed.
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "core/fields.hpp"

namespace gta {

// The event types (Event_Tick's dispatch).
enum class EventType : int32_t {
  BriefingDone = 0,  // mission briefing done (0x445580)
  GameEnd = 1,       // Game_RequestEnd
  DoorClosed = 2,
  DoorOpened = 3,
  TriggerReset = 4,
  Nothing = 5,
};

inline constexpr int kEventNodes = 10;
inline constexpr uint32_t kEventSentinelDue = 0xffffffffu;
inline constexpr int16_t kEventNone = -1;

struct EventNode {
  uint32_t due = 0;  // due frame
  EventType type = EventType::Nothing;
  int32_t arg = 0;
  int16_t next = kEventNone;  // node index (kEventSentinel for the sentinel)
  int16_t prev = kEventNone;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(EventNode, due), CORE_FIELD(EventNode, type), CORE_FIELD(EventNode, arg),
                      CORE_FIELD(EventNode, next), CORE_FIELD(EventNode, prev)};
  }
  friend bool operator==(const EventNode& lhs, const EventNode& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<EventNode>());

struct EventQueue {
  // Node kEventSentinel (the last) is the sentinel; nodes 0..9 are the pool.
  static constexpr int16_t kSentinel = kEventNodes;
  uint32_t frame = 0;  // the frame counter 0x4bbb80
  std::array<EventNode, kEventNodes + 1> nodes{};
  int16_t head = kSentinel;  // first pending node (the sentinel when empty)
  int16_t freeHead = 0;      // free nodes, linked by next (kEventNone: empty)

  int pending() const;  // nodes in the list (not counting the sentinel)

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(EventQueue, frame), CORE_FIELD(EventQueue, nodes),
                      CORE_FIELD(EventQueue, head), CORE_FIELD(EventQueue, freeHead)};
  }
  friend bool operator==(const EventQueue& lhs, const EventQueue& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<EventQueue>());

// Called for every event Event_Tick dispatches.
using EventDispatch = std::function<void(EventType type, int32_t arg)>;

// Event_Init 0x401000: frame 0, every node free, the list holds only the sentinel.
void eventInit(EventQueue& q);
// Event_Schedule: inserts before the first node due at or after frame + delay (so events
// due the same frame run in reverse order of scheduling). Returns the node index.
// Throws FatalError -0x4d when all ten nodes are taken.
int eventSchedule(EventQueue& q, uint32_t delay, EventType type, int32_t arg);
// Event_Tick: dispatches every event due exactly at the current frame (each node returns
// to the pool before its dispatch, so a dispatch may schedule again), then frame + 1.
void eventTick(EventQueue& q, const EventDispatch& dispatch);
// Event_ScheduleExit: a pending game-end event is kept, unless its argument is negative
// and the new one positive: then it moves to frame + delay with the new argument. With
// none pending, a game-end event is scheduled.
void eventScheduleExit(EventQueue& q, uint32_t delay, int32_t arg);
// The pending game-end node, or kEventNone.
int eventFindGameEnd(const EventQueue& q);

}  // namespace gta
