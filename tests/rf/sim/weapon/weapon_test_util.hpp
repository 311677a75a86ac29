// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the weapon tests: a game on the grass test map (vehicleGame), owners and
// targets placed with spawnVehicle, frames stepped at any dt with every event kept.
#pragma once

#include <string>
#include <vector>

#include "rf/data/explosion_ids.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/weapon.hpp"

namespace rf::test {

inline ProjectileLaunch launchAt(int32_t type, Fixed x, Fixed y, Fixed z, int32_t heading = 0,
                                 int32_t pitch = 0) {
  ProjectileLaunch l;
  l.type = type;
  l.x = x;
  l.y = y;
  l.z = z;
  l.heading = heading;
  l.pitch = pitch;
  return l;
}

// Steps frames at dt with player 1's raw word held; returns every event of those frames.
inline std::vector<Event> stepDt(Game& g, int frames, int32_t dt = 2, uint32_t word = raw::kNone) {
  std::vector<Event> all;
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {word, raw::kNone};
    in.dt = dt;
    g.step(in);
    all.insert(all.end(), g.events().begin(), g.events().end());
  }
  return all;
}

// The ExplId of every "Explosion" event (the placeholder spawnExplosion's a).
inline std::vector<ExplId> explosions(const std::vector<Event>& events) {
  std::vector<ExplId> out;
  for (const Event& e : events) {
    if (e.id == EventId::Explosion) out.push_back(static_cast<ExplId>(e.words()[0]));
  }
  return out;
}
inline std::vector<int32_t> explosionCells(const std::vector<Event>& events) {
  std::vector<int32_t> out;
  for (const Event& e : events) {
    if (e.id == EventId::Explosion) out.push_back(e.words()[1]);
  }
  return out;
}

inline int countNamed(const std::vector<Event>& events, EventId name) {
  int n = 0;
  for (const Event& e : events) n += e.id == name ? 1 : 0;
  return n;
}

// The live objects of a class.
inline std::vector<const Obj*> objectsOf(const Game& g, ObjClass cls) {
  std::vector<const Obj*> out;
  for (const Obj& o : g.objects()) {
    if (o.alive() && o.objClass() == cls) out.push_back(&o);
  }
  return out;
}

inline int32_t cellAt(int x, int y) {
  return y * kMapCells + x;
}

}  // namespace rf::test
