// SPDX-License-Identifier: GPL-3.0-or-later
// The class descriptor table (descriptor addresses from rf-simulation.md §2) and the timer /
// callback function tables.
#include "rf/sim/classes.hpp"

#include <algorithm>
#include <memory>
#include <string>

#include "core/ascii.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/grenade.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/lift.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/shadow.hpp"
#include "rf/sim/stay.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/timer_ids.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/wreck.hpp"

namespace rf {
namespace {

constexpr int32_t kLiftGfx = static_cast<int32_t>(GfxId::Lift);
constexpr int32_t kProjectileGfx = static_cast<int32_t>(GfxId::Projectile);

// One row per descriptor slot (ObjClass) 0..20 with the descriptor's address; slots 21..31
// stay empty (24..31: test classes). Every class has its init; the empty slots have none, so
// ObjCreate throws NotPortedError for them.
// clang-format off
constexpr auto kClassRows = std::to_array<ClassDesc>({
    {.id = 0,                                                      // 0 0x450950
     .name = "Missle",
     .init = &projectileInit,
     .update = &projectileUpdate,
     .gfx = kProjectileGfx,
     .hitStatic = &projectileHitStatic,  // 0x4310b0
     .hitObject = &projectileHitObject,  // 0x431140
     .fields = &projectileFields},
    {.id = 1,                                                      // 1 0x44b128
     .name = "Vehicle",
     .init = &vehicleInit,
     .destroy = &vehicleDestroy,
     .update = &vehicleUpdate,
     .hitStatic = &vehicleHitStatic,
     .hitObject = &vehicleHitObject,
     .damage = &vehicleDamage,
     .fields = &vehicleFields},
    {.id = 2,                                                      // 2 0x44ad40 normal tower
     .name = "Turret Gun",
     .init = &turretInit,      // 0x4235a0
     .destroy = &turretDestroy,  // 0x423660
     .update = &turretUpdate,  // 0x423620
     .gfx = static_cast<int32_t>(GfxId::TurretTower),
     .damage = &turretDamage,  // 0x423710
     .thinks = kTurretThinks,
     .fields = &turretFields,
     .drawn = &turretDrawn},
    {.id = 3,                                                      // 3 0x454f48
     .name = "FWall",
     .init = &debrisInit,
     .update = &debrisUpdate,
     .gfx = static_cast<int32_t>(GfxId::Debris),
     .fields = &debrisFields,
     .drawn = &debrisDrawn},
    {.id = 4,                                                      // 4 0x454fb8
     .name = "Shadow",
     .init = &shadowInit,    // 0x434cf0
     .update = &shadowUpdate},  // 0x434d70
    {.id = 5,                                                      // 5 0x443288 lift up
     .name = "Storage",
     .init = &liftUpInit,
     .destroy = &liftDestroy,
     .update = &liftUpUpdate,
     .gfx = kLiftGfx,
     .hitObject = &liftHitObject,
     .fields = &liftFields},
    {.id = 6,                                                      // 6 0x44b0d8
     .name = "Destroyed Vehicle",
     .init = &wreckInit,
     .destroy = &wreckDestroy,
     .update = &wreckUpdate,
     .fields = &wreckFields},
    {.id = 7,                                                      // 7 0x4509a0
     .name = "TRACER",
     .init = &projectileInit,
     .update = &projectileUpdate,
     .gfx = kProjectileGfx,
     .hitStatic = &tracerHitStatic,
     .hitObject = &tracerHitObject,
     .fields = &projectileFields},
    {},                                                            // 8 unused
    {.id = 9,                                                      // 9 0x455778
     .name = "Drone",
     .init = &droneInit,
     .destroy = &droneDestroy,  // DroneDestroy when shot down
     .update = &droneUpdate,    // 0x435420 / 0x435840, 0x435620
     .gfx = static_cast<int32_t>(GfxId::Drone),
     .hitObject = &droneHitObject,  // 0x435900
     .damage = &droneDamage,        // 0x435880
     .shadowGfx = static_cast<int32_t>(GfxId::DroneShadow),  // 0x455730
     .fields = &droneFields,
     .drawn = &droneDrawn},  // the draw 0x435090 stamps the last draw tick
    {.id = 10,                                                     // 10 0x455008
     .name = "Mine",
     .init = &mineInit,
     .destroy = &mineDestroy,
     .update = &mineUpdate,
     .gfx = static_cast<int32_t>(GfxId::MineArming),
     .hitObject = &mineHitObject,  // 0x434f70
     .damage = &mineDamage,
     .fields = &mineFields},
    {.id = 11,                                                     // 11 0x44aa50
     .name = "Expl",
     .init = &explInit,
     .destroy = &explDestroy,
     .update = &explUpdate,
     .gfx = static_cast<int32_t>(GfxId::ExplSprites),
     .hitStatic = &explHitStatic,
     .hitObject = &explHitObject,
     .fields = &explFields},
    {.id = 12,                                                     // 12 0x44ae30
     .name = "Flag",
     .init = &flagInit,
     .destroy = &flagDestroy,
     .update = &flagUpdate,
     .gfx = static_cast<int32_t>(GfxId::FlagLying),
     .hitObject = &flagHitObject,  // FlagOnTouch 0x424760
     .fields = &flagFields},
    {.id = 13,                                                     // 13 0x44ade0
     .name = "Gate",
     .init = &gateInit,        // GateInit 0x423cd0
     .destroy = &gateDestroy,  // GateDestroy 0x423ec0
     .update = &gateUpdate,    // GateUpdate 0x423d50
     .gfx = static_cast<int32_t>(GfxId::GateH),
     .hitStatic = &gateHitStatic,  // 0x423fa0
     .damage = &gateDamage,        // 0x423f50
     .fields = &gateFields},
    {.id = 14,                                                     // 14 0x43fb10
     .name = "MAN",
     .init = &manInit,      // ManInit 0x4062c0
     .update = &manUpdate,  // ManUpdate 0x406320
     .gfx = static_cast<int32_t>(GfxId::ManWalk),
     .think = kManWalkOut,  // 0x406cd0
     .hitStatic = &manHitStatic,  // 0x4064b0
     .hitObject = &manHitObject,  // 0x4064d0
     .damage = &manDamage,        // 0x406550
     .thinks = kManThinks,
     .fields = &manFields,
     .drawn = &manDrawn},
    {.id = 15,                                                     // 15 0x43fc10
     .name = "SUB",
     .init = &subInit,
     .destroy = &subDestroy,
     .update = &subUpdate,  // 0x4073a0
     .gfx = static_cast<int32_t>(GfxId::Sub),
     .think = kSubIdle,  // 0x407470
     .thinks = kSubThinks,
     .fields = &subFields,
     .drawn = &subDrawn},  // the draw 0x407320
    {.id = 16,                                                     // 16 0x4509f8
     .name = "Death Missle",
     .init = &projectileInit,
     .update = &projectileUpdate,  // homes on its parent (projectile.cpp)
     .gfx = kProjectileGfx,
     .hitStatic = &projectileHitStatic,
     .hitObject = &deathMissleHitObject,
     .fields = &projectileFields},
    {.id = 17,                                                     // 17 0x455820
     .name = "Stay",
     .init = &stayInit,
     .update = &stayUpdate,
     .fields = &stayFields},
    {.id = 18,                                                     // 18 0x450d48
     .name = "Grenade",
     .init = &grenadeInit,
     .destroy = &grenadeDestroy,  // GrenadeDestroy: the explosion by hit kind
     .update = &grenadeUpdate,
     .gfx = static_cast<int32_t>(GfxId::Grenade),
     .hitStatic = &grenadeHitStatic,
     .hitObject = &grenadeHitObject,
     .fields = &grenadeFields},
    {.id = 5,                                                      // 19 0x4432d8 lift down
     .name = "Storage",
     .init = &liftDownInit,
     .destroy = &liftDestroy,
     .update = &liftDownUpdate,
     .gfx = kLiftGfx,
     .hitObject = &liftHitObject,
     .fields = &liftFields},
    {.id = 2,                                                      // 20 0x44ad90 large tower
     .name = "Turret Gun",
     .init = &turretInit,      // 0x4235a0
     .destroy = &turretDestroy,  // 0x423660
     .update = &turretUpdate,  // 0x423620
     .gfx = static_cast<int32_t>(GfxId::TurretLargeTower),
     .damage = &turretDamage,  // 0x423710
     .thinks = kTurretThinks,
     .fields = &turretFields,
     .drawn = &turretDrawn},
});
// clang-format on
static_assert(kClassRows.size() == classIndex(ObjClass::TurretGunLarge) + 1, "descriptor slots 0..20");

// Row i is class id i, except the unused 8 and the second descriptors of classes 5 and 2.
constexpr bool rowsAtTheirSlots() {
  for (size_t i = 0; i < kClassRows.size(); ++i) {
    const auto slot = static_cast<ObjClass>(i);
    int32_t want = static_cast<int32_t>(i);
    if (i == 8) want = -1;
    if (slot == ObjClass::StorageDown) want = classIndex(ObjClass::Storage);
    if (slot == ObjClass::TurretGunLarge) want = classIndex(ObjClass::TurretGun);
    if (kClassRows[i].id != want) return false;
  }
  return true;
}
static_assert(rowsAtTheirSlots(), "every descriptor sits at its slot");

// The rows and the class records of rf/data (the numbers the loader reads) name the same
// classes.
constexpr bool rowsMatchRecords() {
  static_assert(kClassRows.size() == kClassNumbers.size());
  for (size_t i = 0; i < kClassRows.size(); ++i) {
    if (kClassRows[i].id != kClassNumbers[i].id || std::string_view(kClassRows[i].name) != kClassNumbers[i].name)
      return false;
  }
  return true;
}
static_assert(rowsMatchRecords(), "the class rows and rf/data's class records agree");

// The timer functions by id (TimerId, timer_ids.hpp). No callback-list function is ported
// yet: SimTables::callbacks stays empty.
struct TimerRow {
  TimerId id;
  TimerFn fn;
};
constexpr auto kTimerRows = std::to_array<TimerRow>({
    {TimerId::ToSelect, &timerToSelect},  // 0x4280d0
    {TimerId::FlyBack, &timerFlyBack},    // 0x4280b0
    {TimerId::ExplDestroyedState, &explTimerDestroyedState},  // 0x420370
});

// The numbers of every descriptor slot (id, name, priority, class flags) from a table set's
// class records (rf/data/game_tables.hpp); the hooks stay retrosim's.
// The names and ids stay the designed ones (classByName and the traces use them; the loader
// checks the original's ids).
constexpr void applyClassNumbers(ClassTable& classes, const ClassRecords& records) {
  for (size_t i = 0; i < records.size(); ++i) {
    classes[i].prio = records[i].prio;
    classes[i].cflags = records[i].cflags;
  }
}

constexpr SimTables makeDefaultTables() {
  SimTables t;
  std::copy(kClassRows.begin(), kClassRows.end(), t.classes.begin());
  applyClassNumbers(t.classes, kClassNumbers);
  for (const TimerRow& r : kTimerRows) t.timers[timerIndex(r.id)] = r.fn;
  return t;
}
constexpr SimTables kDefaultTables = makeDefaultTables();

std::string normalName(std::string_view s) {
  std::string out;
  for (char c : s) {
    const char n = (c == '_' || c == '-') ? ' ' : c;
    out.push_back(core::asciiLower(n));
  }
  return out;
}

}  // namespace

namespace {

// The tables of a set read from RFIRE.BIN: the class numbers and the explosion descriptors
// of the set (their spans point into the set); made once per set and kept with it.
std::shared_ptr<const void> makeOriginalSimTables(const DataTables& data) {
  auto t = std::make_shared<SimTables>(kDefaultTables);
  t->data = &data;
  applyClassNumbers(t->classes, data.classes);
  t->explosions = data.explosions;
  return t;
}

}  // namespace

// The explosion descriptors are constant data of another translation unit (not a constant
// expression here): added once, on first use.
const SimTables& defaultSimTables() {
  static const SimTables kTables = [] {
    SimTables t = kDefaultTables;
    t.explosions = explDescriptors();
    return t;
  }();
  return kTables;
}

const SimTables& simTablesOf(const DataTables& data) {
  if (&data == &designedTables()) return defaultSimTables();
  return *static_cast<const SimTables*>(tablesDerived(data, &makeOriginalSimTables));
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
