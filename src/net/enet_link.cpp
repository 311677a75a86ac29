// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/enet_link.hpp"

#include <enet/enet.h>

#include <stdexcept>

namespace net {
namespace {

constexpr uint8_t kReliableChannel = 0;
constexpr uint8_t kUnreliableChannel = 1;
constexpr size_t kMaxPeers = 4;  // designed: the peer and up to three strangers (dropped, counted)

Address addressOf(const ENetAddress& a) {
  return (static_cast<Address>(a.host) << 16) | a.port;
}

void configure(ENetPeer* peer) {
  // designed: ENet gives up on a peer after 20..30 s, later than the session's 15 s, so the
  // session decides when a silent peer is lost
  enet_peer_timeout(peer, 0, 20000, 30000);
}

}  // namespace

std::string EnetLink::text(Address a) {
  const auto ip = static_cast<uint32_t>(a >> 16);  // network order in memory
  const uint8_t* b = reinterpret_cast<const uint8_t*>(&ip);
  return std::to_string(b[0]) + "." + std::to_string(b[1]) + "." + std::to_string(b[2]) + "." +
         std::to_string(b[3]) + ":" + std::to_string(a & 0xffff);
}

std::unique_ptr<EnetLink> EnetLink::listen(uint16_t port) {
  if (enet_initialize() != 0) throw std::runtime_error("cannot start ENet");
  ENetAddress address{};
  address.host = ENET_HOST_ANY;
  address.port = port;
  std::unique_ptr<EnetLink> link(new EnetLink);
  link->host_ = enet_host_create(&address, kMaxPeers, 2, 0, 0);
  if (link->host_ == nullptr) {
    throw std::runtime_error("cannot listen on UDP port " + std::to_string(port) + " (is it in use?)");
  }
  ENetAddress bound{};
  link->port_ = enet_socket_get_address(link->host_->socket, &bound) == 0 ? bound.port : port;
  return link;
}

std::unique_ptr<EnetLink> EnetLink::connect(const std::string& host, uint16_t port) {
  if (enet_initialize() != 0) throw std::runtime_error("cannot start ENet");
  std::unique_ptr<EnetLink> link(new EnetLink);
  link->host_ = enet_host_create(nullptr, 1, 2, 0, 0);
  if (link->host_ == nullptr) throw std::runtime_error("cannot open a UDP socket");
  ENetAddress address{};
  if (enet_address_set_host(&address, host.c_str()) != 0) {
    throw std::runtime_error("cannot find the host " + host);
  }
  address.port = port;
  ENetPeer* peer = enet_host_connect(link->host_, &address, 2, 0);
  if (peer == nullptr) throw std::runtime_error("cannot connect to " + host);
  configure(peer);
  link->server_ = addressOf(address);
  link->peers_[link->server_] = peer;
  return link;
}

EnetLink::~EnetLink() {
  if (host_ == nullptr) return;
  for (auto& [a, p] : peers_) enet_peer_disconnect_later(p, 0);
  enet_host_flush(host_);
  // designed: up to 1 s for the goodbye and the last reliable packets to be acknowledged
  ENetEvent ev;
  for (int i = 0; i < 100 && !peers_.empty(); ++i) {
    while (enet_host_service(host_, &ev, 10) > 0) {
      if (ev.type == ENET_EVENT_TYPE_DISCONNECT) peers_.erase(addressOf(ev.peer->address));
      if (ev.type == ENET_EVENT_TYPE_RECEIVE) enet_packet_destroy(ev.packet);
    }
  }
  enet_host_destroy(host_);
  enet_deinitialize();
}

void EnetLink::service(uint32_t waitMs) {
  ENetEvent ev;
  int got = enet_host_service(host_, &ev, waitMs);
  while (got > 0) {
    const Address from = addressOf(ev.peer->address);
    switch (ev.type) {
      case ENET_EVENT_TYPE_CONNECT:
        configure(ev.peer);
        peers_[from] = ev.peer;
        break;
      case ENET_EVENT_TYPE_DISCONNECT:
        peers_.erase(from);
        break;
      case ENET_EVENT_TYPE_RECEIVE:
        inbox_.push_back(Datagram{from, std::vector<uint8_t>(ev.packet->data, ev.packet->data + ev.packet->dataLength)});
        enet_packet_destroy(ev.packet);
        break;
      case ENET_EVENT_TYPE_NONE:
        break;
    }
    got = enet_host_check_events(host_, &ev);
  }
}

void EnetLink::forget() {
  for (auto& [a, p] : peers_) enet_peer_reset(p);
  peers_.clear();
}

void EnetLink::wait(uint32_t waitMs) {
  if (inbox_.empty()) service(waitMs);
}

void EnetLink::send(Address to, std::span<const uint8_t> bytes, bool reliable) {
  const auto p = peers_.find(to);
  if (p == peers_.end() || p->second->state != ENET_PEER_STATE_CONNECTED) return;  // not (yet) connected
  ENetPacket* packet = enet_packet_create(bytes.data(), bytes.size(), reliable ? ENET_PACKET_FLAG_RELIABLE : 0);
  if (enet_peer_send(p->second, reliable ? kReliableChannel : kUnreliableChannel, packet) != 0) {
    enet_packet_destroy(packet);
    return;
  }
  enet_host_flush(host_);
}

bool EnetLink::receive(Datagram& out) {
  if (inbox_.empty()) service(0);
  if (inbox_.empty()) return false;
  out = std::move(inbox_.front());
  inbox_.pop_front();
  return true;
}

}  // namespace net
