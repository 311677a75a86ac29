// SPDX-License-Identifier: GPL-3.0-or-later
// The static object table 0x451438 (rf-maps.md "Object table"): 91 records of 0x38 bytes,
// ids 0..90, one per BNO_* static object a cell can hold. Only the fields the simulation
// reads are kept; pointers become what they select (has graphics, touch handler kind,
// destroy hook). Values the notes do not give are designed in bno_table.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/fixed.hpp"
#include "rf/data/bno_ids.hpp"

namespace rf {

// The BNO touch handler called when a shape overlaps the static part (rf-simulation.md §4,
// passability table). The original stores a function pointer; the port names it.
enum class BnoTouch : uint8_t {
  None,       // no handler: solid static parts block everything
  Rock,       // 0x41f260: tank / MSV / heli on the ground drive over, jeep blocked
  Crushable,  // 0x41f290: bushes, cactus, planters crushed at speed > 0.5 px/tick, jeep blocked
  Tent,       // 0x41f6a0: tents crushed at speed > 0.5 px/tick by every vehicle
  Pickup,     // 0x41f340: fuel, ammo, gates: parts with b8 & 2 are pads (resupply zones)
  DestFlag,   // DestFlagOnTouch 0x4247e0: a jeep takes the flag lying in the rubble
};

// BNO +0x1c: what runs instead of BnoDestroy 0x417a00 when the hit points reach 0.
enum class BnoDestroyHook : uint8_t {
  None,          // BnoDestroy 0x417a00
  Tower,         // TowerDestroyed 0x423510 (turret part as debris, then BnoDestroy)
  FlagBuilding,  // FlagBuildingDestroyed 0x424170 (moves or reveals the flag)
  Bridge,        // 0x41f9a0 (2..8 planks as debris, then BnoDestroy)
};

// BNO +0x0c flag bits named by the notes.
inline constexpr uint32_t kBnoFlagVariant2 = 0x2;       // random destroyed variant (FUN_00417960)
inline constexpr uint32_t kBnoFlagVariant4 = 0x4;       // random destroyed variant (FUN_00417960)
inline constexpr uint32_t kBnoFlagModelOffset = 0x10;   // explosion at the model offset (BnoDestroy)
inline constexpr uint32_t kBnoFlagPrison = 0x8000;      // men freed are of the other side
inline constexpr uint32_t kBnoMenFlagsMask = 0xff8000;  // BnoDamage calls SpawnMenFromBuilding
// SpawnMenFromBuilding 0x4071f0: d = bits 20-23 - bits 16-19 men (+ RandRange(d)).
constexpr uint32_t bnoMenFlags(uint32_t low, uint32_t high) {
  return (low & 15) << 16 | (high & 15) << 20;
}

struct BnoDef {
  uint8_t id;                // +0x00
  std::string_view name;     // +0x04 "BNO_*"
  bool hasGraphics;          // +0x08 non-null: SetCellStaticObject places only these
  uint32_t flags;            // +0x0c flags / class (men bits 16-23, prison 0x8000)
  uint8_t terrainOverride;   // +0x10 terrain set under the object, 0xFF = keep
  uint8_t strength;          // +0x11 hit points (stored clamped 1..15 in 3 bits)
  BnoDestroyHook onDestroy;  // +0x1c
  uint8_t destroyedTerrain;  // +0x30 terrain of the destroyed state, 0xFF = keep
  uint8_t destroyedBno;      // +0x31 the BNO the destroyed cell gets, 0 = none
  uint16_t radarTeam0;       // +0x34 low word: radar colour when the cell's team is 0
  uint16_t radarOther;       // +0x34 high word: team 1 / neutral
  BnoTouch touch;            // touch handler kind (passability)
  bool damageable;           // designed: false = BnoDamage leaves the cell alone
  // BnoDamage 0x417c20: v = (amount - armour) * mult >> 16 (min 1). designed (the notes
  // give neither field): mult 1 everywhere; armour 1.5 for the buildings whose "3 dropped
  // heli missiles (4.0) destroy a building" (5 -> 3 -> 1 -> 0), 0 elsewhere, so that "3 MSV
  // rockets (2.0) destroy a factory" and every shell (1.0) takes 1 hit point.
  core::Fixed armour = 0;
  int32_t mult = 1;
  friend bool operator==(const BnoDef&, const BnoDef&) = default;
};

inline constexpr uint8_t kKeepTerrain = 0xFF;

// OBJ table 0x451438
extern const std::array<BnoDef, kBnoCount> kBnoTable;

// The record of an id in the designed tables (a game reads its own set: bnoDef(tables, id) in
// data_tables.hpp); throws std::out_of_range for
// ids >= 91.
const BnoDef& bnoDef(uint32_t id);
inline const BnoDef& bnoDef(Bno b) {
  return bnoDef(bnoId(b));
}

// The men count d of SpawnMenFromBuilding (bits 20-23 - bits 16-19).
constexpr int bnoMenDelta(uint32_t flags) {
  return static_cast<int>((flags >> 20) & 15) - static_cast<int>((flags >> 16) & 15);
}
constexpr bool bnoHasMenFlags(uint32_t flags) {
  return (flags & kBnoMenFlagsMask) != 0;
}
constexpr bool bnoFreesPrisoners(uint32_t flags) {
  return (flags & kBnoFlagPrison) != 0;
}
// The bridge decks 74/75: GetObjWaterState treats them as dry.
constexpr bool isBridgeDeck(uint32_t id) {
  return id == bnoId(Bno::BrigeH) || id == bnoId(Bno::BrigeV);
}

}  // namespace rf
