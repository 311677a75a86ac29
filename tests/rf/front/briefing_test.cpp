// SPDX-License-Identifier: GPL-3.0-or-later
// The briefing (app/rf_briefing.hpp): the goal, that only the jeep carries the flag, each of
// the four vehicles, and the launch key of player 1's own bindings; F1's panel adds the keys.
#include <gtest/gtest.h>

#include "rf/front/briefing.hpp"
#include "input/device.hpp"

namespace rf::front::test {
namespace {

bool has(const std::vector<std::string>& lines, const std::string& what) {
  for (const std::string& l : lines) {
    if (l.find(what) != std::string::npos) return true;
  }
  return false;
}

TEST(RfBriefing, TheGoalTheVehiclesAndTheLaunchKey) {
  Config c = defaultConfig();
  const std::vector<std::string> lines = rfBriefingLines(c);
  EXPECT_TRUE(has(lines, "TAKE THE ENEMY'S FLAG AND BRING IT HOME"));
  EXPECT_TRUE(has(lines, "ONLY THE JEEP CAN PICK THE FLAG UP"));
  for (const char* v : {"TANK:", "ASV:", "HELICOPTER:", "JEEP:"}) EXPECT_TRUE(has(lines, v)) << v;
  EXPECT_TRUE(has(lines, "(H LAUNCHES)"));
  c.keys[0].a = {input::scancodeByName("L")};
  EXPECT_TRUE(has(rfBriefingLines(c), "(L LAUNCHES)"));
  EXPECT_EQ(rfBriefingPanel(c).title, "BRIEFING");
  const view::MenuPanel help = rfHelpPanel(c);
  EXPECT_TRUE(has(help.lines, "ONLY THE JEEP"));
  EXPECT_TRUE(has(help.lines, "A FIRE / LAUNCH L"));
  EXPECT_TRUE(has(help.lines, "ESC MENU (RESUME, OPTIONS, RESTART, QUIT)"));
}

}  // namespace
}  // namespace rf::front::test
