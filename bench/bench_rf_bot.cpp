// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player's think time per frame in the mid-battle scene (rf_bench_battle.hpp),
// next to the simulation's frame of bench_rf_sim's BM_RfMidBattleFrame (issue 39: at most a
// quarter of it). The bot drives player 1's tank in the battle; only its think() is timed
// (the game's step and the battle's top-up are not), replans included (every 45 frames).
#include <benchmark/benchmark.h>

#include "rf/bot/bot.hpp"
#include "rf_bench_battle.hpp"

namespace {

constexpr int kGameFrames = 4000;

void BM_RfBotThinkMidBattle(benchmark::State& state) {
  rf::Game g = bench::battleGame();
  const rf::Obj* tank = g.object(g.state().team[0].vehicleId);
  if (tank == nullptr) {
    state.SkipWithError("no tank");
    return;
  }
  const int32_t cx = tank->x - core::px(100);
  const int32_t cy = tank->y;
  rf::bot::Bot bot(g.state(), 0, rf::bot::Difficulty::Normal, 1);
  for (auto _ : state) {
    const uint32_t w = bot.think(g.state());
    benchmark::DoNotOptimize(w);
    state.PauseTiming();
    bench::keepBattleGoing(g, cx, cy);
    rf::Inputs in;
    in.words[0] = w;
    g.step(in);
    state.ResumeTiming();
  }
  state.counters["goal"] = static_cast<double>(bot.goal());
}
BENCHMARK(BM_RfBotThinkMidBattle);

// The think averaged over the first 4,000 frames of a whole game on the bundled map
// driftwood_cay (launches, paths and their replans, fights): only think() is timed.
void BM_RfBotThinkWholeGame(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    rf::Game g = rf::Game::load(rf::loadMapText(bench::kBattleMapText), bench::kBattleMapText);
    rf::bot::Bot bot(g.state(), 0, rf::bot::Difficulty::Normal, 1);
    state.ResumeTiming();
    for (int f = 0; f < kGameFrames; ++f) {
      rf::Inputs in;
      in.words[0] = bot.think(g.state());
      state.PauseTiming();
      g.step(in);
      state.ResumeTiming();
    }
  }
  state.counters["think_per_frame"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * kGameFrames,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RfBotThinkWholeGame)->Unit(benchmark::kMillisecond);

// A whole path plan of the tank across the bundled map (the worst a think does).
void BM_RfBotPathAcrossMap(benchmark::State& state) {
  rf::Game g = bench::battleGame();
  const rf::bot::Cell from{34, 100}, to{96, 71};
  for (auto _ : state) {
    const auto p = rf::bot::findPath(g.state(), from, rf::VehicleType::Tank, 0,
                                     [to](rf::bot::Cell c) { return c == to; }, to);
    benchmark::DoNotOptimize(p.size());
  }
}
BENCHMARK(BM_RfBotPathAcrossMap);

}  // namespace
