// The game screen (rf_frame_render.hpp).
#include "view/rf_frame_render.hpp"

#include <stdexcept>

#include "view/rf_bunker_render.hpp"
#include "view/rf_hud_render.hpp"
#include "view/rf_3d_render.hpp"
#include "view/rf_topdown_render.hpp"

namespace view {
namespace {

using core::Image;

void drawHud(Image& img, const rf::Sim& sim, int player, const Viewport& vp) {
  drawRfDashboard(sim, player, img, vp);
}

// A view that does not draw the map: its bunker screen (select, status, fade, skull, spectate).
void drawOffMap(Image& img, const rf::Sim& sim, int player, const Viewport& vp, const RfFrameRenderOptions& options) {
  drawRfBunkerScreen(sim, player, img, vp, options.statusScreen[static_cast<size_t>(player)],
                     options.keys[static_cast<size_t>(player)]);
}

void drawPlayer(Image& img, const rf::Sim& sim, int player, const Viewport& view, const Viewport& dash,
                const RfFrameRenderOptions& options) {
  if (sim.player[static_cast<size_t>(player)].camera.drawn) {
    drawRfView(sim, player, img, view, options);
    drawRfLaunchOverlay(sim, player, img, view);  // the launch's zoom over the lift (bunker select only)
  } else {
    drawOffMap(img, sim, player, view, options);
  }
  drawRfEndBanner(sim, player, img, view);
  drawHud(img, sim, player, dash);
}

}  // namespace

RfScreenLayout rfScreenLayout(int players) {
  constexpr int kViewH = kRfScreenHeight - kRfDashboardHeight;
  RfScreenLayout l;
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

void drawRfView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp, const RfFrameRenderOptions& options) {
  switch (options.style) {
    case RfViewStyle::TopDown:
      drawRfTopDownView(sim, player, dst, vp);
      return;
    case RfViewStyle::Perspective:
      drawRf3dView(sim, player, dst, vp);
      return;
  }
}

core::Image renderRfFrame(const rf::Sim& sim, int player, const RfFrameRenderOptions& options) {
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const RfScreenLayout l = rfScreenLayout(1);
  Image img(kRfScreenWidth, kRfScreenHeight, core::kBlack);
  drawPlayer(img, sim, player, l.view[0], l.dashboard[0], options);
  return img;
}

core::Image renderRfScreen(const rf::Sim& sim, const RfFrameRenderOptions& options) {
  const RfScreenLayout l = rfScreenLayout(sim.players);
  Image img(kRfScreenWidth, kRfScreenHeight, core::kBlack);
  for (int p = 0; p < l.views; ++p) drawPlayer(img, sim, p, l.view[p], l.dashboard[p], options);
  return img;
}

}  // namespace view
