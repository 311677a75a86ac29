// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks (clock.hpp).
#include "platform/clock.hpp"

#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>

namespace platform {
namespace {

class RealClock final : public Clock {
 public:
  explicit RealClock(int speed) : speed_(speed) {}
  uint64_t millis() const override {
    const auto d = std::chrono::steady_clock::now() - start_;
    return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::milliseconds>(d).count()) *
           static_cast<uint64_t>(speed_);
  }
  void sleepMillis(uint32_t ms) override {
    std::this_thread::sleep_for(std::chrono::microseconds(static_cast<int64_t>(ms) * 1000 / speed_));
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  int speed_;
};

}  // namespace

std::unique_ptr<Clock> realClock(int speed) {
  if (speed < 1) throw std::invalid_argument("realClock: speed " + std::to_string(speed) + " below 1");
  return std::make_unique<RealClock>(speed);
}

std::unique_ptr<Clock> clockFromSetting(const char* setting) {
  const std::string s = setting != nullptr ? setting : "";
  if (s.empty()) return realClock();
  if (s == "stepped") return std::make_unique<SteppedClock>();
  if (s.size() >= 2 && s.size() <= 3 && s[0] == 'x' &&
      s.find_first_not_of("0123456789", 1) == std::string::npos) {
    const int n = std::stoi(s.substr(1));
    if (n >= 2 && n <= 64) return realClock(n);
  }
  throw std::invalid_argument(std::string(kClockEnv) + "=" + s + ": expected stepped or xN with N 2..64");
}

std::unique_ptr<Clock> programClock() {
  return clockFromSetting(std::getenv(kClockEnv));
}

}  // namespace platform
