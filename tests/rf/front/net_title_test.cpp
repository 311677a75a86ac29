// SPDX-License-Identifier: GPL-3.0-or-later
// The title's network modes (rf/front/net_title.hpp) in-process with fake devices: HOST A
// NETWORK GAME asks the program to host the selected 2-player map (the front stays on the
// title, no local game starts); JOIN A NETWORK GAME opens the address field, typed with the
// keyboard (Backspace, Esc, Return), and asks the program to join that address.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "front_fakes.hpp"
#include "rf/front/net_title.hpp"

namespace rf::front::test {
namespace {

// Tab until the title's mode is `name`.
void chooseMode(Driver& d, const std::string& name) {
  for (size_t i = 0; i < d.f.flow().modes().size() && d.f.flow().titleMode().name != name; ++i) d.tap("Tab");
  ASSERT_EQ(d.f.flow().titleMode().name, name);
}

FrontSetup netSetup() {
  FrontSetup s = setupOf({bundled("driftwood_cay"), bundled("proving_strait")}, 1);
  s.modes = withNetworkModes(defaultTitleModes());
  return s;
}

TEST(RfNetTitle, TheNetworkModesFollowTheOthers) {
  const std::vector<TitleMode> modes = withNetworkModes(defaultTitleModes());
  ASSERT_EQ(modes.size(), defaultTitleModes().size() + 2);
  EXPECT_EQ(modes[modes.size() - 2].name, "HOST A NETWORK GAME");
  EXPECT_EQ(modes[modes.size() - 2].network, NetRole::Host);
  EXPECT_EQ(modes.back().name, "JOIN A NETWORK GAME");
  EXPECT_EQ(modes.back().network, NetRole::Join);
  for (size_t i = modes.size() - 2; i < modes.size(); ++i) {
    EXPECT_EQ(modes[i].players, 2);
    EXPECT_FALSE(modes[i].anyComputer());
  }
}

TEST(RfNetTitle, HostAsksTheProgramToHostTheSelectedTwoPlayerMap) {
  FakeHost host;
  Front f(netSetup(), host);
  Driver d(f);
  d.idle();
  chooseMode(d, "HOST A NETWORK GAME");
  EXPECT_EQ(f.flow().maps()[static_cast<size_t>(f.flow().selected())].title, "Proving Strait");
  const Step s = d.tapStep("Return");
  ASSERT_TRUE(s.net);
  EXPECT_EQ(s.net->role, NetRole::Host);
  EXPECT_EQ(s.net->map.title, "Proving Strait");
  EXPECT_FALSE(s.net->map.bytes.empty());
  EXPECT_EQ(f.state(), State::Title);  // the program plays it; the title stays under it
  EXPECT_EQ(f.game(), nullptr);
  EXPECT_FALSE(s.gameStarted);
}

TEST(RfNetTitle, JoinTypesTheAddressAndAsksTheProgramToJoinIt) {
  FakeHost host;
  Front f(netSetup(), host);
  Driver d(f);
  d.idle();
  chooseMode(d, "JOIN A NETWORK GAME");
  EXPECT_FALSE(d.tapStep("Return").net);
  ASSERT_EQ(f.screen().panels.size(), 1u);
  EXPECT_EQ(f.screen().panels[0].title, "JOIN A NETWORK GAME");
  d.type("192.168.1.2x");
  d.tapStep("Backspace");
  d.type(":7000 /!");  // a space, '/' and '!' are not an address's
  EXPECT_NE(f.screen().panels[0].lines.back().find("> 192.168.1.2:7000_"), std::string::npos)
      << f.screen().panels[0].lines.back();
  d.tapStep("W");  // the title's keys belong to the field: the selection stays
  const Step s = d.tapStep("Return");
  ASSERT_TRUE(s.net);
  EXPECT_EQ(s.net->role, NetRole::Join);
  EXPECT_EQ(s.net->address, "192.168.1.2:7000");
  EXPECT_TRUE(f.screen().panels.empty());
  EXPECT_EQ(f.state(), State::Title);
  EXPECT_EQ(f.game(), nullptr);
  // Esc closes the field without asking; the title is still there (not quit)
  d.tapStep("Return");
  ASSERT_EQ(f.screen().panels.size(), 1u);
  EXPECT_FALSE(d.tapStep("Escape").net);
  EXPECT_TRUE(f.screen().panels.empty());
  EXPECT_EQ(f.state(), State::Title);
}

}  // namespace
}  // namespace rf::front::test
