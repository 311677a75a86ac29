// SPDX-License-Identifier: GPL-3.0-or-later
// `retrosim rf demo` (what `retrosim` runs without a display): the whole game on
// proving_strait, played by the computer player, ends with side 0's win at tick 3562, tells what
// happened in the players' words, how fast it ran, and leaves its pictures and a contact
// sheet; pictures that cannot be written are one line and exit 1 before the game runs.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "test_read.hpp"
#include "app/cli_measured.hpp"
#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "core/image.hpp"

namespace app::test {
namespace {

TEST(RfDemo, AWholeGameWithPicturesAndAContactSheet) {
  const auto dir = tempDir("rf_demo");
  const auto r = runCli("rf demo -o " + dir.string() + " --every 600");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("EndGame: Blue wins (side 0) at tick 3562 (0:56.992)"), std::string::npos) << r.out;
  // the story in the players' words (app/rf_words.hpp), not the tables' names
  EXPECT_NE(r.out.find("  launched: the tank\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  destroyed: a tower\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  launched: the jeep\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  Blue wins\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("BNO_"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the jeep takes the flag"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("x real time"), std::string::npos) << r.out;
  // frames 0, 600, 1200 and the last, 1781
  for (const char* f : {"frame_000000.png", "frame_000600.png", "frame_001200.png", "frame_001781.png"}) {
    EXPECT_TRUE(std::filesystem::exists(dir / f)) << f;
  }
  const core::Image sheet = core::Image::decodePng(testutil::readAll((dir / "contact_sheet.png").string()), "sheet");
  EXPECT_EQ(sheet.width(), 2 + 4 * (160 + 2));
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
  EXPECT_NE(r.out.find("Blue wins (side 0)"), std::string::npos);
  const std::filesystem::path out = testutil::processHome() / "cache/retrosim/demo";
  EXPECT_NE(r.out.find("16 pictures in " + out.string() + ", contact sheet " + (out / "contact_sheet.png").string()),
            std::string::npos)
      << r.out;
  const core::Image sheet = core::Image::decodePng(testutil::readAll((out / "contact_sheet.png").string()), "sheet");
  // 16 pictures (frames 0, 120, ..., 1680 and the last, 1781), 6 a row
  EXPECT_EQ(sheet.width(), 2 + 6 * (160 + 2));
  EXPECT_EQ(sheet.height(), 2 + 3 * (120 + 2));
}

// Pictures that cannot be written (a read-only HOME, an outputs folder under a file) are one
// line and exit 1, said before the game runs; not a raw filesystem error, not exit 0.
TEST(RfDemo, PicturesThatCannotBeWrittenAreOneLineAndExit1) {
  testutil::TempDir top;
  ::chmod(top.path().c_str(), 0755);
  // the outputs folder under a regular file: no one can make it, root neither
  const std::filesystem::path file = top / "a_file";
  std::ofstream(file) << "x";
  const std::string noDisplay = "env -u DISPLAY -u WAYLAND_DISPLAY ";
  const MeasuredRun underFile = runMeasured("", noDisplay + "XDG_CACHE_HOME=" + (file / "cache").string() + " ");
  EXPECT_EQ(underFile.r.code, 1) << underFile.r.err;
  EXPECT_EQ(underFile.r.err, "retrosim: the demo's pictures cannot be written to " + (file / "cache/retrosim/demo").string() +
                                 ": Not a directory (name another folder with -o DIR, or run without pictures: "
                                 "--no-pictures)\n");
  EXPECT_EQ(underFile.r.out.find("EndGame"), std::string::npos) << "the game ran first";
  // a read-only HOME (and no XDG_CACHE_HOME): as another user when the tests run as root
  const std::filesystem::path home = top / "home";
  std::filesystem::create_directories(home);
  ::chmod(home.c_str(), 0555);
  std::string prefix = noDisplay + "-u XDG_CACHE_HOME HOME=" + home.string() + " ";
  if (::geteuid() == 0) {
    if (std::system("command -v setpriv >/dev/null 2>&1") != 0) GTEST_SKIP() << "root without setpriv";
    prefix = "setpriv --reuid=65534 --regid=65534 --clear-groups " + prefix;
  }
  const MeasuredRun readOnly = runMeasured("", prefix);
  ::chmod(home.c_str(), 0755);
  EXPECT_EQ(readOnly.r.code, 1) << readOnly.r.err;
  EXPECT_EQ(readOnly.r.err, "retrosim: the demo's pictures cannot be written to " + (home / ".cache/retrosim/demo").string() +
                                ": Permission denied (name another folder with -o DIR, or run without pictures: "
                                "--no-pictures)\n");
  EXPECT_EQ(readOnly.r.out.find("EndGame"), std::string::npos) << "the game ran first";
}

}  // namespace
}  // namespace app::test
