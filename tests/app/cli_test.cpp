// SPDX-License-Identifier: GPL-3.0-or-later
// The retrosim program as a user meets it: exit codes 0 ok / 1 failure / 2 bad usage,
// one line on stderr per failure, the rf map subcommands end to end.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/bytes.hpp"
#include "core/image.hpp"
#include "core/file_io.hpp"
#include "rf/data/rfm.hpp"

namespace {

using app::test::lineCount;
using app::test::readText;
using app::test::runCli;
using app::test::tempDir;
namespace fs = std::filesystem;

const std::string kMaps = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/";
const std::string kSources = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/";

TEST(Cli, HelpAndVersion) {
  auto r = runCli("--help");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("rf"), std::string::npos);
  EXPECT_NE(r.out.find("gta"), std::string::npos);
  r = runCli("--version");
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out, std::string("retrosim ") + RETROSIM_VERSION_STRING + "\n");
  EXPECT_EQ(runCli("rf map render --help").code, 0);
}

TEST(Cli, BadUsageExitsTwo) {
  EXPECT_EQ(runCli("no-such-command").code, 2);
  EXPECT_EQ(runCli("rf map render").code, 2);                      // missing -o
  EXPECT_EQ(runCli("rf map render x.rfm -o x.png --scale 99").code, 2);  // out of range
  EXPECT_EQ(runCli("rf map").code, 2);                              // a subcommand is required
}

