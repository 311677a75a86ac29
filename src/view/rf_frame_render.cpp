// SPDX-License-Identifier: GPL-3.0-or-later
// The game screen (rf_frame_render.hpp).
#include "view/rf_frame_render.hpp"

#include <cstring>
#include <stdexcept>

#include "rf/data/raw_input.hpp"
#include "view/rf_3d_render.hpp"
#include "view/rf_bunker_render.hpp"
#include "view/rf_hud_render.hpp"
#include "view/rf_original_hud.hpp"
#include "view/rf_original_look.hpp"
#include "view/rf_topdown_render.hpp"

namespace view {
namespace {

using core::Image;

// Whether the bar is the original's (the original look with the program's HUD tables).
bool originalBar(const RfFrameRenderOptions& options) {
  return options.original != nullptr && options.original->hud() != nullptr;
}

void drawHud(Image& img, const rf::Sim& sim, int player, const Viewport& vp, const RfFrameRenderOptions& options) {
  if (originalBar(options))
    drawRfOriginalDashboard(sim, player, img, vp, *options.original);
  else
    drawRfDashboard(sim, player, img, vp);
}

// A view that does not draw the map: its bunker screen (select, status, fade, skull, spectate).
void drawOffMap(Image& img, const rf::Sim& sim, int player, const Viewport& vp, const RfFrameRenderOptions& options) {
  const bool status = options.statusScreen[static_cast<size_t>(player)] || rfStatusScreenHeld(sim, player);
  drawRfBunkerScreen(sim, player, img, vp, status, options.keys[static_cast<size_t>(player)]);
}

// Whether a view is drawn again at 2x over the doubled 1x picture.
bool drawnAt2x(const rf::Sim& sim, int player, const RfFrameRenderOptions& options) {
  return options.scale == 2 && options.style == RfViewStyle::Perspective &&
         sim.player[static_cast<size_t>(player)].camera.drawn && !rfLaunchOverlayCoversView(sim, player);
}

void drawPlayer(Image& img, const rf::Sim& sim, int player, const Viewport& view, const Viewport& dash,
                const RfFrameRenderOptions& options) {
  if (sim.player[static_cast<size_t>(player)].camera.drawn) {
    if (!drawnAt2x(sim, player, options)) drawRfView(sim, player, img, view, options);
    drawRfLaunchOverlay(sim, player, img, view);  // the launch's zoom over the lift (bunker select only)
  } else {
    drawOffMap(img, sim, player, view, options);
  }
  if (options.endBanner) drawRfEndBanner(sim, player, img, view);
  drawHud(img, sim, player, dash, options);
}

// The 1x picture doubled into `dst` (twice its size): each pixel a 2 x 2 block.
void doubleInto(const Image& src, Image& dst) {
  const core::Rgba* in = src.pixels().data();
  core::Rgba* out = dst.data();
  const size_t w = static_cast<size_t>(src.width()), w2 = 2 * w;
  for (size_t y = 0; y < static_cast<size_t>(src.height()); ++y) {
    core::Rgba* row = out + 2 * y * w2;
    for (size_t x = 0; x < w; ++x) row[2 * x] = row[2 * x + 1] = in[y * w + x];
    std::memcpy(row + w2, row, w2 * sizeof(core::Rgba));
  }
}

}  // namespace

bool rfStatusScreenHeld(const rf::Sim& sim, int player) {
  return (sim.player.at(static_cast<size_t>(player)).device & (rf::raw::kB | rf::raw::kC)) != 0;
}

RfScreenLayout rfScreenLayout(int players, bool originalBar) {
  constexpr int kViewH = kRfScreenHeight - kRfDashboardHeight;
  RfScreenLayout l;
  if (originalBar) {  // the original's screen (rf_original_hud.hpp), each original pixel 2 x 2
    if (players < 2) {
      l.view[0] = {0, 0, kRfScreenWidth, 2 * kRfOriginalView1pH};
      l.dashboard[0] = {0, 2 * kRfOriginalView1pH, kRfScreenWidth, kRfScreenHeight - 2 * kRfOriginalView1pH};
      return l;
    }
    l.views = 2;
    for (int p = 0; p < 2; ++p) {
      l.view[p] = {p * 2 * (kRfOriginalView2pW + kRfOriginalView2pGap), 0, 2 * kRfOriginalView2pW,
                   2 * kRfOriginalView2pH};
      l.dashboard[p] = {p * kRfScreenWidth / 2, 2 * kRfOriginalView2pH, kRfScreenWidth / 2,
                        kRfScreenHeight - 2 * kRfOriginalView2pH};
    }
    return l;
  }
  if (players < 2) {
    l.view[0] = {0, 0, kRfScreenWidth, kViewH};
    l.dashboard[0] = {0, kViewH, kRfScreenWidth, kRfDashboardHeight};
    return l;
  }
  constexpr int kHalf = (kRfScreenWidth - kRfSplitGap) / 2;
  l.views = 2;
  for (int p = 0; p < 2; ++p) {
    const int x = p * (kHalf + kRfSplitGap);
    l.view[p] = {x, 0, kHalf, kViewH};
    l.dashboard[p] = {x, kViewH, kHalf, kRfDashboardHeight};
  }
  return l;
}

void drawRfView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                const RfFrameRenderOptions& options) {
  switch (options.style) {
    case RfViewStyle::TopDown:
      drawRfTopDownView(sim, player, dst, vp, options.effects);
      return;
    case RfViewStyle::Perspective:
      if (options.original != nullptr) {
        drawRfOriginalView(sim, player, dst, vp, *options.original);
        return;
      }
      drawRf3dView(sim, player, dst, vp, options.effects, options.aimHelp);
      return;
  }
}

