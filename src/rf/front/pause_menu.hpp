// SPDX-License-Identifier: GPL-3.0-or-later
// The pause menu of a game in the window: Esc (or a pad's Back) opens it and the
// game stands still; Resume, Options (the options menu), Restart the map, Quit (with a confirmation, so that a stray Esc
// never throws a game away). Up / Down (W / S) move, Return / Space / H choose, Esc goes
// back (from the question to the menu, from the menu to the game). Pure logic: the front
// (front.hpp) feeds it keys and shows its panel().
#pragma once

#include <string>
#include <vector>

#include "input/device.hpp"
#include "view/rf_menu_render.hpp"

namespace rf::front {

enum class PauseChoice { None, Resume, Options, Restart, Quit };

class PauseMenu {
 public:
  static constexpr int kItems = 4;  // resume, options, restart, quit

  // `quitLabel`: what Quit leaves for ("QUIT TO THE TITLE", or with --map "QUIT THE GAME").
  explicit PauseMenu(std::string quitLabel) : quitLabel_(std::move(quitLabel)) {}
  bool isOpen() const { return open_; }
  void open();
  // One key while open; what was chosen (None: the menu stays open, or was not open).
  PauseChoice key(input::Key k);
  int selected() const { return selected_; }
  bool confirming() const { return confirming_; }
  // What is drawn over the game (view::drawMenuPanel), and the same as text (the selection
  // marked with ">").
  view::MenuPanel panel() const;
  std::string text() const;

 private:
  std::string quitLabel_;
  bool open_ = false;
  bool confirming_ = false;
  int selected_ = 0;
};

}  // namespace rf::front
