// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard as data (dashboard.hpp).
#include "rf/sim/dashboard.hpp"

#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle_fire.hpp"

namespace rf {

Dashboard dashboardOf(const Sim& sim, int team) {
  const TeamState& t = sim.team[static_cast<size_t>(team & 1)];
  Dashboard d;
  d.mineStock = t.mines;
  d.arrow = t.arrow;
  const Obj* v = t.vehicle != kNoObj ? objById(sim, t.vehicleId) : nullptr;
  if (v == nullptr || v->objClass() != ObjClass::Vehicle) return d;
  const VehState& st = t.veh;
  const VehicleDef& def = vehicleDef(sim.data(), st.type);
  d.vehicle = true;
  d.type = st.type;
  d.hp = st.hp;
  d.hpMax = def.hp;
  d.fuel = st.fuel;
  d.fuelMax = def.fuel;
  d.fuelLow = st.fuel < def.fuel / 8;
  d.fuelBlinkOn = !d.fuelLow || (sim.tick / kFuelBlinkTicks) % 2 == 0;
  for (size_t i = 0; i < d.ammo.size(); ++i) {
    d.ammo[i] = st.slots[i].ammo;
    d.slotShown[i] = st.slots[i].proj >= 0;
  }
  if (st.type == VehicleType::Msv) d.slotShown[1] = sim.players > 1;  // Msv_Mine: 2 players only
  if (st.type == VehicleType::Heli) d.selected = (v->flags & kHeliMissilesSelected) != 0 ? 1 : 0;
  return d;
}

}  // namespace rf
