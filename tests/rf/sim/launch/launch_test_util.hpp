// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the launch / return tests: a game on the playable test map (pads at (10,10)
// team 0 and (100,100) team 1, grass elsewhere), A presses and frame stepping.
#pragma once

#include <functional>

#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf::test {

inline Game launchGame(int players) {
  GameOptions o;
  o.players = players;
  return Game::load(playableMap(static_cast<uint8_t>(players)), "test.rfm", o);
}

// The raw words: A down (a press when the frame before had it up), and keys held.
inline uint32_t pressA() {
  return raw::kA;
}

inline uint32_t keys(bool a, bool b, bool c, bool fwd = false) {
  raw::Keys k;
  k.a = a;
  k.b = b;
  k.c = c;
  k.up = fwd;
  return raw::keyboardWord(k);
}

// Steps idle frames (dt 2) until pred holds or maxFrames passed; returns the frames stepped.
inline int stepUntil(Game& g, const std::function<bool(const Game&)>& pred, int maxFrames,
                     uint32_t w0 = raw::kNone, uint32_t w1 = raw::kNone) {
  for (int f = 0; f < maxFrames; ++f) {
    if (pred(g)) return f;
    Inputs in;
    in.words = {w0, w1};
    g.step(in);
  }
  return pred(g) ? maxFrames : -1;
}

inline const Obj* teamVehicle(const Game& g, int team) {
  return g.object(g.state().team[static_cast<size_t>(team)].vehicleId);
}

inline bool inMenu(const Game& g, int player) {
  const PlayerState& p = g.state().player[static_cast<size_t>(player)];
  return p.view == ViewMode::BunkerSelect && p.bunker.phase == BunkerPhase::Menu;
}

inline bool hasEvent(const Game& g, EventId name) {
  for (const Event& e : g.events()) {
    if (e.id == name) return true;
  }
  return false;
}

// Presses A on player `p`'s menu and steps until the team's vehicle exists; returns the
// ticks from the A frame to that frame.
inline int32_t launch(Game& g, int p = 0) {
  Inputs in;
  in.words[static_cast<size_t>(p)] = pressA();
  g.step(in);
  const int32_t t0 = g.tick();
  stepUntil(g, [p](const Game& gg) { return teamVehicle(gg, p) != nullptr; }, 400);
  return g.tick() - t0;
}

}  // namespace rf::test
