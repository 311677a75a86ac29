// SPDX-License-Identifier: GPL-3.0-or-later
// Docking: vehicleDock (VehicleUpdate step 7) and DockVehicleInBunker.
#include "rf/sim/dock.hpp"

#include <algorithm>

#include "rf/sim/bunker.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/lift.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle.hpp"

namespace rf {

ObjSlot dockVehicleInBunker(Sim& sim, Obj& vehicle) {
  VehState& st = vehState(sim, vehicle);
  TeamState& team = sim.team[static_cast<size_t>(vehicle.team)];
  returnStock(team.stock, st.type);
  // The MSV's unused mines go back to the team's mine stock (team +0xbc).
  if (st.type == VehicleType::Msv) team.mines += std::max(0, st.slots[1].ammo);
  team.launch.driving = false;
  st.preUpdate = PreUpdateHookId::Docking;
  sim.emit(EventId::Dock, NoteEvent{static_cast<int32_t>(vehicle.id), static_cast<int32_t>(st.type)});
  const int32_t c = vehicle.cell;
  ObjSlot lift = kNoObj;
  if (c >= 0 && c < kOutsideCell) {
    lift = spawnLiftDown(sim, vehicle.team, c % kMapCells, c / kMapCells, st.type, vehicle.heading);
  }
  objMarkForDelete(sim, vehicle.slot());
  if (lift != kNoObj) {
    team.launch.liftId = sim.obj(lift).id;
  } else if (vehicle.team < sim.players) {
    startToSelect(sim, vehicle.team);
  }
  return lift;
}

// vehicleDock: tank / MSV: DockVehicleInBunker; jeep: its dock hook 0x42ab90 (the own flag
// brought home is re-hidden, flag.hpp) then DockVehicleInBunker; heli:
// the landing hook 0x42b600 (launch.cpp) runs until the rotor stands still.
bool vehicleDock(Sim& sim, Obj& obj) {
  VehState& st = vehState(sim, obj);
  if (st.preUpdate != PreUpdateHookId::None) return false;
  if (vehicleDef(sim.data(), st.type).dock == DockHookId::Heli) {
    st.preUpdate = PreUpdateHookId::HeliLanding;
    sim.emit(EventId::HeliLanding, NoteEvent{static_cast<int32_t>(obj.id)});
    return true;
  }
  if (vehicleDef(sim.data(), st.type).dock == DockHookId::Jeep) jeepDockFlag(sim, obj);  // 0x42ab90
  dockVehicleInBunker(sim, obj);
  return true;
}

}  // namespace rf
