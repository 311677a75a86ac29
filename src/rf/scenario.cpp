// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios (scenario.hpp): the spawn lines placed inside the game's setup.
#include "rf/scenario.hpp"

#include <optional>
#include <stdexcept>

#include "core/ascii.hpp"
#include "core/fixed.hpp"
#include "core/text.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf {
namespace {

std::optional<VehicleType> vehicleByName(const std::string& what) {
  for (int t = 0; t < kVehicleTypes; ++t) {
    const auto type = static_cast<VehicleType>(t);
    if (what == vehicleTypeName(type)) return type;
  }
  return std::nullopt;
}

// A vehicle ready to drive (spawnVehicle); its team's view goes to play, as after a launch.
void placeVehicle(Sim& sim, VehicleType type, int team, Fixed x, Fixed y, int32_t heading) {
  spawnVehicle(sim, type, team, x, y, heading);
  if (team < sim.players) sim.player[static_cast<size_t>(team)].view = ViewMode::Play;
  TeamLaunch& launch = sim.team[static_cast<size_t>(team)].launch;
  launch.driving = true;
  launch.type = type;
}

void placeSpawn(Sim& sim, const std::string& file, const ScriptSpawn& sp) {
  const std::string where = core::printable(file, std::string::npos) + ": line " + std::to_string(sp.line) +
                            ": spawn " + core::printable(sp.what) + ": ";
  const std::string what = core::asciiLower(sp.what);
  const std::optional<VehicleType> vehicle = vehicleByName(what);
  const std::optional<ObjClass> cls =
      vehicle ? std::optional<ObjClass>(ObjClass::Vehicle) : classByName(*sim.tables, sp.what);
  if (!cls)
    throw std::runtime_error(where +
                             "unknown class (expected tank, jeep, msv, heli or a class name such as stay)");
  constexpr int32_t kWorldPx = kMapCells * 32;
  if (sp.x < 0 || sp.y < 0 || sp.x >= kWorldPx || sp.y >= kWorldPx) {
    throw std::runtime_error(where + "at " + std::to_string(sp.x) + "," + std::to_string(sp.y) +
                             " is outside the map (0..4095 px on both axes)");
  }
  const auto heading = static_cast<int32_t>(static_cast<int64_t>(sp.headingDeg) * core::kHeadingTurn / 360);
  try {
    if (vehicle) {
      placeVehicle(sim, *vehicle, sp.team, core::px(sp.x), core::px(sp.y), heading);
    } else {
      placeObject(sim, *cls, sp.team, core::px(sp.x), core::px(sp.y), heading);
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(where + e.what());
  }
}

}  // namespace

ObjSlot placeObject(Sim& sim, ObjClass cls, int32_t team, Fixed x, Fixed y, int32_t heading, int32_t arg) {
  if (cellOfPos(x, y) == kOutsideCell) throw std::invalid_argument("the spot is outside the map");
  const ObjSlot s = objCreate(sim, cls, team, x, y, 0, arg);
  if (s == kNoObj) throw std::runtime_error("the object pool is full");
  Obj& o = sim.objs[s];
  o.heading = core::WrapHeading(heading);
  if ((o.flags & kObjNoCollision) == 0 && sim.collide(sim, o) != 0) {
    objDestroyNow(sim, s);
    throw std::invalid_argument("the spot is blocked");
  }
  return s;
}

void applyScenario(Sim& sim, const Scenario& scenario) {
  for (const ScriptSpawn& sp : scenario.spawns) placeSpawn(sim, scenario.file, sp);
}

std::string spawnLineText(const ScriptSpawn& s) {
  return "spawn " + s.what + " team " + std::to_string(s.team) + " at " + std::to_string(s.x) + "," +
         std::to_string(s.y) + " heading " + std::to_string(s.headingDeg);
}

}  // namespace rf
