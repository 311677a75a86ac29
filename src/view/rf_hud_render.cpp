// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard and the end banners (rf_hud_render.hpp).
#include "view/rf_hud_render.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/trig.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/bunker.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/dashboard.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/radar.hpp"
#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;
using rf::TerrainClass;

constexpr Rgba kPanel = rgba(22, 24, 30);
constexpr Rgba kPanelText = rgba(220, 222, 228);
constexpr Rgba kPanelDim = rgba(120, 124, 134);
constexpr Rgba kBarBack = rgba(44, 46, 54);
constexpr Rgba kFrame = rgba(96, 100, 110);
constexpr Rgba kHpGood = rgba(80, 200, 80);
constexpr Rgba kHpMid = rgba(230, 200, 50);
constexpr Rgba kHpLow = rgba(240, 60, 50);
constexpr Rgba kEmpty = rgba(240, 70, 60);
constexpr Rgba kAreaFrame = rgba(230, 230, 230, 170);
constexpr Rgba kShadowText = rgba(0, 0, 0);

// designed: the radar's own darker palette per terrain class (the top-down view's colours
// at about 70 %).
Rgba radarTerrainColour(uint32_t terrain) {
  switch (rf::terrainInfo(terrain).cls) {
    case TerrainClass::Land:
    case TerrainClass::Unused:
    case TerrainClass::LandTransition: return rgba(52, 108, 44);
    case TerrainClass::DryLand: return rgba(146, 128, 80);
    case TerrainClass::Shore: return rgba(170, 156, 108);
    case TerrainClass::Shallow:
    case TerrainClass::ShallowVariant:
    case TerrainClass::ShallowBox: return rgba(50, 100, 166);
    case TerrainClass::Deep: return rgba(18, 36, 92);
    case TerrainClass::Road:
    case TerrainClass::BridgeEnd:
    case TerrainClass::GateFloor: return rgba(112, 112, 112);
    case TerrainClass::HomePad: return rfScaled(rfTeamColour(terrain == 91 ? 1 : 0), 3, 4);
    case TerrainClass::ObjectGround: return rgba(68, 92, 54);
  }
  return rgba(52, 108, 44);
}

const std::array<Rgba, 128>& radarPalette() {
  static const std::array<Rgba, 128> kTable = [] {
    std::array<Rgba, 128> t{};
    for (uint32_t i = 0; i < t.size(); ++i) t[i] = radarTerrainColour(i);
    return t;
  }();
  return kTable;
}

// One cell on the radar: its terrain, a team building in the team's colour, other static
// objects (walls, trees, rocks) darker.
Rgba radarCell(uint32_t w) {
  const Rgba ground = radarPalette()[rf::cell::terrain(w) & 127u];
  const uint32_t bno = rf::cell::bno(w);
  if (bno == 0) return ground;
  const uint32_t team = rf::cell::team(w);
  // rf_map_render's lettered kinds: the team buildings 14..48, the watch towers, the damaged flag
  const bool building = (bno >= 14 && bno <= 48) || bno == rf::bnoId(rf::Bno::DmgFlag) ||
                        (bno >= rf::bnoId(rf::Bno::WtowerNE) && bno <= rf::bnoId(rf::Bno::WtowerSW));
  if (building && team <= 1) return rfTeamColour(static_cast<int>(team));
  return rfScaled(ground, 3, 4);
}

// The radar's terrain picture of a world. designed: cached per thread with the cells' low
// 16 bits (terrain, BNO, team: all the picture depends on) and redrawn when one changes, so
// that a frame costs one compare of 32 KB instead of 16384 cell lookups.
struct RadarTerrainCache {
  bool valid = false;
  std::array<uint16_t, rf::kCellCount> cells{};
  std::array<Rgba, kRfRadarPx * kRfRadarPx> px{};
};

