// SPDX-License-Identifier: GPL-3.0-or-later
// The player's settings as the game uses them (the front's options menu changes them; the
// program reads and writes them in the settings file: app/config.hpp): every key binding of
// both players, the pads, the window, the sound and the view. Plain data, no files.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "input/bindings.hpp"
#include "input/pad_word.hpp"
#include "rf/bot/bot_table.hpp"
#include "rf/data/sides.hpp"
#include "rf/sound/sound_settings.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::front {

// The [sound] settings (the SoundFont, the volumes, whose sound plays): the sound's own.
using SoundSettings = rf::sound::SoundSettings;

// designed: F5 / F6 master, F7 / F8 music, F9 / F10 effects down / up, by this much.
inline constexpr int kVolumeStep = 10;

struct Config {
  std::array<input::PlayerKeys, 2> keys;
  bool fullscreen = false;
  int scale = 2;     // [window] scale: the window at first, times the picture (1..4; smaller when it does not fit)
  input::PadSettings pads;  // [pads]: the game controllers (input/pad_word.hpp)
  // [data] path: the user's Return Fire CD (a folder or a disc image, docs/original-data.md);
  // empty = none (retrosim's own maps and designed tables)
  std::string dataPath;
  SoundSettings sound;  // [sound]: the SoundFont, the master / music / effects volumes
  // [view] style: the view a game starts in (V switches while playing)
  view::RfViewStyle viewStyle = view::RfFrameRenderOptions{}.style;
  // [view] look: original (the user's ART.CAR and RFIRE.BIN models, when the data has them)
  // or ours (F4 switches while playing)
  bool originalLook = true;
  // [view] colours: the sides' names and colours on the screens, pc (blue and green) or 3do
  // (green and brown, as the 3DO version's)
  rf::SideColours sides = rf::SideColours::Pc;
  // [view] aim: the 3D view's turret aim help (a sight on the tank, a faint line while Q / E
  // turn the turret; designed), on or off
  bool aimHelp = true;
  // [computer] player1, player2: the difficulty of the computer when it plays that side (VS
  // COMPUTER: player 2's; COMPUTER VS COMPUTER: both); the title's Left / Right and the
  // options menu change it
  std::array<rf::bot::Difficulty, 2> computer{rf::bot::Difficulty::Normal, rf::bot::Difficulty::Normal};
};

// [view] style's words: "3d" (the tilted 3D view) and "topdown".
const char* viewStyleName(view::RfViewStyle s);

// The original's defaults (docs/controls.md).
Config defaultConfig();

}  // namespace rf::front
