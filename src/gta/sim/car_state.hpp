// SPDX-License-Identifier: GPL-3.0-or-later
// The car record (Car), the car info (CarInfo) and constants; functions in car.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/car_info_vtypes.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

inline constexpr int kCarSlots = 400;
inline constexpr int kCarModels = 100;  // the model -> car info table 0x4be178
inline constexpr int32_t kCarFree = -1;
inline constexpr int32_t kCarParked = 1;          // designed: status of a car standing still
inline constexpr int32_t kCarTrafficPrimed = 2;   // designed: a primed traffic slot (MisCar_SpawnBatch)
inline constexpr uint8_t kSirenParkedAlarm = 99;  // the siren state of an alarmed parked car
inline constexpr int16_t kCarWrecked = 100;       // damage of a wrecked car
inline constexpr int kCarModelTank = 0x25;
inline constexpr int kCarModelFireEngine = 0x2a;

// Car record, 0x2b0 bytes. An offset in a comment is the original's: the spec gives the
// hose (+0x11c), +0x139, the sprite (+0x250) and the car info pointer (+0x2ac); unk_NN are
// the original's bytes at NN whose use is unknown. designed: the named fields without an
// offset are ours (the notes do not say where the original keeps them); they fill the
// first 0x1c bytes so that the record keeps its size.
struct Car {
  int32_t status = kCarFree;  // -1 = free slot
  int16_t model = -1;
  int16_t driver = -1;                   // ped slot (200 + car)
  uint8_t alarm = 0;                     // a parked car's alarm
  uint8_t sirenState = 0;                // 99: alarmed parked car
  uint8_t physicsControl = 0;            // driven by a player's input
  uint8_t unk_0b = 0;                    // +0x00b
  int16_t damage = 0;                    // 100 = wrecked
  int16_t burning = 0;                   // the burning count (fires that died on it)
  int16_t control = 0;                   // car control (9: a fire engine)
  int16_t cruiseSpeed = 0;               // pixels a frame the driver aims for
  core::Fixed speed = 0;                 // 16.16 pixels a frame
  int16_t siren = 0;                     // siren on
  int16_t sentinel = -1;                 // the sentinel record driving it
  std::array<uint8_t, 0x100> unk_1c{};   // +0x01c
  int16_t hose = -1;                     // +0x11c the fire engine's hose object (siren code skips it)
  std::array<uint8_t, 0x1b> unk_11e{};   // +0x11e
  uint8_t unk_139 = 0;                   // +0x139 cleared by Cars_Init
  std::array<uint8_t, 0x116> unk_13a{};  // +0x13a
  Sprite sprite;                         // +0x250
  int32_t carInfo = -1;                  // +0x2ac a pointer in the original; the record index

  static constexpr auto fields() {
    return std::tuple{
        CORE_FIELD(Car, status),  CORE_FIELD(Car, model),       CORE_FIELD(Car, driver),
        CORE_FIELD(Car, alarm),   CORE_FIELD(Car, sirenState),  CORE_FIELD(Car, physicsControl),
        CORE_FIELD(Car, unk_0b),  CORE_FIELD(Car, damage),      CORE_FIELD(Car, burning),
        CORE_FIELD(Car, control), CORE_FIELD(Car, cruiseSpeed), CORE_FIELD(Car, speed, core::kFieldFixed),
        CORE_FIELD(Car, siren),   CORE_FIELD(Car, sentinel),    CORE_FIELD(Car, unk_1c),
        CORE_FIELD(Car, hose),    CORE_FIELD(Car, unk_11e),     CORE_FIELD(Car, unk_139),
        CORE_FIELD(Car, unk_13a), CORE_FIELD(Car, sprite),      CORE_FIELD(Car, carInfo)};
  }
  friend bool operator==(const Car& lhs, const Car& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Car>());
static_assert(core::isDense<Car>());
static_assert(sizeof(Car) == 0x2b0);
static_assert(offsetof(Car, hose) == 0x11c && offsetof(Car, unk_139) == 0x139 &&
              offsetof(Car, sprite) == 0x250 && offsetof(Car, carInfo) == 0x2ac);

// A car info record (CarInfo_Setup 0x40c100 builds them from the style file, which is
// not ported here). Offsets in comments are the original's (Tune_SetCarParam); the port's
// struct is not laid out at them (the record's size is not in the spec). designed: the
// original keeps the value / 65536 fields as floats; the simulation is integer-only, so
// they are 16.16 fixed here (the same number, exactly).
struct CarInfo {
  int16_t model = -1;                 // designed: the model it describes
  uint8_t vtype = kVTypeCar;          // vehicle type (see kVTypeCar)
  int8_t comX = 0;                    // +0x76 centre of mass x
  int8_t comY = 0;                    // +0x77 centre of mass y
  int32_t moment = 0;                 // +0x78 moment of inertia
  core::Fixed mass = 0;               // +0x7c
  core::Fixed gear1 = 0;              // +0x80
  core::Fixed adhesionX = 0;          // +0x84 tyre adhesion x
  core::Fixed adhesionY = 0;          // +0x88 tyre adhesion y
  core::Fixed handbrakeFriction = 0;  // +0x8c
  core::Fixed footbrakeFriction = 0;  // +0x90
  core::Fixed frontBrakeBias = 0;     // +0x94
  int16_t turnRatio = 0;              // +0x98
  int16_t drive = 0;                  // +0x9a
  int16_t steeringWheelOffset = 0;    // +0x9c
  core::Fixed backEndSlide = 0;       // +0x9e
  core::Fixed handbrakeSlide = 0;     // +0xa2

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CarInfo, model),
                      CORE_FIELD(CarInfo, vtype),
                      CORE_FIELD(CarInfo, comX),
                      CORE_FIELD(CarInfo, comY),
                      CORE_FIELD(CarInfo, moment),
                      CORE_FIELD(CarInfo, mass, core::kFieldFixed),
                      CORE_FIELD(CarInfo, gear1, core::kFieldFixed),
                      CORE_FIELD(CarInfo, adhesionX, core::kFieldFixed),
                      CORE_FIELD(CarInfo, adhesionY, core::kFieldFixed),
                      CORE_FIELD(CarInfo, handbrakeFriction, core::kFieldFixed),
                      CORE_FIELD(CarInfo, footbrakeFriction, core::kFieldFixed),
                      CORE_FIELD(CarInfo, frontBrakeBias, core::kFieldFixed),
                      CORE_FIELD(CarInfo, turnRatio),
                      CORE_FIELD(CarInfo, drive),
                      CORE_FIELD(CarInfo, steeringWheelOffset),
                      CORE_FIELD(CarInfo, backEndSlide, core::kFieldFixed),
                      CORE_FIELD(CarInfo, handbrakeSlide, core::kFieldFixed)};
  }
  friend bool operator==(const CarInfo& lhs, const CarInfo& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<CarInfo>());

}  // namespace gta
