// SPDX-License-Identifier: GPL-3.0-or-later
// The one window loop (ARCHITECTURE.md "The front end"), game-neutral, over three small
// interfaces in the manner of ScummVM's OSystem: a Screen that shows pictures, an EventSource
// that gives the devices' frames, and the program's clock (platform/clock.hpp). SDL implements
// them in a real window (SdlWindowBackend); a test gives fakes (no display, no real time).
// Each time round: poll the devices, turn the clock's time into dt ticks (FrameTimingUpdate's
// rule: at least 2, at most 12; or a fixed dt), one program frame, present its picture.
// Return Fire's front (rf_front_program.hpp) and the replay viewer run in it; so will GTA's.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <ostream>

#include "core/image.hpp"
#include "input/device.hpp"
#include "platform/clock.hpp"
#include "platform/window.hpp"

namespace app {

class Screen {
 public:
  virtual ~Screen() = default;
  virtual void present(const core::Image& picture) = 0;
  // The whole factor a picture of w x h would be shown at now (at least 1).
  virtual int wholeScale(int w, int h) const = 0;
  virtual void toggleFullscreen() = 0;
  virtual bool fullscreen() const = 0;
  virtual void setScale(int scale) = 0;
};

class EventSource {
 public:
  virtual ~EventSource() = default;
  virtual input::DeviceFrame poll() = 0;
};

// What runs in the window: one frame a time.
class WindowProgram {
 public:
  virtual ~WindowProgram() = default;
  // One frame: the devices and the ticks since the last one. False: the program ends.
  virtual bool frame(const input::DeviceFrame& in, int32_t dt) = 0;
  // The picture to show now on `screen`.
  virtual const core::Image& picture(const Screen& screen) = 0;
};

struct LoopOptions {
  int frames = -1;  // stop after this many program frames (-1: when the program ends)
  int dt = -1;      // a fixed dt each frame, no waiting (-1: the clock's time)
};

// Runs `program` until it ends or the frames run out; returns the frames run.
int runWindowLoop(Screen& screen, EventSource& events, platform::Clock& clock, WindowProgram& program,
                  const LoopOptions& options);

// SDL's window (platform::Window) as the loop's Screen and EventSource.
class SdlWindowBackend final : public Screen, public EventSource {
 public:
  explicit SdlWindowBackend(platform::Window& window) : window_(window) {}
  void present(const core::Image& picture) override { window_.present(picture); }
  int wholeScale(int w, int h) const override { return window_.wholeScale(w, h); }
  void toggleFullscreen() override { window_.toggleFullscreen(); }
  bool fullscreen() const override { return window_.fullscreen(); }
  void setScale(int scale) override { window_.setScale(scale); }
  input::DeviceFrame poll() override { return window_.poll(); }

 private:
  platform::Window& window_;
};

// The null backend (ScummVM's null OSystem): no window, no display, no devices (every frame
// empty, after the frames a test queued: the program ends by itself, or by --frames), each
// picture dropped. `rf play` and
// `rf replay` run on it when RETROSIM_WINDOW=null (RETROSIM_WINDOW=null:2: a screen that shows
// pictures at 2x), so that a test runs the whole window program without an X server.
class NullBackend final : public Screen, public EventSource {
 public:
  explicit NullBackend(int scale = 1) : scale_(scale) {}
  void present(const core::Image& picture) override { ++presented_; (void)picture; }
  int wholeScale(int, int) const override { return scale_; }
  void toggleFullscreen() override { fullscreen_ = !fullscreen_; }
  bool fullscreen() const override { return fullscreen_; }
  void setScale(int) override {}
  input::DeviceFrame poll() override {
    if (queued_.empty()) return {};
    input::DeviceFrame f = std::move(queued_.front());
    queued_.pop_front();
    return f;
  }
  int presented() const { return presented_; }
  // Frames the next polls give, in order (a test's keys and mouse).
  void queue(input::DeviceFrame f) { queued_.push_back(std::move(f)); }

 private:
  std::deque<input::DeviceFrame> queued_;
  int scale_ = 1;
  bool fullscreen_ = false;
  int presented_ = 0;
};

// F12: the picture to retrosim-N.png (the first N not taken) in the outputs folder's
// screenshots/ (app/paths.hpp); a line on `err` either way (a screenshot that cannot be
// written says so; the program goes on).
void writeScreenshot(const core::Image& picture, std::ostream& err);

inline constexpr const char* kWindowEnv = "RETROSIM_WINDOW";
// RETROSIM_WINDOW's null backend, with its scale, when asked for (else nullopt). Throws
// std::invalid_argument naming the variable for a value it does not know.
std::optional<int> nullWindowScale();

}  // namespace app
