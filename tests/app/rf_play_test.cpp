// SPDX-License-Identifier: GPL-3.0-or-later
// `retrosim rf play`: the window (src/platform, SDL2) under the test's own Xvfb. With a
// fixed dt and an input script the window runs exactly the same game as `rf run` (the same
// final hash), shows the views' picture, and without a display it says so and fails.
#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "app/config.hpp"
#include "app/xvfb.hpp"
#include "core/file_io.hpp"
#include "core/image.hpp"
#include "rf/progress.hpp"
#include "view/rf_title_render.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
const std::string kScript = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_2p.txt";

TEST(RfPlay, TheWindowRunsTheSameGameAsRfRun) {
  const OwnXvfb x;
  if (x.display().empty()) GTEST_SKIP() << "skipped: no Xvfb";
  windowEnv(x.display());
  const fs::path shot = tempDir("rf_play") / "shot.png";
  const fs::path dir = shot.parent_path();
  const auto play = runCli("rf play --map " + kMap + " --players 2 --frames 420 --dt 2 --input " + kScript +
                           " --screenshot " + shot.string() + " --hash --trace " + (dir / "play.jsonl").string() +
                           " --trace-every 7");
  headlessEnv();
  ASSERT_EQ(play.code, 0) << play.err;
  const auto run = runCli("rf run --map " + kMap + " --players 2 --frames 420 --input " + kScript + " --hash --trace " +
                          (dir / "run.jsonl").string() + " --trace-every 7");
  EXPECT_EQ(play.out, run.out);
  // the same trace, line for line (the views too), the last frame (419) included
  const std::string trace = readText(dir / "run.jsonl");
  EXPECT_EQ(readText(dir / "play.jsonl"), trace);
  EXPECT_NE(trace.find("{\"frame\":419,"), std::string::npos);
  const core::Image img = core::Image::decodePng(testutil::readAll(shot.string()), "shot");
  EXPECT_EQ(img.width(), 640);  // the game screen, split in two views
  EXPECT_EQ(img.height(), 480);
}

// On a screen where the window is twice the picture's size (the default [window] scale 2
// fits 1920 x 1200), the game is drawn at 1280 x 960: the 3D views at their own
// resolution, not the 640 x 480 picture doubled; the same game (the same hash).
TEST(RfPlay, AWindowTwiceThePicturesSizeDrawsTheGameAt2x) {
  nullWindowEnv(2);
  const fs::path shot = tempDir("rf_play_2x") / "shot.png";
  const auto play = runCli("rf play --map " + kMap + " --players 2 --frames 200 --dt 2 --input " + kScript +
                           " --screenshot " + shot.string() + " --hash");
  headlessEnv();
  ASSERT_EQ(play.code, 0) << play.err;
  const auto run = runCli("rf run --map " + kMap + " --players 2 --frames 200 --input " + kScript + " --hash");
  EXPECT_EQ(play.out, run.out);
  const core::Image img = core::Image::decodePng(testutil::readAll(shot.string()), "shot");
  ASSERT_EQ(img.width(), 1280);
  ASSERT_EQ(img.height(), 960);
  // in the views (above the dashboards), many 2 x 2 blocks are not one colour
  int mixed = 0;
  for (int y = 0; y + 1 < 800; y += 2) {
    for (int xx = 0; xx + 1 < 1280; xx += 2) {
      const core::Rgba c = img.get(xx, y);
      mixed += (img.get(xx + 1, y) != c || img.get(xx, y + 1) != c || img.get(xx + 1, y + 1) != c) ? 1 : 0;
    }
  }
  EXPECT_GT(mixed, 10000) << "the views look like the 1x picture doubled";
}

