// SPDX-License-Identifier: GPL-3.0-or-later
// The game flow of `rf play` (rf/front/title_flow.hpp) as a pure state machine: the title's
// keys, key N starting level N's first map, a 1-player win going on to the next map, a
// loss and Esc going back to the title, --map quitting at its end; the title list of the
// bundled maps in level order.
#include "rf/front/title_flow.hpp"

#include <gtest/gtest.h>


#include <string>
#include <vector>


namespace rf::front {
namespace {

using input::Key;

FlowMap map(const std::string& name, int level, int players) {
  FlowMap m;
  m.path = name + ".rfm";
  m.title = name;
  m.level = level;
  m.players = players;
  return m;
}

// Level 1: A (1P), B (2P); level 2: C (1P), D (2P); level 3: E (1P).
std::vector<FlowMap> fiveMaps() {
  return {map("A", 1, 1), map("B", 1, 2), map("C", 2, 1), map("D", 2, 2), map("E", 3, 1)};
}

TEST(RfPlayFlow, KeyTwoStartsLevelTwosFirstMap) {
  PlayFlow f(fiveMaps(), 1);
  EXPECT_EQ(f.screen(), Screen::Title);
  f.titleKey(Key::Digit2);
  EXPECT_EQ(f.screen(), Screen::Game);
  EXPECT_EQ(f.current().title, "C");
  // in 2 players the level's first 2-player map
  PlayFlow two(fiveMaps(), 1);
  two.titleKey(Key::Tab);
  EXPECT_EQ(two.players(), 2);
  two.titleKey(Key::Digit2);
  EXPECT_EQ(two.current().title, "D");
  // a level without maps stays on the title and says so
  PlayFlow none(fiveMaps(), 1);
  none.titleKey(Key::Digit9);
  EXPECT_EQ(none.screen(), Screen::Title);
  EXPECT_EQ(none.message(), "no map of level 9");
  PlayFlow noTwo(fiveMaps(), 2);
  noTwo.titleKey(Key::Digit3);  // E is a 1-player map
  EXPECT_EQ(noTwo.screen(), Screen::Title);
  EXPECT_EQ(noTwo.message(), "no 2-player map of level 3");
}

// In 2 players the title moves over the 2-player maps only (a 1-player map cannot hold two
// sides) and shows the others dimmed; in 1 player every map is playable.
TEST(RfPlayFlow, TwoPlayersChooseOnlyTwoPlayerMaps) {
  PlayFlow f(fiveMaps(), 2);
  EXPECT_EQ(f.selected(), 1);  // B: A is a 1-player map
  f.titleKey(Key::Down);
  EXPECT_EQ(f.selected(), 3);  // D
  f.titleKey(Key::Down);
  EXPECT_EQ(f.selected(), 1);  // wraps past E and A
  f.titleKey(Key::Up);
  EXPECT_EQ(f.selected(), 3);
  const view::TitleState t = f.titleState({});
  EXPECT_FALSE(t.entries[0].playable);
  EXPECT_TRUE(t.entries[1].playable);
  f.titleKey(Key::Return);
  EXPECT_EQ(f.current().title, "D");
  // from 1 player on a 1-player map, P moves the selection on to the next 2-player map
  PlayFlow g(fiveMaps(), 1);
  g.titleKey(Key::Down);
  g.titleKey(Key::Down);  // C
  g.titleKey(Key::P);
  EXPECT_EQ(g.selected(), 3);
  EXPECT_TRUE(g.titleState({}).entries[2].playable == false);
  g.titleKey(Key::P);  // VS COMPUTER, COMPUTER VS COMPUTER: 2-player maps too
  g.titleKey(Key::P);
  EXPECT_TRUE(g.titleState({}).entries[2].playable == false);
  g.titleKey(Key::P);  // round to 1 PLAYER
  EXPECT_TRUE(g.titleState({}).entries[2].playable);
  // no 2-player map at all: nothing starts
  PlayFlow none({map("A", 1, 1)}, 2);
  none.titleKey(Key::Return);
  EXPECT_EQ(none.screen(), Screen::Title);
  EXPECT_EQ(none.message(), "no map here for 2 players: P or Tab for 1 player");
}

// A map that fails to load names its file, not the whole path of the build tree.
TEST(RfPlayFlow, AFailedMapIsNamedByItsFileName) {
  std::vector<FlowMap> maps{map("A", 1, 1)};
  maps[0].path = "/home/someone/build/data/rf/maps/a.rfm";
  PlayFlow f(maps, 1);
  f.titleKey(Key::Return);
  f.gameFailed("/home/someone/build/data/rf/maps/a.rfm: offset 0x10: expected a NAME record");
  EXPECT_EQ(f.screen(), Screen::Title);
  EXPECT_EQ(f.message(), "a.rfm: offset 0x10: expected a NAME record");
}

TEST(RfPlayFlow, TheTitleKeysMoveToggleStartAndQuit) {
  PlayFlow f(fiveMaps(), 1);
  f.titleKey(Key::Down);
  f.titleKey(Key::S);
  EXPECT_EQ(f.selected(), 2);
  f.titleKey(Key::Up);
  EXPECT_EQ(f.selected(), 1);
  f.titleKey(Key::W);
  f.titleKey(Key::W);  // wraps
  EXPECT_EQ(f.selected(), 4);
  f.titleKey(Key::P);
  EXPECT_EQ(f.players(), 2);
  EXPECT_EQ(f.selected(), 1);  // E is a 1-player map: on to B, the next 2-player one
  f.titleKey(Key::P);  // VS COMPUTER
  EXPECT_EQ(f.titleMode().name, "VS COMPUTER");
  f.titleKey(Key::P);  // COMPUTER VS COMPUTER
  f.titleKey(Key::P);
  EXPECT_EQ(f.players(), 1);
  f.titleKey(Key::Space);
  EXPECT_EQ(f.screen(), Screen::Game);
  EXPECT_EQ(f.current().title, "B");
  PlayFlow g(fiveMaps(), 1);
  g.titleKey(Key::F2);
  EXPECT_EQ(g.current().title, "A");
  PlayFlow q(fiveMaps(), 1);
  q.titleKey(Key::Escape);
  EXPECT_EQ(q.screen(), Screen::Quit);
}

TEST(RfPlayFlow, AOnePlayerWinGoesOnToTheNextOnePlayerMap) {
  PlayFlow f(fiveMaps(), 1);
  f.titleKey(Key::Return);  // A
  f.gameEnded({0, 1, 59200});
  EXPECT_EQ(f.screen(), Screen::Results);
  EXPECT_EQ(f.nextMap(), 2);  // C: B is a 2-player map
  f.resultsFrame(60, false);
  EXPECT_EQ(f.screen(), Screen::Results);
  f.resultsFrame(kResultsTicks, false);
  EXPECT_EQ(f.screen(), Screen::Game);
  EXPECT_EQ(f.current().title, "C");
  EXPECT_EQ(f.selected(), 2);
  // a key skips the rest of the results screen, but not in its first half second
  f.gameEnded({0, 1, 1000});
  f.resultsFrame(kResultsKeyAfterTicks - 1, true);
  EXPECT_EQ(f.screen(), Screen::Results);
  f.resultsFrame(kResultsKeyAfterTicks, true);
  EXPECT_EQ(f.current().title, "E");
  // the last map's win goes back to the title
  f.gameEnded({0, 1, 1000});
  EXPECT_EQ(f.nextMap(), -1);
  f.resultsFrame(kResultsTicks, false);
  EXPECT_EQ(f.screen(), Screen::Title);
  EXPECT_EQ(f.selected(), 4);
}

// The original's maps follow the ported level flow (end_game.hpp nextOnePlayerMap): RFMAPnnn
// + 1 by number, not the list's order, and none after RFMAP100.
TEST(RfPlayFlow, TheOriginalsMapsGoOnByNumber) {
  EXPECT_EQ(originalMapNumber("WORLDS/1PLAYER/LEVEL1/RFMAP007.RFM"), 7);
  EXPECT_EQ(originalMapNumber("rfmap100.rfm"), 100);
  EXPECT_EQ(originalMapNumber("driftwood_cay.rfm"), 0);
  EXPECT_EQ(originalMapNumber("RFMAP12.RFM"), 0);
  const auto cd = [](int number, int players) {
    FlowMap m;
    m.path = "RFMAP" + std::string(number < 100 ? "0" : "") + std::string(number < 10 ? "0" : "") +
             std::to_string(number) + ".RFM";
    m.title = m.path.stem().string();
    m.level = 1;
    m.players = players;
    m.original = true;
    m.number = number;
    return m;
  };
  // list order 3, 1, 2, 100, 101: the win on 1 goes to 2, on 2 to 3 (before it in the list)
  PlayFlow f({cd(3, 1), cd(1, 1), cd(2, 1), cd(100, 1), cd(101, 2)}, 1);
  f.titleKey(Key::Down);
  f.titleKey(Key::Return);  // RFMAP001
  EXPECT_EQ(f.current().number, 1);
  f.gameEnded({0, 1, 1000});
  EXPECT_EQ(f.nextMap(), 2);
  f.resultsFrame(kResultsTicks, false);
  EXPECT_EQ(f.current().number, 2);
  f.gameEnded({0, 1, 1000});
  EXPECT_EQ(f.nextMap(), 0);  // RFMAP003, first in the list
  PlayFlow last({cd(100, 1), cd(101, 2)}, 1);
  last.titleKey(Key::Return);
  last.gameEnded({0, 1, 1000});
  EXPECT_EQ(last.nextMap(), -1);  // after RFMAP100 there is none
}

TEST(RfPlayFlow, ALossAndATwoPlayerGameGoBackToTheTitle) {
  PlayFlow f(fiveMaps(), 1);
  f.titleKey(Key::Return);
  f.gameEnded({-1, 1, 30000});  // 1 player: EndGame(-1) is a loss
  EXPECT_EQ(f.nextMap(), -1);
  f.resultsFrame(kResultsTicks, false);
  EXPECT_EQ(f.screen(), Screen::Title);
  EXPECT_EQ(f.selected(), 0);
  f.titleKey(Key::Tab);
  f.titleKey(Key::Return);
  f.gameEnded({0, 2, 30000});  // 2 players: side 0 won, no next map
  EXPECT_EQ(f.nextMap(), -1);
  f.resultsFrame(kResultsTicks, false);
  EXPECT_EQ(f.screen(), Screen::Title);
}

TEST(RfPlayFlow, EscInAGameGoesBackToTheTitle) {
  PlayFlow f(fiveMaps(), 1);
  f.titleKey(Key::Digit3);
  EXPECT_EQ(f.current().title, "E");
  f.gameLeft();
  EXPECT_EQ(f.screen(), Screen::Title);
  EXPECT_EQ(f.selected(), 4);
  // a map that does not load: back to the title with its message
  f.titleKey(Key::Return);
  f.gameFailed("E.rfm: offset 0x0: expected ...");
  EXPECT_EQ(f.screen(), Screen::Title);
  EXPECT_EQ(f.titleState({}).message, "E.rfm: offset 0x0: expected ...");
}

TEST(RfPlayFlow, AMapGameQuitsAtItsEnd) {
  PlayFlow f = PlayFlow::singleMap(map("A", 1, 1), 1);
  EXPECT_EQ(f.screen(), Screen::Game);
  f.gameEnded({0, 1, 1000});
  EXPECT_EQ(f.nextMap(), -1);
  f.resultsFrame(kResultsTicks, false);
  EXPECT_EQ(f.screen(), Screen::Quit);
  PlayFlow g = PlayFlow::singleMap(map("A", 1, 1), 1);
  g.gameLeft();
  EXPECT_EQ(g.screen(), Screen::Quit);
}

// The progress is kept per mode: the 2-player list shows the 2-player records only, so a
// 1-player win on a 2-player map is not shown as won there (and the other way round).
TEST(RfPlayFlow, TheTitleStateCarriesTheProgressOfItsMode) {
  PlayFlow f(fiveMaps(), 2);
  rf::Progress p;
  rf::recordProgress(p, "D", true, 61234);     // a 1-player win on the 2-player map D
  rf::recordProgress(p, "B", true, 70000, 2);  // a 2-player win on B
  const view::TitleState t = f.titleState(p);
  ASSERT_EQ(t.entries.size(), 5u);
  EXPECT_EQ(t.players, 2);
  EXPECT_FALSE(t.entries[3].won) << "the 1-player win shows in the 2-player list";
  EXPECT_EQ(t.entries[3].bestMs, 0u);
  EXPECT_TRUE(t.entries[1].won);
  EXPECT_EQ(t.entries[1].bestMs, 70000u);
  EXPECT_FALSE(t.entries[0].won);
  EXPECT_EQ(t.entries[3].level, 2);
  const view::TitleState one = PlayFlow(fiveMaps(), 1).titleState(p);
  EXPECT_TRUE(one.entries[3].won);
  EXPECT_EQ(one.entries[3].bestMs, 61234u);
  EXPECT_FALSE(one.entries[1].won) << "the 2-player win shows in the 1-player list";
}

// The title's modes are a list: P / Tab step through it in order and wrap; a mode the next
// issues add (here a stand-in third row) is one more entry, and its players choose the maps.
TEST(RfPlayFlow, TheModesAreAListThatPAndTabStepThrough) {
  PlayFlow f(fiveMaps(), 1, {{"1 PLAYER", 1}, {"2 PLAYERS", 2}, {"A THIRD MODE", 1}});
  EXPECT_EQ(f.mode(), 0);
  EXPECT_EQ(f.modes().size(), 3u);
  f.titleKey(Key::Tab);
  EXPECT_EQ(f.mode(), 1);
  EXPECT_EQ(f.players(), 2);
  EXPECT_EQ(f.selected(), 1);  // B: the first 2-player map
  f.titleKey(Key::P);
  EXPECT_EQ(f.modes()[static_cast<size_t>(f.mode())].name, "A THIRD MODE");
  EXPECT_EQ(f.players(), 1);
  f.titleKey(Key::Tab);
  EXPECT_EQ(f.mode(), 0);  // round again
  EXPECT_EQ(PlayFlow(fiveMaps(), 2).mode(), 1);  // the first mode of 2 players
  EXPECT_EQ(defaultTitleModes().size(), 4u);  // 1 PLAYER, 2 PLAYERS, VS COMPUTER, COMPUTER VS COMPUTER
}

}  // namespace
}  // namespace rf::front
