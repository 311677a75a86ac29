// SPDX-License-Identifier: GPL-3.0-or-later
// Under fire and out of range (issue 39 item 2, "keep out of a tower's reach"): a tank that
// takes hits from a tower its plan ignores turns on it within its reaction time (it never
// stands and takes it); one with no rounds left leaves the tower's reach; one whose target
// stands beyond its gun's range closes in and fires.
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <memory>

#include "bot_maps.hpp"
#include "rf/bot/aim.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

using core::Fixed;
using core::px;
using test::find;
using test::smallGame;
using test::kTowerSouth;

constexpr int32_t kTowerReach = 192;  // px: a large tower's (turret_sweep_test)

Fixed centre(int n) {
  return cell::centreFixed(n);
}

bool towerStands(const Game& g, Cell t) {
  const uint32_t b = cell::bno(g.cell(t.x, t.y));
  return b == bnoId(Bno::Tower) || b == bnoId(Bno::ActiveTower) || b == bnoId(Bno::ReadyTower);
}

// Plays side 0 with a normal bot on `table` frame by frame; `each` sees the bot and the game
// after every frame and returns false to stop.
void play(Game& g, const BotTable& table, int frames, const std::function<bool(const Bot&, Game&)>& each) {
  Bot bot(g.state(), 0, Difficulty::Normal, 1, table);
  for (int f = 0; f < frames && g.state().running; ++f) {
    Inputs in;
    in.words[0] = bot.think(g.state());
    g.step(in);
    if (!each(bot, g)) return;
  }
}

// The tank's way to the flag building ends within a tower's reach, north of its line of
// fire.
const std::vector<std::string> kAmbush = {
    "..........................",
    "..P.......................",
    "..........................",
    "..................t.......",
    "..........................",
    "..........................",
    "......................f...",
    "..........................",
};

// A table whose plan ignores towers (the normal difficulty's tower_range 0).
BotTable noTowers() {
  BotTable t = defaultBotTable();
  t.skill[static_cast<size_t>(Difficulty::Normal)].towerRange = 0;
  return t;
}

TEST(BotHunt, UnderFireFromATowerItsPlanIgnoresItTurnsOnTheTower) {
  Game g = smallGame(kAmbush);
  const Cell tower = find(kAmbush, 't');
  int hitAt = -1, answeredAt = -1, fellAt = -1;
  Fixed lastHp = 0;
  uint32_t vehicle = 0;
  play(g, noTowers(), 3000, [&](const Bot& bot, Game& game) {
    const TeamState& t = game.state().team[0];
    const Obj* v = game.object(t.vehicleId);
    const int frame = static_cast<int>(game.frame());
    if (v != nullptr && v->objClass() == ObjClass::Vehicle) {
      if (v->id == vehicle && t.veh.hp < lastHp && hitAt < 0) hitAt = frame;
      vehicle = v->id;
      lastHp = t.veh.hp;
    }
    if (hitAt >= 0 && answeredAt < 0 && bot.goal() == Goal::Towers && bot.target() == tower) answeredAt = frame;
    if (fellAt < 0 && !towerStands(game, tower)) fellAt = frame;
    return fellAt < 0;
  });
  ASSERT_GE(hitAt, 0) << "the tower never hit the tank";
  ASSERT_GE(answeredAt, 0) << "the tank never turned on the tower";
  EXPECT_LE(answeredAt - hitAt, defaultBotTable().of(Difficulty::Normal).reaction + 1);
  EXPECT_GE(fellAt, 0) << "the tower stands";
  std::printf("hit at frame %d, on the tower at %d, the tower fell at %d\n", hitAt, answeredAt, fellAt);
}

TEST(BotHunt, UnderFireWithNoRoundsItLeavesTheTowersReach) {
  Game g = smallGame(kAmbush);
  const Cell tower = find(kAmbush, 't');
  int hitAt = -1, outAt = -1;
  Fixed lastHp = 0;
  uint32_t vehicle = 0;
  play(g, noTowers(), 3000, [&](const Bot&, Game& game) {
    TeamState& t = game.mutableState().team[0];
    const Obj* v = game.object(t.vehicleId);
    if (v == nullptr || v->objClass() != ObjClass::Vehicle) return true;
    const int frame = static_cast<int>(game.frame());
    if (v->id == vehicle && t.veh.hp < lastHp && hitAt < 0) {
      hitAt = frame;
      t.veh.slots[0].ammo = 0;  // the test's hand: its rounds are gone
    }
    vehicle = v->id;
    lastHp = t.veh.hp;
    if (hitAt >= 0 && distance(v->x, v->y, centre(tower.x), centre(tower.y)) > px(kTowerReach)) outAt = frame;
    return outAt < 0;
  });
  ASSERT_GE(hitAt, 0) << "the tower never hit the tank";
  ASSERT_GE(outAt, 0) << "the tank stayed in the tower's reach";
  EXPECT_LE(outAt - hitAt, 300);
  std::printf("hit at frame %d, out of the tower's reach at %d\n", hitAt, outAt);
}

// kTowerSouth (bot_maps.hpp), the gun's range cut to 100 px.
TEST(BotHunt, ATargetBeyondItsRangeItClosesInAndFires) {
  Game g = smallGame(kTowerSouth);
  const Cell tower = find(kTowerSouth, 't');
  BotTable table = defaultBotTable();
  table.fireRange = 100;
  Fixed firstShot = -1;
  int lastAmmo = -1, fellAt = -1;
  play(g, table, 2500, [&](const Bot&, Game& game) {
    const TeamState& t = game.state().team[0];
    const Obj* v = game.object(t.vehicleId);
    if (v != nullptr && v->objClass() == ObjClass::Vehicle) {
      const int ammo = t.veh.slots[0].ammo;
      if (lastAmmo >= 0 && ammo < lastAmmo && firstShot < 0)
        firstShot = distance(v->x, v->y, centre(tower.x), centre(tower.y));
      lastAmmo = ammo;
    }
    if (!towerStands(game, tower)) fellAt = static_cast<int>(game.frame());
    return fellAt < 0;
  });
  ASSERT_GE(firstShot, 0) << "it never fired";
  EXPECT_LE(firstShot, px(100)) << "it fired from beyond its range";
  EXPECT_GE(fellAt, 0) << "the tower stands";
  std::printf("first shell from %d px, the tower fell at frame %d\n", firstShot >> 16, fellAt);
}

}  // namespace
}  // namespace rf::bot