const std::array<Rgba, kRfRadarPx * kRfRadarPx>& radarTerrain(const rf::World& world) {
  thread_local RadarTerrainCache cache;
  const auto& cells = world.cells();
  bool same = cache.valid;
  for (size_t i = 0; same && i < cells.size(); ++i) same = cache.cells[i] == static_cast<uint16_t>(cells[i]);
  if (same) return cache.px;
  for (size_t i = 0; i < cells.size(); ++i) cache.cells[i] = static_cast<uint16_t>(cells[i]);
  cache.valid = true;
  Image byCell(kRfRadarPx * kRfRadarCellsPerPx, kRfRadarPx * kRfRadarCellsPerPx);
  for (int cy = 0; cy < byCell.height(); ++cy) {
    for (int cx = 0; cx < byCell.width(); ++cx)
      byCell.set(cx, cy, radarCell(cells[rf::World::cellIndex(cx, cy)]));
  }
  const Image px = byCell.downscaleBox(kRfRadarCellsPerPx);  // the 2 x 2 cells' average
  std::copy(px.pixels().begin(), px.pixels().end(), cache.px.begin());
  return cache.px;
}

void drawRadarTerrain(Image& img, const rf::World& world, int x0, int y0) {
  const auto& px = radarTerrain(world);
  for (int my = 0; my < kRfRadarPx; ++my) {
    for (int mx = 0; mx < kRfRadarPx; ++mx) img.set(x0 + mx, y0 + my, px[static_cast<size_t>(my * kRfRadarPx + mx)]);
  }
}

void radarDot(Image& img, const Viewport& r, int mx, int my, Rgba c) {
  if (mx >= 0 && my >= 0 && mx < r.w && my < r.h) img.set(r.x + mx, r.y + my, c);
}

// The blips of Sim::radar (drones, the flags), each in the graphic of its blink phase.
void drawRadarBlips(Image& img, const rf::Sim& sim, const Viewport& r) {
  for (const rf::RadarBlip& b : sim.radar.blip) {
    if (b.objId == 0) continue;
    const rf::Obj* o = rf::objById(sim, b.objId);
    if (o == nullptr || !o->alive()) continue;
    const int mx = rfRadarPx(o->x), my = rfRadarPx(o->y);
    const int32_t gfx = rf::radarBlipGfxAt(b, sim.tick);
    if (gfx == static_cast<int32_t>(rf::GfxId::RadarFlag)) {  // 0x44e7a8: a little flag on a pole
      for (int i = 0; i < 4; ++i) radarDot(img, r, mx, my - i, kRfRadarFlag);
      for (int i = 1; i <= 2; ++i) {
        radarDot(img, r, mx + i, my - 3, kRfRadarFlag);
        radarDot(img, r, mx + i, my - 2, kRfRadarFlag);
      }
    } else if (gfx == static_cast<int32_t>(rf::GfxId::RadarDrone)) {  // 0x4557e0: a 2 x 2 dot
      for (int k = 0; k < 4; ++k) radarDot(img, r, mx + (k & 1), my + (k >> 1), kRfRadarDrone);
    } else if (gfx != static_cast<int32_t>(rf::GfxId::RadarFlagEmpty) && gfx != 0) {
      radarDot(img, r, mx, my, kPanelText);  // designed: an unknown graphic is a plain dot
    }
  }
}

