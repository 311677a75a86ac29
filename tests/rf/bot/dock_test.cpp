// SPDX-License-Identifier: GPL-3.0-or-later
// Docking on the own pad: the slow-turning ASV, launched with nothing it can reach (the
// enemy's flag building on an island across deep water), turns back onto its pad and docks;
// it used to circle the pad's centre (it drove on while still turning: at the pad's creep
// speed its turning circle, 13 px, is wider than the 4 px it must stop within) and never
// docked, launching and circling again in one stalled game on twin_harbours.
#include <gtest/gtest.h>

#include "bot_maps.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

using test::playBots;
using test::smallGame;

constexpr Difficulty kNormal = Difficulty::Normal;
constexpr Difficulty kHard = Difficulty::Hard;

const std::vector<std::string> kIsland = {
    "..........~~~~~~~~~~",
    "....P.....~~~~~~~~~~",
    "..........~~~~~~~...",
    "..........~~~~~~~.f.",
    "..........~~~~~~~...",
};

// The frame of the first dock after the first launch, or -1.
int firstDock(const Difficulty& level, uint32_t seed, const std::string& stock) {
  Game g = smallGame(kIsland, 1, "vehicles: " + stock + "\n");
  int launched = -1, docked = -1;
  playBots(g, {&level, nullptr}, seed, 3000, [&](const Game& game) {
    const Obj* v = game.object(game.state().team[0].vehicleId);
    if (launched < 0 && v != nullptr && v->objClass() == ObjClass::Vehicle) launched = static_cast<int>(game.frame());
    for (const Event& e : game.events())
      if (e.id == EventId::Dock && docked < 0 && launched >= 0) docked = static_cast<int>(game.frame()) - launched;
  });
  return docked;
}

TEST(BotDock, TheAsvTurnsBackOntoItsPadAndDocks) {
  for (uint32_t seed : {1u, 2u, 3u}) {
    const int asv = firstDock(kNormal, seed, "asv=1 tank=0 heli=1 jeep=1");
    EXPECT_GE(asv, 0) << "seed " << seed << ": the ASV never docked";
    EXPECT_LT(asv, 400) << "seed " << seed;
    EXPECT_GE(firstDock(kHard, seed, "asv=1 tank=0 heli=1 jeep=1"), 0) << "seed " << seed;
  }
}

TEST(BotDock, TheJeepComesBackToItsPadWithoutCirclingIt) {
  // the menu cannot reach the ASV from the jeep (both neighbours empty, the original's menu
  // skips along one direction): after a few presses the jeep goes; with nothing to fetch it
  // comes home and docks (it used to circle the pad at full speed, its turning circle 28 px)
  const int jeep = firstDock(kNormal, 1, "asv=1 tank=0 heli=0 jeep=1");
  EXPECT_GE(jeep, 0) << "the jeep never docked";
  EXPECT_LT(jeep, 400);
}

TEST(BotDock, TheTankDocksToo) {
  const int tank = firstDock(kNormal, 1, "asv=0 tank=1 heli=0 jeep=1");
  EXPECT_GE(tank, 0);
  EXPECT_LT(tank, 400);
}

}  // namespace
}  // namespace rf::bot
