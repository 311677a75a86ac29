// SPDX-License-Identifier: GPL-3.0-or-later
// `retrosim rf map generate` (issue 41, docs/maps.md): a seed kept and written with its text,
// the text compiling to the same bytes; refused seeds named with their reason, and nothing
// written when no seed is accepted.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "app/cli_run.hpp"

namespace app::test {
namespace {

TEST(RfMapGenerate, KeepsASeedAndWritesTheMapAndItsText) {
  const auto dir = tempDir("rf_map_generate");
  const std::string rfm = (dir / "gen.rfm").string(), txt = (dir / "gen.txt").string();
  const CliResult r =
      runCli("rf map generate --seed 1 --players 1 --level 1 --size 48 --games 1 --tries 1 -o " + rfm +
             " --text " + txt);
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("kept seed 1 (Island 1): passes the checks and the bots' games"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("seed 1: bots: wins 1 of 1, captures 1"), std::string::npos) << r.out;
  EXPECT_EQ(runCli("rf map validate " + rfm).code, 0);
  const std::string again = (dir / "again.rfm").string();
  ASSERT_EQ(runCli("rf map new " + txt + " -o " + again).code, 0);
  EXPECT_EQ(readText(rfm), readText(again));
}

TEST(RfMapGenerate, NamesEachRefusedSeedAndWritesNothingWhenNoneIsAccepted) {
  const auto dir = tempDir("rf_map_generate_refused");
  const std::string rfm = (dir / "none.rfm").string();
  // 10 frames: no bot can win, so every seed is refused by the proof
  const CliResult r = runCli("rf map generate --seed 5 --size 48 --games 1 --frames 10 --tries 2 -o " + rfm);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("seed 5: refused: bots: the normal bot won 0 of 1 games alone (1 without an end)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("seed 6: refused: bots: "), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("no map accepted in 2 seeds from 5"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(rfm));
  EXPECT_EQ(runCli("rf map generate --seed 1 --style volcano -o " + rfm).code, 2);
  EXPECT_EQ(runCli("rf map generate --seed 1 --size 200 -o " + rfm).code, 2);
}

// --save: the kept island into the user's maps folder ($XDG_DATA_HOME/retrosim/maps, made
// when missing; an atomic write leaves no temporary), where `rf play`'s title finds it; no
// -o needed, but one of the two is.
TEST(RfMapGenerate, SavesToTheUsersMapsFolder) {
  const auto dir = tempDir("rf_map_generate_save");
  const char* old = std::getenv("XDG_DATA_HOME");
  const std::string before = old != nullptr ? old : "";
  setenv("XDG_DATA_HOME", dir.c_str(), 1);
  const CliResult r = runCli("rf map generate --seed 1 --size 48 --no-play --save");
  const CliResult none = runCli("rf map generate --seed 1 --size 48 --no-play");
  if (old != nullptr) {
    setenv("XDG_DATA_HOME", before.c_str(), 1);
  } else {
    unsetenv("XDG_DATA_HOME");
  }
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  const std::filesystem::path saved = dir / "retrosim" / "maps" / "island_1_1p_level1.rfm";
  EXPECT_NE(r.out.find("saved " + saved.string()), std::string::npos) << r.out;
  EXPECT_EQ(runCli("rf map validate " + saved.string()).code, 0);
  int files = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(saved.parent_path())) ++files;
  EXPECT_EQ(files, 1) << "a temporary left beside the map";
  EXPECT_EQ(none.code, 2) << none.out << none.err;
}

}  // namespace
}  // namespace app::test
