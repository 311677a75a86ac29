// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker menu's press-and-repeat latch (rf_menu_repeat.hpp).
#include "rf/front/menu_repeat.hpp"

#include <algorithm>

#include "rf/data/raw_input.hpp"

namespace rf::front {

uint32_t MenuRepeat::filter(uint32_t word, bool inMenu, int32_t dt) {
  namespace raw = rf::raw;
  const uint32_t dirs = word & (raw::kUp | raw::kDown | raw::kLeft | raw::kRight);
  const bool pressed = (dirs & ~held_) != 0;  // a direction that was not held a frame ago
  held_ = dirs;
  bool pass = false;
  heldTicks_ += dt;
  sinceStep_ += dt;
  if (pressed) {
    heldTicks_ = 0;
    sinceStep_ = 0;
    pass = true;
  } else if (dirs != 0 && heldTicks_ >= kMenuRepeatDelayTicks && sinceStep_ >= kMenuRepeatEveryTicks) {
    sinceStep_ = 0;
    pass = true;
  }
  heldTicks_ = std::min(heldTicks_, kMenuRepeatDelayTicks);  // no overflow however long it is held
  if (!inMenu || pass) return word;
  // the directions out, with the magnitude bytes they carry (the keyboard's 0xff, a stick's
  // deflection)
  return word & ~(raw::kUp | raw::kDown | raw::kLeft | raw::kRight | raw::kMagLeftRight | raw::kMagUpDown);
}

}  // namespace rf::front
