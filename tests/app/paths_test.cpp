// SPDX-License-Identifier: GPL-3.0-or-later
// Where the program finds its data and puts what the user did not name (app/paths.hpp), and
// `retrosim paths`: the lookup order, the first folder with rf/maps, the one-line error naming
// every folder tried, the outputs in $XDG_CACHE_HOME/retrosim.
#include "app/paths.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "test_env.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;
using testutil::ScopedEnv;

EnvLookup env(std::map<std::string, std::string> vars) {
  return [vars](const char* name) {
    const auto it = vars.find(name);
    return it == vars.end() ? std::string() : it->second;
  };
}

std::vector<std::string> dirs(const std::vector<DataCandidate>& cs) {
  std::vector<std::string> out;
  for (const DataCandidate& c : cs) out.push_back(c.dir.string());
  return out;
}

TEST(DataLookup, TheOrderOfTheFoldersTried) {
  EXPECT_EQ(dirs(dataDirCandidates("/opt/rs/bin", env({}))),
            (std::vector<std::string>{"/opt/rs/bin/data", "/opt/rs/share/retrosim",
                                      "/usr/local/share/retrosim", "/usr/share/retrosim"}));
  const auto cs = dataDirCandidates(
      "/opt/rs/bin", env({{"RETROSIM_DATA_DIR", "/mine"}, {"XDG_DATA_DIRS", "/a:relative::/b/"}}));
  // a relative or empty entry of XDG_DATA_DIRS is no folder (the base directory spec)
  EXPECT_EQ(dirs(cs), (std::vector<std::string>{"/mine", "/opt/rs/bin/data", "/opt/rs/share/retrosim",
                                                "/a/retrosim", "/b/retrosim"}));
  EXPECT_EQ(cs[0].origin, "$RETROSIM_DATA_DIR");
  EXPECT_EQ(cs[1].origin, "next to the program");
  EXPECT_EQ(cs[2].origin, "the program's prefix");
  EXPECT_EQ(cs[3].origin, "$XDG_DATA_DIRS");
}

TEST(DataLookup, TheFirstFolderWithMapsWins) {
  const fs::path dir = tempDir("data_lookup");
  fs::create_directories(dir / "empty");  // no rf/maps: passed over
  fs::create_directories(dir / "second/rf/maps");
  fs::create_directories(dir / "third/rf/maps");
  const std::vector<DataCandidate> cs{
      {dir / "missing", "a"}, {dir / "empty", "b"}, {dir / "second", "c"}, {dir / "third", "d"}};
  EXPECT_EQ(findDataDir(cs), dir / "second");
  EXPECT_EQ(findDataDir({cs[0], cs[1]}), fs::path());
  EXPECT_EQ(noDataMessage({cs[0], cs[1]}), "no retrosim data (a folder with rf/maps): tried " +
                                               (dir / "missing").string() + ", " + (dir / "empty").string() +
                                               "; set $RETROSIM_DATA_DIR to the folder that has it");
}

TEST(DataLookup, TheBuiltProgramFindsTheBuildTreesData) {
  const CliResult r = runCli("paths");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("data         " + (fs::path(RETROSIM_BINARY_DIR) / "data").string() + "\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("* " + (fs::path(RETROSIM_BINARY_DIR) / "data").string()), std::string::npos) << r.out;
}

TEST(Outputs, InTheCacheFolder) {
  EXPECT_EQ(outputsDir(env({{"XDG_CACHE_HOME", "/c"}, {"HOME", "/h"}})), fs::path("/c/retrosim"));
  EXPECT_EQ(outputsDir(env({{"HOME", "/h"}})), fs::path("/h/.cache/retrosim"));
  EXPECT_EQ(outputsDir(env({{"XDG_CACHE_HOME", "rel"}, {"HOME", "/h"}})), fs::path("/h/.cache/retrosim"));
  EXPECT_THROW((void)outputsDir(env({})), std::runtime_error);
  EXPECT_EQ(outputsDirHelp("demo"), "$XDG_CACHE_HOME/retrosim/demo, else ~/.cache/retrosim/demo");
}

TEST(PathsCommand, PrintsEveryFolderInUse) {
  const CliResult r = runCli("paths");
  ASSERT_EQ(r.code, 0) << r.err;
  const fs::path home = testutil::processHome();
  for (const std::string& line : {"settings     " + (home / "config/retrosim/retrosim.ini").string(),
                                  "high scores  " + (home / "data/retrosim/rf_scores.bin").string(),
                                  "progress     " + (home / "data/retrosim/rf_progress.bin").string(),
                                  "outputs      " + (home / "cache/retrosim").string()}) {
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
  }
}

// A copy of the program alone in a folder (nothing beside it, in its prefix or in
// XDG_DATA_DIRS): one line naming every folder it tried; RETROSIM_DATA_DIR then finds the data.
TEST(DataLookup, NoDataAnywhereIsOneLineNamingTheFoldersTried) {
  const fs::path dir = tempDir("lone_program");
  fs::create_directories(dir / "bin");
  std::error_code ec;
  fs::create_hard_link(retrosimPath(), dir / "bin/retrosim", ec);
  if (ec) fs::copy_file(retrosimPath(), dir / "bin/retrosim");
  const ScopedEnv dataDirs("XDG_DATA_DIRS", (dir / "nowhere").c_str());
  const ScopedEnv noData("RETROSIM_DATA_DIR", nullptr);
  const std::string program = (dir / "bin/retrosim").string();
  for (const char* cmd : {"rf demo --no-pictures", "demo", "paths"}) {
    const CliResult r = runProgram(program, cmd);
    EXPECT_EQ(r.code, 1) << cmd;
    EXPECT_EQ(r.err, "retrosim: no retrosim data (a folder with rf/maps): tried " +
                         (dir / "bin/data").string() + ", " + (dir / "share/retrosim").string() + ", " +
                         (dir / "nowhere/retrosim").string() +
                         "; set $RETROSIM_DATA_DIR to the folder that has it\n")
        << cmd;
  }
  const ScopedEnv data("RETROSIM_DATA_DIR", (fs::path(RETROSIM_BINARY_DIR) / "data").c_str());
  const CliResult r = runProgram(program, "paths");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("* " + (fs::path(RETROSIM_BINARY_DIR) / "data").string()), std::string::npos) << r.out;
}

}  // namespace
}  // namespace app::test
