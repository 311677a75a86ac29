// SPDX-License-Identifier: GPL-3.0-or-later
// The keys the screens name come from the bindings (app/rf_key_labels.hpp).
#include <gtest/gtest.h>

#include "rf/front/settings.hpp"
#include "rf/front/key_labels.hpp"
#include "input/device.hpp"

namespace rf::front::test {
namespace {

TEST(KeyLabels, TheBunkerNamesTheDefaultKeys) {
  const Config c = defaultConfig();
  const view::RfKeyLabels p1 = rfKeyLabels(c.keys[0]);
  EXPECT_EQ(p1.choose, "W A S D");
  EXPECT_EQ(p1.launch, "H");
  EXPECT_EQ(p1.status, "J OR K");
  const view::RfKeyLabels p2 = rfKeyLabels(c.keys[1]);
  EXPECT_EQ(p2.choose, "KP8 KP4 KP5 KP6");
  EXPECT_EQ(p2.launch, "KP-");
}

TEST(KeyLabels, ARemappedKeyIsWhatTheScreensSay) {
  Config c = defaultConfig();
  c.keys[0].a = {input::scancodeByName("Space"), input::scancodeByName("Return")};
  c.keys[0].b = {};
  EXPECT_EQ(rfKeyLabels(c.keys[0]).launch, "SPACE");
  EXPECT_EQ(rfKeyLabels(c.keys[0]).status, "- OR K");
  const std::string help = rfHelpText(c);
  EXPECT_NE(help.find("A fire / launch SPACE/RETURN  B -  C K"), std::string::npos) << help;
  // each vehicle with its own buttons, named by player 1's keys
  EXPECT_NE(help.find("jeep: SPACE grenade   - boat / wheels"), std::string::npos) << help;
  EXPECT_NE(help.find("heli: SPACE guns / missile down"), std::string::npos) << help;
  EXPECT_NE(help.find("tank: SPACE cannon"), std::string::npos) << help;
  EXPECT_NE(help.find("player 2 (green): forward KP8"), std::string::npos) << help;
}

}  // namespace
}  // namespace rf::front::test
