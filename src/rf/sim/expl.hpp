// The explosion class Expl (class 11, descriptor 0x44aa50, prio 0xc8; rf-simulation.md §6
// "Explosions"): SpawnExplosion, ExplUpdate 0x4204c0.. and the script interpreter with its
// 23 ops (0x41fc50..0x4203b0), the damage box (op 13 / 14) and the attached explosions
// that follow their parent (FUN_00420410, pitched by FUN_00420a40).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/sim/object.hpp"

namespace rf {

struct ExplSpawn {
  int32_t cell = kNoCell;  // the map cell the script works on (ops 4, 5, 17..22); kNoCell: the cell of the position
  int32_t team = 2;
  int32_t heading = 0;
  int32_t pitch = 0;
  ObjSlot parent = kNoObj;  // attached: follows the parent (muzzle flashes)
};

// SpawnExplosion: an Expl object running the descriptor's script; kNoObj when the pool is
// full or id is ExplId::None.
ObjSlot spawnExplosion(Sim& sim, ExplId id, core::Fixed x, core::Fixed y, core::Fixed z, const ExplSpawn& how = {});

}  // namespace rf
