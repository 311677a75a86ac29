// SPDX-License-Identifier: GPL-3.0-or-later
// The title's "New island" (rf/front/island_title.hpp, issue 41 item 5) in-process with fake
// devices: N opens the seed field (the selected map's level), digits type the seed, R picks
// one, Left / Right the level, Return asks the program for the island (Step::island) for the
// mode's players; Esc closes it. The island the program makes joins the list and its game
// starts (Front::playIsland).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "front_fakes.hpp"
#include "rf/front/island_title.hpp"

namespace rf::front::test {
namespace {

void clearField(Driver& d, const Front& f) {
  for (int i = 0; i < 12; ++i) d.tapStep("Backspace");
  ASSERT_EQ(f.screen().panels.size(), 1u);
}

TEST(RfIslandTitle, NOpensTheSeedFieldAndReturnAsksForTheIsland) {
  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay"), bundled("saltmarsh_reach")}, 1), host);
  Driver d(f);
  d.idle();
  const int level = f.flow().maps()[static_cast<size_t>(f.flow().selected())].level;
  EXPECT_FALSE(d.tapStep("N").island);
  ASSERT_EQ(f.screen().panels.size(), 1u);
  EXPECT_EQ(f.screen().panels[0].title, "NEW ISLAND");
  clearField(d, f);
  d.type("4711x.");  // digits only
  EXPECT_NE(f.screen().panels[0].lines[2].find("> 4711_"), std::string::npos) << f.screen().panels[0].lines[2];
  d.tapStep("Right");
  const Step s = d.tapStep("Return");
  ASSERT_TRUE(s.island);
  EXPECT_EQ(s.island->seed, 4711u);
  EXPECT_EQ(s.island->players, 1);
  EXPECT_EQ(s.island->level, level < 9 ? level + 1 : 1);
  EXPECT_TRUE(f.screen().panels.empty());  // the field closed; the title stays
  EXPECT_EQ(f.state(), State::Title);
}

TEST(RfIslandTitle, AnEmptySeedIsRefusedRPicksOneEscCloses) {
  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay")}, 1), host);
  Driver d(f);
  d.idle();
  d.tapStep("N");
  clearField(d, f);
  EXPECT_FALSE(d.tapStep("Return").island);
  ASSERT_EQ(f.screen().panels.size(), 1u);
  EXPECT_EQ(f.screen().panels[0].notice, "type a seed (digits) or press R for one");
  d.type("r");
  const std::string line = f.screen().panels[0].lines[2];
  EXPECT_EQ(line.find("> _"), std::string::npos) << line;  // a seed was put in
  d.tapStep("Escape");
  EXPECT_TRUE(f.screen().panels.empty());
  EXPECT_EQ(f.state(), State::Title);  // Esc closed the field, not the program
}

TEST(RfIslandTitle, TheProgramsIslandJoinsTheListAndItsGameStarts) {
  FakeHost host;
  Front f(setupOf({bundled("driftwood_cay")}, 1), host);
  Driver d(f);
  d.idle();
  f.playIsland(bundled("saltmarsh_reach"));
  d.idle();
  ASSERT_EQ(f.flow().maps().size(), 2u);
  EXPECT_EQ(f.flow().current().title, "Saltmarsh Reach");
  EXPECT_NE(f.state(), State::Title);  // the briefing (the first game), then the game
}

TEST(RfIslandTitle, EveryBackspaceOfAFrameDeletes) {
  SeedField field;
  field.open(123456, 3);
  input::DeviceFrame in = input::DeviceFrame::fromScancodes({}, {sc("Backspace"), sc("Backspace"), sc("Backspace")});
  EXPECT_FALSE(field.input(in, 1, 0));
  EXPECT_EQ(field.text(), "123");
}

}  // namespace
}  // namespace rf::front::test
