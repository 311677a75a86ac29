// SPDX-License-Identifier: GPL-3.0-or-later
// The frame counter and the delayed-event queue 0x401000-0x401280 (gta-game-core.md
// "Delayed events"): ten nodes {due frame, type, arg, next, prev} in a doubly linked list
// sorted by due frame and ended by a sentinel due at 0xffffffff. Links are node indices
// (not pointers), so the state can be copied, compared and hashed.
//
// The state types are in event_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "core/fields.hpp"
#include "gta/sim/event_state.hpp"

namespace gta {

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
