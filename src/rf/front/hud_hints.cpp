// SPDX-License-Identifier: GPL-3.0-or-later
// The context hints (hud_hints.hpp).
#include "rf/front/hud_hints.hpp"

#include "rf/data/terrain.hpp"
#include "rf/front/key_labels.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/water.hpp"

namespace rf::front {
std::string hudHint(const rf::Sim& sim, int player, const input::PlayerKeys& keys) {
  if (player < 0 || player > 1 || !sim.running) return "";
  const auto p = static_cast<size_t>(player);
  if (sim.player[p].view != rf::ViewMode::Play) return "";
  const rf::TeamState& team = sim.team[p];
  if (team.vehicle == rf::kNoObj) return "";
  const rf::VehState& st = team.veh;
  const rf::Obj& obj = sim.obj(team.vehicle);
  if (st.fuel <= 0) return firstKeyLabel(keys.a) + "+" + firstKeyLabel(keys.b) + "+" + firstKeyLabel(keys.c) + ": SELF-DESTRUCT (NO FUEL)";
  if (st.type == rf::VehicleType::Jeep && st.waterState != rf::kWaterDry && st.boatTarget == 0) {
    return firstKeyLabel(keys.b) + (st.waterState == rf::kWaterDeep ? ": BOAT, OR IT SINKS" : ": BOAT");
  }
  if (obj.cell >= 0 && obj.cell < rf::kOutsideCell &&
      rf::cell::terrain(sim.cellWord(obj.cell)) == rf::homePadTerrain(obj.team)) {
    return "STAND STILL, " + firstKeyLabel(keys.a) + ": DOCK (FUEL, AMMO, ANOTHER VEHICLE)";
  }
  if (st.type == rf::VehicleType::Msv && sim.players > 1 && team.mines > 0) return firstKeyLabel(keys.c) + ": MINE";
  return "";
}

}  // namespace rf::front
