// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/sim/vehicle_spawn.hpp"

#include <stdexcept>

#include "core/fixed.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

Obj& spawnVehicle(Sim& sim, VehicleType type, int32_t team, Fixed x, Fixed y, int32_t heading) {
  if (team < 0 || team >= kTeams) throw std::invalid_argument("team must be 0 or 1");
  if (cellOfPos(x, y) == kOutsideCell) throw std::invalid_argument("the spot is outside the map");
  if (objById(sim, sim.team[static_cast<size_t>(team)].vehicleId) != nullptr)
    throw std::runtime_error("the team already has a live vehicle");
  const ObjSlot s = objCreate(sim, ObjClass::Vehicle, team, x, y, 0, static_cast<int32_t>(type));
  if (s == kNoObj) throw std::runtime_error("the object pool is full");
  Obj& o = sim.obj(s);
  o.heading = core::WrapHeading(heading);
  if (sim.collide(sim, o) != 0) {
    objDestroyNow(sim, s);
    throw std::invalid_argument("the spot is blocked");
  }
  return o;
}

}  // namespace rf
