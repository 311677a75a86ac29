// SPDX-License-Identifier: GPL-3.0-or-later
// The real window under the test's own Xvfb, driven by real key events (xdotool through
// the X server's XTEST, as a keyboard would): a tap of the right arrow moves the
// bunker's selection one card (tank -> jeep), H launches the jeep, W drives it north, the
// pause menu's Quit leaves. The game runs on real time made 8 times faster
// (RETROSIM_CLOCK=x8, platform/clock.hpp): dt still comes from the clock as in a real game.
// The recorded replay shows the keys arrived as player 1's raw words and, played back, that
// the jeep moved; the last picture is kept as a screenshot (build/out/rf_play_keys.png, kept
// after the test to look at).
//
// Nothing here depends on how fast the machine is (a loaded machine draws fewer frames a
// second, each with more ticks): each key waits for what the game shows in its trace (the
// streamed file, read as it grows) rather than for a time: H once the trace shows the jeep's
// card, W released 600 ticks after the launch (the lift's 420, then the drive). The menu keys
// are taps (a key held while xdotool waits for the CPU would repeat). The tap may reach any
// frame, the first one too (a press while the game still starts waits in the window's queue:
// Window::poll), so the card sequence is checked against the replay's own playback (the card
// before the tap's frame, the card after it, until the launch), not against a frame number.
#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <thread>
#include <filesystem>
#include <iterator>
#include <sstream>
#include <string>
#include <system_error>
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

const std::string kMenu = "\"views\":[{\"player\":1,\"mode\":\"menu\",\"select\":\"";
const std::string kMenuJeep = kMenu + "jeep\"";
const std::string kViews = "\"views\":[{\"player\":1,";

// The card a trace line's menu frame shows ("" for another frame).
std::string menuCard(const std::string& l) {
  const size_t at = l.find(kMenu);
  if (at == std::string::npos) return "";
  return l.substr(at + kMenu.size(), l.find('"', at + kMenu.size()) - at - kMenu.size());
}

// A trace line's "tick".
int64_t lineTick(const std::string& l) {
  const size_t at = l.find("\"tick\":");
  return at == std::string::npos ? -1 : std::strtoll(l.c_str() + at + 7, nullptr, 10);
}

