// SPDX-License-Identifier: GPL-3.0-or-later
// Random mines FUN_0041c9b0 (rf-simulation.md §10 "Random mines", rf-maps.md VHCL +5): at
// game start, after the map is built and before GameSetup1P / GameSetup2P, the level's mine
// count (LevelOptions::randomMines) is laid on random cells in two passes over the cells
// in row-major order: first only the sites next to a road, then the remainder on any site.
#pragma once

#include <cstdint>

namespace rf {

struct Sim;

// Terrain ids of the site rules.
inline constexpr uint32_t kMineSiteMaxTerrain = 0x53;   // terrain <= 0x53
inline constexpr uint32_t kMineSiteRoadFirst = 0x49;    // a road 0x49..0x53 is a site
inline constexpr uint32_t kMineSiteRoadLast = 0x53;
inline constexpr uint32_t kMineSiteLandFirst = 0x34;    // or terrain 0 / 3 / >= 0x34
inline constexpr uint32_t kMineSiteTerrainBit = 8;      // (terrain & 8) must be clear
inline constexpr uint32_t kMineNextToRoadFirst = 0x49;  // first pass: a road 0x49..0x59 N/S/W/E
inline constexpr uint32_t kMineNextToRoadLast = 0x59;
inline constexpr int kMinePadMargin = 2;  // not strictly inside team 0's pad +-2 cells
inline constexpr int kMineEdgePx = 6;     // a mine at cell * 32 + 6 + RandRange(25) px
inline constexpr uint32_t kMineSpread = 25;
// designed: the side SpawnMine gets (the notes do not name it): neutral, the map's mines
// are nobody's (every mine is team 1 once armed anyway, mine.hpp).
inline constexpr int32_t kRandomMineTeam = 2;

// The site rules of both passes for one cell: no BNO, not strictly inside team 0's first
// pad +-2 cells, (terrain & 8) clear, terrain <= 0x53 and either a road 0x49..0x53 or
// terrain 0 / 3 / >= 0x34; the first pass also needs a road 0x49..0x59 in the N / S / W / E
// neighbour (off the map: none).
bool randomMineSite(const Sim& sim, int x, int y, bool firstPass);

// FUN_0041c9b0: lays `count` mines (SpawnMine), returns how many were laid. Each pass
// counts its sites; each mine r = RandRange(sites left) takes the r-th unused site (quirk:
// r = 0 and r = 1 both take the first), then y = cell * 32 + 6 + RandRange(25) px and x
// the same (y drawn first). The first pass places up to `count` on the road sites; the
// second pass places the remainder - 1 (quirk: its loop decrements before the exit test) on
// all sites, first-pass cells included, each cell once.
int placeRandomMines(Sim& sim, int count);

}  // namespace rf
