// SPDX-License-Identifier: GPL-3.0-or-later
// Radar blips (radar.hpp).
#include "rf/sim/radar.hpp"

#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

bool entryFree(const Sim& sim, const RadarBlip& b) {
  return b.objId == 0 || objById(sim, b.objId) == nullptr;
}

}  // namespace

// FUN_00422c70
int radarAdd(Sim& sim, uint32_t objId, int32_t gfx, int32_t prio, int32_t blinkGfx, int32_t blinkPeriod) {
  if (objId == 0) return -1;
  auto& t = sim.radar.blip;
  int slot = -1;
  for (int i = 0; i < kRadarBlips && slot < 0; ++i) slot = t[static_cast<size_t>(i)].objId == objId ? i : -1;
  for (int i = 0; i < kRadarBlips && slot < 0; ++i) slot = entryFree(sim, t[static_cast<size_t>(i)]) ? i : -1;
  if (slot < 0) {
    int32_t lowest = prio;
    for (int i = 0; i < kRadarBlips; ++i) {
      if (t[static_cast<size_t>(i)].prio < lowest) {
        lowest = t[static_cast<size_t>(i)].prio;
        slot = i;
      }
    }
    if (slot < 0) return -1;
  }
  t[static_cast<size_t>(slot)] = RadarBlip{objId, gfx, prio, blinkGfx, blinkPeriod};
  return slot;
}

void radarRemove(Sim& sim, uint32_t objId) {
  if (objId == 0) return;
  for (RadarBlip& b : sim.radar.blip) {
    if (b.objId == objId) b = RadarBlip{};
  }
}

const RadarBlip* radarFind(const Sim& sim, uint32_t objId) {
  if (objId == 0) return nullptr;
  for (const RadarBlip& b : sim.radar.blip) {
    if (b.objId == objId) return &b;
  }
  return nullptr;
}

int32_t radarBlipGfxAt(const RadarBlip& blip, int32_t tick) {
  if (blip.blinkPeriod <= 0 || blip.blinkGfx == 0) return blip.gfx;
  const int32_t phase = (tick >= 0 ? tick : -tick) / blip.blinkPeriod;
  return (phase & 1) != 0 ? blip.blinkGfx : blip.gfx;
}

}  // namespace rf
