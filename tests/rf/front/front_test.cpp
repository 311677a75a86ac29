// SPDX-License-Identifier: GPL-3.0-or-later
// The whole game flow in-process (rf/front/front.hpp), with no window: fake devices frame by
// frame and a fake Host. 1 player: title -> options (a volume, a key remapped, a window key
// refused) -> a map -> briefing -> bunker -> launch -> pause -> resume -> a scripted win ->
// the end sequence -> results -> the next map; 2 players: the same to the results and back to
// the title. Each screen is asserted by the ticks it took.
#include "rf/front/front.hpp"
#include "front_fakes.hpp"
#include "rf/front/menu_repeat.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/water.hpp"

namespace rf::front::test {
namespace {

using input::Key;

// The options menu: a volume, a key remapped, a window key refused; saved when it closes.
void optionsRoundTrip(Driver& d, FakeHost& host) {
  Front& f = d.f;
  d.tap("O");
  ASSERT_TRUE(f.optionsMenu().isOpen());
  d.tap("Left");  // the master volume, 100 -> 90
  EXPECT_EQ(f.settings().sound.master, 90);
  EXPECT_TRUE(d.cued(Cue::Kind::Volumes));
  for (int i = 0; i < OptionsMenu::Keys1Row; ++i) d.tap("Down");
  d.tap("Return");
  ASSERT_EQ(f.optionsMenu().page(), OptionsMenu::Page::Keys1);
  for (int i = 0; i < 4; ++i) d.tap("Down");  // button A (fire, launch)
  d.tap("Return");
  ASSERT_TRUE(f.optionsMenu().listening());
  d.tap("P");  // a window key: refused, still listening
  EXPECT_TRUE(f.optionsMenu().listening());
  EXPECT_NE(f.optionsMenu().notice().find("is one of the window's keys"), std::string::npos);
  d.tap("L");
  EXPECT_FALSE(f.optionsMenu().listening());
  EXPECT_EQ(f.settings().keys[0].a, std::vector<int>{sc("L")});
  d.tap("Escape");  // the key page -> the main page
  d.tap("Escape");  // closes: saved
  EXPECT_FALSE(f.optionsMenu().isOpen());
  EXPECT_EQ(host.saves, 1);
  EXPECT_EQ(host.savedAfter.keys[0].a, std::vector<int>{sc("L")});
  EXPECT_EQ(host.savedAfter.sound.master, 90);
  EXPECT_EQ(host.savedBefore.sound.master, 100);
  EXPECT_EQ(f.screen().notice, "settings saved");
  EXPECT_EQ(f.state(), State::Title);
}

// From the bunker to the play: `key` launches; the ticks until player `p` drives.
int32_t launch(Driver& d, int p, const char* key) {
  EXPECT_EQ(player(d.f, p).view, rf::ViewMode::BunkerSelect);
  d.hold(key, 1);
  return d.until([&] { return player(d.f, p).view == rf::ViewMode::Play; }, 2000);
}

// P pauses (the game's tick stands), P again resumes; Esc's menu stands it too.
void pauseAndResume(Driver& d) {
  Front& f = d.f;
  d.tap("P");
  EXPECT_TRUE(f.paused());
  const int32_t tick = f.game()->tick();
  for (int i = 0; i < 10; ++i) d.idle();
  EXPECT_EQ(f.game()->tick(), tick);
  EXPECT_EQ(f.screen().centreText, "PAUSED (P)");
  d.tap("P");
  EXPECT_FALSE(f.paused());
  d.tap("Escape");
  EXPECT_TRUE(f.pauseMenu().isOpen());
  const int32_t tick2 = f.game()->tick();
  d.idle();
  EXPECT_EQ(f.game()->tick(), tick2);
  d.tap("Escape");  // back to the game
  EXPECT_FALSE(f.pauseMenu().isOpen());
  d.idle();
  EXPECT_GT(f.game()->tick(), tick2);
}

// EndGame(winner) as a script would make it happen; the ticks until the results.
int32_t scriptedWin(Driver& d, int32_t winner) {
  rf::endGame(d.f.game()->mutableState(), winner);
  return d.until([&] { return d.f.state() == State::Results; }, 2000);
}

TEST(RfFront, OnePlayerFromTheTitleToTheNextMap) {
  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay"), bundled("saltmarsh_reach")}, 1), host);
  Driver d(f);
  EXPECT_EQ(f.state(), State::Title);
  d.idle();
  EXPECT_EQ(host.progressReads, 1);
  EXPECT_TRUE(d.cued(Cue::Kind::TitleMusic));
  optionsRoundTrip(d, host);

  d.tap("Return");  // the first game from the title: the briefing first
  EXPECT_EQ(f.state(), State::Briefing);
  EXPECT_EQ(f.screen().panels.size(), 1u);
  d.tap("Space");
  ASSERT_EQ(f.state(), State::Game);
  EXPECT_EQ(f.flow().current().title, "Driftwood Cay");
  EXPECT_TRUE(d.cued(Cue::Kind::NewGame));
  EXPECT_EQ(f.game()->tick(), 2);  // the frame after the key: stepped once

  // L is button A now (the options): it launches from the bunker
  const int32_t launchTicks = launch(d, 0, "L");
  // the select screen's zoom to the vehicle (BunkerPhase::Zoom) until the view is the play's
  EXPECT_EQ(launchTicks, 186) << "the ticks from the frame after the launch key to driving";
  pauseAndResume(d);

  const int32_t endTicks = scriptedWin(d, 0);
  // our victory scene (no CD look): 8 s of frames shown, 250 frames of 32 ms (500 ticks at
  // dt 2), after the frame that finds the game over
  EXPECT_EQ(endTicks, 2 + 500);
  EXPECT_EQ(host.ends, 1);
  const ScreenDesc r = f.screen();
  EXPECT_EQ(r.results.winner, 0);
  EXPECT_EQ(r.results.next, "next map: Saltmarsh Reach");
  // the results: 188 ticks, then the next 1-player map, without the briefing
  const int32_t resultsTicks = d.until([&] { return f.state() != State::Results; }, 500);
  EXPECT_EQ(resultsTicks, kResultsTicks);
  ASSERT_EQ(f.state(), State::Game);
  EXPECT_EQ(f.flow().current().title, "Saltmarsh Reach");
  EXPECT_EQ(player(f, 0).view, rf::ViewMode::BunkerSelect);
}

TEST(RfFront, TwoPlayersFromTheTitleToTheResultsAndBack) {
  FakeHost host;
  Front f(setupOf({bundled("proving_strait"), bundled("twin_harbours")}, 1), host);
  Driver d(f);
  d.tap("Tab");  // 2 players
  EXPECT_EQ(f.flow().players(), 2);
  d.tap("Down");
  EXPECT_EQ(f.flow().selected(), 1);
  d.tap("Up");
  d.tap("Return");
  EXPECT_EQ(f.state(), State::Briefing);
  d.tap("H");
  ASSERT_EQ(f.state(), State::Game);
  EXPECT_EQ(f.game()->players(), 2);
  EXPECT_EQ(f.flow().current().title, "Proving Strait");
  // player 2 launches with Keypad - while player 1 waits in the bunker
  const int32_t launch2 = launch(d, 1, "Keypad -");
  EXPECT_EQ(launch2, 186);
  EXPECT_EQ(player(f, 0).view, rf::ViewMode::BunkerSelect);
  pauseAndResume(d);
  EXPECT_EQ(scriptedWin(d, 1), 2 + 500);
  EXPECT_EQ(f.screen().results.winner, 1);
  EXPECT_EQ(f.screen().results.next, "back to the title");
  // a key skips the results after their first 32 ticks
  d.idle();
  d.tap("Space");
  EXPECT_EQ(f.state(), State::Results);
  EXPECT_EQ(d.until([&] { return f.state() != State::Results; }, 500) + 6, kResultsTicks);
  EXPECT_EQ(f.state(), State::Title);
}

TEST(RfFront, ARealKeyRepeatOnTheTitleFollowsTheBindingsInTicks) {
  FakeHost host;
  std::vector<FlowMap> maps;
  for (const char* m : {"driftwood_cay", "saltmarsh_reach", "proving_strait", "twin_harbours", "meridian_rift"}) {
    maps.push_back(bundled(m));
  }
  FrontSetup s = setupOf(std::move(maps), 2);
  s.settings.keys[0].down = {sc("I")};  // player 1's "back" is I now: it moves the title too
  Front f(std::move(s), host);
  Driver d(f);
  const int first = f.flow().selected();
  d.hold("I", 1);
  const int afterPress = f.flow().selected();
  EXPECT_NE(afterPress, first);
  d.hold("I", 0);
  // held: the next step after 25 ticks (the 13th frame at dt 2), then every 8 ticks
  int moves = 0;
  int last = afterPress;
  for (int i = 0; i < 16; ++i) {
    d.step(input::DeviceFrame::fromScancodes({sc("I")}, {}));
    if (f.flow().selected() != last) {
      ++moves;
      last = f.flow().selected();
    }
  }
  EXPECT_EQ(moves, 1);  // at 26 ticks; the next is due at 34
}

TEST(RfFront, TheIntroPlaysTheCdsMoviesAndAKeySkipsOne) {
  FakeHost host;
  host.movieWithLength = "TITLE/TWI.STM";
  host.movieMs = 1000;
  FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
  s.intro = {"TITLE/TWI.STM", "TITLE/RF.STM"};
  Front f(std::move(s), host);
  Driver d(f);
  EXPECT_EQ(f.state(), State::Intro);
  d.idle();
  EXPECT_TRUE(d.cued(Cue::Kind::MovieStart));
  EXPECT_EQ(f.screen().movie, "TITLE/TWI.STM");
  // 1000 ms = 62.5 ticks: the movie plays 63 ticks (32 frames at dt 2)
  const int32_t t = d.until([&] { return f.screen().movie != "TITLE/TWI.STM"; }, 200);
  EXPECT_EQ(t + 2, 64);
  EXPECT_EQ(host.opened, (std::vector<std::string>{"TITLE/TWI.STM"}));
  d.idle();  // RF.STM: its length 0 (not on this CD): it ends at once
  EXPECT_EQ(f.state(), State::Title);
}

TEST(RfFront, TheWinMovieIsSkippedByAKey) {
  FakeHost host;
  host.movieWithLength = std::string(rf::winMoviePath(0));
  host.movieMs = 60000;
  FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
  s.singleMap = true;
  s.originalLook = true;  // the CD's look: the original's end, its movie in it
  Front f(std::move(s), host);
  Driver d(f);
  ASSERT_EQ(f.state(), State::Game);
  rf::endGame(f.game()->mutableState(), 0);
  d.until([&] { return !f.screen().movie.empty(); }, 1000);
  ASSERT_EQ(f.screen().movie, host.movieWithLength);
  EXPECT_EQ(f.screen().movieWinner, 0);
  d.tap("Space");
  EXPECT_TRUE(f.screen().movie.empty());
  EXPECT_TRUE(d.cued(Cue::Kind::MovieStop));
  d.until([&] { return f.state() != State::Game; }, 200);
  EXPECT_EQ(f.state(), State::Results);
  d.until([&] { return f.state() != State::Results; }, 200);
  EXPECT_EQ(f.state(), State::Quit);  // --map: its end quits
}

TEST(RfFront, AMapThatDoesNotLoadGoesBackToTheTitleWithItsName) {
  FakeHost host;
  FlowMap bad = bundled("driftwood_cay");
  bad.path = "/some/long/folder/broken.rfm";
  bad.bytes.resize(10);
  FrontSetup s = setupOf({bad}, 1);
  s.briefing = false;
  Front f(std::move(s), host);
  Driver d(f);
  d.tap("Return");
  EXPECT_EQ(f.state(), State::Title);
  const std::string m = f.screen().title.message;
  EXPECT_NE(m.find("broken.rfm"), std::string::npos) << m;
  EXPECT_EQ(m.find("/some/long"), std::string::npos) << m;
}

// The victory scene (issue 38): at most 8 s of frames shown, however many ticks each frame
// ran; a key in the first second does nothing, a key after it goes to the results.
TEST(RfFront, TheVictorySceneIsAtMostEightSecondsOfFramesAndAKeyAfterOneSecondSkipsIt) {
  for (const int32_t dt : {2, 6}) {  // 6: a busy machine's frames
    FakeHost host;
    FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
    s.singleMap = true;
    Front f(std::move(s), host);
    ASSERT_EQ(f.state(), State::Game);
    rf::endGame(f.game()->mutableState(), 0);
    f.step(input::DeviceFrame{}, dt);  // the frame that finds the game over
    ASSERT_NE(f.ending(), nullptr);
    EXPECT_EQ(f.ending()->style(), EndStyle::Scene);
    const view::RfEndPicture pic = f.ending()->pictureState();
    EXPECT_TRUE(pic.scene);
    EXPECT_EQ(pic.headline, "BLUE WINS");
    ASSERT_GE(pic.lines.size(), 3u);
    EXPECT_EQ(pic.lines[0], "YOU BROUGHT THE FLAG HOME");
    EXPECT_EQ(pic.lines[1].rfind("TIME 0:00.", 0), 0u) << pic.lines[1];
    EXPECT_EQ(pic.lines[2], "TOWERS DESTROYED 0   VEHICLES LOST 0");
    int frames = 0;
    while (f.state() == State::Game && frames < 2000) {
      f.step(input::DeviceFrame{}, dt);
      ++frames;
    }
    EXPECT_EQ(f.state(), State::Results);
    EXPECT_EQ(frames, kSceneMs / kEndFrameMs) << "dt " << dt;  // 250 frames: 8 s at 32 ms
    EXPECT_LE(frames * kEndFrameMs, 8000);
  }
  FakeHost host;
  FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
  s.singleMap = true;
  Front f(std::move(s), host);
  Driver d(f);
  rf::endGame(f.game()->mutableState(), 0);
  d.idle();
  for (int i = 0; i < 10; ++i) d.idle();
  d.tap("X");  // 0.4 s in: too early
  EXPECT_EQ(f.state(), State::Game);
  for (int i = 0; i < 20; ++i) d.idle();  // 1.1 s in
  d.step(input::DeviceFrame::fromScancodes({sc("X")}, {sc("X")}));
  EXPECT_EQ(f.state(), State::Results);
  EXPECT_EQ(f.screen().results.stats, (std::vector<std::string>{"TOWERS DESTROYED 0   VEHICLES LOST 0"}));
  EXPECT_EQ(f.screen().results.bestMs, f.screen().results.ms);  // the first win is the best
}

// The briefing's "any key" is any key, and the key that closed it does not act in the bunker
// until it is released.
TEST(RfFront, TheBriefingIsClosedByAnyKeyWhichTheBunkerDoesNotSee) {
  for (const char* key : {"X", "Z", "B", "Return", "D", "S"}) {
    FakeHost host;
    Front f(setupOf({bundled("driftwood_cay")}, 1), host);
    Driver d(f);
    d.tap("Return");
    ASSERT_EQ(f.state(), State::Briefing);
    // closes it, then held for 4 s in the bunker: the cursor never moves
    int moved = 0;
    for (int i = 0; i < 120; ++i) {
      d.step(input::DeviceFrame::fromScancodes({sc(key)}, i == 0 ? std::vector<int>{sc(key)} : std::vector<int>{}));
      if (i > 0) moved += player(f, 0).bunker.type != rf::VehicleType::Tank ? 1 : 0;
    }
    ASSERT_EQ(f.state(), State::Game) << key;
    EXPECT_EQ(moved, 0) << key << " moved the bunker cursor";
    d.idle();  // released: the keys act again
    d.tap("D");
    d.tap("S");
    EXPECT_NE(player(f, 0).bunker.type, rf::VehicleType::Tank) << "after " << key;
  }
}

// The HUD's context hints name the player's own keys.
TEST(RfFront, TheHudSaysBoatWhenTheJeepIsInTheWater) {
  FakeHost host;
  FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
  s.singleMap = true;
  Front f(std::move(s), host);
  rf::Sim& sim = f.game()->mutableState();
  EXPECT_EQ(f.screen().hints[0], "");  // in the bunker: none
  sim.player[0].view = rf::ViewMode::Play;
  sim.team[0].vehicle = 1;
  sim.objs[1].cell = 0;  // the map's corner: sea, no pad
  sim.objs[1].team = 0;
  rf::VehState& st = sim.team[0].veh;
  st.type = rf::VehicleType::Jeep;
  st.fuel = core::kOne * 100;
  st.waterState = rf::kWaterShallow;
  st.boatTarget = 0;
  EXPECT_EQ(f.screen().hints[0], "J: BOAT");
  st.waterState = rf::kWaterDeep;
  EXPECT_EQ(f.screen().hints[0], "J: BOAT, OR IT SINKS");
  st.boatTarget = core::kOne;  // afloat: nothing to say
  EXPECT_EQ(f.screen().hints[0], "");
  st.fuel = 0;
  EXPECT_EQ(f.screen().hints[0], "H+J+K: SELF-DESTRUCT (NO FUEL)");
  st.fuel = core::kOne;
  st.type = rf::VehicleType::Tank;
  st.waterState = rf::kWaterDry;
  sim.objs[1].cell = -1;
  EXPECT_EQ(f.screen().hints[0], "");
}

// The 3DO's colours (the options' SIDE COLOURS): green and brown, named so everywhere.
TEST(RfFront, TheThreeDoColoursNameTheSidesGreenAndBrown) {
  FakeHost host;
  FrontSetup s = setupOf({bundled("proving_strait")}, 2);
  s.singleMap = true;
  s.settings.sides = rf::SideColours::ThreeDo;
  Front f(std::move(s), host);
  EXPECT_EQ(f.screen().keyLabels[0].side, "GREEN");
  EXPECT_EQ(f.screen().keyLabels[1].side, "BROWN");
  rf::endGame(f.game()->mutableState(), 1);
  f.step(input::DeviceFrame{}, 2);
  ASSERT_NE(f.ending(), nullptr);
  EXPECT_EQ(f.ending()->pictureState().headline, "BROWN WINS");
  EXPECT_EQ(f.ending()->pictureState().rgb, rf::sideLook(1, rf::SideColours::ThreeDo).rgb);
  EXPECT_EQ(f.ending()->pictureState().lines.at(2), "BROWN:  TOWERS DESTROYED 0   VEHICLES LOST 0");
  OptionsMenu m;
  m.open(defaultConfig());
  for (int i = 0; i < OptionsMenu::Sides; ++i) m.key(Key::Down);
  m.key(Key::Right);
  EXPECT_EQ(m.config().sides, rf::SideColours::ThreeDo);
  EXPECT_NE(m.text().find("GREEN / BROWN (3DO)"), std::string::npos) << m.text();
}

}  // namespace
}  // namespace rf::front::test

