// SPDX-License-Identifier: GPL-3.0-or-later
// The turret sweep (turret_sweep_test.cpp says what it sweeps and why the bound is 5 shells)
// on a table set: the designed tables (test_rf_sim) or the synthetic RFIRE.BIN's
// (tests/rf/original_tables_sweep_test.cpp: the CD keeps the exact aim).
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/view_pass.hpp"

namespace rf::test::sweep {


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

inline bool diagonal(const Dir& d) {
  return d.dx != 0 && d.dy != 0;
}

// The tank's centre at distance `px` along d (a diagonal's offsets rounded to whole px).
inline std::pair<int, int> offsetOf(const Dir& d, int px) {
  if (!diagonal(d)) return {d.dx * px, d.dy * px};
  const int o = (px * 181 + 128) / 256;  // px / sqrt(2)
  return {d.dx * o, d.dy * o};
}

inline int nearestPx(const Dir& d) {
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

inline bool underTheGun(bool large, int dir, int px) {
  for (const Spot& s : kUnderTheGun) {
    if (s.large == large && s.dir == dir && s.px == px) return true;
  }
  return false;
}

// The farthest spot both in the view's area (the tower's cell centre within the half
// extents of the tank's camera) and in firing range.
inline int farthestPx(const Dir& d) {
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

inline const Obj* turretObj(const Game& g) {
  for (const Obj& o : g.state().objs) {
    if (o.alive() && (o.objClass() == ObjClass::TurretGun || o.objClass() == ObjClass::TurretGunLarge))
      return &o;
  }
  return nullptr;
}

// Shells fired up to and including the first that hits the parked tank; 0 = none hit within
// `limit` shells (or the tower never woke).
inline int shellsToFirstHit(Bno tower, const Dir& d, int px, int limit, std::shared_ptr<const DataTables> tables) {
  Game g = vehicleGame(std::move(tables));
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

inline void sweep(Bno tower, bool large, int* worst, const std::shared_ptr<const DataTables>& tables = nullptr) {
  const bool print = std::getenv("RETROSIM_TURRET_SWEEP") != nullptr;
  for (int k = 0; k < 8; ++k) {
    const Dir& d = kDirs[k];
    std::string row = std::string(large ? "large " : "normal ") + d.name + ":";
    for (int px = nearestPx(d); px <= farthestPx(d); px += kStepPx) {
      const int n = shellsToFirstHit(tower, d, px, print ? 15 : kMaxShells, tables);
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

}  // namespace rf::test::sweep
