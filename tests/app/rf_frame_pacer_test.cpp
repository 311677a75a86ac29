// SPDX-License-Identifier: GPL-3.0-or-later
// FrameTimingUpdate's real time -> dt (app/rf_frame_pacer.hpp) on a clock the test moves, and
// the clocks a window program can run on (platform/clock.hpp).
#include "app/rf_frame_pacer.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "app/fake_clock.hpp"
#include "platform/clock.hpp"

namespace app::test {
namespace {

TEST(FramePacer, AFrameGetsTheWholeTicksThatPassedAtLeastTwoAtMostTwelve) {
  FakeClock clock;
  clock.now = 1000;
  FramePacer pacer(clock);
  // 10 ms in: not 2 ticks yet; it waits the 22 ms to the second tick
  clock.now += 10;
  EXPECT_EQ(pacer.nextDt(), std::nullopt);
  EXPECT_EQ(clock.waits, std::vector<uint32_t>{22});
  EXPECT_EQ(pacer.nextDt(), 2);
  // 50 ms more (3 ticks and 2 ms): dt 3, the 2 ms carried to the next frame
  clock.now += 50;
  EXPECT_EQ(pacer.nextDt(), 3);
  clock.now += 30;  // 32 ms since the last whole tick
  EXPECT_EQ(pacer.nextDt(), 2);
  // a stall of 1 s: dt 12, the rest dropped (the next frame starts from now)
  clock.now += 1000;
  EXPECT_EQ(pacer.nextDt(), 12);
  clock.now += 31;
  EXPECT_EQ(pacer.nextDt(), std::nullopt);
  EXPECT_EQ(clock.waits.back(), 1u);
  EXPECT_EQ(pacer.nextDt(), 2);
}

TEST(FramePacer, OnTheSteppedClockEveryFrameIsTwoTicksAndNoRealTime) {
  platform::SteppedClock clock;
  FramePacer pacer(clock);
  int frames = 0;
  for (int i = 0; i < 100; ++i) frames += pacer.nextDt() == 2 ? 1 : 0;
  EXPECT_EQ(frames, 50);  // each frame: one wait of 32 ms, then dt 2
  EXPECT_EQ(clock.millis(), 50u * 32u);
}

TEST(ProgramClock, TheSettingChoosesTheClock) {
  auto stepped = platform::clockFromSetting("stepped");
  EXPECT_EQ(stepped->millis(), 0u);
  stepped->sleepMillis(3000);  // no real time
  EXPECT_EQ(stepped->millis(), 3000u);
  auto real = platform::clockFromSetting(nullptr);
  EXPECT_LT(real->millis(), 1000u);
  auto fast = platform::clockFromSetting("x8");
  fast->sleepMillis(80);  // 10 ms of real time, 80 of the clock's
  EXPECT_GE(fast->millis(), 80u);
  for (const char* bad : {"x1", "x65", "fast", "x", "1"}) {
    EXPECT_THROW(platform::clockFromSetting(bad), std::invalid_argument) << bad;
  }
}

}  // namespace
}  // namespace app::test
