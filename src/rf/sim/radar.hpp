// SPDX-License-Identifier: GPL-3.0-or-later
// Radar blips as simulation state the HUD reads (rf-simulation.md §9 drones, §10 the flag):
// FUN_00422c70(obj, graphic, priority) registers an object's blip; the HUD movers draw the
// table (the drawing is the view's, not the sim's). Drones register theirs when they are
// spawned (graphic 0x4557e0, priority 1000) and remove it when they go; the flag registers
// 0x44e7a8 at priority 10000, blinking with the empty 0x44e7b8 every 15 ticks.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "rf/sim/radar_state.hpp"

namespace rf {

struct Sim;

inline constexpr int32_t kDroneBlipPrio = 1000;  // FUN_00422c70(drone, 0x4557e0, 1000)
inline constexpr int32_t kFlagBlipPrio = 10000;  // flag_spawn: 0x44e7a8 pri 10000
inline constexpr int32_t kFlagBlinkTicks = 15;   // blinking with 0x44e7b8 every 15 ticks

// FUN_00422c70: registers (or updates) the object's blip; returns its entry or -1.
// designed: an entry whose object is gone is free for reuse; a full table gives the entry of
// the lowest priority below the new one (the first such), else the blip is not added.
int radarAdd(Sim& sim, uint32_t objId, int32_t gfx, int32_t prio, int32_t blinkGfx = 0,
             int32_t blinkPeriod = 0);
// Removes the object's blip (no-op without one).
void radarRemove(Sim& sim, uint32_t objId);
// The entry of the object's blip, or null.
const RadarBlip* radarFind(const Sim& sim, uint32_t objId);
// The graphic a blip shows at a tick: gfx, and blinkGfx in every second period of
// blinkPeriod ticks ((tick / period) odd).
int32_t radarBlipGfxAt(const RadarBlip& blip, int32_t tick);

}  // namespace rf
