// SPDX-License-Identifier: GPL-3.0-or-later
// The original's dashboard (rf_original_hud.hpp).
#include "view/rf_original_hud.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "rf/data/art_car.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/dashboard.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/radar.hpp"
#include "view/rf_original_look.hpp"

namespace view {
namespace {

using core::Image;
using core::Rgba;
namespace hud = rf::hud;

constexpr int kF = 2;  // picture px per original px
constexpr int kRadarSide = 128;
// RadarUpdateCell 0x422930's palette indices.
constexpr uint8_t kRadarLand = 0x87, kRadarWater = 0x91, kRadarMine = 0xc9;
constexpr uint8_t kTerrainLast = 0x33;              // above: no water on the radar
constexpr uint32_t kBridgeH = 0x4a, kBridgeV = 0x4b;  // bridge decks: never water
// The hit flash lasts while tick - hit is in (-10, 64) (FUN_00421e40).
constexpr int32_t kFlashBefore = -10, kFlashTicks = 0x40;

// Where the bar's cels go: the panel and the HUD origin in it.
struct Bar {
  Image& img;
  const Viewport& panel;
  const rf::ArtCar& car;
  int ox = 0, oy = 0;  // the origin (original px from the panel's top-left)
};

void pixel(const Bar& b, int x, int y, Rgba c) {  // one original pixel, blended by c's alpha
  const int px = b.panel.x + x * kF, py = b.panel.y + y * kF;
  for (int j = 0; j < kF; ++j) {
    for (int i = 0; i < kF; ++i) {
      const int X = px + i, Y = py + j;
      if (X < b.panel.x || Y < b.panel.y || X >= b.panel.x + b.panel.w || Y >= b.panel.y + b.panel.h) continue;
      if ((c & 0xffu) == 0xffu)
        b.img.set(X, Y, c);
      else if ((c & 0xffu) != 0)
        b.img.blend(X, Y, c);
    }
  }
}

// Cel `cel` with its top-left at (x, y) original px from the origin; `opaque`: the transparent
// value drawn as colour 0 (Hud_DrawFrame's CCB_F_OPAQUE).
void cel(const Bar& b, uint32_t cel, int x, int y, bool opaque = false) {
  if (cel == 0 || cel >= b.car.cels.size()) return;
  const std::vector<uint32_t> rgba = rf::decodeCel(b.car, cel);
  const int w = static_cast<int>(b.car.cels[cel].width), h = static_cast<int>(b.car.cels[cel].height);
  for (int v = 0; v < h; ++v) {
    for (int u = 0; u < w; ++u) {
      Rgba c = rgba[static_cast<size_t>(v * w + u)];
      if (opaque && (c & 0xffu) == 0) c = b.car.colour(0) | 0xffu;
      pixel(b, b.ox + x + u, b.oy + y + v, c);
    }
  }
}

// A flat fill in 16.16 original px from the origin (Cel 2141 scaled: whole pixels).
void fill(const Bar& b, int32_t x, int32_t y, int32_t w, int32_t h, Rgba c) {
  const int x0 = x >> 16, y0 = y >> 16, x1 = (x + w) >> 16, y1 = (y + h) >> 16;
  for (int j = y0; j < y1; ++j)
    for (int i = x0; i < x1; ++i) pixel(b, b.ox + i, b.oy + j, c);
}

// Hud_DrawCelAt 0x421690: a digit or icon at (15 + dx, 5 + dy).
void celAt(const Bar& b, uint32_t c, int dx, int dy) {
  cel(b, c, hud::kCelAtX + dx, hud::kCelAtY + dy);
}

void number(const Bar& b, int32_t v, int dx, int dy) {
  for (const RfHudDigit& d : rfHudNumber(v, dx)) celAt(b, d.cel, d.x, dy);
}

// Hud_DrawWeaponCounts 0x421220 for type t.
void weaponCounts(const Bar& b, const rf::Sim& sim, int team, rf::VehicleType type) {
  const auto t = static_cast<size_t>(type);
  const rf::TeamState& ts = sim.team[static_cast<size_t>(team)];
  celAt(b, hud::kCelStockIcon[t], 6, 1);
  number(b, ts.stock.count[t], 0x1d, 3);
  celAt(b, hud::kCelAmmoIcon[t], 6, 0x1a);
  number(b, hud::kCountAmmo[t], 0x11, 0x1c);
  if (hud::kCelExtraIcon[t] != 0 && (type != rf::VehicleType::Msv || sim.players > 1)) {
    celAt(b, hud::kCelExtraIcon[t], 0x26, 0x1b);
    number(b, type == rf::VehicleType::Msv ? ts.mines : hud::kCountHeliMissiles, 0x32, 0x1c);
  }
}

// FUN_00421920 (a weapon bar) / FUN_00421af0 (the fuel): `value` whole units.
void gauge(const Bar& b, const rf::OriginalHud& h, const rf::HudGauge& g, int32_t value, bool fuel,
           bool missileColours, int32_t tick) {
  const int32_t scale = g.scale();
  const int32_t target = fuel ? value * scale : value * scale + 0xe666;
  const auto len = static_cast<int32_t>(static_cast<uint32_t>(target + 0xe666) & 0xffff0000u);
  const int32_t y0 = g.rect[0], x0 = g.rect[2];
  const int32_t height = g.rect[1] - y0 + 0x10000;
  const int32_t span = std::abs(g.rect[3] - x0);
  int level = 0;
  if (!fuel) {
    if (len < span >> 2)
      level = len < span >> 4 ? 0 : 2;
    else
      level = len < (span >> 4) * 3 ? 4 : 6;  // the kept quirk: 3/16 < 1/4, so never 4
  } else if (len < span >> 2) {
    level = len < span >> 3 ? ((len < span >> 4 && (tick & 0x20) == 0) ? 8 : 0) : 2;
  } else {
    level = len < (span >> 3) * 3 ? 4 : 6;
  }
  const auto& levels = missileColours ? h.missileLevels : h.gaugeLevels;
  int32_t fx = x0, fw = len;
  if (len < 0) fw = -len, fx += len;
  if (fw > 0xffff) fill(b, fx, y0, fw, height, rf::rgb555(levels[static_cast<size_t>(level / 2)]));
  int32_t ex = x0 + len, ew = g.rect[3] - len - x0 + 0x10000;
  if (ew < 0) ex += ew, ew = -ew;
  if (ew > 0xffff) fill(b, ex, y0, ew, height, rf::rgb555(h.gaugeEmpty));
}

// FUN_00422320: the jeep's grenades as segments 1..16 (lit up to the count; the first unlit
// one in its own cel unless it is the 1st or the 9th, as the original's erase leaves them).
void segments(const Bar& b, const rf::OriginalHud& h, int32_t count) {
  const int n = std::clamp(count, 0, 16);
  for (int i = 1; i <= 16; ++i) {
    uint32_t c = hud::kCelSegmentLit;
    if (i > n) c = (i == n + 1 && i != 1 && i != 9) ? hud::kCelSegmentOff : hud::kCelSegmentEnd;
    cel(b, c, h.segmentX[static_cast<size_t>(i)] >> 16, h.segmentY[static_cast<size_t>(i)] >> 16);
  }
}

// FUN_004224d0: the flag beacon (strength -16..16) through the fade ramp between its two PLUTs
// (Plut_BuildFadeRamp 0x408f30, in RGB here).
void beacon(const Bar& b, int32_t strength) {
  const bool neg = strength < 0;
  const int k = std::min(16, neg ? -strength : strength);
  const uint32_t lit = neg ? 1969 : 1971, dim = lit + 1;
  if (dim >= b.car.cels.size()) return;
  const auto px = b.car.pixelsOf(lit);
  const auto from = b.car.plutOf(dim), to = b.car.plutOf(lit);
  const int w = static_cast<int>(b.car.cels[lit].width);
  for (size_t i = 0; i < px.size() && w > 0; ++i) {
    const uint8_t v = px[i] & 15u;
    if (v == 0 || from.size() < 16 || to.size() < 16) continue;
    const Rgba a = b.car.colour(from[v]), c = b.car.colour(to[v]);
    auto ch = [&](int sh) {
      const int x = static_cast<int>((a >> sh) & 0xff), y = static_cast<int>((c >> sh) & 0xff);
      return static_cast<Rgba>((x + ((y - x) * k >> 4)) & 0xff) << sh;
    };
    pixel(b, b.ox + 0x45 + static_cast<int>(i) % w, b.oy + 6 + static_cast<int>(i) / w, ch(24) | ch(16) | ch(8) | 0xffu);
  }
}

// The 128 x 128 radar picture (RadarUpdateCell's colours and the movers' blips).
std::array<uint8_t, kRadarSide * kRadarSide> radarPicture(const rf::Sim& sim, const rf::OriginalHud& h) {
  std::array<uint8_t, kRadarSide * kRadarSide> p{};
  const auto& cells = sim.world.cells();
  const auto& bnos = sim.data().bnos;
  for (size_t i = 0; i < p.size() && i < cells.size(); ++i) {
    const uint32_t w = cells[i], bno = rf::cell::bno(w), t = rf::cell::terrain(w) & 0x7fu;
    uint8_t c = kRadarLand;
    if (bno != 0) {
      const uint8_t team0 = static_cast<uint8_t>(bno < bnos.size() ? bnos[bno].radarTeam0 : 0);
      const uint8_t other = static_cast<uint8_t>(bno < bnos.size() ? bnos[bno].radarOther : 0);
      c = (team0 | other) == 0 ? kRadarLand : ((w & 0xc000u) != 0 ? other : team0);
    } else if (t <= kTerrainLast && (t == 1 || t == 2 || t >= 4)) {
      c = kRadarWater;
    } else if (rf::cell::radarFlag(w)) {
      c = kRadarMine;
    }
    p[i] = c;
  }
  auto plot = [&](const std::vector<rf::HudDot>& dots, int team, core::Fixed x, core::Fixed y) {
    for (const rf::HudDot& d : dots) {
      const int cx = d.dx + (x >> 21), cy = d.dy + (y >> 21);
      if (cx >= 0 && cy >= 0 && cx < kRadarSide && cy < kRadarSide)
        p[static_cast<size_t>(cy * kRadarSide + cx)] = d.colour[team == 1 ? 1 : 0];
    }
  };
  for (int t = 0; t < 2; ++t) {  // the vehicles (RadarUpdateMovers 0x422fb0)
    const rf::TeamState& ts = sim.team[static_cast<size_t>(t)];
    const rf::Obj* o = rf::objById(sim, ts.vehicleId);
    if (o == nullptr || !o->alive()) continue;
    const rf::HudRadar& r = h.vehicles[static_cast<size_t>(ts.veh.type)].radar;
    plot(r.blipIcon[static_cast<size_t>(t)] == hud::kBlipPlusIcon ? h.blipPlus : h.blipBox, o->team, o->x, o->y);
  }
  for (const rf::RadarBlip& bl : sim.radar.blip) {  // the flags, blinking (priority 10000: last)
    const rf::Obj* o = bl.objId != 0 ? rf::objById(sim, bl.objId) : nullptr;
    if (o == nullptr || !o->alive()) continue;
    if (rf::radarBlipGfxAt(bl, sim.tick) == static_cast<int32_t>(rf::GfxId::RadarFlag)) plot(h.blipFlag, o->team, o->x, o->y);
  }
  return p;
}

// FUN_00421e40: the window of w x h cells round the vehicle, off the map in the water colour.
void radar(const Bar& b, const rf::Sim& sim, const rf::OriginalHud& h, const rf::HudRadar& r, const rf::Obj& o,
           const rf::VehState& vs, const rf::Dashboard& d) {
  const auto pic = radarPicture(sim, h);
  const int rx = r.x >> 16, ry = r.y >> 16;
  const int x0 = (o.x >> 21) - r.w / 2, y0 = (o.y >> 21) - r.h / 2;
  for (int j = 0; j < r.h; ++j) {
    for (int i = 0; i < r.w; ++i) {
      const int cx = x0 + i, cy = y0 + j;
      const bool on = cx >= 0 && cy >= 0 && cx < kRadarSide && cy < kRadarSide;
      const uint8_t c = on ? pic[static_cast<size_t>(cy * kRadarSide + cx)] : kRadarWater;
      pixel(b, b.ox + rx + i, b.oy + ry + j, b.car.colour(c) | 0xffu);
    }
  }
  const int32_t since = sim.tick - vs.hitFlashTick;
  if (vs.hitFlashTick != 0 && since > kFlashBefore && since < kFlashTicks && d.hpMax > 0) {
    const int k = std::clamp(15 - static_cast<int>((static_cast<int64_t>(d.hp) * 16 / d.hpMax)), 0, 15);
    const uint32_t f = hud::kCelHitFlash + static_cast<uint32_t>(k);
    if (f < b.car.cels.size()) {
      const int fw = static_cast<int>(b.car.cels[f].width), fh = static_cast<int>(b.car.cels[f].height);
      cel(b, f, rx + (r.w - fw) / 2, ry + (r.h - fh) / 2);
    }
  }
  if (r.cels[1] > 0) cel(b, static_cast<uint32_t>(r.cels[1]), rx, ry);
}

// The status bar's strip (RfOrigStrips) under player `player`'s bar: its bottom row on the
// panel's, its left edge at the screen's (so the two players' panels take its two halves).
// designed: the 2-player strip is 92 / 183 rows where our panels are 91 / 182: its top row is
// under the views.
void drawStrip(Image& img, const Viewport& panel, const Image& strip, int player) {
  const int sx0 = player * panel.w, sy0 = strip.height() - panel.h;
  for (int y = 0; y < panel.h; ++y) {
    const int sy = sy0 + y;
    if (sy < 0 || sy >= strip.height() || panel.y + y < 0 || panel.y + y >= img.height()) continue;
    const core::Rgba* src = strip.pixels().data() + static_cast<size_t>(sy) * static_cast<size_t>(strip.width());
    core::Rgba* dst = img.data() + static_cast<size_t>(panel.y + y) * static_cast<size_t>(img.width());
    for (int x = 0; x < panel.w; ++x) {
      const int sx = sx0 + x, dx = panel.x + x;
      if (sx < strip.width() && dx >= 0 && dx < img.width()) dst[dx] = src[sx];
    }
  }
}

}  // namespace

std::vector<RfHudDigit> rfHudNumber(int32_t v, int x) {
  std::vector<RfHudDigit> out;
  v = std::max(v, 0);
  if (v > 99) {
    out.push_back({hud::kCelDigit0 + 1, x});  // the hundreds are always the 1's cel
    x += 6;
  }
  if (v > 9) {
    const int32_t d = (v / 10) % 10;
    out.push_back({hud::kCelDigit0 + static_cast<uint32_t>(d), x});
    x += (d == 1 ? -2 : 0) + 8;
    v %= 10;
  }
  out.push_back({hud::kCelDigit0 + static_cast<uint32_t>(v), x});
  return out;
}

RfHudOrigin rfOriginalHudOrigin(int players, int player) {
  if (players < 2) return {hud::kOrigin1pX, hud::kOrigin1pY - kRfOriginalView1pH};
  const int half = 160 * (player == 1 ? 1 : 0);
  return {hud::kOrigin2pX[player == 1 ? 1 : 0] - half, hud::kOrigin2pY - kRfOriginalView2pH};
}

void drawRfOriginalDashboard(const rf::Sim& sim, int player, Image& img, const Viewport& panel,
                             const RfOriginalLook& look) {
  if (look.hud() == nullptr) throw std::invalid_argument("the original look has no HUD tables");
  const rf::OriginalHud& h = *look.hud();
  img.fillRect(panel.x, panel.y, panel.w, panel.h, core::kBlack);
  if (const Image* strip = look.strip(sim.players)) drawStrip(img, panel, *strip, sim.players < 2 ? 0 : player);
  const RfHudOrigin o = rfOriginalHudOrigin(sim.players, player);
  const Bar b{img, panel, look.car(), o.x, o.y};
  cel(b, hud::kCelFrame, 9, 2, true);
  cel(b, hud::kCelBadge, -3, -2);
  const rf::Dashboard d = rf::dashboardOf(sim, player);
  const rf::TeamState& ts = sim.team[static_cast<size_t>(player)];
  const rf::Obj* veh = rf::objById(sim, ts.vehicleId);
  if (!d.vehicle || veh == nullptr) {
    weaponCounts(b, sim, player, sim.player[static_cast<size_t>(player)].bunker.type);
    return;
  }
  const auto type = static_cast<size_t>(d.type);
  const rf::HudVehicle& hv = h.vehicles[type];
  cel(b, hud::kCelDashboard + static_cast<uint32_t>(type), 0, 0);
  for (size_t s = 0; s < hv.gauges.size(); ++s) {  // slots 6, 7 (the weapons), 5 (the fuel)
    const rf::HudGauge& g = hv.gauges[s];
    const auto kind = static_cast<hud::Widget>(g.kind);
    const bool fuelSlot = s == 2;
    const int32_t value = fuelSlot ? d.fuel >> 16 : d.ammo[s];
    if (kind == hud::Widget::Bar || kind == hud::Widget::Fuel) {
      gauge(b, h, g, value, kind == hud::Widget::Fuel,
            d.type == rf::VehicleType::Heli && s == 1, sim.tick);
    } else if (kind == hud::Widget::Segments) {
      segments(b, h, value);
    }
  }
  if (d.type == rf::VehicleType::Heli) {  // FUN_00422570: the lamps (designed: the flying pair)
    cel(b, hud::kCelHeliOff, 0x5b, 0x14);
    cel(b, hud::kCelHeliLower, 0x24, 0x24);
  }
  const auto radarKind = static_cast<hud::Widget>(hv.radar.kind);
  if (radarKind == hud::Widget::Radar) radar(b, sim, h, hv.radar, *veh, ts.veh, d);
  if (radarKind == hud::Widget::Beacon) beacon(b, ts.veh.turretTarget);
}

}  // namespace view
