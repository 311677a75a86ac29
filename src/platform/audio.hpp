// SPDX-License-Identifier: GPL-3.0-or-later
// The audio device (platform layer): SDL audio pulling stereo s16 at kSampleRate from a
// audio::Mixer (audio/mixer.hpp) on SDL's audio thread. No SDL type here.
#pragma once

#include <memory>
#include <string>

#include "audio/mixer.hpp"

namespace platform {

class AudioOut {
 public:
  // Opens the default output device and starts it. No device (SDL_AUDIODRIVER=dummy is a
  // device; a driver that is not there, no sound server, no card) is not an error: nullptr,
  // with the reason in *why. Never throws for a missing device.
  static std::unique_ptr<AudioOut> open(std::shared_ptr<audio::Mixer> mixer, std::string* why);
  ~AudioOut();
  AudioOut(const AudioOut&) = delete;
  AudioOut& operator=(const AudioOut&) = delete;

  // The device's name as SDL reports the driver ("pulseaudio", "alsa", "dummy" ...).
  const std::string& driver() const { return driver_; }

 private:
  AudioOut() = default;
  std::shared_ptr<audio::Mixer> mixer_;
  uint32_t device_ = 0;
  std::string driver_;
};

}  // namespace platform
