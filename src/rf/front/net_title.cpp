// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/front/net_title.hpp"

namespace rf::front {

namespace {

bool addressChar(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == ':' ||
         c == '-' || c == '[' || c == ']';
}

}  // namespace

std::vector<TitleMode> withNetworkModes(std::vector<TitleMode> modes) {
  TitleMode host{"HOST A NETWORK GAME", 2, {}, NetRole::Host};
  TitleMode join{"JOIN A NETWORK GAME", 2, {}, NetRole::Join};
  modes.push_back(host);
  modes.push_back(join);
  return modes;
}

std::string netModeLine(NetRole role) {
  if (role == NetRole::Host) {
    return "RETURN: HOST THE MAP AND WAIT FOR A PLAYER (THE NEXT SCREEN SHOWS THE PORT AND ADDRESSES)";
  }
  return role == NetRole::Join ? "RETURN: TYPE THE HOST'S ADDRESS" : "";
}

void AddressField::open(std::string initial) {
  open_ = true;
  text_ = std::move(initial);
  note_.clear();
}

std::optional<std::string> AddressField::input(const input::DeviceFrame& in) {
  if (!open_) return std::nullopt;
  for (const char c : in.text) {
    if (addressChar(c) && text_.size() < kMaxAddressChars) text_ += c;
  }
  in.eraseBackspaced(text_);
  for (const input::Key k : in.pressed) {
    if (k == input::Key::Escape) {
      open_ = false;
      return std::nullopt;
    }
    if (k == input::Key::Return) {
      if (text_.empty()) {
        note_ = "type the host's address first";
        continue;
      }
      open_ = false;
      return text_;
    }
  }
  return std::nullopt;
}

view::MenuPanel AddressField::panel() const {
  view::MenuPanel p;
  p.title = "JOIN A NETWORK GAME";
  p.lines = {"the host's address (its screen shows it), and :PORT if not " + std::to_string(kDefaultNetPortShown), "", "> " + text_ + "_"};
  p.footer = "Return: join   Backspace: delete   Esc: back";
  p.notice = note_;
  return p;
}

}  // namespace rf::front
