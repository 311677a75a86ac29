// SPDX-License-Identifier: GPL-3.0-or-later
// The fly-back skull (FUN_00404fb0) and the spectate picture (FUN_004055f0) as data the view
// draws (skull.hpp): the cel with the laugh frame and the side's offset, corners zoomed and
// spun round the view centre, the lost type's starting stock with the lost ones crossed out.
#include <gtest/gtest.h>

#include "rf/sim/launch/launch_test_util.hpp"
#include "rf/sim/skull.hpp"

namespace rf {
namespace {

using test::keys;
using test::launchGame;
using test::pressA;
using test::stepUntil;
using test::teamVehicle;

TEST(Skull, LaughFramesOpenAndShutTheJaw) {
  EXPECT_EQ(skullLaughFrame(0), 0);
  EXPECT_EQ(skullLaughFrame(0x10000), 1);
  EXPECT_EQ(skullLaughFrame(0x30000), 3);
  EXPECT_EQ(skullLaughFrame(0x40000), 2);
  EXPECT_EQ(skullLaughFrame(0x3bffff), skullLaughFrame(0x3b0000));
}

// 1 player: the tank self-destructs; during the skull step the picture shows side 0's skull
// (cels +7), zooming from 0x28f towards 0x13333 and spinning; under it the tank's starting
// stock of 3, the one lost crossed out.
TEST(Skull, TheFlyBackShowsTheSkullAndTheLostStock) {
  Game g = launchGame(1);
  Inputs in;
  in.words = {pressA(), raw::kNone};
  g.step(in);
  stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400);
  for (int f = 0; f < 20; ++f) g.step(Inputs{});
  EXPECT_FALSE(flyBackSkull(g.state(), 0).shown);  // playing
  in.words = {keys(true, true, true), raw::kNone};
  g.step(in);
  g.step(in);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return gg.state().player[0].bunker.flyStep == 1; }, 400), 0);
  g.step(Inputs{});
  const SkullPicture s = flyBackSkull(g.state(), 0);
  ASSERT_TRUE(s.shown);
  EXPECT_EQ(s.cel, kSkullCel + s.frame + kSkullSideCels);
  EXPECT_EQ(s.frame, skullLaughFrame(g.state().player[0].bunker.laugh));
  EXPECT_EQ(s.lostType, VehicleType::Tank);
  ASSERT_EQ(s.icons.size(), 3u);  // the default 3 tanks
  EXPECT_FALSE(s.icons[0].crossed);
  EXPECT_FALSE(s.icons[1].crossed);
  EXPECT_TRUE(s.icons[2].crossed);  // 2 left
  EXPECT_EQ(s.icons[1].x - s.icons[0].x, 12);
  // the corners: +-32 px scaled by the zoom, turned by the spin; they grow as it zooms
  const core::Fixed w0 = s.corners[1].x - s.corners[0].x;
  for (int f = 0; f < 30; ++f) g.step(Inputs{});
  const SkullPicture later = flyBackSkull(g.state(), 0);
  const core::Fixed dx = later.corners[1].x - later.corners[0].x;
  const core::Fixed dy = later.corners[1].y - later.corners[0].y;
  EXPECT_GT(static_cast<int64_t>(dx) * dx + static_cast<int64_t>(dy) * dy, static_cast<int64_t>(w0) * w0);
}

// 2 players, side 0 has nothing left: the spectate picture shows side 1's skull at rest and
// side 0's four types, all crossed out, while side 1 plays on.
TEST(Skull, SpectatingShowsTheOtherSkullAndEveryTypeCrossedOut) {
  Game g = launchGame(2);
  Inputs in;
  in.words = {pressA(), raw::kNone};
  g.step(in);
  stepUntil(g, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400);
  g.mutableState().team[0].stock.count.fill(0);
  for (int f = 0; f < 20; ++f) g.step(Inputs{});
  in.words = {keys(true, true, true), raw::kNone};
  g.step(in);
  g.step(in);
  ASSERT_GE(stepUntil(g, [](const Game& gg) { return gg.state().player[0].bunker.phase == BunkerPhase::Spectate; }, 600), 0);
  const SkullPicture s = flyBackSkull(g.state(), 0);
  ASSERT_TRUE(s.shown);
  EXPECT_EQ(s.cel, kSkullCel);  // side 1's skull (no +7), frame 0
  ASSERT_EQ(s.icons.size(), 4u);
  for (const StockIcon& i : s.icons) EXPECT_TRUE(i.crossed);
  EXPECT_EQ(s.icons[3].x, 36);
  EXPECT_EQ(s.icons[3].y, 16);
  EXPECT_EQ(s.corners[1].x - s.corners[0].x, core::px(64));
}

}  // namespace
}  // namespace rf
