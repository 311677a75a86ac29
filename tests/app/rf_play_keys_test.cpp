// The real window under the test's own Xvfb, driven by real key events (xdotool through
// the X server's XTEST, as a keyboard would): H launches the tank from the bunker, W
// drives it north for about five seconds of game time, Esc leaves. The game runs on real time
// made 8 times faster (RETROSIM_CLOCK=x8, platform/clock.hpp): dt still comes from the
// clock as in a real game, and the lift's 420 ticks take 0.84 s instead of 6.7 s. The
// recorded replay shows the keys arrived as player 1's raw words and, played back, that the
// tank moved; the last picture is kept as a screenshot (build/out/rf_play_keys.png, kept
// after the test to look at).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "app/xvfb.hpp"
#include "core/file_io.hpp"
#include "core/fixed.hpp"
#include "core/image.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/replay.hpp"

namespace app::test {
namespace {

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/driftwood_cay.rfm";

int sh(const std::string& cmd) {
  return std::system(cmd.c_str());
}

TEST(RfPlayKeys, RealKeyEventsDriveTheTank) {
  const OwnXvfb x;
  if (x.display().empty()) GTEST_SKIP() << "skipped: no Xvfb";
  if (sh("command -v xdotool >/dev/null 2>&1") != 0) GTEST_SKIP() << "skipped: no xdotool (./dev installs it)";
  const auto dir = tempDir("rf_play_keys");
  const std::string rec = (dir / "keys.rsrp").string();
  std::filesystem::create_directories(std::filesystem::path(RETROSIM_BINARY_DIR) / "out");
  const std::string shot = std::string(RETROSIM_BINARY_DIR) + "/out/rf_play_keys.png";
  std::filesystem::remove(shot);
  windowEnv(x.display());
  ::setenv("RETROSIM_CLOCK", "x8", 1);
  ::setenv("XDG_CONFIG_HOME", dir.c_str(), 1);  // the default settings, written there
  const std::string game = std::string(RETROSIM_BINARY_DIR) + "/retrosim rf play --map " + kMap + " --players 1 --record " +
                           rec + " --screenshot " + shot + " >" + (dir / "out.txt").string() + " 2>" +
                           (dir / "err.txt").string() + " & echo $! >" + (dir / "pid").string();
  ASSERT_EQ(sh(game), 0);
  // the window appears; focus it and type as a player would
  const std::string xd = "timeout 30 xdotool ";
  ASSERT_EQ(sh(xd + "search --sync --name 'retrosim' windowfocus --sync >/dev/null 2>&1"), 0)
      << "the window never appeared";
  // button A: launch the tank (a press while the game still starts waits in the window's
  // queue and reaches the first frame: Window::poll)
  EXPECT_EQ(sh(xd + "keydown h sleep 1 keyup h"), 0);
  // forward, held from the bunker on: the lift rises (about 420 ticks: 0.84 s), then the tank
  // drives (about 0.7 s: 5 s of game time)
  EXPECT_EQ(sh(xd + "keydown w sleep 1.5 keyup w"), 0);
  sh("sleep 0.05");
  EXPECT_EQ(sh(xd + "key Escape"), 0);                    // leave
  // the program ends by itself and writes its replay
  for (int i = 0; i < 200 && sh("kill -0 $(cat " + (dir / "pid").string() + ") 2>/dev/null") == 0; ++i) {
    sh("sleep 0.05");
  }
  headlessEnv();
  testutil::useHome(testutil::processHome());  // the process's own settings again
  ASSERT_TRUE(std::filesystem::exists(rec)) << readText(dir / "err.txt");

  const rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  int aFrames = 0, upFrames = 0;
  for (const rf::ReplayFrame& f : r.frames) {
    aFrames += (f.words[0] & rf::raw::kA) != 0;
    upFrames += (f.words[0] & rf::raw::kUp) != 0 && (f.words[0] & rf::raw::kMagUpDown) == rf::raw::kMagUpDown;
  }
  EXPECT_GT(aFrames, 0) << "the H key never reached the game";
  EXPECT_GT(upFrames, 10) << "the W key never reached the game";

  // played back: the tank came out and drove away from where it first stood
  rf::GameOptions go;
  go.players = 1;
  rf::Game g = rf::Game::load(kMap, go);
  bool out = false;
  core::Fixed x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  const auto mismatch = rf::playReplay(r, g, [&](const rf::Game& gm, uint32_t) {
    const rf::TeamState& t = gm.state().team[0];
    if (t.vehicle == rf::kNoObj) return;
    const rf::Obj& o = gm.state().obj(t.vehicle);
    if (!out) x0 = o.x, y0 = o.y, out = true;
    x1 = o.x, y1 = o.y;
  });
  EXPECT_FALSE(mismatch.has_value());
  ASSERT_TRUE(out) << "no vehicle came out of the bunker";
  const int64_t dx = (x1 - x0) >> 16, dy = (y1 - y0) >> 16;
  EXPECT_GT(dx * dx + dy * dy, 40 * 40) << "the tank moved " << dx << "," << dy << " px";
  const core::Image img = core::Image::decodePng(testutil::readAll(shot), "shot");
  EXPECT_EQ(img.width(), 640);
  std::cout << "screenshot: " << shot << " (tank moved " << dx << "," << dy << " px)\n";
}

}  // namespace
}  // namespace app::test
