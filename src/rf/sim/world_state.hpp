// SPDX-License-Identifier: GPL-3.0-or-later
// The cell world of a Return Fire level as state (rf-simulation.md §3): the cell words, the
// home pads and flag sites, the jitter table and the level options (Sim::world); the
// builders (LoadLevelMap's parts) are in world.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "core/fields.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/level_options.hpp"
#include "rf/data/rfm.hpp"

namespace rf {

inline constexpr int kCellCount = kMapCells * kMapCells;
inline constexpr int kTeams = 2;
inline constexpr int kMaxPadsPerTeam = 4;         // home pad handler 0x431FB0
inline constexpr int kMaxFlagSitesPerTeam = 254;  // flag site handler 0x431F60

// Terrain ids the loader itself looks at.
inline constexpr uint32_t kTerrainDeep = 2;
inline constexpr uint32_t kTerrainBridgeWest = 0x54;   // 84: H-bridge start, walk east
inline constexpr uint32_t kTerrainBridgeEast = 0x55;   // 85: H-bridge end
inline constexpr uint32_t kTerrainBridgeNorth = 0x56;  // 86: V-bridge start, walk south
inline constexpr uint32_t kTerrainBridgeSouth = 0x57;  // 87: V-bridge end

struct CellPos {
  int x = 0;
  int y = 0;
  static constexpr auto fields() { return std::tuple{CORE_FIELD(CellPos, x), CORE_FIELD(CellPos, y)}; }
  friend bool operator==(const CellPos& lhs, const CellPos& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<CellPos>());

// One entry of the jitter table FUN_0041f190: the graphic adjust 0x41f210 offsets the static
// object of a cell by (x, y) px (bushes, palms, rocks; for drawing and for collision);
// the turret rest pose reads b3 (yaw) and x (pitch).
struct Jitter {
  int8_t x = 0;    // -12..12 px
  int8_t y = 0;    // -12..12 px
  uint8_t b2 = 0;  // 0..10
  uint8_t b3 = 0;  // 0..255
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Jitter, x), CORE_FIELD(Jitter, y), CORE_FIELD(Jitter, b2),
                      CORE_FIELD(Jitter, b3)};
  }
  friend bool operator==(const Jitter& lhs, const Jitter& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Jitter>());
inline constexpr int kJitterSide = 16;
using JitterTable = std::array<Jitter, kJitterSide * kJitterSide>;  // index (y & 15) * 16 + (x & 15)

class World {
 public:
  // An empty world: every cell word 0, no pads, no sites, default options.
  World();

  static constexpr bool inMap(int x, int y) { return x >= 0 && x < kMapCells && y >= 0 && y < kMapCells; }
  static constexpr size_t cellIndex(int x, int y) {
    return static_cast<size_t>(y) * kMapCells + static_cast<size_t>(x);
  }

  // Cell words (cell.hpp has the layout). Throw std::out_of_range off the map.
  uint32_t cell(int x, int y) const;
  void setCell(int x, int y, uint32_t word);
  const std::array<uint32_t, kCellCount>& cells() const { return cells_; }

  // SetCellStaticObject 0x417850: puts a BNO with its team into a cell, replaces the terrain
  // by the BNO's override unless 0xFF and sets the hit points from its strength (clamped
  // 1..15, 3 bits). A BNO without graphics is not placed (the cell is left alone). `data`:
  // the game's table set (Sim::data()); the designed one by default (tests, tools).
  void setCellStaticObject(int x, int y, uint32_t bno, uint32_t team, const DataTables& data = designedTables());

  // The pad and flag site handlers: false (nothing stored) for a team other than 0/1 or
  // when the team already has 4 pads / 254 sites.
  bool addPad(int team, CellPos pos);       // 0x431FB0
  bool addFlagSite(int team, CellPos pos);  // 0x431F60
  const std::vector<CellPos>& pads(int team) const { return teams_.at(static_cast<size_t>(team)).pads; }
  const std::vector<CellPos>& flagSites(int team) const {
    return teams_.at(static_cast<size_t>(team)).flagSites;
  }
  // Index into flagSites(team) of the site that really holds the team's flag (FUN_0042fdd0),
  // -1 when the team has no site.
  int realFlagSite(int team) const { return teams_.at(static_cast<size_t>(team)).realFlagSite; }
  void setRealFlagSite(int team, int index);

  const JitterTable& jitter() const { return jitter_; }
  const Jitter& jitterAt(int x, int y) const {
    return jitter_[static_cast<size_t>((y & 15) * kJitterSide + (x & 15))];
  }
  void setJitter(const JitterTable& table) { jitter_ = table; }

  const LevelOptions& options() const { return options_; }
  void setOptions(const LevelOptions& options) { options_ = options; }
  int players() const { return options_.players; }

  const std::string& title() const { return title_; }  // NAME (DAT_00451320)
  void setTitle(const std::string& title) { title_ = title; }

  // The sum of the map's tile bytes that seeded the jitter table.
  uint32_t tileSum() const { return tileSum_; }
  void setTileSum(uint32_t sum) { tileSum_ = sum; }

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(World, cells_),   CORE_FIELD(World, teams_), CORE_FIELD(World, jitter_),
                      CORE_FIELD(World, options_), CORE_FIELD(World, title_), CORE_FIELD(World, tileSum_)};
  }
  friend bool operator==(const World& lhs, const World& rhs) { return core::fieldsEqual(lhs, rhs); }

 private:
  struct Team {
    std::vector<CellPos> pads;
    std::vector<CellPos> flagSites;
    int realFlagSite = -1;
    static constexpr auto fields() {
      return std::tuple{CORE_FIELD(Team, pads), CORE_FIELD(Team, flagSites), CORE_FIELD(Team, realFlagSite)};
    }
  };
  std::array<uint32_t, kCellCount> cells_{};
  std::array<Team, kTeams> teams_{};
  JitterTable jitter_{};
  LevelOptions options_{};
  std::string title_;
  uint32_t tileSum_ = 0;
};

static_assert(core::everyFieldListed<World>());

}  // namespace rf
