// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game as data (end_sequence.hpp).
#include "rf/data/end_sequence.hpp"

#include <algorithm>

namespace rf {

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

EndGamePlan endGamePlan(int32_t winner, int32_t endTick, int levelIndex) {
  EndGamePlan p;
  p.winner = winner;
  p.endTick = endTick;
  p.timeMs = ticksToMs(endTick);
  p.steps = endSequence(winner);
  if (winner >= 0) {
    p.movie = winMovieIndex(levelIndex);
    p.moviePath = winMoviePath(levelIndex);
    p.banner = bannerName(winner, false);
  }
  return p;
}

}  // namespace rf
