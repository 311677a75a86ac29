// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/sync_test.hpp"

#include <stdexcept>

namespace net {

SyncTest::SyncTest(Simulation& sim, int k) : sim_(sim), k_(k) {
  if (k < 1 || k > kMaxSyncTestFrames) throw std::invalid_argument("sync test frames must be 1..16");
  const size_t n = static_cast<size_t>(k) + 1;
  words_.resize(n);
  hashes_.resize(n);
  fields_.resize(n);
  sim_.save(0);
}

const std::optional<SyncTestFailure>& SyncTest::advance(const Words& words) {
  if (failure_) return failure_;
  const uint32_t n = static_cast<uint32_t>(k_) + 1;
  words_[frame_ % n] = words;
  sim_.advance(words);
  ++frame_;
  const int slot = static_cast<int>(frame_ % n);
  sim_.save(slot);
  hashes_[frame_ % n] = sim_.hash(slot);
  fields_[frame_ % n] = sim_.fieldHashes(slot);
  if (frame_ < n - 1) return failure_;  // not K frames to roll back yet
  // back K frames, and forward again
  const uint32_t from = frame_ - static_cast<uint32_t>(k_);
  sim_.load(static_cast<int>(from % n));
  for (uint32_t f = from; f < frame_; ++f) {
    sim_.advance(words_[f % n]);
    ++resimulated_;
    const int s = static_cast<int>((f + 1) % n);
    sim_.save(s);  // the second pass's state replaces the first's (equal when the test passes)
    if (sim_.hash(s) != hashes_[(f + 1) % n]) {
      const std::vector<uint64_t> again = sim_.fieldHashes(s);
      const std::vector<std::string> names = sim_.fieldNames();
      SyncTestFailure fail;
      fail.frame = f + 1;
      const std::vector<uint64_t>& first = fields_[(f + 1) % n];
      for (size_t i = 0; i < again.size() && i < first.size(); ++i) {
        if (again[i] != first[i]) {
          fail.field = i < names.size() ? names[i] : "field " + std::to_string(i);
          break;
        }
      }
      if (fail.field.empty()) fail.field = "the whole state (no listed field)";
      fail.line = "sync test: the state after frame " + std::to_string(fail.frame) + " differs when it is stepped again " +
                  "from " + std::to_string(k_) + " frames before: first differing field " + fail.field;
      failure_ = fail;
      return failure_;
    }
  }
  return failure_;
}

}  // namespace net
