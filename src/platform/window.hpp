// SPDX-License-Identifier: GPL-3.0-or-later
// The platform layer (ARCHITECTURE.md): the only code that includes SDL2. A window that
// shows an RGBA picture scaled to fit (integer scaling when it fits, letterboxed), the
// keyboard and pads as a DeviceFrame (input/device.hpp) and the game controllers (pads.hpp); the clock is clock.hpp.
// No SDL type leaves this layer.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/image.hpp"
#include "input/device.hpp"
#include "platform/pads.hpp"

namespace platform {

class Window {
 public:
  // Opens a resizable window showing pictures of w x h pixels, at first `scale` times that
  // size, or the largest smaller whole factor whose window fits the display's usable area
  // (at least 1). Throws std::runtime_error with SDL's message when there is no display or
  // SDL fails.
  static std::unique_ptr<Window> open(const std::string& title, int w, int h, int scale = 2);
  // Whether a display is there to open a window on (DISPLAY, WAYLAND_DISPLAY or an
  // explicit SDL_VIDEODRIVER).
  static bool displayAvailable();
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // Shows the picture, scaled by the largest whole factor that fits (letterboxed); a
  // picture of another size than before resizes the logical size.
  void present(const core::Image& img);
  // Reads every pending event.
  input::DeviceFrame poll();
  void toggleFullscreen();
  bool fullscreen() const;
  // The whole factor a picture of w x h would be shown at now: the window's drawable size
  // (the screen's in fullscreen) over the picture's, rounded down, at least 1.
  int wholeScale(int w, int h) const;
  // The window's size at `scale` times the picture's w x h given at open (1..4; smaller when it
  // does not fit the display's usable area), whatever size the pictures shown since have
  // (the game's 2x picture in a large window); nothing in fullscreen but the next windowed size.
  void setScale(int scale);

 private:
  Window();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace platform
