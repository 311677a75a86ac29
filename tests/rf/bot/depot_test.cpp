// SPDX-License-Identifier: GPL-3.0-or-later
// Depots: a tank low on shells drives to its own ammo dump, stops on the pad clear of the
// crates and fills up; low on fuel it refuels at its fuel depot; out of shells with no dump
// near it drives home and docks; an enemy's dump is never chosen.
#include <gtest/gtest.h>

#include "bot_maps.hpp"
#include "rf/bot/depot.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"

namespace rf::bot {
namespace {

using test::find;
using test::playBots;
using test::smallGame;

constexpr Difficulty kNormal = Difficulty::Normal;

// The pad, an own ammo dump and fuel depot near it, an enemy's ammo dump nearer still, the
// enemy's flag building far east (the plan's target once the tank is full).
const std::vector<std::string> kDepots = {
    "......................",
    "....P.................",
    "......a...............",
    "..A.......S...........",
    "......................",
    "....................f.",
};

struct Filled {
  int resupplies = 0;    // Resupply events
  int32_t lowest = -1;   // the value right after it was set low
  int32_t highest = 0;   // the most it got back to afterwards
  bool docked = false;
};

// Plays kDepots-like rows; once the tank is out of the lift, `set` makes it short of
// something (through the test's access to the state), `read` reads that back each frame.
template <class Set, class Read>
Filled play(const std::vector<std::string>& rows, int frames, Set set, Read read) {
  Game g = smallGame(rows);
  Filled r;
  bool done = false;
  playBots(g, {&kNormal, nullptr}, 1, frames, [&](const Game& game) {
    const TeamState& t = game.state().team[0];
    const Obj* v = game.object(t.vehicleId);
    if (!done && v != nullptr && v->objClass() == ObjClass::Vehicle && t.veh.preUpdate == PreUpdateHookId::None &&
        v->speed != 0) {
      set(g.mutableState().team[0].veh);  // the test's hand, not the bot's
      done = true;
      r.lowest = read(game.state().team[0].veh);
      return;
    }
    if (done) r.highest = std::max(r.highest, read(t.veh));
    for (const Event& e : game.events()) {
      r.resupplies += e.id == EventId::Resupply;
      r.docked |= e.id == EventId::Dock;
    }
  });
  return r;
}

TEST(BotDepot, ATankLowOnShellsRearmsAtItsOwnAmmoDump) {
  const Filled r = play(kDepots, 1500, [](VehState& st) { st.slots[0].ammo = 5; },
                     [](const VehState& st) { return st.slots[0].ammo; });
  EXPECT_EQ(r.lowest, 5);
  EXPECT_GT(r.resupplies, 0);
  EXPECT_EQ(r.highest, 150);  // the tank's full load
}

TEST(BotDepot, ATankLowOnFuelRefuelsAtItsFuelDepot) {
  const Filled r = play(kDepots, 1500, [](VehState& st) { st.fuel = core::px(60); },
                     [](const VehState& st) { return st.fuel; });
  EXPECT_GT(r.resupplies, 0);
  EXPECT_GE(r.highest, core::px(60 + 100));  // 150 frames on the pad at 1 px a frame, less the drive
}

TEST(BotDepot, OutOfShellsWithNoDumpNearItDocksAtHome) {
  std::vector<std::string> rows = kDepots;
  rows[2] = "......................";
  rows[3] = "......................";
  const Filled r = play(rows, 1500, [](VehState& st) { st.slots[0].ammo = 0; },
                     [](const VehState& st) { return st.slots[0].ammo; });
  EXPECT_EQ(r.resupplies, 0);
  EXPECT_TRUE(r.docked);
}

TEST(BotDepot, TheNearestDepotIsItsOwnOrNobodys) {
  Game g = smallGame(kDepots);
  const Sim& sim = g.state();
  const Cell pad = find(kDepots, 'P'), own = find(kDepots, 'A'), enemy = find(kDepots, 'a'), fuel = find(kDepots, 'S');
  EXPECT_EQ(depotKind(cell::bno(sim.world.cell(own.x, own.y))), PadKind::Ammo);
  EXPECT_EQ(depotKind(cell::bno(sim.world.cell(fuel.x, fuel.y))), PadKind::Fuel);
  EXPECT_EQ(depotKind(cell::bno(sim.world.cell(pad.x, pad.y))), PadKind::None);
  auto none = [](Cell) { return false; };
  EXPECT_EQ(nearestDepot(sim, pad, 0, PadKind::Ammo, 40, none), own);    // not the enemy's, nearer
  EXPECT_EQ(nearestDepot(sim, pad, 1, PadKind::Ammo, 40, none), enemy);  // the other side's view
  EXPECT_EQ(nearestDepot(sim, pad, 0, PadKind::Fuel, 40, none), fuel);
  EXPECT_EQ(nearestDepot(sim, pad, 0, PadKind::Fuel, 2, none), (Cell{-1, -1}));  // out of range
  EXPECT_EQ(nearestDepot(sim, pad, 0, PadKind::Ammo, 40, [&](Cell c) { return c == own; }), (Cell{-1, -1}));
  // the stand point: the crates are on the north edge, so the south half of the cell
  const core::Vec2 sp = depotStandPoint(sim, own);
  EXPECT_EQ(sp.x, cell::centreFixed(own.x));
  EXPECT_EQ(sp.y, cell::centreFixed(own.y) + core::px(8));
}

TEST(BotDepot, WhatAVehicleNeeds) {
  const VehicleDef& tank = vehicleDef(designedTables(), VehicleType::Tank);
  VehState st;
  st.fuel = tank.fuel;
  st.slots[0].ammo = 150;
  EXPECT_EQ(depotNeed(st, tank, 15, 25), PadKind::None);
  st.slots[0].ammo = 22;  // under 15 % of 150
  EXPECT_EQ(depotNeed(st, tank, 15, 25), PadKind::Ammo);
  st.fuel = tank.fuel / 5;  // fuel first
  EXPECT_EQ(depotNeed(st, tank, 15, 25), PadKind::Fuel);
  EXPECT_FALSE(depotFull(st, tank, PadKind::Fuel));
  st.fuel = tank.fuel;
  EXPECT_TRUE(depotFull(st, tank, PadKind::Fuel));
  EXPECT_FALSE(depotFull(st, tank, PadKind::Ammo));
}

}  // namespace
}  // namespace rf::bot
