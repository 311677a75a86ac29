// SPDX-License-Identifier: GPL-3.0-or-later
// The player record (Player) and its init options; functions in player.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fields.hpp"
#include "gta/sim/camera_state.hpp"

namespace gta {

inline constexpr int kPlayerRecords = 4;
// designed: the weapon count is not in the spec (pistol, machine gun, rocket launcher,
// flame thrower).
inline constexpr int kWeaponCount = 4;
inline constexpr int32_t kInfiniteLives = -1;  // designed: the value meaning "infinite"

// Player record, 0x1bc bytes. An offset in a comment is the original's: the spec gives
// the view rect, viewport and camera, and +0x157 + weapon for the ammo (so the wanted
// level's int ends at +0x157: +0x154..+0x15b); unk_NN are the original's bytes at NN whose
// use is unknown. The camera record is 0x64 bytes (its state at +0x60, the public renderer
// notes). designed: the named fields without an offset are ours (their place in the
// original is not in the notes); they fill the bytes from 0xac to 0xe4.
struct Player {
  int32_t unk_00 = 0;                    // +0x000
  std::array<int32_t, 4> viewRect{};     // +0x004 x0, y0, x1, y1
  int32_t unk_14 = 0;                    // +0x014
  Viewport viewport;                     // +0x018 (Player_GetViewport 0x4644e0)
  Camera camera;                         // +0x048 (Player_GetCamera 0x464580)
  int32_t ped = -1;                      // the ped it controls
  int32_t score = 0;
  int32_t multiplier = 1;
  int32_t lives = 0;  // kInfiniteLives
  int32_t armour = 0;
  int32_t speedUp = 0;
  int32_t weapon = 0;                  // current weapon
  int32_t savedWeapon = -1;            // the weapon a temporary one replaced
  int32_t cameraFollowsCar = 0;        // 1 = the camera follows a car
  int32_t cameraTarget = -1;           // ped or car slot followed
  int32_t initDone = 0;                // Player_ClearInitFlag
  int32_t tempWeaponFrames = 0;        // frames left of a temporary weapon
  int32_t jailFree = 0;                // a get-out-of-jail-free card held
  int32_t fastWalkFrames = 0;          // the on-foot speed-up
  std::array<uint8_t, 0x70> unk_e4{};  // +0x0e4
  // +0x154: the wanted level (int32, +0x154..+0x157) and the ammo bytes, addressed as
  // +0x157 + weapon: weapon 0's ammo is the wanted level's top byte (quirk, kept).
  std::array<uint8_t, 8> wantedAmmo{};  // +0x154
  std::array<uint8_t, 0x60> unk_15c{};  // +0x15c .. +0x1bc

  int32_t wantedLevel() const;
  void setWantedLevel(int32_t v);
  uint8_t ammo(int w) const;  // byte +0x157 + w, 0 <= w < kWeaponCount
  void setAmmo(int w, uint8_t v);

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Player, unk_00),
                      CORE_FIELD(Player, viewRect),
                      CORE_FIELD(Player, unk_14),
                      CORE_FIELD(Player, viewport),
                      CORE_FIELD(Player, camera),
                      CORE_FIELD(Player, ped),
                      CORE_FIELD(Player, score),
                      CORE_FIELD(Player, multiplier),
                      CORE_FIELD(Player, lives),
                      CORE_FIELD(Player, armour),
                      CORE_FIELD(Player, speedUp),
                      CORE_FIELD(Player, weapon),
                      CORE_FIELD(Player, savedWeapon),
                      CORE_FIELD(Player, cameraFollowsCar),
                      CORE_FIELD(Player, cameraTarget),
                      CORE_FIELD(Player, initDone),
                      CORE_FIELD(Player, tempWeaponFrames),
                      CORE_FIELD(Player, jailFree),
                      CORE_FIELD(Player, fastWalkFrames),
                      CORE_FIELD(Player, unk_e4),
                      CORE_FIELD(Player, wantedAmmo),
                      CORE_FIELD(Player, unk_15c)};
  }
  friend bool operator==(const Player& lhs, const Player& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Player>());
static_assert(core::isDense<Player>());
static_assert(sizeof(Player) == 0x1bc);
static_assert(offsetof(Player, viewRect) == 0x4 && offsetof(Player, viewport) == 0x18 &&
              offsetof(Player, camera) == 0x48 && offsetof(Player, wantedAmmo) == 0x154);

struct PlayerInitOptions {
  int players = 1;                   // players in the game (more than 1: infinite lives)
  bool weaponsCheat = false;         // 99 of every weapon
  bool scoreCheat = false;           // score 999999999
  bool infiniteLivesOption = false;  // the option 0x502f35
};

}  // namespace gta
