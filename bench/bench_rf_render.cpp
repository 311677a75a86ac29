// Rendering speed: one whole 640 x 480 game screen (view::renderRfScreen: the view and the
// dashboard) of a mid-battle state, top-down and tilted, in frames per second. The state is
// the one of bench_rf_sim.cpp's BM_RfMidBattleFrame (a bundled 1-player map, the player's
// tank firing next to an enemy tank, two enemy towers awake, men, a drone, explosions,
// debris and projectiles), stepped 40 frames and then held: only the picture is timed.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/game.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_frame_render.hpp"

namespace {

const std::string kMapText = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/driftwood_cay.txt";

void placeVehicle(rf::Game& game, rf::VehicleType type, int team, int x, int y) {
  for (int i = 0; i < 100; ++i) {
    try {
      rf::spawnVehicle(game.mutableState(), type, team, core::px(x + i * 32), core::px(y), 0);
      game.mutableState().player[static_cast<size_t>(team)].view = rf::ViewMode::Play;
      return;
    } catch (const std::invalid_argument&) {
    }
  }
}

int countClass(const rf::Sim& sim, rf::ObjClass cls) {
  int n = 0;
  for (const rf::Obj& o : sim.objs) n += (o.alive() && o.objClass() == cls) ? 1 : 0;
  return n;
}

// What BM_RfMidBattleFrame keeps alive round the tank: 20 explosions, 200 debris pieces,
// 8 enemy men, a drone and 40 heli-gun rounds.
void topUpBattle(rf::Sim& sim, const rf::Obj& shooter, int32_t cx, int32_t cy) {
  int expl = countClass(sim, rf::ObjClass::Expl);
  for (int i = 0; expl < 20 && i < 20; ++i, ++expl) {
    rf::spawnExplosion(sim, rf::ExplId::Dust, cx + core::px((i * 37) % 200), cy + core::px((i * 53) % 200),
                       0);
  }
  int debris = countClass(sim, rf::ObjClass::FWall);
  for (int i = 0; debris < 200 && i < 40; ++i) {
    rf::DebrisBurst b;
    b.x = cx + core::px((i * 29) % 200);
    b.y = cy + core::px((i * 41) % 200);
    b.model = rf::bnoModel(rf::bnoId(rf::Bno::BldgS));
    b.set = rf::DebrisSetId::WreckLow;
    const int n = rf::spawnDebrisBurst(sim, b);
    if (n <= 0) break;
    debris += n;
  }
  int men = countClass(sim, rf::ObjClass::Man);
  for (int i = 0; men < 8 && i < 8; ++i, ++men) {
    rf::spawnMan(sim, 1, cx + core::px(40 + (i * 23) % 120), cy - core::px(60 + (i * 17) % 60));
  }
  if (countClass(sim, rf::ObjClass::Drone) == 0) rf::spawnDrone(sim, shooter.slot());
  int proj = countClass(sim, rf::ObjClass::Missle);
  for (int i = 0; proj < 40 && i < 40; ++i, ++proj) {
    rf::ProjectileLaunch l;
    l.type = 7;  // heli gun: level, 3 px a tick
    l.x = shooter.x + core::px((i * 13) % 64 - 32);
    l.y = shooter.y;
    l.z = core::px(8);
    l.heading = (i & 1) != 0 ? 0x100000 : 0x300000;
    if (rf::fireProjectile(sim, shooter, l) == rf::kNoObj) break;
  }
}

rf::Game midBattle() {
  rf::GameOptions o;
  rf::Game g = rf::Game::load(rf::loadMapText(kMapText), kMapText, o);
  placeVehicle(g, rf::VehicleType::Tank, 0, 1024, 2048);
  placeVehicle(g, rf::VehicleType::Tank, 1, 1024, 2240);
  rf::Sim& sim = g.mutableState();
  rf::dronePoolSetup(sim, 1);
  for (const int x : {28, 36}) {
    sim.world.setCell(x, 60, rf::cell::make(0));
    sim.world.setCellStaticObject(x, 60, rf::bnoId(rf::Bno::Tower), 1);
  }
  rf::raw::Keys k;
  k.a = true;
  rf::Inputs in;
  in.words = {rf::raw::keyboardWord(k), rf::raw::kNone};
  for (int f = 0; f < 40; ++f) {
    const rf::Obj* s = g.object(sim.team[0].vehicleId);
    if (s == nullptr) break;
    for (rf::TeamState& t : sim.team) {
      t.veh.slots[0].ammo = 100;
      t.veh.hp = rf::vehicleDef(rf::VehicleType::Tank).hp;
    }
    topUpBattle(sim, *s, s->x - core::px(100), s->y);
    g.step(in);
  }
  return g;
}

void renderScreens(benchmark::State& state, view::RfViewStyle style) {
  const rf::Game g = midBattle();
  if (!g.state().player[0].camera.drawn) {
    state.SkipWithError("the view does not draw the map");
    return;
  }
  view::RfFrameRenderOptions options;
  options.style = style;
  for (auto _ : state) {
    const core::Image img = view::renderRfScreen(g.state(), options);
    benchmark::DoNotOptimize(img.pixels().data());
  }
  state.counters["objects"] = static_cast<double>(g.liveObjects().size());
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_RfRenderTopDown(benchmark::State& state) {
  renderScreens(state, view::RfViewStyle::TopDown);
}
BENCHMARK(BM_RfRenderTopDown);

void BM_RfRenderTilted(benchmark::State& state) {
  renderScreens(state, view::RfViewStyle::Tilted);
}
BENCHMARK(BM_RfRenderTilted);

}  // namespace
