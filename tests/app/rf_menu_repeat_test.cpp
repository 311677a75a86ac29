// The bunker menu's press-and-repeat latch in the driver (app/rf_menu_repeat.hpp): one card
// per press, repeats only after the delay, words untouched outside the menu.
#include <gtest/gtest.h>

#include "app/rf_menu_repeat.hpp"
#include "rf/data/raw_input.hpp"

namespace app::test {
namespace {

namespace raw = rf::raw;
constexpr uint32_t kRightHeld = raw::kRight | raw::kMagLeftRight;

// The frames (33 ms apart, 30 a second) at which a held word reaches the game.
std::vector<uint64_t> passes(uint32_t word, uint64_t heldMs) {
  MenuRepeat m;
  std::vector<uint64_t> out;
  for (uint64_t t = 0; t < heldMs; t += 33) {
    if ((m.filter(word, true, 1000 + t) & raw::kRight) != 0) out.push_back(t);
  }
  return out;
}

TEST(MenuRepeat, APressPassesForOneFrame) {
  MenuRepeat m;
  EXPECT_EQ(m.filter(kRightHeld | raw::kA, true, 1000), kRightHeld | raw::kA);
  EXPECT_EQ(m.filter(kRightHeld | raw::kA, true, 1033), raw::kA);  // held: the direction and its byte out
  EXPECT_EQ(m.filter(raw::kNone, true, 1066), raw::kNone);
  EXPECT_EQ(m.filter(kRightHeld, true, 1100), kRightHeld);  // pressed again: passes at once
}

TEST(MenuRepeat, AHeldDirectionRepeatsAfter400MsThenEvery125) {
  EXPECT_EQ(passes(kRightHeld, 399), (std::vector<uint64_t>{0}));
  // 0, then the first frame at or past 400 ms (429), then 125 ms or more after each
  EXPECT_EQ(passes(kRightHeld, 1000), (std::vector<uint64_t>{0, 429, 561, 693, 825, 957}));
}

TEST(MenuRepeat, ASecondDirectionPressedWhileOneIsHeldPassesAtOnce) {
  MenuRepeat m;
  m.filter(kRightHeld, true, 0);
  EXPECT_EQ(m.filter(kRightHeld, true, 33) & raw::kRight, 0u);
  const uint32_t both = kRightHeld | raw::kUp | raw::kMagUpDown;
  EXPECT_EQ(m.filter(both, true, 66), both);
}

TEST(MenuRepeat, OutsideTheMenuEveryWordPasses) {
  MenuRepeat m;
  for (uint64_t t = 0; t < 300; t += 33) EXPECT_EQ(m.filter(kRightHeld, false, t), kRightHeld);
  // a direction held from play into the menu counts as held since its press: no step
  EXPECT_EQ(m.filter(kRightHeld, true, 330), 0u);
  EXPECT_EQ(m.filter(kRightHeld, true, 400), kRightHeld);  // its repeat time has come
}

TEST(MenuRepeat, AStickDeflectionGoesOutWithItsDirection) {
  MenuRepeat m;
  const uint32_t stick = raw::stickWord(0, 90) | raw::kDown;
  EXPECT_EQ(m.filter(stick, true, 0), stick);
  EXPECT_EQ(m.filter(stick, true, 33), 0u);
}

}  // namespace
}  // namespace app::test
