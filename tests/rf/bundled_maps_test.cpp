// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim's own maps (data/rf/maps/*.txt): each parses, is 128 x 128, round-trips text <->
// RFM exactly, builds a playable world with the expected pads and flag sites, holds every
// kind of thing a Return Fire map is made of, and draws consistently (coasts that join,
// roads that connect, gates between towers). The compiled .rfm files of the build equal
// the text compiled here.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "core/rand.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/world.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

const fs::path kMapDir = fs::path(RETROSIM_SOURCE_DIR) / "data" / "rf" / "maps";

struct Expected {
  const char* stem;
  int players;
  uint32_t level;
};
constexpr std::array<Expected, 4> kExpected{{
    {"driftwood_cay", 1, 1},
    {"saltmarsh_reach", 1, 4},
    {"twin_harbours", 2, 2},
    {"meridian_rift", 2, 5},
}};

// Stages: small maps made for one job (proving_strait: the scripted whole games of
// tests/golden/rf/). They are real, playable maps, but not the rich islands the "every kind
// of thing" and "flag sites spread out" rules are about.
constexpr std::array<Expected, 1> kStages{{{"proving_strait", 2, 1}}};
bool isStage(const fs::path& p) {
  return std::any_of(kStages.begin(), kStages.end(), [&](const Expected& e) { return p.stem() == e.stem; });
}

// The pack (issue 41, docs/maps.md): maps drafted by the generator (`rf map generate`, its
// hard checks and the bots' proof; `./dev maps-check` proves them again) and finished by hand.
// Their author line names the generator; the rules below about what a hand-drawn map holds
// (every kind of thing, towers beside every gate, roads without dead ends ...) are for the
// hand-drawn maps: the pack's are the generator's own (tests/rf/mapgen, `rf map prove`).
bool isPack(const fs::path& p) {
  return loadMapText(p.string()).author().rfind("retrosim generator", 0) == 0;
}
bool isHandDrawn(const fs::path& p) {
  return !isPack(p);
}

std::vector<fs::path> mapSources() {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(kMapDir)) {
    if (e.path().extension() == ".txt") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

World buildOf(const RfmFile& m, const fs::path& p) {
  core::MsvcRand rand;
  return buildWorld(m, p.string(), rand);
}

int bnoAt(const World& w, int x, int y) {
  return static_cast<int>(cell::bno(w.cell(x, y)));
}
int terrainAt(const World& w, int x, int y) {
  return static_cast<int>(cell::terrain(w.cell(x, y)));
}

// How many cells hold each (BNO id, team).
std::map<std::pair<int, int>, int> objectCounts(const World& w) {
  std::map<std::pair<int, int>, int> out;
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) {
      const uint32_t c = w.cell(x, y);
      if (cell::bno(c) != 0) ++out[{static_cast<int>(cell::bno(c)), static_cast<int>(cell::team(c))}];
    }
  }
  return out;
}

int countOf(const std::map<std::pair<int, int>, int>& counts, const std::vector<Bno>& kinds, int team = -1) {
  int n = 0;
  for (const auto& [key, count] : counts) {
    for (Bno b : kinds) {
      if (key.first == bnoId(b) && (team < 0 || key.second == team)) n += count;
    }
  }
  return n;
}

TEST(BundledMaps, TheFourMapsAndTheStageAreThere) {
  std::set<std::string> stems;
  for (const fs::path& p : mapSources())
    if (isHandDrawn(p)) stems.insert(p.stem().string());
  for (const Expected& e : kExpected) EXPECT_TRUE(stems.count(e.stem)) << e.stem;
  for (const Expected& e : kStages) EXPECT_TRUE(stems.count(e.stem)) << e.stem;
  EXPECT_EQ(stems.size(), kExpected.size() + kStages.size());
}

// The stage of the scripted games: one pad, one flag site (so the flag is always in that
// building), one tower, fuel and ammo a side; each side's road runs from its pad to the
// enemy's flag building.
TEST(BundledMaps, TheProvingStraitStage) {
  const fs::path p = kMapDir / "proving_strait.txt";
  const RfmFile m = loadMapText(p.string());
  EXPECT_EQ(m.header.players, 2);
  EXPECT_EQ(m.level(), 1u);
  const World w = buildOf(m, p);
  EXPECT_EQ(w.pads(0).at(0), (CellPos{62, 48}));
  EXPECT_EQ(w.pads(1).at(0), (CellPos{66, 80}));
  EXPECT_EQ(w.flagSites(0), (std::vector<CellPos>{{66, 54}}));
  EXPECT_EQ(w.flagSites(1), (std::vector<CellPos>{{62, 74}}));
  EXPECT_EQ(bnoAt(w, 58, 66), bnoId(Bno::Tower));
  EXPECT_EQ(cell::team(w.cell(58, 66)), 1u);
  EXPECT_EQ(bnoAt(w, 70, 62), bnoId(Bno::Tower));
  EXPECT_EQ(cell::team(w.cell(70, 62)), 0u);
  for (int y = 49; y <= 73; ++y) EXPECT_TRUE(isRoadTerrain(static_cast<uint32_t>(terrainAt(w, 62, y)))) << y;
  for (int y = 55; y <= 79; ++y) EXPECT_TRUE(isRoadTerrain(static_cast<uint32_t>(terrainAt(w, 66, y)))) << y;
}

