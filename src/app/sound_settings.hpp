// The [sound] settings of the settings file (config.hpp): the SoundFont and the volumes.
#pragma once

#include <cstdint>
#include <string>

namespace app {

struct SoundSettings {
  std::string soundfont;  // "" = the first Debian General MIDI SoundFont installed
  int master = 100;       // 0..100 each
  int music = 80;
  int effects = 100;
  // [sound] source: the original's sounds and score from the data source when it has them
  // (Original, the default), or ours always (Ours).
  enum class Source : uint8_t { Original, Ours };
  Source source = Source::Original;
  // Not a setting: the data source (--data, else [data] path) the original's sound comes
  // from ("" = none: ours).
  std::string dataPath;
};

// designed: F5 / F6 master, F7 / F8 music, F9 / F10 effects down / up, by this much.
inline constexpr int kVolumeStep = 10;

}  // namespace app
