// SPDX-License-Identifier: GPL-3.0-or-later
// The original's dashboard (from the original's cels): with the user's ART.CAR and RFIRE.BIN, each
// player's status bar drawn from the original's cels at the original's places
// (rf/data/original_hud.hpp: HudInit 0x422640, HudUpdateAll 0x422750), every original pixel
// 2 x 2 on our 640 x 480 screen:
// - the frame cel 1942 (opaque) at the HUD origin + (9, 2) and the badge 1940 at (-3, -2);
// - in the bunker (no vehicle of the side out): Hud_DrawWeaponCounts 0x421220 for the type
//   the select menu is on: its stock icon and the side's stock, its ammo icon and the load
//   the original shows (150 / 16 / 100 / 100), the ASV's mines (2 players) or the heli's 50
//   missiles, in the digit cels 2146.. (the kept quirk: a number over 99 starts with the digit
//   cel 1 whatever its hundreds; after a 1 the next digit goes 2 px nearer);
// - with a vehicle out: its dashboard cel 1943 + type, then the widgets its descriptor names
//   (the gauge slots' kinds: bar 4 / fuel 5 / grenade segments 7, the radar slot's radar 6 /
//   flag beacon 8, the heli's lamps 9): a gauge as two flat fills (the level colour of its
//   length, FUN_00421920 / FUN_00421af0, the fuel's last sixteenth blinking every 32 ticks; the
//   rest in the empty colour), the radar as the 128 x 128 radar picture's window round the
//   vehicle (RadarUpdateCell's colours, the vehicles' box / plus blips and the flags', off the
//   map water colour), the hit flash cel 1947 + k over it for 64 ticks after a hit.
//
// designed (the notes or retrosim differ):
// - the status bar's strip (ART/1PBSCRx.RFA / 2PBSCRx.RFA, RfOrigStrips) is drawn under the
//   cels when the CD has it (the high-resolution one at 1:1, else the low one doubled), its
//   bottom row on the bar's, its left edge at the screen's; without it the bar is black;
// - the widgets show their state now: the original eases a gauge to its value and slides the
//   dashboard in from below; here the value is drawn at once and the panel is in place;
// - the enemy arrow, the flag sites' and home pads' radar marks and the drones' blips are not
//   drawn; the heli's lamps always show the "flying" pair (the object flag that switches them
//   has no meaning in the notes);
// - the widths of our 640 x 480 screen in the original look are the original's: the view 640 x
//   304 over a 176-px bar (1 player), two 312 x 298 views 16 px apart over two 320 x 182 bars.
// A view: it reads the state and never changes it.
#pragma once

#include "core/image.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

class RfOriginalLook;

// The HUD's origin in original pixels from the top-left of player `player`'s bar.
struct RfHudOrigin {
  int x = 0, y = 0;
};
RfHudOrigin rfOriginalHudOrigin(int players, int player);

// The original-pixel size of the screen's layout in the original look.
inline constexpr int kRfOriginalView1pH = 152, kRfOriginalView2pW = 156, kRfOriginalView2pH = 149,
                     kRfOriginalView2pGap = 8;

// Player `player`'s bar in `panel` of `img` (nothing outside it is touched). Throws
// std::invalid_argument when the look has no HUD tables.
void drawRfOriginalDashboard(const rf::Sim& sim, int player, core::Image& img, const Viewport& panel,
                             const RfOriginalLook& look);

// The number as Hud_DrawWeaponCounts draws it: the digit cels and their x (original px from
// `x`), left to right.
struct RfHudDigit {
  uint32_t cel = 0;
  int x = 0;
};
std::vector<RfHudDigit> rfHudNumber(int32_t value, int x);

}  // namespace view
