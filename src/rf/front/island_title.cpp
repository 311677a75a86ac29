// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/front/island_title.hpp"

#include <algorithm>

namespace rf::front {

void SeedField::open(uint32_t suggested, int level) {
  open_ = true;
  text_ = std::to_string(suggested % 1000000000u);
  level_ = std::clamp(level, 1, 9);
  note_.clear();
}

std::optional<IslandRequest> SeedField::input(const input::DeviceFrame& in, int players, uint32_t randomSeed) {
  if (!open_) return std::nullopt;
  for (const char c : in.text) {
    if (c >= '0' && c <= '9' && text_.size() < kMaxSeedDigits) text_ += c;
    if (c == 'r' || c == 'R') text_ = std::to_string(randomSeed % 1000000000u);
  }
  in.eraseBackspaced(text_);
  for (const input::Key k : in.pressed) {
    switch (k) {
      case input::Key::Escape: open_ = false; return std::nullopt;
      case input::Key::Left: level_ = level_ > 1 ? level_ - 1 : 9; break;
      case input::Key::Right: level_ = level_ < 9 ? level_ + 1 : 1; break;
      case input::Key::Return:
        if (text_.empty()) {
          note_ = "type a seed (digits) or press R for one";
          break;
        }
        open_ = false;
        return IslandRequest{static_cast<uint32_t>(std::stoul(text_)), players == 2 ? 2 : 1, level_};
      default: break;
    }
  }
  return std::nullopt;
}

view::MenuPanel SeedField::panel(int players) const {
  view::MenuPanel p;
  p.title = "NEW ISLAND";
  p.lines = {"a generated island for " + std::string(players == 2 ? "2 players" : "1 player") +
                 ", checked and proven by the computer player, then saved to your maps",
             "", "seed  > " + text_ + "_", "level   " + std::to_string(level_) + "  (Left / Right)"};
  p.footer = "Return: generate and play   R: a random seed   Backspace: delete   Esc: back";
  p.notice = note_;
  return p;
}

}  // namespace rf::front
