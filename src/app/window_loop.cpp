// SPDX-License-Identifier: GPL-3.0-or-later
// The one window loop (window_loop.hpp).
#include "app/window_loop.hpp"

#include "app/paths.hpp"
#include "app/rf_frame_pacer.hpp"

#include <filesystem>

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

namespace app {

int runWindowLoop(Screen& screen, EventSource& events, platform::Clock& clock, WindowProgram& program,
                  const LoopOptions& options) {
  FramePacer pacer(clock);
  int frames = 0;
  while (options.frames < 0 || frames < options.frames) {
    int32_t dt = options.dt;
    if (dt < 0) {  // real time -> ticks: the pacer waits until 2 ticks have passed
      std::optional<int32_t> d;
      while (!(d = pacer.nextDt())) {
      }
      dt = *d;
    }
    const input::DeviceFrame in = events.poll();  // after the wait: no key is lost
    const bool more = program.frame(in, dt);
    ++frames;
    if (!more) break;
    screen.present(program.picture(screen));
  }
  return frames;
}

void writeScreenshot(const core::Image& picture, std::ostream& err) {
  try {
    const std::filesystem::path dir = outputsDir() / "screenshots";
    std::filesystem::create_directories(dir);
    for (int n = 1;; ++n) {
      const std::filesystem::path p = dir / ("retrosim-" + std::to_string(n) + ".png");
      if (std::filesystem::exists(p)) continue;
      picture.writePng(p.string());
      err << "screenshot: " << p.string() << "\n";
      return;
    }
  } catch (const std::exception& e) {
    err << "retrosim: no screenshot: " << e.what() << "\n";
  }
}

std::optional<int> nullWindowScale() {
  const char* v = std::getenv(kWindowEnv);
  if (v == nullptr || *v == '\0' || std::string_view(v) == "sdl") return std::nullopt;
  if (std::string_view(v) == "null") return 1;
  if (std::string_view(v) == "null:2") return 2;
  throw std::invalid_argument(std::string(kWindowEnv) + "=" + v + ": expected sdl, null or null:2");
}

}  // namespace app
