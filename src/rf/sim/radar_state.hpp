// SPDX-License-Identifier: GPL-3.0-or-later
// The radar blips the HUD reads as simulation state (Sim::radar); the functions are in
// radar.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"

namespace rf {

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

}  // namespace rf