// The trace the game is writing, read as it grows: its hidden temporary beside keys.jsonl
// (streamed: core/file_stream.hpp), from where the last read stopped.
class TraceTail {
 public:
  explicit TraceTail(std::filesystem::path dir) : dir_(std::move(dir)) {}
  // The complete lines written since the last call.
  std::vector<std::string> newLines() {
    if (file_.empty()) {
      std::error_code ec;
      for (const auto& e : std::filesystem::directory_iterator(dir_, ec)) {
        if (e.path().filename().string().rfind(".keys.jsonl.tmp-", 0) == 0) file_ = e.path();
      }
      if (file_.empty()) return {};
    }
    std::ifstream in(file_, std::ios::binary);
    in.seekg(static_cast<std::streamoff>(offset_));
    std::string more((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    offset_ += more.size();
    partial_ += more;
    std::vector<std::string> out;
    for (size_t nl; (nl = partial_.find('\n')) != std::string::npos;) {
      out.push_back(partial_.substr(0, nl));
      partial_.erase(0, nl + 1);
    }
    return out;
  }

 private:
  std::filesystem::path dir_, file_;
  uint64_t offset_ = 0;
  std::string partial_;  // the last line's first half
};

// Waits until a line of the trace satisfies `want` (each line given once, in order); false
// after 90 s (a game that never gets there).
template <typename F>
bool waitForTrace(TraceTail& trace, F want) {
  for (int i = 0; i < 4500; ++i) {
    for (const std::string& l : trace.newLines()) {
      if (want(l)) return true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

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
  // a tap (pressed and released at once: a key held while xdotool waits for the CPU would
  // repeat in the menu): the jeep's card
  EXPECT_EQ(sh(xd + "key --delay 0 Right"), 0);
  // button A (launch) once the game has shown the jeep's card: never in the tap's frame
  TraceTail trace(dir);
  EXPECT_TRUE(waitForTrace(trace, [](const std::string& l) { return l.find(kMenuJeep) != std::string::npos; }))
      << "the jeep's card never showed";
  EXPECT_EQ(sh(xd + "keydown h sleep 0.2 keyup h"), 0);
  // forward, held from the bunker on: the lift rises (about 420 ticks), then the jeep drives;
  // released 600 ticks (9.6 s of game time) after the launch began
  EXPECT_EQ(sh(xd + "keydown w"), 0);
  int64_t launchTick = -1;
  const bool drove = waitForTrace(trace, [&](const std::string& l) {
    if (!menuCard(l).empty() || l.find(kViews) == std::string::npos) return false;
    const int64_t tick = lineTick(l);
    if (launchTick < 0) launchTick = tick;
    return tick - launchTick >= 600;
  });
  EXPECT_EQ(sh(xd + "keyup w"), 0);
  EXPECT_TRUE(drove) << "the game never got 600 ticks past the launch";
  leaveGame(dir);
  ASSERT_TRUE(std::filesystem::exists(rec)) << readText(dir / "err.txt");

  const rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  int aFrames = 0, upFrames = 0, rightFrames = 0;
  for (const rf::ReplayFrame& f : r.frames) {
    rightFrames += (f.words[0] & rf::raw::kRight) != 0;
    aFrames += (f.words[0] & rf::raw::kA) != 0;
    upFrames += (f.words[0] & rf::raw::kUp) != 0 && (f.words[0] & rf::raw::kMagUpDown) == rf::raw::kMagUpDown;
  }
  // the tap reached the game (a press shorter than a frame is kept for the next frame:
  // Window::poll; a frame may be shorter than xdotool's press, then it is in a few)
  EXPECT_GE(rightFrames, 1) << "the tap never reached the game";
  // the trace: the bunker's selection on each menu frame until the launch, when it changed
  std::vector<std::string> selected;
  bool zoomedJeep = false, launched = false;
  std::istringstream lines(readText(traceFile));
  for (std::string l; std::getline(lines, l);) {
    const std::string card = menuCard(l);
    launched |= !selected.empty() && card.empty() && l.find(kViews) != std::string::npos;
    if (!launched && !card.empty() && (selected.empty() || selected.back() != card)) selected.push_back(card);
    zoomedJeep |= l.find("\"mode\":\"zoom\",\"select\":\"jeep\"") != std::string::npos;
  }
  EXPECT_TRUE(zoomedJeep) << "the jeep's launch is not in the trace";
  EXPECT_GT(aFrames, 0) << "the H key never reached the game";
  EXPECT_GT(upFrames, 10) << "the W key never reached the game";

  // played back: the card before the tap's frame and after it (whichever frame it reached)
  // until the launch, the trace showing the same cards; the jeep came out and drove away from
  // where it first stood
  rf::GameOptions go;
  go.players = 1;
  rf::Game g = rf::Game::load(kMap, go);
  std::vector<std::string> played{std::string(rf::vehicleTypeName(g.state().player[0].bunker.type))};
  std::vector<std::string> playedMenu;  // the cards of the menu frames, as the trace has them
  bool left = false;                    // the bunker's menu left after it showed (the launch)
  bool out = false;
  core::Fixed x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  const auto mismatch = rf::playReplay(r, g, [&](const rf::Game& gm, uint32_t) {
    const rf::PlayerState& v = gm.state().player[0];
    const bool menu = v.view != rf::ViewMode::Play && v.bunker.phase == rf::BunkerPhase::Menu;
    left |= !menu && !playedMenu.empty();
    if (menu && !left) {
      const std::string card(rf::vehicleTypeName(v.bunker.type));
      if (played.back() != card) played.push_back(card);
      if (playedMenu.empty() || playedMenu.back() != card) playedMenu.push_back(card);
    }
    const rf::TeamState& t = gm.state().team[0];
    if (t.vehicle == rf::kNoObj) return;
    const rf::Obj& o = gm.state().obj(t.vehicle);
    if (!out) x0 = o.x, y0 = o.y, out = true;
    x1 = o.x, y1 = o.y;
  });
  EXPECT_EQ(played, (std::vector<std::string>{"tank", "jeep"})) << "the tap moved the card other than once";
  EXPECT_EQ(selected, playedMenu) << "the trace's cards are not the replay's";
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
