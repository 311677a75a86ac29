// The end of a game: FUN_00427d70 and EndGame 0x40f380 (sim part).
#include "rf/sim/end_game.hpp"

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

// EndGame 0x40f380 (sim part)
void endGame(Sim& sim, int32_t winner) {
  if (!sim.running) return;
  sim.running = false;
  sim.winner = winner;
  sim.emit(EventKind::EndGame, "EndGame", winner);
}

}  // namespace rf
