// SPDX-License-Identifier: GPL-3.0-or-later
// The pause menu (rf_pause_menu.hpp).
#include "rf/front/pause_menu.hpp"

namespace rf::front {

using input::Key;

void PauseMenu::open() {
  open_ = true;
  confirming_ = false;
  selected_ = 0;
}

PauseChoice PauseMenu::key(Key k) {
  if (!open_) return PauseChoice::None;
  const bool choose = k == Key::Return || k == Key::Space || k == Key::H;
  if (confirming_) {
    if (choose) {
      open_ = false;
      return PauseChoice::Quit;
    }
    if (k == Key::Escape || k == Key::N) confirming_ = false;
    return PauseChoice::None;
  }
  switch (k) {
    case Key::Up:
    case Key::W:
      selected_ = (selected_ + kItems - 1) % kItems;
      return PauseChoice::None;
    case Key::Down:
    case Key::S:
      selected_ = (selected_ + 1) % kItems;
      return PauseChoice::None;
    case Key::Escape:
      open_ = false;
      return PauseChoice::Resume;
    default:
      break;
  }
  if (!choose) return PauseChoice::None;
  if (selected_ == 0) {
    open_ = false;
    return PauseChoice::Resume;
  }
  if (selected_ == 1) {  // the menu stays open under the options
    return PauseChoice::Options;
  }
  if (selected_ == 2) {
    open_ = false;
    return PauseChoice::Restart;
  }
  confirming_ = true;
  return PauseChoice::None;
}

view::MenuPanel PauseMenu::panel() const {
  view::MenuPanel p;
  if (confirming_) {
    p.title = "QUIT THIS GAME?";
    p.rows = {{"YES", "RETURN", true}, {"NO", "ESC OR N", false}};
    return p;
  }
  p.title = "PAUSED";
  const char* items[kItems] = {"RESUME", "OPTIONS", "RESTART THE MAP", quitLabel_.c_str()};
  for (int i = 0; i < kItems; ++i) p.rows.push_back({items[i], "", i == selected_});
  p.footer = "UP / DOWN, RETURN: CHOOSE   ESC: BACK TO THE GAME";
  return p;
}

std::string PauseMenu::text() const {
  return view::menuPanelText(panel());
}

}  // namespace rf::front
