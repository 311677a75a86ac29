// SPDX-License-Identifier: GPL-3.0-or-later
// The perspective 3D view of one Return Fire player (the default view): a camera
// south of and above the view's target looking north and down, moved by the original's
// camera tracker. The ground is the textured terrain (rf_art.hpp, tiles of
// rf_tile_cache.hpp) under every pixel of the viewport, drawn row by row with an exact
// perspective per row; the static object of each cell the picture shows
// as its model (rf/data/models.hpp) in the look its BNO state gives,
// and every live object there: vehicles as their hull models turned by heading (the
// tank turret, the MSV launcher, the heli rotor spinning, the heli at its altitude), wrecks
// and hulks, drones, awake turrets, gates with their doors sliding, the surfaced submarine,
// lifts, projectiles, explosions, debris, men, the flag and the own side's mines; shadows
// under airborne things. Faces are lit (ambient + the sun), back faces culled, clipped at
// the near plane, and everything drawn far to near (the painter's order). Integer arithmetic only (16.16 and 64-bit), so the
// picture is the same bits on every compiler and build. A view: it reads the state and
// never changes it.
//
// The camera: the original's projection (emdzej/openrf docs/render.md §1-2, as the original
// look draws it): the pitch 0x180000 (33.75 degrees below the horizon: a strong tilt), the
// eye at 300 + H px from the camera's target along the view, a point scaled by
// T = 300 / (300 + H - Y cos p - Z sin p); where the camera stands and its H come from the
// tracker (rf_camera_tracker.hpp: H -170 driving, -100 the heli, zooming out with speed and
// leading along the motion), or its steady state at rest without one. designed: an original
// pixel is vp.h / 200 of ours (2 at the 1-player 640 x 400, as the original look's pixel
// doubling), the target on the viewport's centre. What the picture shows reaches past the
// simulation's rendered area when the camera zooms out: the static objects and the live
// objects of every cell the picture shows are drawn (the view reads the map and the pool;
// a tower outside the area shows its rest pose).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "core/image.hpp"
#include "core/trig.hpp"
#include "rf/sim/sim.hpp"
#include "view/rf_camera_tracker.hpp"
#include "view/viewport.hpp"

namespace view {

// The pitch in the original's units (0x1000000 a turn) and in ours (heading units, 0x400000).
inline constexpr int32_t kRf3dPitchOriginal = 0x180000;
inline constexpr int32_t kRf3dPitch = kRf3dPitchOriginal / 4;
// designed: the near plane, 16 px in front of the eye (the nearest ground shown is about
// 85 px away; the plane guards against what flies close, and keeps the screen coordinates
// of what is drawn within 64-bit products).
inline constexpr int64_t kRf3dNear = int64_t{16} << 16;

// The camera of one view, every length 16.16 px (ratios 16.16).
struct RfCamera3d {
  int64_t sinP = 0, cosP = 0;            // of the view's angle from the vertical (90 deg - p)
  int64_t dist = 0;                      // L: from the target (on the ground) to the eye
  int64_t focal = 0;                     // f: screen px per unit of lateral / depth
  int64_t cx = 0, cy = 0;                // the principal point on the destination picture (16.16 px)
  int64_t camX = 0, camY = 0;            // the target: the view's camera point
  int64_t eyeX = 0, eyeY = 0, eyeZ = 0;  // the eye in the world
};
RfCamera3d rfCamera3d(const Viewport& vp, const RfCamPose& pose);

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
// `effects` (may be null): the scorch marks it keeps are drawn too (rf_effects.hpp) and its
// camera tracker places the camera (else the steady state at rest); the stateless effects
// are drawn either way.
class RfEffects;
// `aimHelp`: the own tank's turret aim is shown (a sight line on the turret, and while Q / E
// turn it a faint line to the shell's reach; designed, the options' AIM HELP).
void drawRf3dView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                  const RfEffects* effects = nullptr, bool aimHelp = true);

}  // namespace view
