// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/car.hpp"

#include <string>

#include "gta/data/fatal_error.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/ped.hpp"

namespace gta {

// Cars_Init 0x4070a0 (the car info records: the designed rows of
// gta/data/car_info_vtypes.hpp stand in for the style file's)
void carsInit(EntityTables& t, core::GtaRand& rand) {
  t.carInfos.clear();
  for (int m = 0; m < kCarModels; ++m) {
    if (m >= kCarModelsWithRecord) {
      t.modelToCarInfo[size_t(m)] = -1;
      continue;
    }
    CarInfo info;
    info.model = static_cast<int16_t>(m);
    info.vtype = designedVType(m);
    t.modelToCarInfo[size_t(m)] = static_cast<int16_t>(t.carInfos.size());
    t.carInfos.push_back(info);
  }
  for (Car& c : t.cars) {
    c = Car{};
    c.status = kCarFree;
    c.unk_139 = 0;
  }
  t.carCount = 0;
  t.trafficCars = 0;
  trafficInitModelTables(t.trafficModels, rand);
}

CarInfo* carInfoOfModel(EntityTables& t, int model) {
  if (model < 0 || model >= kCarModels) return nullptr;
  const int16_t i = t.modelToCarInfo[size_t(model)];
  if (i < 0 || size_t(i) >= t.carInfos.size()) return nullptr;
  return &t.carInfos[size_t(i)];
}

const CarInfo* carInfoOfModel(const EntityTables& t, int model) {
  return carInfoOfModel(const_cast<EntityTables&>(t), model);
}

// Car_Init 0x4067c0 (the level-start part)
int carCreate(EntityTables& t, int model, core::Fixed x, core::Fixed y, core::Fixed z, int16_t angle,
              uint8_t remap) {
  for (int i = 0; i < kCarSlots; ++i) {
    Car& c = t.cars[size_t(i)];
    if (c.status != kCarFree) continue;
    c = Car{};
    c.status = kCarParked;
    c.model = static_cast<int16_t>(model);
    c.driver = static_cast<int16_t>(kFirstDriverPed + i);
    c.sprite.x = x;
    c.sprite.y = y;
    c.sprite.z = z;
    c.sprite.angle = angle;
    c.sprite.remap = remap;
    c.sprite.depthKey = z;
    const int16_t info = (model >= 0 && model < kCarModels) ? t.modelToCarInfo[size_t(model)] : -1;
    c.carInfo = info;
    if (i + 1 > t.carCount) t.carCount = i + 1;
    return i;
  }
  throw FatalError(kFatalNoFreeCar, "Car_Init: all " + std::to_string(kCarSlots) + " car slots in use");
}

int carsInUse(const EntityTables& t) {
  int n = 0;
  for (const Car& c : t.cars) n += c.status != kCarFree ? 1 : 0;
  return n;
}

}  // namespace gta
