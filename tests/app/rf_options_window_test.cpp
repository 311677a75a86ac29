// SPDX-License-Identifier: GPL-3.0-or-later
// The options menu in the real window (xdotool under the test's own Xvfb): Esc, OPTIONS, the
// music volume down a step and player 1's launch key (button A) rebound to L, Esc twice
// (back, close: saved); the settings file then says music = 70 and a = L with its comments
// kept; after a restart with that file, L launches the jeep (the trace's zoom) and H does
// nothing any more.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "app/config.hpp"
#include "app/play_window.hpp"
#include "app/xvfb.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/replay.hpp"
#include "test_read.hpp"

namespace app::test {
namespace {

// Whether the trace has the jeep's launch (its zoom), and the frames button A was held.
struct Launch {
  bool jeep = false;
  bool tank = false;
  int aFrames = 0;
};
Launch launchOf(const std::filesystem::path& trace, const std::string& rec) {
  Launch l;
  std::istringstream lines(testutil::readText(trace));
  for (std::string line; std::getline(lines, line);) {
    l.jeep |= line.find("\"mode\":\"zoom\",\"select\":\"jeep\"") != std::string::npos;
    l.tank |= line.find("\"mode\":\"zoom\",\"select\":\"tank\"") != std::string::npos;
  }
  const rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  for (const rf::ReplayFrame& f : r.frames) l.aFrames += (f.words[0] & rf::raw::kA) != 0;
  return l;
}

TEST(RfOptionsWindow, AVolumeAndAKeyChangedInTheMenuAreSavedAndUsedAfterARestart) {
  const OwnXvfb x;
  if (x.display().empty()) GTEST_SKIP() << "skipped: no Xvfb";
  if (sh("command -v xdotool >/dev/null 2>&1") != 0) GTEST_SKIP() << "skipped: no xdotool (./dev installs it)";
  const auto dir = tempDir("rf_options_window");
  const std::filesystem::path ini = dir / "retrosim" / "retrosim.ini";  // XDG_CONFIG_HOME = dir
  windowEnv(x.display());
  ::setenv("RETROSIM_CLOCK", "x8", 1);
  const std::string rec1 = (dir / "first.rsrp").string();
  ASSERT_TRUE(startGame(dir, rec1, "")) << "the window never appeared";
  // keys in one frame are taken in order, but the key for a rebinding must come in a frame
  // after the one that starts listening: it has a call of its own
  const std::string xd = "timeout 30 xdotool key --delay 30 ";
  // the pause menu, OPTIONS; music (row 1) one step down; PLAYER 1 KEYS (row 7); button A
  // (row 4 there), listen, L; back, close (saved), resume
  EXPECT_EQ(sh(xd + "Escape Down Return Down Left Down Down Down Down Down Down Return Down Down Down Down Return"), 0);
  sh("sleep 0.1");
  EXPECT_EQ(sh("timeout 30 xdotool key --delay 100 l Escape Escape Escape"), 0);  // the last closes the pause menu under the options
  leaveGame(dir);
  ASSERT_TRUE(std::filesystem::exists(ini)) << testutil::readText(dir / "err.txt");
  const std::string text = testutil::readText(ini);
  EXPECT_NE(text.find("\nmusic = 70\n"), std::string::npos) << text;
  EXPECT_NE(text.find("; button A (fire, launch)\na = L\n"), std::string::npos) << text;
  EXPECT_NE(testutil::readText(dir / "err.txt").find("saved the settings to"), std::string::npos)
      << testutil::readText(dir / "err.txt");
  const ConfigLoad l = loadOrCreateConfig(ini);
  EXPECT_TRUE(l.warnings.empty());
  EXPECT_EQ(l.config.sound.music, 70);

  // a restart reads the file: H on the tank's card no longer launches it; then Right and L
  // launch the jeep
  const std::string rec2 = (dir / "second.rsrp").string();
  const std::filesystem::path trace = dir / "second.jsonl";
  windowEnv(x.display());  // leaveGame went back to the headless environment
  ::setenv("RETROSIM_CLOCK", "x8", 1);
  ASSERT_TRUE(startGame(dir, rec2, "--trace " + trace.string())) << "the window never appeared again";
  EXPECT_EQ(sh("timeout 30 xdotool keydown h sleep 0.2 keyup h sleep 0.2 key Right sleep 0.2"), 0);
  EXPECT_EQ(sh("timeout 30 xdotool keydown l sleep 0.2 keyup l"), 0);
  sh("sleep 0.3");
  leaveGame(dir);
  ASSERT_TRUE(std::filesystem::exists(rec2)) << testutil::readText(dir / "err.txt");
  const Launch after = launchOf(trace, rec2);
  EXPECT_FALSE(after.tank) << "H still launched the tank";
  EXPECT_TRUE(after.jeep) << "L did not launch the jeep";
  EXPECT_GT(after.aFrames, 0);
}

}  // namespace
}  // namespace app::test
