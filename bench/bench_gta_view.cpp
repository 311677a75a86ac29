// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA city in 3D (view/gta_city_render.hpp) at 640 x 480 on the original NYC.CMP and
// mission 1 (RETROSIM_GTA1_DATA; skipped when unset): the street from the player's camera
// and the mid-level scene (the camera 300 pixels up at zoom 200 over the fire engines'
// street, docs/gta-view.md). The goal: 300 pictures a second (docs/performance.md).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "gta/data/run_script.hpp"
#include "gta/game.hpp"
#include "gta_bench_data.hpp"
#include "view/gta_art.hpp"
#include "view/gta_city_render.hpp"

namespace {

using gta_bench::readData;

void renderScene(benchmark::State& state, bool mid) {
  const auto d = readData(state);
  if (!d) return;
  const view::GtaArt art =
      view::loadGtaArt(std::filesystem::path(RETROSIM_SOURCE_DIR) / "data" / "gta" / "art");
  gta::Game game = gta::Game::load(d->cmp, d->ini, 1);
  for (int i = 0; i < 30; ++i) game.step();
  view::GtaCityBlocks blocks;
  blocks.update(game.state());
  const view::GtaViewCamera cam =
      mid ? view::GtaViewCamera{78 * 64 + 32, 44 * 64 + 32, 300, 200} : view::gtaPlayerCamera(game.state());
  core::Image img(640, 480);
  for (auto _ : state) {
    const view::GtaCityStats st = view::renderGtaCity(img, blocks, game.state(), cam, art);
    benchmark::DoNotOptimize(st.faces);
  }
}

void BM_GtaCity3dStreet(benchmark::State& state) {
  renderScene(state, false);
}
BENCHMARK(BM_GtaCity3dStreet)->Unit(benchmark::kMillisecond);

void BM_GtaCity3dMidLevel(benchmark::State& state) {
  renderScene(state, true);
}
BENCHMARK(BM_GtaCity3dMidLevel)->Unit(benchmark::kMillisecond);

}  // namespace
