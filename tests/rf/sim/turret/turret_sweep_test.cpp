// SPDX-License-Identifier: GPL-3.0-or-later
// Turret shells against a parked tank, swept over every spot a tower can shoot at (the
// gun's exact aim: no blind bands): both tower kinds, 8 directions, every distance in 8 px
// steps from the nearest spot a tank can park at, to the farthest the tower both wakes (the
// view's area, 165 px on y and 264 px on x: docs/rf-views.md) and fires (dist2d < 192 px).
//
// The bound: a hit within kMaxShells shells. The gun only starts pitching to its aim once the
// yaw is aligned (turretAim), and it may fire at once; from the jitter pose's steepest upward
// pitch (j[0] = -12: 0x30000 = 16.9 deg up) to the 33.75 deg down limit it travels 0x90000 at
// 0xa3d a tick: 226 ticks. Shells leave every 62 ticks at dt 2 (the 60 of "next shot" plus the
// frame that sees it pass), so the first four may go out with the gun still on its way; the
// fifth (248 ticks after the first) leaves at the aim. Measured: every spot not under the gun
// is hit within 1-4 shells (4 at the steepest aims, near the tower); the misses before the
// first hit are shells fired while the gun was still pitching down, not a wrong aim.
// Before the exact aim (projectile_types.cpp), with 15 shells a spot: a normal tower never hit
// at 128-144 px and a large one at 152-184 px, in all 8 directions.
//
// The nearest spot: the first 8 px step where a tank (16 x 24 px, heading north) parks clear
// of the tower: 24 px on the axes, 32 px on the diagonals. A few of the nearest spots are
// under the gun and never hit: 33.75 deg down (the notes' snap limit) from the muzzle (15 px
// out, 24.5 px up; large 29.5) comes down to the tank's roof (10 px) 36.7 px (large 44.2 px)
// from the tower centre, give or take the shell's last move, so a hull whose far side is
// nearer (8 px out on x, 12 px on y) sits under the line: kUnderTheGun, pinned as misses
// (the notes' limit, not a defect).
//
// RETROSIM_TURRET_SWEEP=1 prints the table (shells to the first hit per distance).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/view_pass.hpp"

