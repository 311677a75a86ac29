// SPDX-License-Identifier: GPL-3.0-or-later
// A transport under a session: datagrams to and from addresses. The session does the rest
// (who its peer is, what to drop). ENet's (enet_link.hpp) for play, an in-memory one with
// seeded latency and loss (fake_link.hpp) for tests.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace net {

// An address as the link names it (ENet's: IPv4 << 16 | port).
using Address = uint64_t;

struct Datagram {
  Address from = 0;
  std::vector<uint8_t> bytes;
};

class Link {
 public:
  virtual ~Link() = default;
  // Reliable datagrams arrive once and in order (the handshake, hashes, goodbye); the
  // others may be lost or reordered (inputs: every packet repeats the unconfirmed ones).
  virtual void send(Address to, std::span<const uint8_t> bytes, bool reliable) = 0;
  // The next datagram that arrived, if any (never blocks).
  virtual bool receive(Datagram& out) = 0;
};

}  // namespace net
