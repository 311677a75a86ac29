// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/sim/world.hpp"

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/tile_table.hpp"
#include "rf/sim/cell.hpp"

namespace rf {

World::World() = default;

uint32_t World::cell(int x, int y) const {
  if (!inMap(x, y))
    throw std::out_of_range("cell (" + std::to_string(x) + "," + std::to_string(y) + ") is off the map");
  return cells_[cellIndex(x, y)];
}

void World::setCell(int x, int y, uint32_t word) {
  if (!inMap(x, y))
    throw std::out_of_range("cell (" + std::to_string(x) + "," + std::to_string(y) + ") is off the map");
  cells_[cellIndex(x, y)] = word;
}

// SetCellStaticObject 0x417850
void World::setCellStaticObject(int x, int y, uint32_t bno, uint32_t team, const DataTables& data) {
  const BnoDef& def = bnoDef(data, bno);
  if (!def.hasGraphics) return;
  uint32_t w = cell(x, y);
  w = cell::withBno(w, bno);
  w = cell::withTeam(w, team);
  if (def.terrainOverride != kKeepTerrain) w = cell::withTerrain(w, def.terrainOverride);
  w = cell::withHp(w, cell::hpFromStrength(def.strength));
  setCell(x, y, w);
  // The radar pixel (FUN_00422930) is drawn by the view from the cell word.
}

// 0x431FB0 (home pad)
bool World::addPad(int team, CellPos pos) {
  if (team < 0 || team >= kTeams) return false;
  std::vector<CellPos>& pads = teams_[static_cast<size_t>(team)].pads;
  if (pads.size() >= static_cast<size_t>(kMaxPadsPerTeam)) return false;
  pads.push_back(pos);
  return true;
}

// 0x431F60 (flag site)
bool World::addFlagSite(int team, CellPos pos) {
  if (team < 0 || team >= kTeams) return false;
  std::vector<CellPos>& sites = teams_[static_cast<size_t>(team)].flagSites;
  if (sites.size() >= static_cast<size_t>(kMaxFlagSitesPerTeam)) return false;
  sites.push_back(pos);
  return true;
}

void World::setRealFlagSite(int team, int index) {
  Team& t = teams_.at(static_cast<size_t>(team));
  if (index < -1 || index >= static_cast<int>(t.flagSites.size())) {
    throw std::out_of_range("flag site " + std::to_string(index) + " of team " + std::to_string(team) +
                            " (has " + std::to_string(t.flagSites.size()) + ")");
  }
  t.realFlagSite = index;
}

// FUN_0041f190
JitterTable makeJitterTable(uint32_t tileSum, core::MsvcRand& rand) {
  // quirk: the original saves the generator with rand() and restores it with srand() of
  // that value, so the state afterwards is the returned 0..0x7fff value.
  const int32_t saved = rand.next();
  rand.seed(tileSum);
  JitterTable table{};
  for (Jitter& j : table) {
    // designed: the order and formulas (the notes give only the ranges): one RandRange
    // per field, x and y first.
    j.x = static_cast<int8_t>(static_cast<int32_t>(rand.range(25)) - 12);
    j.y = static_cast<int8_t>(static_cast<int32_t>(rand.range(25)) - 12);
    j.b2 = static_cast<uint8_t>(rand.range(11));
    j.b3 = static_cast<uint8_t>(rand.next() & 0xff);
  }
  rand.seed(static_cast<uint32_t>(saved));
  return table;
}

// FUN_0042bbe0 (DAT_0044f2dc = 0) scaled by FUN_0042fdd0
int pickFlagSiteIndex(core::MsvcRand& rand, int count) {
  const uint32_t r1 = static_cast<uint32_t>(rand.next());
  const uint32_t r2 = static_cast<uint32_t>(rand.next());
  const uint32_t r3 = static_cast<uint32_t>(rand.next());
  const uint32_t u = (r3 & 3u) + (r1 * 0x8000u + r2) * 4u;
  const uint32_t n = static_cast<uint32_t>(count);
  const uint32_t low = (((u * 2u) & 0xffffu) * n) >> 16;
  const uint32_t high = ((u & 0x7fffffffu) >> 15) * n;
  return static_cast<int>((low + high) >> 16);
}

namespace {

std::string teamName(int team, int players) {
  if (players == 2) return "team " + std::to_string(team) + " (player " + std::to_string(team + 1) + ")";
  return team == 0 ? "team 0 (the player)" : "team 1 (the computer)";
}

// The validity rule of LoadLevelMap: team-0 pads and team-1 flag sites; in 2 players also
// team-1 pads and team-0 flag sites.
void checkPlayable(const World& w, const std::string& fileName) {
  const int players = w.players();
  std::string missing;
  auto add = [&missing](const std::string& what) { missing += (missing.empty() ? "" : "; ") + what; };
  for (int team = 0; team < kTeams; ++team) {
    const bool needPad = team == 0 || players == 2;
    const bool needFlag = team == 1 || players == 2;
    if (needPad && w.pads(team).empty()) {
      add(teamName(team, players) + " has no home pad (tile byte " + std::to_string(team == 0 ? 57 : 77) +
          ")");
    }
    if (needFlag && w.flagSites(team).empty()) {
      add(teamName(team, players) + " has no flag site (tile byte " + std::to_string(team == 0 ? 180 : 220) +
          ")");
    }
  }
  if (!missing.empty()) {
    throw LoadError(fileName, "not a playable " + std::to_string(players) + "-player map: " + missing);
  }
}

// Bridge fill: from each start abutment walk towards the end abutment and lay a deck in
// every cell between, with the start cell's team bits.
// designed: a start without an end abutment lays decks up to the map edge and stops there
// (the notes do not say; the walk never leaves the row / column).
void fillBridges(World& w, const DataTables& data, uint32_t startTerrain, uint32_t endTerrain, int dx, int dy,
                 Bno deck) {
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) {
      const uint32_t start = w.cell(x, y);
      if (cell::terrain(start) != startTerrain) continue;
      const uint32_t team = cell::team(start);
      for (int cx = x + dx, cy = y + dy; World::inMap(cx, cy); cx += dx, cy += dy) {
        if (cell::terrain(w.cell(cx, cy)) == endTerrain) break;
        w.setCellStaticObject(cx, cy, bnoId(deck), team, data);
      }
    }
  }
}

}  // namespace

