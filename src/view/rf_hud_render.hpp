// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard of one Return Fire view (rf-simulation.md §5, §11) in its panel
// under the view (640 x 80 in 1 player, 318 x 80 per half in 2): the radar (the whole
// 128 x 128 cell map at 2 cells a pixel with the view's area framed, the own vehicle, the
// radar blips of Sim::radar with their blink and the own side's mines), the vehicle's
// picture and type, hit points and fuel as bars (the fuel blinking when low), the ammo of
// each weapon slot with the heli's selected weapon highlighted, the side's mine stock, and
// in 2 players the arrow towards the other player's vehicle. In the bunker the panel shows
// the side's stock instead of the vehicle. Also the end-of-game banners over the view. A
// view: it reads the state (rf::dashboardOf, Sim::radar) and never changes it.
#pragma once

#include "core/image.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

// designed: the radar shows the whole map, 2 x 2 cells per pixel (64 x 64 px).
inline constexpr int kRfRadarCellsPerPx = 2;
inline constexpr int kRfRadarPx = 128 / kRfRadarCellsPerPx;
inline constexpr int kRfArrowLength = 14;  // px from the compass centre to the arrow's tip

// Where the parts of a dashboard go in its panel (designed; the same layout in both widths,
// the bars capped at 200 px).
struct RfDashboardLayout {
  Viewport radar;      // the 64 x 64 minimap (inside a 1-px frame)
  Viewport hpBar;      // the bars' outlines; the fill is inside (1 px in)
  Viewport fuelBar;
  int slotsX = 0;      // the weapon slot boxes' row
  int slotsY = 0;
  int compassX = 0;    // the enemy arrow's centre
  int compassY = 0;
};
RfDashboardLayout rfDashboardLayout(const Viewport& panel);

// The radar pixel of a world position (16.16 px), relative to the radar's top-left.
int rfRadarPx(core::Fixed worldPx);

// Colours the tests look for.
inline constexpr core::Rgba kRfRadarSelf = core::rgba(255, 255, 255);
inline constexpr core::Rgba kRfRadarDrone = core::rgba(255, 64, 64);
inline constexpr core::Rgba kRfRadarFlag = core::rgba(255, 220, 0);
inline constexpr core::Rgba kRfRadarMine = core::rgba(255, 150, 40);
inline constexpr core::Rgba kRfFuelColour = core::rgba(240, 190, 40);
inline constexpr core::Rgba kRfFuelLowColour = core::rgba(255, 70, 50);
inline constexpr core::Rgba kRfArrowColour = core::rgba(255, 230, 80);

// The dashboard of player `player` in `panel` of `img` (nothing outside it is touched).
void drawRfDashboard(const rf::Sim& sim, int player, core::Image& img, const Viewport& panel);

// The band colour of the end banner: BanB (side 0, blue), BanG (side 1, green), a dark
// grey without a winner. In 1 player a loss without a winner is dark red.
core::Rgba rfBannerColour(int32_t winner, int players);
// Where the banner band goes over a view (designed: 64 px high, the view's full width,
// centred on its middle).
Viewport rfBannerBand(const Viewport& view);
// The banner over player `player`'s view once the game has ended (sim.running false):
// 1 player "YOU WIN" / "YOU LOSE" (side 0's view); 2 players "BLUE WINS" / "GREEN WINS" /
// "DRAW" with "YOU WIN" / "YOU LOSE" on each half; the end time under it. Nothing while
// the game runs.
void drawRfEndBanner(const rf::Sim& sim, int player, core::Image& img, const Viewport& view);

}  // namespace view
