// SPDX-License-Identifier: GPL-3.0-or-later
// The title's modes with the computer (issue 39 item 4) in-process, with fake devices and a
// fake Host: the modes list and the difficulty on the title, VS COMPUTER (side 2 launches and
// drives with no input, its words recorded as a replay that verifies without the bot),
// COMPUTER VS COMPUTER (both sides move; any key back to the title), the attract mode (after
// kAttractIdleTicks idle on the title; a key ends it and is kept from the title).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "front_fakes.hpp"
#include "rf/front/front.hpp"
#include "rf/replay.hpp"
#include "rf/sim/end_game.hpp"

namespace rf::front::test {
namespace {

// The position of side `p`'s vehicle (nullopt: none on the map).
std::optional<std::pair<int32_t, int32_t>> vehicleAt(const Front& f, int p) {
  const rf::Obj* v = f.game()->object(f.game()->state().team[static_cast<size_t>(p)].vehicleId);
  if (v == nullptr) return std::nullopt;
  return std::pair{v->x, v->y};
}

// Idle frames until side `p` has a vehicle on the map (it launched; at most `limit`), then
// `frames` more: whether the vehicle moved in them.
bool drivesAndMoves(Driver& d, int p, int limit, int frames) {
  d.until([&] { return vehicleAt(d.f, p).has_value(); }, limit);
  const auto at = vehicleAt(d.f, p);
  for (int i = 0; i < frames; ++i) d.idle();
  const auto now = vehicleAt(d.f, p);
  return at && now && *at != *now;
}

// Tab until the title's mode is `name`.
void chooseMode(Driver& d, const std::string& name) {
  for (size_t i = 0; i < d.f.flow().modes().size() && d.f.flow().titleMode().name != name; ++i) d.tap("Tab");
  ASSERT_EQ(d.f.flow().titleMode().name, name);
}

TEST(RfComputerModes, TheTitleListsTheModesAndShowsTheChosenOnesName) {
  const std::vector<TitleMode> modes = defaultTitleModes();
  ASSERT_EQ(modes.size(), 4u);
  EXPECT_EQ(modes[2].name, "VS COMPUTER");
  EXPECT_EQ(modes[2].players, 2);
  EXPECT_FALSE(modes[2].computer[0]);
  EXPECT_TRUE(modes[2].computer[1]);
  EXPECT_FALSE(modes[2].watched());
  EXPECT_EQ(modes[3].name, "COMPUTER VS COMPUTER");
  EXPECT_TRUE(modes[3].watched());
  EXPECT_FALSE(modes[1].anyComputer());

  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay"), bundled("proving_strait")}, 1), host);
  Driver d(f);
  d.idle();
  EXPECT_EQ(f.screen().title.mode, "1 PLAYER");
  EXPECT_EQ(f.screen().title.modeLine, "");
  chooseMode(d, "VS COMPUTER");
  EXPECT_EQ(f.flow().selected(), 1);  // Proving Strait: a 2-player map
  EXPECT_EQ(f.screen().title.mode, "VS COMPUTER");
  EXPECT_EQ(f.screen().title.modeLine, "THE COMPUTER PLAYS GREEN NORMAL    LEFT / RIGHT: EASIER / HARDER");
  // Left / Right: the computer's difficulty, saved at once; it stops at easy and hard
  d.tap("Right");
  EXPECT_EQ(f.settings().computer[1], rf::bot::Difficulty::Hard);
  EXPECT_EQ(host.savedAfter.computer[1], rf::bot::Difficulty::Hard);
  d.tap("Right");
  EXPECT_EQ(f.settings().computer[1], rf::bot::Difficulty::Hard);
  d.tap("Left");
  d.tap("Left");
  d.tap("Left");
  EXPECT_EQ(f.settings().computer[1], rf::bot::Difficulty::Easy);
  EXPECT_EQ(f.settings().computer[0], rf::bot::Difficulty::Normal);
  EXPECT_EQ(f.flow().selected(), 1) << "Left / Right are the difficulty's, not the list's";
  // COMPUTER VS COMPUTER: each side its own, Left player 1's, Right player 2's (round)
  chooseMode(d, "COMPUTER VS COMPUTER");
  d.tap("Left");
  EXPECT_EQ(f.settings().computer[0], rf::bot::Difficulty::Hard);
  d.tap("Right");
  EXPECT_EQ(f.settings().computer[1], rf::bot::Difficulty::Normal);
  EXPECT_EQ(f.screen().title.modeLine, "LEFT: BLUE HARD    RIGHT: GREEN NORMAL    ANY KEY ENDS IT");
  d.tap("Tab");  // round to 1 PLAYER
  EXPECT_EQ(f.flow().players(), 1);
}

// VS COMPUTER: the human's side waits in the bunker with no input while the computer's side 2
// launches and drives; the game's raw words, recorded as the program records them, replay to
// the same hashes on a game without any bot.
TEST(RfComputerModes, VsComputerSideTwoMovesWithoutInputAndItsReplayVerifies) {
  FakeHost host;
  FlowMap map = bundled("proving_strait");
  const std::vector<uint8_t> bytes = map.bytes;
  Front f(setupOf({std::move(map)}, 1), host);
  Driver d(f);
  chooseMode(d, "VS COMPUTER");
  d.tap("Return");
  ASSERT_EQ(f.state(), State::Briefing);  // a person plays: the briefing as for any first game
  const Step started = d.step(input::DeviceFrame::fromScancodes({sc("Space")}, {sc("Space")}));
  ASSERT_TRUE(started.gameStarted);
  ASSERT_EQ(f.game()->players(), 2);
  EXPECT_EQ(f.bot(0), nullptr);
  ASSERT_NE(f.bot(1), nullptr);
  EXPECT_EQ(f.bot(1)->level(), rf::bot::Difficulty::Normal);
  EXPECT_FALSE(f.watching());
  rf::ReplayRecorder rec(*f.game(), "proving_strait.rfm", rf::mapContentHash(bytes), f.gameOptions().schemes,
                         f.gameOptions().scenario.spawns);
  const auto recorded = [&](Driver& drv, auto done, int limit) {
    for (int i = 0; i < limit && !done(); ++i) {
      const Step s = drv.idle();
      if (s.stepped) rec.frame(*s.stepped, *f.game());
    }
  };
  recorded(d, [&] { return player(f, 1).view == rf::ViewMode::Play; }, 2000);
  ASSERT_EQ(player(f, 1).view, rf::ViewMode::Play) << "the computer launched from its bunker";
  recorded(d, [&] { return vehicleAt(f, 1).has_value(); }, 500);
  const auto at = vehicleAt(f, 1);
  ASSERT_TRUE(at.has_value()) << "its vehicle up on the map";
  recorded(d, [] { return false; }, 300);
  EXPECT_NE(vehicleAt(f, 1), at) << "the computer's vehicle drove";
  EXPECT_EQ(player(f, 0).view, rf::ViewMode::BunkerSelect) << "the person's side did nothing";
  EXPECT_TRUE(f.screen().hints[1].empty()) << "no hint over the computer's view";
  const rf::Replay r = rf::parseReplay(rf::encodeReplay(rec.finish(*f.game())), "vs.rsrp");
  int wordsOfTwo = 0;
  for (const rf::ReplayFrame& fr : r.frames) wordsOfTwo += fr.words[1] != rf::raw::kNone ? 1 : 0;
  EXPECT_GT(wordsOfTwo, 0);
  rf::GameOptions o = f.gameOptions();
  rf::Game g = rf::Game::load(rf::parseRfm(bytes, "proving_strait.rfm"), "proving_strait.rfm", o);
  EXPECT_EQ(rf::playReplay(r, g), std::nullopt);
  EXPECT_EQ(g.hash(), f.game()->hash());
}

// COMPUTER VS COMPUTER: no briefing, both sides launch and drive; any key back to the title.
TEST(RfComputerModes, ComputerVsComputerBothSidesMoveAndAKeyEndsIt) {
  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay"), bundled("twin_harbours")}, 1), host);
  Driver d(f);
  chooseMode(d, "COMPUTER VS COMPUTER");
  d.tap("Return");
  ASSERT_EQ(f.state(), State::Game) << "nobody to brief";
  EXPECT_TRUE(f.watching());
  EXPECT_EQ(f.screen().notice, "COMPUTER VS COMPUTER    ANY KEY: THE TITLE");
  ASSERT_NE(f.bot(0), nullptr);
  ASSERT_NE(f.bot(1), nullptr);
  EXPECT_TRUE(drivesAndMoves(d, 0, 2000, 200));
  EXPECT_TRUE(drivesAndMoves(d, 1, 2000, 200));
  const int32_t tick = f.game()->tick();
  d.tap("F12");  // the window's keys do their own thing: a screenshot, the game goes on
  EXPECT_EQ(f.state(), State::Game);
  EXPECT_GT(f.game()->tick(), tick);
  d.tap("Escape");
  EXPECT_EQ(f.state(), State::Title);
  EXPECT_EQ(f.flow().titleMode().name, "COMPUTER VS COMPUTER");
  EXPECT_EQ(host.ends, 0) << "a watched game records nothing";
}

// A game with the computer ends as any 2-player game (the victory scene, the results, the
// title) but goes into neither the progress nor the high scores (the Host is not asked).
TEST(RfComputerModes, AGameWithTheComputerIsNotRecorded) {
  FakeHost host;
  Front f(setupOf({bundled("proving_strait")}, 1), host);
  Driver d(f);
  chooseMode(d, "VS COMPUTER");
  d.tap("Return");
  d.tap("Space");  // the briefing
  ASSERT_EQ(f.state(), State::Game);
  for (int i = 0; i < 20; ++i) d.idle();
  rf::endGame(f.game()->mutableState(), 0);
  EXPECT_EQ(d.until([&] { return f.state() == State::Results; }, 2000), 2 + 500);  // as TwoPlayersFromTheTitle...
  EXPECT_EQ(host.ends, 0);
  EXPECT_EQ(f.screen().results.winner, 0);
  EXPECT_EQ(f.screen().results.highScore, "a game with the computer: not in the progress or the high scores");
  EXPECT_EQ(d.until([&] { return f.state() != State::Results; }, 500), kResultsTicks);
  EXPECT_EQ(f.state(), State::Title);
}

// VS COMPUTER: the person's view alone on the whole screen (as in 1 player), and the end
// says "YOU WIN" / "YOU LOSE" to them (the scene and the results), not the winner's colour;
// two people and COMPUTER VS COMPUTER keep the split screen and "BLUE WINS".
TEST(RfComputerModes, VsComputerShowsThePersonAloneAndTellsThemYouWinOrYouLose) {
  for (const int winner : {0, 1}) {
    FakeHost host;
    Front f(setupOf({bundled("proving_strait")}, 1), host);
    Driver d(f);
    chooseMode(d, "VS COMPUTER");
    d.tap("Return");
    d.tap("Space");  // the briefing
    ASSERT_EQ(f.state(), State::Game);
    EXPECT_EQ(f.personSide(), 0);
    EXPECT_EQ(f.screen().solo, 0) << "the person's view on the whole screen";
    for (int i = 0; i < 20; ++i) d.idle();
    rf::endGame(f.game()->mutableState(), winner);
    d.idle();
    ASSERT_NE(f.ending(), nullptr);
    const view::RfEndPicture pic = f.ending()->pictureState();
    EXPECT_EQ(pic.headline, winner == 0 ? "YOU WIN" : "YOU LOSE");
    d.until([&] { return f.state() == State::Results; }, 2000);
    ASSERT_EQ(f.state(), State::Results);
    EXPECT_EQ(f.screen().solo, -1);
    EXPECT_EQ(f.screen().results.you, 0);
    EXPECT_EQ(view::resultsHeadline(f.screen().results), winner == 0 ? "YOU WIN" : "YOU LOSE");
  }
  for (const std::string mode : {"2 PLAYERS", "COMPUTER VS COMPUTER"}) {
    FakeHost host;
    Front f(setupOf({bundled("proving_strait")}, 1), host);
    Driver d(f);
    chooseMode(d, mode);
    d.tap("Return");
    if (f.state() == State::Briefing) d.tap("Space");
    ASSERT_EQ(f.state(), State::Game) << mode;
    EXPECT_EQ(f.personSide(), -1) << mode;
    EXPECT_EQ(f.screen().solo, -1) << mode << ": the split screen";
    rf::endGame(f.game()->mutableState(), 1);
    d.idle();
    ASSERT_NE(f.ending(), nullptr) << mode;
    EXPECT_EQ(f.ending()->pictureState().headline, "GREEN WINS") << mode;
  }
}

// The attract mode: after kAttractIdleTicks of nothing on the title, two computers play the
// first 2-player map; a key (held) ends it, and the title does not see it; a key on the
// title starts the count again; the next attract game is the next 2-player map.
TEST(RfComputerModes, TheAttractModeStartsWhenTheTitleIsIdleAndAKeyEndsIt) {
  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay"), bundled("proving_strait"), bundled("twin_harbours")}, 1), host);
  Driver d(f);
  const int32_t waitTicks = (kAttractIdleTicks + 1) / 2 * 2;  // dt 2 frames
  EXPECT_EQ(d.until([&] { return f.state() != State::Title; }, 600), 1200);
  d.tap("Down");  // a key: the count starts again
  EXPECT_EQ(f.flow().selected(), 1);
  EXPECT_EQ(d.until([&] { return f.state() != State::Title; }, 2000), waitTicks - 2);  // the tap's release frame counted
  ASSERT_EQ(f.state(), State::Game) << "no briefing before the attract mode";
  EXPECT_TRUE(f.flow().attract());
  EXPECT_TRUE(f.watching());
  EXPECT_EQ(f.flow().current().title, "Proving Strait");
  EXPECT_EQ(f.game()->players(), 2);
  EXPECT_EQ(f.screen().notice, "DEMO: THE COMPUTER AGAINST ITSELF    ANY KEY: THE TITLE");
  EXPECT_TRUE(drivesAndMoves(d, 0, 2000, 100));
  EXPECT_TRUE(drivesAndMoves(d, 1, 2000, 100));
  d.hold("Down", 40);  // ends it; held on, it does not move the title's selection
  EXPECT_EQ(f.state(), State::Title);
  EXPECT_FALSE(f.flow().attract());
  EXPECT_EQ(f.flow().selected(), 1);
  EXPECT_EQ(f.flow().titleMode().name, "1 PLAYER");
  d.idle();  // released
  d.tap("Down");  // free again
  EXPECT_EQ(f.flow().selected(), 2);
  d.until([&] { return f.state() != State::Title; }, 2000);
  ASSERT_TRUE(f.flow().attract());
  EXPECT_EQ(f.flow().current().title, "Twin Harbours") << "the next attract game: the next 2-player map";
}

}  // namespace
}  // namespace rf::front::test
