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

namespace rf {

struct Sim;

// One blip. designed: the notes give the call and its arguments, not the table; a free
// entry has objId 0.
struct RadarBlip {
  uint32_t objId = 0;       // the object shown (its live position), 0 = free entry
  int32_t gfx = 0;          // the blip graphic (GfxId: its shape / colours)
  int32_t prio = 0;         // higher wins when the table is full (and is drawn on top)
  int32_t blinkGfx = 0;     // the other blink phase's graphic (0: no blinking)
  int32_t blinkPeriod = 0;  // ticks per blink phase (0: no blinking)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(RadarBlip, objId), CORE_FIELD(RadarBlip, gfx), CORE_FIELD(RadarBlip, prio),
                      CORE_FIELD(RadarBlip, blinkGfx), CORE_FIELD(RadarBlip, blinkPeriod)};
  }
  friend bool operator==(const RadarBlip& lhs, const RadarBlip& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<RadarBlip>());

// designed: 16 entries (both sides' 5 drones, the two flags and room to spare).
inline constexpr int kRadarBlips = 16;
struct RadarTable {
  std::array<RadarBlip, kRadarBlips> blip{};
  static constexpr auto fields() { return std::tuple{CORE_FIELD(RadarTable, blip)}; }
  friend bool operator==(const RadarTable& lhs, const RadarTable& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<RadarTable>());

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
