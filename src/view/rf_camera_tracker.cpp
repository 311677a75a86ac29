// SPDX-License-Identifier: GPL-3.0-or-later
// The 3D view's camera tracker (rf_camera_tracker.hpp).
#include "view/rf_camera_tracker.hpp"
#include "view/isqrt.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/trig.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/sim/object.hpp"

namespace view {
namespace {

using core::Fixed;

constexpr int32_t kPitch = 0x180000 / 4;  // 0x180000 in the original's units, ours a quarter
// The followers' triples {accel a tick, sqrt gain, speed cap} (16.16).
struct Triple {
  Fixed a0, a1, gain;
};
constexpr Triple kPos{0x1999, 0x4000, 0x40000};     // designed: {0.1, 0.25, 4.0} (the header)
constexpr Triple kHeight{0x1999, 0xccc, 0x30000};   // the default node's {0.1, 0.05, 3.0}
constexpr Fixed kZoomUp = 0x51e, kZoomDown = 0x20c;  // +0xec's rates a tick
constexpr int64_t kJumpPx = 160;                     // designed: a target this far jumps

// Camera_StepAxis: toward the target at min(sqrt(|d| a1), gain), the speed changing by at
// most a0 a tick, never past the target; still once the whole pixels match.
void stepAxis(Fixed& cur, Fixed& vel, Fixed target, const Triple& t, int dt) {
  if ((cur >> 16) == (target >> 16)) {
    vel = 0;
    return;
  }
  const int64_t d = int64_t{target} - cur;
  const Fixed mag = std::min(core::FixSqrt(static_cast<Fixed>(std::min<int64_t>((std::abs(d) * t.a1) >> 16, 0x7fffffff))),
                             t.gain);
  const Fixed want = d < 0 ? -mag : mag;
  vel = core::ApproachValue(vel, want, t.a0 * dt);
  const int64_t next = int64_t{cur} + int64_t{vel} * dt;
  if ((d > 0 && next >= target) || (d < 0 && next <= target)) {
    cur = target;
    vel = 0;
  } else {
    cur = static_cast<Fixed>(next);
  }
}

// The position as one vector (Camera_Update step 4): each axis wants its share of the gain,
// capped by sqrt(|its distance| a1).
void stepPos(Fixed& x, Fixed& y, Fixed& vx, Fixed& vy, Fixed tx, Fixed ty, int dt) {
  const int64_t dx = int64_t{tx} - x, dy = int64_t{ty} - y;
  const int64_t d = isqrt(dx * dx + dy * dy);  // 16.16
  const auto axis = [&](Fixed& p, Fixed& v, Fixed target, int64_t da) {
    Fixed want = 0;
    if (d > 0) {
      const int64_t share = ((da << 16) / d) * kPos.gain >> 16;
      const int64_t cap = core::FixSqrt(static_cast<Fixed>(std::min<int64_t>((std::abs(da) * kPos.a1) >> 16, 0x7fffffff)));
      want = static_cast<Fixed>(std::clamp(share, -cap, cap));
    }
    v = core::ApproachValue(v, want, kPos.a0 * dt);
    const int64_t next = int64_t{p} + int64_t{v} * dt;
    if ((da > 0 && next >= target) || (da < 0 && next <= target) || da == 0) {
      p = da == 0 ? p : target;
      if (da != 0) v = 0;
    } else {
      p = static_cast<Fixed>(next);
    }
  };
  axis(x, vx, tx, dx);
  axis(y, vy, ty, dy);
}

// The pose on the discovered flag: its point pulled north as a vehicle's, H -150.
RfCamPose flagPose(const rf::Obj& f) {
  RfCamPose p;
  p.x = f.x;
  p.y = f.y - static_cast<Fixed>(((int64_t{f.z} + (int64_t{kRfCamZoff} << 16)) * core::CosFixed(kPitch)) >> 16) -
        (kRfCamWindowY << 16);
  p.height = kRfCamHeightFlag * 65536;
  return p;
}

}  // namespace

RfCamPose rfCamRestPose(const rf::Sim& sim, int player) {
  const rf::ViewCamera& cam = sim.player[static_cast<size_t>(player & 1)].camera;
  const rf::TeamState& team = sim.team[static_cast<size_t>(player & 1)];
  RfCamPose p;
  p.x = cam.x;
  Fixed z = 0;
  int32_t h = kRfCamHeightAway;
  if (team.vehicle != rf::kNoObj) {
    z = sim.objs[static_cast<size_t>(team.vehicle)].z;
    h = team.veh.type == rf::VehicleType::Heli ? kRfCamHeightHeli : kRfCamHeightDriving;
  }
  // step 3: the target pulled north by (z + zoff) cos p, less the screen window's 12 px
  p.y = cam.y - static_cast<Fixed>(((int64_t{z} + (int64_t{kRfCamZoff} << 16)) * core::CosFixed(kPitch)) >> 16) -
        (kRfCamWindowY << 16);
  p.height = h * 65536;
  return p;
}

void RfCameraTracker::step(const rf::Sim& sim) {
  const int32_t tick = sim.tick;
  if (tick < tick_) clear();
  const int dt = tick_ < 0 ? 0 : static_cast<int>(std::clamp(tick - tick_, 0, 12));
  tick_ = tick;
  for (const rf::Event& e : sim.events) {  // flag_spawn's tracker, for the side that found it
    if (e.id != rf::EventId::FlagTracker) continue;
    const rf::Obj* f = rf::objById(sim, static_cast<uint32_t>(e.camera().object));
    if (f == nullptr || f->team < 0 || f->team > 1) continue;
    One& finder = p_[static_cast<size_t>(1 - f->team)];
    finder.flagId = f->id;
    finder.flagTicks = e.camera().ticks + dt;  // counted from this frame on
  }
  for (int player = 0; player < 2; ++player) {
    One& one = p_[static_cast<size_t>(player)];
    const rf::ViewCamera& cam = sim.player[static_cast<size_t>(player)].camera;
    if (!cam.drawn) {
      one.valid = false;
      continue;
    }
    const rf::TeamState& team = sim.team[static_cast<size_t>(player)];
    const RfCamPose rest = rfCamRestPose(sim, player);
    // the vehicle's motion since the last step: the zoom's speed and the lead's direction
    Fixed speedRatio = 0;
    uint32_t id = 0;
    if (team.vehicle != rf::kNoObj) {
      const rf::Obj& o = sim.objs[static_cast<size_t>(team.vehicle)];
      id = o.id;
      if (id != one.lastId) one.dirX = one.dirY = 0;
      if (one.valid && one.lastId == id && dt > 0) {
        const int64_t mx = int64_t{o.x} - one.lastX, my = int64_t{o.y} - one.lastY;
        const int64_t dist = isqrt(mx * mx + my * my);  // 16.16 px
        if (dist > (kJumpPx << 16)) {  // a jump, not a motion (the target jumps with it)
          one.dirX = one.dirY = 0;
        } else if (dist > 0x100) {
          one.dirX = static_cast<Fixed>((mx << 16) / dist);
          one.dirY = static_cast<Fixed>((my << 16) / dist);
        }
        const Fixed top = std::max<Fixed>(0x100, rf::vehicleDef(sim.data(), team.veh.type).maxFwd);
        if (dist <= (kJumpPx << 16))
          speedRatio = static_cast<Fixed>(std::min<int64_t>(0x10000, ((dist / dt) << 16) / top));
      }
      one.lastX = o.x;
      one.lastY = o.y;
    }
    one.lastId = id;
    one.zoom = core::ApproachValue2(one.zoom, speedRatio, kZoomUp * dt, kZoomDown * dt);
    RfCamPose target = rest;
    target.x += static_cast<Fixed>((int64_t{one.dirX} * one.zoom >> 16) * kRfCamLeadPx);
    target.y += static_cast<Fixed>((int64_t{one.dirY} * one.zoom >> 16) * kRfCamLeadPx);
    target.height += static_cast<Fixed>((int64_t{one.zoom} * kRfCamZoomOutPx));
    bool glide = false;  // to the flag and back: a pan, never a jump
    if (one.flagTicks > 0) {
      one.flagTicks = std::max(0, one.flagTicks - dt);
      const rf::Obj* f = rf::objById(sim, one.flagId);
      if (one.flagTicks > 0 && f != nullptr) {
        target = flagPose(*f);
        glide = one.valid;
      } else {
        one.flagTicks = 0;
        one.returning = one.valid;
      }
    }
    if (one.returning && !glide) {
      const int64_t rx = (int64_t{target.x} - one.pose.x) >> 16, ry = (int64_t{target.y} - one.pose.y) >> 16;
      one.returning = rx * rx + ry * ry > kJumpPx * kJumpPx;
      glide = one.returning;
    }
    if (glide) {
      stepPos(one.pose.x, one.pose.y, one.vx, one.vy, target.x, target.y, dt);
      stepAxis(one.pose.height, one.vh, target.height, kHeight, dt);
      continue;
    }
    const int64_t jx = (int64_t{target.x} - one.pose.x) >> 16, jy = (int64_t{target.y} - one.pose.y) >> 16;
    if (!one.valid || jx * jx + jy * jy > kJumpPx * kJumpPx) {
      one.pose = target;
      one.vx = one.vy = one.vh = 0;
      one.valid = true;
      continue;
    }
    stepPos(one.pose.x, one.pose.y, one.vx, one.vy, target.x, target.y, dt);
    stepAxis(one.pose.height, one.vh, target.height, kHeight, dt);
  }
}

}  // namespace view
