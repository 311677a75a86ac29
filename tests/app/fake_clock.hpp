// SPDX-License-Identifier: GPL-3.0-or-later
// A clock the test moves by hand (platform/clock.hpp): millis() is what the test set, a wait
// is recorded and moves the time by its length, as the stepped clock does.
#pragma once

#include <cstdint>
#include <vector>

#include "platform/clock.hpp"

namespace app::test {

class FakeClock final : public platform::Clock {
 public:
  uint64_t millis() const override { return now; }
  void sleepMillis(uint32_t ms) override {
    waits.push_back(ms);
    now += ms;
  }
  uint64_t now = 0;
  std::vector<uint32_t> waits;
};

}  // namespace app::test
