// The top-down picture of one view (rf_frame_render.hpp).
#include "view/rf_frame_render.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/trig.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/dashboard.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/turret.hpp"
#include "view/rf_map_render.hpp"

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;

constexpr int kCellPx = 32;
constexpr int kHudHeight = 24;
constexpr Rgba kShadow = rgba(0, 0, 0, 90);
constexpr Rgba kShot = rgba(255, 240, 120);
constexpr Rgba kFlash = rgba(255, 150, 40, 200);
constexpr Rgba kDebris = rgba(70, 66, 60);
constexpr Rgba kHulk = rgba(40, 38, 36);
constexpr Rgba kHud = rgba(16, 16, 20);
constexpr Rgba kHudText = rgba(230, 230, 230);
constexpr Rgba kWarn = rgba(255, 80, 60);

// World pixels (16.16) -> image pixels of the area.
struct Mapper {
  int ox = 0;  // the area's north-west corner in world px
  int oy = 0;
  int s = 1;
  int x(core::Fixed wx) const { return ((wx >> 16) - ox) * s; }
  int y(core::Fixed wy) const { return ((wy >> 16) - oy) * s; }
};

// A convex polygon filled by scanlines (corners in image pixels).
void fillPolygon(Image& img, const std::vector<std::array<int, 2>>& pts, Rgba c) {
  if (pts.size() < 3) return;
  int y0 = pts[0][1], y1 = pts[0][1];
  for (const auto& p : pts) y0 = std::min(y0, p[1]), y1 = std::max(y1, p[1]);
  for (int y = y0; y <= y1; ++y) {
    int xl = 1 << 30, xr = -(1 << 30);
    for (size_t i = 0; i < pts.size(); ++i) {
      const auto& a = pts[i];
      const auto& b = pts[(i + 1) % pts.size()];
      if ((y < a[1] && y < b[1]) || (y > a[1] && y > b[1])) continue;
      if (a[1] == b[1]) {
        xl = std::min({xl, a[0], b[0]});
        xr = std::max({xr, a[0], b[0]});
        continue;
      }
      const int x = a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]);
      xl = std::min(xl, x);
      xr = std::max(xr, x);
    }
    for (int x = xl; x <= xr; ++x) img.blend(x, y, c);
  }
}

void fillDisc(Image& img, int cx, int cy, int r, Rgba c) {
  for (int dy = -r; dy <= r; ++dy) {
    for (int dx = -r; dx <= r; ++dx) {
      if (dx * dx + dy * dy <= r * r) img.blend(cx + dx, cy + dy, c);
    }
  }
}

// An object's footprint: its shape's parts, polygons turned by its heading.
void drawShape(Image& img, const Mapper& m, const rf::Obj& o, rf::Shape shape, Rgba fill, core::Fixed dx = 0,
               core::Fixed dy = 0) {
  for (const rf::ShapePart& p : shape) {
    if (p.type == rf::PartType::Polygon) {
      std::vector<std::array<int, 2>> pts;
      for (const core::Vec2& v : p.verts) {
        const core::Vec2 r = core::RotateByHeading(o.heading, p.dx + v.x, p.dy + v.y);
        pts.push_back({m.x(o.x + r.x + dx), m.y(o.y + r.y + dy)});
      }
      fillPolygon(img, pts, fill);
    } else if (p.type == rf::PartType::Box && p.pickup == 0) {
      const int x0 = m.x(o.x + p.dx + p.bbox.x0 + dx);
      const int y0 = m.y(o.y + p.dy + p.bbox.y0 + dy);
      const int x1 = m.x(o.x + p.dx + p.bbox.x1 + dx);
      const int y1 = m.y(o.y + p.dy + p.bbox.y1 + dy);
      for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) img.blend(x, y, fill);
      }
    }
  }
}

void drawVehicle(Image& img, const Mapper& m, const rf::Sim& sim, const rf::Obj& o) {
  const rf::Shape hull = rf::objShape(sim, o);
  const Rgba tc = rfTeamColour(o.team);
  if (o.z > 0) drawShape(img, m, o, hull, kShadow, o.z / 2, o.z / 2);  // the sun from the north-west
  drawShape(img, m, o, hull, tc);
  const int cx = m.x(o.x);
  const int cy = m.y(o.y);
  const rf::TeamState& t = sim.team[static_cast<size_t>(o.team & 1)];
  if (t.vehicle != o.slot()) return;
  switch (t.veh.type) {
    case rf::VehicleType::Tank: {  // the turret and its barrel
      const core::Vec2 d = core::MoveDelta(o.heading + t.veh.turretYaw, core::px(12));
      fillDisc(img, cx, cy, 3 * m.s, core::kBlack);
      img.line(cx, cy, cx + (d.x >> 16) * m.s, cy + (d.y >> 16) * m.s, core::kBlack);
      break;
    }
    case rf::VehicleType::Heli: {  // the rotor disc
      const core::Vec2 d = core::MoveDelta(t.veh.boatBlend, core::px(14));
      img.line(cx - (d.x >> 16) * m.s, cy - (d.y >> 16) * m.s, cx + (d.x >> 16) * m.s, cy + (d.y >> 16) * m.s,
               core::kBlack);
      break;
    }
    default: {  // the nose
      const core::Vec2 d = core::MoveDelta(o.heading, core::px(6));
      fillDisc(img, cx + (d.x >> 16) * m.s, cy + (d.y >> 16) * m.s, m.s, core::kWhite);
      break;
    }
  }
}