core::Image renderRfFrame(const rf::Sim& sim, int player, const RfFrameRenderOptions& options) {
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const RfScreenLayout l = rfScreenLayout(1, originalBar(options));
  Image img(kRfScreenWidth, kRfScreenHeight, core::kBlack);
  drawPlayer(img, sim, player, l.view[0], l.dashboard[0], options);
  return img;
}

core::Image renderRfScreen(const rf::Sim& sim, const RfFrameRenderOptions& options) {
  if (options.scale != 1 && options.scale != 2) throw std::invalid_argument("scale must be 1 or 2");
  if (options.solo >= sim.players || options.solo < -1)
    throw std::invalid_argument("solo must be a player of the game or -1");
  // designed: the original look's screen keeps its two panels (its status bar is drawn for them)
  const int solo = originalBar(options) ? -1 : options.solo;
  const RfScreenLayout l = rfScreenLayout(solo >= 0 ? 1 : sim.players, originalBar(options));
  // the player in view v
  const auto who = [&](int v) { return solo >= 0 ? solo : v; };
  Image img(kRfScreenWidth, kRfScreenHeight, core::kBlack);
  for (int v = 0; v < l.views; ++v) drawPlayer(img, sim, who(v), l.view[v], l.dashboard[v], options);
  if (options.scale == 1) return img;
  Image big(2 * kRfScreenWidth, 2 * kRfScreenHeight);
  doubleInto(img, big);
  for (int i = 0; i < l.views; ++i) {
    const int p = who(i);
    if (!drawnAt2x(sim, p, options)) continue;
    const Viewport& v = l.view[i];
    const Viewport v2{2 * v.x, 2 * v.y, 2 * v.w, 2 * v.h};
    drawRfView(sim, p, big, v2, options);
    drawRfLaunchOverlay(sim, p, big, v2);  // the map's fade in, at any size
    // the end banner (opaque pixels) drawn at 1x on a clear layer, doubled over the view
    if (sim.running || !options.endBanner) continue;
    Image layer(kRfScreenWidth, kRfScreenHeight, core::kTransparent);
    drawRfEndBanner(sim, p, layer, v);
    for (int y = v.y; y < v.y + v.h; ++y) {
      for (int x = v.x; x < v.x + v.w; ++x) {
        const core::Rgba c = layer.get(x, y);
        if (core::alpha(c) != 0) big.fillRect(2 * x, 2 * y, 2, 2, c);
      }
    }
  }
  return big;
}

}  // namespace view
