// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player (issue 39; ARCHITECTURE.md "bots"; STYLE.md 17): it reads the
// simulation's state (const) and gives one raw input word a frame, exactly what a player's
// keyboard gives (rf/data/raw_input.hpp). It never writes the simulation, keeps its own
// seeded random stream and knows what a player could: the map's cells as the views show
// them, its own vehicle, the enemy vehicles near it, the radar's flag blip once the flag is
// out, the events of the frame (the flag's discovery). It never reads which flag site hides
// the flag.
//
// The plan picks, every `reaction` frames, the goal with the highest priority that applies
// (bot_table.hpp): defend (an enemy jeep carries its flag), fetch (the enemy flag lies in
// the open: the jeep takes it home), retreat (low hit points: home to dock), towers (an
// enemy tower in reach), reveal (break the enemy's flag buildings). The skills carry it out:
// the bunker's choice and launch, paths (path.hpp), driving (drive.hpp), aiming (aim.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/rand.hpp"
#include "rf/bot/bot_table.hpp"
#include "rf/bot/depot.hpp"
#include "rf/bot/drive.hpp"
#include "rf/bot/path.hpp"
#include "rf/sim/sim.hpp"

namespace rf::bot {

// What the bot is doing (for traces and tests).
enum class Goal : uint8_t { None, Launch, Defend, Fetch, BringHome, Retreat, Towers, Reveal, Rubble, Home, Hunt, Guard, Resupply, Mine, Evade };
const char* goalName(Goal g);

class Bot {
 public:
  // `sim` is the game at its start (the map the bot studies); the table is copied.
  Bot(const Sim& sim, int side, Difficulty level, uint32_t seed, const BotTable& table = defaultBotTable());

  // One frame's raw input word for its side, from the state after the previous frame.
  uint32_t think(const Sim& sim);

  int side() const { return side_; }
  Goal goal() const { return goal_; }
  Difficulty level() const { return level_; }
  const std::vector<Cell>& path() const { return path_; }
  Cell target() const { return target_; }

 private:
  uint32_t bunker(const Sim& sim);
  uint32_t drive(const Sim& sim, const Obj& me);
  void decide(const Sim& sim, const Obj& me);
  raw::Keys attackCell(const Sim& sim, const Obj& me, Cell target);
  raw::Keys attackObject(const Sim& sim, const Obj& me, const Obj& target);
  raw::Keys goTo(const Sim& sim, const Obj& me, Cell target, bool through, bool exact);
  raw::Keys follow(const Sim& sim, const Obj& me);
  raw::Keys guard(const Sim& sim, const Obj& me);
  raw::Keys resupply(const Sim& sim, const Obj& me);
  raw::Keys fire(const Sim& sim, const Obj& me, int32_t want, core::Fixed dist, core::Fixed halfWidth);
  void plan(const Sim& sim, const Obj& me, Cell target, int kind);
  VehicleType wantedVehicle(const Sim& sim) const;
  bool enemyFlagLying(const Sim& sim, Cell& where) const;
  bool flagInOpen(const Sim& sim, Cell c) const;
  const Obj* enemyNearFlag(const Sim& sim, Cell flag) const;
  const Obj* nearestEnemyVehicle(const Sim& sim, const Obj& me, core::Fixed range) const;
  bool towerTarget(const Sim& sim, const Obj& me, Cell& out) const;
  bool revealTarget(const Sim& sim, const Obj& me, Cell& out);
  bool heliTarget(const Sim& sim, Cell& out) const;
  bool towerNear(const Sim& sim, Cell c, core::Fixed range, Cell& out) const;
  void costs(const Sim& sim, VehicleType type);
  Cell homePad(const Sim& sim) const;
  bool mineSpot(const Sim& sim, Cell at, Cell& out);
  bool underFire(const Sim& sim, const Obj& me, bool armed, Cell& target, uint32_t& obj, Goal& goal);
  bool outOfReach(const Sim& sim, Cell c) const;

  BotTable table_;  // a copy: small, and the bot owns what it runs on
  Skill skill_;
  int side_;
  int enemy_;
  Difficulty level_;
  core::MsvcRand rand_;
  uint32_t frame_ = 0;
  uint32_t lastWord_ = 0;
  Goal goal_ = Goal::None;
  Cell target_{-1, -1};
  uint32_t targetObj_ = 0;
  int32_t nextDecide_ = 0;
  // the path and what it was planned for
  std::vector<Cell> path_;
  int pathIndex_ = -1;
  Cell pathTarget_{-1, -1};
  int pathKind_ = -1;
  uint32_t pathVehicle_ = 0;
  int32_t nextPlan_ = 0;
  int32_t aimError_ = 0;
  int32_t shotsAtTarget_ = 0;
  int32_t lastAmmo_ = 0;
  bool closeIn_ = false;
  StuckWatch stuck_;
  int32_t turnOut_ = 1;
  std::vector<int32_t> unreachable_;  // flag sites / towers given up on until this frame (by cell index)
  bool givenUp(Cell c) const;
  std::vector<int32_t> noPath_;       // targets no ground path reached (the heli's), until this frame
  bool noPath(Cell c) const;
  std::vector<int32_t> avoid_;        // the frame until which a cell costs more (stuck there)
  std::vector<int32_t> extra_;        // the path's extra cost per cell (costs())
  bool flagSeen_ = false;
  Cell reveal_{-1, -1};  // the flag building being broken
  PadKind depotKind_ = PadKind::None;  // what the depot being driven to gives
  int32_t menuPresses_ = 0;            // bunker cursor presses since the last launch
  int32_t depotSince_ = -1;            // the frame it stopped on the depot (-1: not there yet)
  std::vector<Cell> mineSpots_;        // the ASV's next mine spots (mines.hpp), as of ...
  int32_t mineSpotsAt_ = -1;           // ... this frame (-1: never) ...
  size_t mineSpotsMines_ = 0;          // ... with this many own mines
  uint32_t mineVehicle_ = 0;           // the ASV whose mines ...
  int32_t minesLaid_ = 0;              // ... it laid this sortie
  uint32_t hpVehicle_ = 0;             // the vehicle whose hit points ...
  core::Fixed lastHp_ = 0;             // ... were these last frame
  int32_t hitAt_ = INT32_MIN / 2;      // the frame it last lost hit points
};

}  // namespace rf::bot
