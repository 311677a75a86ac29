// SPDX-License-Identifier: GPL-3.0-or-later
// The clock the window programs run on (the platform's real-time clock, ARCHITECTURE.md):
// milliseconds since it started and a wait. The simulation never sees it: the play driver
// turns its time into dt ticks (FramePacer, app/rf_frame_pacer.hpp).
//
// Three clocks, chosen by programClock():
//   - the real one: the system's monotonic clock, a wait sleeps;
//   - a stepped one (RETROSIM_CLOCK=stepped): it stands still until it is waited on and then
//     moves by exactly the wait, so a window run waits no real time and every frame of it is
//     paced the same on any machine (the window tests);
//   - a fast real one (RETROSIM_CLOCK=xN, N 2..64): real time N times faster, waits N times
//     shorter (a test that types real key events into a real-time game, quicker).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace platform {

class Clock {
 public:
  virtual ~Clock() = default;
  // Milliseconds since the clock started.
  virtual uint64_t millis() const = 0;
  // Waits `ms` of this clock's time.
  virtual void sleepMillis(uint32_t ms) = 0;
};

// Real time times `speed` (1: real time).
std::unique_ptr<Clock> realClock(int speed = 1);

// Stands still but for the waits, which move it by exactly their length.
class SteppedClock final : public Clock {
 public:
  uint64_t millis() const override { return now_; }
  void sleepMillis(uint32_t ms) override { now_ += ms; }

 private:
  uint64_t now_ = 0;
};

// The clock a window program runs on: RETROSIM_CLOCK "stepped" or "xN" (above), else the real
// one. Throws std::invalid_argument naming the variable for any other value.
std::unique_ptr<Clock> programClock();
// The same from the variable's text (nullptr or "": the real clock).
std::unique_ptr<Clock> clockFromSetting(const char* setting);

inline constexpr const char* kClockEnv = "RETROSIM_CLOCK";

}  // namespace platform
