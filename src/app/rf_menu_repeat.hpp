// The driver's latch for the bunker's select menu (issue 23): the menu moves one card per
// frame while a direction is held (rf-simulation.md "Bunker select": "repeats every frame
// while held", kept in the simulation), so at 30 frames a second a press of any length
// landed on a random card. The driver passes a direction to the game for one frame when it
// is pressed, then again only after the repeat delay, once per repeat interval. Only in the
// menu: in play the words pass as they are. The replay records the words the game was given.
#pragma once

#include <cstdint>

namespace app {

// designed: a keyboard's usual auto-repeat (the first repeat after 400 ms, then 8 a second).
inline constexpr uint64_t kMenuRepeatDelayMs = 400;
inline constexpr uint64_t kMenuRepeatEveryMs = 125;

class MenuRepeat {
 public:
  // The word the game gets this frame: `word` with its directions (and their magnitude
  // bytes) taken out except on a press or a repeat, while `inMenu`; `nowMs` from the
  // program's clock.
  uint32_t filter(uint32_t word, bool inMenu, uint64_t nowMs);

 private:
  uint32_t held_ = 0;       // the directions held at the last frame
  uint64_t since_ = 0;      // when they were pressed
  uint64_t lastStep_ = 0;   // when the last one was passed
};

}  // namespace app
