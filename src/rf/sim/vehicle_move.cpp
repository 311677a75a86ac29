// SPDX-License-Identifier: GPL-3.0-or-later
// Vehicle movement (rf-simulation.md §5 "Movement"). Per tick unless noted; all rates are
// multiplied by dt.
#include "rf/sim/vehicle_move.hpp"

#include <algorithm>

#include "rf/data/bno_ids.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/water.hpp"

namespace rf {
namespace {

using core::ApproachValue;
using core::FixMul;

constexpr uint32_t kBridgeDeckH = 74;
constexpr uint32_t kBridgeDeckV = 75;
// FUN_00428e90's road range (0x49..0x59: the road pieces, the bridge abutments and the
// ids up to 0x59).
constexpr uint32_t kFactorRoadFirst = 0x49;
constexpr uint32_t kFactorRoadLast = 0x59;

bool boatMode(const VehState& st) {
  // designed: "boat mode" = the blend has reached the boat shape (1.0).
  return st.boatBlend >= core::kOne;
}

// Speed rule of the ground movement: fwd / back accelerate up to the limits scaled by f,
// otherwise friction towards 0.
void speedStep(Obj& obj, const VehicleDef& def, uint32_t ctrl, Fixed f, int32_t dt) {
  if ((ctrl & input::kFwd) != 0) {
    obj.speed = std::min(obj.speed + def.accel * dt, FixMul(def.maxFwd, f));
  } else if ((ctrl & input::kBack) != 0) {
    obj.speed = std::max(obj.speed - def.accel * dt, FixMul(def.maxRev, f));
  } else {
    obj.speed = ApproachValue(obj.speed, 0, def.friction * dt);
  }
}

// Turning: right / left by step, both = towards the analog target (state +0xb0).
void turnStep(Obj& obj, const VehState& st, uint32_t ctrl, int32_t step) {
  const uint32_t lr = ctrl & (input::kLeft | input::kRight);
  if (lr == (input::kLeft | input::kRight)) {
    obj.heading = core::TurnTowardsAngle(obj.heading, st.analogTarget, step);
  } else if (lr == input::kRight) {
    obj.heading = core::WrapHeading(static_cast<int64_t>(obj.heading) + step);
  } else if (lr == input::kLeft) {
    obj.heading = core::WrapHeading(static_cast<int64_t>(obj.heading) - step);
  }
}

// The jeep's road auto-steer: towards the road axis nearest to the heading, corrected by
// the lane offset ((pos & 0x1ffffc) - 0x100000) >> 2 in heading units. designed: the sign
// of the correction steers back towards the cell's centre line; only an axis the road
// connects (roadBits) is followed.
void roadAutoSteer(Obj& obj, const VehState& st, int32_t step) {
  const int32_t offX = ((obj.x & 0x1ffffc) - 0x100000) >> 2;
  const int32_t offY = ((obj.y & 0x1ffffc) - 0x100000) >> 2;
  const int32_t quadrant = core::WrapHeading(obj.heading + core::kHeadingQuarter / 2) / core::kHeadingQuarter;
  const bool ns = (st.roadBits & (kRoadN | kRoadS)) != 0;
  const bool ew = (st.roadBits & (kRoadE | kRoadW)) != 0;
  int32_t target = 0;
  switch (quadrant) {
    case 0:
      if (!ns) return;
      target = -offX;
      break;  // north
    case 1:
      if (!ew) return;
      target = core::kHeadingQuarter - offY;
      break;  // east
    case 2:
      if (!ns) return;
      target = core::kHeadingHalf + offX;
      break;  // south
    default:
      if (!ew) return;
      target = 3 * core::kHeadingQuarter + offY;
      break;  // west
  }
  obj.heading = core::TurnTowardsAngle(obj.heading, core::WrapHeading(target), step);
}

MoveResult finish(const Obj& obj, int32_t oldHeading, int32_t dt) {
  MoveResult r;
  r.d = core::MoveDelta(obj.heading, obj.speed * dt);
  r.moved = obj.speed != 0;
  r.turned = obj.heading != oldHeading;
  return r;
}

}  // namespace

// FUN_00428e90
Fixed terrainFactor(const Sim& sim, const Obj& obj, VehState& st) {
  st.roadBits = 0;
  if (obj.z > kAirborneZ) return core::kOne;
  const bool jeep = st.type == VehicleType::Jeep;
  if (st.waterState != kWaterDry) return jeep && boatMode(st) ? kBoatWaterFactor : kWaterFactor;
  if (jeep && boatMode(st)) return kBoatLandFactor;
  const int32_t c = cellOfPos(obj.x, obj.y);
  if (c == kOutsideCell) return core::kOne;
  const uint32_t w = sim.cellWord(c);
  const uint32_t t = cell::terrain(w);
  const uint32_t b = cell::bno(w);
  if (b == kBridgeDeckH || b == kBridgeDeckV) {
    st.roadBits = b == kBridgeDeckH ? (kRoadE | kRoadW) : (kRoadN | kRoadS);
    return kRoadFactor;
  }
  if (t >= kFactorRoadFirst && t <= kFactorRoadLast) {
    st.roadBits = terrainInfo(t).roads;  // designed: for the table 0x44af2c
    return kRoadFactor;
  }
  return core::kOne;
}

// 0x428ca0
MoveResult moveGround(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  const uint32_t c = st.ctrl;
  const Fixed f = FixMul(terrainFactor(sim, obj, st), magnitudeFactor(c, input::kMoveMagShift));
  const int32_t old = obj.heading;
  speedStep(obj, def, c, f, sim.dt);
  turnStep(obj, st, c, def.turn * sim.dt);
  return finish(obj, old, sim.dt);
}

// 0x42a670
MoveResult moveJeep(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  // JeepFlagCheck: the boat morph runs with the control forced idle.
  if (st.boatBlend != st.boatTarget) {
    st.boatBlend = ApproachValue(st.boatBlend, st.boatTarget, kBoatMorph * sim.dt);
    st.ctrl = input::kIdle;
  }
  uint32_t c = st.ctrl;
  bool turning = (c & (input::kLeft | input::kRight)) != 0;
  if (turning && (c & (input::kFwd | input::kBack)) == 0) {
    c |= input::kFwd | (c & (0xffu << input::kTurnMagShift)) << 8;  // turning counts as forward
  }
  if (turning && ((c >> input::kTurnMagShift) & 0xffu) < kWeakStick) {
    turning = false;  // weak stick cancels turning
    c &= ~(input::kLeft | input::kRight);
  }
  const Fixed f = FixMul(terrainFactor(sim, obj, st), magnitudeFactor(c, input::kMoveMagShift));
  const int32_t old = obj.heading;
  speedStep(obj, def, c, f, sim.dt);
  if (!turning) obj.speed = ApproachValue(obj.speed, 0, def.friction * sim.dt);
  turnStep(obj, st, c, def.turn * sim.dt);
  if (!turning && st.roadBits != 0) roadAutoSteer(obj, st, def.turn * sim.dt);
  return finish(obj, old, sim.dt);
}

// TireOut / TireIn (the jeep's B): in water the boat target becomes 1.0, on land 0. A fire
// function (FireFnId::JeepTire, run by vehicleFire) that only changes movement, so it is here.
void jeepTire(VehState& st) {
  st.boatTarget = st.waterState != kWaterDry ? core::kOne : 0;
}

// 0x42abe0
MoveResult moveHeli(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  const uint32_t c = st.ctrl;
  const int32_t dt = sim.dt;
  const int32_t old = obj.heading;
  speedStep(obj, def, c, magnitudeFactor(c, input::kMoveMagShift), dt);
  // Yaw rate with inertia (not dt-scaled approach), bank +-3.
  const uint32_t lr = c & (input::kLeft | input::kRight);
  const int32_t full = FixMul(def.turn, magnitudeFactor(c, input::kTurnMagShift));
  const int32_t want = lr == input::kRight ? full : lr == input::kLeft ? -full : 0;
  st.yawRate = core::ApproachValue2(st.yawRate, want, kHeliYawUp, kHeliYawDown);
  st.bank = ApproachValue(st.bank, lr == input::kRight ? 3 : lr == input::kLeft ? -3 : 0, 1);
  obj.heading = core::WrapHeading(static_cast<int64_t>(obj.heading) + static_cast<int64_t>(st.yawRate) * dt);
  // Commanded velocity: forward by speed, sideways by the extra buttons.
  core::Vec2 want2 = core::MoveDelta(obj.heading, obj.speed);
  const Fixed side = (c & input::kX5) != 0 ? kHeliStrafe : (c & input::kX4) != 0 ? -kHeliStrafe : 0;
  if (side != 0) {
    const core::Vec2 s = core::MoveDelta(core::WrapHeading(obj.heading + core::kHeadingQuarter), side);
    want2.x += s.x;
    want2.y += s.y;
  }
  st.velX = ApproachValue(st.velX, want2.x, kHeliVelStep * dt);
  st.velY = ApproachValue(st.velY, want2.y, kHeliVelStep * dt);
  // Hover drift when idle (one RNG call per statement).
  if ((c & input::kIdle) != 0 && obj.speed == 0) {
    st.driftX = static_cast<Fixed>(sim.rand.range(2 * kHeliDrift + 1)) - kHeliDrift;
    st.driftY = static_cast<Fixed>(sim.rand.range(2 * kHeliDrift + 1)) - kHeliDrift;
  } else {
    st.driftX = 0;
    st.driftY = 0;
  }
  MoveResult r;
  r.d = core::Vec2{(st.velX + st.driftX) * dt, (st.velY + st.driftY) * dt};
  if (obj.z < kHeliCruiseZ) r.dz = std::min(kHeliClimb * dt, kHeliCruiseZ - obj.z);
  r.turned = obj.heading != old;
  r.moved = r.d.x != 0 || r.d.y != 0 || r.dz != 0;
  // SpawnSub 0x4076f0 when more than one cell off the map (one at a time: sub.hpp).
  const int32_t cx = obj.x >> 21;
  const int32_t cy = obj.y >> 21;
  if (cx < -1 || cy < -1 || cx > kMapCells || cy > kMapCells) spawnSub(sim);
  return r;
}

MoveResult vehicleMove(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  switch (def.move) {
    case MoveFnId::Jeep:
      return moveJeep(sim, obj, st, def);
    case MoveFnId::Heli:
      return moveHeli(sim, obj, st, def);
    case MoveFnId::Ground:
      break;
  }
  return moveGround(sim, obj, st, def);
}

}  // namespace rf
