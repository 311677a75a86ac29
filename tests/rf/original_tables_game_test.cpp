// SPDX-License-Identifier: GPL-3.0-or-later
// A golden run (tests/golden/rf) with the tables loaded from a synthetic RFIRE.BIN
// (tools/synthetic_cd) gives the golden hash: the loaded tables are the designed ones, and
// the game reads the set its options give (GameOptions::data). Edited tables change the run;
// games on different sets run side by side in one process. The synthetic RFIRE.BIN's models
// are its own shapes, not ours: with them the debris flies from other faces (issue 37), so
// the round trip of the tables is tested without them (syntheticTables).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "rf/data/data_tables.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/original_program.hpp"
#include "rf/game.hpp"
#include "rf/sim/classes.hpp"
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

// The golden game of driftwood_cay on `tables` (nullptr: the designed), one frame at a time.
struct DriftwoodGame {
  InputScript script = loadInputScript(kSource + "/tests/golden/rf/driftwood_cay.txt");
  Game game;
  int frame = 0;
  explicit DriftwoodGame(std::shared_ptr<const DataTables> tables)
      : game(Game::load(loadMapText(kSource + "/data/rf/maps/driftwood_cay.txt"), "driftwood_cay.rfm",
                        withTables(scriptedGameOptions(script, 0), std::move(tables)))) {}
  static GameOptions withTables(GameOptions go, std::shared_ptr<const DataTables> tables) {
    go.data = std::move(tables);
    return go;
  }
  void step() {
    Inputs in;
    for (int p = 0; p < 2; ++p)
      in.words[static_cast<size_t>(p)] = game.players() > p ? script.rawWord(frame, p) : 0;
    game.step(in);
    ++frame;
  }
  std::string hash() const { return core::StateHasher::toHex(game.hash()); }
};

// The tables of a synthetic RFIRE.BIN without its debris models (DataTables::models).
std::shared_ptr<const DataTables> syntheticTables(const std::vector<uint8_t>& program = synth::syntheticProgram()) {
  auto t = std::const_pointer_cast<DataTables>(loadOriginalProgram(program, "RFIRE.BIN"));  // made non-const
  t->models = {};
  return t;
}

std::string run(int frames, std::shared_ptr<const DataTables> tables = nullptr) {
  DriftwoodGame g(std::move(tables));
  for (int f = 0; f < frames; ++f) g.step();
  return g.hash();
}

constexpr int kGoldenFrames = 2630;  // "# golden: --frames 2630" of driftwood_cay.txt

TEST(OriginalTablesGame, GoldenHashWithTheLoadedTables) {
  const std::string golden = goldenHash(kSource + "/tests/golden/rf/driftwood_cay.jsonl");
  ASSERT_EQ(run(kGoldenFrames), golden) << "the designed tables";
  const auto synthetic = syntheticTables();
  ASSERT_EQ(synthetic->source, TableSource::Original);
  EXPECT_EQ(run(kGoldenFrames, synthetic), golden) << "the tables of the synthetic RFIRE.BIN";
  // with its models, the debris is the CD's: the same game but for the pieces that fly
  EXPECT_NE(run(kGoldenFrames, loadOriginalProgram(synth::syntheticProgram(), "RFIRE.BIN")), golden);
}

// designed: the hash of the golden driftwood_cay run with the synthetic RFIRE.BIN's tables
// edited (the tank at half its top speed).
constexpr const char* kHalfSpeedTankHash = "c2d9ba6142510e88";

