// SPDX-License-Identifier: GPL-3.0-or-later
// A vehicle placed ready to drive, without the lift and the launch (the tests, the lift's
// release and `rf run`'s spawn lines); the Vehicle class itself is in vehicle.hpp.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

struct Sim;

// Places a vehicle ready to drive (no lift, no launch hook) as the combat tests do: ObjCreate
// of the Vehicle class with the type, then the heading. Throws std::invalid_argument off
// the map or on a blocked spot (the object is removed again), std::runtime_error when the
// team already has a live vehicle or the pool is full.
Obj& spawnVehicle(Sim& sim, VehicleType type, int32_t team, Fixed x, Fixed y, int32_t heading);

}  // namespace rf
