// The [sound] settings of the settings file (config.hpp): rf/sound/sound_settings.hpp's, and
// the keys' volume step.
#pragma once

#include "rf/sound/sound_settings.hpp"

namespace app {

using SoundSettings = rf::sound::SoundSettings;

// designed: F5 / F6 master, F7 / F8 music, F9 / F10 effects down / up, by this much.
inline constexpr int kVolumeStep = 10;

}  // namespace app
