// SPDX-License-Identifier: GPL-3.0-or-later
// The one window loop (app/window_loop.hpp) in-process, with a fake screen, fake devices and
// the stepped clock: `rf play`'s program (app/rf_front_program.hpp) from the title through the
// briefing into a game, the clock's time turned into dt ticks, each picture presented; the
// null backend the CLI tests use.
#include "app/window_loop.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <thread>
#include <vector>

#include "app/paths.hpp"
#include "app/rf_front_program.hpp"
#include "app/rf_map_list.hpp"
#include "app/user_maps.hpp"
#include "view/rf_title_render.hpp"
#include "audio/soundfont.hpp"
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
    last = picture;
    width = picture.width();
    height = picture.height();
  }
  int wholeScale(int, int) const override { return scale; }
  void toggleFullscreen() override { full = !full; }
  bool fullscreen() const override { return full; }
  void setScale(int s) override { scaleAsked = s; }
  int presented = 0, width = 0, height = 0, scale = 1, scaleAsked = 0;
  core::Image last;
  bool full = false;
};

// The sound's settings with the small fallback SoundFont by name (TimGM6mb, whichever the
// machine has).
SoundSettings fallbackFont() {
  SoundSettings s;
  s.soundfont = std::string(audio::kFallbackSoundFont);
  return s;
}

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
  RfSound sound(err, fallbackFont(), RfSound::Output::Offline);
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

// The title after `keys` (each tapped on its own frame, an empty frame after it), `frames`
// frames in all at 2 ticks a frame: the screen that saw it.
struct TitleRun {
  FakeScreen screen;
  rf::front::Config settings;
};
void runTitle(TitleRun& run, const std::vector<const char*>& keys, int frames) {
  testutil::useHome(testutil::processHome());
  MapList list = listPlayMaps(bundledRfMaps(), "");
  rf::front::FrontSetup setup;
  setup.maps = std::move(list.maps);
  setup.settings = defaultConfig();
  std::vector<input::DeviceFrame> in{{}};
  for (const char* k : keys) {
    in.push_back(tap(k));
    in.push_back({});
  }
  FakeEvents events(in);
  std::ostringstream err;
  RfSound sound(err, fallbackFont(), RfSound::Output::Offline);
  RfProgramOptions po;
  po.realGame = false;
  RfFrontProgram program(po, sound, nullptr, nullptr, run.screen, err);
  program.start(std::move(setup));
  platform::SteppedClock clock;
  runWindowLoop(run.screen, events, clock, program, LoopOptions{.frames = frames, .dt = 2});
  run.settings = program.front().settings();
}

// The options menu's window scale applies now: the front asks the screen for it as it changes
// (not at the next start).
TEST(WindowLoop, TheWindowScaleAppliesAtOnce) {
  TitleRun run;
  runTitle(run, {"O", "Down", "Down", "Down", "Down", "Down", "Down", "Right"}, 20);  // WINDOW SCALE: row 6
  EXPECT_EQ(run.settings.scale, 3);
  EXPECT_EQ(run.screen.scaleAsked, 3);
  TitleRun down;
  runTitle(down, {"O", "Down", "Down", "Down", "Down", "Down", "Down", "Left"}, 20);
  EXPECT_EQ(down.screen.scaleAsked, 1);
}

// The title's notice ("settings saved", here "the settings are not saved: no settings file"):
// on the title's message line, above its help lines (never over them), for the notice's time
// (kNoticeTicks), then gone.
TEST(WindowLoop, TheTitlesNoticeIsTimedAndNotOverItsHelp) {
  TitleRun plain, saved, later;
  runTitle(plain, {}, 8);
  runTitle(saved, {"O", "Escape"}, 8);
  runTitle(later, {"O", "Escape"}, 30 + rf::front::kNoticeTicks / 2);
  const int help = view::kTitleListTop + view::kTitleVisibleRows * view::kTitleRowHeight + 14;
  const core::Image& p = plain.screen.last;
  const core::Image& s = saved.screen.last;
  int noteInk = 0, helpChanged = 0;
  for (int y = 0; y < p.height(); ++y) {
    for (int x = 0; x < p.width(); ++x) {
      if (p.get(x, y) == s.get(x, y)) continue;
      if (y >= help && y < help + core::Image::kLineHeight) ++noteInk;
      if (y >= help + 12) ++helpChanged;
    }
  }
  EXPECT_GT(noteInk, 100) << "no note on the message line";
  EXPECT_EQ(helpChanged, 0) << "the note is over the help lines";
  EXPECT_TRUE(later.screen.last.pixels() == p.pixels()) << "the note stays";
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
  RfSound sound(err, fallbackFont(), RfSound::Output::Offline);
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

namespace app {
namespace {

// The title's "New island" through the program: N, the seed typed, Return: the island is
// generated, proven by the bots, saved to the user's maps folder (an atomic write) and its
// game starts (the briefing first).
TEST(WindowLoop, NewIslandFromTheTitleIsGeneratedSavedAndPlayed) {
  testutil::useHome(testutil::processHome());
  const std::filesystem::path folder = userMapsDir();
  ASSERT_FALSE(folder.empty());
  std::filesystem::remove_all(folder);
  MapList list = listPlayMaps(bundledRfMaps(), "");
  rf::front::FrontSetup setup;
  setup.maps = std::move(list.maps);
  setup.settings = defaultConfig();
  const size_t listed = setup.maps.size();
  std::vector<input::DeviceFrame> in{{}, tap("N"), {}};
  for (int i = 0; i < 10; ++i) {
    in.push_back(tap("Backspace"));
    in.push_back({});
  }
  input::DeviceFrame typed;
  typed.text = "12";
  in.push_back(typed);
  in.push_back(tap("Return"));
  FakeScreen screen;
  FakeEvents events(in);
  std::ostringstream err;
  RfSound sound(err, fallbackFont(), RfSound::Output::Offline);
  RfProgramOptions po;
  po.realGame = false;
  RfFrontProgram program(po, sound, nullptr, nullptr, screen, err);
  program.start(std::move(setup));
  platform::SteppedClock clock;
  runWindowLoop(screen, events, clock, program, LoopOptions{.frames = static_cast<int>(in.size()) + 4});
  // the bots prove it on a thread of its own: the title keeps drawing, with a notice
  EXPECT_EQ(program.front().state(), rf::front::State::Title);
  EXPECT_NE(program.front().screen().notice.find("making the island of seed 12"), std::string::npos)
      << program.front().screen().notice;
  // a frame every 20 ms of the wall clock until its game starts (at most two minutes)
  for (int i = 0; i < 6000 && program.front().state() == rf::front::State::Title; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    runWindowLoop(screen, events, clock, program, LoopOptions{.frames = 1});
  }
  EXPECT_NE(err.str().find("retrosim: new island: seed 12"), std::string::npos) << err.str();
  std::vector<std::filesystem::path> saved;
  for (const auto& e : std::filesystem::directory_iterator(folder)) saved.push_back(e.path());
  ASSERT_EQ(saved.size(), 1u) << err.str();  // the map only: no temporary left
  EXPECT_EQ(saved[0].extension(), ".rfm");
  EXPECT_EQ(program.front().flow().maps().size(), listed + 1);
  EXPECT_EQ(program.front().flow().current().path, saved[0]);
  EXPECT_EQ(program.front().flow().current().players, 1);
  EXPECT_NE(program.front().state(), rf::front::State::Title);
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace app
