// SPDX-License-Identifier: GPL-3.0-or-later
// What the net layer needs of a game (ARCHITECTURE.md "who gives the inputs"; STYLE.md 18,
// GGPO's save / load / advance callbacks): the session owns the inputs and the ring of saved
// states' slots, the game only steps, saves, restores and hashes. No game words: a frame is
// both players' raw input words.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace net {

// Both players' raw input words of one frame (player 1's first).
using Words = std::array<uint32_t, 2>;

class Simulation {
 public:
  virtual ~Simulation() = default;
  // One frame with these words (the game's own dt).
  virtual void advance(const Words& words) = 0;
  // The current state into slot / the state of slot back (slot < the slots the game was made with).
  virtual void save(int slot) = 0;
  virtual void load(int slot) = 0;
  // The whole hash of a saved state, and the hash of each of its fields in fieldNames() order
  // (a mismatch names the first differing one).
  virtual uint64_t hash(int slot) const = 0;
  virtual std::vector<uint64_t> fieldHashes(int slot) const = 0;
  virtual std::vector<std::string> fieldNames() const = 0;
};

}  // namespace net
