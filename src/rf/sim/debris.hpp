// Debris (class FWall 3, descriptor 0x454f48; rf-simulation.md §6 "Debris"):
// SpawnDebrisBurst, the debris program interpreter (ops 0..10), settled pieces and their
// removal rule.
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/sim/object.hpp"

namespace rf {

struct DebrisBurst {
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
  int32_t team = 2;
  ModelId model = kNoModel;
  int32_t part = -1;  // the model part; -1 = every part
  DebrisSetId set = DebrisSetId::None;
  int32_t heading = 0;
  int32_t pitch = 0;
};

// SpawnDebrisBurst 0x4338c0..: a piece per face of the part whose class bits 8-9 (k) are
// set, with program set[k - 1]. Returns the number of pieces spawned.
int spawnDebrisBurst(Sim& sim, const DebrisBurst& burst);

// One piece: face `face` of burst.part (burst.part >= 0) with program set[k - 1] of its
// class k (the bridge's planks are spawned one by one); kNoObj when the face has no class
// or the pool is full.
ObjSlot spawnDebrisPiece(Sim& sim, const DebrisBurst& burst, int32_t face);

}  // namespace rf
