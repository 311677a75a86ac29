// SPDX-License-Identifier: GPL-3.0-or-later
// The keys' names on the screens (rf_key_labels.hpp).
#include "rf/front/key_labels.hpp"

#include "core/ascii.hpp"
#include "input/device.hpp"

namespace rf::front {
namespace {

std::string first(const std::vector<int>& keys) {
  return keys.empty() ? "-" : keyLabel(keys.front());
}

// Every key of an action: "W/UP".
std::string all(const std::vector<int>& keys) {
  if (keys.empty()) return "-";
  std::string s;
  for (const int k : keys) s += (s.empty() ? "" : "/") + keyLabel(k);
  return s;
}

}  // namespace

std::string keyLabel(int scancode) {
  std::string n = core::asciiUpper(input::scancodeName(scancode));
  if (n.empty()) return "-";
  if (n.rfind("KEYPAD ", 0) == 0) n = (n.size() == 8 ? "KP" : "KP ") + n.substr(7);  // KP8, KP -, KP ENTER
  return n;
}

view::RfKeyLabels rfKeyLabels(const input::PlayerKeys& keys) {
  view::RfKeyLabels l;
  l.choose = first(keys.up) + " " + first(keys.left) + " " + first(keys.down) + " " + first(keys.right);
  l.launch = first(keys.a);
  l.status = first(keys.b) + " OR " + first(keys.c);
  return l;
}

std::string rfHelpText(const Config& config) {
  std::string s;
  for (size_t p = 0; p < 2; ++p) {
    const input::PlayerKeys& k = config.keys[p];
    s += "player " + std::to_string(p + 1) + ": forward " + all(k.up) + "  back " + all(k.down) + "  left " +
         all(k.left) + "  right " + all(k.right) + "\n";
    s += "  A fire / launch " + all(k.a) + "  B " + all(k.b) + "  C " + all(k.c) + "  turret " + all(k.x4) + " " +
         all(k.x5) + "\n";
  }
  const auto pad = [&](int action) { return std::string(input::padButtonName(config.pads.buttons[static_cast<size_t>(action)])); };
  s += "pads: stick or d-pad, A fire / launch " + pad(0) + "  B " + pad(1) + "  C " + pad(2) + "  turret " + pad(3) +
       " " + pad(4) + ",\n"
       "  Start pause, Back the menu\n"
       "all three buttons: self-destruct   hold B or C in the bunker: status (2P)\n"
       "Esc menu (resume, options, restart, quit)   P pause   Alt+Enter fullscreen\n"
       "M mute   F12 screenshot   Alt+3 swap layouts (2P)\n"
       "F5 / F6 volume   F7 / F8 music   F9 / F10 effects (down / up)\n"
       "V 3D / top-down view   F1 this help";
  return s;
}

}  // namespace rf::front
