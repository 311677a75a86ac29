// SPDX-License-Identifier: GPL-3.0-or-later
// The map generator (issue 41 item 1, docs/maps.md): a seeded island as map text
// (docs/map-format.md), compiled by the map text compiler. Integer only, its own seeded
// random stream, no I/O: the same options give the same bytes on every build.
//
// The island is a land mask of 4 x 4 blocks (blobs by style), its coast the shore pieces
// worked out from the mask (a cell whose water does not fit a piece is eroded), two cells of
// shallows round it, deep sea beyond. On it: the player's base (the home pad, fuel and
// ammunition), walled compounds (large towers at the corners, a gate with a tower each side,
// a flag site and a building inside), lone flag sites beside a building, towers, buildings,
// a prison, the enemy's depots, roads from the pad to every gate and flag site (bridges over
// a rift), then bushes, palms, trees and rocks. A 2-player map is the north half (team 0)
// and the same half turned round (team 1).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rf/data/rfm.hpp"

namespace rf::mapgen {

enum class Style : uint8_t {
  Island,       // one large island
  Archipelago,  // islands joined by shallow fords
  Rift,         // one island split by a deep channel, bridged
};
const char* styleName(Style s);
bool parseStyle(std::string_view name, Style& out);

struct GenOptions {
  uint32_t seed = 1;
  int players = 1;  // 1 or 2
  int level = 1;    // 1..9: the defences (towers, compounds, flag sites)
  int size = 64;    // the map is size x size cells (even, 48..128), centred in the world
  Style style = Style::Island;
};
inline constexpr int kMinSize = 48;
inline constexpr int kMaxSize = 128;

// Throws std::invalid_argument naming the option that is out of range.
void checkOptions(const GenOptions& o);
// The map's text (docs/map-format.md).
std::string generateMapText(const GenOptions& o);
// The text compiled (parseMapText); the title is "Generated <style> <seed>".
RfmFile generateMap(const GenOptions& o);

}  // namespace rf::mapgen
