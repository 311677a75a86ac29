// SPDX-License-Identifier: GPL-3.0-or-later
// The title's network modes (issue 40 item 2): "HOST A NETWORK GAME" (Return on a 2-player map
// asks the program to host it: its screen shows the port and this machine's addresses while it
// waits) and "JOIN A NETWORK GAME" (Return opens the address field, typed with the keyboard;
// Return there asks the program to join). The front only asks (Step::net); the program plays
// the game over the network (app/rf_net_play.hpp) and comes back to the title. No sockets here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "input/device.hpp"
#include "rf/front/title_flow.hpp"
#include "view/rf_menu_render.hpp"

namespace rf::front {

// `modes` with the two network rows after them (2 players each; designed names).
std::vector<TitleMode> withNetworkModes(std::vector<TitleMode> modes);

// The title's line under a network mode: what Return does.
std::string netModeLine(NetRole role);

// What the front asks the program: a network game.
struct NetStart {
  NetRole role = NetRole::Host;
  FlowMap map;          // the host's (its bytes, or its path)
  std::string address;  // the joiner's "HOST[:PORT]"
};

// designed: the port a host listens on and a joiner without ":PORT" connects to (app's
// kDefaultNetPort, shown here).
inline constexpr int kDefaultNetPortShown = 7960;

// designed: an address of at most 64 characters (a host name and a port).
inline constexpr size_t kMaxAddressChars = 64;

// The joiner's address field: letters, digits, '.', ':', '-', '[', ']' typed (the window's
// text), Backspace deletes, Return gives the address (not empty), Esc closes it.
class AddressField {
 public:
  void open(std::string initial);
  bool isOpen() const { return open_; }
  const std::string& text() const { return text_; }
  // The frame's keys: the address on Return (the field closes), nothing otherwise.
  std::optional<std::string> input(const input::DeviceFrame& in);
  view::MenuPanel panel() const;

 private:
  bool open_ = false;
  std::string text_;
  std::string note_;
};

}  // namespace rf::front
