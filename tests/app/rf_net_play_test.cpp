// SPDX-License-Identifier: GPL-3.0-or-later
// rf play --host / --join's words (app/rf_net_play.hpp): the addresses and ports a player
// types, the network line. The game itself: tests/net/net_window_test.py.
#include "app/rf_net_play.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace app {
namespace {

TEST(RfNetPlay, AJoinAddressIsAHostAndAnOptionalPort) {
  EXPECT_EQ(parseJoinAddress("192.168.1.20"), (std::pair<std::string, uint16_t>{"192.168.1.20", kDefaultNetPort}));
  EXPECT_EQ(parseJoinAddress("example.org:7000"), (std::pair<std::string, uint16_t>{"example.org", 7000}));
  EXPECT_EQ(parseJoinAddress("127.0.0.1:65535").second, 65535);
  for (const char* bad : {"", ":7000", "h:", "h:0", "h:65536", "h:70x", "h:123456"}) {
    EXPECT_THROW(parseJoinAddress(bad), std::runtime_error) << bad;
  }
  try {
    parseJoinAddress("h:0");
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "--join h:0: expected a port 1..65535, found 0");
  }
}

TEST(RfNetPlay, AHostPortMayBeZeroForOneTheSystemPicks) {
  EXPECT_EQ(parseHostPort("0"), 0);
  EXPECT_EQ(parseHostPort("7960"), 7960);
  EXPECT_THROW(parseHostPort("-1"), std::runtime_error);
  EXPECT_THROW(parseHostPort("65536"), std::runtime_error);
  EXPECT_THROW(parseHostPort(""), std::runtime_error);
}

TEST(RfNetPlay, TheNetworkLineSaysTheRoundTripTheFramesReSimulatedAndTheDelay) {
  EXPECT_EQ(netQualityLine(104, 32, 2), "net: round trip 104 ms, 3.2 frames re-simulated a second, delay 2");
  EXPECT_EQ(netQualityLine(0, 0, 0), "net: round trip 0 ms, 0.0 frames re-simulated a second, delay 0");
}

}  // namespace
}  // namespace app
