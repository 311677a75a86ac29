// SPDX-License-Identifier: GPL-3.0-or-later
// Rendering speed, in frames per second, of a mid-battle state: the whole 640 x 480 game
// screen (view::renderRfScreen: the view and the dashboard) top-down and in the 3D view, the
// whole screen at 2x (1280 x 960: the 3D view at full size, the rest doubled) and the 3D
// view alone at 2x (1280 x 800 of a 1280 x 960 picture).
// The state is the one of bench_rf_sim.cpp's BM_RfMidBattleFrame (a bundled 1-player map,
// the player's tank firing next to an enemy tank, two enemy towers awake, men, a drone,
// explosions, debris and projectiles), stepped 40 frames and then held: only the picture is
// timed (the textures are loaded and the tiles made before the timing starts). The views'
// effects (view/rf_effects.hpp) are drawn with the RfEffects advanced over those 40 frames
// (its scorch marks), as the window loop does. The original look (the CD's art) draws the same
// state from the synthetic CD's ART.CAR, model parts, HUD tables and strips (our own files
// made to the documented formats: the speed of the code, not of the real disc's art).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <optional>

#include "rf_bench_battle.hpp"
#include "view/rf_3d_render.hpp"
#include "view/rf_art.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_original_look.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "synthetic_cd/synthetic_rfa.hpp"
#include "synthetic_cd/synthetic_trans.hpp"
#include "rf/data/trans_table.hpp"

namespace {

// The battle stepped 40 frames (the effects advanced with it), then held.
rf::Game midBattle(view::RfEffects& fx) {
  rf::Game g = bench::battleGame();
  const rf::Inputs in = bench::battleInputs();
  for (int f = 0; f < 40; ++f) {
    const rf::Obj* s = g.object(g.state().team[0].vehicleId);
    if (s == nullptr) break;
    bench::keepBattleGoing(g, s->x - core::px(100), s->y);
    g.step(in);
    fx.advance(g.state());
  }
  return g;
}

void useSourceArt() {
  view::setRfArtFinder([] { return std::filesystem::path(RETROSIM_SOURCE_DIR) / "data" / "rf" / "art"; });
}

// The benches draw with the source tree's art, and only a battle whose view draws the map
// (else the benchmark is skipped with why).
bool drawsTheMap(benchmark::State& state, const rf::Game& g) {
  useSourceArt();
  if (g.state().player[0].camera.drawn) return true;
  state.SkipWithError("the view does not draw the map");
  return false;
}

void renderScreens(benchmark::State& state, view::RfViewStyle style, int scale = 1) {
  view::RfEffects fx;
  const rf::Game g = midBattle(fx);
  if (!drawsTheMap(state, g)) return;
  view::RfFrameRenderOptions options;
  options.style = style;
  options.scale = scale;
  options.effects = &fx;
  (void)view::renderRfScreen(g.state(), options);  // the art and the tiles
  for (auto _ : state) {
    const core::Image img = view::renderRfScreen(g.state(), options);
    benchmark::DoNotOptimize(img.pixels().data());
  }
  state.counters["objects"] = static_cast<double>(g.liveObjects().size());
  state.counters["scorch"] = static_cast<double>(fx.scorch().size());
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_RfRenderTopDown(benchmark::State& state) {
  renderScreens(state, view::RfViewStyle::TopDown);
}
BENCHMARK(BM_RfRenderTopDown);

void BM_RfRender3d(benchmark::State& state) {
  renderScreens(state, view::RfViewStyle::Perspective);
}
BENCHMARK(BM_RfRender3d);

void BM_RfRender3dScreenAt2x(benchmark::State& state) {
  renderScreens(state, view::RfViewStyle::Perspective, 2);
}
BENCHMARK(BM_RfRender3dScreenAt2x);

void BM_RfRender3dAt2x(benchmark::State& state) {
  view::RfEffects fx;
  const rf::Game g = midBattle(fx);
  if (!drawsTheMap(state, g)) return;
  const view::Viewport vp{0, 0, 2 * view::kRfScreenWidth,
                          2 * (view::kRfScreenHeight - view::kRfDashboardHeight)};
  core::Image img(2 * view::kRfScreenWidth, 2 * view::kRfScreenHeight);
  view::drawRf3dView(g.state(), 0, img, vp, &fx);
  for (auto _ : state) {
    view::drawRf3dView(g.state(), 0, img, vp, &fx);
    benchmark::DoNotOptimize(img.data());
  }
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RfRender3dAt2x);

// The whole screen in the original look (the view through the documented projection, the
// original's dashboard over its strip).
// Arg 1: with the synthetic TRANS.TBL (the view drawn as 8-bit indices, then coloured).
void BM_RfRenderOriginalLook(benchmark::State& state) {
  view::RfEffects fx;
  const rf::Game g = midBattle(fx);
  if (!drawsTheMap(state, g)) return;
  const std::vector<uint8_t> program = synth::syntheticProgram();
  rf::ArtCar car = rf::readArtCar(synth::syntheticArtCar(), "ART/ART.CAR");
  std::optional<rf::TransTable> trans;
  if (state.range(0) != 0) trans = rf::readTransTable(synth::syntheticTransTable(car.logPalette), "ART/TRANS.TBL");
  const view::RfOriginalLook look(std::move(car), rf::loadOriginalModels(program, "RFIRE.BIN"),
                                  rf::loadOriginalHud(program, "RFIRE.BIN"),
                                  {synth::syntheticStrip(1, true), synth::syntheticStrip(2, true), {}}, std::move(trans));
  view::RfFrameRenderOptions options;
  options.style = view::RfViewStyle::Perspective;
  options.original = &look;
  options.effects = &fx;
  (void)view::renderRfScreen(g.state(), options);
  for (auto _ : state) {
    const core::Image img = view::renderRfScreen(g.state(), options);
    benchmark::DoNotOptimize(img.pixels().data());
  }
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RfRenderOriginalLook)->Arg(0)->Arg(1);

}  // namespace
