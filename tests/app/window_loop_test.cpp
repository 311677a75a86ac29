// SPDX-License-Identifier: GPL-3.0-or-later
// The one window loop (app/window_loop.hpp) in-process, with a fake screen, fake devices and
// the stepped clock: `rf play`'s program (app/rf_front_program.hpp) from the title through the
// briefing into a game, the clock's time turned into dt ticks, each picture presented; the
// null backend the CLI tests use.
#include "app/window_loop.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>
#include <vector>

#include "app/paths.hpp"
#include "app/rf_front_program.hpp"
#include "app/rf_map_list.hpp"
#include "test_home.hpp"

namespace app {
namespace {

int sc(const char* name) {
  return input::scancodeByName(name);
}

// The devices: the frames given in order, then empty ones.
class FakeEvents final : public EventSource {
 public:
  explicit FakeEvents(std::vector<input::DeviceFrame> frames) : frames_(std::move(frames)) {}
  input::DeviceFrame poll() override {
    ++polls;
    if (next_ < frames_.size()) return frames_[next_++];
    return {};
  }
  int polls = 0;

 private:
  std::vector<input::DeviceFrame> frames_;
  size_t next_ = 0;
};

class FakeScreen final : public Screen {
 public:
  void present(const core::Image& picture) override {
    ++presented;
    width = picture.width();
    height = picture.height();
  }
  int wholeScale(int, int) const override { return scale; }
  void toggleFullscreen() override { full = !full; }
  bool fullscreen() const override { return full; }
  void setScale(int s) override { scaleAsked = s; }
  int presented = 0, width = 0, height = 0, scale = 1, scaleAsked = 0;
  bool full = false;
};

input::DeviceFrame tap(const char* key) {
  return input::DeviceFrame::fromScancodes({sc(key)}, {sc(key)});
}

TEST(WindowLoop, RfPlayRunsInProcessFromTheTitleIntoAGame) {
  testutil::useHome(testutil::processHome());
  MapList list = listPlayMaps(bundledRfMaps(), "");
  ASSERT_FALSE(list.maps.empty());
  rf::front::FrontSetup setup;
  setup.maps = std::move(list.maps);
  setup.settings = defaultConfig();
  FakeScreen screen;
  FakeEvents events({{}, tap("Return"), {}, tap("Space"), {}, tap("Alt"), {}});
  std::ostringstream err;
  RfSound sound(err, SoundSettings{}, RfSound::Output::Offline);
  RfProgramOptions po;
  po.realGame = false;  // nothing recorded
  RfFrontProgram program(po, sound, nullptr, nullptr, screen, err);
  program.start(std::move(setup));
  platform::SteppedClock clock;
  const int frames = runWindowLoop(screen, events, clock, program, LoopOptions{.frames = 40});
  EXPECT_EQ(frames, 40);
  EXPECT_EQ(events.polls, 40);
  EXPECT_EQ(screen.presented, 40);
  EXPECT_EQ(screen.width, 640);
  EXPECT_EQ(screen.height, 480);
  // the stepped clock moves by the pacer's waits only: 2 ticks (32 ms) a frame
  EXPECT_EQ(clock.millis(), 40u * 32u);
  ASSERT_EQ(program.front().state(), rf::front::State::Game);
  // Return on the title (frame 2), the briefing, Space (frame 4): the game from frame 5 on
  EXPECT_EQ(program.front().gameFrames(), 36);
  EXPECT_EQ(program.front().game()->tick(), 72);
}

TEST(WindowLoop, TheProgramsEndEndsTheLoop) {
  testutil::useHome(testutil::processHome());
  MapList list = listPlayMaps(bundledRfMaps(), "");
  rf::front::FrontSetup setup;
  setup.maps = std::move(list.maps);
  setup.settings = defaultConfig();
  FakeScreen screen;
  FakeEvents events({{}, tap("Escape")});  // Esc on the title quits
  std::ostringstream err;
  RfSound sound(err, SoundSettings{}, RfSound::Output::Offline);
  RfFrontProgram program(RfProgramOptions{}, sound, nullptr, nullptr, screen, err);
  program.start(std::move(setup));
  platform::SteppedClock clock;
  EXPECT_EQ(runWindowLoop(screen, events, clock, program, LoopOptions{.frames = 100, .dt = 2}), 2);
  EXPECT_EQ(screen.presented, 1);  // the last frame's picture is not shown: the program ended
  EXPECT_EQ(clock.millis(), 0u);   // a fixed dt never waits
}

TEST(WindowLoop, TheNullBackendIsChosenByItsVariable) {
  ::setenv(kWindowEnv, "null", 1);
  EXPECT_EQ(nullWindowScale(), 1);
  ::setenv(kWindowEnv, "null:2", 1);
  EXPECT_EQ(nullWindowScale(), 2);
  ::setenv(kWindowEnv, "nul", 1);
  EXPECT_THROW(nullWindowScale(), std::invalid_argument);
  ::unsetenv(kWindowEnv);
  EXPECT_EQ(nullWindowScale(), std::nullopt);
}

}  // namespace
}  // namespace app
