// SPDX-License-Identifier: GPL-3.0-or-later
// Docking (rf-simulation.md §5 "Docking", "Stock"): vehicleDock (declared in vehicle.hpp,
// VehicleUpdate step 7) and DockVehicleInBunker: the stock comes back (0xff stays 0xff),
// a lowering lift (0x4432d8) takes the vehicle's model down at the cell centre ("Raise"),
// and the view fades to the select screen once the lift is below -16 px.
#pragma once

#include "rf/sim/object_state.hpp"

namespace rf {

// DockVehicleInBunker: the vehicle goes down into the bunker (it is removed; the lowering
// lift shows its model). Returns the lift slot (kNoObj when the pool is full: then the
// vehicle is still removed and the view goes to the select screen at once).
ObjSlot dockVehicleInBunker(Sim& sim, Obj& vehicle);

}  // namespace rf
