// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the drone tests: the vehicle test game with a drone pool, drones placed by
// hand (ObjCreate + parent + heading, as SpawnDrone leaves them) and lookups.
#pragma once

#include <vector>

#include "rf/data/shapes.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"

namespace rf::test {

inline Game droneGame(int32_t pool = kDronesPerTeam) {
  Game g = vehicleGame();
  dronePoolSetup(g.mutableState(), pool);
  return g;
}

inline Game droneGame2P(int32_t pool = kDronesPerTeam) {
  GameOptions o;
  o.players = 2;
  Game g = Game::load(playableMap(2), "drone2p.rfm", o);
  g.mutableState().player[0].view = ViewMode::Play;
  g.mutableState().player[1].view = ViewMode::Play;
  dronePoolSetup(g.mutableState(), pool);
  return g;
}

// A drone of `team` at (x, y, 50 px) with the heading, attacking `target` (kNoObj: none).
inline Obj& placeDrone(Game& g, int32_t team, Fixed x, Fixed y, int32_t heading, ObjSlot target = kNoObj) {
  Sim& sim = g.mutableState();
  const ObjSlot s = objCreate(sim, ObjClass::Drone, team, x, y, kDroneZ, target);
  EXPECT_NE(s, kNoObj);
  Obj& o = sim.obj(s);
  o.heading = heading;
  if (target != kNoObj) objSetParent(sim, s, target);
  return o;
}

inline std::vector<const Obj*> liveOf(const Game& g, ObjClass cls) {
  std::vector<const Obj*> out;
  for (const Obj& o : g.state().objs) {
    if (o.alive() && (o.flags & kObjDeleteQueued) == 0 && o.objClass() == cls) out.push_back(&o);
  }
  return out;
}

inline const Obj* firstDrone(const Game& g) {
  const auto d = liveOf(g, ObjClass::Drone);
  return d.empty() ? nullptr : d.front();
}

inline int countSound(const Game& g, EventId name) {
  int n = 0;
  for (const Event& e : g.events()) n += (e.kind() == EventKind::Sound && e.id == name) ? 1 : 0;
  return n;
}

}  // namespace rf::test
