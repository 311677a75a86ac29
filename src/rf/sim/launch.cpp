// SPDX-License-Identifier: GPL-3.0-or-later
// The launch hooks and the heli landing (vehiclePreUpdate).
#include "rf/sim/launch.hpp"

#include <algorithm>

#include "rf/data/data_tables.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/dock.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle.hpp"

namespace rf {
namespace {

using core::Fixed;

// Tank_LaunchHook 0x429f20 / MSV 0x42a250: full forward while the counter is below 15 ticks.
int32_t leaveLiftGround(const Sim& sim, Obj& obj, VehState& st, int32_t dt) {
  int32_t& counter = obj.local[kVehLocalLaunch];
  const int32_t forward = sim.data().tunables.launchForwardTicks;  // 0x44b178
  if (counter < forward) {
    st.ctrl = input::kFwd | (0xffu << input::kMoveMagShift);
    counter += dt;
  }
  if (counter >= forward) st.preUpdate = PreUpdateHookId::None;
  return 0;
}

// 0x42a410: waits 98 ticks, then half speed.
int32_t leaveLiftJeep(const Sim& sim, Obj& obj, VehState& st, int32_t dt) {
  int32_t& counter = obj.local[kVehLocalLaunch];
  counter += dt;
  if (counter < kJeepLaunchWait) return 1;
  obj.speed = vehicleDef(sim.data(), st.type).maxFwd / 2;
  st.preUpdate = PreUpdateHookId::None;
  return 0;
}

// 0x42b3c0: rotor spin-up (+0x84 speed, +0x80 angle), then the take-off drifting east.
int32_t leaveLiftHeli(Sim& sim, Obj& obj, VehState& st) {
  const int32_t dt = sim.dt;
  if (st.boatTarget < kRotorFull) {
    st.boatTarget = core::ApproachValue(st.boatTarget, kRotorFull, kRotorSpinRate * dt);
    st.boatBlend = core::WrapHeading(static_cast<int64_t>(st.boatBlend) + static_cast<int64_t>(st.boatTarget) * dt);
    if (st.boatTarget >= kRotorFull) sim.emit(EventId::RotorUp, NoteEvent{static_cast<int32_t>(obj.id)});
    return 1;
  }
  st.boatBlend = core::WrapHeading(static_cast<int64_t>(st.boatBlend) + static_cast<int64_t>(st.boatTarget) * dt);
  const Fixed dz = std::min(kHeliClimbRate * dt, kHeliTakeOffZ - obj.z);
  objMove(sim, obj.slot(), kHeliTakeOffDrift * dt, 0, dz);
  if (obj.z >= kHeliTakeOffZ) st.preUpdate = PreUpdateHookId::None;
  return 1;
}

// Dock hook 0x42b600: brake, descend onto the pad centre (heading -> 135 deg), spin down.
int32_t heliLanding(Sim& sim, Obj& obj, VehState& st) {
  const int32_t dt = sim.dt;
  const VehicleDef& def = vehicleDef(sim.data(), st.type);
  obj.speed = core::ApproachValue(obj.speed, 0, def.accel * dt);
  st.velX = core::ApproachValue(st.velX, 0, def.accel * dt);
  st.velY = core::ApproachValue(st.velY, 0, def.accel * dt);
  st.boatBlend = core::WrapHeading(static_cast<int64_t>(st.boatBlend) + static_cast<int64_t>(st.boatTarget) * dt);
  const int32_t c = obj.cell;
  const bool braked = obj.speed == 0 && st.velX == 0 && st.velY == 0;
  if (!braked || c < 0 || c >= kOutsideCell) return 1;
  const Fixed cx = cell::centreFixed(c % kMapCells);
  const Fixed cy = cell::centreFixed(c / kMapCells);
  const Fixed step = kHeliLandingSlide * dt;
  const Fixed dx = core::ApproachValue(obj.x, cx, step) - obj.x;
  const Fixed dy = core::ApproachValue(obj.y, cy, step) - obj.y;
  const Fixed dz = core::ApproachValue(obj.z, 0, kHeliClimbRate * dt) - obj.z;
  obj.heading = core::TurnTowardsAngle(obj.heading, kHeliDockHeading, def.turn * dt);
  if (dx != 0 || dy != 0 || dz != 0) {
    objMove(sim, obj.slot(), dx, dy, dz);
    return 1;
  }
  if (obj.heading != kHeliDockHeading) return 1;
  st.boatTarget = core::ApproachValue(st.boatTarget, 0, kRotorSpinRate * dt);
  if (st.boatTarget == 0) dockVehicleInBunker(sim, obj);
  return 1;
}

}  // namespace

void startLaunchHook(Sim& sim, Obj& vehicle) {
  VehState& st = vehState(sim, vehicle);
  vehicle.local[kVehLocalLaunch] = 0;
  switch (vehicleDef(sim.data(), st.type).launch) {
    case LaunchHookId::Tank:
    case LaunchHookId::Msv:
      st.preUpdate = PreUpdateHookId::LeaveLiftGround;
      break;
    case LaunchHookId::Jeep:
      st.preUpdate = PreUpdateHookId::LeaveLiftJeep;
      break;
    case LaunchHookId::Heli:
      st.preUpdate = PreUpdateHookId::LeaveLiftHeli;
      st.boatTarget = 0;  // the rotor stands still on the lift
      break;
    case LaunchHookId::None:
      break;
  }
}

int32_t vehiclePreUpdate(Sim& sim, Obj& obj, PreUpdateHookId id) {
  VehState& st = vehState(sim, obj);
  switch (id) {
    case PreUpdateHookId::None:
      return 0;
    case PreUpdateHookId::LeaveLiftGround:
      return leaveLiftGround(sim, obj, st, sim.dt);
    case PreUpdateHookId::LeaveLiftJeep:
      return leaveLiftJeep(sim, obj, st, sim.dt);
    case PreUpdateHookId::LeaveLiftHeli:
      return leaveLiftHeli(sim, obj, st);
    case PreUpdateHookId::HeliLanding:
      return heliLanding(sim, obj, st);
    case PreUpdateHookId::Docking:
      return 1;  // the lowering lift carries the model; the vehicle is gone
  }
  return 0;
}

}  // namespace rf
