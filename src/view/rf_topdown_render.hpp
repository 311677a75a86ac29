// SPDX-License-Identifier: GPL-3.0-or-later
// The top-down view of one Return Fire player (the first renderer; V in play): the exact map,
// one pixel a world pixel, the camera at the viewport's centre; every cell of the viewport
// with its terrain, static objects and every live object in it, in team colours (vehicles as
// hulls turned by their heading with the tank turret and the rotor, shadows of airborne
// objects, projectiles, explosions, debris, men, the flag, gates, turrets, own mines only),
// lowest first. No dimmed frame: the cells past the simulation's rendered area
// (rf/sim/view_pass.hpp, what wakes turrets) are drawn as they are. A view: it reads the state
// and never changes it.
#pragma once

#include "core/image.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

// Player `player`'s view drawn into `vp` of `dst` (nothing outside vp is touched). Throws
// std::invalid_argument for a player outside 0..1.
// `effects` (may be null): its scorch marks are drawn too (rf_effects.hpp).
class RfEffects;
void drawRfTopDownView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                       const RfEffects* effects = nullptr);

}  // namespace view
