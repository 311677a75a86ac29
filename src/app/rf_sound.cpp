// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's sound with the audio device (rf_sound.hpp).
#include "app/rf_sound.hpp"

#include <string>

#include "app/paths.hpp"

namespace app {
namespace {

SoundSettings withMusicDir(SoundSettings s) {
  if (s.musicDir.empty()) s.musicDir = bundledMusicDir();
  return s;
}

}  // namespace

RfSound::RfSound(std::ostream& err, const SoundSettings& settings, Output output)
    : rf::sound::Sound(err, withMusicDir(settings)) {
  if (output == Output::Offline) return;
  std::string why;
  out_ = platform::AudioOut::open(mixerPtr(), &why);
  if (out_ == nullptr) err << "retrosim: " << why << ": the game runs silent\n";
}

RfSound::~RfSound() {
  out_.reset();  // the device stops pulling before the music goes (~Sound)
}

}  // namespace app
