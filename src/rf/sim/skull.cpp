// SPDX-License-Identifier: GPL-3.0-or-later
// The fly-back skull and the spectate picture as data (skull.hpp).
#include "rf/sim/skull.hpp"

#include <algorithm>

#include "rf/sim/bunker.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

using core::Fixed;

// Table 0x43f320: one row per vehicle type. designed (the notes give the layout, not the
// bytes): the four types' bunker icons 0x838 / 0x842 / 0x848 / 0x83d (the spectate
// picture's cels), 12 px apart in rows of 4, rows 10 px apart, the cross 4 / 7 px in.
struct StockIconRow {
  int32_t cel;
  int32_t dy;
  int32_t xStep;
  int32_t rowStep;
  int32_t crossDx;
  int32_t crossDy;
};
constexpr std::array<StockIconRow, kVehicleTypes> kStockIconRows{{
    {0x838, 0, 12, 10, 4, 7},  // tank
    {0x842, 0, 12, 10, 4, 7},  // jeep
    {0x848, 0, 12, 10, 4, 7},  // ASV
    {0x83d, 0, 12, 10, 4, 7},  // heli
}};
// FUN_004055f0: the four types at (8,0) (36,0) (8,16) (36,16), each crossed at +(4,7).
constexpr std::array<std::array<int32_t, 2>, kVehicleTypes> kSpectateIcons{{{8, 0}, {36, 0}, {8, 16}, {36, 16}}};

void placeCorners(SkullPicture& s, Fixed zoom, int32_t spin) {
  const Fixed h = core::FixMul(core::px(kSkullHalf), zoom);
  const std::array<core::Vec2, 4> local{{{-h, -h}, {h, -h}, {h, h}, {-h, h}}};
  for (size_t i = 0; i < local.size(); ++i) s.corners[i] = core::RotateByHeading(spin, local[i].x, local[i].y);
}

}  // namespace

int32_t skullLaughFrame(Fixed laugh) {
  static constexpr std::array<int32_t, 6> kJaw{0, 1, 2, 3, 2, 1};
  const int32_t step = std::max(0, laugh >> 16);
  return step == 0 ? 0 : kJaw[static_cast<size_t>(step % 6)];
}

SkullPicture flyBackSkull(const Sim& sim, int player) {
  const PlayerState& p = sim.player[static_cast<size_t>(player)];
  const BunkerView& v = p.bunker;
  SkullPicture s;
  if (p.view != ViewMode::BunkerSelect) return s;
  if (v.phase == BunkerPhase::FlyBack && v.flyStep >= 1) {
    s.shown = true;
    s.frame = skullLaughFrame(v.laugh);
    s.cel = kSkullCel + s.frame + (player == 0 ? kSkullSideCels : 0);
    placeCorners(s, v.zoom, v.spin);
    s.iconFade = v.stockFade;
    s.lostType = v.lostType;
    if (v.laugh <= 0 || v.lostType == kNoVehicleType) return s;  // the icons show while it laughs
    const auto type = static_cast<size_t>(v.lostType);
    const StockIconRow& row = kStockIconRows[type];
    const uint8_t start = sim.world.options().stock.count[type];
    const uint8_t now = sim.team[static_cast<size_t>(player)].stock.count[type];
    const int n = std::min<int>(start, kStockIconsMax);
    for (int i = 0; i < n; ++i) {
      StockIcon icon;
      icon.cel = row.cel;
      icon.x = (i % kStockIconsPerRow) * row.xStep;
      icon.y = row.dy + (i / kStockIconsPerRow) * row.rowStep;
      icon.crossed = now != kStockInfinite && i >= now;
      icon.crossX = icon.x + row.crossDx;
      icon.crossY = icon.y + row.crossDy;
      s.icons.push_back(icon);
    }
    return s;
  }
  if (v.phase == BunkerPhase::Spectate && (v.flyStep < 2 || v.frames > 0)) {
    // FUN_004055f0: the other side's skull at rest (+0xd8 = 0) and this side's four types,
    // every one crossed out.
    s.shown = true;
    s.frame = 0;
    s.cel = kSkullCel + (player == 1 ? kSkullSideCels : 0);
    placeCorners(s, core::kOne, 0);
    s.iconFade = v.stockFade;
    for (int t = 0; t < kVehicleTypes; ++t) {
      StockIcon icon;
      icon.cel = kStockIconRows[static_cast<size_t>(t)].cel;
      icon.x = kSpectateIcons[static_cast<size_t>(t)][0];
      icon.y = kSpectateIcons[static_cast<size_t>(t)][1];
      icon.crossed = true;
      icon.crossX = icon.x + 4;
      icon.crossY = icon.y + 7;
      s.icons.push_back(icon);
    }
  }
  return s;
}

}  // namespace rf
