// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's sound with the audio device (the device plays, rf/sound decides: Chocolate
// Doom's i_sound / s_sound). rf::sound::Sound decides what sounds and mixes it; this is that
// object plus, in a window, the audio device (platform::AudioOut) pulling its mixer. No audio
// device is never an error: one line on `err` and the game runs silent. Offline (`rf run
// --audio`) there is no device: mix() gives the samples.
#pragma once

#include <filesystem>
#include <memory>
#include <ostream>

#include "app/config.hpp"
#include "app/paths.hpp"  // bundledMusicDir
#include "platform/audio.hpp"
#include "rf/sound/sound.hpp"

namespace app {

class RfSound : public rf::sound::Sound {
 public:
  enum class Output : uint8_t { Device, Offline };
  // Device: opens the audio device (a line on `err` when there is none). Offline: none.
  // settings.musicDir "": bundledMusicDir().
  explicit RfSound(std::ostream& err, const SoundSettings& settings = {}, Output output = Output::Device);
  ~RfSound();
  RfSound(const RfSound&) = delete;
  RfSound& operator=(const RfSound&) = delete;

  bool audible() const { return out_ != nullptr; }

 private:
  std::unique_ptr<platform::AudioOut> out_;
};

// The samples of `ms` milliseconds at the mixer's rate, rounded down (a run's length).
using rf::sound::samplesOfMs;

}  // namespace app
