// SPDX-License-Identifier: GPL-3.0-or-later
// Map text: retrosim's plain-text source format for RFM level maps (docs/map-format.md).
// A header of `key: value` lines (title, players, level, ... plus optional keys that keep
// every byte of any RFM file), optional `legend:` lines, then `grid:` and one line of
// characters per tile row. A built-in legend gives most tile bytes a character, so a
// hand-written map needs only title, players, level and the grid.
//
// parseMapText(mapToText(m)) gives a map whose serializeRfm bytes equal those of m for any
// map parseRfm accepts.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "rf/data/rfm.hpp"

namespace rf {

// One character of the built-in legend.
struct LegendChar {
  char ch;           // the grid character
  uint8_t tile;      // the RFM tile byte it stands for
  const char* name;  // what the byte is, for documentation and legend comments
};

// The built-in legend, sorted by tile byte. Each character and each byte appears once.
std::span<const LegendChar> defaultMapLegend();
// The built-in character of a tile byte, or '\0' when the byte has none.
char defaultLegendChar(uint8_t tile);
// A short readable name for any tile byte 0..255 ("grass", "team-1 FLAG", "unused 51").
std::string tileByteName(uint8_t tile);

// Parses map text; `file` names the source in errors. Throws core::ParseError
// ("FILE: line N: expected X, found Y") for the first problem found.
RfmFile parseMapText(std::string_view text, const std::string& file);
// Reads a file and parses it (core::ParseError when it cannot be read).
RfmFile loadMapText(const std::string& path);

// The text of a map, using the built-in legend where it can. Throws std::invalid_argument
// for a map that parseRfm would refuse (wrong tile count, bad size, players, ...).
std::string mapToText(const RfmFile& map);
// mapToText + an atomic write.
void saveMapText(const RfmFile& map, const std::string& path);

}  // namespace rf
