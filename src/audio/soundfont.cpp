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
  std::string packages;
  for (const SoundFontCandidate& c : kSoundFonts) {
    if (std::filesystem::is_regular_file(c.path, ec)) return std::string(c.path);
    packages += (packages.empty() ? "" : " or ") + std::string(c.package);
  }
  if (why != nullptr) {
    *why = "no General MIDI SoundFont found (install " + packages +
           ", or set [sound] soundfont= in the settings)";
  }
  return "";
}

}  // namespace audio