TEST(BundledMaps, ParseAndRoundTripExactly) {
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    const RfmFile m = loadMapText(p.string());
    EXPECT_EQ(m.header.width, kMapCells);
    EXPECT_EQ(m.header.height, kMapCells);
    EXPECT_TRUE(m.header.players == 1 || m.header.players == 2);
    EXPECT_TRUE(rfmWarnings(m).empty()) << (rfmWarnings(m).empty() ? "" : rfmWarnings(m)[0]);
    for (const Expected& e : kExpected) {
      if (p.stem() != e.stem) continue;
      EXPECT_EQ(m.header.players, e.players);
      EXPECT_EQ(m.level(), e.level);
    }
    const std::vector<uint8_t> bytes = serializeRfm(m);
    const RfmFile binary = parseRfm(bytes, p.string());
    const std::string text = mapToText(binary);
    const RfmFile again = parseMapText(text, p.string());
    EXPECT_EQ(serializeRfm(again), bytes);
    EXPECT_EQ(mapToText(again), text);
  }
}

TEST(BundledMaps, BuildPlayableWorldsWithPadsAndFlagSites) {
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    if (isPack(p)) continue;  // the generator's own rules (ThePack)
    if (isStage(p)) continue;  // TheProvingStraitStage
    const RfmFile m = loadMapText(p.string());
    const World w = buildOf(m, p);
    if (m.header.players == 1) {
      EXPECT_EQ(w.pads(0).size(), 1u);
      EXPECT_EQ(w.pads(1).size(), 0u);
      EXPECT_EQ(w.flagSites(0).size(), 0u);
      EXPECT_GE(w.flagSites(1).size(), 5u);
    } else {
      EXPECT_EQ(w.pads(0).size(), 1u);
      EXPECT_EQ(w.pads(1).size(), 1u);
      EXPECT_GE(w.flagSites(0).size(), 5u);
      EXPECT_EQ(w.flagSites(0).size(), w.flagSites(1).size());
    }
    // Flag sites are spread out over the map, not in one building block.
    const int flagTeam = m.header.players == 1 ? 1 : 0;
    int minX = kMapCells, maxX = 0, minY = kMapCells, maxY = 0;
    for (const CellPos& s : w.flagSites(flagTeam)) {
      minX = std::min(minX, s.x), maxX = std::max(maxX, s.x);
      minY = std::min(minY, s.y), maxY = std::max(maxY, s.y);
    }
    EXPECT_GE(std::max(maxX - minX, maxY - minY), 40);
  }
}

