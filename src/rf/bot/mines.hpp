// SPDX-License-Identifier: GPL-3.0-or-later
// Mines (issue 39 item 2, "avoid known mines"; the ASV's mines, rf-simulation.md §6 "Mine"
// and Msv_Mine 0x42a310): which mines the bot knows, what they cost its paths, and where its
// ASV lays its own.
//
// What it knows is what a player could: the views and the radar show a side its own mines
// only (rf_3d_render.cpp, rf_hud_render.cpp: the enemy's and the map's random mines are
// hidden), and an armed mine sets off any vehicle, its layer's too. So the bot's paths keep
// off the mines its own side laid, wherever they are (the radar shows them all).
//
// Where the ASV lays them (2 players only: Msv_Mine lays nothing in 1 player): on the road an
// enemy jeep would take home from each of the side's own flag sites (its A* path as a jeep of
// the enemy's side, to the enemy's pad), a few cells out from the site, where every vehicle of
// the enemy that comes for the flag passes; never near its own pad.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "rf/bot/path.hpp"
#include "rf/sim/sim.hpp"

namespace rf::bot {

// designed: the path cost of a cell a vehicle would set a known mine off in (a Blocked
// cell's is 1000): a path goes round a mine unless there is no other way.
inline constexpr int32_t kMineCost = 900;
// designed: a mine this near a cell's centre is hit by a vehicle driving through the cell (a
// hull's half length 12 px, the mine's half width 3 px, the path follower's corner cutting).
inline constexpr core::Fixed kMineReach = core::px(26);

// The mines side `side` knows: its own (laid by its vehicles), alive, armed or arming.
std::vector<core::Vec2> knownMines(const Sim& sim, int side);

// Adds kMineCost to every cell (by cell index) whose centre lies within kMineReach of a
// known mine. `extra` has kCellCount entries.
void addMineCosts(const std::vector<core::Vec2>& mines, std::vector<int32_t>& extra);

// Where side `side`'s ASV lays mines now: the spots on the enemy jeep's way home from the own
// standing flag sites (and from the own flag when it lies in the open) not yet mined (no own
// mine within 2 cells), at most `count`, nearest to `from` first. Empty in 1 player.
std::vector<Cell> mineSpots(const Sim& sim, int side, Cell from, int count);

}  // namespace rf::bot
