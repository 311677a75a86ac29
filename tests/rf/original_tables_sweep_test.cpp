// SPDX-License-Identifier: GPL-3.0-or-later
// The CD keeps our fixes: with the tables of a synthetic RFIRE.BIN (whose projectile table,
// like the original's, lacks kProjExactAim) the turret sweep (tests/rf/sim/turret) finds no
// blind band: every spot a tower fires at, bar the notes' under-the-gun spots, is hit within
// 5 shells, because the loader keeps our flag (src/rf/data/original_tables.cpp).
#include <gtest/gtest.h>

#include "rf/data/original_program.hpp"
#include "rf/sim/turret/turret_sweep.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace rf::test::sweep {
namespace {

std::shared_ptr<const DataTables> syntheticCdTables() {
  static const std::shared_ptr<const DataTables> t = loadOriginalProgram(synth::syntheticProgram(), "RFIRE.BIN");
  return t;
}

TEST(OriginalTablesSweep, TheTurretShellsKeepTheExactAim) {
  const auto t = syntheticCdTables();
  ASSERT_EQ(t->source, TableSource::Original);
  EXPECT_EQ(t->projectiles[3].flags & kProjExactAim, kProjExactAim);
  EXPECT_EQ(t->projectiles[4].flags & kProjExactAim, kProjExactAim);
}

TEST(OriginalTablesSweep, ANormalTowerHasNoBlindBand) {
  int worst = 0;
  sweep(Bno::Tower, false, &worst, syntheticCdTables());
  EXPECT_LE(worst, kMaxShells);
}

TEST(OriginalTablesSweep, ALargeTowerHasNoBlindBand) {
  int worst = 0;
  sweep(Bno::LargeTower, true, &worst, syntheticCdTables());
  EXPECT_LE(worst, kMaxShells);
}

}  // namespace
}  // namespace rf::test::sweep
