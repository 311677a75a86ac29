// SPDX-License-Identifier: GPL-3.0-or-later
// The maps `rf play`'s title lists (the front's FlowMap, rf/front/title_flow.hpp): the
// bundled ones and the user's (a folder or a disc image's WORLDS/), read here with their
// bytes so that the front never reads a file.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "rf/front/title_flow.hpp"

namespace app {

using rf::front::FlowMap;

// Reads a map file's header facts and keeps its bytes (the whole map is parsed: a bad file
// throws core::ParseError).
FlowMap describeMap(const std::filesystem::path& path, bool original);

// The title's list in its order: by level, the bundled maps before the original's, the
// 1-player maps before the 2-player ones, then by file name (RFMAPnnn by number). A map
// that cannot be read is left out with a warning line.
struct MapList {
  std::vector<FlowMap> maps;
  std::vector<std::string> warnings;
};
MapList listPlayMaps(const std::vector<std::filesystem::path>& bundled, const std::filesystem::path& dataDir);

}  // namespace app