// A script's spawn lines in the window: placed by the game's own setup as in rf run (the
// same hash), and recorded in the window's replay, which verifies.
TEST(RfPlay, SpawnLinesPlayInTheWindowAsInRfRun) {
  const fs::path dir = tempDir("rf_play_spawn");
  const std::string script = (dir / "s.txt").string();
  core::writeFileAtomic(script, std::string("spawn tank team 0 at 1000,1000\n0-40 p1 fwd\n"));
  const std::string rec = (dir / "w.rsrp").string();
  nullWindowEnv();
  const auto play = runCli("rf play --map " + kMap + " --players 1 --frames 130 --dt 2 --input " + script +
                           " --hash --record " + rec);
  headlessEnv();
  ASSERT_EQ(play.code, 0) << play.err;
  const auto run = runCli("rf run --map " + kMap + " --players 1 --frames 130 --input " + script + " --hash");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(play.out, run.out);
  const auto verify = runCli("rf replay " + rec + " --verify --hash");
  ASSERT_EQ(verify.code, 0) << verify.err;
  EXPECT_EQ(verify.out, run.out);
}

// rf replay in the window: the recorded frames at 16x, verified on the way, closing at the end.
TEST(RfPlay, AReplayPlaysInTheWindow) {
  const std::string rec = (tempDir("rf_play_replay") / "g.rsrp").string();
  const auto run = runCli("rf run --map " + kMap + " --players 2 --frames 300 --input " + kScript + " --hash --record " + rec);
  ASSERT_EQ(run.code, 0) << run.err;
  nullWindowEnv();
  const auto play = runCli("rf replay " + rec + " --speed 16 --close-at-end");
  headlessEnv();
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_NE(play.out.find("300 of 300 frames played, verified so far, hash " + run.out.substr(0, 16)), std::string::npos)
      << play.out;
}

// Sound in the window (rf_sound.hpp): with SDL's dummy audio driver the game plays with
// sound and says nothing about it; without any device it says once that it runs silent;
// either way the game is the same (the sound never reaches the simulation).
TEST(RfPlay, NoAudioDeviceIsNeverAnError) {
  nullWindowEnv();
  const std::string args = "rf play --map " + kMap + " --players 2 --frames 60 --dt 2 --input " + kScript + " --hash";
  ::setenv("SDL_AUDIODRIVER", "dummy", 1);
  const auto dummy = runCli(args);
  ::setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
  const auto none = runCli(args);
  ::unsetenv("SDL_AUDIODRIVER");
  headlessEnv();
  ASSERT_EQ(dummy.code, 0) << dummy.err;
  ASSERT_EQ(none.code, 0) << none.err;
  EXPECT_EQ(dummy.err.find("runs silent"), std::string::npos) << dummy.err;
  const size_t at = none.err.find("the game runs silent");
  EXPECT_NE(at, std::string::npos) << none.err;
  EXPECT_EQ(none.err.find("runs silent", at + 20), std::string::npos) << "said twice: " << none.err;
  EXPECT_EQ(dummy.out, none.out);
  const auto run = runCli("rf run --map " + kMap + " --players 2 --frames 60 --input " + kScript + " --hash");
  EXPECT_EQ(dummy.out, run.out);
}

// The progress, the high scores and the settings of a window run in the test's own folder
// (until the test puts the process's own home back: testutil::useHome).
void ownDataEnv(const fs::path& dir) {
  ::setenv("XDG_DATA_HOME", (dir / "data").c_str(), 1);
  ::setenv("XDG_CONFIG_HOME", (dir / "config").c_str(), 1);
  ::setenv(rf::kProgressEnv, (dir / "progress.bin").c_str(), 1);
  ::setenv("RETROSIM_RF_SCORES", (dir / "scores.bin").c_str(), 1);
}

