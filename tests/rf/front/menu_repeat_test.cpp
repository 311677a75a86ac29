// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker menu's press-and-repeat latch in the driver (app/rf_menu_repeat.hpp): one card
// per press, repeats only after the delay, words untouched outside the menu.
#include <gtest/gtest.h>

#include "rf/front/menu_repeat.hpp"
#include "rf/data/raw_input.hpp"

namespace rf::front::test {
namespace {

namespace raw = rf::raw;
constexpr uint32_t kRightHeld = raw::kRight | raw::kMagLeftRight;

// The ticks (frames of dt 2, 30 a second) at which a held word reaches the game.
std::vector<int32_t> passes(uint32_t word, int32_t heldTicks) {
  MenuRepeat m;
  std::vector<int32_t> out;
  for (int32_t t = 0; t < heldTicks; t += 2) {
    if ((m.filter(word, true, 2) & raw::kRight) != 0) out.push_back(t);
  }
  return out;
}

TEST(MenuRepeat, APressPassesForOneFrame) {
  MenuRepeat m;
  EXPECT_EQ(m.filter(kRightHeld | raw::kA, true, 2), kRightHeld | raw::kA);
  EXPECT_EQ(m.filter(kRightHeld | raw::kA, true, 2), raw::kA);  // held: the direction and its byte out
  EXPECT_EQ(m.filter(raw::kNone, true, 2), raw::kNone);
  EXPECT_EQ(m.filter(kRightHeld, true, 2), kRightHeld);  // pressed again: passes at once
}

TEST(MenuRepeat, AHeldDirectionRepeatsAfter25TicksThenEvery8) {
  EXPECT_EQ(passes(kRightHeld, 25), (std::vector<int32_t>{0}));
  // 0, then the first frame at or past 25 ticks (26), then 8 ticks or more after each
  EXPECT_EQ(passes(kRightHeld, 60), (std::vector<int32_t>{0, 26, 34, 42, 50, 58}));
}

TEST(MenuRepeat, ALongerFrameCountsItsTicks) {
  MenuRepeat m;  // at dt 12 (a slow machine) the repeat comes after the same game time
  EXPECT_NE(m.filter(kRightHeld, true, 12) & raw::kRight, 0u);
  EXPECT_EQ(m.filter(kRightHeld, true, 12) & raw::kRight, 0u);  // 12
  EXPECT_EQ(m.filter(kRightHeld, true, 12) & raw::kRight, 0u);  // 24
  EXPECT_NE(m.filter(kRightHeld, true, 12) & raw::kRight, 0u);  // 36
}

TEST(MenuRepeat, ASecondDirectionPressedWhileOneIsHeldPassesAtOnce) {
  MenuRepeat m;
  m.filter(kRightHeld, true, 2);
  EXPECT_EQ(m.filter(kRightHeld, true, 2) & raw::kRight, 0u);
  const uint32_t both = kRightHeld | raw::kUp | raw::kMagUpDown;
  EXPECT_EQ(m.filter(both, true, 2), both);
}

TEST(MenuRepeat, OutsideTheMenuEveryWordPasses) {
  MenuRepeat m;
  for (int i = 0; i < 20; ++i) EXPECT_EQ(m.filter(kRightHeld, false, 2), kRightHeld);  // 40 ticks
  // a direction held from play into the menu counts as held since its press: no step until
  // its next repeat (8 ticks after the one at 34)
  EXPECT_EQ(m.filter(kRightHeld, true, 2), 0u);
  EXPECT_EQ(m.filter(kRightHeld, true, 2), kRightHeld);
}

TEST(MenuRepeat, AStickDeflectionGoesOutWithItsDirection) {
  MenuRepeat m;
  const uint32_t stick = raw::stickWord(0, 90) | raw::kDown;
  EXPECT_EQ(m.filter(stick, true, 2), stick);
  EXPECT_EQ(m.filter(stick, true, 2), 0u);
}

}  // namespace
}  // namespace rf::front::test
