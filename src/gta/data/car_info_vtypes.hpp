// SPDX-License-Identifier: GPL-3.0-or-later
// The vehicle types of the car info records (CarInfo_Setup 0x40c100 builds the records
// from the style file, which is not ported) and the designed rows that stand in for the
// style's: which models have a record and which of them are not standard cars.
#pragma once

#include <array>
#include <cstdint>

namespace gta {

// The vehicle types of the style's car info (the public GTA style documents).
inline constexpr uint8_t kVTypeBus = 0;
inline constexpr uint8_t kVTypeJuggernautFront = 1;
inline constexpr uint8_t kVTypeJuggernautBack = 2;
inline constexpr uint8_t kVTypeMotorcycle = 3;
inline constexpr uint8_t kVTypeCar = 4;  // a standard car
inline constexpr uint8_t kVTypeTrain = 8;
inline constexpr uint8_t kVTypeTram = 9;
inline constexpr uint8_t kVTypeBoat = 13;
inline constexpr uint8_t kVTypeTank = 14;
// The types above other than the standard car.
inline constexpr size_t kVTypesOtherThanCar = 8;

// designed: models 0..89 have a car info record, 90..99 none, so that the "model without a
// record" rules of the tuning file and of the parked cars can happen.
inline constexpr int kCarModelsWithRecord = 90;

struct CarVTypeRow {
  int16_t model;
  uint8_t vtype;
};

// designed: every model with a record is a standard car except one model of each other
// vehicle type. Outcome: NYC.CMP's 106 parked cars hold 95 standard cars (model 9 x 5
// motorcycles, 3 x 3 buses, 45 x 3 tanks are not), so 48 of them get the alarm.
inline constexpr auto kVTypeRows = std::to_array<CarVTypeRow>({
    {3, kVTypeBus},               // designed: a bus
    {9, kVTypeMotorcycle},        // designed: a motorcycle
    {45, kVTypeTank},             // designed: a tank
    {84, kVTypeTrain},            // designed: a train
    {85, kVTypeTram},             // designed: a tram
    {86, kVTypeBoat},             // designed: a boat
    {87, kVTypeJuggernautFront},  // designed: a juggernaut's front
    {88, kVTypeJuggernautBack},   // designed: a juggernaut's back
});
static_assert(kVTypeRows.size() == kVTypesOtherThanCar);

// The designed vehicle type of `model`: its row's, else a standard car.
constexpr uint8_t designedVType(int model) {
  for (const CarVTypeRow& r : kVTypeRows)
    if (r.model == model) return r.vtype;
  return kVTypeCar;
}

}  // namespace gta
