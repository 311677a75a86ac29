// SPDX-License-Identifier: GPL-3.0-or-later
// `retrosim rf demo` (what `retrosim` runs without a display): the whole game on
// proving_strait, played by the computer player, ends with side 0's win at tick 3668, tells what
// happened, how fast it ran, and leaves its pictures and a contact sheet.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "core/image.hpp"

namespace app::test {
namespace {

TEST(RfDemo, AWholeGameWithPicturesAndAContactSheet) {
  const auto dir = tempDir("rf_demo");
  const auto r = runCli("rf demo -o " + dir.string() + " --every 600");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("EndGame: side 0 wins at tick 3668 (0:58.688)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("destroyed: BNO_TOWER"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the jeep takes the flag"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("x real time"), std::string::npos) << r.out;
  // frames 0, 600, 1200, 1800 and the last
  for (const char* f : {"frame_000000.png", "frame_000600.png", "frame_001800.png"}) {
    EXPECT_TRUE(std::filesystem::exists(dir / f)) << f;
  }
  const core::Image sheet = core::Image::decodePng(testutil::readAll((dir / "contact_sheet.png").string()), "sheet");
  EXPECT_EQ(sheet.width(), 2 + 5 * (160 + 2));
  EXPECT_EQ(sheet.height(), 2 + 120 + 2);
}

// With no folder named, the pictures go into the outputs folder, $XDG_CACHE_HOME/retrosim/demo
// (app/paths.hpp: this process's own home, test_home.hpp), and the demo says so.
TEST(RfDemo, WithoutADisplayRetrosimRunsIt) {
  const char* old = std::getenv("DISPLAY");
  const std::string saved = old != nullptr ? old : "";
  ::unsetenv("DISPLAY");
  ::unsetenv("WAYLAND_DISPLAY");
  const auto r = runCli("");
  if (!saved.empty()) ::setenv("DISPLAY", saved.c_str(), 1);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("retrosim: no display (DISPLAY is not set): running the headless demo, retrosim rf demo"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("side 0 wins"), std::string::npos);
  const std::filesystem::path out = testutil::processHome() / "cache/retrosim/demo";
  EXPECT_NE(r.out.find("17 pictures in " + out.string() + ", contact sheet " + (out / "contact_sheet.png").string()),
            std::string::npos)
      << r.out;
  const core::Image sheet = core::Image::decodePng(testutil::readAll((out / "contact_sheet.png").string()), "sheet");
  // 17 pictures (frames 0, 120, ..., 1800 and the last, 1834), 6 a row
  EXPECT_EQ(sheet.width(), 2 + 6 * (160 + 2));
  EXPECT_EQ(sheet.height(), 2 + 3 * (120 + 2));
}

}  // namespace
}  // namespace app::test
