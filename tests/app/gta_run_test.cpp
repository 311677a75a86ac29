// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta run: a MISSION.INI level run headless (the real data tests are skipped when
// RETROSIM_GTA1_DATA is unset).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "app/cli_run.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace {

using app::test::runCli;

std::string gtaDataDir() {
  const char* d = std::getenv("RETROSIM_GTA1_DATA");
  return d ? d : "";
}

std::string hashLine(const std::string& out) {
  const size_t at = out.find("hash ");
  return at == std::string::npos ? "" : out.substr(at, out.find('\n', at) - at);
}

TEST(GtaRunCli, Mission1GivesTheSameHashTwice) {
  const std::string dir = gtaDataDir();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const std::string args = "gta run --ini " + dir + "/MISSION.INI --section 1 --frames 40 --hash";
  const auto a = runCli(args);
  ASSERT_EQ(a.code, 0) << a.err;
  const auto b = runCli(args);
  ASSERT_EQ(b.code, 0) << b.err;
  EXPECT_NE(a.out.find("571 script objects, 1240 commands"), std::string::npos) << a.out;
  EXPECT_NE(a.out.find("ran 40 frames (120 ticks of 70 Hz)"), std::string::npos) << a.out;
  ASSERT_EQ(hashLine(a.out).size(), 5u + 16u) << a.out;
  EXPECT_EQ(hashLine(a.out), hashLine(b.out));
  // A different length of run gives a different state.
  const auto c = runCli("gta run --ini " + dir + "/MISSION.INI --section 1 --frames 41 --hash");
  ASSERT_EQ(c.code, 0) << c.err;
  EXPECT_NE(hashLine(a.out), hashLine(c.out));
}

TEST(GtaRunCli, PngEveryKFrames) {
  const std::string dir = gtaDataDir();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const auto out = app::test::tempDir("gta_run_png");
  const auto r = runCli("gta run --ini " + dir + "/MISSION.INI --section 1 --frames 6 --png " + out.string() +
                        " --every 3");
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* f : {"frame_000000.png", "frame_000003.png", "frame_000006.png"})
    EXPECT_TRUE(std::filesystem::exists(out / f)) << f;
  EXPECT_FALSE(std::filesystem::exists(out / "frame_000001.png"));
}

TEST(GtaRunCli, FatalCodeOfABadLineIsOneClearMessage) {
  const std::string dir = gtaDataDir();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const auto tmp = app::test::tempDir("gta_run_bad");
  const std::string ini = (tmp / "MISSION.INI").string();
  core::writeFileAtomic(ini, std::string_view("[1]\r\nBad, 22, nyc.cmp, 0,\r\n100 1 1 1 1 0\r\n"
                                              "0 1 (1,1,4) TELEPHONE 0 oops\r\n-1\r\n-1\r\n"));
  const auto r = runCli("gta run --ini " + ini + " --section 1 --data " + dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(app::test::lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("-0xb1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("line 4"), std::string::npos) << r.err;
}

TEST(GtaRunCli, MissingCityOrSectionFails) {
  const auto tmp = app::test::tempDir("gta_run_missing");
  const std::string ini = (tmp / "MISSION.INI").string();
  core::writeFileAtomic(ini,
                        std::string_view("[1]\r\nX, 22, nowhere.cmp, 0,\r\n100 1 1 1 1 0\r\n-1\r\n-1\r\n"));
  const auto r = runCli("gta run --ini " + ini + " --section 1");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("nowhere.cmp"), std::string::npos) << r.err;
  const auto s = runCli("gta run --ini " + ini + " --section 7");
  EXPECT_EQ(s.code, 1);
  EXPECT_EQ(app::test::lineCount(s.err), 1) << s.err;
  const auto u = runCli("gta run --section 1");
  EXPECT_EQ(u.code, 2);  // --ini is required
}

}  // namespace
