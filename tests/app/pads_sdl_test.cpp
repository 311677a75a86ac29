// SPDX-License-Identifier: GPL-3.0-or-later
// The game controllers through SDL (src/platform/sdl_pads.cpp) with SDL's virtual
// controllers: a pad plugged in takes the first free slot, its stick and buttons read as
// plain data, and a pad pulled out frees its slot. (The test talks to SDL itself to make
// the virtual devices; the code under test is the platform layer's.)
#include <SDL.h>
#include <gtest/gtest.h>

#include "platform/pads.hpp"

namespace platform {
namespace {

struct Virtual {
  int index = -1;
  SDL_Joystick* joy = nullptr;
};

Virtual plugIn() {
  Virtual v;
  v.index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                      SDL_CONTROLLER_BUTTON_MAX, 0);
  if (v.index >= 0) v.joy = SDL_JoystickOpen(v.index);
  return v;
}

TEST(PadsSdl, VirtualPadsTakeSlotsReadTheirStateAndFreeTheirSlot) {
  ::setenv("SDL_JOYSTICK_DISABLE_UDEV", "1", 1);  // no system devices in the count
  Pads pads;
  if (SDL_WasInit(SDL_INIT_GAMECONTROLLER) == 0) GTEST_SKIP() << "no SDL game controller support";
  const Virtual one = plugIn();
  if (one.joy == nullptr || SDL_IsGameController(one.index) != SDL_TRUE) {
    GTEST_SKIP() << "SDL has no virtual game controllers here: " << SDL_GetError();
  }
  pads.deviceAdded(one.index);
  const Virtual two = plugIn();
  ASSERT_NE(two.joy, nullptr);
  pads.deviceAdded(two.index);
  pads.deviceAdded(one.index);  // again (SDL's start-up event for a pad already open): no change

  SDL_JoystickSetVirtualAxis(one.joy, SDL_CONTROLLER_AXIS_LEFTX, 32767);
  SDL_JoystickSetVirtualAxis(one.joy, SDL_CONTROLLER_AXIS_LEFTY, -20000);
  SDL_JoystickSetVirtualButton(one.joy, SDL_CONTROLLER_BUTTON_A, 1);
  SDL_JoystickSetVirtualButton(two.joy, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, 1);
  SDL_JoystickSetVirtualButton(two.joy, SDL_CONTROLLER_BUTTON_DPAD_LEFT, 1);
  SDL_GameControllerUpdate();
  auto s = pads.read();
  ASSERT_TRUE(s[0].connected);
  ASSERT_TRUE(s[1].connected);
  EXPECT_EQ(s[0].x, 32767);
  EXPECT_EQ(s[0].y, -20000);
  EXPECT_TRUE(s[0].a);
  EXPECT_FALSE(s[0].b);
  EXPECT_TRUE(s[1].rightShoulder);
  EXPECT_TRUE(s[1].left);
  EXPECT_FALSE(s[1].a);

  // the first pad pulled out: player 1's slot is free, player 2 keeps the second pad
  const SDL_JoystickID firstId = SDL_JoystickInstanceID(one.joy);
  SDL_JoystickClose(one.joy);
  SDL_JoystickDetachVirtual(one.index);
  pads.deviceRemoved(firstId);
  s = pads.read();
  EXPECT_FALSE(s[0].connected);
  EXPECT_TRUE(s[1].connected);
  EXPECT_TRUE(s[1].rightShoulder);

  const SDL_JoystickID secondId = SDL_JoystickInstanceID(two.joy);
  SDL_JoystickClose(two.joy);
  for (int i = 0; i < SDL_NumJoysticks(); ++i) {
    if (SDL_JoystickGetDeviceInstanceID(i) == secondId) SDL_JoystickDetachVirtual(i);
  }
  pads.deviceRemoved(secondId);
  EXPECT_FALSE(pads.read()[1].connected);
}

}  // namespace
}  // namespace platform
