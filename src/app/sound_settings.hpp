// The [sound] settings of the settings file (config.hpp): the SoundFont and the volumes.
#pragma once

#include <string>

namespace app {

struct SoundSettings {
  std::string soundfont;  // "" = the first Debian General MIDI SoundFont installed
  int master = 100;       // 0..100 each
  int music = 80;
  int effects = 100;
};

// designed: F5 / F6 master, F7 / F8 music, F9 / F10 effects down / up, by this much.
inline constexpr int kVolumeStep = 10;

}  // namespace app
