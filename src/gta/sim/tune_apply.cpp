// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/tune_apply.hpp"

#include "gta/sim/entities.hpp"

namespace gta {

namespace {

void setField(CarInfo& c, TuneParam p, int32_t v) {
  switch (p) {
    case TuneParam::ComX:
      c.comX = static_cast<int8_t>(v);
      break;
    case TuneParam::ComY:
      c.comY = static_cast<int8_t>(v);
      break;
    case TuneParam::Moment:
      c.moment = v;
      break;
    case TuneParam::TurnRatio:
      c.turnRatio = static_cast<int16_t>(v);
      break;
    case TuneParam::Drive:
      c.drive = static_cast<int16_t>(v);
      break;
    case TuneParam::SteeringWheelOffset:
      c.steeringWheelOffset = static_cast<int16_t>(v);
      break;
    case TuneParam::Mass:
      c.mass = v;
      break;
    case TuneParam::Gear1:
      c.gear1 = v;
      break;
    case TuneParam::AdhesionX:
      c.adhesionX = v;
      break;
    case TuneParam::AdhesionY:
      c.adhesionY = v;
      break;
    case TuneParam::HandbrakeFriction:
      c.handbrakeFriction = v;
      break;
    case TuneParam::FootbrakeFriction:
      c.footbrakeFriction = v;
      break;
    case TuneParam::FrontBrakeBias:
      c.frontBrakeBias = v;
      break;
    case TuneParam::BackEndSlide:
      c.backEndSlide = v;
      break;
    case TuneParam::HandbrakeSlide:
      c.handbrakeSlide = v;
      break;
  }
}

}  // namespace

// Tune_SetCarParam 0x412e90
bool tuneSetCarParam(EntityTables& t, int model, TuneParam param, int32_t value) {
  CarInfo* info = carInfoOfModel(t, model);
  if (info == nullptr) return false;
  setField(*info, param, value);
  return true;
}

TuneResult tuneApply(EntityTables& t, std::span<const TuneEntry> entries) {
  TuneResult r;
  for (const TuneEntry& e : entries)
    ++(tuneSetCarParam(t, e.model, e.param, e.value) ? r.applied : r.skipped);
  return r;
}

}  // namespace gta