// LoadLevelMap 0x4322f0 (bridge fill)
void fillBridgeDecks(World& w, const DataTables& data) {
  fillBridges(w, data, kTerrainBridgeWest, kTerrainBridgeEast, 1, 0, Bno::BrigeH);
  fillBridges(w, data, kTerrainBridgeNorth, kTerrainBridgeSouth, 0, 1, Bno::BrigeV);
}

namespace {

// The tile loop of LoadLevelMap; returns the sum of the tile bytes.
uint32_t placeTiles(World& w, const DataTables& data, const std::vector<int>& tiles) {
  uint32_t sum = 0;
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) {
      int b = tiles[World::cellIndex(x, y)];
      if (b < 0) continue;  // outside a smaller map
      if (b >= kFirstInvalidTileByte) b = 0;
      // designed: the sum adds every byte after the >= 0xF0 rule, unused slots included
      // (the notes list it inside the per-byte steps, after that rule).
      sum += static_cast<uint32_t>(b);
      const TileEntry& e = tileEntry(data, static_cast<uint8_t>(b));
      if (e.terrain == kUnusedTerrain) {
        w.setCell(x, y, cell::withTerrain(w.cell(x, y), 0));
        continue;
      }
      w.setCell(x, y, cell::withTerrain(w.cell(x, y), e.terrain));
      if (e.object != 0) w.setCellStaticObject(x, y, e.object, e.team, data);
      if (e.handler == TileHandler::HomePad) w.addPad(e.team, {x, y});
      if (e.handler == TileHandler::FlagSite) w.addFlagSite(e.team, {x, y});
    }
  }
  return sum;
}

}  // namespace

// LoadLevelMap 0x4322f0
World buildWorld(const RfmFile& map, const std::string& fileName, core::MsvcRand& rand, int playersArg,
                 const DataTables& data) {
  if (map.header.enabled == 0)
    throw LoadError(fileName, "header byte 0x40 is 0: the loader refuses this map");
  const int players = playersArg < 0 ? map.header.players : playersArg;
  if (players != 1 && players != 2) {
    throw LoadError(fileName, "player count must be 1 or 2, not " + std::to_string(players));
  }
  std::vector<int> tiles;
  try {
    tiles = centredTiles(map);
  } catch (const std::invalid_argument& e) {
    throw LoadError(fileName, e.what());
  }

  // The generator is advanced on a copy and written back only when the map loads, so a
  // refused map leaves the caller's state as it was.
  core::MsvcRand r = rand;
  World w;
  // FUN_004320c0 (defaults, VHCL, file-name tokens), LEVL, NAME
  w.setOptions(resolveLevelOptions(map.vhcl(), fileName, levelIndexFromLevl(map.level()), players));
  w.setTitle(map.title());

  // quirk: the "fill with deep water" loop never advances its pointer: only cell 0 gets
  // terrain 2, every other cell keeps its (here: fresh, zero) word. Invisible on 128 x 128
  // maps, whose tiles cover every cell.
  w.setCell(0, 0, cell::withTerrain(w.cell(0, 0), kTerrainDeep));

  const uint32_t sum = placeTiles(w, data, tiles);
  w.setTileSum(sum);
  w.setJitter(makeJitterTable(sum, r));

  checkPlayable(w, fileName);

  fillBridgeDecks(w, data);

  // FUN_0042fdd0: team 1 first. designed: a team without sites still makes its pick (three
  // rand() calls, as the original's unconditional call would) and gets -1.
  for (int team = kTeams - 1; team >= 0; --team) {
    const int count = static_cast<int>(w.flagSites(team).size());
    const int pick = pickFlagSiteIndex(r, count);
    w.setRealFlagSite(team, count > 0 ? pick : -1);
  }
  rand = r;
  return w;
}

}  // namespace rf
