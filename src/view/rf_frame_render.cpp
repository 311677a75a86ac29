// The game screen (rf_frame_render.hpp).
#include "view/rf_frame_render.hpp"

#include <stdexcept>
#include <string>

#include "rf/sim/dashboard.hpp"
#include "view/rf_tilted_render.hpp"
#include "view/rf_topdown_render.hpp"

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;

constexpr Rgba kHud = rgba(16, 16, 20);
constexpr Rgba kHudText = rgba(230, 230, 230);
constexpr Rgba kWarn = rgba(255, 80, 60);
constexpr Rgba kScreenBack = rgba(20, 20, 24);

std::string fixedText(core::Fixed v) {
  return std::to_string(v >> 16);
}

void drawHud(Image& img, const rf::Sim& sim, int player, const Viewport& vp) {
  const int y0 = vp.y;
  img.fillRect(vp.x, vp.y, vp.w, vp.h, kHud);
  const rf::Dashboard d = rf::dashboardOf(sim, player);
  std::string text = "P" + std::to_string(player + 1) + "  ";
  if (!d.vehicle) {
    text += "in the bunker";
  } else {
    text += std::string(rf::vehicleTypeName(d.type)) + "  hp " + fixedText(d.hp) + "/" + fixedText(d.hpMax) +
            "  ammo " + std::to_string(d.ammo[0]);
    if (d.slotShown[1]) text += (d.selected == 1 ? " [" : " ") + std::to_string(d.ammo[1]) + (d.selected == 1 ? "]" : "");
    text += "  mines " + std::to_string(d.mineStock);
  }
  img.drawText(vp.x + 4, y0 + 4, text, kHudText);
  if (d.vehicle) {  // the fuel gauge, red and blinking when low
    const int w = 100;
    const int x = vp.x + vp.w - w - 6;
    img.drawRect(x, y0 + 14, w, 6, kHudText);
    const int f = d.fuelMax > 0 ? static_cast<int>(static_cast<int64_t>(d.fuel) * (w - 2) / d.fuelMax) : 0;
    if (d.fuelBlinkOn) img.fillRect(x + 1, y0 + 15, std::max(0, f), 4, d.fuelLow ? kWarn : kHudText);
  }
  if (!sim.running) {
    const std::string end = sim.winner < 0 ? "DRAW" : "SIDE " + std::to_string(sim.winner) + " WINS";
    img.drawText(vp.x + vp.w / 2 - Image::textWidth(end, 2) / 2, y0 - 24, end, core::kWhite, 2);
  }
}

// A view that does not draw the map: which screen it shows.
void drawOffMap(Image& img, const rf::Sim& sim, int player, const Viewport& vp) {
  img.fillRect(vp.x, vp.y, vp.w, vp.h, kScreenBack);
  const rf::BunkerView& b = sim.player[static_cast<size_t>(player)].bunker;
  static constexpr const char* kPhase[] = {"bunker: select", "bunker: lift", "bunker", "fly-back", "spectating"};
  img.drawText(vp.x + 16, vp.y + 16, kPhase[static_cast<int>(b.phase)], kHudText, 2);
}

void drawPlayer(Image& img, const rf::Sim& sim, int player, const Viewport& view, const Viewport& dash,
                const RfFrameRenderOptions& options) {
  if (sim.player[static_cast<size_t>(player)].camera.drawn) {
    drawRfView(sim, player, img, view, options);
  } else {
    drawOffMap(img, sim, player, view);
  }
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
    case RfViewStyle::Tilted:
      drawRfTiltedView(sim, player, dst, vp);
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
