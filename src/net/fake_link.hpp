// SPDX-License-Identifier: GPL-3.0-or-later
// An in-memory network for tests: endpoints by address, each datagram delivered after a
// latency plus a jitter and lost with a probability, all drawn from a seed, on a clock the
// test advances (no sockets, no wall clock). Reliable datagrams are never lost and arrive
// in order between two endpoints (as ENet's reliable channel).
#pragma once

#include <cstdint>
#include <deque>
#include <span>
#include <utility>
#include <map>
#include <memory>
#include <vector>

#include "net/link.hpp"

namespace net {

struct FakeConditions {
  uint32_t latencyMs = 0;  // one way
  uint32_t jitterMs = 0;   // + 0 .. jitter, drawn per datagram
  uint32_t lossPercent = 0;
};

class FakeNetwork {
 public:
  explicit FakeNetwork(FakeConditions conditions, uint64_t seed = 1);
  ~FakeNetwork();
  FakeNetwork(const FakeNetwork&) = delete;
  FakeNetwork& operator=(const FakeNetwork&) = delete;
  // An endpoint at this address (kept by the network).
  Link& endpoint(Address address);
  // The network's time; datagrams due by then are in their endpoints' inboxes.
  void setTime(uint32_t nowMs);
  uint32_t now() const { return now_; }
  // Cuts an endpoint off: nothing it sends arrives any more (a killed peer).
  void silence(Address address) { silenced_.push_back(address); }
  uint64_t sent() const { return sent_; }
  uint64_t lost() const { return lost_; }
  // Puts raw bytes in an endpoint's inbox as if from `from` (malformed or foreign packets).
  void inject(Address from, Address to, std::vector<uint8_t> bytes);

 private:
  class Endpoint;
  struct InFlight {
    uint32_t due = 0;
    uint64_t order = 0;
    Address from = 0;
    Address to = 0;
    std::vector<uint8_t> bytes;
  };
  void send(Address from, Address to, std::span<const uint8_t> bytes, bool reliable);
  uint32_t draw(uint32_t below);

  FakeConditions conditions_;
  uint64_t rng_;
  uint32_t now_ = 0;
  uint64_t order_ = 0;
  uint64_t sent_ = 0;
  uint64_t lost_ = 0;
  std::vector<InFlight> inFlight_;
  std::map<std::pair<Address, Address>, uint32_t> lastReliable_;
  std::map<Address, std::unique_ptr<Endpoint>> endpoints_;
  std::vector<Address> silenced_;
};

}  // namespace net
