#include "gta/sim/entities.hpp"

#include <span>
#include <type_traits>

namespace gta {

// The records hash as their bytes: they have no padding (every byte is a field).
static_assert(std::has_unique_object_representations_v<Car>);
static_assert(std::has_unique_object_representations_v<Ped>);
static_assert(std::has_unique_object_representations_v<Obj>);
static_assert(std::has_unique_object_representations_v<Player>);

namespace {
template <typename T>
void hashRecords(core::StateHasher& h, std::span<const T> records) {
  h.bytes({reinterpret_cast<const uint8_t*>(records.data()), records.size_bytes()});
}
}  // namespace

void EntityTables::hash(core::StateHasher& h) const {
  hashRecords<Car>(h, cars);
  hashRecords<Ped>(h, peds);
  hashRecords<Obj>(h, objs);
  hashRecords<Player>(h, players);
  for (int16_t v : modelToCarInfo) h.i16(v);
  h.u64(carInfos.size());
  for (const CarInfo& c : carInfos) {
    h.i16(c.model);
    h.u8(c.vtype);
    h.i8(c.comX);
    h.i8(c.comY);
    for (int32_t v : {c.moment, c.mass, c.gear1, c.adhesionX, c.adhesionY, c.handbrakeFriction,
                      c.footbrakeFriction, c.frontBrakeBias, c.backEndSlide, c.handbrakeSlide})
      h.i32(v);
    for (int16_t v : {c.turnRatio, c.drive, c.steeringWheelOffset}) h.i16(v);
  }
  for (const auto& row : trafficModels) h.bytes(row);
  for (int32_t v : {carCount, trafficCars, objCount, objAnimHead, objListedHead}) h.i32(v);
}

}  // namespace gta
