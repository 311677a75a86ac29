// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/ped.hpp"

#include "gta/sim/entities.hpp"

namespace gta {

// Ped_Reset
void pedReset(Ped& p) {
  const uint8_t remap = p.remap;
  p = Ped{};
  p.remap = remap;
}

// Ped_InitAll 0x44f370
void pedInitAll(EntityTables& t) {
  for (int i = 0; i < kPedSlots; ++i) {
    Ped& p = t.peds[size_t(i)];
    pedReset(p);
    p.control = -1;
    p.anim = 0;
    // designed: the alternation starts with 0x80 at slot 0.
    p.u12 = static_cast<int16_t>((i & 1) == 0 ? 0x80 : -0x80);
    // quirk: the driver loop runs to 600 included, so slot 600 (the first special slot)
    // is the "driver" of car 400, one past the car table.
    if (i >= kFirstDriverPed && i <= kFirstDriverPed + kCarSlots) {
      p.state = kPedStateInCar;
      p.health = kPedDriverHealth;
      p.car = static_cast<int16_t>(i - kFirstDriverPed);
    }
    p.sprite.z = kPedSpriteZ;
    p.sprite.frame = kPedFirstSprite;
    p.sprite.palette = kPedPalette;
    p.remap = kPedRemaps[size_t(i) % kPedRemapCycle];  // the cycle 0x4b21b0
    p.sprite.remap = p.remap;
  }
}

}  // namespace gta
