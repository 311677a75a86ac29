// SPDX-License-Identifier: GPL-3.0-or-later
// The window tests' own X server (Debian xvfb, installed by ./dev): an Xvfb of the test
// process's own, and the environment a window run needs.
#pragma once

#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "app/cli_run.hpp"

namespace app::test {

// An Xvfb of this test process's own (":<n>"), stopped at the end; empty when Xvfb is
// not installed (./dev installs it) or does not come up.
class OwnXvfb {
 public:
  // screen: Xvfb's -screen 0 geometry (the default fits the window at 1x: 640 x 480
  // twice would not fit 800 lines)
  explicit OwnXvfb(const std::string& screen = "1280x800x24") {
    if (std::system("command -v Xvfb >/dev/null 2>&1") != 0) return;
    // a number of this process's own that no server holds (each OwnXvfb the next one: a
    // server stopped by the test before may still be on its way out)
    static int made = 0;
    int n = 0;
    for (int tries = 0; tries < 800; ++tries) {
      n = 100 + static_cast<int>((::getpid() * 13 + made++) % 800);
      if (!std::filesystem::exists("/tmp/.X" + std::to_string(n) + "-lock")) break;
    }
    const std::filesystem::path pidFile = processTempDir() / "xvfb.pid";
    const std::string cmd = "Xvfb :" + std::to_string(n) + " -screen 0 " + screen + " -nolisten tcp >/dev/null 2>&1 & echo $! >" +
                            pidFile.string();
    if (std::system(cmd.c_str()) != 0) return;
    std::ifstream(pidFile) >> pid_;
    // up when its socket takes a connection (the socket file appears a moment before)
    for (int i = 0; i < 200; ++i) {
      if (accepts("/tmp/.X11-unix/X" + std::to_string(n))) {
        display_ = ":" + std::to_string(n);
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
  }
  ~OwnXvfb() {
    if (pid_ > 0) ::kill(pid_, SIGTERM);
  }
  const std::string& display() const { return display_; }

 private:
  static bool accepts(const std::string& socketPath) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) return false;
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    std::snprintf(addr.sun_path, sizeof addr.sun_path, "%s", socketPath.c_str());
    const bool ok = ::connect(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0;
    ::close(fd);
    return ok;
  }
  pid_t pid_ = 0;
  std::string display_;
};

// The window's run under a sanitizer build: the system's SDL, X11 and D-Bus libraries keep
// a few allocations to the end of the process (LeakSanitizer reports them in libdbus and in
// unloaded modules, none in retrosim's code), so leak detection is off for the window runs
// only; every other check of the sanitizers stays on.
// The window's settings, progress and high scores go to the test process's own home
// (test_home.hpp, through cli_run.hpp) unless the test chose a place. The window runs on the
// stepped clock (platform/clock.hpp): its waits (the frame pacing, the results screen's 3 s,
// the title's frames) take no real time, and the same frames are shown on any machine.
// Xvfb has no GPU: SDL's OpenGL renderer would run on Mesa's llvmpipe, which spends 80 % of
// a window run scaling the picture, so the tests pick SDL's own software renderer on the
// X11 shared-memory framebuffer (the same Window code; 19 s -> 4 s for a whole game).
inline void windowEnv(const std::string& display) {
  ::setenv("DISPLAY", display.c_str(), 1);
  ::setenv("SDL_RENDER_DRIVER", "software", 1);
  ::setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 1);
  ::setenv("RETROSIM_CLOCK", "stepped", 1);
  ::setenv("ASAN_OPTIONS", "detect_leaks=0", 1);
}
// The window program on the null backend (app/window_loop.hpp: no X server, no devices,
// pictures dropped; --screenshot still writes the last), on the stepped clock: what every
// window test but the few that need SDL's real window and real keys uses.
inline void nullWindowEnv(int scale = 1) {
  ::unsetenv("DISPLAY");
  ::setenv("RETROSIM_WINDOW", scale == 2 ? "null:2" : "null", 1);
  ::setenv("RETROSIM_CLOCK", "stepped", 1);
  ::setenv("ASAN_OPTIONS", "detect_leaks=0", 1);
}
inline void headlessEnv() {
  ::unsetenv("RETROSIM_WINDOW");
  ::unsetenv("DISPLAY");
  ::unsetenv("RETROSIM_CLOCK");
  ::unsetenv("SDL_RENDER_DRIVER");
  ::unsetenv("SDL_FRAMEBUFFER_ACCELERATION");
  ::unsetenv("ASAN_OPTIONS");
}

}  // namespace app::test