namespace rf::test {
namespace {

constexpr int kTowerX = 60;
constexpr int kTowerY = 60;
constexpr int kMaxShells = 5;  // the bound argued above
constexpr int kStepPx = 8;

// The direction k (0 = north, clockwise in 45 deg steps) as whole-px unit steps.
struct Dir {
  int dx;
  int dy;
  const char* name;
};
constexpr Dir kDirs[8] = {{0, -1, "N"}, {1, -1, "NE"}, {1, 0, "E"},  {1, 1, "SE"},
                          {0, 1, "S"},  {-1, 1, "SW"}, {-1, 0, "W"}, {-1, -1, "NW"}};

bool diagonal(const Dir& d) {
  return d.dx != 0 && d.dy != 0;
}

// The tank's centre at distance `px` along d (a diagonal's offsets rounded to whole px).
std::pair<int, int> offsetOf(const Dir& d, int px) {
  if (!diagonal(d)) return {d.dx * px, d.dy * px};
  const int o = (px * 181 + 128) / 256;  // px / sqrt(2)
  return {d.dx * o, d.dy * o};
}

int nearestPx(const Dir& d) {
  return diagonal(d) ? 32 : 24;
}

// The spots under the gun (measured; the geometry above): {large, direction index, px}.
struct Spot {
  bool large;
  int dir;
  int px;
};
constexpr Spot kUnderTheGun[] = {{false, 2, 24}, {false, 6, 24}, {true, 0, 24}, {true, 2, 24},
                                 {true, 4, 24},  {true, 6, 24},  {true, 2, 32}, {true, 6, 32}};

bool underTheGun(bool large, int dir, int px) {
  for (const Spot& s : kUnderTheGun) {
    if (s.large == large && s.dir == dir && s.px == px) return true;
  }
  return false;
}

// The farthest spot both in the view's area (the tower's cell centre within the half
// extents of the tank's camera) and in firing range.
int farthestPx(const Dir& d) {
  int px = nearestPx(d);
  for (int n = px; n < 400; n += kStepPx) {
    const auto [ox, oy] = offsetOf(d, n);
    const bool inView = std::abs(ox) <= (kViewHalfWidth >> 16) && std::abs(oy) <= (kViewHalfHeight >> 16);
    const bool inRange = static_cast<int64_t>(ox) * ox + static_cast<int64_t>(oy) * oy < 192 * 192;
    if (!inView || !inRange) break;
    px = n;
  }
  return px;
}

const Obj* turretObj(const Game& g) {
  for (const Obj& o : g.state().objs) {
    if (o.alive() && (o.objClass() == ObjClass::TurretGun || o.objClass() == ObjClass::TurretGunLarge))
      return &o;
  }
  return nullptr;
}

// Shells fired up to and including the first that hits the parked tank; 0 = none hit within
// `limit` shells (or the tower never woke).
int shellsToFirstHit(Bno tower, const Dir& d, int px, int limit) {
  Game g = vehicleGame();
  g.mutableState().world.setCell(kTowerX, kTowerY, cell::make(kGrass));
  g.mutableState().world.setCellStaticObject(kTowerX, kTowerY, bnoId(tower), 1);
  const auto [ox, oy] = offsetOf(d, px);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX) + core::px(ox),
               centre(kTowerY) + core::px(oy), 0);
  stepFrames(g, 1);
  const Obj* t = turretObj(g);
  if (t == nullptr) return 0;
  // the reaction delay (RandRange(300) & 0xff) plays no part in the aim: skip it
  g.mutableState().obj(t->slot()).local[kTurretWake] = g.state().tick;
  const Fixed hp0 = vehOf(g).hp;
  int shells = 0;
  int lastShellFrame = 0;
  for (int f = 1; f < 2000; ++f) {
    stepFrames(g, 1);
    for (const Event& e : g.events()) {
      if (e.kind() == EventKind::Sound && e.id == EventId::Missle) {
        ++shells;
        lastShellFrame = f;
      }
    }
    if (vehOf(g).hp < hp0) return shells;
    // a shell flies at most 192 / 4 = 48 ticks to the tank: 30 frames settle each one
    if (shells >= limit && f - lastShellFrame > 30) return 0;
  }
  return 0;
}

void sweep(Bno tower, bool large, int* worst) {
  const bool print = std::getenv("RETROSIM_TURRET_SWEEP") != nullptr;
  for (int k = 0; k < 8; ++k) {
    const Dir& d = kDirs[k];
    std::string row = std::string(large ? "large " : "normal ") + d.name + ":";
    for (int px = nearestPx(d); px <= farthestPx(d); px += kStepPx) {
      const int n = shellsToFirstHit(tower, d, px, print ? 15 : kMaxShells);
      row += " " + std::to_string(px) + "=" + std::to_string(n);
      const char* kind = large ? "large" : "normal";
      if (underTheGun(large, k, px)) {
        EXPECT_EQ(n, 0) << kind << " tower, tank " << px << " px " << d.name << ": under the gun";
        continue;
      }
      EXPECT_GE(n, 1) << kind << " tower, tank " << px << " px " << d.name << ": no hit within " << kMaxShells
                      << " shells";
      EXPECT_LE(n, kMaxShells) << kind << " tower, tank " << px << " px " << d.name;
      if (n > *worst) *worst = n;
    }
    if (print) std::printf("%s\n", row.c_str());
  }
}

TEST(TurretSweep, ANormalTowerHitsAParkedTankEverywhereItFires) {
  int worst = 0;
  sweep(Bno::Tower, false, &worst);
  EXPECT_LE(worst, kMaxShells);
}

TEST(TurretSweep, ALargeTowerHitsAParkedTankEverywhereItFires) {
  int worst = 0;
  sweep(Bno::LargeTower, true, &worst);
  EXPECT_LE(worst, kMaxShells);
}

// The sweep's limits as numbers: N/S end at the view's 165 px, E/W and the diagonals at the
// 192 px firing range.
TEST(TurretSweep, TheSweptDistances) {
  EXPECT_EQ(farthestPx(kDirs[0]), 160);
  EXPECT_EQ(farthestPx(kDirs[4]), 160);
  EXPECT_EQ(farthestPx(kDirs[2]), 184);
  EXPECT_EQ(farthestPx(kDirs[1]), 184);
}

}  // namespace
}  // namespace rf::test
