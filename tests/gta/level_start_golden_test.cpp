// SPDX-License-Identifier: GPL-3.0-or-later
// The golden GTA level start: mission 1 of the shipped MISSION.INI on NYC.CMP
// (RETROSIM_GTA1_DATA), its state hash right after the level start and after a run of
// frames, against tests/golden/gta_level_start.txt (one "name hash" line each, the hash in
// 16 hex digits). A change of any listed state field changes these; when one differs the
// test prints both hashes and whether two fresh starts agree with each other (if they do
// not, the first differing field).
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "core/hash.hpp"
#include "gta/game.hpp"
#include "gta/gta_data.hpp"

namespace gta {
namespace {

constexpr int kFrames = 100;
const char* const kGoldenFile = RETROSIM_SOURCE_DIR "/tests/golden/gta_level_start.txt";

std::map<std::string, std::string> readGolden() {
  std::map<std::string, std::string> out;
  std::ifstream in(kGoldenFile);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string name, hash;
    if (words >> name >> hash) out[name] = hash;
  }
  return out;
}

// Why a hash differs: two fresh runs compared field by field.
std::string explain(const std::string& dir, int frames) {
  Game a = Game::load(dir + "/MISSION.INI", 1, dir);
  Game b = Game::load(dir + "/MISSION.INI", 1, dir);
  for (int i = 0; i < frames; ++i) {
    a.step();
    b.step();
  }
  const auto d = gameStateDifference(a.state(), b.state());
  return d ? "two fresh starts differ (not deterministic): " + *d
           : "two fresh starts agree: the state or its encoding changed (if that is intended, put the new "
             "hash into tests/golden/gta_level_start.txt and say why in the commit)";
}

void expectGolden(const std::map<std::string, std::string>& golden, const std::string& name, const Game& g,
                  const std::string& dir, int frames) {
  const std::string actual = core::StateHasher::toHex(g.hash());
  const auto it = golden.find(name);
  ASSERT_TRUE(it != golden.end()) << kGoldenFile << " has no line '" << name << "'; this run gives: " << name
                                  << " " << actual;
  EXPECT_EQ(it->second, actual) << name << ": expected " << it->second << ", actual " << actual << "\n"
                                << explain(dir, frames);
}

TEST(GtaGolden, Mission1LevelStartAndFrames) {
  GTA1_DATA_OR_SKIP(dir);
  const std::map<std::string, std::string> golden = readGolden();
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  expectGolden(golden, "mission1_start", g, dir, 0);
  for (int i = 0; i < kFrames; ++i) g.step();
  ASSERT_EQ(g.frame(), static_cast<uint32_t>(kFrames));
  expectGolden(golden, "mission1_frame100", g, dir, kFrames);
}

}  // namespace
}  // namespace gta
