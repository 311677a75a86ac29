// ControllerDecodeDigital 0x41edf0 and the analog decoder 0x41eee0 (rf-simulation.md §5).
#include <gtest/gtest.h>

#include "rf/sim/controls.hpp"
#include "rf/sim/input.hpp"

namespace rf {
namespace {

TEST(Controls, DigitalIdleAndDirections) {
  EXPECT_EQ(controllerDecodeDigital(0, 0), input::kIdle);
  EXPECT_EQ(controllerDecodeDigital(kRawUp | kRawMagUpDown, 0), input::kFwd | 0xff000000u);
  EXPECT_EQ(controllerDecodeDigital(kRawLeft | kRawMagLeftRight, 0), input::kLeft | 0x00ff0000u);
  EXPECT_EQ(controllerDecodeDigital(kRawDown | kRawRight, 0), input::kBack | input::kRight);
}

TEST(Controls, DigitalButtonsPressHoldRelease) {
  EXPECT_EQ(controllerDecodeDigital(kRawA, 0), input::kIdle | input::kAPress | input::kAHold);
  EXPECT_EQ(controllerDecodeDigital(kRawA, kRawA), input::kIdle | input::kAHold);
  EXPECT_EQ(controllerDecodeDigital(0, kRawA), input::kIdle | input::kARelease);
  EXPECT_EQ(controllerDecodeDigital(kRawB, 0), input::kIdle | input::kBPress | input::kBHold);
  EXPECT_EQ(controllerDecodeDigital(kRawC, kRawC), input::kIdle | input::kCHold);
  EXPECT_EQ(controllerDecodeDigital(kRawX4 | kRawX5, 0), input::kIdle | input::kX4 | input::kX5);
  // All three buttons (raw 0xe000000): the self-destruct holds.
  const uint32_t w = controllerDecodeDigital(kRawAllButtons, kRawAllButtons);
  EXPECT_EQ(w & (input::kAHold | input::kBHold | input::kCHold),
            input::kAHold | input::kBHold | input::kCHold);
}

// Matches the script / keyboard word of input.hpp.
TEST(Controls, DigitalMatchesTheKeyboardWord) {
  input::Held h;
  h.fwd = true;
  h.right = true;
  h.b = true;
  const uint32_t raw = kRawUp | kRawRight | kRawB | kRawMagLeftRight | kRawMagUpDown;
  EXPECT_EQ(controllerDecodeDigital(raw, 0), input::controlWord(h, input::Held{}));
}

TEST(Controls, AnalogSteersToTheStick) {
  EXPECT_EQ(controllerDecodeAnalog(0x0505, 0).word, input::kIdle);  // dead zone
  const AnalogControl east = controllerDecodeAnalog(0x0040, 0);     // x = 64
  EXPECT_EQ(east.word & 0xff, input::kLeft | input::kRight | input::kFwd);
  EXPECT_EQ(east.target, 0x100000);
  EXPECT_EQ(east.word >> input::kMoveMagShift, 0x80u);
  const AnalogControl north = controllerDecodeAnalog(0xc000, 0);  // y = -64
  EXPECT_EQ(north.target, 0);
  const AnalogControl south = controllerDecodeAnalog(0x7f00, 0);  // y = 127
  EXPECT_EQ(south.target, 0x200000);
  EXPECT_EQ(south.word >> input::kMoveMagShift, 0xfeu);
}

}  // namespace
}  // namespace rf
