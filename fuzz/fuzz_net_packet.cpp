// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the network packet reader (net/packet.hpp, docs/net.md): any input
// either is refused with a reason (never a throw, never a crash), or decodes to a packet
// that encodes back to exactly the same bytes. The input then reaches a host session and a
// running joiner's session as a datagram from their peer and from a third address: it is
// handled or dropped and counted, never a crash. Seeds: fuzz/seeds/fuzz_net_packet
// (tools/make_fuzz_seeds.py).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

#include "net/fake_link.hpp"
#include "net/packet.hpp"
#include "net/session.hpp"

namespace {

class Still : public net::Simulation {  // a game that never changes
 public:
  void advance(const net::Words&) override {}
  void save(int) override {}
  void load(int) override {}
  uint64_t hash(int) const override { return 1; }
  std::vector<uint64_t> fieldHashes(int) const override { return {1}; }
  std::vector<std::string> fieldNames() const override { return {"all"}; }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> input(data, size);
  const net::Decoded d = net::decodePacket(input);
  if (!d.packet && d.why.empty()) {
    std::fprintf(stderr, "fuzz_net_packet: refused without a reason\n");
    std::abort();
  }
  if (d.packet) {
    const std::vector<uint8_t> back = net::encodePacket(*d.packet);
    if (back.size() != size || !std::equal(back.begin(), back.end(), data)) {
      std::fprintf(stderr, "fuzz_net_packet: round trip differs\n");
      std::abort();
    }
  }
  // a host waiting for its joiner, and a joiner in a running game
  net::FakeNetwork network({.latencyMs = 1});
  net::SessionConfig host;
  host.sessionId = 77;
  net::SessionConfig join;
  join.role = net::Role::Join;
  join.host = 1;
  net::Session a(host, network.endpoint(1));
  net::Session b(join, network.endpoint(2));
  Still sa;
  Still sb;
  for (uint32_t t = 1; t < 10; ++t) {
    network.setTime(t);
    a.poll(t);
    b.poll(t);
    if (a.phase() == net::Phase::Ready) a.start(sa, 100);
    if (b.phase() == net::Phase::Ready) b.start(sb, 100);
  }
  std::vector<uint8_t> bytes(input.begin(), input.end());
  network.inject(2, 1, bytes);
  network.inject(1, 2, bytes);
  network.inject(3, 2, bytes);
  for (uint32_t t = 10; t < 20; ++t) {
    network.setTime(t);
    a.poll(t);
    b.poll(t);
    a.advance(0, t);
    b.advance(0, t);
  }
  return 0;
}
