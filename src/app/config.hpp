// The player's config file (issue 12): every key binding of both players and the window's
// start-up settings, in $XDG_CONFIG_HOME/retrosim/retrosim.ini (else ~/.config/retrosim/,
// RETROSIM_CONFIG or --config override it). Read with inih (Debian libinih); written with
// the defaults and comments on the first run. A bad line is reported with its line number
// and the default is kept for it; the file is never rewritten over the player's edits.
#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "app/rf_pad_input.hpp"
#include "app/sound_settings.hpp"

namespace app {

// The game keys of one player, each a list of scancodes (platform::scancodeByName).
struct PlayerKeys {
  std::vector<int> up, down, left, right, a, b, c, x4, x5;
};

struct Config {
  std::array<PlayerKeys, 2> keys;
  bool fullscreen = false;
  int scale = 2;     // [window] scale: the window at first, times the picture (1..4; smaller when it does not fit)
  PadSettings pads;  // [pads]: the game controllers (rf_pad_input.hpp)
  // [data] path: the user's Return Fire CD (a folder or a disc image, docs/original-data.md);
  // empty = none (retrosim's own maps and designed tables)
  std::string dataPath;
  SoundSettings sound;  // [sound]: the SoundFont, the master / music / effects volumes
};

// The original's defaults (docs/controls.md).
Config defaultConfig();
// The file's text for a config: every binding by SDL's key names, with comments.
std::string configText(const Config& c);

struct ConfigLoad {
  Config config;
  std::vector<std::string> warnings;  // "FILE: line N: ..." for each line not taken
  bool created = false;               // the file did not exist and was written with the defaults
};

// Parses a config file's text; every line that cannot be used gives a warning and keeps the
// default.
ConfigLoad parseConfig(const std::string& text, const std::string& file);
// Reads the file, or writes the defaults to it (creating the folder) when it is missing.
ConfigLoad loadOrCreateConfig(const std::filesystem::path& file);
// RETROSIM_CONFIG, else $XDG_CONFIG_HOME/retrosim/retrosim.ini, else
// $HOME/.config/retrosim/retrosim.ini; empty when none is set.
std::filesystem::path defaultConfigPath();

}  // namespace app
