// SPDX-License-Identifier: GPL-3.0-or-later
// The devices layer's key names (input/device.hpp) are SDL's: the table that lets every
// layer but the platform name keys without SDL agrees with SDL_GetScancodeName for every
// scancode, and the Keys' scancodes are SDL's.
#include <SDL.h>
#include <gtest/gtest.h>

#include <string>

#include "input/device.hpp"

namespace app {
namespace {

TEST(KeyNames, TheTableIsSdlsNames) {
  int named = 0;
  for (int sc = 1; sc < input::kScancodes; ++sc) {
    const char* n = SDL_GetScancodeName(static_cast<SDL_Scancode>(sc));
    const std::string sdl = n == nullptr ? "" : n;
    EXPECT_EQ(input::scancodeName(sc), sdl) << sc;
    if (!sdl.empty()) {
      ++named;
      EXPECT_EQ(input::scancodeByName(sdl), static_cast<int>(SDL_GetScancodeFromName(sdl.c_str()))) << sdl;
    }
  }
  EXPECT_EQ(named, static_cast<int>(input::scancodeNames().size()));
}

TEST(KeyNames, TheKeysAreSdlsScancodes) {
  EXPECT_EQ(input::scancodeOf(input::Key::W), SDL_SCANCODE_W);
  EXPECT_EQ(input::scancodeOf(input::Key::Kp8), SDL_SCANCODE_KP_8);
  EXPECT_EQ(input::scancodeOf(input::Key::KpEnter), SDL_SCANCODE_KP_ENTER);
  EXPECT_EQ(input::scancodeOf(input::Key::Alt), SDL_SCANCODE_LALT);
  EXPECT_EQ(input::scancodeOf(input::Key::F4), SDL_SCANCODE_F4);
  EXPECT_EQ(input::scancodeOf(input::Key::F10), SDL_SCANCODE_F10);
  EXPECT_EQ(input::scancodeOf(input::Key::Digit9), SDL_SCANCODE_9);
  EXPECT_EQ(input::keyOfScancode(SDL_SCANCODE_RALT), input::Key::Alt);
  for (int k = 0; k < input::kKeyCount; ++k) {
    const auto key = static_cast<input::Key>(k);
    if (key == input::Key::Alt) continue;
    EXPECT_EQ(input::keyOfScancode(input::scancodeOf(key)), key) << k;
  }
}

}  // namespace
}  // namespace app
