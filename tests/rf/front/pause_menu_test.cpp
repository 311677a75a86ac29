// SPDX-License-Identifier: GPL-3.0-or-later
// The pause menu (app/rf_pause_menu.hpp): Esc opens and closes it, Resume and Restart at
// once, Options over it, Quit only after its question is answered yes.
#include <gtest/gtest.h>

#include "rf/front/pause_menu.hpp"

namespace rf::front::test {
namespace {

using input::Key;

TEST(PauseMenu, EscOpensAndEscResumes) {
  PauseMenu m("QUIT TO THE TITLE");
  EXPECT_FALSE(m.isOpen());
  EXPECT_EQ(m.key(Key::Return), PauseChoice::None);  // closed: keys are the game's
  m.open();
  EXPECT_TRUE(m.isOpen());
  EXPECT_NE(m.text().find("> RESUME"), std::string::npos) << m.text();
  EXPECT_EQ(m.key(Key::Escape), PauseChoice::Resume);
  EXPECT_FALSE(m.isOpen());
  m.open();
  EXPECT_EQ(m.key(Key::Space), PauseChoice::Resume);
}

TEST(PauseMenu, RestartAtOnceQuitAfterYes) {
  PauseMenu m("QUIT THE GAME");
  m.open();
  m.key(Key::Down);
  m.key(Key::Down);
  EXPECT_EQ(m.selected(), 2);
  EXPECT_EQ(m.key(Key::H), PauseChoice::Restart);
  m.open();
  m.key(Key::Up);  // round to the last item
  EXPECT_EQ(m.selected(), 3);
  EXPECT_NE(m.text().find("> QUIT THE GAME"), std::string::npos) << m.text();
  EXPECT_EQ(m.key(Key::Return), PauseChoice::None);  // the question first
  EXPECT_TRUE(m.confirming());
  EXPECT_EQ(m.key(Key::N), PauseChoice::None);  // no: back to the menu
  EXPECT_FALSE(m.confirming());
  EXPECT_TRUE(m.isOpen());
  m.key(Key::Return);
  EXPECT_EQ(m.key(Key::Escape), PauseChoice::None);  // Esc is no too
  EXPECT_TRUE(m.isOpen());
  m.key(Key::Return);
  EXPECT_EQ(m.key(Key::Return), PauseChoice::Quit);
  EXPECT_FALSE(m.isOpen());
  m.open();  // opens on Resume again
  EXPECT_EQ(m.selected(), 0);
}

// Options opens the options menu over the pause menu, which stays open under it.
TEST(PauseMenu, OptionsKeepsTheMenuOpen) {
  PauseMenu m("QUIT THE GAME");
  m.open();
  m.key(Key::S);
  EXPECT_NE(m.text().find("> OPTIONS"), std::string::npos) << m.text();
  EXPECT_EQ(m.key(Key::Return), PauseChoice::Options);
  EXPECT_TRUE(m.isOpen());
}

}  // namespace
}  // namespace rf::front::test