void drawObject(Image& img, const Mapper& m, const rf::Sim& sim, const rf::Obj& o, int viewTeam) {
  const int cx = m.x(o.x);
  const int cy = m.y(o.y);
  const Rgba tc = rfTeamColour(o.team);
  switch (o.objClass()) {
    case rf::ObjClass::Vehicle:
      drawVehicle(img, m, sim, o);
      return;
    case rf::ObjClass::Missle:
    case rf::ObjClass::DeathMissle:
    case rf::ObjClass::Grenade:
      fillDisc(img, cx + (o.z >> 17) * m.s, cy + (o.z >> 17) * m.s, m.s, kShadow);
      fillDisc(img, cx, cy, m.s, kShot);
      return;
    case rf::ObjClass::Expl:
      fillDisc(img, cx, cy, 5 * m.s, kFlash);
      return;
    case rf::ObjClass::FWall:
      img.fillRect(cx - m.s, cy - m.s, 2 * m.s, 2 * m.s, kDebris);
      return;
    case rf::ObjClass::Stay:
      if (o.gfx >= static_cast<int32_t>(rf::GfxId::TankHulk) && o.gfx <= static_cast<int32_t>(rf::GfxId::HeliHulk)) {
        img.fillRect(cx - 6 * m.s, cy - 6 * m.s, 12 * m.s, 12 * m.s, kHulk);
      } else {
        fillDisc(img, cx, cy, m.s, kHulk);  // a dead man
      }
      return;
    case rf::ObjClass::Man:
      fillDisc(img, cx, cy, 2 * m.s, tc);
      return;
    case rf::ObjClass::Flag:
      img.fillRect(cx, cy - 6 * m.s, m.s, 7 * m.s, core::kBlack);
      img.fillRect(cx + m.s, cy - 6 * m.s, 5 * m.s, 3 * m.s, tc);
      return;
    case rf::ObjClass::Mine:
      if (o.local[rf::kMineLayer] != viewTeam) return;  // the own side's mines only
      fillDisc(img, cx, cy, 2 * m.s, core::kBlack);
      fillDisc(img, cx, cy, m.s, rfTeamColour(viewTeam));
      return;
    case rf::ObjClass::TurretGun:
    case rf::ObjClass::TurretGunLarge: {
      const int r = (o.objClass() == rf::ObjClass::TurretGunLarge ? 12 : 10) * m.s;
      fillDisc(img, cx, cy, r, core::kBlack);
      fillDisc(img, cx, cy, r - m.s, tc);
      const core::Vec2 d = core::MoveDelta(o.heading, core::px(15));
      img.line(cx, cy, cx + (d.x >> 16) * m.s, cy + (d.y >> 16) * m.s, core::kBlack);
      return;
    }
    case rf::ObjClass::Sub:
      if ((o.local[rf::kSubFrame] >> 16) == 0) return;  // submerged: the sprite frame - 1, none at 0
      drawShape(img, m, o, rf::objShape(sim, o), rgba(60, 60, 70));
      return;
    case rf::ObjClass::Gate:
    case rf::ObjClass::Storage:
    case rf::ObjClass::StorageDown:
    case rf::ObjClass::DestroyedVehicle:
      drawShape(img, m, o, rf::objShape(sim, o), o.objClass() == rf::ObjClass::DestroyedVehicle ? kHulk : tc);
      return;
    default: {  // any other class with a shape (drones, the submarine ...): its footprint
      const rf::Shape s = rf::objShape(sim, o);
      if (!s.empty()) {
        if (o.z > 0) drawShape(img, m, o, s, kShadow, o.z / 2, o.z / 2);
        drawShape(img, m, o, s, tc);
      } else if (o.objClass() != rf::ObjClass::Shadow && o.objClass() != rf::ObjClass::Tracer) {
        fillDisc(img, cx, cy, 2 * m.s, tc);
      }
      return;
    }
  }
}

std::string fixedText(core::Fixed v) {
  return std::to_string(v >> 16);
}

