// SPDX-License-Identifier: GPL-3.0-or-later
// `retrosim gta play`: mission 1 of the real MISSION.INI (RETROSIM_GTA1_DATA; skipped when
// unset) in a window under the test's own Xvfb (skipped without Xvfb): the city in 3D with
// building sides, and a scripted fire whose engine comes in the window's pictures.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

#include "app/cli_run.hpp"
#include "app/xvfb.hpp"
#include "core/file_io.hpp"
#include "core/image.hpp"
#include "test_read.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

std::string gtaData() {
  const char* d = std::getenv("RETROSIM_GTA1_DATA");
  return d ? d : "";
}

int sidesOf(const std::string& out) {
  const size_t at = out.find("blocks, ");
  return at == std::string::npos ? -1 : std::stoi(out.substr(at + 8));
}

TEST(GtaPlay, Nyc1OpensInAWindowWithTheCityIn3D) {
  const std::string dir = gtaData();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const OwnXvfb x;
  if (x.display().empty()) GTEST_SKIP() << "skipped: no Xvfb";
  windowEnv(x.display());
  const fs::path shot = tempDir("gta_play") / "shot.png";
  const auto r = runCli("gta play --ini " + dir + "/MISSION.INI --section 1 --frames 40 --dt 2 --screenshot " +
                        shot.string());
  headlessEnv();
  ASSERT_EQ(r.code, 0) << r.err;
  // 40 window frames of 32 ms: 1280 ms of the 70 Hz timer, 89 ticks, 29 frames of 3 ticks
  EXPECT_NE(r.out.find("ran 40 window frames, frame counter 29"), std::string::npos) << r.out;
  EXPECT_GT(sidesOf(r.out), 0) << r.out;  // building sides
  const core::Image img = core::Image::decodePng(testutil::readAll(shot.string()), "shot");
  EXPECT_EQ(img.width(), 640);
  EXPECT_EQ(img.height(), 480);
  EXPECT_GE(std::set<core::Rgba>(img.pixels().begin(), img.pixels().end()).size(), 64u);
  fs::copy_file(shot, fs::path(RETROSIM_BINARY_DIR) / "gta_play_window.png", fs::copy_options::overwrite_existing);
}

TEST(GtaPlay, AScriptedFireAndItsEngineAppearInThePictures) {
  const std::string dir = gtaData();
  if (dir.empty()) GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const OwnXvfb x;
  if (x.display().empty()) GTEST_SKIP() << "skipped: no Xvfb";
  windowEnv(x.display());
  const fs::path tmp = tempDir("gta_play_fire");
  core::writeFileAtomic((tmp / "fire.txt").string(), std::string_view("0 fire 76,46,3\n"));
  const auto r = runCli("gta play --ini " + dir + "/MISSION.INI --section 1 --frames 60 --dt 2 --speed 16 --input " +
                        (tmp / "fire.txt").string() + " --png " + (tmp / "png").string() + " --every 6");
  headlessEnv();
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("event 1: fire registered at block (76,46,3)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("fire engine dispatched"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("fire engine sprays"), std::string::npos) << r.out;
  // the pictures: the engine's red body in the later ones (it drives into the picture)
  int withEngine = 0, pictures = 0;
  for (const auto& e : fs::directory_iterator(tmp / "png")) {
    const core::Image img = core::Image::decodePng(testutil::readAll(e.path().string()), e.path().string());
    ++pictures;
    int red = 0;
    for (core::Rgba p : img.pixels()) red += p == 0xc81818ff ? 1 : 0;
    withEngine += red > 100 ? 1 : 0;
  }
  EXPECT_EQ(pictures, 10);
  EXPECT_GE(withEngine, 3);
}

}  // namespace
}  // namespace app::test
