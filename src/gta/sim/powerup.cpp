// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/powerup.hpp"

#include <algorithm>
#include <string>

#include "gta/sim/game.hpp"
#include "gta/sim/obj.hpp"

namespace gta {

// PowerUp_InitAll
void powerUpInitAll(PowerUps& p) {
  for (PowerUp& r : p) r = PowerUp{};
}

int powerUpObjectType(int type) {
  switch (type) {
    case 1:
    case 2:
    case 3:
    case 4:
      return 0x4e + type - 1;
    case 6:
      return 0x61;
    case 9:
      return 0x65;
    case 10:
      return 0x60;
    case 11:
      return 100;
    case 12:
      return 0x62;
    case 13:
    case 15:
      return 99;
    default:
      return -1;
  }
}

// PowerUp_Add (0x46a0a0-0x46a99f)
int powerUpAdd(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int type, int value) {
  for (int i = 0; i < kPowerUps; ++i) {
    PowerUp& r = s.powerUps[size_t(i)];
    if (r.visible != 0) continue;
    r = PowerUp{x, y, z, -1, kPowerUpCrateVisible, type, value};
    if (type == powerup::kHelp) {
      r.object = objCreate(s, objtype::kHelpSign, x, y, z, 0);
      r.visible = kPowerUpRevealed;
    } else {
      r.object = objCreate(s, objtype::kCrate, x, y, z, 0);
    }
    return i;
  }
  return -1;
}

// PowerUp_Reveal (0x46a0a0-0x46a99f)
void powerUpReveal(GameState& s, int index) {
  if (index < 0 || index >= kPowerUps) return;
  PowerUp& r = s.powerUps[size_t(index)];
  if (r.visible != kPowerUpCrateVisible) return;
  if (r.object >= 0) objDelete(s, r.object);  // port deviation: no object, no delete of -1
  const int t = powerUpObjectType(r.type);
  objCreate(s, objtype::kBrokenCrate, r.x, r.y, r.z, 0);
  if (t < 0) {
    r = PowerUp{};
    return;
  }
  r.object = objCreate(s, t, r.x, r.y, r.z, 0);
  r.visible = kPowerUpRevealed;
}

// PowerUp_RemoveAt (0x46a0a0-0x46a99f)
void powerUpRemoveAt(GameState& s, int index) {
  if (index < 0 || index >= kPowerUps) return;
  PowerUp& r = s.powerUps[size_t(index)];
  if (r.visible == 0) return;
  if (r.object >= 0) objDelete(s, r.object);
  r = PowerUp{};
}

// PowerUp_ExistsAt (0x46a0a0-0x46a99f)
int powerUpExistsAt(const GameState& s, int bx, int by, int bz) {
  for (int i = 0; i < kPowerUps; ++i) {
    const PowerUp& r = s.powerUps[size_t(i)];
    if (r.visible != 0 && (r.x >> 22) == bx && (r.y >> 22) == by && (r.z >> 22) == bz) return i;
  }
  return -1;
}

int powerUpOfObject(const GameState& s, int slot) {
  for (int i = 0; i < kPowerUps; ++i) {
    const PowerUp& r = s.powerUps[size_t(i)];
    if (r.visible != 0 && r.object == slot) return i;
  }
  return -1;
}

namespace {

bool collectWeapon(GameState& s, Player& p, int weapon, int value) {
  if (p.ammo(weapon) >= kAmmoMax || p.tempWeaponFrames > 0) return false;  // refused
  if (value >= 100) {  // a temporary weapon for value - 100 frames
    p.savedWeapon = p.weapon;
    p.weapon = weapon;
    p.tempWeaponFrames = value - 100;
    return true;
  }
  const int add = value == 0 ? kDefaultAmmo[size_t(weapon)] : value;
  p.setAmmo(weapon, static_cast<uint8_t>(std::min(kAmmoMax, p.ammo(weapon) + add)));
  (void)s;
  return true;
}

}  // namespace

// PowerUp_Collect (0x46a0a0-0x46a99f)
bool powerUpCollect(GameState& s, int index, int player, bool inCar) {
  if (index < 0 || index >= kPowerUps || player < 0 || player >= kPlayerRecords) return false;
  PowerUp& r = s.powerUps[size_t(index)];
  if (r.visible != kPowerUpRevealed) return false;
  Player& p = s.entities.players[size_t(player)];
  bool taken = true;
  const int t = r.type;
  if (t >= powerup::kWeaponFirst && t <= powerup::kWeaponLast) {
    taken = collectWeapon(s, p, t - powerup::kWeaponFirst, r.value);
  } else if (t == powerup::kSpeedUp) {
    if (inCar) {
      gameEmit(s, EventId::CarDampThrust,
               EventValue{player});  // Car_DampThrust: the car physics is not ported
    } else {
      p.fastWalkFrames = kPowerUpFastWalkFrames;
    }
  } else if (t == powerup::kBribe) {
    p.setWantedLevel(0);
  } else if (t == powerup::kArmour) {
    taken = p.armour < kPowerUpFullArmour;
    if (taken) p.armour = kPowerUpFullArmour;
  } else if (t == powerup::kMultiplier) {
    ++p.multiplier;
  } else if (t == powerup::kJailFree) {
    taken = p.jailFree == 0;
    if (taken) p.jailFree = 1;
  } else if (t == powerup::kExtraLife || t == powerup::kExtraLifeVoice) {
    if (p.lives != kInfiniteLives) ++p.lives;
    if (t == powerup::kExtraLifeVoice) gameEmit(s, EventId::Voice, EventValue{t});
  } else if (t == powerup::kHelp) {
    gameEmit(s, EventId::HudText, HudTextShown{player, "help" + std::to_string(r.value)});
  }
  if (!taken) return false;
  gameEmit(s, EventId::HudText,
           HudTextShown{player, "powerup" + std::to_string(t)});  // the local player sees the item's text
  const bool weapon = t >= powerup::kWeaponFirst && t <= powerup::kWeaponLast;
  gameEmit(s, EventId::Sound, SoundSample{weapon ? 2 : (t % 2 != 0 ? 3 : 4)});
  if (r.object >= 0) objDelete(s, r.object);
  r = PowerUp{};
  return true;
}

}  // namespace gta
