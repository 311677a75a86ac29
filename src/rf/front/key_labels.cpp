// SPDX-License-Identifier: GPL-3.0-or-later
// The keys' names on the screens (rf_key_labels.hpp).
#include "rf/front/key_labels.hpp"

#include "core/ascii.hpp"
#include "input/device.hpp"

namespace rf::front {
namespace {

// Every key of an action: "W/UP".
std::string all(const std::vector<int>& keys) {
  if (keys.empty()) return "-";
  std::string s;
  for (const int k : keys) s += (s.empty() ? "" : "/") + keyLabel(k);
  return s;
}

}  // namespace

std::string firstKeyLabel(const std::vector<int>& keys) {
  return keys.empty() ? "-" : keyLabel(keys.front());
}

std::string keyLabel(int scancode) {
  std::string n = core::asciiUpper(input::scancodeName(scancode));
  if (n.empty()) return "-";
  if (n.rfind("KEYPAD ", 0) == 0) n = (n.size() == 8 ? "KP" : "KP ") + n.substr(7);  // KP8, KP -, KP ENTER
  return n;
}

view::RfKeyLabels rfKeyLabels(const input::PlayerKeys& keys) {
  view::RfKeyLabels l;
  l.choose = firstKeyLabel(keys.up) + " " + firstKeyLabel(keys.left) + " " + firstKeyLabel(keys.down) + " " + firstKeyLabel(keys.right);
  l.launch = firstKeyLabel(keys.a);
  l.status = firstKeyLabel(keys.b) + " OR " + firstKeyLabel(keys.c);
  return l;
}

// What each vehicle's buttons do (rf-simulation.md §5's fire table: A / B / C per type, the
// extra buttons Q / E; §6: TankFireCannon 0x429d30, Jeep_Grenade 0x42aa00 and TireOut,
// Msv_Fire 0x42a010 and Msv_Mine 0x42a310, Heli_Fire 0x42b100 and Heli_Missile 0x42b2a0).
// designed: the words.
struct VehicleButtons {
  const char* name;
  const char* a;
  const char* b;
  const char* c;
  const char* extra;  // Q / E ("" none)
};
constexpr VehicleButtons kVehicleButtons[] = {
    {"tank", "cannon", "cannon, barrel raised (over walls)", "turret ahead", "turn the turret"},
    {"jeep", "grenade", "boat / wheels (in water: or it sinks)", "take / drop the flag", ""},
    {"asv", "rockets", "rockets raised (over bushes)", "mine (2 players)", ""},
    {"heli", "guns / missile down", "guns / missile level", "guns <-> missiles", "strafe"},
};

std::string rfHelpText(const Config& config) {
  std::string s;
  const input::PlayerKeys& k1 = config.keys[0];
  for (const VehicleButtons& v : kVehicleButtons) {
    s += std::string(v.name) + ": " + firstKeyLabel(k1.a) + " " + v.a + "   " + firstKeyLabel(k1.b) + " " + v.b + "   " + firstKeyLabel(k1.c) +
         " " + v.c;
    if (*v.extra != '\0') s += "   " + firstKeyLabel(k1.x4) + "/" + firstKeyLabel(k1.x5) + " " + v.extra;
    s += "\n";
  }
  s += "every vehicle: " + firstKeyLabel(k1.a) + " launches it;  " + firstKeyLabel(k1.a) + "+" + firstKeyLabel(k1.b) + "+" + firstKeyLabel(k1.c) +
       " self-destruct;  still on your pad, a button docks\n";
  for (size_t p = 0; p < 2; ++p) {
    const input::PlayerKeys& k = config.keys[p];
    s += "player " + std::to_string(p + 1) + " (" + (p == 0 ? "blue" : "green") + "): forward " + all(k.up) +
         "  back " + all(k.down) + "  left " + all(k.left) + "  right " + all(k.right) + "\n";
    s += "  A fire / launch " + all(k.a) + "  B " + all(k.b) + "  C " + all(k.c) + "  extra " + all(k.x4) + " " +
         all(k.x5) + "\n";
  }
  const auto pad = [&](int action) { return std::string(input::padButtonName(config.pads.buttons[static_cast<size_t>(action)])); };
  s += "pads: stick or d-pad, A fire / launch " + pad(0) + "  B " + pad(1) + "  C " + pad(2) + "  extra " + pad(3) +
       " " + pad(4) + ",\n"
       "  Start pause, Back the menu; hold B or C in the bunker: status (2P)\n"
       "Esc menu (resume, options, restart, quit)   P pause   Alt+Enter fullscreen\n"
       "M mute   F12 screenshot   Alt+3 swap layouts (2P)   V 3D / top-down view\n"
       "F5 / F6 volume   F7 / F8 music   F9 / F10 effects (down / up)   F1 this help";
  return s;
}

}  // namespace rf::front
