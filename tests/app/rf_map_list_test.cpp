// SPDX-License-Identifier: GPL-3.0-or-later
// The maps `rf play`'s title lists (app/rf_map_list.hpp): the bundled maps in level order,
// the original's maps of a folder at their game level, a bad map left out with a warning.
#include "app/rf_map_list.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/paths.hpp"
#include "core/file_io.hpp"
#include "rf/data/rfm.hpp"
#include "test_tmpdir.hpp"

namespace app {
namespace {

TEST(RfMapList, TheBundledMapsAreListedByLevel) {
  const std::vector<std::filesystem::path> bundled =
      filesWithExtension(std::filesystem::path(RETROSIM_BINARY_DIR) / "data" / "rf" / "maps", ".rfm");
  const MapList l = listPlayMaps(bundled, "");
  EXPECT_TRUE(l.warnings.empty());
  // the five hand-drawn maps in their order among the pack's 32 (docs/maps.md), by level
  std::vector<std::string> order;
  int level = 0;
  for (const FlowMap& m : l.maps) {
    EXPECT_GE(m.level, level) << m.title;
    level = m.level;
    if (m.title == "Driftwood Cay" || m.title == "Proving Strait" || m.title == "Twin Harbours" ||
        m.title == "Saltmarsh Reach" || m.title == "Meridian Rift")
      order.push_back(m.title + " " + std::to_string(m.level) + "/" + std::to_string(m.players));
  }
  EXPECT_EQ(l.maps.size(), 37u);
  EXPECT_EQ(order, (std::vector<std::string>{"Driftwood Cay 1/1", "Proving Strait 1/2", "Twin Harbours 2/2",
                                             "Saltmarsh Reach 4/1", "Meridian Rift 5/2"}));
  const MapList bad = listPlayMaps({}, "/nonexistent-retrosim-dir");
  ASSERT_EQ(bad.warnings.size(), 1u);
  EXPECT_NE(bad.warnings[0].find("not a folder"), std::string::npos);
}

// --data DIR: the original's maps under DIR (any case of .rfm, any folder), marked as the
// original's, at the level the game plays them (LEVL clamped to 1..9), sorted by level.
TEST(RfMapList, TheOriginalsMapsAreListedAtTheirGameLevel) {
  const testutil::TempDir dir;
  std::filesystem::create_directories(dir / "WORLDS" / "1PLAYER" / "LEVEL3");
  rf::saveRfm(rf::makeEmptyRfm("Third", 1, 3), (dir / "WORLDS" / "1PLAYER" / "LEVEL3" / "RFMAP021.RFM").string());
  rf::RfmFile high = rf::makeEmptyRfm("Too High", 1, 1);
  high.setLevel(12);
  rf::saveRfm(high, (dir / "rfmap099.rfm").string());
  rf::RfmFile untitled = rf::makeEmptyRfm("", 2, 3);
  rf::saveRfm(untitled, (dir / "RFMAP150.RFM").string());
  core::writeFileAtomic((dir / "broken.rfm").string(), std::string_view("WRL"));
  const MapList l = listPlayMaps({}, dir.path());
  ASSERT_EQ(l.maps.size(), 3u);
  EXPECT_EQ(l.maps[0].title, "Third");
  EXPECT_EQ(l.maps[0].level, 3);
  EXPECT_TRUE(l.maps[0].original);
  EXPECT_EQ(l.maps[1].title, "RFMAP150");  // no NAME: the file's name
  EXPECT_EQ(l.maps[1].players, 2);
  EXPECT_EQ(l.maps[2].title, "Too High");
  EXPECT_EQ(l.maps[2].level, 9);
  ASSERT_EQ(l.warnings.size(), 1u);
  EXPECT_NE(l.warnings[0].find("broken.rfm"), std::string::npos) << l.warnings[0];
}

}  // namespace
}  // namespace app