void drawRadar(Image& img, const rf::Sim& sim, int player, const Viewport& r) {
  img.drawRect(r.x - 1, r.y - 1, r.w + 2, r.h + 2, kFrame);
  drawRadarTerrain(img, sim.world, r.x, r.y);
  for (const rf::Obj& o : sim.objs) {  // the own side's mines only
    if (!o.alive() || o.objClass() != rf::ObjClass::Mine || o.local[rf::kMineLayer] != player) continue;
    radarDot(img, r, rfRadarPx(o.x), rfRadarPx(o.y), kRfRadarMine);
  }
  const rf::ViewCamera& cam = sim.player[static_cast<size_t>(player)].camera;
  if (cam.drawn && cam.cellX1 >= cam.cellX0) {  // the view's area
    const int fx0 = cam.cellX0 / kRfRadarCellsPerPx, fy0 = cam.cellY0 / kRfRadarCellsPerPx;
    const int fx1 = cam.cellX1 / kRfRadarCellsPerPx, fy1 = cam.cellY1 / kRfRadarCellsPerPx;
    for (int x = fx0; x <= fx1; ++x) {
      img.blend(r.x + x, r.y + fy0, kAreaFrame);
      img.blend(r.x + x, r.y + fy1, kAreaFrame);
    }
    for (int y = fy0 + 1; y < fy1; ++y) {
      img.blend(r.x + fx0, r.y + y, kAreaFrame);
      img.blend(r.x + fx1, r.y + y, kAreaFrame);
    }
  }
  drawRadarBlips(img, sim, r);
  const rf::TeamState& team = sim.team[static_cast<size_t>(player)];
  if (const rf::Obj* v = rf::objById(sim, team.vehicleId)) {  // the own vehicle: a white cross
    const int mx = rfRadarPx(v->x), my = rfRadarPx(v->y);
    radarDot(img, r, mx, my, kRfRadarSelf);
    radarDot(img, r, mx - 1, my, kRfRadarSelf);
    radarDot(img, r, mx + 1, my, kRfRadarSelf);
    radarDot(img, r, mx, my - 1, kRfRadarSelf);
    radarDot(img, r, mx, my + 1, kRfRadarSelf);
  }
}

// A bar: the outline, the back and `fill` of the inner width in `c`.
void drawBar(Image& img, const Viewport& bar, int64_t value, int64_t max, Rgba c, bool filled) {
  img.drawRect(bar.x, bar.y, bar.w, bar.h, kFrame);
  img.fillRect(bar.x + 1, bar.y + 1, bar.w - 2, bar.h - 2, kBarBack);
  if (!filled || max <= 0) return;
  const int inner = bar.w - 2;
  const int f = static_cast<int>(std::clamp<int64_t>(value * inner / max, 0, inner));
  img.fillRect(bar.x + 1, bar.y + 1, f, bar.h - 2, c);
}

// designed: the slot names by type (slot 0, slot 1).
const char* slotName(rf::VehicleType type, int slot) {
  switch (type) {
    case rf::VehicleType::Tank: return "SHELL";
    case rf::VehicleType::Jeep: return "GREN";
    case rf::VehicleType::Msv: return slot == 0 ? "MSL" : "MINE";
    case rf::VehicleType::Heli: return slot == 0 ? "GUN" : "MSL";
  }
  return "";
}

const char* typeLabel(rf::VehicleType type) {
  switch (type) {
    case rf::VehicleType::Tank: return "TANK";
    case rf::VehicleType::Jeep: return "JEEP";
    case rf::VehicleType::Msv: return "ASV";
    case rf::VehicleType::Heli: return "HELI";
  }
  return "";
}

void drawSlots(Image& img, const rf::Dashboard& d, int x, int y, Rgba side) {
  const int shown = (d.slotShown[0] ? 1 : 0) + (d.slotShown[1] ? 1 : 0);
  for (int s = 0; s < 2; ++s) {
    if (!d.slotShown[static_cast<size_t>(s)]) continue;
    const std::string text = std::string(slotName(d.type, s)) + " " + std::to_string(d.ammo[static_cast<size_t>(s)]);
    const int w = Image::textWidth(text) + 5;
    const bool selected = shown > 1 && d.selected == s;
    if (selected) img.fillRect(x, y, w, 11, rfScaled(side, 3, 5));
    img.drawRect(x, y, w, 11, selected ? rfMix(side, core::kWhite, 128) : kFrame);
    img.drawText(x + 3, y + 2, text, d.ammo[static_cast<size_t>(s)] > 0 ? kPanelText : kEmpty);
    x += w + 4;
  }
}

// The little mine of the stock counter: a disc with four spikes.
void drawMineIcon(Image& img, int x, int y) {
  img.fillRect(x + 1, y + 1, 5, 5, kRfRadarMine);
  img.set(x + 3, y, kRfRadarMine);
  img.set(x + 3, y + 6, kRfRadarMine);
  img.set(x, y + 3, kRfRadarMine);
  img.set(x + 6, y + 3, kRfRadarMine);
}

