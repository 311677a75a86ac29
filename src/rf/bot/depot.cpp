// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/depot.hpp"

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {

PadKind depotKind(uint32_t bno) {
  if (bno == bnoId(Bno::Ammo)) return PadKind::Ammo;
  if (bno == bnoId(Bno::FuelN) || bno == bnoId(Bno::FuelS) || bno == bnoId(Bno::FuelE) || bno == bnoId(Bno::FuelW))
    return PadKind::Fuel;
  return PadKind::None;
}

core::Vec2 depotStandPoint(const Sim& sim, Cell depot) {
  // shapes.cpp: the fuel tank 8 px towards its named side, the crates on the north edge
  // designed: 8 px the other way leaves a tank's hull clear of them and still on the pad
  constexpr core::Fixed kOff = core::px(8);
  const uint32_t b = World::inMap(depot.x, depot.y) ? cell::bno(sim.world.cell(depot.x, depot.y)) : 0;
  core::Fixed dx = 0, dy = kOff;  // the ammo dump and the north fuel depot: the south half
  if (b == bnoId(Bno::FuelS)) dy = -kOff;
  if (b == bnoId(Bno::FuelE)) {
    dx = -kOff;
    dy = 0;
  }
  if (b == bnoId(Bno::FuelW)) {
    dx = kOff;
    dy = 0;
  }
  return {cell::centreFixed(depot.x) + dx, cell::centreFixed(depot.y) + dy};
}

Cell depotEntry(const Sim& sim, Cell depot) {
  const core::Vec2 sp = depotStandPoint(sim, depot);
  const int dx = sp.x > cell::centreFixed(depot.x) ? 1 : sp.x < cell::centreFixed(depot.x) ? -1 : 0;
  const int dy = sp.y > cell::centreFixed(depot.y) ? 1 : sp.y < cell::centreFixed(depot.y) ? -1 : 0;
  return Cell{depot.x + dx, depot.y + dy};
}

PadKind depotNeed(const VehState& st, const VehicleDef& def, int32_t rearmPct, int32_t refuelPct) {
  if (static_cast<int64_t>(st.fuel) * 100 < static_cast<int64_t>(def.fuel) * refuelPct) return PadKind::Fuel;
  if (def.slots[0].ammo > 0 && static_cast<int64_t>(st.slots[0].ammo) * 100 < int64_t{def.slots[0].ammo} * rearmPct)
    return PadKind::Ammo;
  return PadKind::None;
}

bool depotFull(const VehState& st, const VehicleDef& def, PadKind kind) {
  if (kind == PadKind::Fuel) return st.fuel >= def.fuel;
  for (size_t i = 0; i < st.slots.size(); ++i)
    if (def.slots[i].proj >= 0 && st.slots[i].ammo < def.slots[i].ammo) return false;
  return true;
}

}  // namespace rf::bot
