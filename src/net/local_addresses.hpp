// SPDX-License-Identifier: GPL-3.0-or-later
// This machine's IPv4 addresses (the host's screen shows them so that a joiner knows what to
// type): every interface that is up, loopback last. getifaddrs; no SDL, no clock.
#pragma once

#include <string>
#include <vector>

namespace net {

// "192.168.1.20", ..., "127.0.0.1"; empty when the system does not say.
std::vector<std::string> localAddresses();

}  // namespace net