// The enemy arrow: a compass ring and an arrow turned by the heading (0 north, clockwise).
void drawArrow(Image& img, int cx, int cy, int32_t heading) {
  for (int i = 0; i < 128; ++i) {  // the ring, 18 px round
    const core::Fixed s = core::SinFixed(i << 15), c = core::CosFixed(i << 15);
    img.set(cx + ((s * 18) >> 16), cy - ((c * 18) >> 16), kFrame);
  }
  if (heading < 0) return;
  const core::Fixed dx = core::SinFixed(heading), dy = -core::CosFixed(heading);
  const auto at = [&](int along, int side) {  // a point `along` the heading, `side` to its right
    return std::array<int, 2>{cx + static_cast<int>((dx * along - dy * side) >> 16),
                              cy + static_cast<int>((dy * along + dx * side) >> 16)};
  };
  const auto tail = at(-10, 0), tip = at(kRfArrowLength, 0);
  for (int o = -1; o <= 1; ++o) {
    img.line(tail[0] + o, tail[1], tip[0] + o, tip[1], kRfArrowColour);
    img.line(tail[0], tail[1] + o, tip[0], tip[1] + o, kRfArrowColour);
  }
  for (int side = -5; side <= 5; ++side) {  // the head: a filled triangle back from the tip
    const auto b = at(6, side);
    img.line(b[0], b[1], tip[0], tip[1], kRfArrowColour);
  }
  img.set(tip[0], tip[1], kRfArrowColour);
}

// Without a vehicle (the bunker, the fly-back, spectating): the side's stock of the four
// types instead.
void drawStockRow(Image& img, const rf::Sim& sim, int player, int x, int y, Rgba side) {
  const rf::VehicleStock& stock = sim.team[static_cast<size_t>(player)].stock;
  const rf::BunkerPhase phase = sim.player[static_cast<size_t>(player)].bunker.phase;
  const char* where = phase == rf::BunkerPhase::FlyBack    ? "VEHICLE LOST"
                      : phase == rf::BunkerPhase::Spectate ? "SPECTATING"
                                                           : "IN THE BUNKER";
  img.drawText(x, y, where, kPanelDim);
  int px = x;
  for (const rf::VehicleType t : rf::kAllVehicleTypes) {
    const uint8_t n = stock[t];
    drawRfVehicleIcon(img, t, px, y + 14, n > 0 ? side : kPanelDim, 2);
    const std::string count = n == rf::kStockInfinite ? "INF" : std::to_string(n);
    img.drawText(px + 23, y + 18, count, n > 0 ? kPanelText : kEmpty);
    px += 23 + Image::textWidth(count) + 10;
  }
}

void shadowText(Image& img, int x, int y, const std::string& text, Rgba c, int scale) {
  img.drawText(x + scale / 2 + 1, y + scale / 2 + 1, text, kShadowText, scale);
  img.drawText(x, y, text, c, scale);
}

}  // namespace

RfDashboardLayout rfDashboardLayout(const Viewport& panel) {
  RfDashboardLayout l;
  l.radar = {panel.x + 7, panel.y + 8, kRfRadarPx, kRfRadarPx};
  const int x0 = panel.x + 80;
  const int barW = std::clamp(panel.w - 80 - 34 - 50, 40, 200);
  l.hpBar = {x0 + 34, panel.y + 34, barW, 8};
  l.fuelBar = {x0 + 34, panel.y + 46, barW, 8};
  l.slotsX = x0;
  l.slotsY = panel.y + 60;
  l.compassX = panel.x + panel.w - 26;
  l.compassY = panel.y + 32;
  return l;
}

int rfRadarPx(core::Fixed worldPx) {
  return std::clamp((worldPx >> 16) / (32 * kRfRadarCellsPerPx), 0, kRfRadarPx - 1);
}

