// SPDX-License-Identifier: GPL-3.0-or-later
// The end screens' counts (match_stats.hpp).
#include "rf/match_stats.hpp"

#include "rf/data/bno_table.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/sim/cell.hpp"

namespace rf {

void MatchStats::frame(const Game& game) {
  const Sim& sim = game.state();
  for (const Event& e : game.events()) {
    if (e.id == EventId::VehicleDies) {
      const auto id = static_cast<uint32_t>(e.note().a);
      for (size_t s = 0; s < 2; ++s) {
        if (id != 0 && (id == vehicleId_[s] || id == sim.team[s].vehicleId)) ++sides_[s].vehiclesLost;
      }
    } else if (e.id == EventId::BnoDestroyed) {
      const auto bno = static_cast<uint32_t>(e.note().b);
      if (bnoDef(sim.data(), bno).onDestroy != BnoDestroyHook::Tower) continue;
      const uint32_t owner = cell::team(sim.cellWord(e.note().a));
      // a side's tower falls to the other side; a neutral one to the one player
      if (sim.players < 2) {
        if (owner != 0) ++sides_[0].towersDestroyed;
      } else if (owner <= 1) {
        ++sides_[owner ^ 1].towersDestroyed;
      }
    }
  }
  for (size_t s = 0; s < 2; ++s) vehicleId_[s] = sim.team[s].vehicleId;
}

}  // namespace rf
