// SPDX-License-Identifier: GPL-3.0-or-later
// The delayed-event queue's state (event types, nodes, queue); functions in event.hpp.
#pragma once

#include <array>
#include <cstdint>

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

}  // namespace gta
