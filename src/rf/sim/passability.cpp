// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/sim/passability.hpp"

#include "rf/sim/cell.hpp"

namespace rf {
namespace {

constexpr TouchResult kBlock{kTouchBlock, TouchEffect::None};
constexpr TouchResult kIgnore{kTouchIgnore, TouchEffect::None};
constexpr TouchResult kUndecided{0, TouchEffect::None};
constexpr TouchResult kCrush{kTouchIgnore, TouchEffect::Crushed};

// designed: the handlers act on vehicles only; any other object (men, projectiles,
// explosions) gets 0 and its class hit_static decides (a shell damages the bush, a man
// records the cell).
constexpr bool isVehicle(VehicleKind k) {
  return k != VehicleKind::Other;
}

// designed: "speed > 0.5 px/t" compares the signed speed, so a vehicle backing into a bush
// or a tent is blocked (no reverse speed exceeds 0.5 but the jeep's -0.8).
constexpr bool crushes(core::Fixed speed) {
  return speed > kCrushSpeed;
}

}  // namespace

// 0x41f260
TouchResult rockOnTouch(VehicleKind kind) {
  if (!isVehicle(kind)) return kUndecided;
  return kind == VehicleKind::Jeep ? kBlock : kIgnore;
}

// 0x41f290
// designed: "parts with mask 4 ignored" is read as the touched static part: a part whose
// mask is exactly 4 (one that only stands in the way of projectiles) never blocks or is
// crushed. No built-in static part has such a mask (they are all 0xff).
TouchResult crushableOnTouch(VehicleKind kind, core::Fixed speed, const ShapePart& part) {
  if (!isVehicle(kind)) return kUndecided;
  if (part.mask == kSolidProjectile) return kIgnore;
  if (kind == VehicleKind::Jeep) return kBlock;
  return crushes(speed) ? kCrush : kBlock;
}

// 0x41f6a0
TouchResult tentOnTouch(VehicleKind kind, core::Fixed speed) {
  if (!isVehicle(kind)) return kUndecided;
  return crushes(speed) ? kCrush : kBlock;
}

// 0x41f340
// designed: a pad part never stops anything (it is ignored for other objects as well);
// a non-pad part blocks vehicles and is left to hit_static for the rest.
TouchResult pickupOnTouch(VehicleKind kind, const ShapePart& part) {
  if ((part.pickup & kPartPad) != 0) {
    return isVehicle(kind) ? TouchResult{kTouchIgnore, TouchEffect::PadRecorded} : kIgnore;
  }
  return isVehicle(kind) ? kBlock : kUndecided;
}

// DestFlagOnTouch 0x4247e0
TouchResult destFlagOnTouch(VehicleKind kind) {
  if (!isVehicle(kind)) return kUndecided;
  return kind == VehicleKind::Jeep ? TouchResult{kTouchBlock, TouchEffect::JeepTakesFlag} : kBlock;
}

TouchResult bnoTouch(BnoTouch handler, VehicleKind kind, core::Fixed speed, const ShapePart& part) {
  switch (handler) {
    case BnoTouch::None:
      return kUndecided;
    case BnoTouch::Rock:
      return rockOnTouch(kind);
    case BnoTouch::Crushable:
      return crushableOnTouch(kind, speed, part);
    case BnoTouch::Tent:
      return tentOnTouch(kind, speed);
    case BnoTouch::Pickup:
      return pickupOnTouch(kind, part);
    case BnoTouch::DestFlag:
      return destFlagOnTouch(kind);
  }
  return kUndecided;
}

bool staticBlocks(const TouchResult& touch, bool hasHitStatic, int32_t hitStaticResult) {
  if ((touch.bits & kTouchBlock) != 0) return true;
  if ((touch.bits & kTouchIgnore) != 0) return false;
  return !hasHitStatic || hitStaticResult != 0;
}

uint32_t crushedCellWord(const DataTables& data, uint32_t w) {
  const BnoDef& def = bnoDef(data, cell::bno(w));
  if (def.destroyedTerrain != kKeepTerrain) w = cell::withTerrain(w, def.destroyedTerrain);
  if (def.destroyedBno == 0) return cell::withHp(cell::withBno(w, 0), 0);
  const BnoDef& dest = bnoDef(data, def.destroyedBno);
  w = cell::withBno(w, def.destroyedBno);
  w = cell::withHp(w, cell::hpFromStrength(dest.strength));
  return cell::withTeam(w, 1);
}

}  // namespace rf
