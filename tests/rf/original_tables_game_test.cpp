// A golden run (tests/golden/rf) with the tables loaded from a synthetic RFIRE.BIN
// (tools/synthetic_cd) gives the golden hash: the loaded tables are the designed ones, and
// the game reads the installed set. Edited tables change the run.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "rf/data/data_tables.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/original_program.hpp"
#include "rf/game.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace rf {
namespace {

const std::string kSource = RETROSIM_SOURCE_DIR;

// The last "hash" of a golden trace.
std::string goldenHash(const std::string& jsonl) {
  std::ifstream in(jsonl);
  std::string line, last;
  while (std::getline(in, line)) {
    if (!line.empty()) last = line;
  }
  const std::string key = "{\"hash\":\"";
  if (last.rfind(key, 0) != 0) return "(no hash line in " + jsonl + ")";
  return last.substr(key.size(), 16);
}

std::string run(int frames) {
  const RfmFile map = loadMapText(kSource + "/data/rf/maps/driftwood_cay.txt");
  const InputScript script = loadInputScript(kSource + "/tests/golden/rf/driftwood_cay.txt");
  Game game = Game::load(map, "driftwood_cay.rfm", scriptedGameOptions(script, 0));
  for (int f = 0; f < frames; ++f) {
    Inputs in;
    for (int p = 0; p < 2; ++p)
      in.words[static_cast<size_t>(p)] = game.players() > p ? script.rawWord(f, p) : 0;
    game.step(in);
  }
  return core::StateHasher::toHex(game.hash());
}

constexpr int kGoldenFrames = 2630;  // "# golden: --frames 2630" of driftwood_cay.txt

TEST(OriginalTablesGame, GoldenHashWithTheLoadedTables) {
  const std::string golden = goldenHash(kSource + "/tests/golden/rf/driftwood_cay.jsonl");
  ASSERT_EQ(run(kGoldenFrames), golden) << "the designed tables";
  ScopedTables use(loadOriginalProgram(synth::syntheticProgram(), "RFIRE.BIN"));
  ASSERT_EQ(activeTables().source, TableSource::Original);
  EXPECT_EQ(run(kGoldenFrames), golden) << "the tables of the synthetic RFIRE.BIN";
}

// Every golden script (tests/golden/rf/*.txt: "# map:", "# golden: --players P --frames N")
// run with the synthetic program's tables ends on its golden hash.
struct Golden {
  std::string name, map;
  int players = 0;
  int frames = 0;
};

std::vector<Golden> goldens() {
  std::vector<Golden> out;
  for (const auto& e : std::filesystem::directory_iterator(kSource + "/tests/golden/rf")) {
    if (e.path().extension() != ".txt") continue;
    Golden g;
    g.name = e.path().stem().string();
    g.map = g.name;
    std::ifstream in(e.path());
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("# map:", 0) == 0) g.map = line.substr(line.find_first_not_of(' ', 6));
      if (line.rfind("# golden:", 0) != 0) continue;
      std::istringstream args(line.substr(9));
      for (std::string a; args >> a;) {
        if (a == "--players") args >> g.players;
        if (a == "--frames") args >> g.frames;
      }
    }
    out.push_back(g);
  }
  std::sort(out.begin(), out.end(), [](const Golden& a, const Golden& b) { return a.name < b.name; });
  return out;
}

std::string runGolden(const Golden& g) {
  const RfmFile map = loadMapText(kSource + "/data/rf/maps/" + g.map + ".txt");
  const InputScript script = loadInputScript(kSource + "/tests/golden/rf/" + g.name + ".txt");
  Game game = Game::load(map, g.map + ".rfm", scriptedGameOptions(script, g.players));
  for (int f = 0; f < g.frames; ++f) {
    Inputs in;
    for (int p = 0; p < 2; ++p)
      in.words[static_cast<size_t>(p)] = game.players() > p ? script.rawWord(f, p) : 0;
    game.step(in);
  }
  return core::StateHasher::toHex(game.hash());
}

TEST(OriginalTablesGame, EveryGoldenRunGivesItsHashWithTheLoadedTables) {
  ScopedTables use(loadOriginalProgram(synth::syntheticProgram(), "RFIRE.BIN"));
  ASSERT_EQ(activeTables().source, TableSource::Original);
  const std::vector<Golden> all = goldens();
  ASSERT_EQ(all.size(), 6u);
  for (const Golden& g : all) {
    ASSERT_GT(g.frames, 0) << g.name;
    EXPECT_EQ(runGolden(g), goldenHash(kSource + "/tests/golden/rf/" + g.name + ".jsonl")) << g.name;
  }
}

TEST(OriginalTablesGame, EditedTablesChangeTheRun) {
  const std::string designed = run(600);
  auto edited = makeDesignedTables();
  edited->vehicles[static_cast<size_t>(VehicleType::Tank)].maxFwd = 0x8000;  // half the tank's top speed
  ScopedTables use(loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN"));
  EXPECT_NE(run(600), designed);
}

// The tables the sim reads through the installed set (bunker menu, loadout, tunables,
// debris programs, class and explosion descriptors): an edit in the program changes the run.
TEST(OriginalTablesGame, EditedNewTablesChangeTheRun) {
  const std::string designed = run(600);
  {
    auto edited = makeDesignedTables();
    edited->tunables.launchForwardTicks = 60;  // 0x44b178: the tank rolls off the lift longer
    ScopedTables use(loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN"));
    EXPECT_NE(run(600), designed) << "tunables";
  }
  {
    auto edited = makeDesignedTables();
    edited->loadout[0].mines = 5;  // loadout +0x10: side 0's mine stock
    ScopedTables use(loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN"));
    EXPECT_NE(run(600), designed) << "loadout";
  }
  EXPECT_EQ(run(600), designed) << "the designed set is back";
}

}  // namespace
}  // namespace rf
