// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation throughput: frames per second of an idle full map (a bundled map, dt 2) and
// of a pool of 500 live objects with jeep hulls that move every frame (ObjMove with its cell relinks and
// the collision test), and of four vehicles driving circles (two games of two: one live
// vehicle per team).
#include <benchmark/benchmark.h>

#include "rf_bench_battle.hpp"

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/game.hpp"
#include "rf/sim/classes.hpp"

namespace {

const std::string kMapText = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/driftwood_cay.txt";

// A bench class: drifts 0.75 px a tick east or west (by id), turning round when blocked.
int32_t wandererInit(rf::Sim&, rf::Obj& o, int32_t) {
  o.gfx = static_cast<int32_t>(rf::GfxId::Jeep);  // a jeep hull: every move runs the collision test
  o.speed = (o.id & 0x200) != 0 ? 0xc000 : -0xc000;
  return 1;
}

void wandererUpdate(rf::Sim& sim, rf::Obj& o) {
  if (rf::objMove(sim, o.slot(), o.speed * sim.dt, o.speed * sim.dt / 2, 0) != 0) o.speed = -o.speed;
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

void reportFrameRate(benchmark::State& state) {
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

// Steps the game with no input, one frame per iteration, and reports frames per second.
void stepIdleFrames(benchmark::State& state, rf::Game& game) {
  const rf::Inputs in;
  for (auto _ : state) {
    game.step(in);
    benchmark::DoNotOptimize(game.tick());
  }
  reportFrameRate(state);
}

void BM_RfIdleMapFrame(benchmark::State& state) {
  rf::Game game = loadGame();
  stepIdleFrames(state, game);
}
BENCHMARK(BM_RfIdleMapFrame);

void BM_Rf500ObjectsFrame(benchmark::State& state) {
  rf::Game game = loadGame();
  // 20 px apart in rows 24 px apart (jeep hulls are 10 x 16 px), skipping spots a static
  // part already blocks, until 500 stand: many moves are blocked by a neighbour or a wall.
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
  stepIdleFrames(state, game);
}
BENCHMARK(BM_Rf500ObjectsFrame);

const std::string kMapText2P = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/twin_harbours.txt";

using bench::placeVehicle;
using bench::countClass;

rf::Game vehicleGame(rf::VehicleType a, rf::VehicleType b) {
  rf::GameOptions o;
  o.players = 2;
  rf::Game g = rf::Game::load(rf::loadMapText(kMapText2P), kMapText2P, o);
  placeVehicle(g, a, 0, 1024, 1024);
  placeVehicle(g, b, 1, 1024, 3072);
  return g;
}

// Four vehicles (tank + heli, jeep + MSV) driving circles: full forward and right.
void BM_RfFourVehiclesFrame(benchmark::State& state) {
  rf::Game a = vehicleGame(rf::VehicleType::Tank, rf::VehicleType::Heli);
  rf::Game b = vehicleGame(rf::VehicleType::Jeep, rf::VehicleType::Msv);
  rf::raw::Keys h;
  h.up = true;
  h.right = true;
  rf::Inputs in;
  in.words = {rf::raw::keyboardWord(h), rf::raw::keyboardWord(h)};
  for (auto _ : state) {
    for (rf::Game* g : {&a, &b}) {
      for (rf::TeamState& t : g->mutableState().team) t.veh.fuel = core::px(300);  // keep them driving
    }
    a.step(in);
    b.step(in);
    benchmark::DoNotOptimize(a.tick() + b.tick());
  }
  reportFrameRate(state);
}
BENCHMARK(BM_RfFourVehiclesFrame);

// The state hash of a whole game (replays hash every N frames).
void BM_RfStateHash(benchmark::State& state) {
  const rf::Game game = loadGame();
  for (auto _ : state) benchmark::DoNotOptimize(game.hash());
}
BENCHMARK(BM_RfStateHash);

// A copy of the whole state (what a snapshot or a rewind costs); sizeof(Sim) alongside.
void BM_SimCopy(benchmark::State& state) {
  const rf::Game game = loadGame();
  for (auto _ : state) {
    rf::Sim copy = game.state();
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
  state.counters["sizeof(Sim)"] = static_cast<double>(sizeof(rf::Sim));
}
BENCHMARK(BM_SimCopy);

}  // namespace

// A mid-battle frame (rf_bench_battle.hpp), topped up before each frame.
void BM_RfMidBattleFrame(benchmark::State& state) {
  rf::Game g = bench::battleGame();
  rf::Sim& sim = g.mutableState();
  const rf::Obj* shooter = g.object(sim.team[0].vehicleId);
  if (shooter == nullptr) {
    state.SkipWithError("no tank");
    return;
  }
  const rf::Inputs in = bench::battleInputs();
  const int32_t cx = shooter->x - core::px(100);
  const int32_t cy = shooter->y;
  for (auto _ : state) {
    bench::keepBattleGoing(g, cx, cy);
    g.step(in);
    benchmark::DoNotOptimize(g.tick());
  }
  state.counters["objects"] = static_cast<double>(g.liveObjects().size());
  state.counters["expl"] = countClass(sim, rf::ObjClass::Expl);
  state.counters["debris"] = countClass(sim, rf::ObjClass::FWall);
  state.counters["proj"] = countClass(sim, rf::ObjClass::Missle);
  state.counters["turrets"] = countClass(sim, rf::ObjClass::TurretGun);
  state.counters["men"] = countClass(sim, rf::ObjClass::Man);
  state.counters["drones"] = countClass(sim, rf::ObjClass::Drone);
  reportFrameRate(state);
}
BENCHMARK(BM_RfMidBattleFrame);
