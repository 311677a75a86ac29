// The bunker menu's press-and-repeat latch (rf_menu_repeat.hpp).
#include "app/rf_menu_repeat.hpp"

#include "rf/data/raw_input.hpp"

namespace app {

uint32_t MenuRepeat::filter(uint32_t word, bool inMenu, uint64_t nowMs) {
  namespace raw = rf::raw;
  const uint32_t dirs = word & (raw::kUp | raw::kDown | raw::kLeft | raw::kRight);
  const bool pressed = (dirs & ~held_) != 0;  // a direction that was not held a frame ago
  held_ = dirs;
  bool pass = false;
  if (pressed) {
    since_ = nowMs;
    lastStep_ = nowMs;
    pass = true;
  } else if (dirs != 0 && nowMs - since_ >= kMenuRepeatDelayMs && nowMs - lastStep_ >= kMenuRepeatEveryMs) {
    lastStep_ = nowMs;
    pass = true;
  }
  if (!inMenu || pass) return word;
  // the directions out, with the magnitude bytes they carry (the keyboard's 0xff, a stick's
  // deflection)
  return word & ~(raw::kUp | raw::kDown | raw::kLeft | raw::kRight | raw::kMagLeftRight | raw::kMagUpDown);
}

}  // namespace app
