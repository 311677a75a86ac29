// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the vehicle tests: a game on the playable test map (128 x 128 grass, pads at
// (10,10) / (100,100)) with cells rewritten in memory, vehicles placed ready to drive and
// frames stepped at dt = 2 with player 0's view in play.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf::test {

// Terrain ids and BNO ids the tests paint with.
inline constexpr uint32_t kGrass = 0;
inline constexpr uint32_t kShallow = 1;
inline constexpr uint32_t kDeep = 2;
inline constexpr uint32_t kRoadNS = 79;
inline constexpr uint32_t kBush = 1;
inline constexpr uint32_t kPalm = 3;

// tables: the set the game reads (nullptr: the designed one).
inline Game vehicleGame(std::shared_ptr<const DataTables> tables = nullptr) {
  GameOptions o;
  o.players = 1;
  o.data = std::move(tables);
  Game g = Game::load(playableMap(1), "vehicle.rfm", o);
  g.mutableState().player[0].view = ViewMode::Play;
  g.mutableState().player[1].view = ViewMode::Play;
  return g;
}

// Cell centre in 16.16.
inline Fixed centre(int n) {
  return cell::centreFixed(n);
}

// Paints column x, rows y0..y1 with a terrain (no BNO).
inline void paintColumn(Game& g, int x, int y0, int y1, uint32_t terrainId) {
  for (int y = y0; y <= y1; ++y) g.mutableState().world.setCell(x, y, cell::make(terrainId));
}
inline void putBno(Game& g, int x, int y, uint32_t bno, uint32_t terrainId = kGrass, uint32_t team = 2) {
  g.mutableState().world.setCell(x, y, cell::make(terrainId, bno, team, 1));
}

// The keyboard's raw word with these directions held.
inline uint32_t drive(bool fwd, bool back = false, bool left = false, bool right = false,
                      uint8_t mag = 0xff) {
  raw::Keys k;
  k.up = fwd;
  k.down = back;
  k.left = left;
  k.right = right;
  k.mag = mag;
  return raw::keyboardWord(k);
}

// The keyboard's raw word with these buttons held (A = H, B = J, C = K, X4 / X5 = Q / E).
inline uint32_t buttons(bool a, bool b = false, bool c = false, bool x4 = false, bool x5 = false) {
  raw::Keys k;
  k.a = a;
  k.b = b;
  k.c = c;
  k.x4 = x4;
  k.x5 = x5;
  return raw::keyboardWord(k);
}

// The live objects of a class.
inline int countClass(const Game& g, ObjClass cls) {
  int n = 0;
  for (const Obj& o : g.state().objs) n += (o.alive() && o.objClass() == cls) ? 1 : 0;
  return n;
}

// Steps frames with player 1's raw word held (the vehicle decodes it).
inline void stepFrames(Game& g, int frames, uint32_t word = raw::kNone) {
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {word, raw::kNone};
    in.dt = 2;
    g.step(in);
  }
}

inline const Obj* vehicleOf(const Game& g, int team = 0) {
  return g.object(g.state().team[static_cast<size_t>(team)].vehicleId);
}
inline const VehState& vehOf(const Game& g, int team = 0) {
  return g.state().team[static_cast<size_t>(team)].veh;
}

inline int countEvents(const Game& g, EventId name) {
  int n = 0;
  for (const Event& e : g.events()) n += e.id == name ? 1 : 0;
  return n;
}

}  // namespace rf::test
