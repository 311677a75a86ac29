// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker-side screens of a Return Fire view (rf-simulation.md §5 "Launch, docking,
// death, selection", §11), drawn from the view's BunkerView (rf/sim/bunker.hpp)
// and the skull picture (rf/sim/skull.hpp):
//   - the select screen (ViewEnterBunkerSelect 0x404d30): the four types on the menu grid
//     0x43f1d8 (tank, jeep / ASV, heli) with their pictures and stock, the selected one
//     highlighted, fading in (BunkerView::fade);
//   - the launch (the zoom script of menu +0x20): the chosen card zooms to the whole view,
//     then the map (the lift on the pad) fades in for the tilt step;
//   - the fade back to the bunker (0x4280d0);
//   - the fly-back skull (FUN_00404fb0) with the lost type's stock, crossed out where lost;
//   - spectating (2 players, FUN_004055f0): the other side's skull and this side's four
//     types crossed out; the picture stays after the sim stops drawing it;
//   - the 2-player status screen (FUN_00404b70, not in the notes: designed): both sides'
//     stock of the four types, mines, flags and the vehicle out, shown while the player
//     holds B or C on the select screen (the driver decides: RfFrameRenderOptions).
// A view: it reads the state and never changes it. Integer only.
#pragma once

#include <string>

#include "core/image.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

// The keys the bunker screens name (the driver fills them from the player's bindings: e.g.
// "W A S D", "H", "J OR K"); the defaults name the game's own buttons.
struct RfKeyLabels {
  std::string choose = "ARROWS";
  std::string launch = "A";
  std::string status = "B OR C";
  std::string side;  // the player's side as the screens name it ("": BLUE, player 2 GREEN)
};

// A text's place on a screen (its top-left and font scale), for the tests.
struct RfTextSpot {
  int x = 0;
  int y = 0;
  int scale = 1;
};

// The card of `type` on the select screen of a view (designed: a 2 x 2 grid of cards at most
// 200 x 130 px, 10 px apart, under the title).
Viewport rfBunkerCard(const Viewport& view, rf::VehicleType type);
// Where a card (of any size: the launch zooms it) puts its stock number `text`.
RfTextSpot rfCardStockSpot(const Viewport& card, const std::string& text);
// The stock number of a count (0xff: "INF").
std::string rfStockText(uint8_t count);

// designed: the skull screens draw the original's 320 x 200 picture doubled.
inline constexpr int kRfSkullScale = 2;

// The status screen's stock count of `type` for side `side` (0 left, 1 right).
RfTextSpot rfStatusStockSpot(const Viewport& view, int side, rf::VehicleType type, const std::string& text);

// The bunker screen of player `player` in `view` (the view is not drawing the map): the
// select menu (or the status screen when `statusScreen`), the fade back, the skull or the
// spectate picture.
void drawRfBunkerScreen(const rf::Sim& sim, int player, core::Image& img, const Viewport& view,
                        bool statusScreen, const RfKeyLabels& keys = {});
// Over the drawn map while the launch's zoom script runs (player in bunker select, phase
// Zoom): the chosen card zooming, then the map fading in. Nothing in other phases.
void drawRfLaunchOverlay(const rf::Sim& sim, int player, core::Image& img, const Viewport& view);
// Whether the launch overlay covers the whole view now (the zoom of the chosen card, before
// the map fades in).
bool rfLaunchOverlayCoversView(const rf::Sim& sim, int player);
// The 2-player status screen alone.
void drawRfStatusScreen(const rf::Sim& sim, int player, core::Image& img, const Viewport& view,
                        const RfKeyLabels& keys = {});

}  // namespace view
