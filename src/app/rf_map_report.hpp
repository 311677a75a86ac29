// SPDX-License-Identifier: GPL-3.0-or-later
// What `retrosim rf map info` and `rf map summary` say about one map: the file's fields
// and, when LoadLevelMap accepts it, the world it builds (stock, pads, flag sites, objects).
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <span>
#include <string>

#include "rf/data/rfm.hpp"
#include "rf/sim/world_state.hpp"

namespace app {

struct RfMapLoad {
  rf::RfmFile file;
  std::optional<rf::World> world;  // empty when LoadLevelMap refuses the map
  std::string worldError;          // LoadLevelMap's one-line message when it refused
};

// Parses the file (core::ParseError on a bad file) and builds its world with a fresh
// generator (seed 1, as the original at start-up). A refused world is not an exception.
RfMapLoad loadRfMap(const std::string& path);
// The same from the bytes of a map named `path` (a map inside a disc image).
RfMapLoad loadRfMap(std::span<const uint8_t> bytes, const std::string& path);

nlohmann::json rfMapReport(const std::string& path, const RfMapLoad& map);
std::string rfMapReportText(const nlohmann::json& report);

}  // namespace app
