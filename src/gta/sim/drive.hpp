// SPDX-License-Identifier: GPL-3.0-or-later
// Our driver (docs/gta-fire-engines.md "The drive"): the car part of Sentinel_DriveCar,
// which the notes do not give. A car follows its route (gta/sim/road.hpp) along the block
// centres with the pace of a heavy truck: it speeds up slowly to its cruise speed, slows
// ahead of every turn of the route so as to take the turn's block at the corner speed,
// slows to a stop at the route's end, and brakes to a stop with a stopping distance (it
// rolls on along the route while braking). Integers only; the state is the car's speed,
// position and angle and the route position.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "gta/sim/road.hpp"

namespace gta {

struct Car;

// designed: the notes give the engine "cruise speed 6" without a unit; we read it in
// quarter pixels a frame (1.5 pixels a frame, about 35 pixels a second at 23.3 frames a
// second): with the values below, the NYC run of the notes stops near frame 530 (read as
// pixels a frame it stops at 146; docs/gta-fire-engines.md). Outcome G1 of docs/fidelity.md.
inline constexpr core::Fixed kDriveCruiseUnit = core::kOne / 4;
// designed: a heavy truck's slow pick-up, 1/64 pixel a frame each frame (0 to 1.5 pixels
// a frame in 96 frames, about 4 seconds): the NYC stop near frame 530.
inline constexpr core::Fixed kDriveAccel = core::kOne / 64;
// designed: slowing ahead of a turn and the route's end, 1/32 pixel a frame each frame,
// started just in time (v^2 = v_turn^2 + 2 * brake * distance): the NYC stop near 530.
inline constexpr core::Fixed kDriveBrake = core::kOne / 32;
// designed: through the block where the route turns (half a block either side of its
// centre) at most 3/8 pixel a frame, 171 frames for the turn: a fire engine's poor
// cornering; the NYC stop near 530.
inline constexpr core::Fixed kDriveCornerSpeed = core::kOne * 3 / 8;
// designed: where the route turns back on itself, a crawl.
inline constexpr core::Fixed kDriveUTurnSpeed = core::kOne / 8;
// designed: the footbrake (FireEngine_Update's state 10), 1/16 pixel a frame each frame:
// from 1.5 pixels a frame 24 frames and 18 pixels; the NYC run heads home near frame 910.
inline constexpr core::Fixed kDriveFootbrake = core::kOne / 16;
// designed: the slowest a driving car goes before its route ends (it never stalls short).
inline constexpr core::Fixed kDriveCrawl = core::kOne / 16;
inline constexpr int kDriveTurnReach = 32;  // half a block: the turn's block

// The cruise speed of a car (its cruiseSpeed in kDriveCruiseUnit), 16.16 pixels a frame.
core::Fixed driveTopSpeed(const Car& c);
// The speed the car may have now on `route` from route[pos] on (16.16 pixels a frame).
core::Fixed driveAllowedSpeed(const Car& c, const std::vector<RouteBlock>& route, int pos);
// One frame along the route: the speed toward the allowed one, then the move (through as
// many block centres as the speed reaches; the sprite faces the way it moves). True at the
// route's end (the car at its last centre; a car with an empty route brakes).
bool driveAlongRoute(Car& c, const std::vector<RouteBlock>& route, int16_t& pos);
// One frame of the footbrake, rolling on along the route (never past its end). True when
// the car stands.
bool driveBrakeToStop(Car& c, const std::vector<RouteBlock>& route, int16_t& pos);

}  // namespace gta
