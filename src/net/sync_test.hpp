// SPDX-License-Identifier: GPL-3.0-or-later
// GGPO's SyncTest (docs/net.md): every frame, step it, then restore the state of K frames
// before and step those K frames again with the same words; the state hashes of the second
// pass must equal the first's. A game that keeps state outside its saved state, or whose
// step depends on anything but the state and the words, fails at the first frame it shows.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "net/simulation.hpp"

namespace net {

inline constexpr int kMaxSyncTestFrames = 16;

struct SyncTestFailure {
  uint32_t frame = 0;  // the state after this many frames differed
  std::string field;   // its first differing field
  std::string line;    // "sync test: frame 12 differs after rolling back 8: first differing field team[1].x"
};

class SyncTest {
 public:
  // The game's slots: k + 1. k: 1..kMaxSyncTestFrames.
  SyncTest(Simulation& sim, int k);
  // One frame; after it the game holds the state after it (as without the test). Returns
  // the first failure (and keeps returning it).
  const std::optional<SyncTestFailure>& advance(const Words& words);
  uint32_t frames() const { return frame_; }
  uint64_t resimulated() const { return resimulated_; }

 private:
  Simulation& sim_;
  int k_;
  uint32_t frame_ = 0;
  uint64_t resimulated_ = 0;
  std::vector<Words> words_;               // by frame % (k + 1)
  std::vector<uint64_t> hashes_;           // the first pass's hash after each frame, by frame % (k + 1)
  std::vector<std::vector<uint64_t>> fields_;
  std::optional<SyncTestFailure> failure_;
};

}  // namespace net
