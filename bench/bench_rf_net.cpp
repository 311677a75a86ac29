// SPDX-License-Identifier: GPL-3.0-or-later
// The network game's costs (docs/net.md, docs/performance.md): a rollback of 8 frames in
// the middle of a battle (save the state, restore it, step 8 frames again; goal <= 1 ms) with
// the state's size in bytes, and the frames re-simulated per second of game by two peers at
// 100 ms round trip (the in-memory network: 40..60 ms each way, 5 % loss, one frame every
// 32 ms of its clock, the golden 2-player game on Proving Strait).
#include <benchmark/benchmark.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>
#include <type_traits>

#include "app/rf_net_game.hpp"
#include "core/fields.hpp"
#include "net/fake_link.hpp"
#include "net/session.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/map_text.hpp"
#include "rf_bench_battle.hpp"

namespace {

// The bytes of a state value: what a saved copy holds (its vectors' contents included).
template <class T>
size_t stateBytes(const T& v) {
  if constexpr (core::isDense<T>()) {
    return sizeof v;
  } else if constexpr (std::is_same_v<T, std::string>) {
    return sizeof v + v.size();
  } else if constexpr (core::HasStateTuple<T>) {
    return sizeof v;
  } else if constexpr (core::fields_detail::StdVector<T>::value) {
    size_t n = sizeof v;
    for (const auto& e : v) n += stateBytes(e);
    return n;
  } else if constexpr (core::fields_detail::StdArray<T>::value) {
    size_t n = 0;
    for (const auto& e : v) n += stateBytes(e);
    return n;
  } else if constexpr (core::HasFields<T>) {
    size_t n = 0;
    core::forEachField(v, [&n](const char*, const auto& x, uint8_t) { n += stateBytes(x); });
    return n;
  } else {
    return sizeof v;
  }
}

// Save, restore, 8 frames again: a rollback of the prediction window, mid-battle.
void BM_RfRollback8MidBattle(benchmark::State& state) {
  rf::Game g = bench::battleGame();
  const rf::Obj* shooter = g.object(g.state().team[0].vehicleId);
  if (shooter == nullptr) {
    state.SkipWithError("no tank");
    return;
  }
  const int32_t cx = shooter->x - core::px(100);
  const int32_t cy = shooter->y;
  const rf::Inputs in = bench::battleInputs();
  app::RfNetGame sim(g, 1, in.dt);
  for (int i = 0; i < 30; ++i) {  // into the battle
    bench::keepBattleGoing(g, cx, cy);
    sim.advance(in.words);
  }
  for (auto _ : state) {
    bench::keepBattleGoing(g, cx, cy);
    sim.save(0);
    sim.load(0);
    for (uint32_t f = 0; f < net::kMaxPrediction; ++f) sim.advance(in.words);
    benchmark::DoNotOptimize(g.tick());
  }
  state.counters["state_bytes"] = static_cast<double>(stateBytes(g.state()));
  state.counters["objects"] = static_cast<double>(g.liveObjects().size());
}
BENCHMARK(BM_RfRollback8MidBattle)->Unit(benchmark::kMicrosecond);

// Two peers play the golden 2-player game at 100 ms round trip in real time (the network's
// clock): the frames each re-simulates per second of game. Arg 0: the golden script's words
// (few changes: player 1 stays in the bunker); arg 1: both players' keys change every 6
// frames (a busy fight: about 5 changes a second each). The second arg: the input delay
// (the default 2 hides a one-way latency of 64 ms; 0 hides none).
void BM_RfNetResimulatedAt100Ms(benchmark::State& state) {
  const std::string root = RETROSIM_SOURCE_DIR;
  const rf::InputScript script = rf::loadInputScript(root + "/tests/golden/rf/proving_strait_2p.txt");
  const rf::RfmFile map = rf::loadMapText(root + "/data/rf/maps/proving_strait.txt");
  constexpr uint32_t kFrames = 1960;
  constexpr uint32_t kFrameMs = 32;
  rf::raw::Keys k;
  k.left = true;
  const uint32_t left = rf::raw::keyboardWord(k);
  k = {};
  k.right = true;
  const uint32_t right = rf::raw::keyboardWord(k);
  k = {};
  k.a = true;
  const uint32_t fire = rf::raw::keyboardWord(k);
  uint64_t resimulated = 0;
  uint64_t rollbacks = 0;
  uint64_t predicted = 0;
  for (auto _ : state) {
    net::FakeNetwork network({.latencyMs = 40, .jitterMs = 20, .lossPercent = 5}, 1);
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
      c.delay = static_cast<int>(state.range(1));
      auto p = std::make_unique<Peer>(rf::Game::load(map, "proving_strait", rf::scriptedGameOptions(script, 2)));
      p->session.emplace(c, network.endpoint(role == net::Role::Host ? 1 : 2));
      peers.push_back(std::move(p));
    }
    bool running = true;
    for (uint32_t t = 1; running && t < 600000; ++t) {
      network.setTime(t);
      running = false;
      for (auto& p : peers) {
        p->session->poll(t);
        if (p->session->phase() == net::Phase::Ready) {
          p->session->start(p->sim, kFrames);
          p->next = t;
        }
        if (p->session->phase() != net::Phase::Ended) running = true;
        while (p->session->phase() == net::Phase::Running && p->next <= t) {
          const uint32_t f = p->session->frame();
          const int me = p->session->localPlayer();
          // arg 1: each player's keys change every 6 frames (left, right, fire, none in turn)
          const uint32_t busy = std::array<uint32_t, 4>{rf::raw::kNone, left, right, fire}[(f / 6 + static_cast<uint32_t>(me)) % 4];
          if (!p->session->advance(state.range(0) == 0 ? script.rawWord(static_cast<int>(f), me) : busy, t)) break;
          p->next += kFrameMs;
        }
      }
    }
    resimulated = rollbacks = predicted = 0;
    for (auto& p : peers) {
      if (p->session->endReason() != net::EndReason::Finished) state.SkipWithError(p->session->endLine().c_str());
      resimulated += p->session->counters().resimulated;
      rollbacks += p->session->counters().rollbacks;
      predicted += p->session->counters().predicted;
    }
  }
  const double gameSeconds = kFrames * kFrameMs / 1000.0;
  state.counters["resim_per_s"] = static_cast<double>(resimulated) / 2 / gameSeconds;  // a peer's
  state.counters["rollbacks_per_s"] = static_cast<double>(rollbacks) / 2 / gameSeconds;
  state.counters["predicted_per_s"] = static_cast<double>(predicted) / 2 / gameSeconds;
}
BENCHMARK(BM_RfNetResimulatedAt100Ms)
    ->ArgNames({"busy", "delay"})
    ->Args({0, 2})
    ->Args({1, 2})
    ->Args({1, 0})
    ->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