void drawRfDashboard(const rf::Sim& sim, int player, Image& img, const Viewport& panel) {
  img.fillRect(panel.x, panel.y, panel.w, panel.h, kPanel);
  const Rgba side = rfTeamColour(player);
  img.fillRect(panel.x, panel.y, panel.w, 2, rfScaled(side, 3, 4));  // the side's rule on top
  const RfDashboardLayout l = rfDashboardLayout(panel);
  drawRadar(img, sim, player, l.radar);
  const rf::Dashboard d = rf::dashboardOf(sim, player);
  const int x0 = panel.x + 80;
  const std::string who = "P" + std::to_string(player + 1);
  img.drawText(panel.x + panel.w - Image::textWidth(who) - 4, panel.y + 5, who, side);
  if (!d.vehicle) {
    drawStockRow(img, sim, player, x0, panel.y + 8, side);
  } else {
    drawRfVehicleArt(img, d.type, x0, panel.y + 7, 2, side);
    img.drawText(x0 + 38, panel.y + 10, typeLabel(d.type), kPanelText, 2);
    const int64_t hpMax = d.hpMax > 0 ? d.hpMax : 1;
    const int64_t pct = static_cast<int64_t>(d.hp) * 100 / hpMax;
    const Rgba hpColour = pct > 50 ? kHpGood : (pct > 25 ? kHpMid : kHpLow);
    img.drawText(x0, l.hpBar.y, "HP", kPanelDim);
    drawBar(img, l.hpBar, d.hp, d.hpMax, hpColour, true);
    img.drawText(x0, l.fuelBar.y, "FUEL", d.fuelLow ? kRfFuelLowColour : kPanelDim);
    drawBar(img, l.fuelBar, d.fuel, d.fuelMax, d.fuelLow ? kRfFuelLowColour : kRfFuelColour, d.fuelBlinkOn);
    drawSlots(img, d, l.slotsX, l.slotsY, side);
  }
  const std::string mines = std::to_string(d.mineStock);  // the side's mine stock
  const int mx = panel.x + panel.w - Image::textWidth(mines) - 6;
  drawMineIcon(img, mx - 10, panel.y + 62);
  img.drawText(mx, panel.y + 62, mines, kPanelText);
  if (sim.players > 1) drawArrow(img, l.compassX, l.compassY, d.arrow);
}

Rgba rfBannerColour(int32_t winner, int players) {
  if (winner == 0 || winner == 1) return rfTeamColour(winner);
  return players > 1 ? rgba(80, 80, 88) : rgba(120, 28, 28);
}

Viewport rfBannerBand(const Viewport& view) {
  return {view.x, view.y + view.h / 2 - 32, view.w, 64};
}

void drawRfEndBanner(const rf::Sim& sim, int player, Image& img, const Viewport& view) {
  if (sim.running) return;
  const int32_t w = sim.winner;
  std::string title;
  std::string sub;
  if (sim.players < 2) {
    title = w == 0 ? "YOU WIN" : "YOU LOSE";
  } else if (w < 0) {
    title = "DRAW";
  } else {
    title = w == 0 ? "BLUE WINS" : "GREEN WINS";
    sub = w == player ? "YOU WIN" : "YOU LOSE";
  }
  const Viewport band = rfBannerBand(view);
  const Rgba c = rfBannerColour(w, sim.players);
  img.fillRect(band.x, band.y, band.w, band.h, c);
  img.fillRect(band.x, band.y, band.w, 2, rfMix(c, core::kWhite, 128));
  img.fillRect(band.x, band.y + band.h - 2, band.w, 2, rfScaled(c, 1, 2));
  const int scale = Image::textWidth(title, 4) <= band.w - 8 ? 4 : 3;
  const int ty = band.y + (sub.empty() ? (band.h - 7 * scale) / 2 : 8);
  shadowText(img, band.x + (band.w - Image::textWidth(title, scale)) / 2, ty, title, core::kWhite, scale);
  if (!sub.empty())
    shadowText(img, band.x + (band.w - Image::textWidth(sub, 2)) / 2, band.y + 42, sub, core::kWhite, 2);
  const rf::EndGamePlan plan = rf::endGamePlan(sim);
  if (plan.timeMs > 0) {
    const std::string t = "TIME " + rf::clockText(plan.timeMs, 2);
    shadowText(img, view.x + (view.w - Image::textWidth(t, 2)) / 2, band.y + band.h + 8, t, core::kWhite, 2);
  }
}

}  // namespace view
