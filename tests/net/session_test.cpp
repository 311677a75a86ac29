// SPDX-License-Identifier: GPL-3.0-or-later
// The rollback session over the in-memory network: two peers play, lose and reorder
// packets, and reach the offline game's state; the delay, the desync report, the silent
// peer, the goodbye, the refused handshake and the dropped packets.
#include "net/session.hpp"

#include <gtest/gtest.h>

#include <memory>

#include "net/fake_link.hpp"
#include "toy_sim.hpp"

namespace {

using namespace net;
using net_test::ToySim;

constexpr Address kHost = 1;
constexpr Address kJoin = 2;
constexpr uint32_t kStartMs = 1000;
constexpr uint32_t kFrameMs = 32;  // dt 2 at 16 ms a tick

// A player's word of frame f (pressed at f): changes every few frames, as keys do.
uint32_t pressed(int player, uint32_t f) {
  const uint32_t run = player == 0 ? 7 : 5;
  return ((f / run) * 2654435761u >> (player == 0 ? 7 : 11)) & 0xff;
}

struct Peer {
  Peer(FakeNetwork& net, Role role, int delay, uint32_t length)
      : sim(kRingSlots), session(config(role, delay), net.endpoint(role == Role::Host ? kHost : kJoin)), frames(length) {
    session.onConfirmed = [this](uint32_t g, const Words& w, int) {
      EXPECT_EQ(g, confirmedWords.size() + 1);
      confirmedWords.push_back(w);
    };
  }
  static SessionConfig config(Role role, int delay) {
    SessionConfig c;
    c.role = role;
    c.name = role == Role::Host ? "Ann" : "Bob";
    c.program = "retrosim 0.1.0";
    c.tables = "designed tables";
    c.delay = delay;
    c.sessionId = 77;
    c.host = kHost;
    c.mapName = "m.rfm";
    c.map = {1, 2, 3};
    return c;
  }
  void tick(uint32_t now) {
    session.poll(now);
    if (session.phase() == Phase::Ready) session.start(sim, frames);
    if (session.phase() != Phase::Running) return;
    // real time: one frame every 32 ms (the session may refuse while too far ahead)
    while (nextFrameMs <= now && session.frame() < frames) {
      const uint32_t f = session.frame();
      if (!session.advance(pressed(session.localPlayer(), f), now)) break;
      nextFrameMs += kFrameMs;
      ahead = std::max(ahead, session.frame() - session.confirmed());
    }
  }
  ToySim sim;
  Session session;
  uint32_t frames;
  uint32_t nextFrameMs = kStartMs;
  uint32_t ahead = 0;
  std::vector<Words> confirmedWords;
};

// Both players' words as the game takes them with delay d (none before frame d).
std::vector<Words> offlineWords(uint32_t frames, int d) {
  std::vector<Words> out;
  for (uint32_t f = 0; f < frames; ++f) {
    Words w{};
    for (int p = 0; p < 2; ++p) w[static_cast<size_t>(p)] = f < static_cast<uint32_t>(d) ? 0 : pressed(p, f - static_cast<uint32_t>(d));
    out.push_back(w);
  }
  return out;
}

// Runs both peers until both ended or `untilMs`.
void play(FakeNetwork& net, Peer& a, Peer& b, uint32_t untilMs, uint32_t fromMs = kStartMs) {
  for (uint32_t t = fromMs; t < untilMs; ++t) {
    net.setTime(t);
    a.tick(t);
    b.tick(t);
    if (a.session.phase() == Phase::Ended && b.session.phase() == Phase::Ended) return;
  }
}

TEST(Session, TwoPeersAt100MsRoundTripJitterAndLossReachTheOfflineState) {
  for (const int delay : {0, 2}) {
    FakeNetwork net({.latencyMs = 50, .jitterMs = 10, .lossPercent = 5}, 42);
    constexpr uint32_t kFrames = 600;
    Peer host(net, Role::Host, delay, kFrames);
    Peer join(net, Role::Join, delay, kFrames);
    play(net, host, join, kStartMs + 60000);
    ASSERT_EQ(host.session.endReason(), EndReason::Finished) << host.session.endLine();
    ASSERT_EQ(join.session.endReason(), EndReason::Finished) << join.session.endLine();
    EXPECT_GT(net.lost(), 0u);
    const std::vector<Words> words = offlineWords(kFrames, delay);
    EXPECT_EQ(host.confirmedWords, words);
    EXPECT_EQ(join.confirmedWords, words);
    // the present state after the last frame is the offline game's
    host.sim.save(0);
    join.sim.save(0);
    EXPECT_EQ(host.sim.hash(0), net_test::offlineHash(words));
    EXPECT_EQ(join.sim.hash(0), net_test::offlineHash(words));
    // it rolled back, never beyond the prediction window
    EXPECT_GT(host.session.counters().rollbacks, 0u);
    EXPECT_GT(join.session.counters().resimulated, 0u);
    EXPECT_LE(host.ahead, kMaxPrediction);
    EXPECT_LE(join.ahead, kMaxPrediction);
    EXPECT_GE(host.session.counters().rttMs, 100u);
    EXPECT_LE(host.session.counters().rttMs, 100u + 2 * 10 + 2 * kResendMs);
  }
}

TEST(Session, APlayersOwnWordReachesTheGameDelayFramesAfterItIsPressed) {
  for (const int delay : {0, 2, 8}) {
    FakeNetwork net({.latencyMs = 50, .jitterMs = 10, .lossPercent = 5}, 7);
    Peer host(net, Role::Host, delay, 100);
    Peer join(net, Role::Join, delay, 100);
    play(net, host, join, kStartMs + 30000);
    ASSERT_EQ(host.session.endReason(), EndReason::Finished);
    for (uint32_t f = 0; f < 100; ++f) {
      const uint32_t want = f < static_cast<uint32_t>(delay) ? 0 : pressed(0, f - static_cast<uint32_t>(delay));
      ASSERT_EQ(host.sim.s.history[f][0], want) << "delay " << delay << " frame " << f;
    }
  }
}

TEST(Session, AChangedFieldOnOnePeerIsNamedWithinOneHashExchange) {
  FakeNetwork net({.latencyMs = 50, .jitterMs = 10, .lossPercent = 5}, 3);
  Peer host(net, Role::Host, 2, 400);
  Peer join(net, Role::Join, 2, 400);
  constexpr uint32_t kPoke = 123;
  join.sim.poke = [](net_test::ToyState& s) {
    if (s.frame >= kPoke) s.last[1] ^= 1;  // the joiner's state alone, from frame 123 on
  };
  play(net, host, join, kStartMs + 60000);
  for (Peer* p : {&host, &join}) {
    ASSERT_EQ(p->session.endReason(), EndReason::Desync) << p->session.endLine();
    ASSERT_TRUE(p->session.desync());
    EXPECT_EQ(p->session.desync()->frame, 130u);  // the first hashed frame after the change
    EXPECT_EQ(p->session.desync()->field, "last[1]");
    EXPECT_EQ(p->session.desync()->fields, std::vector<std::string>{"last[1]"});  // the sync report's list
  }
  EXPECT_NE(host.session.endLine().find("desync at frame 130: first differing field last[1]"), std::string::npos)
      << host.session.endLine();
}

TEST(Session, ASilentPeerPausesTheGameAfter1SecondAndEndsItAfter15) {
  FakeNetwork net({.latencyMs = 50, .jitterMs = 10, .lossPercent = 5}, 9);
  Peer host(net, Role::Host, 2, 100000);
  Peer join(net, Role::Join, 2, 100000);
  play(net, host, join, kStartMs + 5000);
  ASSERT_EQ(join.session.phase(), Phase::Running);
  net.silence(kHost);  // the host is killed
  const uint32_t killed = kStartMs + 5000;
  uint32_t waitingAt = 0;
  uint32_t endedAt = 0;
  for (uint32_t t = killed; t < killed + 20000 && endedAt == 0; ++t) {
    net.setTime(t);
    join.tick(t);
    if (waitingAt == 0 && join.session.waiting(t)) waitingAt = t;
    if (join.session.phase() == Phase::Ended) endedAt = t;
  }
  // heard last between a resend before the kill and a latency and a jitter after it (the
  // packets on their way)
  EXPECT_GE(waitingAt, killed + kWaitMs - kResendMs);
  EXPECT_LE(waitingAt, killed + kWaitMs + 60);
  EXPECT_GE(endedAt, killed + kLostMs - kResendMs);
  EXPECT_LE(endedAt, killed + kLostMs + 60);
  EXPECT_EQ(join.session.endReason(), EndReason::PeerLost);
  EXPECT_EQ(join.session.endLine(), "Ann was silent for 15 s: the game ends, no win recorded");
}

TEST(Session, AGoodbyeEndsTheOtherSideAtOnce) {
  FakeNetwork net({.latencyMs = 50, .jitterMs = 10, .lossPercent = 5}, 11);
  Peer host(net, Role::Host, 2, 100000);
  Peer join(net, Role::Join, 2, 100000);
  play(net, host, join, kStartMs + 3000);
  host.session.quit(kStartMs + 3000);
  EXPECT_EQ(host.session.endReason(), EndReason::Quit);
  for (uint32_t t = kStartMs + 3000; t <= kStartMs + 3000 + 60; ++t) {
    net.setTime(t);
    join.tick(t);
  }
  EXPECT_EQ(join.session.endReason(), EndReason::PeerLeft);
  EXPECT_EQ(join.session.endLine(), "Ann left the game: it ends, no win recorded");
}

TEST(Session, AMismatchIsRefusedWithOneLineOnBothSides) {
  FakeNetwork net({.latencyMs = 5}, 1);
  Peer host(net, Role::Host, 2, 100);
  SessionConfig c = Peer::config(Role::Join, 2);
  c.tables = "the tables of RFIRE.BIN crc32 1a2b3c4d";
  Session join(c, net.endpoint(kJoin));
  for (uint32_t t = kStartMs; t < kStartMs + 500; ++t) {
    net.setTime(t);
    host.tick(t);
    join.poll(t);
  }
  EXPECT_EQ(host.session.endReason(), EndReason::Refused);
  EXPECT_EQ(host.session.endLine(),
            "the tables differ: this side has designed tables, Bob has the tables of RFIRE.BIN crc32 1a2b3c4d");
  EXPECT_EQ(join.endReason(), EndReason::Refused);
  EXPECT_EQ(join.endLine(), "refused by the host: " + host.session.endLine());
}

TEST(Session, MalformedThirdAddressAndOldSessionPacketsAreDroppedAndCounted) {
  FakeNetwork net({.latencyMs = 20, .jitterMs = 5, .lossPercent = 0}, 5);
  Peer host(net, Role::Host, 2, 300);
  Peer join(net, Role::Join, 2, 300);
  play(net, host, join, kStartMs + 1000);
  ASSERT_EQ(host.session.phase(), Phase::Running);
  net.inject(kJoin, kHost, {1, 2, 3});                                                        // malformed
  net.inject(99, kHost, encodePacket(Packet{77, Input{0, 0, 5, 0, {0xffff, 0xffff}}}));      // a third address
  net.inject(kJoin, kHost, encodePacket(Packet{76, Input{0, 0, 5, 0, {0xffff, 0xffff}}}));   // an old session
  play(net, host, join, kStartMs + 30000, kStartMs + 1000);
  EXPECT_EQ(host.session.counters().malformed, 1u);
  EXPECT_EQ(host.session.counters().thirdAddress, 1u);
  EXPECT_EQ(host.session.counters().oldSession, 1u);
  EXPECT_EQ(host.session.endReason(), EndReason::Finished) << host.session.endLine();
  EXPECT_EQ(join.session.endReason(), EndReason::Finished) << join.session.endLine();
}

}  // namespace
