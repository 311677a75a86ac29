// SPDX-License-Identifier: GPL-3.0-or-later
// The heli as a weapon (issue 39 item 2: "heli for far or island targets"): it flies over
// everything, so a flag building or a tower no ground vehicle reaches (an island across deep
// water) is its target. Its guns fire 40 degrees down and hit the ground 68 px ahead from
// its 50 px (docs/rf-combat.md): it flies at the target, slows to a hover that far short of
// it, faces it and fires. Its yaw has inertia (vehicle_move.cpp 0x42abe0): a turn is let go
// before the heading is reached, by the turn the yaw rate still makes while it dies down.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/sim/sim.hpp"

namespace rf::bot {

// designed: the guns' ground distance (68 px from 50 px at 40 degrees down) and the band
// either side of it the heli fires from
inline constexpr core::Fixed kHeliGunReach = core::px(68);
inline constexpr core::Fixed kHeliGunBand = core::px(20);

// The keys that turn a heli at `heading` with yaw rate `yawRate` (per tick, dt ticks a frame)
// towards `want`, letting go early by the turn the dying yaw rate still makes.
raw::Keys heliTurn(int32_t heading, int32_t yawRate, int32_t dt, int32_t want);

// The keys for one frame of a heli (`me`, its state `st`) attacking the point (tx, ty):
// closes to the guns' reach, hovers there facing it, fires A when the guns bear.
raw::Keys heliAttack(const Obj& me, const VehState& st, int32_t dt, core::Fixed tx, core::Fixed ty);

}  // namespace rf::bot
