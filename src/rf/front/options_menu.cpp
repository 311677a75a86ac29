// SPDX-License-Identifier: GPL-3.0-or-later
// The options menu (rf_options_menu.hpp).
#include "rf/front/options_menu.hpp"

#include <algorithm>
#include <array>

#include "rf/front/key_labels.hpp"
#include "core/ascii.hpp"

namespace rf::front {
namespace {

using input::Key;

constexpr std::array<const char*, OptionsMenu::kRows> kRowNames{
    "MASTER VOLUME", "MUSIC VOLUME",    "EFFECTS VOLUME", "VIEW",   "AIM HELP", "FULLSCREEN", "WINDOW SCALE",
    "PLAYER 1 KEYS", "PLAYER 2 KEYS",   "PAD BUTTONS",    "SIDE COLOURS", "COMPUTER AS PLAYER 1", "COMPUTER AS PLAYER 2",
    "RESET TO THE DEFAULTS", "BACK"};

constexpr std::array<const char*, input::kPadActions> kPadActionWhat{"button A (fire, launch)", "button B", "button C",
                                                              "extra 4 (tank turret left)",
                                                              "extra 5 (tank turret right)"};

bool choose(Key k) {
  return k == Key::Return || k == Key::Space || k == Key::H;
}

std::string upper(std::string s) {
  return core::asciiUpper(s);
}

std::string keysText(const std::vector<int>& keys) {
  std::string s;
  for (const int k : keys) s += (s.empty() ? "" : ", ") + keyLabel(k);
  return s.empty() ? "-" : s;
}

std::string padText(input::PadButton b) {
  return upper(input::padButtonName(b));
}

// "player 1's turret left" for a notice.
std::string actionText(size_t player, const input::KeyAction& a) {
  return "player " + std::to_string(player + 1) + "'s " + a.what;
}

std::string difficultyText(rf::bot::Difficulty d) {
  return "< " + upper(rf::bot::difficultyName(d)) + " >";
}

}  // namespace

bool reservedKey(int scancode) {
  for (const char* name : {"Escape", "P", "M", "V", "O", "F1", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F12", "Return",
                           "Left Alt", "Right Alt"}) {
    if (input::scancodeByName(name) == scancode) return true;
  }
  return false;
}

void OptionsMenu::open(const Config& current) {
  config_ = current;
  open_ = true;
  page_ = Page::Main;
  selected_ = 0;
  listening_ = false;
  notice_.clear();
}

int OptionsMenu::rows() const {
  switch (page_) {
    case Page::Main: return kRows;
    case Page::Keys1:
    case Page::Keys2: return input::kKeyActions + 1;  // + BACK
    case Page::Pad: return input::kPadActions + 1;
  }
  return 1;
}

void OptionsMenu::key(Key k) {
  if (!open_) return;
  if (listening_) {
    if (k == Key::Escape) {
      listening_ = false;
      notice_ = "not changed";
    }
    return;  // a key page's key comes by its scancode
  }
  const int n = rows();
  switch (k) {
    case Key::Up:
    case Key::W:
      selected_ = (selected_ + n - 1) % n;
      return;
    case Key::Down:
    case Key::S:
      selected_ = (selected_ + 1) % n;
      return;
    case Key::Left:
    case Key::A:
      change(-1);
      return;
    case Key::Right:
    case Key::D:
      change(1);
      return;
    case Key::Escape:
      if (page_ == Page::Main) {
        open_ = false;
      } else {
        selected_ = page_ == Page::Keys1 ? Keys1Row : page_ == Page::Keys2 ? Keys2Row : PadRow;
        page_ = Page::Main;
      }
      notice_.clear();
      return;
    default: break;
  }
  if (!choose(k)) return;
  if (page_ != Page::Main) {
    if (selected_ == n - 1) {  // BACK
      key(Key::Escape);
      return;
    }
    listening_ = true;
    notice_.clear();
    return;
  }
  chooseOnMain();
}

void OptionsMenu::chooseOnMain() {
  notice_.clear();
  switch (selected_) {
    case Keys1Row: page_ = Page::Keys1; selected_ = 0; return;
    case Keys2Row: page_ = Page::Keys2; selected_ = 0; return;
    case PadRow: page_ = Page::Pad; selected_ = 0; return;
    case Reset: {
      const Config d = defaultConfig();
      config_.keys = d.keys;
      config_.pads.buttons = d.pads.buttons;
      config_.sound.master = d.sound.master;
      config_.sound.music = d.sound.music;
      config_.sound.effects = d.sound.effects;
      config_.viewStyle = d.viewStyle;
      config_.aimHelp = d.aimHelp;
      config_.fullscreen = d.fullscreen;
      config_.scale = d.scale;
      notice_ = "the keys, buttons, volumes, view and window are the defaults again";
      return;
    }
    case Back: open_ = false; return;
    default: change(1); return;  // Return on a value steps it up
  }
}

void OptionsMenu::change(int step) {
  if (page_ == Page::Pad) {
    if (selected_ >= input::kPadActions) return;
    const int b = (static_cast<int>(config_.pads.buttons[static_cast<size_t>(selected_)]) + step + input::kPadButtons) %
                  input::kPadButtons;
    bindPad(static_cast<input::PadButton>(b));
    return;
  }
  if (page_ != Page::Main) return;
  const auto volume = [&](int& v) { v = std::clamp(v + step * kVolumeStep, 0, 100); };
  switch (selected_) {
    case Master: volume(config_.sound.master); return;
    case Music: volume(config_.sound.music); return;
    case Effects: volume(config_.sound.effects); return;
    case View: config_.viewStyle = view::nextRfViewStyle(config_.viewStyle); return;
    case AimHelp: config_.aimHelp = !config_.aimHelp; return;
    case Fullscreen: config_.fullscreen = !config_.fullscreen; return;
    case Scale: config_.scale = std::clamp(config_.scale + step, 1, 4); return;
    case Sides:
      config_.sides = config_.sides == rf::SideColours::Pc ? rf::SideColours::ThreeDo : rf::SideColours::Pc;
      return;
    case Computer1:
    case Computer2: {
      rf::bot::Difficulty& d = config_.computer[selected_ == Computer1 ? 0 : 1];
      d = static_cast<rf::bot::Difficulty>((static_cast<int>(d) + step + rf::bot::kDifficulties) % rf::bot::kDifficulties);
      return;
    }
    default: return;
  }
}

void OptionsMenu::scancode(int sc) {
  if (!wantsScancodes()) return;
  if (sc == input::scancodeByName("Escape")) {
    listening_ = false;
    notice_ = "not changed";
    return;
  }
  bindKey(sc);
}

void OptionsMenu::padButton(input::PadButton b) {
  if (open_ && listening_ && page_ == Page::Pad) bindPad(b);
}

void OptionsMenu::bindKey(int sc) {
  if (sc <= 0 || sc >= input::kScancodes) return;  // a key SDL has no code for: keep listening
  if (reservedKey(sc)) {
    notice_ = keyLabel(sc) + " is one of the window's keys: choose another (Esc: cancel)";
    return;
  }
  listening_ = false;
  const size_t player = page_ == Page::Keys2 ? 1 : 0;
  const input::KeyAction& act = input::keyActions()[static_cast<size_t>(selected_)];
  std::vector<int>& mine = config_.keys[player].*(act.keys);
  const std::vector<int> old = mine;
  mine = {sc};
  notice_ = upper(act.what) + ": " + keyLabel(sc);
  for (size_t p = 0; p < 2; ++p) {
    for (const input::KeyAction& other : input::keyActions()) {
      std::vector<int>& theirs = config_.keys[p].*(other.keys);
      if (&theirs == &mine) continue;
      const auto at = std::find(theirs.begin(), theirs.end(), sc);
      if (at == theirs.end()) continue;
      theirs.erase(at);
      if (theirs.empty()) {  // it had no other key: the two swap
        const auto give = std::find_if(old.begin(), old.end(), [&](int k) { return k != sc; });
        if (give != old.end()) theirs.push_back(*give);
      }
      notice_ = keyLabel(sc) + " was " + actionText(p, other) + ": that is now " + keysText(theirs);
    }
  }
}

void OptionsMenu::bindPad(input::PadButton b) {
  if (selected_ >= input::kPadActions) return;
  listening_ = false;
  auto& buttons = config_.pads.buttons;
  const size_t i = static_cast<size_t>(selected_);
  const input::PadButton old = buttons[i];
  buttons[i] = b;
  notice_ = upper(kPadActionWhat[i]) + ": " + padText(b);
  for (size_t j = 0; j < buttons.size(); ++j) {
    if (j != i && buttons[j] == b) {
      buttons[j] = old;  // the two swap
      notice_ = padText(b) + " was " + kPadActionWhat[j] + ": that is now " + padText(old);
    }
  }
}

view::MenuPanel OptionsMenu::panel() const {
  view::MenuPanel p;
  const auto row = [&](int i, std::string label, std::string value) {
    p.rows.push_back({std::move(label), std::move(value), i == selected_});
  };
  if (page_ == Page::Main) {
    p.title = "OPTIONS";
    const auto num = [](int v) { return "< " + std::to_string(v) + " >"; };
    const std::array<std::string, kRows> values{num(config_.sound.master),
                                                num(config_.sound.music),
                                                num(config_.sound.effects),
                                                config_.viewStyle == view::RfViewStyle::TopDown ? "< TOP-DOWN >" : "< 3D >",
                                                config_.aimHelp ? "< ON >" : "< OFF >",
                                                config_.fullscreen ? "< ON >" : "< OFF >",
                                                num(config_.scale),
                                                "",
                                                "",
                                                "",
                                                config_.sides == rf::SideColours::Pc ? "< BLUE / GREEN (PC) >"
                                                                                     : "< GREEN / BROWN (3DO) >",
                                                difficultyText(config_.computer[0]),
                                                difficultyText(config_.computer[1]),
                                                "",
                                                ""};
    for (int i = 0; i < kRows; ++i) row(i, kRowNames[static_cast<size_t>(i)], values[static_cast<size_t>(i)]);
    p.footer = "UP / DOWN CHOOSE   LEFT / RIGHT CHANGE   RETURN ENTER   ESC BACK (SAVES)";
  } else if (page_ == Page::Pad) {
    p.title = "PAD BUTTONS";
    p.lines.push_back("BOTH PADS (THE FIRST PLAYER 1, THE SECOND PLAYER 2)");
    for (int i = 0; i < input::kPadActions; ++i) {
      row(i, upper(kPadActionWhat[static_cast<size_t>(i)]), padText(config_.pads.buttons[static_cast<size_t>(i)]));
    }
    row(input::kPadActions, "BACK", "");
    p.footer = listening_ ? "PRESS A PAD BUTTON (ESC: CANCEL)" : "LEFT / RIGHT CHANGE   RETURN: PRESS THE BUTTON   ESC BACK";
  } else {
    const size_t player = page_ == Page::Keys2 ? 1 : 0;
    p.title = "PLAYER " + std::to_string(player + 1) + " KEYS";
    for (int i = 0; i < input::kKeyActions; ++i) {
      const input::KeyAction& a = input::keyActions()[static_cast<size_t>(i)];
      row(i, upper(a.what), keysText(config_.keys[player].*(a.keys)));
    }
    row(input::kKeyActions, "BACK", "");
    p.footer = listening_ ? "PRESS A KEY FOR " + upper(input::keyActions()[static_cast<size_t>(selected_)].what) + " (ESC: CANCEL)"
                          : "RETURN: CHOOSE AN ACTION, THEN PRESS ITS KEY   ESC BACK";
  }
  p.notice = upper(notice_);
  return p;
}

std::string OptionsMenu::text() const {
  return view::menuPanelText(panel());
}

}  // namespace rf::front
