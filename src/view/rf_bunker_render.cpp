// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker-side screens (rf_bunker_render.hpp).
#include "view/rf_bunker_render.hpp"

#include <algorithm>
#include <array>

#include "rf/sim/bunker.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/skull.hpp"
#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;
using rf::BunkerPhase;
using rf::VehicleType;

constexpr Rgba kScreenBack = rgba(20, 20, 24);
constexpr Rgba kCardBack = rgba(34, 36, 44);
constexpr Rgba kCardEdge = rgba(70, 72, 80);
constexpr Rgba kOutOfStock = rgba(90, 90, 96);
constexpr Rgba kText = rgba(230, 230, 230);
constexpr Rgba kDim = rgba(130, 132, 140);
constexpr Rgba kRedText = rgba(240, 70, 60);
constexpr int kCardMaxW = 200;
constexpr int kCardH = 130;      // the cards' height where the view has room (our look's 640 x 400 view)
constexpr int kHintsRoom = 40;  // below the cards: the hints' two lines and their margins
constexpr int kCardGap = 10;
constexpr int kCardsTop = 56;

const char* typeLabel(VehicleType type) {
  switch (type) {
    case VehicleType::Tank: return "TANK";
    case VehicleType::Jeep: return "JEEP";
    case VehicleType::Msv: return "ASV";
    case VehicleType::Heli: return "HELI";
  }
  return "";
}

void centredText(Image& img, const Viewport& vp, int y, const std::string& text, Rgba c, int scale) {
  img.drawText(vp.x + (vp.w - Image::textWidth(text, scale)) / 2, y, text, c, scale);
}

// The picture scale of a card of this size (5 on the grid, growing as the launch zooms it).
int artScale(const Viewport& card) {
  return std::clamp(std::min(card.w / 28, card.h / 22), 1, 20);
}

// One card: the type's picture, its name and its stock; the selected one in the side's
// colours with a thick edge, a type out of stock in grey.
void drawCard(Image& img, const Viewport& r, VehicleType type, uint8_t stock, bool selected, Rgba side) {
  const bool have = stock != 0;
  const int a = artScale(r);
  img.fillRect(r.x, r.y, r.w, r.h, selected ? rfScaled(side, 2, 5) : kCardBack);
  if (selected) {
    const Rgba edge = rfMix(side, core::kWhite, 96);
    for (int i = 0; i < 3; ++i) img.drawRect(r.x + i, r.y + i, r.w - 2 * i, r.h - 2 * i, edge);
  } else {
    img.drawRect(r.x, r.y, r.w, r.h, kCardEdge);
  }
  const int artY = r.y + r.h / 13;
  drawRfVehicleArt(img, type, r.x + (r.w - kRfVehicleArtW * a) / 2, artY, a,
                   have ? side : kOutOfStock);
  const int ns = std::max(1, a / 2);
  const int nameY = artY + kRfVehicleArtH * a + a;
  centredText(img, r, nameY, typeLabel(type), have ? kText : kDim, ns);
  const std::string count = rfStockText(stock);
  const RfTextSpot s = rfCardStockSpot(r, count);
  img.drawText(s.x, s.y, count, have ? core::kWhite : kRedText, s.scale);
}

void drawSelect(const rf::Sim& sim, int player, Image& img, const Viewport& vp, const RfKeyLabels& keys) {
  const rf::BunkerView& v = sim.player[static_cast<size_t>(player)].bunker;
  const rf::VehicleStock& stock = sim.team[static_cast<size_t>(player)].stock;
  const Rgba side = rfTeamColour(player);
  img.fillRect(vp.x, vp.y, vp.w, vp.h, kScreenBack);
  centredText(img, vp, vp.y + 14, "SELECT A VEHICLE", kText, 2);
  centredText(img, vp, vp.y + 36, "PLAYER " + std::to_string(player + 1) + " - " + (keys.side.empty() ? (player == 0 ? "BLUE" : "GREEN") : keys.side), side, 1);
  for (const VehicleType t : rf::kAllVehicleTypes) {
    drawCard(img, rfBunkerCard(vp, t), t, stock[t], t == v.type, side);
  }
  const Viewport last = rfBunkerCard(vp, rf::VehicleType::Heli);
  const int fy = last.y + last.h + 16;
  centredText(img, vp, fy, keys.choose + ": CHOOSE   " + keys.launch + ": LAUNCH", kDim, 1);
  if (sim.players > 1) centredText(img, vp, fy + 12, "HOLD " + keys.status + ": STATUS", kDim, 1);
  rfDarkenRect(img, vp.x, vp.y, vp.w, vp.h, rfFade256(v.fade));  // the select fade-in
}