// Without --map the window opens the title screen: the bundled maps by level, the first
// one selected, its progress from the progress file.
TEST(RfPlay, WithoutAMapTheTitleScreenOpens) {
  const fs::path dir = tempDir("rf_play_title");
  rf::Progress p;
  rf::recordProgress(p, "Driftwood Cay", true, 59200);
  rf::saveProgress(dir / "progress.bin", p);
  ownDataEnv(dir);
  nullWindowEnv();
  const fs::path shot = dir / "title.png";
  const auto play = runCli("rf play --frames 3 --screenshot " + shot.string());
  headlessEnv();
  testutil::useHome(testutil::processHome());
  ASSERT_EQ(play.code, 0) << play.err;
  const core::Image img = core::Image::decodePng(testutil::readAll(shot.string()), "title");
  ASSERT_EQ(img.width(), view::kTitleWidth);
  ASSERT_EQ(img.height(), view::kTitleHeight);
  // LEVEL 1's heading, then Driftwood Cay on the bar with its best time in the win colour
  const int y = view::kTitleListTop + view::kTitleRowHeight;
  EXPECT_EQ(img.get(view::kTitleBarX + 20, y + 1), view::kTitleHighlight);
  int won = 0;
  for (int xx = view::kTitleProgressX; xx < view::kTitleProgressX + 140; ++xx) {
    for (int yy = y; yy < y + view::kTitleRowHeight; ++yy) won += img.get(xx, yy) == view::kTitleWon ? 1 : 0;
  }
  EXPECT_GT(won, 100);
  EXPECT_EQ(img.get(view::kTitleBarX + 20, y + view::kTitleRowHeight + 1) == view::kTitleHighlight, false);
}

// A settings file with a bad line: the terminal has its warning and the window says it once
// too: on the title, on its message line (a long one wrapped onto the line above it:
// tests/view), never over the help lines under it; a good file: no such note.
TEST(RfPlay, ASettingsProblemShowsInTheWindow) {
  const fs::path dir = tempDir("rf_play_settings_notice");
  testutil::put(dir / "bad.ini", "[window]\nscale = huge\n");
  testutil::put(dir / "good.ini", "[window]\nscale = 2\n");
  nullWindowEnv();
  const auto bad = runCli("rf play --frames 3 --config " + (dir / "bad.ini").string() + " --screenshot " +
                          (dir / "bad.png").string());
  const auto good = runCli("rf play --frames 3 --config " + (dir / "good.ini").string() + " --screenshot " +
                           (dir / "good.png").string());
  headlessEnv();
  ASSERT_EQ(bad.code, 0) << bad.err;
  ASSERT_EQ(good.code, 0) << good.err;
  EXPECT_NE(bad.err.find("bad.ini: line 2: expected scale = 1, 2, 3 or 4, found 'huge' (kept 2)"), std::string::npos)
      << bad.err;
  const core::Image b = core::Image::decodePng(testutil::readAll(dir / "bad.png"), "bad");
  const core::Image g = core::Image::decodePng(testutil::readAll(dir / "good.png"), "good");
  const int help = view::kTitleListTop + view::kTitleVisibleRows * view::kTitleRowHeight + 14;
  int differ = 0, differElsewhere = 0;
  for (int yy = 0; yy < b.height(); ++yy) {
    for (int xx = 0; xx < b.width(); ++xx) {
      if (b.get(xx, yy) == g.get(xx, yy)) continue;
      ++differ;
      differElsewhere += yy < help - 9 || yy >= help + core::Image::kLineHeight ? 1 : 0;
    }
  }
  EXPECT_GT(differ, 300) << "no note on the title";
  EXPECT_EQ(differElsewhere, 0) << "the note is over the list or the help lines";
}

