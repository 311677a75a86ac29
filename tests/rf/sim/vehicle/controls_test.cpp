// SPDX-License-Identifier: GPL-3.0-or-later
// ControllerDecodeDigital 0x41edf0 and the analog decoder 0x41eee0 (rf-simulation.md §5).
#include <gtest/gtest.h>

#include "rf/sim/controls.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf {
namespace {

TEST(Controls, DigitalIdleAndDirections) {
  EXPECT_EQ(controllerDecodeDigital(0, 0), input::kIdle);
  EXPECT_EQ(controllerDecodeDigital(raw::kUp | raw::kMagUpDown, 0), input::kFwd | 0xff000000u);
  EXPECT_EQ(controllerDecodeDigital(raw::kLeft | raw::kMagLeftRight, 0), input::kLeft | 0x00ff0000u);
  EXPECT_EQ(controllerDecodeDigital(raw::kDown | raw::kRight, 0), input::kBack | input::kRight);
}

TEST(Controls, DigitalButtonsPressHoldRelease) {
  EXPECT_EQ(controllerDecodeDigital(raw::kA, 0), input::kIdle | input::kAPress | input::kAHold);
  EXPECT_EQ(controllerDecodeDigital(raw::kA, raw::kA), input::kIdle | input::kAHold);
  EXPECT_EQ(controllerDecodeDigital(0, raw::kA), input::kIdle | input::kARelease);
  EXPECT_EQ(controllerDecodeDigital(raw::kB, 0), input::kIdle | input::kBPress | input::kBHold);
  EXPECT_EQ(controllerDecodeDigital(raw::kC, raw::kC), input::kIdle | input::kCHold);
  EXPECT_EQ(controllerDecodeDigital(raw::kX4 | raw::kX5, 0), input::kIdle | input::kX4 | input::kX5);
  // All three buttons (raw 0xe000000): the self-destruct holds.
  const uint32_t w = controllerDecodeDigital(raw::kAllButtons, raw::kAllButtons);
  EXPECT_EQ(w & (input::kAHold | input::kBHold | input::kCHold),
            input::kAHold | input::kBHold | input::kCHold);
}

// The keyboard reader's word (the magnitude bytes of the directions held) decodes to the
// full magnitudes in bits 16-31.
TEST(Controls, DigitalDecodesTheKeyboardWord) {
  raw::Keys h;
  h.up = true;
  h.right = true;
  h.b = true;
  const uint32_t w = raw::kUp | raw::kRight | raw::kB | raw::kMagLeftRight | raw::kMagUpDown;
  EXPECT_EQ(raw::keyboardWord(h), w);
  EXPECT_EQ(controllerDecodeDigital(w, 0), 0xffff0000u | input::kFwd | input::kRight | input::kBPress | input::kBHold);
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

// The think runs the controller of the team loadout's scheme (team +0xb0): with the analog
// one a stick east turns a tank heading north to east (0x4000/tick, 32 frames at dt 2) and
// drives it at the stick's magnitude; the digital one reads the same word as no direction.
TEST(Controls, TheLoadoutSchemeChoosesTheDecoder) {
  for (ControlScheme scheme : {ControlScheme::Analog, ControlScheme::Digital}) {
    GameOptions o;
    o.players = 1;
    o.schemes[0] = scheme;
    Game g = Game::load(test::playableMap(1), "analog.rfm", o);
    g.mutableState().player[0].view = ViewMode::Play;
    EXPECT_EQ(g.state().team[0].scheme[static_cast<size_t>(VehicleType::Tank)], scheme);
    spawnVehicle(g.mutableState(), VehicleType::Tank, 0, test::centre(40), test::centre(100), 0);
    test::stepFrames(g, 40, raw::stickWord(100, 0));
    const Obj& tank = *test::vehicleOf(g);
    if (scheme == ControlScheme::Analog) {
      EXPECT_EQ(test::vehOf(g).analogTarget, 0x100000);
      EXPECT_EQ(tank.heading, 0x100000);
      EXPECT_EQ(test::vehOf(g).ctrl, input::kFwd | input::kLeft | input::kRight | 0xc8c80000u);
      EXPECT_GT(tank.x, test::centre(40));
    } else {
      EXPECT_EQ(tank.heading, 0);
      EXPECT_EQ(test::vehOf(g).ctrl, input::kIdle | 0x00640000u);  // the stick byte is a magnitude
      EXPECT_EQ(tank.x, test::centre(40));
    }
  }
}

}  // namespace
}  // namespace rf
