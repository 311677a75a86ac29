// SPDX-License-Identifier: GPL-3.0-or-later
// The map generator (issue 41, docs/maps.md): the same seed gives the same bytes (pinned, so
// every build type must agree), generated maps load and pass the hard checks, the checks
// name the rule a broken map fails, and the normal bot wins a small generated island.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "rf/bot/bot_table.hpp"
#include "rf/data/map_text.hpp"
#include "rf/mapgen/map_checks.hpp"
#include "rf/mapgen/map_proof.hpp"
#include "rf/mapgen/mapgen.hpp"

namespace {

using rf::mapgen::GenOptions;
using rf::mapgen::Style;

uint64_t fnv1a(const std::vector<uint8_t>& b) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (uint8_t c : b) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

TEST(MapGen, TheSameSeedGivesTheSameBytes) {
  const GenOptions o{7, 2, 4, 64, Style::Rift};
  const std::vector<uint8_t> a = rf::serializeRfm(rf::mapgen::generateMap(o));
  EXPECT_EQ(a, rf::serializeRfm(rf::mapgen::generateMap(o)));
  GenOptions other = o;
  other.seed = 8;
  EXPECT_NE(a, rf::serializeRfm(rf::mapgen::generateMap(other)));
  // pinned: a Debug, Release or other compiler's build must give these very bytes
  EXPECT_EQ(fnv1a(a), 0x41d45b5d002b82c2ull) << std::hex << fnv1a(a);
  EXPECT_EQ(fnv1a(rf::serializeRfm(rf::mapgen::generateMap({3, 1, 9, 96, Style::Archipelago}))),
            0xe501ece4f04239b7ull)
      << std::hex << fnv1a(rf::serializeRfm(rf::mapgen::generateMap({3, 1, 9, 96, Style::Archipelago})));
}

TEST(MapGen, OptionsOutOfRangeAreRefusedNamingTheOption) {
  EXPECT_THROW(rf::mapgen::checkOptions({1, 3, 1, 64, Style::Island}), std::invalid_argument);
  EXPECT_THROW(rf::mapgen::checkOptions({1, 1, 10, 64, Style::Island}), std::invalid_argument);
  EXPECT_THROW(rf::mapgen::checkOptions({1, 1, 1, 66, Style::Island}), std::invalid_argument);
  try {
    rf::mapgen::checkOptions({1, 1, 1, 40, Style::Island});
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("--size"), std::string::npos) << e.what();
  }
}

// 24 seeds x 2 player counts over the three styles and the nine levels: every map loads and
// passes every hard check.
TEST(MapGen, EveryGeneratedMapIsValidAndPassesTheChecks) {
  for (int players = 1; players <= 2; ++players) {
    for (uint32_t seed = 1; seed <= 24; ++seed) {
      const GenOptions o{seed, players, static_cast<int>(seed % 9) + 1, seed % 4 == 0 ? 96 : 64,
                         static_cast<Style>(seed % 3)};
      const rf::RfmFile map = rf::mapgen::generateMap(o);
      EXPECT_EQ(map.header.players, players);
      EXPECT_EQ(map.level(), static_cast<uint32_t>(o.level));
      const std::vector<std::string> failed = rf::mapgen::checkMap(map, "gen");
      EXPECT_TRUE(failed.empty()) << "seed " << seed << " players " << players << ": " << failed.front();
    }
  }
}

// A 2-player map is the same half turned round: the cell at (x, y) and the one at
// (127-x, 127-y) are both land or both water. The text is the whole 128 x 128 world, the
// 64-cell island centred in deep sea (the loader would leave cells outside a smaller map
// as grass).
TEST(MapGen, TwoPlayerMapsAreTurnedRound) {
  const std::string text = rf::mapgen::generateMapText({5, 2, 5, 64, Style::Island});
  const std::string grid = text.substr(text.find("grid:\n") + 6);
  std::vector<std::string> rows;
  for (size_t p = 0; p < grid.size();) {
    const size_t e = grid.find('\n', p);
    rows.push_back(grid.substr(p, e - p));
    p = e + 1;
  }
  ASSERT_EQ(rows.size(), 128u);
  int pads = 0;
  for (int y = 0; y < 128; ++y) {
    ASSERT_EQ(rows[static_cast<size_t>(y)].size(), 128u);
    for (int x = 0; x < 128; ++x) {
      const char a = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      const char b = rows[static_cast<size_t>(127 - y)][static_cast<size_t>(127 - x)];
      if (x < 32 || x >= 96 || y < 32 || y >= 96) {
        EXPECT_EQ(a, '~') << x << "," << y;
      }
      EXPECT_EQ(a == '~', b == '~') << x << "," << y;
      if (a == 'P') {
        EXPECT_EQ(b, 'p');
        ++pads;
      }
    }
  }
  EXPECT_EQ(pads, 1);
}

