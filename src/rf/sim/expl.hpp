// SPDX-License-Identifier: GPL-3.0-or-later
// The explosion class Expl (class 11, descriptor 0x44aa50, prio 0xc8; rf-simulation.md §6
// "Explosions"): SpawnExplosion, ExplUpdate 0x4204c0.. and the script interpreter with its
// 23 ops (0x41fc50..0x4203b0), the damage box (op 13 / 14) and the attached explosions
// that follow their parent (FUN_00420410, pitched by FUN_00420a40).
#pragma once

#include <cstdint>

#include "core/fixed.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

struct ExplSpawn {
  int32_t cell = kNoCell;  // the map cell the script works on (ops 4, 5, 17..22); kNoCell: the cell of the position
  int32_t team = 2;
  int32_t heading = 0;
  int32_t pitch = 0;
  ObjSlot parent = kNoObj;  // attached: follows the parent (muzzle flashes)
};

// SpawnExplosion: an Expl object running the descriptor's script; kNoObj when the pool is
// full or id is ExplId::None (or not in Sim::tables->explosions). Descriptors with graphic
// flag 0x10 start on the ground (z = 0). An attached explosion keeps its offset from the
// parent in the parent's frame (turned by the parent's heading, + the turret for a tank).
ObjSlot spawnExplosion(Sim& sim, ExplId id, core::Fixed x, core::Fixed y, core::Fixed z, const ExplSpawn& how = {});

// The local words of an Expl (Obj::local).
namespace expl {
inline constexpr int kId = 0;     // ExplId (the descriptor)
inline constexpr int kPc = 1;     // script position (byte offset)
inline constexpr int kFrame = 2;  // frame, 16.16 (1.0 on the first update, += rate * dt)
inline constexpr int kFlags = 3;  // bits 0-7 flags (kBox*), 8-15 the box mask, 16-22 the spawn cell's BNO
inline constexpr int kCell = 4;   // the map cell of the script (kNoCell / kOutsideCell: none)
inline constexpr int kPitch = 5;  // pitch (the view's P[obj + 0x57]); FUN_00420a40 follows the tank's barrel
inline constexpr int kBoxZ = 6;   // box heights: zlo px (bits 0-15, signed), zhi px (bits 16-31, signed)
inline constexpr int kBoxSize = 7;  // box half sizes: w px (bits 0-15), h px (bits 16-31)
inline constexpr int kBoxDmg = 8;   // box damage 16.16: >= 0 once, < 0 = -dmg per tick
inline constexpr int kOffX = 9;     // attached: offset from the parent in its frame (16.16)
inline constexpr int kOffY = 10;
inline constexpr int kOffZ = 11;

inline constexpr int32_t kBoxOn = 0x1;       // the damage box is armed (op 13)
inline constexpr int32_t kBoxColliding = 0x2;  // inside ExplUpdate's own ObjCheckCollision of the box
inline constexpr int kMaskShift = 8;
inline constexpr int kSpawnBnoShift = 16;
// op 13's dmg byte is in quarters of a hit point (0x4000); designed.
inline constexpr core::Fixed kDamageUnit = 0x4000;
// ops 18 / 19: BnoDamage(255).
inline constexpr core::Fixed kNeighbourDamage = 255 * core::kOne;
// designed: at most this many ops run per update (a goto loop without a yield ends there).
inline constexpr int kMaxOpsPerUpdate = 256;
}  // namespace expl

// The descriptor of an id in the sim's tables (null past the table).
const ExplDesc* explDesc(const Sim& sim, ExplId id);
// The spawn cell's BNO an Expl remembers (op 22 compares it).
uint32_t explSpawnBno(const Obj& obj);
// The damage box of an armed Expl as a shape part (solid 0x20, mask from op 13, an AABB of
// +-w x +-h px at the object, zlo..zhi px); false when the object has no armed box.
bool explBoxPart(const Obj& obj, ShapePart& out);

// An explosion for this map cell, linked in the cell's chain, that has not had its first
// update yet (the crush checks it: a bush waiting for its crush explosion is not crushed
// again by a retried move in the same frame).
bool explPendingOnCell(const Sim& sim, int32_t cell);

// ---- class hooks (classes.cpp) ----
int32_t explInit(Sim& sim, Obj& obj, int32_t arg);
int32_t explDestroy(Sim& sim, Obj& obj);
// ExplUpdate 0x4204c0
void explUpdate(Sim& sim, Obj& obj);
// 0x4205f0: the box hit a static object: BnoDamage.
int32_t explHitStatic(Sim& sim, Obj& obj, int32_t cell);
// 0x420640: the box hit an object: its class damage.
int32_t explHitObject(Sim& sim, Obj& self, Obj& other);
int explFields(const Sim& sim, const Obj& obj, std::span<ObjField, kMaxObjFields> out);
// Timer 0x420370 (TimerId::ExplDestroyedState, a = cell, b = BNO): op 21's destroyed state.
int32_t explTimerDestroyedState(Sim& sim, uint32_t cell, uint32_t bno);

}  // namespace rf
