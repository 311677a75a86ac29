// SPDX-License-Identifier: GPL-3.0-or-later
// The perspective 3D view of one Return Fire player (the default view): a camera
// south of and above the view's target looking north and down, in the spirit of the
// original's camera tracker. The ground is the textured terrain (rf_art.hpp, tiles of
// rf_tile_cache.hpp) under every pixel of the viewport, drawn row by row with an exact
// perspective per row; the static object of each cell of the view's rendered area
// (rf/sim/view_pass.hpp) as its model (rf/data/models.hpp) in the look its BNO state gives,
// and every live object of the area: vehicles as their hull models turned by heading (the
// tank turret, the MSV launcher, the heli rotor spinning, the heli at its altitude), wrecks
// and hulks, drones, awake turrets, gates with their doors sliding, the surfaced submarine,
// lifts, projectiles, explosions, debris, men, the flag and the own side's mines; shadows
// under airborne things. Faces are lit (ambient + the sun), back faces culled, clipped at
// the near plane, and everything drawn far to near (the painter's order). Nothing outside
// the area is drawn but its ground. Integer arithmetic only (16.16 and 64-bit), so the
// picture is the same bits on every compiler and build. A view: it reads the state and
// never changes it.
//
// The camera (designed, except the pitch):
// - the pitch is the flag tracker's 0x180000 (rf-simulation.md §10) in the original's
//   0x1000000-a-turn angle units: 33.75 degrees, taken from the vertical (the view looks
//   down 56.25 degrees below the horizon), like the old tilted view's 36.87;
// - designed: the viewport's rows show exactly the area's depth: the bottom row is the
//   area's south edge (camera y + 165 px) and the top row its north edge (- 165 px), both
//   on the ground, whatever the viewport's size;
// - designed: the camera's distance from the target, L = 165 px / tan(pitch / 2) = 544 px
//   (height 452 px, 302 px south), makes the far (top) row exactly the area's 528 px wide
//   on the 1-player 640 x 400 viewport (its 1.6 aspect is the area's): the picture holds
//   only area ground there. The perspective narrows what a row shows toward the bottom
//   (376 px at the near edge): the area's two near corners are off the picture. A narrower
//   viewport (2 players, 318 x 400) shows the middle of the area's width at the same
//   scale; a wider one would show ground beyond the area's sides, drawn as ground, with no
//   objects;
// - the focal length follows from the viewport's height (the rows above): 770.6 px at
//   400 rows, twice that at 800 (the 2x picture).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "core/image.hpp"
#include "core/trig.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

// The pitch in the original's units (0x1000000 a turn) and in ours (heading units, 0x400000).
inline constexpr int32_t kRf3dPitchOriginal = 0x180000;
inline constexpr int32_t kRf3dPitch = kRf3dPitchOriginal / 4;
// designed: the near plane, 16 px in front of the eye (nothing of the area comes near it:
// its nearest ground is 452 px away; the plane guards against what flies close, and keeps
// the screen coordinates of what is drawn within 64-bit products).
inline constexpr int64_t kRf3dNear = int64_t{16} << 16;

// The camera of one view, every length 16.16 px (ratios 16.16).
struct RfCamera3d {
  int64_t sinP = 0, cosP = 0;            // the pitch's sine and cosine
  int64_t dist = 0;                      // L: from the target (on the ground) to the eye
  int64_t focal = 0;                     // f: screen px per unit of lateral / depth
  int64_t cx = 0, cy = 0;                // the principal point on the destination picture (16.16 px)
  int64_t camX = 0, camY = 0;            // the target: the view's camera point
  int64_t eyeX = 0, eyeY = 0, eyeZ = 0;  // the eye in the world
};
RfCamera3d rfCamera3d(const Viewport& vp, core::Fixed camX, core::Fixed camY);

// A world point (16.16 px) on the picture: x, y 16.16 screen px, depth 16.16 px along the
// view (larger is farther). `ok` false when it lies before the near plane.
struct RfScreenPoint {
  int64_t x = 0;
  int64_t y = 0;
  int64_t depth = 0;
  bool ok = false;
};
RfScreenPoint rfProject3d(const RfCamera3d& cam, core::Fixed x, core::Fixed y, core::Fixed z);

// The ground point (16.16 px) under the centre of picture pixel (col, row).
core::Vec2 rfGroundUnder3d(const RfCamera3d& cam, int col, int row);

// Player `player`'s view drawn into `vp` of `dst` (every pixel of vp inside dst is written;
// nothing outside it). Throws std::invalid_argument for a player outside 0..1.
// `effects` (may be null): the scorch marks it keeps are drawn too (rf_effects.hpp); the
// stateless effects are drawn either way.
class RfEffects;
void drawRf3dView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                  const RfEffects* effects = nullptr);

}  // namespace view
