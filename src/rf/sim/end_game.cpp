// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game: FUN_00427d70 and EndGame 0x40f380 (sim part), the end-of-game sequence
// as data (State_EndOfGameSequence 0x40f050, SetWinnerAndWinVideo 0x4370e0) and the level
// flow.
#include "rf/sim/end_game.hpp"

#include <algorithm>

#include "rf/data/level_options.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

// FUN_00427d70
int32_t sideOutlook(const Sim& sim, int team) {
  auto hasJeep = [&sim](int t) {
    const TeamState& s = sim.team[static_cast<size_t>(t)];
    return hasStock(s.stock, VehicleType::Jeep) || (s.launch.driving && s.launch.type == VehicleType::Jeep);
  };
  if (hasJeep(team)) return 3;
  if (sim.players < 2) return 0;
  if (!hasJeep(team ^ 1)) return 0;
  const VehicleStock& st = sim.team[static_cast<size_t>(team)].stock;
  for (const VehicleType t : kAllVehicleTypes) {
    if (hasStock(st, t)) return 2;
  }
  return 1;
}

// EndGame 0x40f380 (sim part); the music request of State_EndOfGameSequence 0x40f050
// (Mus_StartWinMusic with a winner, music off without).
void endGame(Sim& sim, int32_t winner) {
  if (!sim.running) return;
  sim.running = false;
  sim.winner = winner;
  sim.endTick = sim.tick;  // the game clock stop: the high-score time
  sim.emit(EventId::EndGame, EndGameEvent{winner, sim.endTick});
  if (winner >= 0) {
    sim.emit(EventId::Win, MusicEvent{kWinMusicTrack, kWinMusicPrio});
  } else {
    sim.emit(EventId::MusicOff, MusicEvent{kMusicOff, kWinMusicPrio});
  }
}

EndGamePlan endGamePlan(const Sim& sim) {
  return endGamePlan(sim.winner, sim.endTick, sim.world.options().levelIndex);
}

}  // namespace rf
