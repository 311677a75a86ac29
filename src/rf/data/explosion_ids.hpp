// SPDX-License-Identifier: GPL-3.0-or-later
// The explosion descriptors the simulation names (rf-simulation.md §6 "Explosions"): one id
// per descriptor address the notes give. The descriptors themselves (script bytes, labels,
// frames, rate, scale, quads) are retrosim's own, designed in explosion_scripts.cpp, since
// the original ones live in the executable we do not ship.
#pragma once

#include <cstdint>

namespace rf {

enum class ExplId : uint16_t {
  None = 0,
  // Projectile impacts by hit kind (0 ground, 1 water, 2 road, 3 object, 4 static):
  // table 0x450a48 ...
  Dust = 1,         // 0x453b58
  Splash = 2,       // 0x4539d0
  Road = 3,         // 0x453d80
  HitObject = 4,    // 0x453f80 (both tables)
  HitStatic = 5,    // 0x453ee0 (both tables)
  // ... and table 0x450a60 (grenades, raised shells)
  DustBig = 6,      // 0x453c58
  SplashBig = 7,    // 0x453a00
  RoadBig = 8,      // 0x453e48
  // Static objects (BNO +0x2c destroy, +0x28 crush)
  Building = 9,     // buildings, factories, bunkers ... (debris + destroyed state)
  WallV = 10,       // a vertical wall: neighbours 45 -> 52/51 -> 53
  WallH = 11,       // a horizontal wall: neighbours 46 -> 55/54 -> 56
  Tower = 12,       // 0x453228
  Bridge = 13,      // a bridge deck
  FlagBuilding = 14,
  BushCrushed = 15, // 0x4545d0 (BNO +0x28 of bushes, cacti, planters)
  Plant = 16,       // a bush / palm / tree shot (debris set 6)
  Tent = 17,
  FuelDepot = 18,   // op 22 (the destroyed fuel's orientation in the side bits)
  // Vehicles
  WreckTank = 19,   // 0x44b0c8[type]
  WreckJeep = 20,
  WreckMsv = 21,
  WreckHeli = 22,
  Sinking = 23,     // 0x454300
  Mine = 24,        // 0x454470 (damage box)
  Drone = 25,       // 0x454098
  TankMuzzle = 26,  // 0x454550 (attached to the tank)
  MsvBackBlast = 27,  // 0x4544f0
  HeliMuzzle = 28,  // 0x454580 (missiles)
  GroundDust = 29,  // debris op 10 (a piece lands on the ground)
  GroundSplash = 30,  // debris op 10 (a piece lands in water)
};
inline constexpr int kExplIds = 31;

}  // namespace rf

namespace rf {

// BNO +0x2c: the explosion BnoDestroy 0x417a00 spawns when a static object's hit points
// reach 0 (None: the destroyed state at once). BNO +0x28: the explosion of a crush
// (bushes: 0x4545d0). Both from the object table 0x451438, ids 0..90 (None past the table).
ExplId bnoDestroyExpl(uint32_t bno);
ExplId bnoCrushExpl(uint32_t bno);

}  // namespace rf
