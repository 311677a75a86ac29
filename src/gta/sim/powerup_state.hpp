// SPDX-License-Identifier: GPL-3.0-or-later
// The power-up records (PowerUp, PowerUps) and types; functions in powerup.hpp.
#pragma once

#include <array>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"

namespace gta {

inline constexpr int kPowerUps = 256;
inline constexpr int kPowerUpCrateVisible = 1;
inline constexpr int kPowerUpRevealed = 2;
// designed: the type numbers (the spec gives each type's object and rule, not which number
// is which rule): 1-4 weapons 0..3, 6 speed-up, 9 bribe, 10 armour, 11 multiplier, 12 get
// out of jail free, 13 extra life, 14 help sign, 15 extra life with a voice.
namespace powerup {
inline constexpr int kWeaponFirst = 1;
inline constexpr int kWeaponLast = 4;
inline constexpr int kSpeedUp = 6;
inline constexpr int kBribe = 9;
inline constexpr int kArmour = 10;
inline constexpr int kMultiplier = 11;
inline constexpr int kJailFree = 12;
inline constexpr int kExtraLife = 13;
inline constexpr int kHelp = 14;
inline constexpr int kExtraLifeVoice = 15;
}  // namespace powerup
inline constexpr int kPowerUpFastWalkFrames = 0x177;
inline constexpr int kPowerUpFullArmour = 3;
inline constexpr int kAmmoMax = 99;
// The exe's default ammo table 0x4a8c18. designed values (not in the notes).
inline constexpr std::array<int, 4> kDefaultAmmo = {10, 30, 5, 50};  // designed

struct PowerUp {
  core::Fixed x = 0;    // +0x00
  core::Fixed y = 0;    // +0x04
  core::Fixed z = 0;    // +0x08
  int32_t object = -1;  // +0x0c
  int32_t visible = 0;  // +0x10 0 free, 1 crate, 2 revealed
  int32_t type = 0;     // +0x14
  int32_t value = 0;    // +0x18

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(PowerUp, x, core::kFieldFixed),
                      CORE_FIELD(PowerUp, y, core::kFieldFixed),
                      CORE_FIELD(PowerUp, z, core::kFieldFixed),
                      CORE_FIELD(PowerUp, object),
                      CORE_FIELD(PowerUp, visible),
                      CORE_FIELD(PowerUp, type),
                      CORE_FIELD(PowerUp, value)};
  }
  friend bool operator==(const PowerUp& lhs, const PowerUp& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<PowerUp>() && sizeof(PowerUp) == 0x1c);

using PowerUps = std::array<PowerUp, kPowerUps>;

}  // namespace gta
