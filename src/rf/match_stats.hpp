// SPDX-License-Identifier: GPL-3.0-or-later
// What a game's end screens count (the victory scene and the results): per side the vehicles
// lost and the enemy towers destroyed, read from the events of each frame (VehicleDies,
// BnoDestroyed) as a view reads them; it never changes the game. designed: the original's
// back screen shows only the time; the counts are ours, so that the results say at a glance
// how the game went.
#pragma once

#include <array>
#include <cstdint>

#include "rf/game.hpp"

namespace rf {

struct SideStats {
  int vehiclesLost = 0;     // the side's vehicles that died (wrecked, sunk, out of fuel)
  int towersDestroyed = 0;  // the other side's towers (and, in 1 player, the neutral ones) it destroyed
  friend bool operator==(const SideStats&, const SideStats&) = default;
};

class MatchStats {
 public:
  // After each Game::step: the frame's events counted.
  void frame(const Game& game);
  const std::array<SideStats, 2>& sides() const { return sides_; }
  const SideStats& side(int s) const { return sides_[static_cast<size_t>(s & 1)]; }

 private:
  std::array<SideStats, 2> sides_{};
  std::array<uint32_t, 2> vehicleId_{};  // each side's live vehicle after the last frame
};

}  // namespace rf
