// The ids of retrosim's low-poly models (rf-simulation.md §6 "Debris", models.hpp) and of
// the debris sets (0x454e18, the tower turret 0x454730, the bridge planks 0x44a0a0).
// The models and the debris programs are designed data (models.cpp, debris_programs.cpp).
#pragma once

#include <cstdint>

namespace rf {

// A model: parts of faces (vertices 16.16 px, a colour, the face-class bits 8-9 that
// SpawnDebrisBurst reads). Per BNO: intact / damaged / destroyed; per vehicle: hull,
// turret, rotor, wreck. The full list is in models.hpp (modelOfBno, vehicle models).
using ModelId = uint16_t;
inline constexpr ModelId kNoModel = 0;

// A debris set: up to three debris programs, set[k - 1] for the faces of class k.
enum class DebrisSetId : uint8_t {
  None = 0,
  WreckHigh = 1,  // 0x454e18 set 1: a vehicle wreck exploding high
  Set2 = 2,
  Set3 = 3,
  Set4 = 4,
  WreckLow = 5,   // set 5: low
  Bushes = 6,     // set 6
  TowerTurret = 16,   // 0x454730
  BridgePlanks = 17,  // 0x44a0a0 (sprite 0xa6)
};

// The intact model of a static object (BNO id 0..90; kNoModel for ids without one): what
// explosion op 17 bursts into debris, and what the tilted view draws.
ModelId bnoModel(uint32_t bno);

}  // namespace rf