TEST(BundledMaps, HoldEveryKindOfThing) {
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    if (isPack(p)) continue;  // the generator's own rules (ThePack)
    if (isStage(p)) continue;
    const RfmFile m = loadMapText(p.string());
    const World w = buildOf(m, p);
    const auto counts = objectCounts(w);
    using enum Bno;
    const int enemy = 1;  // the computer in 1P, player 2 in 2P: both have everything
    EXPECT_GT(countOf(counts, {Bush1S, Bush2S}), 10);
    EXPECT_GT(countOf(counts, {Palm1S, Palm2S}), 10);
    EXPECT_GT(countOf(counts, {Rock1S, Rock2S, Rock1T, Rock2T}), 5);
    EXPECT_GT(countOf(counts, {Rock1T, Rock2T}), 0);
    EXPECT_GT(countOf(counts, {WallH}, enemy), 0);
    EXPECT_GT(countOf(counts, {WallV}, enemy), 0);
    EXPECT_GT(countOf(counts, {GateH, GateV}, enemy), 0);
    EXPECT_GT(countOf(counts, {Tower}, enemy), 0);
    EXPECT_GE(countOf(counts, {LargeTower}, enemy), 4);
    EXPECT_GT(countOf(counts, {BldgN, BldgS, BldgE, BldgW}, enemy), 0);
    EXPECT_GT(countOf(counts, {FactN, FactS, FactE, FactW}, enemy), 0);
    EXPECT_GT(countOf(counts, {BnkrN, BnkrS, BnkrE, BnkrW}, enemy), 0);
    EXPECT_GT(countOf(counts, {PrisonS, PrisonE, PrisonW}, enemy), 0);
    EXPECT_GT(countOf(counts, {HospS, HospE, HospW}, enemy), 0);
    EXPECT_GT(countOf(counts, {FuelN, FuelS, FuelE, FuelW}), 0);
    EXPECT_GT(countOf(counts, {Ammo}), 0);
    EXPECT_GT(countOf(counts, {BrigeH}), 0);
    EXPECT_GT(countOf(counts, {BrigeV}), 0);
    if (m.header.players == 2) {  // symmetric: the same buildings on both sides (turned)
      const std::vector<std::vector<Bno>> families{{Ammo},
                                                   {PrisonS, PrisonE, PrisonW},
                                                   {Flag},
                                                   {BldgN, BldgS, BldgE, BldgW},
                                                   {FactN, FactS, FactE, FactW},
                                                   {BnkrN, BnkrS, BnkrE, BnkrW},
                                                   {Outpost},
                                                   {HospS, HospE, HospW},
                                                   {FuelN, FuelS, FuelE, FuelW},
                                                   {GateH},
                                                   {GateV},
                                                   {WallH},
                                                   {WallV},
                                                   {TentV, TentH},
                                                   {Tower},
                                                   {LargeTower}};
      for (const auto& f : families) {
        EXPECT_EQ(countOf(counts, f, 0), countOf(counts, f, 1)) << "BNO " << int(bnoId(f.front()));
      }
    }
    std::map<int, int> terrains;
    for (int y = 0; y < kMapCells; ++y) {
      for (int x = 0; x < kMapCells; ++x) ++terrains[terrainAt(w, x, y)];
    }
    EXPECT_GT(terrains[1], 100);  // shallow water
    EXPECT_GT(terrains[2], 100);  // deep water
    int shore = 0, road = 0, roadKinds = 0;
    for (const auto& [t, n] : terrains) {
      if (t >= 4 && t <= 23) shore += n;
      if (isRoadTerrain(static_cast<uint32_t>(t))) road += n, ++roadKinds;
    }
    EXPECT_GT(shore, 100);
    EXPECT_GT(road, 60);
    EXPECT_GE(roadKinds, 5);
    for (int t = 84; t <= 87; ++t) EXPECT_GT(terrains[t], 0) << "bridge end terrain " << t;
  }
}

// The home base has fuel and ammo of its own team within a few cells of the pad.
TEST(BundledMaps, HomeBasesHaveFuelAndAmmoByThePad) {
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    const RfmFile m = loadMapText(p.string());
    const World w = buildOf(m, p);
    for (int team = 0; team < m.header.players; ++team) {
      const CellPos pad = w.pads(team).at(0);
      bool fuel = false, ammo = false;
      for (int y = pad.y - 4; y <= pad.y + 4; ++y) {
        for (int x = pad.x - 4; x <= pad.x + 4; ++x) {
          if (!World::inMap(x, y) || static_cast<int>(cell::team(w.cell(x, y))) != team) continue;
          const int b = bnoAt(w, x, y);
          fuel = fuel || (b >= bnoId(Bno::FuelN) && b <= bnoId(Bno::FuelW));
          ammo = ammo || b == bnoId(Bno::Ammo);
        }
      }
      EXPECT_TRUE(fuel) << "team " << team;
      EXPECT_TRUE(ammo) << "team " << team;
    }
  }
}

// Gates sit in their wall between two towers; large towers sit where walls meet.
// A new player's first sight: a vehicle leaves the lift facing south (the lift's fixed heading,
// rf-simulation.md "Lift (Storage)": heading south), so the 3 cells south of every pad are
// dry land: nobody's first sight is the sea.
TEST(BundledMaps, LaunchesFaceLand) {
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    if (isPack(p)) continue;  // the generator's own rules (ThePack)
    const RfmFile m = loadMapText(p.string());
    const World w = buildOf(m, p);
    for (int team = 0; team < m.header.players; ++team) {
      for (const CellPos& pad : w.pads(team)) {
        for (int k = 1; k <= 3; ++k) {
          ASSERT_TRUE(World::inMap(pad.x, pad.y + k));
          EXPECT_EQ(terrainWaterDepth(static_cast<uint32_t>(terrainAt(w, pad.x, pad.y + k))), 0)
              << "team " << team << "'s pad at " << pad.x << "," << pad.y << ": water " << k << " cells south";
        }
      }
    }
  }
}

