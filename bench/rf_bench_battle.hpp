// SPDX-License-Identifier: GPL-3.0-or-later
// The mid-battle state the Return Fire benches share (bench_rf_sim.cpp times its frames,
// bench_rf_render.cpp its pictures): a bundled 1-player map, the player's tank holding fire
// next to an enemy tank (1 player: the enemy has no controller), two enemy towers awake and
// shooting at it, 8 enemy soldiers, an enemy drone attacking it, with 20 explosions, 200
// debris pieces and 40 projectiles in flight (heli-gun rounds from the player's tank, east
// and west), topped up before each frame where the battle has used them up.
#pragma once

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/game.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"

namespace bench {

inline const std::string kBattleMapText = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/driftwood_cay.txt";

// Places a vehicle of the team at the first free spot of a scan from (x, y) eastwards.
inline void placeVehicle(rf::Game& game, rf::VehicleType type, int team, int x, int y) {
  for (int i = 0; i < 100; ++i) {
    try {
      rf::spawnVehicle(game.mutableState(), type, team, core::px(x + i * 32), core::px(y), 0);
      game.mutableState().player[static_cast<size_t>(team)].view = rf::ViewMode::Play;
      return;
    } catch (const std::invalid_argument&) {
    }
  }
}

inline int countClass(const rf::Sim& sim, rf::ObjClass cls) {
  int n = 0;
  for (const rf::Obj& o : sim.objs) n += (o.alive() && o.objClass() == cls) ? 1 : 0;
  return n;
}

inline void topUpBattle(rf::Sim& sim, const rf::Obj& shooter, int32_t cx, int32_t cy) {
  int expl = countClass(sim, rf::ObjClass::Expl);
  for (int i = 0; expl < 20 && i < 20; ++i, ++expl) {
    rf::spawnExplosion(sim, rf::ExplId::Dust, cx + core::px((i * 37) % 200), cy + core::px((i * 53) % 200), 0);
  }
  int debris = countClass(sim, rf::ObjClass::FWall);
  for (int i = 0; debris < 200 && i < 40; ++i) {
    rf::DebrisBurst b;
    b.x = cx + core::px((i * 29) % 200);
    b.y = cy + core::px((i * 41) % 200);
    b.model = rf::bnoModel(rf::bnoId(rf::Bno::BldgS));
    b.set = rf::DebrisSetId::WreckLow;
    const int n = rf::spawnDebrisBurst(sim, b);
    if (n <= 0) break;
    debris += n;
  }
  int men = countClass(sim, rf::ObjClass::Man);
  for (int i = 0; men < 8 && i < 8; ++i, ++men) {
    rf::spawnMan(sim, 1, cx + core::px(40 + (i * 23) % 120), cy - core::px(60 + (i * 17) % 60));
  }
  if (countClass(sim, rf::ObjClass::Drone) == 0) rf::spawnDrone(sim, shooter.slot());  // a drone at the tank
  int proj = countClass(sim, rf::ObjClass::Missle);
  for (int i = 0; proj < 40 && i < 40; ++i, ++proj) {
    rf::ProjectileLaunch l;
    l.type = 7;  // heli gun: level, 3 px a tick
    l.x = shooter.x + core::px((i * 13) % 64 - 32);
    l.y = shooter.y;
    l.z = core::px(8);
    l.heading = (i & 1) != 0 ? 0x100000 : 0x300000;  // east / west across the range
    if (rf::fireProjectile(sim, shooter, l) == rf::kNoObj) break;
  }
}

// The battle's start: the two tanks, one drone a side (the bundled level-1 map has none)
// and the two enemy towers 4 cells north-west and north-east of the player's tank.
inline rf::Game battleGame() {
  rf::GameOptions o;
  rf::Game g = rf::Game::load(rf::loadMapText(kBattleMapText), kBattleMapText, o);
  placeVehicle(g, rf::VehicleType::Tank, 0, 1024, 2048);
  placeVehicle(g, rf::VehicleType::Tank, 1, 1024, 2240);
  rf::Sim& sim = g.mutableState();
  rf::dronePoolSetup(sim, 1);
  for (const int x : {28, 36}) {
    sim.world.setCell(x, 60, rf::cell::make(0));
    sim.world.setCellStaticObject(x, 60, rf::bnoId(rf::Bno::Tower), 1);
  }
  return g;
}

// Player 1 holding fire.
inline rf::Inputs battleInputs() {
  rf::raw::Keys k;
  k.a = true;
  rf::Inputs in;
  in.words = {rf::raw::keyboardWord(k), rf::raw::kNone};
  return in;
}

// Before a battle frame: ammo and hit points back up (keep them firing), the battle topped up.
inline void keepBattleGoing(rf::Game& g, int32_t cx, int32_t cy) {
  rf::Sim& sim = g.mutableState();
  for (rf::TeamState& t : sim.team) {
    t.veh.slots[0].ammo = 100;
    t.veh.hp = rf::vehicleDef(rf::VehicleType::Tank).hp;
  }
  if (const rf::Obj* s = g.object(sim.team[0].vehicleId)) topUpBattle(sim, *s, cx, cy);
}

}  // namespace bench