// Three games in one process, stepped in turn: the designed tables, the synthetic CD's, and
// the synthetic CD's with an edit. Each ends on its own hash, the one it gives alone: no
// table set is shared between them.
TEST(OriginalTablesGame, GamesOnDifferentTablesRunSideBySide) {
  const std::string golden = goldenHash(kSource + "/tests/golden/rf/driftwood_cay.jsonl");
  auto edited = makeDesignedTables();
  edited->vehicles[static_cast<size_t>(VehicleType::Tank)].maxFwd = 0x8000;  // half the tank's top speed
  const auto synthetic = syntheticTables();
  const auto halfSpeed = syntheticTables(synth::syntheticProgram(*edited));
  DriftwoodGame designedGame(nullptr), syntheticGame(synthetic), halfSpeedGame(halfSpeed);
  EXPECT_EQ(&designedGame.game.data(), &designedTables());
  EXPECT_EQ(&syntheticGame.game.data(), synthetic.get());
  EXPECT_EQ(&halfSpeedGame.game.data(), halfSpeed.get());
  for (int f = 0; f < kGoldenFrames; ++f) {
    designedGame.step();
    halfSpeedGame.step();
    syntheticGame.step();
  }
  EXPECT_EQ(designedGame.hash(), golden) << "the designed tables, beside the others";
  EXPECT_EQ(syntheticGame.hash(), golden) << "the synthetic RFIRE.BIN's (the designed values), beside the others";
  EXPECT_EQ(halfSpeedGame.hash(), kHalfSpeedTankHash) << "the edited RFIRE.BIN's, beside the others";
  EXPECT_EQ(run(kGoldenFrames, halfSpeed), kHalfSpeedTankHash) << "the edited RFIRE.BIN's, alone";
  EXPECT_EQ(run(kGoldenFrames), golden) << "the designed tables, alone";
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

std::string runGolden(const Golden& g, std::shared_ptr<const DataTables> tables) {
  const RfmFile map = loadMapText(kSource + "/data/rf/maps/" + g.map + ".txt");
  const InputScript script = loadInputScript(kSource + "/tests/golden/rf/" + g.name + ".txt");
  GameOptions go = scriptedGameOptions(script, g.players);
  go.data = std::move(tables);
  Game game = Game::load(map, g.map + ".rfm", go);
  for (int f = 0; f < g.frames; ++f) {
    Inputs in;
    for (int p = 0; p < 2; ++p)
      in.words[static_cast<size_t>(p)] = game.players() > p ? script.rawWord(f, p) : 0;
    game.step(in);
  }
  return core::StateHasher::toHex(game.hash());
}

TEST(OriginalTablesGame, EveryGoldenRunGivesItsHashWithTheLoadedTables) {
  const auto synthetic = syntheticTables();
  ASSERT_EQ(synthetic->source, TableSource::Original);
  const std::vector<Golden> all = goldens();
  ASSERT_EQ(all.size(), 6u);
  for (const Golden& g : all) {
    ASSERT_GT(g.frames, 0) << g.name;
    EXPECT_EQ(runGolden(g, synthetic), goldenHash(kSource + "/tests/golden/rf/" + g.name + ".jsonl")) << g.name;
  }
}

TEST(OriginalTablesGame, EditedTablesChangeTheRun) {
  const std::string designed = run(600);
  auto edited = makeDesignedTables();
  edited->vehicles[static_cast<size_t>(VehicleType::Tank)].maxFwd = 0x8000;  // half the tank's top speed
  EXPECT_NE(run(600, syntheticTables(synth::syntheticProgram(*edited))), designed);
}

// The tables the sim reads from the game's set: an edit in the
// program changes the run.
TEST(OriginalTablesGame, EditedNewTablesChangeTheRun) {
  const std::string designed = run(600);
  {
    auto edited = makeDesignedTables();
    edited->tunables.launchForwardTicks = 60;  // 0x44b178: the tank rolls off the lift longer
    EXPECT_NE(run(600, syntheticTables(synth::syntheticProgram(*edited))), designed) << "tunables";
  }
  {
    auto edited = makeDesignedTables();
    edited->loadout[0].mines = 5;  // loadout +0x10: side 0's mine stock
    EXPECT_NE(run(600, syntheticTables(synth::syntheticProgram(*edited))), designed) << "loadout";
  }
  EXPECT_EQ(run(600), designed) << "the designed tables of a game without a set";
}

// GameOptions::tables, when given, are made from the options' set (else load refuses them).
TEST(OriginalTablesGame, OptionsTablesMustBeOfTheSameSet) {
  const std::shared_ptr<const DataTables> set = makeDesignedTables();
  const RfmFile map = loadMapText(kSource + "/data/rf/maps/driftwood_cay.txt");
  GameOptions go;
  go.data = set;
  go.tables = &defaultSimTables();  // the designed set's
  EXPECT_THROW(Game::load(map, "d.rfm", go), std::invalid_argument);
  go.tables = &simTablesOf(*set);
  EXPECT_EQ(&Game::load(map, "d.rfm", go).data(), set.get());
  go.tables = nullptr;
  EXPECT_EQ(&Game::load(map, "d.rfm", go).data(), set.get());
}

}  // namespace
}  // namespace rf