TEST(Cli, ValidateBundledMaps) {
  const auto r = runCli("rf map validate " + kMaps + "*.rfm");
  EXPECT_EQ(r.code, 0) << r.err;
  // the five hand-drawn maps and the pack's 32 (docs/maps.md)
  EXPECT_NE(r.out.find("37 of 37 maps valid"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST(Cli, ValidateReportsEachFailureOnOneLine) {
  const auto dir = tempDir("validate");
  const auto good = dir / "good.rfm";
  const auto bad = dir / "bad.rfm";
  const auto cut = dir / "cut.rfm";
  fs::copy_file(fs::path(kMaps) / "driftwood_cay.rfm", good);
  std::vector<uint8_t> bytes = testutil::readAll(good.string());
  bytes[0] = 'X';  // bad magic
  core::writeFileAtomic(bad.string(), bytes);
  bytes = testutil::readAll(good.string());
  bytes.resize(0x30);  // truncated header
  core::writeFileAtomic(cut.string(), bytes);
  const auto r = runCli("rf map validate " + good.string() + " " + bad.string() + " " + cut.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 2) << r.err;
  EXPECT_NE(r.err.find(bad.string() + ": offset 0x0: expected"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(cut.string() + ": offset 0x"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("1 of 3 maps valid"), std::string::npos) << r.out;
}

TEST(Cli, MissingFileIsOneLineAndExitOne) {
  const auto r = runCli("rf map info /nonexistent/map.rfm");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_NE(r.err.find("/nonexistent/map.rfm"), std::string::npos);
}

TEST(Cli, InfoJsonDescribesTheWorld) {
  const auto r = runCli("rf map info --json " + kMaps + "twin_harbours.rfm");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["title"], "Twin Harbours");
  EXPECT_EQ(j["players"], 2);
  EXPECT_EQ(j["valid"], true);
  EXPECT_EQ(j["teams"][0]["pads"].size(), 1u);
  EXPECT_EQ(j["teams"][1]["pads"].size(), 1u);
  EXPECT_GT(j["teams"][0]["flagSites"].size(), 1u);
  EXPECT_EQ(j["options"]["jeep"], 8);
  EXPECT_GT(j["objects"]["BNO_WALL_H"].get<int>(), 0);
}

TEST(Cli, RenderWritesAPngOfTheRequestedScale) {
  const auto dir = tempDir("render");
  const auto png = dir / "m.png";
  const auto r = runCli("rf map render " + kMaps + "driftwood_cay.rfm -o " + png.string() + " --scale 4 --no-legend");
  ASSERT_EQ(r.code, 0) << r.err;
  const core::Image img = core::Image::decodePng(testutil::readAll(png.string()), png.string());
  EXPECT_EQ(img.width(), 128 * 4);
  EXPECT_EQ(img.height(), 128 * 4);
  EXPECT_FALSE(fs::exists(png.string() + ".tmp"));
}

TEST(Cli, TextAndNewRoundTripExactly) {
  const auto dir = tempDir("roundtrip");
  const auto txt = dir / "m.txt";
  const auto rfm = dir / "m.rfm";
  ASSERT_EQ(runCli("rf map text " + kMaps + "saltmarsh_reach.rfm -o " + txt.string()).code, 0);
  const auto r = runCli("rf map new " + txt.string() + " -o " + rfm.string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(testutil::readAll(rfm.string()), testutil::readAll(kMaps + "saltmarsh_reach.rfm"));
}

TEST(Cli, NewRefusesAnUnplayableMapUnlessAsked) {
  const auto dir = tempDir("unplayable");
  const auto txt = dir / "empty.txt";
  const auto rfm = dir / "empty.rfm";
  rf::saveRfm(rf::makeEmptyRfm("Nothing Here", 1, 1), (dir / "seed.rfm").string());
  ASSERT_EQ(runCli("rf map text " + (dir / "seed.rfm").string() + " -o " + txt.string()).code, 0);
  auto r = runCli("rf map new " + txt.string() + " -o " + rfm.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_FALSE(fs::exists(rfm));
  r = runCli("rf map new --no-check " + txt.string() + " -o " + rfm.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::exists(rfm));
}

TEST(Cli, SummaryOfAFolder) {
  const auto dir = tempDir("summary");
  for (const char* m : {"driftwood_cay", "meridian_rift"}) {
    fs::copy_file(fs::path(kMaps) / (std::string(m) + ".rfm"), dir / (std::string(m) + ".RFM"));
  }
  core::writeFileAtomic((dir / "broken.rfm").string(), std::string("WRL"));
  const auto out = dir / "summary.json";
  const auto r = runCli("rf map summary " + dir.string() + " -o " + out.string());
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(readText(out));
  EXPECT_EQ(j["count"], 3);
  EXPECT_EQ(j["maps"].size(), 2u);
  ASSERT_EQ(j["failures"].size(), 1u);
  EXPECT_NE(j["failures"][0]["error"].get<std::string>().find("broken.rfm"), std::string::npos);
}

TEST(Cli, OriginalLayoutByLevelNumber) {
  const auto dir = tempDir("cd");
  const auto level = dir / "worlds" / "1Player" / "Level3";
  fs::create_directories(level);
  fs::copy_file(fs::path(kMaps) / "driftwood_cay.rfm", level / "rfmap021.rfm");
  auto r = runCli("rf map info --data " + dir.string() + " --level 21");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Driftwood Cay"), std::string::npos);
  r = runCli("rf map info --data " + dir.string() + " --level 22");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1);
  r = runCli("rf map validate --data " + dir.string());
  EXPECT_EQ(r.code, 0) << r.err;
}

// With no -o, into the outputs folder ($XDG_CACHE_HOME/retrosim/maps: this process's own
// home, test_home.hpp), and it says where.
TEST(Cli, DemoDrawsEveryBundledMap) {
  const fs::path dir = testutil::processHome() / "cache/retrosim/maps";
  const auto r = runCli("demo");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("pictures in " + dir.string()), std::string::npos) << r.out;
  for (const auto& e : fs::directory_iterator(kMaps)) {
    const fs::path png = dir / (e.path().stem().string() + ".png");
    EXPECT_TRUE(fs::exists(png)) << e.path();
    EXPECT_NE(r.out.find("  picture   " + png.string() + "\n"), std::string::npos) << png;
  }
}

}  // namespace
