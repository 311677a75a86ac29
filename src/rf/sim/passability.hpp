// SPDX-License-Identifier: GPL-3.0-or-later
// The BNO touch handlers 0x41f260..0x41f6a0 and DestFlagOnTouch 0x4247e0 (rf-simulation.md
// §4 "Passability"): what a static part a vehicle overlaps does to it. Each handler returns
// the result bits CollideWithCellContents reads (bit 0 block, bit 3 ignore; 0 = let the
// class hit_static decide) and the side effect it asks for; collide.cpp applies the effect
// to the cell and the team state.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/shapes.hpp"

namespace rf {

inline constexpr uint32_t kTouchBlock = 0x1;
inline constexpr uint32_t kTouchIgnore = 0x8;

// "crushed if speed > 0.5 px/t": BnoDamage(0x640000) destroys the object.
inline constexpr core::Fixed kCrushSpeed = 0x8000;
inline constexpr core::Fixed kCrushDamage = 0x640000;

enum class TouchEffect : uint8_t {
  None,
  Crushed,        // BnoDamage(0x640000) -> the destroyed BNO (crushedCellWord), BNO+0x28 explosion
  PadRecorded,    // the pad part is recorded in VehState +0x68 (cell) / +0x6c (part)
  JeepTakesFlag,  // DestFlagOnTouch: the jeep picks up the flag lying in the cell
};

struct TouchResult {
  uint32_t bits = 0;
  TouchEffect effect = TouchEffect::None;
  friend bool operator==(const TouchResult&, const TouchResult&) = default;
};

// 0x41f260 rocks: tank / MSV / heli (on the ground) drive over, the jeep is blocked.
TouchResult rockOnTouch(VehicleKind kind);
// 0x41f290 bushes, cactus, planters: tank / MSV / heli crush them above 0.5 px/tick, else
// blocked; the jeep is blocked; parts with mask 4 are ignored.
TouchResult crushableOnTouch(VehicleKind kind, core::Fixed speed, const ShapePart& part);
// 0x41f6a0 tents: every vehicle crushes them above 0.5 px/tick, else blocked.
TouchResult tentOnTouch(VehicleKind kind, core::Fixed speed);
// 0x41f340 fuel, ammo, gates: pad parts (b8 & 2) are recorded and never block; the other
// parts block every vehicle.
TouchResult pickupOnTouch(VehicleKind kind, const ShapePart& part);
// DestFlagOnTouch 0x4247e0: a jeep takes the flag lying in the cell; the rubble blocks.
TouchResult destFlagOnTouch(VehicleKind kind);

// The handler of a BNO (BnoDef::touch) with its arguments. BnoTouch::None -> 0.
TouchResult bnoTouch(BnoTouch handler, VehicleKind kind, core::Fixed speed, const ShapePart& part);

// What CollideWithCellContents makes of a static part the handler did not settle: the
// result bits first (block / ignore), then the class hit_static (hasHitStatic false = NULL
// = block; otherwise its answer, non-zero = block). The vehicle's hit_static 0x428c40
// always blocks.
bool staticBlocks(const TouchResult& touch, bool hasHitStatic, int32_t hitStaticResult);

// The cell word after a crush: the BNO's destroyed state (BnoDef +0x31, the destroyed
// terrain +0x30 unless 0xFF, the hit points of the new BNO) with side bits 1 (the notes:
// "bushes crushed by a vehicle use BNO +0x28 and side bits 1"). A BNO without a destroyed
// state is cleared (0) and still gets its destroyed terrain (walls: 0x6a).
uint32_t crushedCellWord(const DataTables& data, uint32_t cellWord);

}  // namespace rf