void drawHud(Image& img, const rf::Sim& sim, int player, int y0) {
  img.fillRect(0, y0, img.width(), kHudHeight, kHud);
  const rf::Dashboard d = rf::dashboardOf(sim, player);
  std::string text = "P" + std::to_string(player + 1) + "  ";
  if (!d.vehicle) {
    text += "in the bunker";
  } else {
    text += std::string(rf::vehicleTypeName(d.type)) + "  hp " + fixedText(d.hp) + "/" + fixedText(d.hpMax) +
            "  ammo " + std::to_string(d.ammo[0]);
    if (d.slotShown[1]) text += (d.selected == 1 ? " [" : " ") + std::to_string(d.ammo[1]) + (d.selected == 1 ? "]" : "");
    text += "  mines " + std::to_string(d.mineStock);
  }
  img.drawText(4, y0 + 4, text, kHudText);
  if (d.vehicle) {  // the fuel gauge, red and blinking when low
    const int w = 100;
    const int x = img.width() - w - 6;
    img.drawRect(x, y0 + 14, w, 6, kHudText);
    const int f = d.fuelMax > 0 ? static_cast<int>(static_cast<int64_t>(d.fuel) * (w - 2) / d.fuelMax) : 0;
    if (d.fuelBlinkOn) img.fillRect(x + 1, y0 + 15, std::max(0, f), 4, d.fuelLow ? kWarn : kHudText);
  }
  if (!sim.running) {
    const std::string end = sim.winner < 0 ? "DRAW" : "SIDE " + std::to_string(sim.winner) + " WINS";
    img.drawText(img.width() / 2 - Image::textWidth(end, 2) / 2, y0 - 24, end, core::kWhite, 2);
  }
}

}  // namespace

core::Image renderRfFrame(const rf::Sim& sim, int player, const RfFrameRenderOptions& options) {
  const int s = options.scale;
  if (s < 1 || s > 2) throw std::invalid_argument("scale must be 1 or 2, got " + std::to_string(s));
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const rf::ViewCamera& cam = sim.player[static_cast<size_t>(player)].camera;
  // the whole area of a camera (also when clipped at the map edge: sea beyond)
  const int areaW = 2 * (rf::kViewHalfWidth >> 16);
  const int areaH = 2 * (rf::kViewHalfHeight >> 16);
  Image img(areaW * s, areaH * s + kHudHeight, rgba(26, 52, 128));
  if (!cam.drawn) {
    img.fill(rgba(20, 20, 24));
    const rf::BunkerView& b = sim.player[static_cast<size_t>(player)].bunker;
    static constexpr const char* kPhase[] = {"bunker: select", "bunker: lift", "bunker", "fly-back", "spectating"};
    img.drawText(16, 16, kPhase[static_cast<int>(b.phase)], kHudText, 2);
    drawHud(img, sim, player, img.height() - kHudHeight);
    return img;
  }
  Mapper m;
  m.ox = (cam.x >> 16) - areaW / 2;
  m.oy = (cam.y >> 16) - areaH / 2;
  m.s = s;
  const int cs = kCellPx * s;
  for (int cy = cam.cellY0; cy <= cam.cellY1; ++cy) {
    for (int cx = cam.cellX0; cx <= cam.cellX1; ++cx) {
      Image cellImg(cs, cs);
      drawRfCell(cellImg, sim.world.cell(cx, cy), 0, 0, cs);
      img.blit(cellImg, (cx * kCellPx - m.ox) * s, (cy * kCellPx - m.oy) * s, false);
    }
  }
  // objects, lowest first (the painter's order: ground things, then by height)
  std::vector<const rf::Obj*> objs;
  for (const rf::Obj& o : sim.objs) {
    if (!o.alive() || o.cell == rf::kNoCell) continue;
    const int x = m.x(o.x);
    const int y = m.y(o.y);
    if (x < -32 * s || y < -32 * s || x > img.width() + 32 * s || y > areaH * s + 32 * s) continue;
    objs.push_back(&o);
  }
  std::stable_sort(objs.begin(), objs.end(), [](const rf::Obj* a, const rf::Obj* b) { return a->z < b->z; });
  for (const rf::Obj* o : objs) drawObject(img, m, sim, *o, player);
  img.fillRect(0, areaH * s, img.width(), kHudHeight, kHud);
  drawHud(img, sim, player, areaH * s);
  return img;
}

core::Image renderRfScreen(const rf::Sim& sim, const RfFrameRenderOptions& options) {
  core::Image left = renderRfFrame(sim, 0, options);
  if (sim.players < 2) return left;
  const core::Image right = renderRfFrame(sim, 1, options);
  core::Image out(left.width() * 2 + 4, left.height(), core::kBlack);
  out.blit(left, 0, 0, false);
  out.blit(right, left.width() + 4, 0, false);
  return out;
}

}  // namespace view
