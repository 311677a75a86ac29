// SPDX-License-Identifier: GPL-3.0-or-later
// `rf play` in the real window under a test's own Xvfb, typed at with xdotool (the key
// tests, the options round trip): start it on driftwood_cay recording a replay, quit it
// through the pause menu.
#pragma once

#include <signal.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "app/cli_run.hpp"
#include "app/xvfb.hpp"
#include "test_home.hpp"

namespace app::test {

inline const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/driftwood_cay.rfm";

inline int sh(const std::string& cmd) {
  return std::system(cmd.c_str());
}

// Whether the game's process still runs. It is no child of ours (the shell that started it
// has gone), so once it ends it waits as a zombie until the system's init reaps it, which
// can take seconds: a zombie has ended.
inline bool running(pid_t pid) {
  if (pid <= 0 || ::kill(pid, 0) != 0) return false;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  const size_t paren = line.rfind(')');
  return paren == std::string::npos || paren + 2 >= line.size() || line[paren + 2] != 'Z';
}

// `rf play` on kMap in the window, recording to `rec`, its stdout and stderr in `dir`; the
// window found and focused. False when it never appeared.
inline bool startGame(const std::filesystem::path& dir, const std::string& rec, const std::string& extra) {
  ::setenv("XDG_CONFIG_HOME", dir.c_str(), 1);  // the default settings, written there
  const std::string game = std::string(RETROSIM_BINARY_DIR) + "/retrosim rf play --map " + kMap + " --players 1 --record " +
                           rec + " " + extra + " >" + (dir / "out.txt").string() + " 2>" + (dir / "err.txt").string() +
                           " & echo $! >" + (dir / "pid").string();
  if (sh(game) != 0) return false;
  if (sh("timeout 30 xdotool search --sync --name 'retrosim' windowfocus --sync >/dev/null 2>&1") != 0) return false;
  // The window opens before the sound is made (the SoundFont loaded: FluidR3, 141 MB, takes a
  // second): keys typed before then all reach the first frame together, and the briefing's
  // "any key" takes that whole frame. Wait for the sound: without an audio device it says so
  // (tests run without one); with one, at most 3 s.
  for (int i = 0; i < 300; ++i) {
    std::ifstream err(dir / "err.txt");
    const std::string text((std::istreambuf_iterator<char>(err)), std::istreambuf_iterator<char>());
    if (text.find(": the game runs silent") != std::string::npos) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

// Quit from the pause menu, then the program ends by itself and writes its replay.
inline void leaveGame(const std::filesystem::path& dir) {
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  // Esc opens the pause menu; Up goes round to Quit, Return asks, Return confirms. Each key a
  // tap (pressed and released at once: --delay 0; a key held while xdotool waits for the CPU
  // would repeat in the menu, 8 times sooner on RETROSIM_CLOCK=x8), the next one later.
  for (const char* key : {"Escape", "Up", "Return", "Return"}) {
    EXPECT_EQ(sh(std::string("timeout 30 xdotool key --delay 0 ") + key), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
  }
  pid_t pid = 0;
  std::ifstream(dir / "pid") >> pid;
  for (int i = 0; i < 1000 && running(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  headlessEnv();
  testutil::useHome(testutil::processHome());  // the process's own settings again
}

}  // namespace app::test
