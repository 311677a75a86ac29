// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire as the net layer's game (app/rf_net_game.hpp): its fields named one level
// down, save / load, GGPO's SyncTest on a golden game, and two peers over the in-memory
// network reaching the offline game's hash.
#include "app/rf_net_game.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <optional>

#include "net/fake_link.hpp"
#include "net/session.hpp"
#include "net/sync_test.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/map_text.hpp"

namespace {

const std::string kRoot = RETROSIM_SOURCE_DIR;

rf::Game goldenGame(const rf::InputScript& script) {
  return rf::Game::load(rf::loadMapText(kRoot + "/data/rf/maps/proving_strait.txt"), "proving_strait",
                        rf::scriptedGameOptions(script, 2));
}

TEST(RfNetGame, FieldsAreNamedOneLevelDown) {
  const rf::InputScript script;
  rf::Game game = goldenGame(script);
  const app::RfNetGame sim(game, 1, 2);
  const std::vector<std::string> names = sim.fieldNames();
  for (const char* n : {"team[1].mines", "player[0].input", "objs", "tick"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
  }
  EXPECT_LE(names.size(), net::kMaxFieldHashes);
  EXPECT_EQ(app::rfNetFieldHashes(game.state()).size(), names.size());
}

TEST(RfNetGame, ALoadedSlotIsTheSavedGame) {
  const rf::InputScript script = rf::loadInputScript(kRoot + "/tests/golden/rf/proving_strait_2p.txt");
  rf::Game game = goldenGame(script);
  app::RfNetGame sim(game, 2, 2);
  for (int f = 0; f < 50; ++f) sim.advance({script.rawWord(f, 0), script.rawWord(f, 1)});
  sim.save(1);
  const uint64_t at50 = game.hash();
  for (int f = 50; f < 60; ++f) sim.advance({script.rawWord(f, 0), script.rawWord(f, 1)});
  EXPECT_NE(game.hash(), at50);
  sim.load(1);
  EXPECT_EQ(game.hash(), at50);
  EXPECT_EQ(sim.hash(1), at50);
}

TEST(RfNetGame, TheSyncTestPassesOnTheGolden2PlayerGame) {
  const rf::InputScript script = rf::loadInputScript(kRoot + "/tests/golden/rf/proving_strait_2p.txt");
  rf::Game game = goldenGame(script);
  rf::Game offline = goldenGame(script);
  app::RfNetGame sim(game, 9, 2);
  net::SyncTest test(sim, 8);
  for (int f = 0; f < 1960; ++f) {
    const net::Words w{script.rawWord(f, 0), script.rawWord(f, 1)};
    ASSERT_FALSE(test.advance(w)) << test.advance(w)->line;
    offline.step(rf::Inputs{w, 2});
  }
  EXPECT_EQ(game.hash(), offline.hash());
}

TEST(RfNetGame, TwoPeersAt100MsRoundTripPlayTheOfflineGame) {
  const rf::InputScript script = rf::loadInputScript(kRoot + "/tests/golden/rf/proving_strait_2p.txt");
  constexpr uint32_t kFrames = 1960;
  rf::Game offline = goldenGame(script);
  for (int f = 0; f < static_cast<int>(kFrames); ++f) offline.step(rf::Inputs{{script.rawWord(f, 0), script.rawWord(f, 1)}, 2});
  ASSERT_FALSE(offline.state().running);  // player 2 won
  net::FakeNetwork network({.latencyMs = 40, .jitterMs = 20, .lossPercent = 5}, 4);
  struct Peer {
    explicit Peer(rf::Game g) : game(std::move(g)), sim(game, net::kRingSlots, 2) {}
    rf::Game game;
    app::RfNetGame sim;
    std::optional<net::Session> session;
    uint32_t next = 0;
  };
  std::vector<std::unique_ptr<Peer>> peers;
  for (const net::Role role : {net::Role::Host, net::Role::Join}) {
    net::SessionConfig c;
    c.role = role;
    c.host = 1;
    c.delay = 0;
    peers.push_back(std::make_unique<Peer>(goldenGame(script)));
    peers.back()->session.emplace(c, network.endpoint(role == net::Role::Host ? 1 : 2));
  }
  for (uint32_t t = 1; t < 200000; ++t) {
    network.setTime(t);
    bool running = false;
    for (auto& p : peers) {
      p->session->poll(t);
      if (p->session->phase() == net::Phase::Ready) {
        p->session->start(p->sim, kFrames);
        p->next = t;
      }
      running = running || p->session->phase() != net::Phase::Ended;
      while (p->session->phase() == net::Phase::Running && p->next <= t) {
        const int me = p->session->localPlayer();
        if (!p->session->advance(script.rawWord(static_cast<int>(p->session->frame()), me), t)) break;
        p->next += 32;
      }
    }
    if (!running) break;
  }
  for (auto& p : peers) {
    EXPECT_EQ(p->session->endReason(), net::EndReason::Finished) << p->session->endLine();
    EXPECT_EQ(p->game.hash(), offline.hash());
  }
  EXPECT_GT(peers[0]->session->counters().predicted + peers[1]->session->counters().predicted, 0u);
}

}  // namespace