namespace rf::front::test {
namespace {

// A slow tap in the pause menu (its own frame, after the frame that opened it) moves it.
TEST(RfFront, APauseMenuTapInALaterFrameMovesIt) {
  FakeHost host;
  FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
  s.singleMap = true;
  Front f(std::move(s), host);
  Driver d(f);
  for (int i = 0; i < 5; ++i) d.idle();
  d.tap("Escape");
  ASSERT_TRUE(f.pauseMenu().isOpen());
  for (int i = 0; i < 5; ++i) d.idle();
  d.tap("Down");
  EXPECT_EQ(f.pauseMenu().selected(), 1);
}

// Two taps that land in one frame (a slow frame, typing faster than the frames) are two
// presses: Down, Down in one frame moves the pause menu two rows; a binding's keys (S) too.
TEST(RfFront, TwoDirectionTapsInOneFrameMoveTwoRows) {
  FakeHost host;
  FrontSetup s = setupOf({bundled("driftwood_cay")}, 1);
  s.singleMap = true;
  Front f(std::move(s), host);
  Driver d(f);
  for (int i = 0; i < 5; ++i) d.idle();
  d.tap("Escape");
  ASSERT_TRUE(f.pauseMenu().isOpen());
  d.step(input::DeviceFrame::fromScancodes({}, {sc("Down"), sc("Down")}));
  EXPECT_EQ(f.pauseMenu().selected(), 2);
  d.idle();
  d.step(input::DeviceFrame::fromScancodes({}, {sc("Up"), sc("S"), sc("S")}));  // S: player 1's down
  EXPECT_EQ(f.pauseMenu().selected(), 3);
  d.idle();
  // a held direction still repeats after the delay, once per interval
  d.hold("Up", 2 + kMenuRepeatDelayTicks / 2);  // pressed, then 26 ticks held: one repeat
  EXPECT_EQ(f.pauseMenu().selected(), 1);
}

}  // namespace
}  // namespace rf::front::test
