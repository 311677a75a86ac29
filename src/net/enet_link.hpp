// SPDX-License-Identifier: GPL-3.0-or-later
// The UDP transport for play (docs/net.md): ENet (Debian's libenet-dev), channel 0
// reliable and ordered (handshake, hashes, goodbye), channel 1 unreliable (inputs). The
// only code that includes enet.h. A host listens and accepts up to four connections (a
// third address is connected so that its packets reach the session, which drops and
// counts them); a joiner connects to one.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>

#include "net/link.hpp"

struct _ENetHost;
struct _ENetPeer;

namespace net {

class EnetLink : public Link {
 public:
  // Port 0: a free port the system picks (port() says which). Throws std::runtime_error
  // ("cannot listen on UDP port 7000 (is it in use?)").
  static std::unique_ptr<EnetLink> listen(uint16_t port);
  // The port the host listens on.
  uint16_t port() const { return port_; }
  // Throws std::runtime_error for a host name that does not resolve.
  static std::unique_ptr<EnetLink> connect(const std::string& host, uint16_t port);
  // Disconnects every peer once its queued packets are sent (at most 1 s).
  ~EnetLink() override;
  EnetLink(const EnetLink&) = delete;
  EnetLink& operator=(const EnetLink&) = delete;

  // The joiner's: the host's address as receive() names it.
  Address server() const { return server_; }
  void send(Address to, std::span<const uint8_t> bytes, bool reliable) override;
  bool receive(Datagram& out) override;
  // Forgets every peer at once (a lost one): the destructor then does not wait for them.
  void forget();
  // Waits up to waitMs for traffic (the loop's sleep).
  void wait(uint32_t waitMs);
  // "127.0.0.1:7000"
  static std::string text(Address a);

 private:
  EnetLink() = default;
  void service(uint32_t waitMs);
  _ENetHost* host_ = nullptr;
  Address server_ = 0;
  uint16_t port_ = 0;
  std::map<Address, _ENetPeer*> peers_;
  std::deque<Datagram> inbox_;
};

}  // namespace net
