// SPDX-License-Identifier: GPL-3.0-or-later
// A small deterministic game for the net layer's tests: its state mixes every frame's words
// in order, so any word delivered to the wrong frame changes its hash.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "net/simulation.hpp"

namespace net_test {

struct ToyState {
  uint64_t mix = 0;
  uint32_t frame = 0;
  std::array<uint32_t, 2> last{};
  std::vector<std::array<uint32_t, 2>> history;  // every frame's words (the tests read it)
};

inline uint64_t mixOf(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

class ToySim : public net::Simulation {
 public:
  explicit ToySim(int slots) : slots_(static_cast<size_t>(slots)) {}
  void advance(const net::Words& w) override {
    ++steps;
    s.mix = mixOf(mixOf(mixOf(s.mix, s.frame), w[0]), w[1]);
    s.last = w;
    s.history.push_back(w);
    ++s.frame;
    if (poke) poke(s);
  }
  void save(int slot) override { slots_.at(static_cast<size_t>(slot)) = s; }
  void load(int slot) override {
    ++loads;
    s = slots_.at(static_cast<size_t>(slot));
  }
  uint64_t hash(int slot) const override {
    const ToyState& t = slots_.at(static_cast<size_t>(slot));
    return mixOf(mixOf(mixOf(t.mix, t.frame), t.last[0]), t.last[1]);
  }
  std::vector<uint64_t> fieldHashes(int slot) const override {
    const ToyState& t = slots_.at(static_cast<size_t>(slot));
    return {t.mix, t.frame, t.last[0], t.last[1]};
  }
  std::vector<std::string> fieldNames() const override { return {"mix", "frame", "last[0]", "last[1]"}; }

  ToyState s;
  uint64_t steps = 0;
  uint64_t loads = 0;
  std::function<void(ToyState&)> poke;  // after each step: a test's change to the state

 private:
  std::vector<ToyState> slots_;
};

// The state an offline game reaches with these words (no network).
inline uint64_t offlineHash(const std::vector<net::Words>& words) {
  ToySim sim(1);
  for (const net::Words& w : words) sim.advance(w);
  sim.save(0);
  return sim.hash(0);
}

}  // namespace net_test
