// SPDX-License-Identifier: GPL-3.0-or-later
// Mines (issue 39 item 2): the bot knows its own side's mines (the views and the radar show
// no others) and its paths bend round them (an armed mine sets off any vehicle); in 2
// players the ASV lays mines on the enemy jeep's way home from the own flag site.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "bot_maps.hpp"
#include "rf/bot/mines.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/weapon.hpp"

namespace rf::bot {
namespace {

using core::px;
using test::find;
using test::playBots;
using test::smallGame;

constexpr Difficulty kNormal = Difficulty::Normal;

core::Fixed centre(int n) {
  return cell::centreFixed(n);
}

// Open grass: '<' to '>' in a straight line, '*' a mine between them.
const std::vector<std::string> kField = {
    "..........................",
    "..P.......................",
    "..........................",
    "..<.........*.........>...",
    "..........................",
    "........................f.",
};

std::vector<std::string> plain(std::vector<std::string> rows) {
  for (std::string& r : rows)
    for (char& c : r)
      if (c == '<' || c == '>' || c == '*') c = '.';
  return rows;
}

bool nearMine(const std::vector<Cell>& path, core::Vec2 m) {
  return std::any_of(path.begin(), path.end(), [&](Cell c) {
    return std::max(std::abs(centre(c.x) - m.x), std::abs(centre(c.y) - m.y)) <= kMineReach;
  });
}

TEST(BotMines, APathBendsRoundAKnownMineAndOnlyTheOwnSidesAreKnown) {
  Game g = smallGame(plain(kField));
  const Cell a = find(kField, '<'), b = find(kField, '>'), m = find(kField, '*');
  const core::Vec2 mine{centre(m.x) + px(9), centre(m.y) - px(4)};  // off the cell's centre
  spawnMine(g.mutableState(), 0, mine.x, mine.y);
  spawnMine(g.mutableState(), 1, centre(m.x) - px(96), centre(m.y));  // the enemy's: unseen
  ASSERT_EQ(knownMines(g.state(), 0).size(), 1u);
  EXPECT_EQ(knownMines(g.state(), 0).front().x, mine.x);
  ASSERT_EQ(knownMines(g.state(), 1).size(), 1u);

  auto goal = [b](Cell c) { return c == b; };
  const std::vector<Cell> straight = findPath(g.state(), a, VehicleType::Tank, 0, goal, b);
  ASSERT_FALSE(straight.empty());
  EXPECT_TRUE(nearMine(straight, mine)) << "without the mine's cost the road runs straight over it";
  std::vector<int32_t> extra(kCellCount, 0);
  addMineCosts(knownMines(g.state(), 0), extra);
  EXPECT_EQ(extra[World::cellIndex(m.x, m.y)], kMineCost);
  EXPECT_EQ(extra[World::cellIndex(m.x + 1, m.y)], kMineCost);  // the mine 9 px east of the centre
  EXPECT_EQ(extra[World::cellIndex(m.x - 1, m.y)], 0);
  for (const VehicleType t : {VehicleType::Tank, VehicleType::Msv, VehicleType::Jeep}) {
    const std::vector<Cell> bent = findPath(g.state(), a, t, 0, goal, b, false, kCellCount, &extra);
    ASSERT_FALSE(bent.empty());
    EXPECT_EQ(bent.back(), b);
    EXPECT_FALSE(nearMine(bent, mine)) << "vehicle " << static_cast<int>(t);
    EXPECT_LE(bent.size(), straight.size() + 2);  // round it, not far off
  }
}

// The tank drives from its pad to the enemy's flag building past an armed mine of its own
// on the straight way there: it goes round it and the mine never goes off.
const std::vector<std::string> kMinedRoad = {
    "..........................",
    "..P.......................",
    "..........................",
    "..........................",
    "..........................",
    "..........................",
    "..........................",
    "..........................",
    "..........................",
    "..........................",
    "..........................",
    "......................f...",
    "..........................",
};

TEST(BotMines, ATankDrivesRoundItsSidesArmedMineOnTheWay) {
  const Cell site = find(kMinedRoad, 'f');
  const Difficulty* levels[2] = {&kNormal, nullptr};
  // the tank's way without the mine: the cells it drives through until its first shell
  std::vector<Cell> way;
  std::vector<core::Vec2> at;  // where it was on entering each
  {
    Game g = smallGame(kMinedRoad);
    bool fired = false;
    playBots(g, {levels[0], levels[1]}, 3, 2500, [&](const Game& game) {
      const TeamState& t = game.state().team[0];
      const Obj* v = game.object(t.vehicleId);
      if (fired || v == nullptr || v->objClass() != ObjClass::Vehicle) return;
      fired = t.veh.slots[0].ammo < vehicleDef(game.state().data(), VehicleType::Tank).slots[0].ammo;
      const Cell c{v->x >> 21, v->y >> 21};
      if (way.empty() || !(way.back() == c)) {
        way.push_back(c);
        at.push_back({v->x, v->y});
      }
    });
  }
  ASSERT_GT(way.size(), 8u);
  const Cell m = way[way.size() / 2];
  const core::Vec2 mine = at[way.size() / 2];
  // the same game with an armed mine of its own where the tank drove
  Game g = smallGame(kMinedRoad);
  const ObjSlot slot = spawnMine(g.mutableState(), 0, mine.x, mine.y);
  ASSERT_NE(slot, kNoObj);
  const uint32_t id = g.state().obj(slot).id;
  for (int i = 0; i < 250; ++i) g.step(Inputs{});  // it arms (196 ticks) before anybody comes
  ASSERT_EQ(g.state().obj(slot).local[kMineArmed], 1);
  bool wentOff = false, passed = false;
  core::Fixed minD = INT32_MAX;
  playBots(g, {levels[0], levels[1]}, 3, 2500, [&](const Game& game) {
    wentOff |= objById(game.state(), id) == nullptr;
    if (const Obj* t = game.object(game.state().team[0].vehicleId); t != nullptr && t->objClass() == ObjClass::Vehicle)
      minD = std::min(minD, std::max(std::abs(t->x - mine.x), std::abs(t->y - mine.y)));
    const Obj* v = game.object(game.state().team[0].vehicleId);
    if (v != nullptr && v->objClass() == ObjClass::Vehicle &&
        std::abs((v->x >> 21) - site.x) + std::abs((v->y >> 21) - site.y) <
            std::abs(m.x - site.x) + std::abs(m.y - site.y) - 2)
      passed = true;
  });
  EXPECT_TRUE(passed) << "the tank got past the mine";
  std::printf("the tank passed the mine %d px away at the nearest\n", minD >> 16);
  EXPECT_FALSE(wentOff) << "the tank set its own mine off";
  EXPECT_NE(cell::bno(g.cell(site.x, site.y)), bnoId(Bno::Flag)) << "and broke the flag building";
}

// 2 players, the ASV the only cannon: it lays mines on the way an enemy jeep would take home
// from the own flag site (near the site, away from its own pad).
const std::vector<std::string> kDefence = {
    "..............................",
    "..P...........................",
    "..............................",
    "..............F...............",
    "..............................",
    "..............................",
    "..............................",
    "..............................",
    "..............................",
    "..............................",
    "..............................",
    "..............................",
    "..........................p...",
    "..f...........................",
    "..............................",
};

TEST(BotMines, InTwoPlayersTheAsvLaysMinesOnTheEnemysWayToTheOwnFlag) {
  Game g = smallGame(kDefence, 2, "vehicles: asv=1 tank=0 heli=1 jeep=1\n");
  ASSERT_EQ(g.players(), 2);
  const Cell site = find(kDefence, 'F'), pad = find(kDefence, 'P');
  const std::vector<Cell> spots = mineSpots(g.state(), 0, pad, 4);
  ASSERT_FALSE(spots.empty());
  for (const Cell c : spots) EXPECT_LE(std::max(std::abs(c.x - site.x), std::abs(c.y - site.y)), 7);
  EXPECT_TRUE(mineSpots(smallGame(plain(kField)).state(), 0, pad, 4).empty()) << "1 player: the ASV lays no mines";
  int laidAt = -1;
  Cell laid{-1, -1};
  const Difficulty* levels[2] = {&kNormal, nullptr};
  const test::Played pl = playBots(g, {levels[0], levels[1]}, 5, 3000, [&](const Game& game) {
    if (laidAt >= 0) return;
    const std::vector<core::Vec2> own = knownMines(game.state(), 0);
    if (own.empty()) return;
    laidAt = static_cast<int>(game.frame());
    laid = Cell{own.front().x >> 21, own.front().y >> 21};
  });
  ASSERT_GE(laidAt, 0) << "no mine laid; frames " << pl.frames << " winner " << pl.winner;
  EXPECT_LE(std::max(std::abs(laid.x - site.x), std::abs(laid.y - site.y)), 8);
  EXPECT_GE(std::max(std::abs(laid.x - pad.x), std::abs(laid.y - pad.y)), 4);
  const size_t mines = knownMines(g.state(), 0).size();
  EXPECT_GE(mines, 2u) << "a spot 3 and 6 cells out on the enemy's way";
  std::printf("the ASV laid its first mine at frame %d, cell (%d, %d) (the flag site (%d, %d)); %zu mines by frame %d\n",
              laidAt, laid.x, laid.y, site.x, site.y, mines, pl.frames);
}

}  // namespace
}  // namespace rf::bot
