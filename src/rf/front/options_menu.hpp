// SPDX-License-Identifier: GPL-3.0-or-later
// The options menu: the volumes, the view, fullscreen, the window's scale, each
// player's keys, the pad's buttons, and a reset to the defaults; opened with O on the title
// and from the pause menu. Pure logic over a Config: the play driver feeds it the keys (and
// the pads' button presses), applies what config() says, and saves the changes to the
// settings file when it closes (config.hpp saveConfigChanges).
//
// Keys: Up / Down (W / S) move; Left / Right (A / D) change a value; Return, Space or H
// enter a screen or choose; Esc goes back (a screen to the menu, the menu closes). On a
// key screen, choosing an action waits for the next key, which becomes that action's only
// key (Esc cancels). A key bound to another action (of either player) moves: that action
// keeps its other keys, or takes the rebound action's old key when it had no other (the
// two swap), and the screen says so. The window's own keys (Esc, P, M, V, O, F1, F4, F5-F10,
// F12, Return, Alt) cannot be bound. On the pad screen, Left / Right cycle an action's button
// and choosing waits for a pad button; a button taken by another action swaps with it.
#pragma once

#include <optional>
#include <string>

#include "rf/front/settings.hpp"
#include "input/pad_word.hpp"
#include "input/device.hpp"
#include "view/rf_menu_render.hpp"

namespace rf::front {

class OptionsMenu {
 public:
  enum class Page : uint8_t { Main, Keys1, Keys2, Pad };
  // the main page's rows
  enum Row : int {
    Master, Music, Effects, View, AimHelp, Fullscreen, Scale, Keys1Row, Keys2Row, PadRow, Sides,
    Computer1, Computer2,  // the computer's difficulty as player 1 / player 2 (settings.hpp Config::computer)
    Reset, Back, kRows
  };

  bool isOpen() const { return open_; }
  // Opens on the main page over `current` (the settings in use).
  void open(const Config& current);
  // One key while open (while a key page listens, scancode() takes the keys instead).
  void key(input::Key k);
  // A key by its SDL scancode while a key page listens for the action's new key (Escape
  // cancels); nothing otherwise.
  void scancode(int scancode);
  // Whether the menu waits for any key's scancode (a key page listening).
  bool wantsScancodes() const { return open_ && listening_ && page_ != Page::Pad; }
  // A pad's button went down (only the pad page listens).
  void padButton(input::PadButton b);

  // The settings as the menu has them now.
  const Config& config() const { return config_; }
  Page page() const { return page_; }
  int selected() const { return selected_; }
  bool listening() const { return listening_; }
  // The last thing the menu has to say ("Q was also player 1's turret left: ..."), "" none.
  const std::string& notice() const { return notice_; }
  // What is drawn over the screen (view::drawMenuPanel), and the same as text (the selection
  // marked with ">").
  view::MenuPanel panel() const;
  std::string text() const;

 private:
  void chooseOnMain();  // Return on the main page: enter a page, reset, back, or step a value
  void change(int step);
  void bindKey(int scancode);
  void bindPad(input::PadButton b);
  int rows() const;

  Config config_;
  bool open_ = false;
  Page page_ = Page::Main;
  int selected_ = 0;
  bool listening_ = false;
  std::string notice_;
};

// Whether a scancode is one of the window's own keys (never a game key).
bool reservedKey(int scancode);

}  // namespace rf::front
