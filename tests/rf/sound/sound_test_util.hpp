// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of Return Fire's sound (src/rf/sound) share: the bundled maps loaded from
// their text (data/rf/maps/*.txt, as `rf map new` compiles them), the score's folder in the
// source tree, settings that use it, a temp folder of the process, a line count.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>

#include "audio/soundfont.hpp"
#include "rf/data/map_text.hpp"
#include "rf/game.hpp"
#include "rf/sound/sound_settings.hpp"
#include "test_tmpdir.hpp"

namespace rf::sound::test {

inline const std::filesystem::path kMusicDir = std::filesystem::path(RETROSIM_SOURCE_DIR) / "data/rf/music";

// A bundled map by its built name ("proving_strait.rfm"), from data/rf/maps/STEM.txt.
inline rf::Game loadBundled(const std::string& rfm, const rf::GameOptions& options = {}) {
  const std::string stem = std::filesystem::path(rfm).stem().string();
  return rf::Game::load(rf::loadMapText(std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/" + stem + ".txt"), rfm,
                        options);
}

// The default settings with our score from the source tree, through the small fallback
// SoundFont (TimGM6mb) by name: the tests' numbers do not depend on which SoundFonts the
// machine has.
inline SoundSettings settings() {
  SoundSettings s;
  s.musicDir = kMusicDir;
  s.soundfont = std::string(audio::kFallbackSoundFont);
  return s;
}

// A fresh folder `name` under the process's temp folder (removed at its exit).
inline std::filesystem::path tempDir(const std::string& name) {
  static testutil::TempDir root;
  const std::filesystem::path d = root / name;
  std::filesystem::remove_all(d);
  std::filesystem::create_directories(d);
  return d;
}

inline int lineCount(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

}  // namespace rf::sound::test
