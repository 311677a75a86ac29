// SPDX-License-Identifier: GPL-3.0-or-later
// The gallery's scenes as games (app/rf_gallery.hpp draws them): every
// scene stands on the same small island, the studio, and is built from the same steps, so
// its pictures are the same on every run of the same build. designed: the studio, the
// scenes and their framing are ours (the issue names what they show, not how).
#pragma once

#include <cstdint>
#include <vector>

#include "rf/data/vehicle_defs.hpp"
#include "rf/game.hpp"

namespace rf::gallery {

// The studio: a 48 x 40 grass island in the middle of the sea, shallows on its west side,
// a road across, both
// sides' pads and flag sites; `players` 1 or 2. In the bunker menu (nothing stepped).
Game studio(int players = 1);

// A vehicle of side 0 on the studio's grass facing `heading` (in the shallows west of the
// island for the jeep's boat: spawned in deep water it would sink; B turns it into
// the boat), stepped until settled.
Game vehicle(VehicleType type, int32_t heading, bool boat = false);

// The BNOs the gallery shows: each one with graphics that is not another's destroyed
// state, one per intact model, in id order.
std::vector<uint32_t> bnos();

// BNO `id` in its three looks west to east, the enemy's: intact (full hit points),
// damaged (1 hit point) and destroyed (the BNO its destruction leaves), the player's tank
// south of them for scale; a tower's turret awake on the intact and the damaged one.
Game bnoLooks(uint32_t id);

// A tower's explosion just set off north of the player's tank (step it for the sequence).
Game explosion();

// The player's tank firing on an enemy outpost: an awake tower shooting back, an enemy
// tank, soldiers, a drone coming in; 60 frames in.
Game battle();

// Two players: player 1's tank and player 2's jeep on the road facing each other.
Game twoPlayers();

// The bunker's select screen 20 frames into a game.
Game bunker();

// One frame with no key held (dt 2), `frames` times, or with `word` held by player 1.
void stepFrames(Game& g, int frames, uint32_t word = 0);

}  // namespace rf::gallery
