// The class descriptor table (descriptor addresses from rf-simulation.md §2).
#include "rf/sim/classes.hpp"

#include <cctype>
#include <string>

#include "rf/sim/lift.hpp"  // part 2
#include "rf/sim/stay.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/wreck.hpp"  // part 2

namespace rf {
namespace {

ClassDesc notPorted(int32_t id, const char* name, int32_t prio) {
  ClassDesc d;
  d.id = id;
  d.name = name;
  d.prio = prio;
  return d;
}

SimTables makeDefaultTables() {
  SimTables t;
  auto put = [&t](ObjClass c, const ClassDesc& d) { t.classes[static_cast<size_t>(c)] = d; };
  put(ObjClass::Missle, notPorted(0, "Missle", 0xc8));                       // 0x450950
  put(ObjClass::Vehicle, vehicleClassDesc());                                // 0x44b128
  put(ObjClass::TurretGun, notPorted(2, "Turret Gun", 0x32));                // 0x44ad40
  put(ObjClass::FWall, notPorted(3, "FWall", 0));                            // 0x454f48
  put(ObjClass::Shadow, notPorted(4, "Shadow", 0));                          // 0x454fb8
  put(ObjClass::Storage, liftUpClassDesc());                                 // 0x443288 lift up
  put(ObjClass::DestroyedVehicle, wreckClassDesc());                         // 0x44b0d8
  put(ObjClass::Tracer, notPorted(7, "TRACER", 0x100));                      // 0x4509a0
  put(ObjClass::Drone, notPorted(9, "Drone", 0x6e));                         // 0x455778
  put(ObjClass::Mine, notPorted(10, "Mine", 0x96));                          // 0x455008
  put(ObjClass::Expl, notPorted(11, "Expl", 0xc8));                          // 0x44aa50
  put(ObjClass::Flag, notPorted(12, "Flag", 0xc9));                          // 0x44ae30
  put(ObjClass::Gate, notPorted(13, "Gate", 0x32));                          // 0x44ade0
  put(ObjClass::Man, notPorted(14, "MAN", 0x7d));                            // 0x43fb10
  put(ObjClass::Sub, notPorted(15, "SUB", 0x7d));                            // 0x43fc10
  put(ObjClass::DeathMissle, notPorted(16, "Death Missle", 0xc8));           // 0x4509f8
  put(ObjClass::Stay, stayClassDesc());                                      // 0x455820
  put(ObjClass::Grenade, notPorted(18, "Grenade", 0xc8));                    // 0x450d48
  put(ObjClass::StorageDown, liftDownClassDesc());                           // 0x4432d8 lift down
  put(ObjClass::TurretGunLarge, notPorted(2, "Turret Gun", 0x32));           // 0x44ad90 large tower
  // part 2: the return after a death (wreck.hpp)
  t.timers[timerIndex(TimerId::ToSelect)] = &timerToSelect;  // 0x4280d0
  t.timers[timerIndex(TimerId::FlyBack)] = &timerFlyBack;    // 0x4280b0
  return t;
}

std::string normalName(std::string_view s) {
  std::string out;
  for (char c : s) {
    const char n = (c == '_' || c == '-') ? ' ' : c;
    out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(n))));
  }
  return out;
}

}  // namespace

const SimTables& defaultSimTables() {
  static const SimTables kTables = makeDefaultTables();
  return kTables;
}

std::optional<ObjClass> classByName(const SimTables& tables, std::string_view name) {
  const std::string want = normalName(name);
  for (size_t i = 0; i < tables.classes.size(); ++i) {
    const ClassDesc& d = tables.classes[i];
    if (d.id >= 0 && normalName(d.name) == want) return static_cast<ObjClass>(i);
  }
  return std::nullopt;
}

}  // namespace rf
