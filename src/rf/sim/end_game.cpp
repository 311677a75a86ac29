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

uint32_t ticksToMs(int32_t ticks) {
  return static_cast<uint32_t>(std::max(ticks, 0)) * kMsPerTick;
}

std::string clockText(uint32_t ms, int fractionDigits) {
  const uint32_t s = ms / 1000 % 60;
  const std::string f =
      std::to_string(1000 + ms % 1000).substr(1, static_cast<size_t>(std::clamp(fractionDigits, 0, 3)));
  return std::to_string(ms / 60000) + ":" + (s < 10 ? "0" : "") + std::to_string(s) +
         (f.empty() ? "" : "." + f);
}

// 0x4559e0[level]
int winMovieIndex(int levelIndex) {
  const int i = std::clamp(levelIndex, 0, static_cast<int>(kWinMovieByLevel.size()) - 1);
  return kWinMovieByLevel[static_cast<size_t>(i)];
}

// SetWinnerAndWinVideo 0x4370e0 (the movie name)
std::string_view winMoviePath(int levelIndex) {
  return kWinMovies[static_cast<size_t>(winMovieIndex(levelIndex))];
}

// 0x455a08[winner + (hi-res ? 2 : 0)]
std::string_view bannerName(int32_t winner, bool hiRes) {
  if (winner < 0 || winner > 1) return {};
  return kBanners[static_cast<size_t>(winner + (hiRes ? 2 : 0))];
}

std::span<const EndStep> endSequence(int32_t winner) {
  if (winner >= 0) return kWinSequence;
  return kNoWinnerSequence;
}

int nextOnePlayerMap(int mapNumber) {
  if (mapNumber < kFirstOnePlayerMapNumber || mapNumber >= kLastOnePlayerMapNumber) return 0;
  return mapNumber + 1;
}

EndGamePlan endGamePlan(const Sim& sim) {
  EndGamePlan p;
  p.winner = sim.winner;
  p.endTick = sim.endTick;
  p.timeMs = ticksToMs(sim.endTick);
  p.steps = endSequence(sim.winner);
  if (sim.winner >= 0) {
    const int level = sim.world.options().levelIndex;
    p.movie = winMovieIndex(level);
    p.moviePath = winMoviePath(level);
    p.banner = bannerName(sim.winner, false);
  }
  return p;
}

}  // namespace rf
