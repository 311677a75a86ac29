// SPDX-License-Identifier: GPL-3.0-or-later
// The front's one key-repeat latch, for every menu (the bunker's select menu, the title, the
// pause and options menus): the bunker's menu moves one card per
// frame while a direction is held (rf-simulation.md "Bunker select": "repeats every frame
// while held", kept in the simulation), so at 30 frames a second a press of any length
// landed on a random card. The front passes a direction to the game (or a menu) for one
// frame when it is pressed, then again only after the repeat delay, once per repeat interval,
// counted in the game's ticks. Only in the
// menu: in play the words pass as they are. The replay records the words the game was given.
#pragma once

#include <cstdint>

namespace rf::front {

// designed: a keyboard's usual auto-repeat, in ticks of 16 ms: the first repeat after 25
// ticks (400 ms), then every 8 (128 ms, about 8 a second).
inline constexpr int32_t kMenuRepeatDelayTicks = 25;
inline constexpr int32_t kMenuRepeatEveryTicks = 8;

class MenuRepeat {
 public:
  // The word the game (or a menu) gets this frame: `word` with its directions (and their
  // magnitude bytes) taken out except on a press or a repeat, while `inMenu`; `dt` the ticks
  // since the last frame.
  uint32_t filter(uint32_t word, bool inMenu, int32_t dt);

 private:
  uint32_t held_ = 0;       // the directions held at the last frame
  int32_t heldTicks_ = 0;   // since they were pressed
  int32_t sinceStep_ = 0;   // since the last one was passed
};

}  // namespace rf::front