// The skull picture's stock icons: `level` / 256 bright; crossed where lost.
void drawIcons(Image& img, const rf::SkullPicture& s, int ox, int oy, int level, Rgba side) {
  constexpr int k = kRfSkullScale;
  for (const rf::StockIcon& icon : s.icons) {
    // designed: the icon's centre sits on the cross point (+4, +7 of the cel's corner)
    const int ix = ox + icon.x * k, iy = oy + (icon.y + 4) * k;
    const Viewport box{ix, iy, kRfVehicleIconW * k, kRfVehicleIconH * k};
    img.fillRect(box.x, box.y, box.w, box.h, kScreenBack);
    drawRfVehicleIcon(img, rfIconCelType(icon.cel), box.x, box.y, side, k);
    if (icon.crossed) drawRfCross(img, ox + icon.crossX * k, oy + icon.crossY * k, 3 * k + 1);
    rfDarkenRect(img, box.x - 8, box.y - 8, box.w + 16, box.h + 16, level);
  }
}

// The skull round the view centre, the corners doubled; the icons from (cx - 35, cy + 32 +
// 10) in the original's pixels (FUN_00404fb0 / FUN_004055f0).
void drawSkullPicture(Image& img, const rf::SkullPicture& s, const Viewport& vp, int iconLevel, Rgba iconSide) {
  constexpr int k = kRfSkullScale;
  const int cx = vp.x + vp.w / 2, cy = vp.y + vp.h / 2;
  std::array<core::Vec2, 4> corners = s.corners;
  for (core::Vec2& c : corners) c = {c.x * k, c.y * k};
  const int skullSide = s.cel >= rf::kSkullCel + rf::kSkullSideCels ? 0 : 1;  // side 0's cels are 7 later
  drawRfSkull(img, cx, cy, corners, s.frame, rfTeamColour(skullSide));
  if (iconLevel >= 16) drawIcons(img, s, cx - 35 * k, cy + (rf::kSkullHalf + 10) * k, iconLevel, iconSide);
}

// The fly-back's skull step: the lost type's name, the laughing skull, the stock under it.
void drawFlyBack(const rf::Sim& sim, int player, Image& img, const Viewport& vp) {
  img.fillRect(vp.x, vp.y, vp.w, vp.h, core::kBlack);  // the fade cel over the world
  const rf::SkullPicture s = rf::flyBackSkull(sim, player);
  if (!s.shown) return;
  // designed: FUN_00407df0 skips the cels below level 2 of 32 (16 of 256)
  drawSkullPicture(img, s, vp, rfFade256(s.iconFade), rfTeamColour(player));
  if (s.lostType != rf::kNoVehicleType) {
    centredText(img, vp, vp.y + 24, std::string(typeLabel(s.lostType)) + " LOST", kRedText, 2);
    const uint8_t left = sim.team[static_cast<size_t>(player)].stock[s.lostType];
    centredText(img, vp, vp.y + 48, rfStockText(left) + " LEFT", kDim, 1);
  }
}

// Spectating: the other side's skull at rest and this side's four types crossed out. When
// the sim has stopped drawing it (0x405710 after +0x3b frames) the last picture stays.
void drawSpectate(const rf::Sim& sim, int player, Image& img, const Viewport& vp) {
  img.fillRect(vp.x, vp.y, vp.w, vp.h, core::kBlack);
  rf::SkullPicture s = rf::flyBackSkull(sim, player);
  if (!s.shown) {  // designed: the rest pose FUN_004055f0 drew last (skull.cpp's layout)
    s.shown = true;
    s.frame = 0;
    s.cel = rf::kSkullCel + (player == 1 ? rf::kSkullSideCels : 0);
    const core::Fixed h = core::px(rf::kSkullHalf);
    s.corners = {{{-h, -h}, {h, -h}, {h, h}, {-h, h}}};
    static constexpr std::array<std::array<int, 2>, 4> kAt{{{8, 0}, {36, 0}, {8, 16}, {36, 16}}};
    static constexpr std::array<int32_t, 4> kCels{0x838, 0x842, 0x848, 0x83d};
    s.icons.clear();
    for (size_t t = 0; t < kAt.size(); ++t) {
      s.icons.push_back({kCels[t], kAt[t][0], kAt[t][1], true, kAt[t][0] + 4, kAt[t][1] + 7});
    }
  }
  drawSkullPicture(img, s, vp, 256, rfTeamColour(player));  // designed: the four types at full
  centredText(img, vp, vp.y + 24, "NOTHING LEFT", kRedText, 2);
  centredText(img, vp, vp.y + 48, "SPECTATING: THE OTHER SIDE PLAYS ON", kDim, 1);
}

