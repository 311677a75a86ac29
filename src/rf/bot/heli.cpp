// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/heli.hpp"

#include <cstdlib>

#include "core/trig.hpp"
#include "rf/bot/aim.hpp"
#include "rf/sim/vehicle_move.hpp"

namespace rf::bot {

raw::Keys heliTurn(int32_t heading, int32_t yawRate, int32_t dt, int32_t want) {
  raw::Keys k;
  // the turn still to come when let go now: the rate falls by kHeliYawDown a frame
  const int64_t frames = std::abs(static_cast<int64_t>(yawRate)) / kHeliYawDown;
  const int64_t coast = static_cast<int64_t>(yawRate) * dt * frames / 2;
  const int64_t d = core::HeadingDelta(heading, want) - coast;
  constexpr int64_t kBand = core::kHeadingQuarter / 45;  // designed: 2 degrees
  if (d > kBand) k.right = true;
  if (d < -kBand) k.left = true;
  return k;
}

raw::Keys heliAttack(const Obj& me, const VehState& st, int32_t dt, core::Fixed tx, core::Fixed ty) {
  const core::Fixed d = distance(me.x, me.y, tx, ty);
  const int32_t want = core::AngleBetweenPoints(me.x, me.y, tx, ty);
  raw::Keys k = heliTurn(me.heading, st.yawRate, dt, want);
  const int32_t off = std::abs(core::HeadingDelta(me.heading, want));
  constexpr int32_t kFacing = core::kHeadingQuarter / 3;     // designed: 30 degrees: thrust only this near
  constexpr int32_t kBearing = core::kHeadingQuarter / 15;   // designed: 6 degrees: the guns bear
  const core::Fixed gap = d - kHeliGunReach;                  // to the hover point
  // designed: the speed cap falls with the gap (the velocity follows the throttle slowly)
  const core::Fixed cap = gap > 0 ? 0x4000 + gap / 48 : 0;
  if (gap > kHeliGunBand / 2 && off < kFacing && me.speed < cap) k.up = true;
  if (me.speed > cap + 0x4000) k.down = true;
  if (gap < -kHeliGunBand) k.down = true;  // too close: back off
  if (std::abs(gap) <= kHeliGunBand && off < kBearing && st.slots[0].ammo > 0) k.a = true;
  return k;
}

}  // namespace rf::bot
