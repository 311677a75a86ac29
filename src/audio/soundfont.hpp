// SPDX-License-Identifier: GPL-3.0-or-later
// Which General MIDI SoundFont the score plays through (audio layer): the settings file's
// [sound] soundfont= when given, else the first Debian SoundFont installed: fluid-soundfont-gm
// (FluidR3_GM.sf2, the fuller one), then timgm6mb-soundfont (TimGM6mb.sf2, installed by ./dev).
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace audio {

inline constexpr std::array<std::string_view, 2> kSoundFonts = {
    "/usr/share/sounds/sf2/FluidR3_GM.sf2",  // fluid-soundfont-gm
    "/usr/share/sounds/sf2/TimGM6mb.sf2",    // timgm6mb-soundfont
};

// The SoundFont to load, or "" with the reason in *why ("SETTING: no such file" / "no General
// MIDI SoundFont found (install timgm6mb-soundfont or set [sound] soundfont=)").
std::string findSoundFont(const std::string& setting, std::string* why);

}  // namespace audio
