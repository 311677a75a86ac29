// SPDX-License-Identifier: GPL-3.0-or-later
// The four entity tables (EntityTables), from the records' state headers alone.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "gta/data/traffic_models.hpp"
#include "gta/sim/car_state.hpp"
#include "gta/sim/obj_state.hpp"
#include "gta/sim/ped_state.hpp"
#include "gta/sim/player_state.hpp"

namespace gta {

// The record counts of gta-game-core.md "Entity tables".
static_assert(kCarSlots == 400 && kPedSlots == 620 && kObjSlots == 3500 && kPlayerRecords == 4);
static_assert(kFirstDriverPed + kCarSlots <= kPedSlots);  // 200..599 drive cars 0..399

struct EntityTables {
  std::vector<Car> cars = std::vector<Car>(kCarSlots);  // 0x4be248
  std::vector<Ped> peds = std::vector<Ped>(kPedSlots);  // 0x7284e0
  std::vector<Obj> objs = std::vector<Obj>(kObjSlots);  // 0x6b40d0
  std::array<Player, kPlayerRecords> players{};         // 0x74f148
  std::array<int16_t, kCarModels> modelToCarInfo{};     // 0x4be178 (-1: none)
  std::vector<CarInfo> carInfos;                        // designed contents
  TrafficModelRows trafficModels{};                     // 0x504ce0
  int32_t carCount = 0;                  // car slots handed out (Car_Init, then the traffic priming)
  int32_t trafficCars = 0;               // traffic slots primed (MisCar_SpawnBatch)
  int32_t objCount = 0;                  // object slots filled by Obj_CreateStatic
  int32_t objAnimHead = kObjNoLink;      // the animated objects' list (status 5 / 9)
  int32_t objListedHead = kObjNoLink;    // the status-7 objects' list (timers, 0x6b40c0)
  int32_t objMovingHead = kObjNoLink;    // the moving list (0x6b40bc)
  int32_t objAttachedHead = kObjNoLink;  // the attached list (0x6b40c4)
  int32_t smashable = 0;                 // designed: live objects with into[] entries (the smashable count)
  ObjectInfos objInfos = kObjectInfos;   // Obj_LoadInfos 0x44ed60 (mutable: the 0x40 / 0x4d quirk)

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(EntityTables, cars),           CORE_FIELD(EntityTables, peds),
                      CORE_FIELD(EntityTables, objs),           CORE_FIELD(EntityTables, players),
                      CORE_FIELD(EntityTables, modelToCarInfo), CORE_FIELD(EntityTables, carInfos),
                      CORE_FIELD(EntityTables, trafficModels),  CORE_FIELD(EntityTables, carCount),
                      CORE_FIELD(EntityTables, trafficCars),    CORE_FIELD(EntityTables, objCount),
                      CORE_FIELD(EntityTables, objAnimHead),    CORE_FIELD(EntityTables, objListedHead),
                      CORE_FIELD(EntityTables, objMovingHead),  CORE_FIELD(EntityTables, objAttachedHead),
                      CORE_FIELD(EntityTables, smashable),      CORE_FIELD(EntityTables, objInfos)};
  }
  friend bool operator==(const EntityTables& lhs, const EntityTables& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<EntityTables>());

}  // namespace gta
