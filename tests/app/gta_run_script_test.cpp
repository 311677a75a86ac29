// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta run --input SCRIPT --trace OUT.jsonl --png DIR: the scripted fire run on
// NYC (skipped when RETROSIM_GTA1_DATA is unset) and a bad script line.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/file_io.hpp"

namespace {

using app::test::runCli;

std::string gtaDataDir() {
  const char* d = std::getenv("RETROSIM_GTA1_DATA");
  return d ? d : "";
}

std::string lineOf(const std::string& text, int n) {
  size_t at = 0;
  for (int i = 1; i < n && at != std::string::npos; ++i) at = text.find('\n', at) + 1;
  return text.substr(at, text.find('\n', at) - at);
}

TEST(GtaRunScriptCli, AFireRunTracesTheEngineAndItsJet) {
  const std::string dir = gtaDataDir();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const auto tmp = app::test::tempDir("gta_run_script");
  core::writeFileAtomic((tmp / "fire.txt").string(),
                        std::string_view("# 8 blocks south of station 3\n0 fire 76,46,3\n"));
  const auto r = runCli("gta run --ini " + dir + "/MISSION.INI --section 1 --frames 620 --input " +
                        (tmp / "fire.txt").string() + " --trace " + (tmp / "t.jsonl").string() + " --png " +
                        (tmp / "png").string() + " --every 100");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("ran 620 frames with 1 script commands"), std::string::npos) << r.out;
  const std::vector<uint8_t> bytes = testutil::readAll((tmp / "t.jsonl").string());
  const std::string trace(bytes.begin(), bytes.end());
  const std::string first = lineOf(trace, 1);
  EXPECT_EQ(first.rfind("{\"frame\":1,\"cars\":[{\"slot\":215,\"model\":42,", 0), 0u) << first;
  EXPECT_NE(first.find("\"fires\":[{\"x\":4864,\"y\":2944,\"z\":192,\"engine\":215}]"), std::string::npos)
      << first;
  EXPECT_NE(first.find("\"type\":18"), std::string::npos);  // the fire object 0x12
  EXPECT_NE(first.find("\"type\":50"), std::string::npos);  // the hose 0x32
  const std::string spraying = lineOf(trace, 604);          // the jet (docs/gta-fire-engines.md)
  EXPECT_EQ(spraying.rfind("{\"frame\":604,", 0), 0u);
  size_t jet = 0;
  for (size_t at = spraying.find("\"type\":48"); at != std::string::npos;
       at = spraying.find("\"type\":48", at + 1))
    ++jet;
  EXPECT_EQ(jet, 8u);  // 8 pieces of 0x30 and the end
  EXPECT_NE(spraying.find("\"type\":49"), std::string::npos);
  EXPECT_NE(spraying.find("FireEngineJet"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(tmp / "png" / "frame_000100.png"));
  EXPECT_TRUE(std::filesystem::exists(tmp / "png" / "frame_000200.png"));
}

TEST(GtaRunScriptCli, ABadLineIsOneErrorNamingIt) {
  const std::string dir = gtaDataDir();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const auto tmp = app::test::tempDir("gta_run_script_bad");
  core::writeFileAtomic((tmp / "bad.txt").string(), std::string_view("0 fire 76,46,3\n5 fire 76,46\n"));
  const auto r =
      runCli("gta run --ini " + dir + "/MISSION.INI --section 1 --input " + (tmp / "bad.txt").string());
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("bad.txt: line 2: expected x,y,z, found '76,46'"), std::string::npos) << r.err;
}

}  // namespace