// A fair first map: every flag site can be reached over dry land and bridges from the other
// side's pad (walls and buildings count as passable: they can be shot away), so the first map
// needs no trick (no flag on an islet only the jeep as a boat reaches).
TEST(BundledMaps, EveryFlagSiteIsReachableOverLandFromTheEnemyPad) {
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    if (isPack(p)) continue;  // the generator's own rules (ThePack)
    const RfmFile m = loadMapText(p.string());
    const World w = buildOf(m, p);
    const auto passable = [&](int x, int y) {
      if (!World::inMap(x, y)) return false;
      const int b = bnoAt(w, x, y);
      return terrainWaterDepth(static_cast<uint32_t>(terrainAt(w, x, y))) == 0 || b == bnoId(Bno::BrigeH) ||
             b == bnoId(Bno::BrigeV);
    };
    for (int team = 0; team < m.header.players; ++team) {
      const CellPos from = w.pads(team).at(0);
      std::vector<uint8_t> seen(static_cast<size_t>(kMapCells * kMapCells), 0);
      std::vector<CellPos> todo{from};
      seen[static_cast<size_t>(from.y * kMapCells + from.x)] = 1;
      while (!todo.empty()) {
        const CellPos c = todo.back();
        todo.pop_back();
        for (const auto& [dx, dy] : std::array<std::pair<int, int>, 4>{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}}) {
          const int nx = c.x + dx, ny = c.y + dy;
          if (!passable(nx, ny) || seen[static_cast<size_t>(ny * kMapCells + nx)] != 0) continue;
          seen[static_cast<size_t>(ny * kMapCells + nx)] = 1;
          todo.push_back({nx, ny});
        }
      }
      for (const CellPos& site : w.flagSites(1 - team)) {
        EXPECT_NE(seen[static_cast<size_t>(site.y * kMapCells + site.x)], 0)
            << "team " << 1 - team << "'s flag site at " << site.x << "," << site.y << " is out of reach of team "
            << team << "'s vehicles over land";
      }
    }
  }
}

TEST(BundledMaps, GatesHaveTowersBesideThemAndLargeTowersJoinWalls) {
  const auto is = [](const World& w, int x, int y, std::initializer_list<Bno> kinds) {
    if (!World::inMap(x, y)) return false;
    const int b = bnoAt(w, x, y);
    return std::any_of(kinds.begin(), kinds.end(), [b](Bno k) { return b == bnoId(k); });
  };
  using enum Bno;
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    if (isPack(p)) continue;  // the generator's own rules (ThePack)
    const World w = buildOf(loadMapText(p.string()), p);
    for (int y = 0; y < kMapCells; ++y) {
      for (int x = 0; x < kMapCells; ++x) {
        const int b = bnoAt(w, x, y);
        if (b == bnoId(GateH)) {
          EXPECT_TRUE(is(w, x - 1, y, {Tower}) && is(w, x + 1, y, {Tower})) << x << "," << y;
        } else if (b == bnoId(GateV)) {
          EXPECT_TRUE(is(w, x, y - 1, {Tower}) && is(w, x, y + 1, {Tower})) << x << "," << y;
        } else if (b == bnoId(LargeTower)) {
          const std::initializer_list<Bno> h{WallH, GateH, Tower, LargeTower};
          const std::initializer_list<Bno> v{WallV, GateV, Tower, LargeTower};
          EXPECT_TRUE(is(w, x - 1, y, h) || is(w, x + 1, y, h)) << x << "," << y;
          EXPECT_TRUE(is(w, x, y - 1, v) || is(w, x, y + 1, v)) << x << "," << y;
        }
      }
    }
  }
}

