// SPDX-License-Identifier: GPL-3.0-or-later
// GameFrame1P 0x41a660 / GameFrame2P 0x41aa70: the sim parts of a frame in the original's
// order.
#include "rf/sim/frame.hpp"

#include <stdexcept>
#include <string>

#include "rf/sim/bunker.hpp"
#include "rf/sim/controls.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/view_pass.hpp"

namespace rf {
namespace {

TimerFn lookup(const TimerTable& table, uint32_t id, const char* what) {
  const TimerFn fn = id < table.size() ? table[id] : nullptr;
  if (fn == nullptr)
    throw std::logic_error(std::string(what) + " function " + std::to_string(id) + " is not defined");
  return fn;
}

// The play view (camera, HUD): drawing is not the sim's; it decodes the words too.
void viewPlay(Sim& sim, PlayerState& p) {
  (void)sim;
  p.viewInput = controllerDecodeDigital(p.input, p.prevInput);
}

}  // namespace

void pollAllPlayerInputs(Sim& sim) {
  for (int i = 0; i < sim.players; ++i) {
    PlayerState& p = sim.player[static_cast<size_t>(i)];
    p.prevInput = p.input;
    p.input = p.device;
  }
}

void timerQueueAdvance(Sim& sim) {
  sim.timers.advance(sim.dt, [&sim](uint32_t fn, uint32_t a, uint32_t b) {
    return lookup(sim.tables->timers, fn, "timer")(sim, a, b);
  });
}

void runCallbackList(Sim& sim) {
  sim.callbacks.run([&sim](uint32_t fn, uint32_t a, uint32_t b) {
    return lookup(sim.tables->callbacks, fn, "callback")(sim, a, b);
  });
}

void runViewMode(Sim& sim, int player) {
  PlayerState& p = sim.player[static_cast<size_t>(player)];
  switch (p.view) {
    case ViewMode::BunkerSelect:
      bunkerSelectView(sim, player);  // menu, zoom, fly-back (bunker.cpp)
      break;
    case ViewMode::Play:
      viewPlay(sim, p);
      break;
  }
  // the view draws the map (its rendered area) within its mode function
  if (viewDrawsMap(sim, player)) viewPass(sim, player);
}

// BunkerDoorReset 0x427fe0. designed (the notes name it in the frame list and the door cell
// team +0x28 without saying more): no door animates until a vehicle standing on its pad
// asks for it again this frame (VehicleUpdate step 7).
void bunkerDoorReset(Sim& sim) {
  for (TeamState& t : sim.team) t.doorCell = kNoCell;
}

// GameFrame1P 0x41a660 (sim part)
void gameFrame1P(Sim& sim) {
  pollAllPlayerInputs(sim);
  // Mus_Service: the music stream is the audio side's (it plays the frame's Music events)
  bunkerDoorReset(sim);
  timerQueueAdvance(sim);
  objUpdateAll(sim);
  // (radar, palette: views)
  viewPassBegin(sim);
  if (!sim.running) return;  // the "game running" test before the view
  runViewMode(sim, 0);
  runCallbackList(sim);
  // HUD (the views), Mus_Director, sound (the audio reads the frame's events)
  musDirector(sim);
}

// GameFrame2P 0x41aa70 (sim part): the inputs are polled after the objects, so the
// vehicles see the previous frame's words (one frame of lag) while the views see the
// fresh ones; no "game running" test between the objects and the views.
void gameFrame2P(Sim& sim) {
  // Mus_Service: the music stream is the audio side's (it plays the frame's Music events)
  bunkerDoorReset(sim);
  timerQueueAdvance(sim);
  objUpdateAll(sim);
  // (radar, palette: views)
  viewPassBegin(sim);
  pollAllPlayerInputs(sim);
  runViewMode(sim, 0);
  runViewMode(sim, 1);
  runCallbackList(sim);
  // HUD x 2 (the views), Mus_Director, sound (the audio reads the frame's events)
  musDirector(sim);
}

void simStep(Sim& sim, const std::array<uint32_t, 2>& words, int32_t dt) {
  if (dt < 0 || dt > kMaxDt) {
    throw std::invalid_argument("dt must be 0.." + std::to_string(kMaxDt) + " ticks, got " +
                                std::to_string(dt));
  }
  sim.events.clear();
  sim.dt = dt;  // FrameTimingUpdate (end of the previous frame)
  sim.tick += dt;
  sim.player[0].device = words[0];
  sim.player[1].device = sim.players > 1 ? words[1] : 0;
  if (sim.players > 1)
    gameFrame2P(sim);
  else
    gameFrame1P(sim);
  ++sim.frame;
}

}  // namespace rf
