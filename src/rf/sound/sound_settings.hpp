// SPDX-License-Identifier: GPL-3.0-or-later
// The sound's settings: the [sound] section of the settings file (app/config.hpp) — the
// SoundFont, the volumes, whose sound plays — and where the score and the CD are.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace rf::sound {

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
  // Not a setting: the folder of our score's MIDI files (the program's, beside it:
  // app/rf_sound.hpp bundledMusicDir, which app::RfSound puts here when it is "").
  std::filesystem::path musicDir;
};

}  // namespace rf::sound
