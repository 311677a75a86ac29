// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file: every key binding of both players and the window's
// start-up settings, in $XDG_CONFIG_HOME/retrosim/retrosim.ini (else ~/.config/retrosim/,
// RETROSIM_CONFIG or --config override it). Read with inih (Debian libinih); written with
// the defaults and comments on the first run. A bad line is reported with its line number
// and the default is kept for it; the file is never rewritten over the player's edits.
#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "input/bindings.hpp"
#include "input/pad_word.hpp"
#include "rf/front/settings.hpp"
#include "view/rf_frame_render.hpp"

namespace app {

using rf::front::Config;
using rf::front::defaultConfig;
using rf::front::kVolumeStep;
using rf::front::SoundSettings;
using rf::front::viewStyleName;

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
// One "name = value" of the file: what configText writes for a setting.
struct ConfigEntry {
  std::string section;  // "player1", "window", ...
  std::string name;
  std::string value;
  bool operator==(const ConfigEntry&) const = default;
};
// Every setting of a config as the file writes it, section by section.
std::vector<ConfigEntry> configEntries(const Config& c);

// `text` (a settings file) with each entry's value set: the line of the setting in its
// section is rewritten in place (its comments and every other line kept), a setting the
// file lacks goes at the end of its section, a section the file lacks at the end.
std::string withConfigEntries(const std::string& text, const std::vector<ConfigEntry>& entries);

// Writes the settings that differ between `before` and `after` into the file (under its
// lock, re-read first: the player's own edits and another program's changes to other
// settings stay), by a temporary file and a rename. The file is created when missing.
// Returns whether anything differed (nothing is written otherwise). Throws
// std::runtime_error naming the file when it cannot be read or written.
bool saveConfigChanges(const std::filesystem::path& file, const Config& before, const Config& after);

// RETROSIM_CONFIG, else $XDG_CONFIG_HOME/retrosim/retrosim.ini, else
// $HOME/.config/retrosim/retrosim.ini; empty when none is set.
std::filesystem::path defaultConfigPath();

// The settings file: --config, else the default place (written with the defaults on the
// first run); its warnings go to stderr, one line each, and the first of them to the window.
struct WindowConfig {
  Config config;
  std::filesystem::path file;  // where the options menu saves (empty: nowhere)
  std::string notice;          // what the window says once at the start ("" nothing)
};
WindowConfig loadWindowConfig(const std::string& path);

}  // namespace app
