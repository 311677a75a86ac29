// SPDX-License-Identifier: GPL-3.0-or-later
// The audio device (platform/audio.hpp, opened by app::RfSound on rf::sound::Sound's mixer)
// opens softly: SDL's dummy driver works, no driver is a reason and never a throw. (The
// sound itself, the bank and the director: tests/rf/sound/sound_test.cpp.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "audio/mixer.hpp"
#include "platform/audio.hpp"

namespace app {
namespace {

using audio::Mixer;

// ---- the device ----

TEST(SoundDevice, OpeningWithTheDummyDriverOrNoDeviceNeverThrows) {
  auto mixer = std::make_shared<Mixer>();
  ::setenv("SDL_AUDIODRIVER", "dummy", 1);
  std::string why;
  EXPECT_NO_THROW({
    auto out = platform::AudioOut::open(mixer, &why);
    if (out != nullptr) {
      EXPECT_EQ(out->driver(), "dummy");
    }
  });
  ::setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
  why.clear();
  EXPECT_NO_THROW({
    auto out = platform::AudioOut::open(mixer, &why);
    EXPECT_EQ(out, nullptr);
    EXPECT_FALSE(why.empty());
  });
  ::unsetenv("SDL_AUDIODRIVER");
}

}  // namespace
}  // namespace app
