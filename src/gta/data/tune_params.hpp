// SPDX-License-Identifier: GPL-3.0-or-later
// The parameters of the car tuning file (gta-game-core.md "The tuning file"): each names
// a field of the car info record that Tune_SetCarParam 0x412e90 writes.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace gta {

enum class TuneParam : uint8_t {
  // the integer ones
  ComX,                 // +0x76 byte: centre of mass x
  ComY,                 // +0x77 byte: centre of mass y
  Moment,               // +0x78 int: moment of inertia
  TurnRatio,            // +0x98 short
  Drive,                // +0x9a short
  SteeringWheelOffset,  // +0x9c short
  // value / 65536
  Mass,               // +0x7c
  Gear1,              // +0x80
  AdhesionX,          // +0x84 tyre adhesion x
  AdhesionY,          // +0x88 tyre adhesion y
  HandbrakeFriction,  // +0x8c
  FootbrakeFriction,  // +0x90
  FrontBrakeBias,     // +0x94
  BackEndSlide,       // +0x9e
  HandbrakeSlide,     // +0xa2
};
// The spec's parameters: 6 taking the integer, 9 taking value / 65536.
inline constexpr size_t kTuneParamCount = 15;

struct TuneParamName {
  std::string_view name;
  TuneParam param;
};

// designed: the exe's parameter strings are not in the spec; these name the fields.
// Outcome: every field the spec lists can be tuned by a readable name.
inline constexpr auto kTuneParams = std::to_array<TuneParamName>({
    {"com_x", TuneParam::ComX},                                 // designed
    {"com_y", TuneParam::ComY},                                 // designed
    {"moment", TuneParam::Moment},                              // designed
    {"turn_ratio", TuneParam::TurnRatio},                       // designed
    {"drive", TuneParam::Drive},                                // designed
    {"steering_wheel_offset", TuneParam::SteeringWheelOffset},  // designed
    {"mass", TuneParam::Mass},                                  // designed
    {"gear1", TuneParam::Gear1},                                // designed
    {"tyre_adhesion_x", TuneParam::AdhesionX},                  // designed
    {"tyre_adhesion_y", TuneParam::AdhesionY},                  // designed
    {"handbrake_friction", TuneParam::HandbrakeFriction},       // designed
    {"footbrake_friction", TuneParam::FootbrakeFriction},       // designed
    {"front_brake_bias", TuneParam::FrontBrakeBias},            // designed
    {"back_end_slide", TuneParam::BackEndSlide},                // designed
    {"handbrake_slide", TuneParam::HandbrakeSlide},             // designed
});
static_assert(kTuneParams.size() == kTuneParamCount);

// The row of each parameter is at its enum value.
constexpr bool tuneParamsInEnumOrder() {
  for (size_t i = 0; i < kTuneParams.size(); ++i)
    if (static_cast<size_t>(kTuneParams[i].param) != i) return false;
  return true;
}
static_assert(tuneParamsInEnumOrder());

}  // namespace gta
