// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta ... on the real GTA data (skipped when RETROSIM_GTA1_DATA is unset).
#include <gtest/gtest.h>

#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/bytes.hpp"
#include "core/image.hpp"
#include "core/file_io.hpp"

namespace {

using app::test::runCli;

std::string gtaData() {
  const char* d = std::getenv("RETROSIM_GTA1_DATA");
  return d ? d : "";
}

#define REQUIRE_GTA_DATA()                                              \
  if (gtaData().empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set"; \
  static_assert(true)

TEST(GtaCli, MapInfoJsonCountsTheSections) {
  REQUIRE_GTA_DATA();
  const auto r = runCli("gta map info --json " + gtaData() + "/NYC.CMP");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["version"], 331);
  EXPECT_EQ(j["objects"], 3015);
  EXPECT_EQ(j["blocks"], 5318);
  EXPECT_EQ(j["paths"], 23);
  EXPECT_EQ(j["roadblockVertices"], 99);
  EXPECT_EQ(j["navZones"], 28);
}

TEST(GtaCli, MapRenderDrawsTheCity) {
  REQUIRE_GTA_DATA();
  const auto png = app::test::tempDir("gta_render") / "nyc.png";
  const auto r = runCli("gta map render " + gtaData() + "/NYC.CMP -o " + png.string() + " --scale 2");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto img = core::Image::decodePng(testutil::readAll(png.string()), png.string());
  EXPECT_EQ(img.width(), 512);
  EXPECT_EQ(img.height(), 512);
}

TEST(GtaCli, MissionListAndShow) {
  REQUIRE_GTA_DATA();
  auto r = runCli("gta mission list " + gtaData() + "/MISSION.INI");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "[1] Easy Liberty City NEW  (number 22, nyc.cmp, style 0, line 1)\n");
  r = runCli("gta mission show " + gtaData() + "/MISSION.INI 1");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("571 object lines, 1240 command lines"), std::string::npos);
  r = runCli("gta mission show " + gtaData() + "/MISSION.INI 7");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(app::test::lineCount(r.err), 1) << r.err;
}

TEST(GtaCli, BadCmpIsOneLine) {
  const auto dir = app::test::tempDir("gta_bad");
  core::writeFileAtomic((dir / "bad.cmp").string(), std::string(100, '\0'));
  const auto r = runCli("gta map info " + (dir / "bad.cmp").string());
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(app::test::lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("bad.cmp: offset 0x"), std::string::npos) << r.err;
}

}  // namespace