void drawToSelect(const rf::Sim& sim, int player, Image& img, const Viewport& vp) {
  const rf::BunkerView& v = sim.player[static_cast<size_t>(player)].bunker;
  img.fillRect(vp.x, vp.y, vp.w, vp.h, kScreenBack);
  centredText(img, vp, vp.y + vp.h / 2 - 7, "BACK TO THE BUNKER", kText, 2);
  rfDarkenRect(img, vp.x, vp.y, vp.w, vp.h, rfFade256(v.fade));  // 0x4280d0 fades out
}

// The status screen's rows: the four types, then mines, flag and the vehicle out.
constexpr int kStatusTop = 72;
constexpr int kStatusRow = 26;

int statusColumnX(const Viewport& vp, int side) {
  const int colW = (vp.w - 16) / 2;
  return vp.x + 8 + side * colW;
}

std::string flagText(const rf::Sim& sim, int side) {
  const rf::TeamState& t = sim.team[static_cast<size_t>(side)];
  const rf::Obj* f = t.flagShown ? rf::objById(sim, t.flagId) : nullptr;
  if (f == nullptr) return "FLAG HIDDEN";
  return f->parent != rf::kNoObj ? "FLAG TAKEN" : "FLAG FOUND";
}

}  // namespace

Viewport rfBunkerCard(const Viewport& view, VehicleType type) {
  const int cw = std::min(kCardMaxW, (view.w - 3 * kCardGap) / 2);
  // designed: the cards and the hints below them fit the view (the CD look's 304-px view over
  // its 176-px bar: 99-px cards), never taller than kCardH
  const int ch = std::clamp((view.h - kCardsTop - kCardGap - kHintsRoom) / 2, 1, kCardH);
  const int gx = view.x + (view.w - (2 * cw + kCardGap)) / 2;
  const int i = static_cast<int>(type);  // the menu grid: tank, jeep / ASV, heli
  return {gx + (i & 1) * (cw + kCardGap), view.y + kCardsTop + (i >> 1) * (ch + kCardGap), cw, ch};
}

RfTextSpot rfCardStockSpot(const Viewport& card, const std::string& text) {
  const int a = artScale(card);
  const int scale = std::max(1, a * 3 / 5);
  const int nameY = card.y + card.h / 13 + kRfVehicleArtH * a + a;
  const int y = nameY + Image::kLineHeight * std::max(1, a / 2) + a / 2;
  return {card.x + (card.w - Image::textWidth(text, scale)) / 2, y, scale};
}

std::string rfStockText(uint8_t count) {
  return count == rf::kStockInfinite ? "INF" : std::to_string(count);
}

RfTextSpot rfStatusStockSpot(const Viewport& view, int side, VehicleType type, const std::string& text) {
  const int colW = (view.w - 16) / 2;
  const int x = statusColumnX(view, side) + colW - 8 - Image::textWidth(text, 2);
  return {x, view.y + kStatusTop + static_cast<int>(type) * kStatusRow + 4, 2};
}

