// SPDX-License-Identifier: GPL-3.0-or-later
// Paths per vehicle class (issue 39): roads and grass, a bridge, an own gate and an enemy's,
// a river only the jeep-boat crosses, a palm wall that stops the jeep, the heli over all.
#include <gtest/gtest.h>

#include <algorithm>

#include "bot_maps.hpp"
#include "rf/bot/path.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

using test::find;
using test::smallGame;

// The marked start and goal cells: '<' and '>' stand for grass (replaced before loading).
std::vector<std::string> unmark(std::vector<std::string> rows) {
  for (std::string& r : rows)
    for (char& c : r)
      if (c == '<' || c == '>') c = '.';
  return rows;
}

std::vector<Cell> pathFor(const Game& g, Cell from, Cell to, VehicleType t, int side = 0) {
  return findPath(g.state(), from, t, side, [to](Cell c) { return c == to; }, to);
}

bool passesThrough(const std::vector<Cell>& path, const Game& g, uint32_t bno) {
  return std::any_of(path.begin(), path.end(),
                     [&](Cell c) { return cell::bno(g.cell(c.x, c.y)) == bno; });
}

// A river of deep water from north to south: no bridge.
const std::vector<std::string> kRiver = {
    "~~~~~~~~~~~~~~~~~~~~",
    "~.......~~~~....f..~",
    "~.......~~~~.......~",
    "~<......~~~~......>~",
    "~.......~~~~.......~",
    "~.P.....~~~~.......~",
    "~~~~~~~~~~~~~~~~~~~~",
};

TEST(BotPath, OnlyTheJeepAsABoatAndTheHeliCrossADeepRiver) {
  const Game g = smallGame(unmark(kRiver));
  const Cell a = find(kRiver, '<'), b = find(kRiver, '>');
  EXPECT_TRUE(pathFor(g, a, b, VehicleType::Tank).empty());
  EXPECT_TRUE(pathFor(g, a, b, VehicleType::Msv).empty());
  const std::vector<Cell> jeep = pathFor(g, a, b, VehicleType::Jeep);
  ASSERT_FALSE(jeep.empty());
  EXPECT_EQ(jeep.back(), b);
  EXPECT_TRUE(std::any_of(jeep.begin(), jeep.end(), [&](Cell c) {
    return cellPass(g.state(), c.x, c.y, VehicleType::Jeep, 0) == Pass::Deep;
  }));
  const std::vector<Cell> heli = pathFor(g, a, b, VehicleType::Heli);
  EXPECT_EQ(heli.size(), 17u);  // straight across: one cell a step
}

// The same river with a bridge on the road.
const std::vector<std::string> kBridge = {
    "~~~~~~~~~~~~~~~~~~~~",
    "~.....4~~~~6...f...~",
    "~.....4~~~~6.......~",
    "~<===[4~~~~6]====>.~",
    "~.....4~~~~6.......~",
    "~.P...4~~~~6.......~",
    "~~~~~~~~~~~~~~~~~~~~",
};

TEST(BotPath, TheTankCrossesTheRiverOnTheBridge) {
  const Game g = smallGame(unmark(kBridge));
  const Cell a = find(kBridge, '<'), b = find(kBridge, '>');
  const std::vector<Cell> tank = pathFor(g, a, b, VehicleType::Tank);
  ASSERT_FALSE(tank.empty());
  EXPECT_EQ(tank.back(), b);
  EXPECT_TRUE(passesThrough(tank, g, bnoId(Bno::BrigeH)));
  // every cell it uses is dry or a deck
  for (const Cell c : tank) EXPECT_NE(cellPass(g.state(), c.x, c.y, VehicleType::Tank, 0), Pass::Deep);
}

// A wall across the map with a gate of team 0.
const std::vector<std::string> kGate = {
    "~~~~~~~~~~~~~~",
    "~.<........f.~",
    "~............~",
    "WWWWWWGWWWWWWW",
    "~............~",
    "~.>.......P..~",
    "~~~~~~~~~~~~~~",
};

TEST(BotPath, AnOwnGateOpensAnEnemyGateIsBrokenThrough) {
  const Game g = smallGame(unmark(kGate));
  const Cell a = find(kGate, '<'), b = find(kGate, '>'), gate = find(kGate, 'G');
  EXPECT_EQ(cellPass(g.state(), gate.x, gate.y, VehicleType::Tank, 0), Pass::Road);
  EXPECT_EQ(cellPass(g.state(), gate.x, gate.y, VehicleType::Tank, 1), Pass::Breakable);
  const std::vector<Cell> own = pathFor(g, a, b, VehicleType::Jeep, 0);
  ASSERT_FALSE(own.empty());
  EXPECT_NE(std::find(own.begin(), own.end(), gate), own.end());  // the jeep drives through its gate
  const std::vector<Cell> enemyJeep = pathFor(g, a, b, VehicleType::Jeep, 1);  // round by sea, as a boat
  EXPECT_EQ(std::find(enemyJeep.begin(), enemyJeep.end(), gate), enemyJeep.end());
  const std::vector<Cell> tank = pathFor(g, a, b, VehicleType::Tank, 1);
  ASSERT_FALSE(tank.empty());  // the enemy's tank breaks through the wall or the gate
  EXPECT_TRUE(std::any_of(tank.begin(), tank.end(), [&](Cell c) {
    return cellPass(g.state(), c.x, c.y, VehicleType::Tank, 1) == Pass::Breakable;
  }));
}

// A wall of palms with one gap, then the same wall closed.
const std::vector<std::string> kPalms = {
    "~~~~~~~~~~~~~~",
    "~.<.....f....~",
    "~............~",
    "!!!!.!!!!!!!!!",
    "~............~",
    "~.>.......P..~",
    "~~~~~~~~~~~~~~",
};

TEST(BotPath, PalmsStopTheJeepWhichTakesTheGap) {
  const Game g = smallGame(unmark(kPalms));
  const Cell a = find(kPalms, '<'), b = find(kPalms, '>');
  const std::vector<Cell> jeep = pathFor(g, a, b, VehicleType::Jeep);
  ASSERT_FALSE(jeep.empty());
  EXPECT_FALSE(passesThrough(jeep, g, bnoId(Bno::Palm1S)));
  const Cell gap = test::worldCell(kPalms, 4, 3);
  EXPECT_NE(std::find(jeep.begin(), jeep.end(), gap), jeep.end());
  const Pass palm = cellPass(g.state(), a.x, a.y + 2, VehicleType::Jeep, 0);
  EXPECT_EQ(palm, Pass::Breakable);  // two shells break it
  EXPECT_FALSE(canEnter(palm, VehicleType::Jeep));
  EXPECT_TRUE(canEnter(palm, VehicleType::Tank));
  std::vector<std::string> closed = kPalms;
  closed[3] = "!!!!!!!!!!!!!!";
  const Game h = smallGame(unmark(closed));
  const std::vector<Cell> round = pathFor(h, a, b, VehicleType::Jeep);  // by sea, as a boat
  ASSERT_FALSE(round.empty());
  EXPECT_FALSE(passesThrough(round, h, bnoId(Bno::Palm1S)));
  EXPECT_TRUE(std::any_of(round.begin(), round.end(), [&](Cell c) {
    return cellPass(h.state(), c.x, c.y, VehicleType::Jeep, 0) == Pass::Deep;
  }));
  EXPECT_FALSE(pathFor(h, a, b, VehicleType::Tank).empty());
  EXPECT_EQ(pathFor(h, a, b, VehicleType::Heli).size(), 4u);  // the heli flies over
}

}  // namespace
}  // namespace rf::bot
