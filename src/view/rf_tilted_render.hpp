// The tilted view of one Return Fire player (issue 12's renderer, the original's oblique 3D
// look from the south and above): the ground of the view's rendered cell area
// (rf/sim/view_pass.hpp) as flat cells in their terrain colours, the static object of each
// cell as its model (rf/data/models.hpp) in the look its BNO state gives (intact, damaged
// while its hit points are low, destroyed), and every live object of the area: vehicles as
// their hull models turned by heading (the tank turret, the MSV launcher, the heli rotor
// spinning, the heli at its altitude), wrecks and hulks, drones, awake turrets (the tower
// with its turret turned), gates with their doors sliding, the surfaced submarine, lifts,
// and projectiles, explosions, debris, men, the flag and the own side's mines as small
// sprites; shadows under airborne things. Faces are flat-shaded and back-face culled, and
// everything is drawn far to near (the painter's order). Cells of the viewport outside the
// area show their terrain dimmed and no object. Integer arithmetic only, so the picture is
// the same bits on every compiler and build. A view: it reads the state and never changes it.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "core/image.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

// designed: the projection is parallel (orthographic), looking north and down, tilted
// 36.87 degrees from the vertical (cos 4/5, sin 3/5: exact in integers). A world point
// (x, y, z) (16.16 px, x east, y south, z up) relative to the camera lands at screen
// x = x, screen y = (4 y - 3 z) / 5 from the viewport's centre. Parallel rather than
// perspective: the simulation's cell area (a rectangle) stays a rectangle on the screen, so
// what shows is exactly what wakes turrets; there is no divide per vertex; and the depth
// order is one linear key. The pitch is near the 0x180000 (33.75 degrees in the 0x1000000
// a turn units) of the flag's camera tracker (rf-simulation.md §10), the only camera
// pitch the notes give.
inline constexpr int kTiltCos = 4;
inline constexpr int kTiltSin = 3;
inline constexpr int kTiltDiv = 5;

// Where a world point (16.16 px) lands in the viewport of a camera at (camX, camY): screen
// pixels in 16.16 (the camera's position taken to the whole pixel).
struct TiltedPoint {
  int64_t x = 0;
  int64_t y = 0;
};
TiltedPoint tiltedProject(const Viewport& vp, core::Fixed camX, core::Fixed camY, core::Fixed x,
                          core::Fixed y, core::Fixed z);

// The painter's key of a point: smaller is farther from the viewer (north and low first).
constexpr int64_t tiltedDepth(core::Fixed y, core::Fixed z) {
  return static_cast<int64_t>(y) * kTiltSin + static_cast<int64_t>(z) * kTiltCos;
}

// Player `player`'s view drawn into `vp` of `dst` (nothing outside vp is touched). Throws
// std::invalid_argument for a player outside 0..1.
void drawRfTiltedView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp);

}  // namespace view
