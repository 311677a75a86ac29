// SPDX-License-Identifier: GPL-3.0-or-later
// The player table (gta-game-core.md "Entity tables"): 4 records of 0x1bc bytes at
// 0x74f148 (view rect +4, viewport +0x18, camera +0x48), Player_InitAll 0x463290.
//
// The state types are in player_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "gta/sim/player_state.hpp"

namespace gta {

struct EntityTables;

// Player_InitAll 0x463290, after Mission_Load bound the players to their peds
// (t.players[i].ped): temporary weapons given back, armour / speed-up off, ammo empty
// (99 with the cheat), score 0 (999999999), multiplier 1 (10 with the score cheat), 4 lives
// (infinite with more players or the option); the camera follows what the player controls
// and a player in a car switches it to physics control. HUD strings are not ported.
void playerInitAll(EntityTables& t, const PlayerInitOptions& o);

// Player_PrevWeapon: the weapon before the current one that has ammo, going down and
// round past weapon 0 to the last (designed reading: the notes give the name and the
// ammo addressing; the order, the wrap and "none with ammo: the weapon stays" are ours).
// quirk: the ammo is read as +0x157 + weapon, so weapon 0 counts as loaded while the
// wanted level's top byte is not 0. Returns the weapon it holds afterwards.
int playerPrevWeapon(Player& p);

}  // namespace gta
