// SPDX-License-Identifier: GPL-3.0-or-later
// The title's "New island" (issue 41 item 5, docs/maps.md): N on the title opens the seed
// field; digits type a seed, R picks one, Left / Right the level (1..9), Return asks the
// program for an island of that seed for the mode's players (Step::island). The program
// generates it (rf map generate's checks and the bots' proof, app/island_generator.hpp),
// saves it to the user's maps folder, shows the seed kept and plays it (Front::playIsland).
// No generator and no files here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "input/device.hpp"
#include "view/rf_menu_render.hpp"

namespace rf::front {

// What the front asks the program: an island.
struct IslandRequest {
  uint32_t seed = 1;
  int players = 1;
  int level = 1;
};

// designed: a seed of at most 9 digits (any 32-bit value below a billion).
inline constexpr size_t kMaxSeedDigits = 9;

class SeedField {
 public:
  // Opens with the seed `suggested` and the level `level` (1..9).
  void open(uint32_t suggested, int level);
  bool isOpen() const { return open_; }
  const std::string& text() const { return text_; }
  int level() const { return level_; }
  // The frame's keys: the request on Return (the field closes), nothing otherwise. R (typed)
  // puts `randomSeed` in the field (the caller's: the front's frame count, no clock).
  std::optional<IslandRequest> input(const input::DeviceFrame& in, int players, uint32_t randomSeed);
  view::MenuPanel panel(int players) const;

 private:
  bool open_ = false;
  std::string text_;
  int level_ = 1;
  std::string note_;
};

}  // namespace rf::front
