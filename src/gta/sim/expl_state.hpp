// SPDX-License-Identifier: GPL-3.0-or-later
// The explosion slots and delayed explosions (ExplState); functions in expl.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

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

}  // namespace gta
