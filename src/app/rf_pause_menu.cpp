// The pause menu (rf_pause_menu.hpp).
#include "app/rf_pause_menu.hpp"

namespace app {

using platform::Key;

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
  if (selected_ == 1) {
    open_ = false;
    return PauseChoice::Restart;
  }
  confirming_ = true;
  return PauseChoice::None;
}

std::string PauseMenu::text() const {
  if (confirming_) return "QUIT THIS GAME?\n\nReturn: yes   Esc or N: no";
  const char* items[kItems] = {"RESUME", "RESTART THE MAP", quitLabel_.c_str()};
  std::string s = "PAUSED\n\n";
  for (int i = 0; i < kItems; ++i) s += std::string(i == selected_ ? "> " : "  ") + items[i] + "\n";
  return s + "\nUp / Down, Return: choose   Esc: back to the game";
}

}  // namespace app
