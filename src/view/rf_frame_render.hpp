// SPDX-License-Identifier: GPL-3.0-or-later
// The Return Fire game screen (rf play's window): 640 x 480 pixels, the window scales it. One
// player: the view on 640 x 400 and the dashboard below it; two players: split screen,
// player 1 left and player 2 right (318 px each, 4 px apart), each with its own camera and
// dashboard (rf_hud_render.hpp). A view that does not draw the map this frame shows its
// bunker screen (rf_bunker_render.hpp); the end banner goes over the view once the game has
// ended. A view: it reads the state and never changes it.
#pragma once

#include <array>
#include <cstdint>

#include "core/image.hpp"
#include "rf/sim/sim.hpp"
#include "view/rf_bunker_render.hpp"
#include "view/viewport.hpp"

namespace view {

class RfEffects;
class RfOriginalLook;

inline constexpr int kRfScreenWidth = 640;
inline constexpr int kRfScreenHeight = 480;
inline constexpr int kRfDashboardHeight = 80;
inline constexpr int kRfSplitGap = 4;

// The perspective 3D view (rf_3d_render.hpp, the default) or the exact top-down one
// (rf_topdown_render.hpp). Tilted is the 3D view's old name (the command line's "tilted").
enum class RfViewStyle : uint8_t { TopDown = 0, Perspective = 1, Tilted = Perspective };
// The style after `s` (the V key cycles through them).
constexpr RfViewStyle nextRfViewStyle(RfViewStyle s) {
  return s == RfViewStyle::TopDown ? RfViewStyle::Perspective : RfViewStyle::TopDown;
}

struct RfFrameRenderOptions {
  RfViewStyle style = RfViewStyle::Perspective;
  // The 2-player status screen (FUN_00404b70) instead of the select screen, per player: shown
  // while the raw word the sim was last given (PlayerState::device) holds rf::raw::kB or kC
  // on the bunker select screen (the sim gives B / C no meaning there), so a replay shows it
  // as the game did; true here forces it (tests). Only the select menu shows it.
  std::array<bool, 2> statusScreen{};
  // The keys each player's bunker screens name (the driver's bindings; default the buttons).
  std::array<RfKeyLabels, 2> keys{};
  // renderRfScreen's picture at 1 (640 x 480) or 2 (1280 x 960): at 2 the 3D views are drawn
  // at the full 1280 x 800 (or 636 x 800 each), the rest (dashboards, bunker screens, the
  // top-down view) at 640 x 480 and doubled.
  int scale = 1;
  // The effects' memory (rf_effects.hpp: the scorch marks), owned and advanced once per game
  // frame by the caller (the window loop); null: the views draw the stateless effects only.
  const RfEffects* effects = nullptr;
  // The original look (rf_original_look.hpp: the user's ART.CAR and RFIRE.BIN models), owned by
  // the caller; null: ours. It replaces the perspective view's picture and, when it holds the
  // program's HUD tables, the screen's layout and the dashboards (rf_original_hud.hpp).
  const RfOriginalLook* original = nullptr;
  // The game-over banner over each view (drawRfEndBanner) once the game has ended; off under
  // the front's victory scene, which says it itself.
  bool endBanner = true;
  // The 3D view's turret aim help (rf_3d_render.hpp drawRf3dView; the options' AIM HELP).
  bool aimHelp = true;
  // renderRfScreen: this player alone on the whole screen, as in 1 player (a person against
  // the computer: VS COMPUTER); -1: every player's view (split in 2 players).
  int solo = -1;
};

// Where each player's view and dashboard go on the screen (players 1 or 2); `originalBar`:
// the original look's screen with its status bar (rf_original_hud.hpp).
struct RfScreenLayout {
  int views = 1;
  Viewport view[2];
  Viewport dashboard[2];
};
RfScreenLayout rfScreenLayout(int players, bool originalBar = false);

// Player `player`'s view in `vp` of `dst`, in the style asked for.
void drawRfView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                const RfFrameRenderOptions& options = {});

// Player `player` alone on a whole screen (640 x 480: the view and its dashboard). Throws
// std::invalid_argument for a player outside 0..1.
core::Image renderRfFrame(const rf::Sim& sim, int player, const RfFrameRenderOptions& options = {});

// The whole screen of the game now (split in 2 players, unless options.solo names the one
// player shown), at options.scale (std::invalid_argument for a scale other than 1 or 2, or a
// solo player outside the game's players).
core::Image renderRfScreen(const rf::Sim& sim, const RfFrameRenderOptions& options = {});

// Whether the player holds B or C in the word the sim was last given (the status screen's key).
bool rfStatusScreenHeld(const rf::Sim& sim, int player);

}  // namespace view
