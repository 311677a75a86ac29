// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's vehicle wrappers (rf_original_look.hpp; emdzej/openrf docs/render.md
// §8 "Vehicle wrappers"): each patches its part's vertices or a face's cel from the vehicle's
// state, then the part is drawn as stored otherwise. The tables are OriginalModels::anim
// (rf/data/original_models.hpp); a table replaces the part's LAST vertices (the notes' indices
// for the original's parts: the turret's 15..21 of 22, the MSV's 44..51 of 52, the jeep's
// 36..43 of 44), and a part with fewer vertices than the table is left as stored.
// - Model_DrawTank: the barrel, the 7 vertices 0x44c938 turned about x by the cannon's
//   elevation (state +0x50, x4 into the original's units) + the dword 0x44c704;
// - Model_DrawMSV: the launcher's 8 vertices, face 13's cel 0x146 - frame;
// - Model_DrawJeep: the boat morph, the 8 vertices toward 0x44de70 by the boat blend (+0x80);
//   the boat 0x44dfb0; the wake 0x44e110;
// - Model_DrawHeli (Model_DrawTurret): the body pitched (obj +0x70) and rolled (+0x88), the
//   tail folded by 0x120000 x (1 - spin-up); its shadow on the ground at (x + 85 (z >> 8),
//   y - z / 2).
// designed (the notes name the tables, not how they are used):
// - the barrel turns about the x axis through the turret part's origin (the table is taken
//   as relative to it);
// - the launcher is the low pose (0x44d028) when the tubes are empty and goes up to the high
//   one (0x44d094) as they reload (state +0x58 from -6.0 to 0: a straight blend), staying
//   high while any rocket is left; the frame is the rockets in the tubes (3, 2, 1; 0 empty):
//   face 13 shows 0x143 full .. 0x146 empty;
// - the jeep's 8 vertices go straight from as stored (blend 0) to the table's (1.0); at 1.0
//   (a boat) Model_DrawJeep draws the boat part 0x44dfb0 instead of the body when it has
//   vertices; the wake is drawn behind a boat that moves, its vertices' y scaled by the speed
//   over the top speed (the scale cache 0x44dc80 holds it);
// - the heli's pitch: the sim keeps no obj +0x70; the body noses down by its forward speed
//   over the top speed x 0x80000 (11.25 degrees); the roll is the bank (-3..3) x 0x40000
//   (5.6 degrees a step); the tail is the body's last 3 vertices (the 40 bytes before the
//   body's header hold 3), turned about the z axis through the origin (the tail swung aside
//   on the pad, straight with the rotor at full speed 4.0);
// - the heli's shadow is the vehicle's shadow part (dword 0x53) at that ground point (the
//   rotor's shadow 0x44f0a0 is not drawn).
// Integer arithmetic only; a view (nothing here changes the state).
#pragma once

#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/original_models.hpp"

namespace view {

// The turret's vertices with the barrel at `cannonElev` (ours: 0x400000 a turn).
std::vector<core::Vec3> rfOrigTankTurret(const rf::OrigPart& turret, const rf::OrigVehicleAnim& a,
                                         int32_t cannonElev);

// The MSV body's vertices with the launcher at `tubes` (state +0x58: the next tube 0..2
// while loaded, -6.0 .. 0 reloading), and face 13's cel.
inline constexpr uint32_t kOrigMsvLauncherFace = 13, kOrigMsvLauncherCel = 0x146;
std::vector<core::Vec3> rfOrigMsvBody(const rf::OrigPart& body, const rf::OrigVehicleAnim& a, core::Fixed tubes);
uint32_t rfOrigMsvLauncherCel(core::Fixed tubes);

// The jeep body's vertices at the boat blend (0 .. 1.0), and whether it is drawn as the boat.
std::vector<core::Vec3> rfOrigJeepBody(const rf::OrigPart& body, const rf::OrigVehicleAnim& a, core::Fixed blend);
inline bool rfOrigJeepIsBoat(core::Fixed blend) {
  return blend >= core::kOne;
}
// The wake's vertices at `speed` of `maxSpeed` (y scaled by |speed| / maxSpeed, at most 1).
std::vector<core::Vec3> rfOrigJeepWake(const rf::OrigPart& wake, core::Fixed speed, core::Fixed maxSpeed);

// The heli body's vertices: the tail folded by the rotor speed (0 .. 4.0), then pitched by
// the speed and rolled by the bank.
int32_t rfOrigHeliPitch(core::Fixed speed, core::Fixed maxSpeed);  // ours (0x400000 a turn)
int32_t rfOrigHeliRoll(int32_t bank);                              // ours
int32_t rfOrigHeliTailFold(core::Fixed rotorSpeed);                // ours
std::vector<core::Vec3> rfOrigHeliBody(const rf::OrigPart& body, const rf::OrigVehicleAnim& a,
                                       core::Fixed rotorSpeed, core::Fixed speed, core::Fixed maxSpeed,
                                       int32_t bank);
// Where the heli's shadow lies (z 0).
core::Vec2 rfOrigHeliShadowAt(core::Fixed x, core::Fixed y, core::Fixed z);

}  // namespace view
