// SPDX-License-Identifier: GPL-3.0-or-later
// Which General MIDI SoundFont the score plays through (audio layer): the settings file's
// [sound] soundfont= when given, else the first of kSoundFonts installed: Debian's
// fluid-soundfont-gm (FluidR3_GM.sf2, 141 MB: the orchestra the arrangements are voiced for),
// then timgm6mb-soundfont (TimGM6mb.sf2, 6 MB: the small fallback, and the one the tests pin).
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace audio {

// One SoundFont the search tries: its file and the Debian package that installs it.
struct SoundFontCandidate {
  std::string_view path;
  std::string_view package;
};

// The search's order: the first installed wins. ./dev installs both; the .deb recommends
// fluid-soundfont-gm (cmake/install.cmake).
inline constexpr std::array<SoundFontCandidate, 2> kSoundFonts = {{
    {"/usr/share/sounds/sf2/FluidR3_GM.sf2", "fluid-soundfont-gm"},
    {"/usr/share/sounds/sf2/TimGM6mb.sf2", "timgm6mb-soundfont"},
}};

// The small fallback: what the tests load by name, so that their numbers do not depend on
// which SoundFonts the machine has.
inline constexpr std::string_view kFallbackSoundFont = kSoundFonts.back().path;

// The SoundFont to load, or "" with the reason in *why ("SETTING: no such SoundFont file" /
// "no General MIDI SoundFont found (install fluid-soundfont-gm or timgm6mb-soundfont, ...)").
std::string findSoundFont(const std::string& setting, std::string* why);

}  // namespace audio