// Every road piece's ends meet a road, bridge end or gate floor that connects back (or a
// home pad, or a side's building the road leads to); every bridge end has its road on the
// land side.
TEST(BundledMaps, RoadsConnect) {
  static constexpr std::array<std::array<int, 3>, 4> kDirs{
      {{kRoadN, 0, -1}, {kRoadE, 1, 0}, {kRoadS, 0, 1}, {kRoadW, -1, 0}}};
  const auto opposite = [](int bit) {
    return bit == kRoadN ? kRoadS : bit == kRoadS ? kRoadN : bit == kRoadE ? kRoadW : kRoadE;
  };
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    if (isPack(p)) continue;  // the generator's own rules (ThePack)
    const World w = buildOf(loadMapText(p.string()), p);
    int bad = 0;
    for (int y = 0; y < kMapCells; ++y) {
      for (int x = 0; x < kMapCells; ++x) {
        const uint32_t t = static_cast<uint32_t>(terrainAt(w, x, y));
        const bool road = isRoadTerrain(t);
        const bool bridgeEnd = t >= 84 && t <= 87;
        if (!road && !bridgeEnd) continue;
        for (const auto& [bit, dx, dy] : kDirs) {
          if ((terrainInfo(t).roads & bit) == 0) continue;
          // A bridge end's deck side is the bridge, not a road.
          if ((t == 84 && bit == kRoadE) || (t == 85 && bit == kRoadW) || (t == 86 && bit == kRoadS) ||
              (t == 87 && bit == kRoadN)) {
            continue;
          }
          const int nx = x + dx, ny = y + dy;
          const uint32_t n = World::inMap(nx, ny) ? static_cast<uint32_t>(terrainAt(w, nx, ny)) : 2;
          const bool pad = n == 90 || n == 91;
          const bool back = (terrainInfo(n).roads & opposite(bit)) != 0;
          const bool building =
              World::inMap(nx, ny) && bnoAt(w, nx, ny) != 0 && cell::team(w.cell(nx, ny)) < 2;
          if (!pad && !back && !building && ++bad <= 5)
            ADD_FAILURE() << "road at " << x << "," << y << " leads nowhere";
        }
      }
    }
    EXPECT_EQ(bad, 0);
  }
}

// Neighbouring cells agree on where the water is along their shared side: the shore
// pieces sit with their water towards the water (terrain.cpp's shapes).
TEST(BundledMaps, CoastsJoin) {
  const auto wet = [](const World& w, int x, int y, int px, int py) {
    if (!World::inMap(x, y)) return true;  // the sea outside the map
    return pixelWaterDepth(cell::terrain(w.cell(x, y)), px, py) > 0;
  };
  const auto skip = [](const World& w, int x, int y) {
    if (!World::inMap(x, y)) return false;
    const uint32_t b = cell::bno(w.cell(x, y));
    return b != 0 && b != bnoId(Bno::BrigeH) && b != bnoId(Bno::BrigeV);
  };
  for (const fs::path& p : mapSources()) {
    SCOPED_TRACE(p.string());
    const World w = buildOf(loadMapText(p.string()), p);
    int bad = 0;
    for (int y = -1; y < kMapCells; ++y) {
      for (int x = -1; x < kMapCells; ++x) {
        for (int i = 0; i < 32; ++i) {
          if (y >= 0 && !skip(w, x, y) && !skip(w, x + 1, y) &&
              wet(w, x, y, 31, i) != wet(w, x + 1, y, 0, i) && ++bad <= 5) {
            ADD_FAILURE() << "coast breaks between " << x << "," << y << " and the cell east of it";
          }
          if (x >= 0 && !skip(w, x, y) && !skip(w, x, y + 1) &&
              wet(w, x, y, i, 31) != wet(w, x, y + 1, i, 0) && ++bad <= 5) {
            ADD_FAILURE() << "coast breaks between " << x << "," << y << " and the cell south of it";
          }
        }
      }
    }
    EXPECT_EQ(bad, 0);
  }
}

}  // namespace
// The pack: at least 30 maps over the nine levels, at least 15 for each player count, each
// with its own title and an author line naming the generator and the seed, 128 x 128 (a
// smaller island centred in deep sea: the loader leaves cells outside a smaller map as grass).
TEST(BundledMaps, ThePackHasThirtyMapsOverTheNineLevels) {
  std::array<int, 3> byPlayers{};
  std::set<uint32_t> levels;
  std::set<std::string> titles;
  for (const fs::path& p : mapSources()) {
    if (!isPack(p)) continue;
    SCOPED_TRACE(p.string());
    const RfmFile m = loadMapText(p.string());
    ++byPlayers.at(m.header.players);
    levels.insert(m.level().value_or(0));
    EXPECT_TRUE(titles.insert(m.title()).second) << "two maps titled " << m.title();
    EXPECT_NE(m.author().find(", seed "), std::string::npos) << m.author();
    EXPECT_EQ(m.header.width, kMapCells);
    const World w = buildOf(m, p);
    EXPECT_EQ(w.pads(0).size(), 1u);
    EXPECT_EQ(w.pads(1).size(), m.header.players == 2 ? 1u : 0u);
    EXPECT_GE(w.flagSites(1).size(), 2u);
  }
  EXPECT_GE(byPlayers[1], 15);
  EXPECT_GE(byPlayers[2], 15);
  EXPECT_GE(byPlayers[1] + byPlayers[2], 30);
  EXPECT_EQ(levels, (std::set<uint32_t>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
}

}  // namespace rf
