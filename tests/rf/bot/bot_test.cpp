// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player in whole games on small maps: the tank breaks a tower at 150 px
// within the notes' five shells plus at most 3 misses; the flag run (launch, break the flag
// building, the jeep takes the flag home); the same seed gives the same game; a bot's game
// recorded as a replay verifies without the bot; it never writes the simulation (the sim
// it reads is const) and knows nothing of which flag site hides the flag.
#include <gtest/gtest.h>

#include "bot_maps.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/replay.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

using test::find;
using test::playBots;
using test::smallGame;
using test::Played;
using test::kTowerSouth;

constexpr Difficulty kNormal = Difficulty::Normal;
constexpr Difficulty kHard = Difficulty::Hard;
constexpr Difficulty kEasy = Difficulty::Easy;

TEST(BotAim, ATowerAt150PxFallsWithinFiveShellsPlusThreeMisses) {
  Game g = smallGame(kTowerSouth);
  const Cell tower = find(kTowerSouth, 't');
  ASSERT_EQ(cell::bno(g.cell(tower.x, tower.y)), bnoId(Bno::Tower));
  int shells = 0, lastAmmo = -1, fellAt = -1;
  Fixed distAtFirstShot = 0;
  const Difficulty* levels[2] = {&kNormal, nullptr};
  playBots(g, {levels[0], levels[1]}, 1, 1500, [&](const Game& game) {
    const TeamState& t = game.state().team[0];
    const Obj* v = game.object(t.vehicleId);
    if (v == nullptr || fellAt >= 0) return;
    const int ammo = t.veh.slots[0].ammo;
    if (lastAmmo >= 0 && ammo < lastAmmo) {
      if (shells == 0) distAtFirstShot = std::abs(v->y - cell::centreFixed(tower.y));
      shells += lastAmmo - ammo;
    }
    lastAmmo = ammo;
    if (cell::bno(game.cell(tower.x, tower.y)) != bnoId(Bno::Tower) &&
        cell::bno(game.cell(tower.x, tower.y)) != bnoId(Bno::ActiveTower))
      fellAt = static_cast<int>(game.frame());
  });
  ASSERT_GE(fellAt, 0) << "the tower stands";
  EXPECT_GE(shells, 5);      // BNO_TOWER: 5 hit points, one a shell
  EXPECT_LE(shells, 5 + 3);  // at most 3 misses
  EXPECT_GE(distAtFirstShot, core::px(120));
  EXPECT_LE(distAtFirstShot, core::px(160));
}

// A small island: the pad in the west, the enemy's only flag building in the east behind a
// tower.
const std::vector<std::string> kFlagRun = {
    "......................",
    "..P...................",
    "..|...................",
    "..`=================..",
    "....................t.",
    "..................f...",
    "......................",
};

TEST(BotFlagRun, TheTankBreaksTheFlagBuildingAndTheJeepBringsTheFlagHome) {
  Game g = smallGame(kFlagRun);
  bool spawned = false, took = false, docked = false;
  const Played p = playBots(g, {&kNormal, nullptr}, 7, 6000, [&](const Game& game) {
    for (const Event& e : game.events()) {
      spawned |= e.id == EventId::FlagSpawn;
      took |= e.id == EventId::Ding;
      docked |= e.id == EventId::Dock;
    }
  });
  EXPECT_TRUE(spawned);
  EXPECT_TRUE(took);
  EXPECT_TRUE(docked);  // the tank drove home and docked for the jeep
  EXPECT_TRUE(p.ended);
  EXPECT_EQ(p.winner, 0);
  EXPECT_TRUE(p.flagHome);
  EXPECT_LT(p.frames, 4000);
}

TEST(BotDeterminism, TheSameSeedGivesTheSameGame) {
  auto run = [](uint32_t seed) {
    Game g = smallGame(kFlagRun);
    const Played p = playBots(g, {&kNormal, nullptr}, seed, 2500);
    return std::pair{g.hash(), p.frames};
  };
  const auto a = run(3), b = run(3);
  EXPECT_EQ(a, b);
}

TEST(BotDeterminism, TwoBotsOnAProvingMapPlayTheSameGameTwice) {
  const std::string map = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/proving_strait.txt";
  auto run = [&]() {
    Game g = Game::load(loadMapText(map), "proving_strait.rfm");
    const Played p = playBots(g, {&kHard, &kEasy}, 11, 6000);
    return std::tuple{g.hash(), p.frames, p.winner};
  };
  const auto a = run();
  EXPECT_EQ(a, run());
  EXPECT_GE(std::get<2>(a), 0);  // somebody won
}

TEST(BotReplay, ABotsGameVerifiesAsAnOrdinaryReplayWithoutTheBot) {
  Game g = smallGame(kFlagRun);
  ReplayRecorder rec(g, "bot_test.rfm", 0, {ControlScheme::Digital, ControlScheme::Digital});
  const Played p = playBots(g, {&kNormal, nullptr}, 5, 6000, [&](const Game&) {});
  // record the same game again, frame by frame from the words the bot gave
  Game h = smallGame(kFlagRun);
  ReplayRecorder rec2(h, "bot_test.rfm", 0, {ControlScheme::Digital, ControlScheme::Digital});
  for (const Inputs& in : p.inputs) {
    h.step(in);
    rec2.frame(in, h);
  }
  EXPECT_EQ(h.hash(), g.hash());
  const Replay r = parseReplay(encodeReplay(rec2.finish(h)), "bot.rsrp");
  Game fresh = smallGame(kFlagRun);
  EXPECT_EQ(playReplay(r, fresh), std::nullopt);
  EXPECT_EQ(fresh.hash(), g.hash());
  EXPECT_FALSE(fresh.state().running);
  (void)rec;
}

TEST(BotKnowledge, ItNeverReadsWhichFlagSiteHidesTheFlag) {
  // two flag buildings; whichever the game hides the flag in, the bot breaks the nearer first
  std::vector<std::string> rows = kFlagRun;
  rows[1] = "..P.........f.........";
  Game g = smallGame(rows);
  const Cell nearSite = find(rows, 'f');
  bool nearFirst = false, decided = false;
  playBots(g, {&kNormal, nullptr}, 1, 3000, [&](const Game& game) {
    for (const Event& e : game.events()) {
      if (e.id == EventId::BnoDestroyed && e.note().b == static_cast<int32_t>(bnoId(Bno::Flag)) && !decided) {
        decided = true;
        nearFirst = e.note().a == static_cast<int32_t>(World::cellIndex(nearSite.x, nearSite.y));
      }
    }
  });
  EXPECT_TRUE(decided);
  EXPECT_TRUE(nearFirst);
}

}  // namespace
}  // namespace rf::bot
