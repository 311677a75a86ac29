// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/player.hpp"

#include "gta/sim/entities.hpp"

namespace gta {

int32_t Player::wantedLevel() const {
  return static_cast<int32_t>(uint32_t{wantedAmmo[0]} | uint32_t{wantedAmmo[1]} << 8 |
                              uint32_t{wantedAmmo[2]} << 16 | uint32_t{wantedAmmo[3]} << 24);
}

void Player::setWantedLevel(int32_t v) {
  const auto u = static_cast<uint32_t>(v);
  for (size_t i = 0; i < 4; ++i) wantedAmmo[i] = static_cast<uint8_t>(u >> (8 * i));
}

// quirk: ammo is addressed as +0x157 + weapon, so weapon 0 is the wanted level's top byte.
uint8_t Player::ammo(int w) const {
  return wantedAmmo[size_t(3 + w)];
}
void Player::setAmmo(int w, uint8_t v) {
  wantedAmmo[size_t(3 + w)] = v;
}

// Player_InitAll 0x463290
void playerInitAll(EntityTables& t, const PlayerInitOptions& o) {
  const bool infinite = o.players > 1 || o.infiniteLivesOption;
  for (Player& p : t.players) {
    if (p.savedWeapon >= 0) {  // a temporary weapon is given back
      p.weapon = p.savedWeapon;
      p.savedWeapon = -1;
    }
    p.armour = 0;
    p.speedUp = 0;
    // quirk: weapon 0's "ammo" is the top byte of the wanted level (+0x157).
    for (int w = 0; w < kWeaponCount; ++w) p.setAmmo(w, o.weaponsCheat ? 99 : 0);
    p.score = o.scoreCheat ? 999999999 : 0;
    p.multiplier = o.scoreCheat ? 10 : 1;
    p.lives = infinite ? kInfiniteLives : 4;
    p.cameraFollowsCar = 0;
    p.cameraTarget = p.ped;
    if (p.ped < 0 || p.ped >= kPedSlots) continue;
    const Ped& ped = t.peds[size_t(p.ped)];
    if (ped.state == kPedStateInCar && ped.car >= 0 && ped.car < kCarSlots) {
      p.cameraFollowsCar = 1;
      p.cameraTarget = ped.car;
      t.cars[size_t(ped.car)].physicsControl = 1;
    }
  }
}

// Player_PrevWeapon
int playerPrevWeapon(Player& p) {
  for (int k = 1; k < kWeaponCount; ++k) {
    const int w = ((p.weapon - k) % kWeaponCount + kWeaponCount) % kWeaponCount;
    if (p.ammo(w) > 0) {  // quirk: weapon 0 reads the wanted level's top byte (+0x157)
      p.weapon = w;
      break;
    }
  }
  return p.weapon;
}

}  // namespace gta