void drawRfStatusScreen(const rf::Sim& sim, int player, Image& img, const Viewport& vp, const RfKeyLabels& keys) {
  img.fillRect(vp.x, vp.y, vp.w, vp.h, rgba(14, 16, 22));
  centredText(img, vp, vp.y + 14, "STATUS", kText, 2);
  const int colW = (vp.w - 16) / 2;
  for (int side = 0; side < 2; ++side) {
    const int x = statusColumnX(vp, side);
    const Rgba c = rfTeamColour(side);
    const rf::TeamState& t = sim.team[static_cast<size_t>(side)];
    img.fillRect(x + 2, vp.y + 40, colW - 4, 2, c);
    const std::string head = std::string(side == 0 ? "BLUE" : "GREEN") + (side == player ? " (YOU)" : "");
    img.drawText(x + 6, vp.y + 48, head, c, 1);
    for (const VehicleType type : rf::kAllVehicleTypes) {
      const int y = vp.y + kStatusTop + static_cast<int>(type) * kStatusRow;
      const uint8_t n = t.stock[type];
      drawRfVehicleIcon(img, type, x + 6, y + 4, n != 0 ? c : kOutOfStock, 2);
      img.drawText(x + 34, y + 8, typeLabel(type), n != 0 ? kText : kDim);
      const std::string count = rfStockText(n);
      const RfTextSpot s = rfStatusStockSpot(vp, side, type, count);
      img.drawText(s.x, s.y, count, n != 0 ? core::kWhite : kRedText, s.scale);
    }
    int y = vp.y + kStatusTop + rf::kVehicleTypes * kStatusRow + 8;
    img.drawText(x + 6, y, "MINES " + std::to_string(t.mines), kText);
    y += 14;
    img.drawText(x + 6, y, flagText(sim, side), t.flagShown ? rgba(255, 220, 0) : kDim);
    y += 14;
    const bool out = t.launch.driving && t.launch.type != rf::kNoVehicleType;
    img.drawText(x + 6, y, std::string("OUT: ") + (out ? typeLabel(t.launch.type) : "-"), kDim);
  }
  img.fillRect(vp.x + vp.w / 2 - 1, vp.y + 44, 2, rf::kVehicleTypes * kStatusRow + 80, rgba(50, 52, 60));
  centredText(img, vp, vp.y + vp.h - 28, "RELEASE " + keys.status + " TO CHOOSE", kDim, 1);
}

void drawRfBunkerScreen(const rf::Sim& sim, int player, Image& img, const Viewport& view, bool statusScreen,
                        const RfKeyLabels& keys) {
  const rf::BunkerView& v = sim.player[static_cast<size_t>(player)].bunker;
  switch (v.phase) {
    case BunkerPhase::Menu:
    case BunkerPhase::Zoom:  // the zoom's own pictures are drawn over the map (the overlay)
      if (statusScreen && v.phase == BunkerPhase::Menu) {
        drawRfStatusScreen(sim, player, img, view, keys);
        rfDarkenRect(img, view.x, view.y, view.w, view.h, rfFade256(v.fade));
      } else {
        drawSelect(sim, player, img, view, keys);
      }
      return;
    case BunkerPhase::ToSelect:
      drawToSelect(sim, player, img, view);
      return;
    case BunkerPhase::FlyBack:
      drawFlyBack(sim, player, img, view);
      return;
    case BunkerPhase::Spectate:
      drawSpectate(sim, player, img, view);
      return;
  }
}

bool rfLaunchOverlayCoversView(const rf::Sim& sim, int player) {
  const rf::PlayerState& p = sim.player[static_cast<size_t>(player)];
  return p.view == rf::ViewMode::BunkerSelect && p.bunker.phase == BunkerPhase::Zoom &&
         p.bunker.zoomTicks < rf::kZoomScript[1].ticks + rf::kZoomScript[2].ticks;
}

void drawRfLaunchOverlay(const rf::Sim& sim, int player, Image& img, const Viewport& vp) {
  const rf::PlayerState& p = sim.player[static_cast<size_t>(player)];
  const rf::BunkerView& v = p.bunker;
  if (p.view != rf::ViewMode::BunkerSelect || v.phase != BunkerPhase::Zoom) return;
  // designed: zoom1 + zoom2 (0x404530, 0x404490) zoom the chosen card to the whole view; the
  // tilt (0x4044e0) fades the map in from black; the rest shows the map.
  const int32_t zoomEnd = rf::kZoomScript[1].ticks + rf::kZoomScript[2].ticks;
  const int32_t tiltEnd = zoomEnd + rf::kZoomScript[3].ticks;
  const int32_t t = v.zoomTicks;
  if (t < zoomEnd) {
    img.fillRect(vp.x, vp.y, vp.w, vp.h, kScreenBack);
    const Viewport c = rfBunkerCard(vp, v.type);
    const auto lerp = [&](int a, int b) { return a + (b - a) * t / zoomEnd; };
    const Viewport r{lerp(c.x, vp.x), lerp(c.y, vp.y), lerp(c.w, vp.w), lerp(c.h, vp.h)};
    drawCard(img, r, v.type, sim.team[static_cast<size_t>(player)].stock[v.type], true, rfTeamColour(player));
    return;
  }
  if (t < tiltEnd) rfDarkenRect(img, vp.x, vp.y, vp.w, vp.h, (t - zoomEnd) * 256 / (tiltEnd - zoomEnd));
}

}  // namespace view
