// Collision throughput: frames per second of 500 live objects with a jeep hull each,
// packed 20 px apart in rows of 40 on the open grass and the sea around it so that every move runs
// the full ObjCheckCollision (3 x 3 cells, static parts with their touch handlers, the
// object chains) and many moves are blocked by a neighbour and turn round.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "rf/data/map_text.hpp"
#include "rf/data/shapes.hpp"
#include "rf/game.hpp"
#include "rf/sim/classes.hpp"

namespace {

const std::string kMapText = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/driftwood_cay.txt";

// Bumper: a jeep hull drifting 0.75 px a tick east or west (by id) and diagonally, turning
// round when blocked.
int32_t bumperInit(rf::Sim&, rf::Obj& o, int32_t) {
  o.gfx = static_cast<int32_t>(rf::GfxId::Jeep);
  o.speed = (o.id & 0x200) != 0 ? 0xc000 : -0xc000;
  return 1;
}

void bumperUpdate(rf::Sim& sim, rf::Obj& o) {
  if (rf::objMove(sim, o.slot(), o.speed * sim.dt, o.speed * sim.dt / 2, 0) != 0) o.speed = -o.speed;
}

const rf::SimTables& benchTables() {
  static const rf::SimTables kTables = [] {
    rf::SimTables t = rf::defaultSimTables();
    rf::ClassDesc& d = t.classes[static_cast<size_t>(rf::ObjClass::FirstTest)];
    d.id = 100;
    d.name = "Bumper";
    d.init = &bumperInit;
    d.update = &bumperUpdate;
    return t;
  }();
  return kTables;
}

void BM_Rf500CollidingObjectsFrame(benchmark::State& state) {
  rf::GameOptions options;
  options.tables = &benchTables();
  rf::Game game = rf::Game::load(rf::loadMapText(kMapText), kMapText, options);
  // 20 px apart in rows 24 px apart (jeeps are 10 x 16 px), skipping spots a static part
  // already blocks, until 500 stand.
  int placed = 0;
  for (int i = 0; placed < 500 && i < 4000; ++i) {
    const int x = 900 + (i % 40) * 20;
    const int y = 1900 + (i / 40) * 24;
    try {
      game.spawn(rf::ObjClass::FirstTest, placed & 1, core::px(x), core::px(y), 0);
      ++placed;
    } catch (const std::invalid_argument&) {
    }
  }
  if (placed < 500) state.SkipWithError("could not place 500 objects");
  const rf::Inputs in;
  for (auto _ : state) {
    game.step(in);
    benchmark::DoNotOptimize(game.tick());
  }
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Rf500CollidingObjectsFrame);

}  // namespace
