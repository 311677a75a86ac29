// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in legend of the map text format (docs/map-format.md) and readable names of
// every tile byte. The tile bytes are the editor palette of TILE_TABLE 0x452858
// (rf-maps.md "Tile byte table").
#include <algorithm>
#include <array>

#include "rf/data/bno_table.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/terrain.hpp"
#include "rf/data/tile_table.hpp"

namespace rf {

namespace {

// designed: the characters were chosen to read like a map: '.' grass, '~' deep water, '-'
// shallow water; the digits draw coasts (terrain.cpp's shore pieces), placed as on a
// numeric keypad toward the water: 8 water N, 6 E, 2 S, 4 W, 7 9 1 3 the outer corners
// of an island (water all round that corner); ( ) { } the inner corners where water
// fills one quarter (parentheses the north quarters, braces the south ones); road pieces
// that draw their own shape; brackets for H-bridge ends, " and _ for the V-bridge's north
// and south ends; letters for team buildings, upper case for team 0 (bytes 160+) and
// lower case for team 1 (bytes 200+), the same letter for the same building.
constexpr auto kLegend = std::to_array<LegendChar>({
    {'.', 0, "grass"},
    {'~', 1, "deep water"},
    {'7', 2, "shore: island NW corner (water N, W)"},
    {'9', 3, "shore: island NE corner (water N, E)"},
    {'}', 4, "shore: inner corner, water SE quarter"},
    {'{', 5, "shore: inner corner, water SW quarter"},
    {'8', 6, "shore: water N"},
    {'6', 7, "shore: water E"},
    {'-', 20, "shallow water"},
    {',', 21, "dry land"},
    {'1', 22, "shore: island SW corner (water S, W)"},
    {'3', 23, "shore: island SE corner (water S, E)"},
    {')', 24, "shore: inner corner, water NE quarter"},
    {'(', 25, "shore: inner corner, water NW quarter"},
    {'2', 26, "shore: water S"},
    {'4', 27, "shore: water W"},
    {'[', 49, "H-bridge west end"},
    {']', 50, "H-bridge east end"},
    {'=', 52, "road E-W"},
    {'/', 53, "road corner E-S"},
    {';', 54, "road T E-S-W"},
    {'\\', 55, "road corner S-W"},
    {'P', 57, "team-0 home pad"},
    {'"', 69, "V-bridge north end"},
    {'_', 70, "V-bridge south end"},
    {'|', 72, "road N-S"},
    {'>', 73, "road T N-E-S"},
    {'+', 74, "road crossing"},
    {'<', 75, "road T N-S-W"},
    {'p', 77, "team-1 home pad"},
    {'`', 93, "road corner N-E"},
    {'^', 94, "road T N-E-W"},
    {'\'', 95, "road corner N-W"},
    {'*', 120, "BUSH_1S"},
    {'!', 121, "PALM_1S"},
    {'%', 122, "BUSH_2S"},
    {'?', 123, "PALM_2S"},
    {'@', 124, "TREE_S"},
    {'$', 125, "ROCK_1S"},
    {'&', 126, "ROCK_2S"},
    {':', 127, "ROCK_1T (in shallow water)"},
    {'J', 160, "team-0 PRISON_S"},
    {'B', 161, "team-0 BLDG_S"},
    {'R', 162, "team-0 BLDG_W"},
    {'M', 163, "team-0 FACT_S"},
    {'D', 165, "team-0 BNKR_S"},
    {'H', 167, "team-0 HOSP_S"},
    {'S', 169, "team-0 FUEL_S"},
    {'Z', 170, "team-0 FUEL_W"},
    {'V', 171, "team-0 GATE_V"},
    {'I', 172, "team-0 WALL_V"},
    {'U', 173, "team-0 TENT_V"},
    {'T', 174, "team-0 TOWER"},
    {'O', 177, "team-0 OUTPOST"},
    {'F', 180, "team-0 FLAG (flag site)"},
    {'E', 181, "team-0 BLDG_E"},
    {'C', 182, "team-0 BLDG_N"},
    {'N', 184, "team-0 FACT_N"},
    {'K', 186, "team-0 BNKR_N"},
    {'Y', 189, "team-0 FUEL_E"},
    {'Q', 190, "team-0 FUEL_N"},
    {'G', 191, "team-0 GATE_H"},
    {'W', 192, "team-0 WALL_H"},
    {'X', 193, "team-0 TENT_H"},
    {'A', 194, "team-0 AMMO"},
    {'L', 195, "team-0 LARGE_TOWER"},
    {'j', 200, "team-1 PRISON_S"},
    {'b', 201, "team-1 BLDG_S"},
    {'r', 202, "team-1 BLDG_W"},
    {'m', 203, "team-1 FACT_S"},
    {'d', 205, "team-1 BNKR_S"},
    {'h', 207, "team-1 HOSP_S"},
    {'s', 209, "team-1 FUEL_S"},
    {'z', 210, "team-1 FUEL_W"},
    {'v', 211, "team-1 GATE_V"},
    {'i', 212, "team-1 WALL_V"},
    {'u', 213, "team-1 TENT_V"},
    {'t', 214, "team-1 TOWER"},
    {'o', 217, "team-1 OUTPOST"},
    {'f', 220, "team-1 FLAG (flag site)"},
    {'e', 221, "team-1 BLDG_E"},
    {'c', 222, "team-1 BLDG_N"},
    {'n', 224, "team-1 FACT_N"},
    {'k', 226, "team-1 BNKR_N"},
    {'y', 229, "team-1 FUEL_E"},
    {'q', 230, "team-1 FUEL_N"},
    {'g', 231, "team-1 GATE_H"},
    {'w', 232, "team-1 WALL_H"},
    {'x', 233, "team-1 TENT_H"},
    {'a', 234, "team-1 AMMO"},
    {'l', 235, "team-1 LARGE_TOWER"},
});

constexpr bool legendIsValid() {
  for (size_t i = 0; i < kLegend.size(); ++i) {
    if (kLegend[i].ch <= ' ' || kLegend[i].ch >= 0x7F) return false;
    if (i > 0 && kLegend[i - 1].tile >= kLegend[i].tile) return false;  // sorted, each byte once
    for (size_t j = 0; j < i; ++j) {
      if (kLegend[j].ch == kLegend[i].ch) return false;  // each character once
    }
  }
  return true;
}
static_assert(legendIsValid(), "legend: printable characters, each once; bytes sorted, each once");
static_assert(kLegend.size() <= 94, "at most the 94 printable ASCII characters");

}  // namespace

std::span<const LegendChar> defaultMapLegend() {
  return kLegend;
}

char defaultLegendChar(uint8_t tile) {
  const auto it = std::lower_bound(kLegend.begin(), kLegend.end(), tile,
                                   [](const LegendChar& e, uint8_t t) { return e.tile < t; });
  return (it != kLegend.end() && it->tile == tile) ? it->ch : '\0';
}

std::string tileByteName(uint8_t tile) {
  const auto it = std::lower_bound(kLegend.begin(), kLegend.end(), tile,
                                   [](const LegendChar& e, uint8_t t) { return e.tile < t; });
  if (it != kLegend.end() && it->tile == tile) return it->name;
  if (tile >= kFirstInvalidTileByte) return "byte " + std::to_string(tile) + " (read as grass)";
  const TileEntry& e = tileEntry(tile);
  if (e.terrain == kUnusedTerrain) return "unused " + std::to_string(tile) + " (read as grass)";
  if (e.object != 0) {
    std::string name(bnoDef(e.object).name);
    if (name.rfind("BNO_", 0) == 0) name = name.substr(4);
    if (e.team == 2) return e.terrain == 0 ? name : name + " on terrain " + std::to_string(e.terrain);
    return "team-" + std::to_string(e.team) + " " + name;
  }
  if (e.team < 2 && tile >= 160) return "team-" + std::to_string(e.team) + " ground (no building)";
  return std::string(terrainInfo(e.terrain).name);
}

}  // namespace rf
