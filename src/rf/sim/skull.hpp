// SPDX-License-Identifier: GPL-3.0-or-later
// The fly-back skull (FUN_00404fb0, ui_flyback_draw; rf-simulation.md §11) and the spectate
// picture (FUN_004055f0) as data the view draws: which cel, where its corners go, and the
// lost type's stock icons with the crossed-out ones. Everything here is computed from the
// view's state (BunkerView: laugh +0xd8, spin +0xd0, zoom +0xd4, stock fade +0xcc) and the
// stock; nothing is stored.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

struct Sim;

inline constexpr int32_t kSkullCel = 0x84d;     // the skull's first cel; the cross is 0x84d too
inline constexpr int32_t kSkullSideCels = 7;    // side 0's skull cels come 7 later
inline constexpr int32_t kSkullHalf = 32;       // corners at +-32 px round the view centre
inline constexpr int kStockIconsMax = 8;        // the lost type's starting stock, at most 8
inline constexpr int kStockIconsPerRow = 4;

// The laugh table 0x43f288[+0xd8 >> 16]: the skull's frame for each laugh step (0x3b .. 0).
// designed: the notes give the table's address, not its bytes: the jaw opens and shuts,
// frames 0 1 2 3 2 1 over and over (60 steps), and rests shut (0) at the end.
int32_t skullLaughFrame(core::Fixed laugh);

// One stock icon under the skull (table 0x43f320 + type * 0x1c: cel, -, dy, x step, row
// step, cross dx, dy).
struct StockIcon {
  int32_t cel = 0;
  int32_t x = 0;  // px from the icons' origin (view centre - 35, skull centre + 32 + 10)
  int32_t y = 0;
  bool crossed = false;  // no longer in stock: cel 0x84d over it at +(cross dx, dy)
  int32_t crossX = 0;
  int32_t crossY = 0;
};

struct SkullPicture {
  bool shown = false;    // the skull step of the fly-back, or a spectating side's picture
  int32_t cel = 0;       // 0x84d + frame (+7 for side 0)
  int32_t frame = 0;
  // The four corners (NW, NE, SE, SW) round the view centre: (+-32, +-32) px scaled by the
  // zoom and turned by the spin (16.16 px).
  std::array<core::Vec2, 4> corners{};
  core::Fixed iconFade = 0;  // +0xcc: 0 .. 1.0 (icons below level 2 are skipped)
  VehicleType lostType = kNoVehicleType;
  std::vector<StockIcon> icons;
};

// What player `player`'s view shows of the skull now: the fly-back (the side's own skull
// and its lost type's stock) or spectating (the other side's skull and the four types of
// this side, all crossed out). shown = false in every other phase.
SkullPicture flyBackSkull(const Sim& sim, int player);

}  // namespace rf
