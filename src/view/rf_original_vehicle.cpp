// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's vehicle wrappers (rf_original_vehicle.hpp).
#include "view/rf_original_vehicle.hpp"

#include <algorithm>

#include "rf/sim/launch.hpp"
#include "rf/sim/vehicle_fire.hpp"
#include "view/rf_original_draw.hpp"

namespace view {
namespace {

using core::Fixed;
using core::Vec3;

// The part's vertices with its last n replaced by f(i, stored) for i = 0..n-1, the index into
// the wrapper's tables (none when the part has fewer).
template <typename F>
std::vector<Vec3> patchLast(const rf::OrigPart& p, size_t n, F f) {
  std::vector<Vec3> v = p.verts;
  if (v.size() < n) return v;
  const size_t first = v.size() - n;
  for (size_t i = 0; i < n; ++i) v[first + i] = f(i, v[first + i]);
  return v;
}

Vec3 toVec(const orig::V3& v) {
  return {static_cast<int32_t>(v.x), static_cast<int32_t>(v.y), static_cast<int32_t>(v.z)};
}

int32_t lerp(int32_t a, int32_t b, Fixed t) {
  return static_cast<int32_t>(a + ((int64_t{b} - a) * t >> 16));
}

Vec3 lerp(const Vec3& a, const Vec3& b, Fixed t) {
  return {lerp(a.x, b.x, t), lerp(a.y, b.y, t), lerp(a.z, b.z, t)};
}

}  // namespace

// Model_DrawTank's barrel (render.md §8)
std::vector<Vec3> rfOrigTankTurret(const rf::OrigPart& turret, const rf::OrigVehicleAnim& a, int32_t cannonElev) {
  // ours: the original's angle (elevation x 4 + the base pitch) / 4
  const int32_t pitch = static_cast<int32_t>((int64_t{cannonElev} * 4 + a.barrelPitch) / 4);
  const orig::Turn t = orig::turnOf(pitch, 0);
  return patchLast(turret, a.barrel.size(), [&](size_t i, const Vec3&) {
    return toVec(orig::turned(t, a.barrel[i].x, a.barrel[i].y, a.barrel[i].z));
  });
}

// designed: the launcher's pose by the reload (rf_original_vehicle.hpp)
std::vector<Vec3> rfOrigMsvBody(const rf::OrigPart& body, const rf::OrigVehicleAnim& a, Fixed tubes) {
  const Fixed up = tubes >= 0 ? core::kOne
                              : static_cast<Fixed>((int64_t{std::max(tubes, rf::kMsvTubesEmpty)} - rf::kMsvTubesEmpty) *
                                                   core::kOne / -int64_t{rf::kMsvTubesEmpty});
  return patchLast(body, a.launcherLow.size(),
                   [&](size_t i, const Vec3&) { return lerp(a.launcherLow[i], a.launcherHigh[i], up); });
}

// Model_DrawMSV's face 13: 0x146 - frame (designed: the frame is the rockets in the tubes)
uint32_t rfOrigMsvLauncherCel(Fixed tubes) {
  const int frame = tubes < 0 ? 0 : 3 - std::clamp(tubes >> 16, 0, 3);
  return kOrigMsvLauncherCel - static_cast<uint32_t>(frame);
}

// Model_DrawJeep's boat morph 0x44de70
std::vector<Vec3> rfOrigJeepBody(const rf::OrigPart& body, const rf::OrigVehicleAnim& a, Fixed blend) {
  const Fixed t = std::clamp(blend, 0, core::kOne);
  return patchLast(body, a.boat.size(), [&](size_t i, const Vec3& stored) { return lerp(stored, a.boat[i], t); });
}

// designed: the wake's length by the speed (the scale cache 0x44dc80)
std::vector<Vec3> rfOrigJeepWake(const rf::OrigPart& wake, Fixed speed, Fixed maxSpeed) {
  const int64_t s = speed < 0 ? -int64_t{speed} : speed;
  const Fixed f = maxSpeed <= 0 ? core::kOne : static_cast<Fixed>(std::min<int64_t>(core::kOne, s * core::kOne / maxSpeed));
  std::vector<Vec3> v = wake.verts;
  for (Vec3& p : v) p.y = static_cast<int32_t>(int64_t{p.y} * f >> 16);
  return v;
}

int32_t rfOrigHeliPitch(Fixed speed, Fixed maxSpeed) {
  if (maxSpeed <= 0 || speed <= 0) return 0;
  const int64_t f = std::min<int64_t>(core::kOne, int64_t{speed} * core::kOne / maxSpeed);
  return static_cast<int32_t>(f * (0x80000 / 4) >> 16);
}

int32_t rfOrigHeliRoll(int32_t bank) {
  return std::clamp(bank, -3, 3) * (0x40000 / 4);
}

// the tail fold 0x120000 x (1 - spin-up)
int32_t rfOrigHeliTailFold(Fixed rotorSpeed) {
  const int64_t left = rf::kRotorFull - std::clamp(rotorSpeed, 0, rf::kRotorFull);
  return static_cast<int32_t>(int64_t{0x120000 / 4} * left / rf::kRotorFull);
}

// Model_DrawHeli through Model_DrawTurret: P[pitch] then the roll about y
std::vector<Vec3> rfOrigHeliBody(const rf::OrigPart& body, const rf::OrigVehicleAnim& a, Fixed rotorSpeed,
                                 Fixed speed, Fixed maxSpeed, int32_t bank) {
  const orig::Turn fold = orig::turnOf(0, rfOrigHeliTailFold(rotorSpeed));
  std::vector<Vec3> v =
      patchLast(body, a.tail.size(), [&](size_t i, const Vec3&) {
        return toVec(orig::turned(fold, a.tail[i].x, a.tail[i].y, a.tail[i].z));
      });
  const orig::Turn pitch = orig::turnOf(rfOrigHeliPitch(speed, maxSpeed), 0);
  const int32_t roll = rfOrigHeliRoll(bank);
  const int64_t rc = core::CosFixed(roll), rs = core::SinFixed(roll);
  for (Vec3& p : v) {
    const orig::V3 q = orig::turned(pitch, p.x, p.y, p.z);
    // the roll: rows [c, 0, -s], [0, 1, 0], [s, 0, c]
    p = {static_cast<int32_t>(orig::fixMul(q.x, rc) + orig::fixMul(q.z, rs)), static_cast<int32_t>(q.y),
         static_cast<int32_t>(orig::fixMul(q.z, rc) - orig::fixMul(q.x, rs))};
  }
  return v;
}

// render_heli_shadow: (x + 85 (z >> 8), y - z / 2)
core::Vec2 rfOrigHeliShadowAt(Fixed x, Fixed y, Fixed z) {
  return {static_cast<Fixed>(x + 85 * (z >> 8)), static_cast<Fixed>(y - z / 2)};
}

}  // namespace view
