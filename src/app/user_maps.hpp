// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own maps (issue 41 item 5, docs/maps.md): $XDG_DATA_HOME/retrosim/maps, else
// ~/.local/share/retrosim/maps. `rf map generate --save` writes a kept island there (an
// atomic write: a unique temporary beside it, then a rename) and `rf play`'s title lists the
// maps found there with the bundled ones, by level.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/paths.hpp"
#include "rf/data/rfm.hpp"

namespace app {

// The folder ("" when neither XDG_DATA_HOME (absolute) nor HOME is set).
std::filesystem::path userMapsDir(const EnvLookup& env);
std::filesystem::path userMapsDir();
// The .rfm files in it, sorted (none when it does not exist).
std::vector<std::filesystem::path> userMaps();
// Writes `map` as <folder>/<stem>.rfm (the folder made when missing); returns the path.
// Throws naming the folder when there is none.
std::filesystem::path saveUserMap(const rf::RfmFile& map, const std::string& stem);

}  // namespace app
