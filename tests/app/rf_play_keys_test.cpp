// SPDX-License-Identifier: GPL-3.0-or-later
// The real window under the test's own Xvfb, driven by real key events (xdotool through
// the X server's XTEST, as a keyboard would): a 20 ms tap of the right arrow moves the
// bunker's selection one card (tank -> jeep), H launches the jeep, W drives it north for
// about five seconds of game time, the pause menu's Quit leaves. The game runs on real time
// made 8 times faster (RETROSIM_CLOCK=x8, platform/clock.hpp): dt still comes from the
// clock as in a real game, and the lift's 420 ticks take 0.84 s instead of 6.7 s. The
// recorded replay shows the keys arrived as player 1's raw words and, played back, that the
// jeep moved; the last picture is kept as a screenshot (build/out/rf_play_keys.png, kept
// after the test to look at).
#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <thread>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "app/xvfb.hpp"
#include "app/play_window.hpp"
#include "core/file_io.hpp"
#include "core/fixed.hpp"
#include "core/image.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/replay.hpp"

namespace app::test {
namespace {

TEST(RfPlayKeys, RealKeyEventsDriveTheJeep) {
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
  // the window appears; focus it and type as a player would
  const std::string traceFile = (dir / "keys.jsonl").string();
  ASSERT_TRUE(startGame(dir, rec, "--screenshot " + shot + " --trace " + traceFile)) << "the window never appeared";
  const std::string xd = "timeout 30 xdotool ";
  // a tap shorter than a frame: the jeep's card (a press while the game still starts waits
  // in the window's queue and reaches the first frame: Window::poll)
  EXPECT_EQ(sh(xd + "keydown Right sleep 0.02 keyup Right"), 0);
  sh("sleep 0.15");
  // button A: launch
  EXPECT_EQ(sh(xd + "keydown h sleep 0.2 keyup h"), 0);
  // forward, held from the bunker on: the lift rises (about 420 ticks: 0.84 s), then the jeep
  // drives (about 0.7 s: 5 s of game time)
  EXPECT_EQ(sh(xd + "keydown w sleep 1.5 keyup w"), 0);
  leaveGame(dir);
  ASSERT_TRUE(std::filesystem::exists(rec)) << readText(dir / "err.txt");

  const rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  int aFrames = 0, upFrames = 0, rightFrames = 0;
  for (const rf::ReplayFrame& f : r.frames) {
    rightFrames += (f.words[0] & rf::raw::kRight) != 0;
    aFrames += (f.words[0] & rf::raw::kA) != 0;
    upFrames += (f.words[0] & rf::raw::kUp) != 0 && (f.words[0] & rf::raw::kMagUpDown) == rf::raw::kMagUpDown;
  }
  EXPECT_EQ(rightFrames, 1) << "the 20 ms tap reached the game in " << rightFrames << " frames";
  // the trace: the bunker's selection went tank -> jeep once, and the jeep's launch zoomed
  std::vector<std::string> selected;  // the selection on each menu frame, when it changed
  bool zoomedJeep = false;
  std::istringstream lines(readText(traceFile));
  for (std::string l; std::getline(lines, l);) {
    const std::string menu = "\"views\":[{\"player\":1,\"mode\":\"menu\",\"select\":\"";
    const size_t at = l.find(menu);
    if (at != std::string::npos) {
      const std::string card = l.substr(at + menu.size(), l.find('"', at + menu.size()) - at - menu.size());
      if (selected.empty() || selected.back() != card) selected.push_back(card);
    }
    zoomedJeep |= l.find("\"mode\":\"zoom\",\"select\":\"jeep\"") != std::string::npos;
  }
  EXPECT_EQ(selected, (std::vector<std::string>{"tank", "jeep"}));
  EXPECT_TRUE(zoomedJeep) << "the jeep's launch is not in the trace";
  EXPECT_GT(aFrames, 0) << "the H key never reached the game";
  EXPECT_GT(upFrames, 10) << "the W key never reached the game";

  // played back: the jeep came out and drove away from where it first stood
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
  EXPECT_EQ(g.state().team[0].launch.type, rf::VehicleType::Jeep);
  const int64_t dx = (x1 - x0) >> 16, dy = (y1 - y0) >> 16;
  EXPECT_GT(dx * dx + dy * dy, 40 * 40) << "the jeep moved " << dx << "," << dy << " px";
  const core::Image img = core::Image::decodePng(testutil::readAll(shot), "shot");
  EXPECT_EQ(img.width(), 640);
  std::cout << "screenshot: " << shot << " (jeep moved " << dx << "," << dy << " px)\n";
}


}  // namespace
}  // namespace app::test
