// SPDX-License-Identifier: GPL-3.0-or-later
// The heli as a weapon: the enemy's flag building stands on an island across deep water; the
// tank finds no way there and docks, the heli goes, hovers short of the building and shoots
// it down (the flag comes out); the heli's turn lets go early by its yaw's inertia.
#include <gtest/gtest.h>

#include "bot_maps.hpp"
#include "rf/bot/heli.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

using test::find;
using test::playBots;
using test::smallGame;

constexpr Difficulty kNormal = Difficulty::Normal;

const std::vector<std::string> kIsland = {
    "..........~~~~~~~~~~",
    "....P.....~~~~~~~~~~",
    "..........~~~~~~~...",
    "..........~~~~~~~.f.",
    "..........~~~~~~~...",
};

TEST(BotHeli, TheHeliBreaksAFlagBuildingOnAnIslandNoTankReaches) {
  Game g = smallGame(kIsland, 1, "vehicles: asv=0 tank=1 heli=1 jeep=1\n");
  const Cell site = find(kIsland, 'f');
  bool heliLaunched = false, heliFired = false;
  int fellAt = -1;
  playBots(g, {&kNormal, nullptr}, 1, 4000, [&](const Game& game) {
    const TeamState& t = game.state().team[0];
    const Obj* v = game.object(t.vehicleId);
    if (v != nullptr && v->objClass() == ObjClass::Vehicle && t.veh.type == VehicleType::Heli) {
      heliLaunched = true;
      heliFired |= t.veh.slots[0].ammo < 100;
    }
    if (fellAt < 0 && cell::bno(game.cell(site.x, site.y)) != bnoId(Bno::Flag)) fellAt = static_cast<int>(game.frame());
  });
  EXPECT_TRUE(heliLaunched);
  EXPECT_TRUE(heliFired);
  EXPECT_GE(fellAt, 0) << "the flag building stands";
}

TEST(BotHeli, ATurnLetsGoBeforeTheHeadingByTheYawStillToCome) {
  // turning right at full yaw rate, 10 degrees short: the yaw still to come covers more
  const int32_t want = core::kHeadingQuarter / 9;  // 10 degrees
  EXPECT_TRUE(heliTurn(0, 0, 2, want).right);       // from rest: turn
  EXPECT_FALSE(heliTurn(0, 0xc000, 2, want).right);  // at full rate: let go already
  EXPECT_FALSE(heliTurn(0, 0, 2, 0).right);
  EXPECT_FALSE(heliTurn(0, 0, 2, 0).left);
  EXPECT_TRUE(heliTurn(0, 0, 2, -want).left);
}

}  // namespace
}  // namespace rf::bot
