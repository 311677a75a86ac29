// Simulation throughput: frames per second of an idle full map (a bundled map, dt 2) and
// of a pool of 500 live objects that move every frame (ObjMove with its cell relinks and
// the collision test).
#include <benchmark/benchmark.h>

#include <string>

#include "rf/data/map_text.hpp"
#include "rf/game.hpp"
#include "rf/sim/classes.hpp"

namespace {

const std::string kMapText = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/driftwood_cay.txt";

// A bench class: drifts 0.75 px a tick east or west (by id), turning round when blocked.
int32_t wandererInit(rf::Sim&, rf::Obj& o, int32_t) {
  o.speed = (o.id & 0x200) != 0 ? 0xc000 : -0xc000;
  return 1;
}

void wandererUpdate(rf::Sim& sim, rf::Obj& o) {
  if (rf::objMove(sim, o.slot(), o.speed * sim.dt, 0, 0) != 0) o.speed = -o.speed;
}

const rf::SimTables& benchTables() {
  static const rf::SimTables kTables = [] {
    rf::SimTables t = rf::defaultSimTables();
    rf::ClassDesc& d = t.classes[static_cast<size_t>(rf::ObjClass::FirstTest)];
    d.id = 100;
    d.name = "Wanderer";
    d.init = &wandererInit;
    d.update = &wandererUpdate;
    return t;
  }();
  return kTables;
}

rf::Game loadGame() {
  rf::GameOptions o;
  o.tables = &benchTables();
  return rf::Game::load(rf::loadMapText(kMapText), kMapText, o);
}

void BM_RfIdleMapFrame(benchmark::State& state) {
  rf::Game game = loadGame();
  const rf::Inputs in;
  for (auto _ : state) {
    game.step(in);
    benchmark::DoNotOptimize(game.tick());
  }
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RfIdleMapFrame);

void BM_Rf500ObjectsFrame(benchmark::State& state) {
  rf::Game game = loadGame();
  for (int i = 0; i < 500; ++i) {
    const int x = 64 + (i % 25) * 150;
    const int y = 64 + (i / 25) * 190;
    game.spawn(rf::ObjClass::FirstTest, i & 1, core::px(x), core::px(y), 0);
  }
  const rf::Inputs in;
  for (auto _ : state) {
    game.step(in);
    benchmark::DoNotOptimize(game.tick());
  }
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Rf500ObjectsFrame);

// The state hash of a whole game (replays hash every N frames).
void BM_RfStateHash(benchmark::State& state) {
  const rf::Game game = loadGame();
  for (auto _ : state) benchmark::DoNotOptimize(game.hash());
}
BENCHMARK(BM_RfStateHash);

}  // namespace
