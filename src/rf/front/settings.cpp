// SPDX-License-Identifier: GPL-3.0-or-later
// The player's settings (settings.hpp): the defaults.
#include "rf/front/settings.hpp"

#include <initializer_list>

#include "input/device.hpp"

namespace rf::front {
namespace {

std::vector<int> keys(std::initializer_list<const char*> names) {
  std::vector<int> out;
  for (const char* n : names) out.push_back(input::scancodeByName(n));
  return out;
}

}  // namespace

const char* viewStyleName(view::RfViewStyle s) {
  return s == view::RfViewStyle::TopDown ? "topdown" : "3d";
}

Config defaultConfig() {
  Config c;
  input::PlayerKeys& p1 = c.keys[0];
  p1.up = keys({"W", "Up"});
  p1.down = keys({"S", "Down"});
  p1.left = keys({"A", "Left"});
  p1.right = keys({"D", "Right"});
  p1.a = keys({"H"});
  p1.b = keys({"J"});
  p1.c = keys({"K"});
  p1.x4 = keys({"Q"});
  p1.x5 = keys({"E"});
  input::PlayerKeys& p2 = c.keys[1];
  p2.up = keys({"Keypad 8"});
  p2.down = keys({"Keypad 5", "Keypad 2"});
  p2.left = keys({"Keypad 4"});
  p2.right = keys({"Keypad 6"});
  p2.a = keys({"Keypad -"});
  p2.b = keys({"Keypad +"});
  p2.c = keys({"Keypad Enter"});
  p2.x4 = keys({"Keypad 7"});
  p2.x5 = keys({"Keypad 9"});
  return c;
}

}  // namespace rf::front
