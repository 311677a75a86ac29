// SPDX-License-Identifier: GPL-3.0-or-later
// Finding RFMAPnnn.RFM on a fake original CD layout with mixed-case names.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <fstream>
#include <string>
#include <tuple>
#include <vector>

#include "rf/data/original_layout.hpp"
#include "rf/data/rfm.hpp"
#include "rfm_test_util.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

class OriginalLayout : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "rf_layout_XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override { fs::remove_all(dir_); }

  void touch(const std::string& rel) {
    const fs::path p = dir_ / rel;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << "x";
  }

  // The layout most tests use: upper, lower and mixed case names, plus noise.
  void makeLayout() {
    touch("Worlds/1player/LEVEL1/RFMAP001.RFM");
    touch("Worlds/1player/LEVEL1/rfmap002.rfm");
    touch("Worlds/1player/LEVEL1/readme.txt");
    touch("Worlds/1player/LEVEL1/RFMAP01.RFM");     // two digits: not a map
    touch("Worlds/1player/LEVEL1/RFMAP003.RFM.BAK");
    fs::create_directories(dir_ / "Worlds/1player/LEVEL1/RFMAP004.RFM");  // a folder
    touch("Worlds/1player/level3/RfMap057.Rfm");
    touch("Worlds/1player/LEVEL10/RFMAP005.RFM");   // not LEVEL1..9
    touch("Worlds/1player/LEVEL0/RFMAP006.RFM");
    touch("Worlds/2PLAYER/Level9/RFMAP204.RFM");
    touch("Worlds/2PLAYER/level2/rfmap101.RFM");
  }

  std::string dir() const { return dir_.string(); }

  fs::path dir_;
};

std::string errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const OriginalLayoutError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST_F(OriginalLayout, FindsMapsWhateverTheCase) {
  makeLayout();
  const OriginalMap m57 = findOriginalMap(dir_, 57);
  EXPECT_EQ(m57.number, 57);
  EXPECT_EQ(m57.players, 1);
  EXPECT_EQ(m57.levelFolder, 3);
  EXPECT_EQ(m57.path, dir_ / "Worlds/1player/level3/RfMap057.Rfm");
  EXPECT_EQ(findOriginalMap(dir_, 2).path, dir_ / "Worlds/1player/LEVEL1/rfmap002.rfm");
  const OriginalMap m204 = findOriginalMap(dir_, 204);
  EXPECT_EQ(m204.players, 2);
  EXPECT_EQ(m204.levelFolder, 9);
  EXPECT_EQ(m204.path, dir_ / "Worlds/2PLAYER/Level9/RFMAP204.RFM");
  EXPECT_EQ(findOriginalMap(dir_, 101).levelFolder, 2);
}

TEST_F(OriginalLayout, MissingMapNamesTheFolderSearched) {
  makeLayout();
  EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, 58); }),
            "map 58 not found under " + dir() + "/Worlds/1player/LEVEL1..9");
  EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, 5); }),  // only in LEVEL10, which is ignored
            "map 5 not found under " + dir() + "/Worlds/1player/LEVEL1..9");
  EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, 4); }),  // a folder, not a file
            "map 4 not found under " + dir() + "/Worlds/1player/LEVEL1..9");
  EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, 150); }),
            "map 150 not found under " + dir() + "/Worlds/2PLAYER/LEVEL1..9");
}

TEST_F(OriginalLayout, NumberOutOfRange) {
  makeLayout();
  for (int n : {0, -1, 205, 1000}) {
    EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, n); }),
              "map " + std::to_string(n) + " does not exist (expected 1..100 for one player or 101..204 for two)");
  }
}

TEST_F(OriginalLayout, NoWorldsFolder) {
  touch("MOVIES/INTRO.STM");
  const std::string want =
      dir() + ": no WORLDS folder (expected the Return Fire CD layout WORLDS/1PLAYER/LEVELn/RFMAPnnn.RFM)";
  EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, 1); }), want);
  EXPECT_EQ(errorOf([&] { listOriginalMaps(dir_); }), want);
  touch("worlds");  // a file named like the folder does not count
  EXPECT_EQ(errorOf([&] { listOriginalMaps(dir_); }), want);
}

TEST_F(OriginalLayout, NotAFolder) {
  const fs::path missing = dir_ / "nothing";
  EXPECT_EQ(errorOf([&] { findOriginalMap(missing, 1); }),
            missing.string() +
                ": not a folder (expected the Return Fire CD layout WORLDS/1PLAYER/LEVELn/RFMAPnnn.RFM)");
}

TEST_F(OriginalLayout, MissingPlayerFolder) {
  touch("worlds/1PLAYER/LEVEL1/RFMAP001.RFM");
  EXPECT_EQ(errorOf([&] { findOriginalMap(dir_, 101); }),
            dir() +
                "/worlds: no 2PLAYER folder (expected the Return Fire CD layout "
                "WORLDS/1PLAYER/LEVELn/RFMAPnnn.RFM)");
  EXPECT_EQ(listOriginalMaps(dir_).size(), 1u);
}

TEST_F(OriginalLayout, ListsEveryMapSortedByNumber) {
  makeLayout();
  touch("Worlds/1player/LEVEL2/RFMAP001.RFM");  // a duplicate in a later level folder
  const std::vector<OriginalMap> maps = listOriginalMaps(dir_);
  std::vector<std::tuple<int, int, int>> got;
  for (const OriginalMap& m : maps) got.emplace_back(m.number, m.players, m.levelFolder);
  EXPECT_EQ(got, (std::vector<std::tuple<int, int, int>>{
                     {1, 1, 1}, {1, 1, 2}, {2, 1, 1}, {57, 1, 3}, {101, 2, 2}, {204, 2, 9}}));
  // The first LEVELn folder in order 1..9 wins for --level.
  EXPECT_EQ(findOriginalMap(dir_, 1).levelFolder, 1);
}

TEST_F(OriginalLayout, EmptyWorldsListsNothing) {
  fs::create_directories(dir_ / "WORLDS");
  EXPECT_TRUE(listOriginalMaps(dir_).empty());
}

TEST_F(OriginalLayout, FoundMapLoads) {
  fs::create_directories(dir_ / "worlds/1player/level4");
  saveRfm(test::makeStockLikeMap("Found", 1, 4, true), (dir_ / "worlds/1player/level4/rfmap031.rfm").string());
  const RfmFile m = loadRfm(findOriginalMap(dir_, 31).path.string());
  EXPECT_EQ(m.title(), "Found");
  EXPECT_EQ(m.level(), 4u);
}

}  // namespace
}  // namespace rf