// A --map game played to EndGame (the 1-player golden script, no --frames): the end sequence
// (rf/front/end_sequence.hpp: the fade, the banner, 6 s of game time),
// the results screen for 3 s, then the program ends; --scores records the win.
TEST(RfPlay, AGamePlayedToItsEndShowsTheResultsAndRecordsTheHighScore) {
  const fs::path dir = tempDir("rf_play_end");
  ownDataEnv(dir);
  nullWindowEnv();
  const fs::path shot = dir / "results.png";
  const std::string script = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt";
  const auto play = runCli("rf play --map " + kMap + " --players 1 --dt 2 --input " + script + " --scores " +
                           (dir / "s.bin").string() + " --names Tester --screenshot " + shot.string());
  headlessEnv();
  testutil::useHome(testutil::processHome());
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_NE(play.err.find("high score: a new record in the high scores for Tester"), std::string::npos) << play.err;
  EXPECT_TRUE(fs::exists(dir / "s.bin"));
  EXPECT_FALSE(fs::exists(dir / "progress.bin"));  // a scripted game records no progress
  const core::Image img = core::Image::decodePng(testutil::readAll(shot.string()), "results");
  ASSERT_EQ(img.width(), view::kTitleWidth);
  // "YOU WIN" in the win colour on its row
  int ink = 0;
  for (int xx = 0; xx < img.width(); ++xx) {
    for (int yy = view::kResultsHeadlineY; yy < view::kResultsHeadlineY + 28; ++yy) {
      ink += img.get(xx, yy) == view::kTitleWon ? 1 : 0;
    }
  }
  EXPECT_GT(ink, 500);
}

// A DISPLAY that no server answers (a stale one, from a closed session): one line and exit 1
// at once, never an invisible game that never ends (SDL's offscreen fallback).
TEST(RfPlay, AStaleDisplayIsOneLineAndExit1) {
  int n = 950;
  while (n < 999 && fs::exists("/tmp/.X11-unix/X" + std::to_string(n))) ++n;
  const std::string stale = ":" + std::to_string(n);
  const fs::path dir = tempDir("rf_play_stale");
  ownDataEnv(dir);
  fs::create_directories(dir / "config" / "retrosim");
  core::writeFileAtomic(dir / "config" / "retrosim" / "retrosim.ini", configText(defaultConfig()));
  ::setenv("DISPLAY", stale.c_str(), 1);
  ::setenv("SDL_AUDIODRIVER", "dummy", 1);
  const auto play = runCli("rf play --map " + kMap + " --frames 60 --screenshot " + (dir / "never.png").string());
  const auto title = runCli("");  // retrosim alone: the game in a window, since DISPLAY is set
  ::unsetenv("SDL_AUDIODRIVER");
  headlessEnv();
  testutil::useHome(testutil::processHome());
  for (const auto& r : {play, title}) {
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "retrosim: cannot open a window: no display server answers at DISPLAY=" + stale +
                         " (SDL: x11 not available)\n");
  }
  EXPECT_FALSE(fs::exists(dir / "never.png"));
}

// Under Xvfb on a machine without a sound card (SDL's own choice of driver): the ALSA
// library's messages stay off the terminal; at most our one line says the game runs silent.
TEST(RfPlay, NoSoundCardIsAtMostOurOneLine) {
  const fs::path dir = tempDir("rf_play_quiet");
  ownDataEnv(dir);
  nullWindowEnv();
  ::unsetenv("SDL_AUDIODRIVER");
  runCli("rf play --map " + kMap + " --frames 2 --dt 2");  // the default settings written
  const auto r = runCli("rf play --map " + kMap + " --frames 30 --dt 2");
  headlessEnv();
  testutil::useHome(testutil::processHome());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err.find("ALSA lib"), std::string::npos) << r.err;
  EXPECT_LE(lineCount(r.err), 1) << r.err;  // with a sound card: none
}

TEST(RfPlay, WithoutADisplayItSaysSo) {
  const char* old = std::getenv("DISPLAY");
  const std::string saved = old != nullptr ? old : "";
  ::unsetenv("DISPLAY");
  ::unsetenv("WAYLAND_DISPLAY");
  const auto r = runCli("rf play --map " + kMap + " --frames 1");
  if (!saved.empty()) ::setenv("DISPLAY", saved.c_str(), 1);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("cannot open a window: no display"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace app::test
