// SPDX-License-Identifier: GPL-3.0-or-later
// The explosions (gta-objects.md "Explosions", 0x425170-0x426320): 25 slots of 0x64 bytes
// at 0x50f7e8 (a sprite plus a frame +0x5c and a tick +0x5e), taken in groups of four
// consecutive free slots (the four quarters of a 64 x 64 picture), Expl_DamageArea
// 0x425ca0 over the peds, objects and cars of the 3 x 3 cells, the 25 delayed explosions
// (0x50f610), Expl_CarExplode, Expl_AtFaceIfSolid 0x425960 and the explosions on block
// faces (0x425520, 0x425780, 0x4258d0) with the mission thunks 0x475700-0x475720.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/mapedit.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct GameState;

inline constexpr int kExplSlots = 25;
inline constexpr int kExplGroups = 22;  // groups 0..21 of four consecutive slots
inline constexpr int kExplDelayed = 25;
inline constexpr int kExplFramesPerQuarter = 12;  // frames 12 / 24 / 36 / 48 free the quarters
inline constexpr int kExplSmokeFrame = 10;        // the first quarter leaves smoke (0x33)
inline constexpr int kExplTicksPerFrame = 2;
inline constexpr int kExplSample = 0x27;
inline constexpr int kExplPedFireSample = 0x18;
inline constexpr int kExplGasTankDelay = 5;
// Expl_DamageArea's distances (pixels).
inline constexpr int kExplPedThrow = 60;
inline constexpr int kExplPedKill = 35;
inline constexpr int kExplPedThrowSpeed = 16;
inline constexpr int kExplObjKick = 75;
inline constexpr int kExplObjKickSpeed = 10;
inline constexpr int kExplGasTank = 25;
inline constexpr int kExplCar = 64;
inline constexpr int kExplTankDamage = 4;
inline constexpr int kCrimeBlastKill = 8;  // the police hear of a ped killed
inline constexpr int kCrimeCarWrecked = 7;
inline constexpr int kScoreCauseBlast = 2;  // Score_PedKilled's cause

// One explosion slot, 0x64 bytes. An offset in a comment is the original's. designed: the
// owner is ours (the notes blame the owner but do not say where the slot keeps it); it
// fills the slot's last 4 bytes.
struct ExplSlot {
  Sprite sprite;       // +0x00 (the renderer draws the owner as the sprite)
  int16_t frame = 0;   // +0x5c 0: free
  int16_t tick = 0;    // +0x5e
  int32_t owner = -1;  // the ped it is blamed on

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ExplSlot, sprite), CORE_FIELD(ExplSlot, frame), CORE_FIELD(ExplSlot, tick),
                      CORE_FIELD(ExplSlot, owner)};
  }
  friend bool operator==(const ExplSlot& lhs, const ExplSlot& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<ExplSlot>() && core::isDense<ExplSlot>());
static_assert(sizeof(ExplSlot) == 0x64 && offsetof(ExplSlot, frame) == 0x5c &&
              offsetof(ExplSlot, tick) == 0x5e);

// One delayed explosion (0x50f610): a gas tank going off a few frames later.
struct ExplDelayed {
  int32_t frames = 0;  // 0: free
  core::Fixed x = 0;
  core::Fixed y = 0;
  core::Fixed z = 0;
  int32_t owner = -1;
  int32_t object = -1;  // the tank

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ExplDelayed, frames),
                      CORE_FIELD(ExplDelayed, x, core::kFieldFixed),
                      CORE_FIELD(ExplDelayed, y, core::kFieldFixed),
                      CORE_FIELD(ExplDelayed, z, core::kFieldFixed),
                      CORE_FIELD(ExplDelayed, owner),
                      CORE_FIELD(ExplDelayed, object)};
  }
  friend bool operator==(const ExplDelayed& lhs, const ExplDelayed& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<ExplDelayed>());

struct ExplState {
  std::array<ExplSlot, kExplSlots> slots{};
  std::array<ExplDelayed, kExplDelayed> delayed{};

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ExplState, slots), CORE_FIELD(ExplState, delayed)};
  }
  friend bool operator==(const ExplState& lhs, const ExplState& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<ExplState>());

// Expl_Init: every slot and delayed explosion free.
void explInit(ExplState& e);
// Expl_Create: the first group of four free slots, sample 0x27, the blast
// (Expl_DamageArea), the four quarters (frames 1, 13, 25, 37) floating 16..31 pixels
// (random) above z with their depth key a layer higher. quirk: the quarters copy z from
// the first slot, even when the first was outside the world. `owner` is the ped blamed
// (-1: none). Returns the group's first slot, -1 when no group is free (the blast still
// happens: designed).
int explCreate(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner);
// Expl_DamageArea 0x425ca0 (see gta-objects.md for every distance).
void explDamageArea(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner);
// Expl_CarExplode: at the car and the four corners of its box (8 pixels under the
// corners' ground).
void explCarExplode(GameState& s, int car, int owner);
// Expl_UpdateAll: every 2 frames a slot steps; frame 10 of the first quarter leaves smoke,
// frames 12 / 24 / 36 / 48 free the quarters; the delayed explosions count down.
void explUpdateAll(GameState& s);
// Schedules a delayed explosion (a gas tank 5 frames later); false when all 25 are taken.
bool explDelay(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner, int object, int frames);

// Expl_AtFaceIfSolid 0x425960 (rockets against walls): at block (bx, by, bz), face `face`
// (a side): an explosion on the face when it is there, plus two fires beside it where
// World_AnyThingAt finds none. quirk: outside blocks 1..255 / 0..255 it explodes without
// testing the face; the first fire's World_AnyThingAt gets block coordinates.
void explAtFaceIfSolid(GameState& s, int bx, int by, int bz, Face face, int owner);
// The explosions on block faces (designed readings of 0x425520, 0x425780, 0x4258d0, in
// mission_obj.c): 0x425520 blows the face away (an explosion at its centre, the face's
// tile cleared, three debris objects kicked off it); 0x425780 does that and lights two
// fires in front of it; 0x4258d0 only throws the debris.
void explBlockFace(GameState& s, int bx, int by, int bz, Face face);
void explBlockFaceWithFires(GameState& s, int bx, int by, int bz, Face face);
void explBlockFaceDebris(GameState& s, int bx, int by, int bz, Face face);
// The mission thunks 0x475700 / 0x475710 / 0x475720 that call them.
void missionThunkBlockFace(GameState& s, int bx, int by, int bz, int face);
void missionThunkBlockFaceWithFires(GameState& s, int bx, int by, int bz, int face);
void missionThunkBlockFaceDebris(GameState& s, int bx, int by, int bz, int face);

// World_AnyThingAt: any ped, car or object in the grid within 8 pixels of (x, y)
// (designed reach).
bool worldAnyThingAt(GameState& s, core::Fixed x, core::Fixed y);

}  // namespace gta
