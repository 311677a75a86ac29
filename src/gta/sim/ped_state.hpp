// SPDX-License-Identifier: GPL-3.0-or-later
// The ped record (Ped) and the ped table's constants; functions in ped.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/ped_remaps.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

inline constexpr int kPedSlots = 620;
inline constexpr int kFirstDriverPed = 200;  // ped 200 + n drives car n
inline constexpr int16_t kPedStateInCar = 7;
inline constexpr int16_t kPedDriverHealth = 100;
inline constexpr int16_t kPedStateWalking = 1;  // designed: a ped on foot
inline constexpr int16_t kPedAnimKnockedDown = 0x2c;
inline constexpr int16_t kPedAnimDying = 0x5a;
// designed: "seen lately" (the single-player blast credit) = on screen within 50 frames.
inline constexpr uint32_t kPedSeenLatelyFrames = 50;
inline constexpr core::Fixed kPedSpriteZ = 0x13f0000;
// designed: the first ped sprite and the ped palette come from the style file.
inline constexpr int16_t kPedFirstSprite = 0;
inline constexpr int16_t kPedPalette = 1;

// Ped record, 0x100 bytes. An offset in a comment is the original's: the spec gives +0x12
// and the sprite (+0x90); unk_NN are the original's bytes at NN whose use is unknown.
// designed: the named fields without an offset are ours (their place in the original is
// not in the notes); they fill the first 0x20 bytes around +0x12.
struct Ped {
  int32_t control = -1;  // -1 = no controller
  int16_t anim = 0;
  int16_t state = 0;  // 7 = sitting in a car
  int16_t health = 0;
  int16_t car = -1;                 // the car it sits in
  uint8_t remap = 0;                // the one field Ped_Reset keeps
  std::array<uint8_t, 5> unk_0d{};  // +0x0d
  int16_t u12 = 0;                  // +0x12 alternating 0x80 / -0x80 (Ped_InitAll)
  int16_t panic = 0;                // frames left panicking
  int16_t fireObj = -1;             // the fire object burning on it (-1)
  int16_t thrownSpeed = 0;          // thrown by a blast (pixels a frame)
  int16_t thrownHeading = 0;
  uint32_t seenFrame = 0;              // frame + 1 it was last on a player's screen
  std::array<uint8_t, 0x70> unk_20{};  // +0x20
  Sprite sprite;                       // +0x90
  std::array<uint8_t, 0x14> unk_ec{};  // +0xec .. +0x100

  static constexpr auto fields() {
    return std::tuple{
        CORE_FIELD(Ped, control),   CORE_FIELD(Ped, anim),        CORE_FIELD(Ped, state),
        CORE_FIELD(Ped, health),    CORE_FIELD(Ped, car),         CORE_FIELD(Ped, remap),
        CORE_FIELD(Ped, unk_0d),    CORE_FIELD(Ped, u12),         CORE_FIELD(Ped, panic),
        CORE_FIELD(Ped, fireObj),   CORE_FIELD(Ped, thrownSpeed), CORE_FIELD(Ped, thrownHeading),
        CORE_FIELD(Ped, seenFrame), CORE_FIELD(Ped, unk_20),      CORE_FIELD(Ped, sprite),
        CORE_FIELD(Ped, unk_ec)};
  }
  friend bool operator==(const Ped& lhs, const Ped& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Ped>());
static_assert(core::isDense<Ped>());
static_assert(sizeof(Ped) == 0x100);
static_assert(offsetof(Ped, u12) == 0x12 && offsetof(Ped, sprite) == 0x90);

}  // namespace gta
