// SPDX-License-Identifier: GPL-3.0-or-later
// The SoundFont search (audio/soundfont.hpp): FluidR3 (the orchestra the score is voiced for)
// before the small TimGM6mb, each with the Debian package that installs it; the first
// installed wins; a setting names its own file; none found names the packages.
#include "audio/soundfont.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace audio {
namespace {

TEST(SoundFont, FluidR3IsTriedBeforeTheSmallFallback) {
  ASSERT_EQ(kSoundFonts.size(), 2u);
  EXPECT_EQ(kSoundFonts[0].path, "/usr/share/sounds/sf2/FluidR3_GM.sf2");
  EXPECT_EQ(kSoundFonts[0].package, "fluid-soundfont-gm");
  EXPECT_EQ(kSoundFonts[1].path, "/usr/share/sounds/sf2/TimGM6mb.sf2");
  EXPECT_EQ(kSoundFonts[1].package, "timgm6mb-soundfont");
  EXPECT_EQ(kFallbackSoundFont, "/usr/share/sounds/sf2/TimGM6mb.sf2");
}

TEST(SoundFont, TheFirstInstalledWins) {
  std::string why;
  const std::string found = findSoundFont("", &why);
  std::string expected;
  for (const SoundFontCandidate& c : kSoundFonts) {
    if (std::filesystem::is_regular_file(c.path)) {
      expected = std::string(c.path);
      break;
    }
  }
  EXPECT_EQ(found, expected);
  if (expected.empty()) {
    EXPECT_EQ(why, "no General MIDI SoundFont found (install fluid-soundfont-gm or timgm6mb-soundfont, or set "
                   "[sound] soundfont= in the settings)");
  }
}

TEST(SoundFont, ASettingNamesItsOwnFile) {
  std::string why;
  EXPECT_EQ(findSoundFont(std::string(kFallbackSoundFont), &why), std::filesystem::is_regular_file(kFallbackSoundFont)
                                                                      ? std::string(kFallbackSoundFont)
                                                                      : std::string());
  EXPECT_EQ(findSoundFont("/no/such/font.sf2", &why), "");
  EXPECT_EQ(why, "/no/such/font.sf2: no such SoundFont file ([sound] soundfont=)");
}

}  // namespace
}  // namespace audio
