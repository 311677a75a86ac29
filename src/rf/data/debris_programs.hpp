// SPDX-License-Identifier: GPL-3.0-or-later
// The debris programs (rf-simulation.md §6 "Debris"): DebrisDef = rate, frames, fade frame
// and steps of 8 dwords {op, from, to, args...} (table 0x454ee8), and the debris sets
// (0x454e18, the tower turret 0x454730, the bridge planks 0x44a0a0): up to three programs
// per set, set[k - 1] for the model faces of class k. The interpreter is the FWall update
// (rf/sim/debris.cpp); every value here is designed (the original tables live in the
// executable): pieces fly up and out, fall with gravity and settle within about 1-2 s.
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/model_ids.hpp"

namespace rf {

// The ops. designed: `from` / `to` of a step are the frame window (16.16 frames, both
// ends included) in which it runs; arg[] are the op's values. The ground ops (7, 9's
// squash, 10) look at the position after the frame's move.
enum class DebrisOp : int32_t {
  End = 0,            // ends the step list
  PlutFade = 1,       // 3DO PLUT colour fade {colour from, colour to}: a no-op on PC (kept, does nothing)
  Speed = 2,          // speed along the direction = arg0 (px/tick)
  YawSpin = 3,        // heading += arg0 * dt
  PitchSpin = 4,      // pitch += arg0 * dt
  Sprite = 5,         // sprite = arg0 + ((frame - from) / arg2) % arg1 (first, count, frames per sprite)
  Gravity = 6,        // vz -= kDebrisGravity * dt, not below kDebrisMaxFall
  Floor = 7,          // z <= arg0: z = arg0, stop, settle (off the active list), z-bias arg1 (-400)
  Damp = 8,           // speed = speed * arg0 (16.16), once per tick
  GravitySquash = 9,  // Gravity; on the ground (z <= 0): z = 0, stop, squash -= arg0 * dt (min 0)
  Splash = 10,        // once, when z <= 0: ExplId::GroundSplash on water (and the piece sinks:
                      // deleted), ExplId::GroundDust on land
};
inline constexpr int kDebrisOps = 11;

struct DebrisStep {
  DebrisOp op = DebrisOp::End;
  core::Fixed from = 0;
  core::Fixed to = 0;
  std::array<int32_t, 5> arg{};
  friend bool operator==(const DebrisStep&, const DebrisStep&) = default;
};
static_assert(sizeof(DebrisStep) == 8 * 4, "a step is 8 dwords");

inline constexpr int kDebrisSteps = 8;
struct DebrisDef {
  core::Fixed rate = 0;    // frames per tick (16.16)
  core::Fixed frames = 0;  // the piece is deleted when its frame reaches this (unless settled)
  core::Fixed fade = 0;    // the frame the colour fade starts (PLUT, unused on PC)
  std::array<DebrisStep, kDebrisSteps> steps{};
  friend bool operator==(const DebrisDef&, const DebrisDef&) = default;
};

// 0x4546b0 / 0x4546b4: the designed values of the tunables (game_tables.hpp; the sim reads
// the game's set's).
inline constexpr core::Fixed kDebrisGravity = 0x1000;
inline constexpr core::Fixed kDebrisMaxFall = -0x40000;
// The z-bias of settled pieces (op 7's arg1 in every program here): drawn under the rest.
inline constexpr int32_t kDebrisSettledZBias = -400;

// The programs of table 0x454ee8 (designed order).
enum class DebrisDefId : uint8_t {
  WreckHighTop = 0,   // set 1 k1
  WreckHighSide = 1,  // set 1 k2
  BuildingWall = 2,   // set 2 k1
  BuildingRoof = 3,   // set 2 k2
  BuildingBit = 4,    // set 2 k3
  Stone = 5,          // set 3 k1, set 7 k2
  Light = 6,          // set 4 k1
  WreckLowTop = 7,    // set 5 k1
  WreckLowSide = 8,   // set 5 k2
  Leaf = 9,           // set 6 k1
  Trunk = 10,         // set 6 k2
  TurretPlate = 11,   // 0x454730 k1
  Plank = 12,         // 0x44a0a0 k1 (sprite 0xa6)
};
inline constexpr int kDebrisDefs = 13;
inline constexpr int32_t kPlankSprite = 0xa6;

// The program of an id 0..12 in the designed tables (a game reads its own set: data_tables.hpp); throws
// std::out_of_range otherwise.
const DebrisDef& debrisDef(int32_t id);
// The designed program of an id 0..12 (the designed set starts from it); throws likewise.
const DebrisDef& designedDebrisDef(int32_t id);
// The program for faces of class k (1..3) in a set; -1 when the set has none for k (the
// faces are skipped) or k / the set is out of range.
int32_t debrisSetDef(DebrisSetId set, int k);

}  // namespace rf
