// Rendering speed: one whole 640 x 480 game screen (view::renderRfScreen: the view and the
// dashboard) of a mid-battle state, top-down and tilted, in frames per second. The state is
// the one of bench_rf_sim.cpp's BM_RfMidBattleFrame (a bundled 1-player map, the player's
// tank firing next to an enemy tank, two enemy towers awake, men, a drone, explosions,
// debris and projectiles), stepped 40 frames and then held: only the picture is timed.
#include <benchmark/benchmark.h>

#include "rf_bench_battle.hpp"
#include "view/rf_frame_render.hpp"

namespace {

// The battle stepped 40 frames, then held.
rf::Game midBattle() {
  rf::Game g = bench::battleGame();
  const rf::Inputs in = bench::battleInputs();
  for (int f = 0; f < 40; ++f) {
    const rf::Obj* s = g.object(g.state().team[0].vehicleId);
    if (s == nullptr) break;
    bench::keepBattleGoing(g, s->x - core::px(100), s->y);
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