// The checks name the rule a broken map fails, one line each.
TEST(MapGen, TheChecksNameTheRuleABrokenMapFails) {
  const rf::RfmFile good = rf::mapgen::generateMap({2, 1, 2, 64, Style::Island});
  ASSERT_TRUE(rf::mapgen::checkMap(good, "good").empty());
  auto firstRule = [](const std::vector<std::string>& f) {
    return f.empty() ? std::string() : f.front().substr(0, f.front().find(':'));
  };

  rf::RfmFile noPad = good;  // the pad becomes grass: the game's loader refuses it
  for (uint8_t& t : noPad.tiles)
    if (t == 57) t = 0;
  EXPECT_EQ(firstRule(rf::mapgen::checkMap(noPad, "nopad")), "loader");

  rf::RfmFile noFuel = good;  // the base's fuel depot becomes grass
  for (uint8_t& t : noFuel.tiles)
    if (t == 169) t = 0;
  EXPECT_EQ(firstRule(rf::mapgen::checkMap(noFuel, "nofuel")), "fuel");

  // every enemy flag site ringed by deep water: no tank route
  rf::RfmFile moat = good;
  const size_t w = moat.header.width;
  for (size_t i = 0; i < moat.tiles.size(); ++i) {
    if (good.tiles[i] != 220) continue;
    const int x = static_cast<int>(i % w), y = static_cast<int>(i / w);
    for (int j = -2; j <= 2; ++j)
      for (int k = -2; k <= 2; ++k)
        if (j != 0 || k != 0) moat.tiles[static_cast<size_t>(y + j) * w + static_cast<size_t>(x + k)] = 1;
  }
  const std::vector<std::string> f = rf::mapgen::checkMap(moat, "moat");
  ASSERT_FALSE(f.empty());
  EXPECT_EQ(firstRule(f), "tank-route") << f.front();
  EXPECT_NE(f.front().find("team 1's flag site at ("), std::string::npos) << f.front();

  // every enemy flag site walled in by trees: neither the tank nor the jeep gets there
  rf::RfmFile trees = good;
  for (size_t i = 0; i < trees.tiles.size(); ++i) {
    if (good.tiles[i] != 220) continue;
    const int x = static_cast<int>(i % w), y = static_cast<int>(i / w);
    for (int j = -1; j <= 1; ++j)
      for (int k = -1; k <= 1; ++k)
        if (j != 0 || k != 0) trees.tiles[static_cast<size_t>(y + j) * w + static_cast<size_t>(x + k)] = 124;
  }
  bool jeep = false;
  for (const std::string& line : rf::mapgen::checkMap(trees, "trees"))
    jeep = jeep || line.rfind("jeep-route: ", 0) == 0;
  EXPECT_TRUE(jeep);
}

// The proof by play, one small fast case: the normal bot wins a small generated island alone.
TEST(MapGen, TheNormalBotWinsASmallGeneratedIsland) {
  const rf::RfmFile map = rf::mapgen::generateMap({1, 1, 1, 48, Style::Island});
  ASSERT_TRUE(rf::mapgen::checkMap(map, "small").empty());
  const rf::mapgen::ProofResult r =
      rf::mapgen::proveByPlay(map, "small", 1, 37500, 1, rf::bot::defaultBotTable());
  EXPECT_TRUE(r.accepted) << r.reason;
  EXPECT_EQ(r.captures[0], 1);
}

// A broken proof: the 2-player rule wants both sides to capture; one bot alone never wins a
// 2-player map for the other side.
TEST(MapGen, ATwoPlayerMapIsRefusedWhenASideNeverCaptures) {
  const rf::RfmFile map = rf::mapgen::generateMap({1, 2, 1, 48, Style::Island});
  const rf::mapgen::ProofResult r =
      rf::mapgen::proveByPlay(map, "short", 2, 10, 1, rf::bot::defaultBotTable());
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.unfinished, 2);
  EXPECT_NE(r.reason.find("never captured"), std::string::npos) << r.reason;
}

// The pack (data/rf/maps, the maps whose author line names the generator): every one passes
// the hard checks as it is bundled, after its hand finish (the bots' games: `./dev
// maps-check`, a subset in ctest maps_check_subset).
TEST(MapGen, EveryMapOfThePackPassesTheHardChecks) {
  namespace fs = std::filesystem;
  int n = 0;
  for (const auto& e : fs::directory_iterator(fs::path(RETROSIM_SOURCE_DIR) / "data" / "rf" / "maps")) {
    if (e.path().extension() != ".txt") continue;
    const rf::RfmFile m = rf::loadMapText(e.path().string());
    if (m.author().rfind("retrosim generator", 0) != 0) continue;
    ++n;
    const std::vector<std::string> failed = rf::mapgen::checkMap(m, e.path().string());
    EXPECT_TRUE(failed.empty()) << e.path() << ": " << (failed.empty() ? "" : failed.front());
  }
  EXPECT_GE(n, 30);
}

}  // namespace
