// The top-down picture of one Return Fire view (issue 12's renderer, first slice): exactly
// the view's rendered cell area of the simulation (rf/sim/view_pass.hpp: what the player
// sees is what wakes turrets), the terrain and static objects of those cells, and every
// object in it by its collision footprint in team colours (vehicles as hulls turned by their
// heading with the tank turret and the rotor, shadows of airborne objects, projectiles,
// explosions, debris, men, the flag, gates, turrets, own mines only), then a dashboard strip
// (hp, fuel, ammo, mines). A view: it reads the state and never changes it.
#pragma once

#include "core/image.hpp"
#include "rf/sim/sim.hpp"

namespace view {

struct RfFrameRenderOptions {
  int scale = 1;  // image pixels per world pixel (1 or 2)
};

// Player `player`'s view now. A view that does not draw the map this frame (the bunker
// screens) gives a dark picture saying which screen it shows. Throws std::invalid_argument
// for a scale outside 1..2 or a player outside 0..1.
core::Image renderRfFrame(const rf::Sim& sim, int player, const RfFrameRenderOptions& options = {});

// The whole screen: player 1's view, and in 2 players player 2's on its right (split screen,
// 4 px apart).
core::Image renderRfScreen(const rf::Sim& sim, const RfFrameRenderOptions& options = {});

}  // namespace view
