// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/fake_link.hpp"

#include <algorithm>

namespace net {

class FakeNetwork::Endpoint : public Link {
 public:
  Endpoint(FakeNetwork& net, Address self) : net_(net), self_(self) {}
  void send(Address to, std::span<const uint8_t> bytes, bool reliable) override {
    net_.send(self_, to, bytes, reliable);
  }
  bool receive(Datagram& out) override {
    if (inbox.empty()) return false;
    out = std::move(inbox.front());
    inbox.pop_front();
    return true;
  }
  std::deque<Datagram> inbox;

 private:
  FakeNetwork& net_;
  Address self_;
};

FakeNetwork::FakeNetwork(FakeConditions conditions, uint64_t seed) : conditions_(conditions), rng_(seed | 1) {}

FakeNetwork::~FakeNetwork() = default;

Link& FakeNetwork::endpoint(Address address) {
  auto& e = endpoints_[address];
  if (!e) e = std::make_unique<Endpoint>(*this, address);
  return *e;
}

uint32_t FakeNetwork::draw(uint32_t below) {
  // xorshift64*: the test's own stream
  rng_ ^= rng_ >> 12;
  rng_ ^= rng_ << 25;
  rng_ ^= rng_ >> 27;
  const uint64_t x = rng_ * 0x2545F4914F6CDD1Dull;
  return below == 0 ? 0 : static_cast<uint32_t>((x >> 32) % below);
}

void FakeNetwork::send(Address from, Address to, std::span<const uint8_t> bytes, bool reliable) {
  ++sent_;
  if (std::find(silenced_.begin(), silenced_.end(), from) != silenced_.end()) return;
  const bool lost = draw(100) < conditions_.lossPercent;
  uint32_t due = now_ + conditions_.latencyMs + draw(conditions_.jitterMs + 1);
  if (reliable) {  // never lost (ENet resends), in order
    uint32_t& last = lastReliable_[{from, to}];
    due = std::max(due, last);
    last = due;
  } else if (lost) {
    ++lost_;
    return;
  }
  inFlight_.push_back(InFlight{due, order_++, from, to, std::vector<uint8_t>(bytes.begin(), bytes.end())});
}

void FakeNetwork::inject(Address from, Address to, std::vector<uint8_t> bytes) {
  inFlight_.push_back(InFlight{now_, order_++, from, to, std::move(bytes)});
  setTime(now_);
}

void FakeNetwork::setTime(uint32_t nowMs) {
  now_ = nowMs;
  std::vector<InFlight> due;
  std::vector<InFlight> later;
  for (InFlight& f : inFlight_) (f.due <= now_ ? due : later).push_back(std::move(f));
  inFlight_ = std::move(later);
  std::sort(due.begin(), due.end(),
            [](const InFlight& a, const InFlight& b) { return a.due != b.due ? a.due < b.due : a.order < b.order; });
  for (InFlight& f : due) {
    const auto e = endpoints_.find(f.to);
    if (e != endpoints_.end()) e->second->inbox.push_back(Datagram{f.from, std::move(f.bytes)});
  }
}

}  // namespace net
