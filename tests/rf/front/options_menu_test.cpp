// SPDX-License-Identifier: GPL-3.0-or-later
// The options menu (app/rf_options_menu.hpp): values change with Left / Right, a key page
// rebinds an action to the next key, a key taken from another action moves (or the two
// swap), the window's keys are refused, the pad page swaps buttons, reset gives the defaults.
#include <gtest/gtest.h>

#include "rf/front/options_menu.hpp"

namespace rf::front::test {
namespace {

using input::Key;

int sc(const char* name) {
  return input::scancodeByName(name);
}

OptionsMenu opened() {
  OptionsMenu m;
  m.open(defaultConfig());
  return m;
}

TEST(OptionsMenu, LeftAndRightChangeTheVolumesViewAndWindow) {
  OptionsMenu m = opened();
  EXPECT_TRUE(m.isOpen());
  EXPECT_NE(m.text().find("> MASTER VOLUME"), std::string::npos) << m.text();
  m.key(Key::Left);  // master 100 -> 90
  EXPECT_EQ(m.config().sound.master, 90);
  m.key(Key::Right);
  m.key(Key::Right);  // never above 100
  EXPECT_EQ(m.config().sound.master, 100);
  m.key(Key::Down);
  m.key(Key::A);  // music 80 -> 70
  EXPECT_EQ(m.config().sound.music, 70);
  EXPECT_NE(m.text().find("MUSIC VOLUME"), std::string::npos);
  EXPECT_NE(m.text().find("< 70 >"), std::string::npos) << m.text();
  m.key(Key::Down);
  for (int i = 0; i < 12; ++i) m.key(Key::Left);  // effects: never below 0
  EXPECT_EQ(m.config().sound.effects, 0);
  m.key(Key::Down);  // view
  const view::RfViewStyle was = m.config().viewStyle;
  m.key(Key::Right);
  EXPECT_NE(m.config().viewStyle, was);
  m.key(Key::Down);  // the aim help: on -> off
  EXPECT_TRUE(m.config().aimHelp);
  m.key(Key::Right);
  EXPECT_FALSE(m.config().aimHelp);
  EXPECT_NE(m.text().find("> AIM HELP"), std::string::npos) << m.text();
  m.key(Key::Down);  // fullscreen
  m.key(Key::Return);
  EXPECT_TRUE(m.config().fullscreen);
  m.key(Key::Down);  // scale 2 -> 4, and no further
  m.key(Key::D);
  m.key(Key::D);
  m.key(Key::D);
  EXPECT_EQ(m.config().scale, 4);
  m.key(Key::Escape);
  EXPECT_FALSE(m.isOpen());
}

TEST(OptionsMenu, AKeyPageBindsTheNextKey) {
  OptionsMenu m = opened();
  for (int i = 0; i < OptionsMenu::Keys1Row; ++i) m.key(Key::Down);
  m.key(Key::Return);
  EXPECT_EQ(m.page(), OptionsMenu::Page::Keys1);
  EXPECT_NE(m.text().find("> FORWARD"), std::string::npos) << m.text();
  EXPECT_NE(m.text().find("W, UP"), std::string::npos) << m.text();
  for (int i = 0; i < 4; ++i) m.key(Key::Down);  // button A (fire, launch)
  m.key(Key::Return);
  EXPECT_TRUE(m.listening());
  EXPECT_TRUE(m.wantsScancodes());
  EXPECT_NE(m.text().find("PRESS A KEY FOR BUTTON A (FIRE, LAUNCH)"), std::string::npos) << m.text();
  m.scancode(sc("L"));
  EXPECT_FALSE(m.listening());
  EXPECT_EQ(m.config().keys[0].a, std::vector<int>{sc("L")});
  EXPECT_NE(m.notice().find("L"), std::string::npos);
  // Esc while listening cancels and keeps the key
  m.key(Key::Return);
  m.scancode(sc("Escape"));
  EXPECT_FALSE(m.listening());
  EXPECT_EQ(m.config().keys[0].a, std::vector<int>{sc("L")});
  m.key(Key::Escape);  // back to the main page, on the row we came from
  EXPECT_EQ(m.page(), OptionsMenu::Page::Main);
  EXPECT_EQ(m.selected(), OptionsMenu::Keys1Row);
}

TEST(OptionsMenu, AKeyTakenFromAnotherActionMovesOrSwaps) {
  OptionsMenu m = opened();
  for (int i = 0; i < OptionsMenu::Keys1Row; ++i) m.key(Key::Down);
  m.key(Key::Return);
  // forward (W, Up) takes Left from turn left (A, Left): turn left keeps A
  m.key(Key::Return);
  m.scancode(sc("Left"));
  EXPECT_EQ(m.config().keys[0].up, std::vector<int>{sc("Left")});
  EXPECT_EQ(m.config().keys[0].left, std::vector<int>{sc("A")});
  EXPECT_NE(m.notice().find("player 1's turn left: that is now A"), std::string::npos) << m.notice();
  // button A (H) takes J from button B, which had no other key: B gets H (a swap)
  for (int i = 0; i < 4; ++i) m.key(Key::Down);
  m.key(Key::Return);
  m.scancode(sc("J"));
  EXPECT_EQ(m.config().keys[0].a, std::vector<int>{sc("J")});
  EXPECT_EQ(m.config().keys[0].b, std::vector<int>{sc("H")});
  EXPECT_NE(m.notice().find("J was player 1's button B: that is now H"), std::string::npos) << m.notice();
  // across the players: player 1's C takes player 2's Keypad Enter, which gets K
  m.key(Key::Down);
  m.key(Key::Down);
  m.key(Key::Return);
  m.scancode(sc("Keypad Enter"));
  EXPECT_EQ(m.config().keys[0].c, std::vector<int>{sc("Keypad Enter")});
  EXPECT_EQ(m.config().keys[1].c, std::vector<int>{sc("K")});
}

TEST(OptionsMenu, TheWindowsKeysAreRefused) {
  OptionsMenu m = opened();
  for (int i = 0; i < OptionsMenu::Keys2Row; ++i) m.key(Key::Down);
  m.key(Key::Return);
  EXPECT_EQ(m.page(), OptionsMenu::Page::Keys2);
  m.key(Key::Return);
  for (const char* k : {"P", "M", "F1", "F12", "V"}) {
    m.scancode(sc(k));
    EXPECT_TRUE(m.listening()) << k;
    EXPECT_NE(m.notice().find("is one of the window's keys"), std::string::npos) << k;
  }
  EXPECT_EQ(m.config().keys[1].up, defaultConfig().keys[1].up);
  EXPECT_TRUE(reservedKey(sc("Escape")));
  EXPECT_FALSE(reservedKey(sc("L")));
}

TEST(OptionsMenu, ThePadPageSwapsButtons) {
  OptionsMenu m = opened();
  for (int i = 0; i < OptionsMenu::PadRow; ++i) m.key(Key::Down);
  m.key(Key::Return);
  EXPECT_EQ(m.page(), OptionsMenu::Page::Pad);
  EXPECT_NE(m.text().find("BUTTON A (FIRE, LAUNCH)"), std::string::npos) << m.text();
  m.key(Key::Return);  // button A: press a pad button
  EXPECT_TRUE(m.listening());
  EXPECT_FALSE(m.wantsScancodes());
  m.padButton(input::PadButton::B);  // B was button B's: the two swap
  EXPECT_EQ(m.config().pads.buttons[0], input::PadButton::B);
  EXPECT_EQ(m.config().pads.buttons[1], input::PadButton::A);
  m.key(Key::Down);
  m.key(Key::Down);  // button C (X) -> Y by Right
  m.key(Key::Right);
  EXPECT_EQ(m.config().pads.buttons[2], input::PadButton::Y);
}

TEST(OptionsMenu, ResetGivesTheDefaultsButKeepsTheData) {
  Config c = defaultConfig();
  c.sound.music = 10;
  c.keys[0].a = {sc("L")};
  c.pads.buttons[0] = input::PadButton::Y;
  c.dataPath = "/games/rfire.iso";
  OptionsMenu m;
  m.open(c);
  for (int i = 0; i < OptionsMenu::Reset; ++i) m.key(Key::Down);
  m.key(Key::Return);
  EXPECT_EQ(m.config().sound.music, 80);
  EXPECT_EQ(m.config().keys[0].a, defaultConfig().keys[0].a);
  EXPECT_EQ(m.config().pads.buttons[0], input::PadButton::A);
  EXPECT_EQ(m.config().dataPath, "/games/rfire.iso");
  m.key(Key::Down);
  m.key(Key::Return);  // BACK
  EXPECT_FALSE(m.isOpen());
}

// The computer's difficulty as player 1 / player 2: Left / Right step it round.
TEST(OptionsMenu, TheComputersDifficultyPerSide) {
  OptionsMenu m = opened();
  for (int i = 0; i < OptionsMenu::Computer2; ++i) m.key(Key::Down);
  EXPECT_NE(m.text().find("> COMPUTER AS PLAYER 2"), std::string::npos) << m.text();
  m.key(Key::Right);
  EXPECT_EQ(m.config().computer[1], rf::bot::Difficulty::Hard);
  m.key(Key::Right);  // round
  EXPECT_EQ(m.config().computer[1], rf::bot::Difficulty::Easy);
  EXPECT_NE(m.text().find("< EASY >"), std::string::npos) << m.text();
  m.key(Key::Up);
  m.key(Key::Left);
  EXPECT_EQ(m.config().computer[0], rf::bot::Difficulty::Easy);
}

}  // namespace
}  // namespace rf::front::test
