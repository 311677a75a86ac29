// SPDX-License-Identifier: GPL-3.0-or-later
// The SoundFont search (soundfont.hpp).
#include "audio/soundfont.hpp"

#include <filesystem>

namespace audio {

std::string findSoundFont(const std::string& setting, std::string* why) {
  std::error_code ec;
  if (!setting.empty()) {
    if (std::filesystem::is_regular_file(setting, ec)) return setting;
    if (why != nullptr) *why = setting + ": no such SoundFont file ([sound] soundfont=)";
    return "";
  }
  for (std::string_view f : kSoundFonts) {
    if (std::filesystem::is_regular_file(f, ec)) return std::string(f);
  }
  if (why != nullptr) {
    *why =
        "no General MIDI SoundFont found (install timgm6mb-soundfont, or set [sound] soundfont= in the "
        "settings)";
  }
  return "";
}

}  // namespace audio
