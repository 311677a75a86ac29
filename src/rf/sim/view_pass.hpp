// SPDX-License-Identifier: GPL-3.0-or-later
// The views as simulation state (rf-simulation.md §9 "Trigger", §10 MAN / debris removal).
// In the original, what is drawn decides things: a turret wakes when its tower is queued
// for drawing in the enemy player's view (Model_TowerHook 0x4174e0), men and debris are
// removed when they have not been drawn for a while, drones 60 ticks after their last draw,
// DAT_00471458 counts the enemy turrets a view drew. Headless, "drawn" is the sim's own
// fact: each view has a camera and a rendered cell area, both in the state and hashed, and
// the view pass below walks exactly that area. The window draws exactly this area too, so
// what a player sees and what wakes are the same thing (docs/rf-views.md).
//
// designed: the area is every cell whose centre lies within kViewHalfWidth on x and
// kViewHalfHeight on y of the camera (a 320 x 200 screen's 1.6 aspect); the half height is
// the ai_test outcome "a large tower wakes with the tank 165 px away" (approaching along
// y). The camera centres on the view's team vehicle, else its lift, else its latest wreck
// (where the fly-back starts), else (in play, designed) where it was when what it followed
// vanished, else the first home pad's centre. The fly-back's camera step flies it from
// where it was to the pad (bunker.cpp, designed: a smooth flight, never a cut).
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/sim/view_pass_state.hpp"

namespace rf {

struct Sim;

inline constexpr core::Fixed kViewHalfWidth = 264 << 16;   // designed: 1.6 x the half height
inline constexpr core::Fixed kViewHalfHeight = 165 << 16;  // designed: ai_test "wakes at 165 px"

// Where player `player`'s view centres now (the follow rule above) and the object it
// follows (0 = the pad).
struct CameraTarget {
  core::Fixed x = 0;
  core::Fixed y = 0;
  uint32_t id = 0;
};
CameraTarget viewCameraTarget(const Sim& sim, int player);

// The centre of side `team`'s first home pad (where the fly-back flies to; 0 when none).
CameraTarget viewHomeCentre(const Sim& sim, int team);

// The rendered area of a camera at (x, y): sets the cell rectangle and `outside`.
void viewSetArea(ViewCamera& cam, core::Fixed x, core::Fixed y);

// Clears every view's camera for a new frame (drawn = false, empty area, no turrets) and
// DAT_00471458.
void viewPassBegin(Sim& sim);

// The draw of player `player`'s view: centres its camera, sets the area, then walks the
// area's cells row by row (north first, west to east: the painter's order): the tower hook
// of the cell (turret.hpp), then every object of the cell's chain through its class's
// `drawn` hook; then the off-map chain when the area reaches past the edge. Adds the view's
// enemy turrets to sim.turretsInView.
void viewPass(Sim& sim, int player);

// Whether the map is drawn by player `player`'s view this frame: play mode, the lift zoom,
// and the fly-back camera step (not the bunker menu, the fade to it, the skull or
// spectating, which show screens of their own).
bool viewDrawsMap(const Sim& sim, int player);

}  // namespace rf
