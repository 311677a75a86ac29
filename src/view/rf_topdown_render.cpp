// SPDX-License-Identifier: GPL-3.0-or-later
// The top-down view of one player (rf_topdown_render.hpp).
#include "view/rf_topdown_render.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <vector>

#include "core/trig.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/sub.hpp"
#include "view/polygon_fill.hpp"
#include "view/rf_art.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_map_render.hpp"
#include "view/rf_tile_cache.hpp"

namespace view {

namespace {

using core::Image;
using core::Rgba;
using core::rgba;

constexpr int kCellPx = 32;
constexpr Rgba kSea = rgba(26, 52, 128);   // beyond the map edge
constexpr Rgba kShadow = rgba(0, 0, 0, 90);
constexpr Rgba kShot = rgba(255, 240, 120);
constexpr Rgba kHulk = rgba(40, 38, 36);

// World pixels (16.16) -> image pixels of the area.
struct Mapper {
  int ox = 0;  // the area's north-west corner in world px
  int oy = 0;
  static constexpr int s = 1;
  int x(core::Fixed wx) const { return ((wx >> 16) - ox) * s; }
  int y(core::Fixed wy) const { return ((wy >> 16) - oy) * s; }
};

// A convex polygon filled by scanlines (corners in image pixels).
void fillPolygon(Image& img, const std::vector<std::array<int, 2>>& pts, Rgba c) {
  if (pts.size() < 3) return;
  int y0 = pts[0][1], y1 = pts[0][1];
  for (const auto& p : pts) y0 = std::min(y0, p[1]), y1 = std::max(y1, p[1]);
  struct Crossing {
    int x = 0;
  };
  scanConvex<Crossing>(
      static_cast<int>(pts.size()), y0, y1,
      [&pts](int i, int j, int y, Crossing& lo, Crossing& hi) {
        const auto& a = pts[static_cast<size_t>(i)];
        const auto& b = pts[static_cast<size_t>(j)];
        if ((y < a[1] && y < b[1]) || (y > a[1] && y > b[1])) return false;
        if (a[1] == b[1]) {
          lo.x = std::min(a[0], b[0]);
          hi.x = std::max(a[0], b[0]);
        } else {
          lo.x = hi.x = a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]);
        }
        return true;
      },
      [&img, c](int y, const Crossing& l, const Crossing& r) {
        for (int x = l.x; x <= r.x; ++x) img.blend(x, y, c);
      });
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
      img.blendRect(x0, y0, x1 - x0, y1 - y0, fill);
    }
  }
}

void drawVehicle(Image& img, const Mapper& m, const rf::Sim& sim, const rf::Obj& o) {
  rf::ObjShapeBuf shapeBuf;
  const rf::Shape hull = rf::objShape(sim, o, shapeBuf);
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
    case rf::VehicleType::Heli: {  // the rotor disc, and the nose (its outline narrows to the tail)
      const core::Vec2 d = core::MoveDelta(t.veh.boatBlend, core::px(14));
      img.line(cx - (d.x >> 16) * m.s, cy - (d.y >> 16) * m.s, cx + (d.x >> 16) * m.s, cy + (d.y >> 16) * m.s,
               core::kBlack);
      const core::Vec2 n = core::MoveDelta(o.heading, core::px(6));
      fillDisc(img, cx + (n.x >> 16) * m.s, cy + (n.y >> 16) * m.s, m.s, core::kWhite);
      break;
    }
    default: {  // the nose
      const core::Vec2 d = core::MoveDelta(o.heading, core::px(6));
      fillDisc(img, cx + (d.x >> 16) * m.s, cy + (d.y >> 16) * m.s, m.s, core::kWhite);
      break;
    }
  }
}

// ---- the effects (rf_effects.hpp), seen from above: the height of a blob lifts it up
// the picture by a third (designed: smoke rising reads as drifting north a little) ----
void drawBlob(Image& img, const Mapper& m, const RfBlob& b) {
  const int cx = m.x(b.x), cy = m.y(b.y - b.z / 3);
  const int r = std::max(1, b.r >> 16);
  const int a = core::alpha(b.c);
  if (cx + r < 0 || cy + r < 0 || cx - r >= img.width() || cy - r >= img.height()) return;
  const int64_t r2 = static_cast<int64_t>(r) * r + r;  // the rim pixels keep a little
  const int64_t fade = rfBlobFade(r2);
  for (int dy = -r; dy <= r; ++dy) {
    for (int dx = -r; dx <= r; ++dx) {
      const int alpha = rfBlobAlpha(a, static_cast<int64_t>(dx) * dx + static_cast<int64_t>(dy) * dy, r2, fade);
      if (alpha > 0) img.blend(cx + dx, cy + dy, rfWithAlpha(b.c, alpha));
    }
  }
}

// A line blended over the picture (Bresenham, both ends).
void blendLine(Image& img, int xa, int ya, int xb, int yb, Rgba c) {
  const int dx = std::abs(xb - xa), dy = -std::abs(yb - ya);
  const int stepX = xa < xb ? 1 : -1, stepY = ya < yb ? 1 : -1;
  int err = dx + dy;
  for (int guard = 0; guard < 1024; ++guard) {
    img.blend(xa, ya, c);
    if (xa == xb && ya == yb) return;
    const int e2 = 2 * err;
    if (e2 >= dy) err += dy, xa += stepX;
    if (e2 <= dx) err += dx, ya += stepY;
  }
}

void drawTrail(Image& img, const Mapper& m, const rf::Sim& sim, const rf::Obj& o) {
  std::array<RfTrailPoint, kRfTrailPoints> t{};
  const int n = rfTrail(sim.data(), o, t);
  for (int i = n - 1; i >= 1; --i) {
    const RfTrailPoint& a = t[static_cast<size_t>(i - 1)];
    const RfTrailPoint& b = t[static_cast<size_t>(i)];
    blendLine(img, m.x(a.x), m.y(a.y), m.x(b.x), m.y(b.y), b.c);
  }
}

void drawDebris(Image& img, const Mapper& m, const rf::Sim& sim, const rf::Obj& o) {
  const int32_t spin = rfDebrisSpin(sim, o);
  std::vector<std::array<int, 2>> pts;
  static constexpr std::array<int, 8> kCorner{-2, -1, 2, -1, 2, 1, -2, 1};
  for (size_t k = 0; k < 4; ++k) {
    const core::Vec2 r = core::RotateByHeading(spin, core::px(kCorner[2 * k]), core::px(kCorner[2 * k + 1]));
    pts.push_back({m.x(o.x + r.x), m.y(o.y + r.y)});
  }
  fillPolygon(img, pts, rfDebrisColour(o));
}

void drawScorch(Image& img, const Mapper& m, const rf::Sim& sim, const RfEffects& fx) {
  for (const RfScorch& s : fx.scorch()) {
    const int alpha = rfScorchAlpha(s, sim.tick);
    if (alpha <= 0) continue;  // (the blobs clip to the picture)
    fillDisc(img, m.x(s.x), m.y(s.y), std::max(1, s.r >> 16), rgba(20, 16, 12, static_cast<uint8_t>(alpha)));
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
      drawTrail(img, m, sim, o);
      fillDisc(img, cx, cy, m.s, kShot);
      return;
    case rf::ObjClass::Expl: {
      std::array<RfBlob, kRfExplBlobs> blobs{};
      const int n = rfExplBlobs(sim, o, blobs);
      for (int i = 0; i < n; ++i) drawBlob(img, m, blobs[static_cast<size_t>(i)]);
      return;
    }
    case rf::ObjClass::FWall:
      drawDebris(img, m, sim, o);
      return;
    case rf::ObjClass::Stay:
      if (o.gfx >= static_cast<int32_t>(rf::GfxId::TankHulk) && o.gfx <= static_cast<int32_t>(rf::GfxId::HeliHulk)) {
        img.fillRect(cx - 6 * m.s, cy - 6 * m.s, 12 * m.s, 12 * m.s, kHulk);
      } else {
        fillDisc(img, cx, cy, m.s, kHulk);  // a dead man
      }
      return;
    case rf::ObjClass::Man: {  // the body and the feet striding along the heading
      const core::Vec2 d = core::MoveDelta(o.heading, core::px(2) * rfManStride(o));
      img.set(cx + (d.x >> 16), cy + (d.y >> 16), core::kBlack);
      img.set(cx - (d.x >> 16), cy - (d.y >> 16), core::kBlack);
      fillDisc(img, cx, cy, 2 * m.s, tc);
      return;
    }
    case rf::ObjClass::Flag: {  // the pole and the cloth, its columns waving
      const RfFlagCloth cloth = rfFlagCloth(o);
      static constexpr std::array<int, 4> kWave{0, 1, 1, 0};
      img.fillRect(cx, cy - 6 * m.s, m.s, 7 * m.s, core::kBlack);
      const int top = cy - 3 - 3 * cloth.raised256 / 256;
      for (int i = 0; i < 5; ++i)
        img.fillRect(cx + (i + 1) * m.s, top + kWave[static_cast<size_t>((i + 4 - cloth.phase) & 3)], m.s,
                     3 * m.s, tc);
      return;
    }
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
    case rf::ObjClass::Sub: {
      if ((o.local[rf::kSubFrame] >> 16) == 0) return;  // submerged: the sprite frame - 1, none at 0
      rf::ObjShapeBuf shapeBuf2;
      drawShape(img, m, o, rf::objShape(sim, o, shapeBuf2), rgba(60, 60, 70));
      return;
    }
    case rf::ObjClass::Gate:
    case rf::ObjClass::Storage:
    case rf::ObjClass::StorageDown:
    case rf::ObjClass::DestroyedVehicle: {
      rf::ObjShapeBuf shapeBuf3;
      drawShape(img, m, o, rf::objShape(sim, o, shapeBuf3),
                o.objClass() == rf::ObjClass::DestroyedVehicle ? kHulk : tc);
      return;
    }
    default: {  // any other class with a shape (drones, the submarine ...): its footprint
      rf::ObjShapeBuf shapeBuf4;
      const rf::Shape s = rf::objShape(sim, o, shapeBuf4);
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

// Every cell of the viewport as it is (no dimmed frame round the simulation's area), the sea
// beyond the map's edge (each one the cached textured tile of its cell word, copied row by
// row).
void drawCells(Image& img, const rf::Sim& sim, const Mapper& m) {
  const RfArt& art = rfArt();
  const int frame = rfWaterFrame(sim.tick);
  const int x0 = m.ox / kCellPx - 1, y0 = m.oy / kCellPx - 1;
  const int x1 = (m.ox + img.width()) / kCellPx + 1, y1 = (m.oy + img.height()) / kCellPx + 1;
  rfTileCacheTrim();
  const uint32_t sea = rf::cell::make(2);
  for (int cy = y0; cy <= y1; ++cy) {
    for (int cx = x0; cx <= x1; ++cx) {
      const bool onMap = cx >= 0 && cy >= 0 && cx < rf::kMapCells && cy < rf::kMapCells;
      const uint32_t word = onMap ? sim.world.cell(cx, cy) : sea;
      copyRows(img, rfTopDownTile(art, word, rfCellVariant(cx, cy), frame, false), kRfTilePx, kRfTilePx,
               kRfTilePx, cx * kCellPx - m.ox, cy * kCellPx - m.oy, 0, 0, img.width(), img.height());
    }
  }
}

// Whether an object's cell is one the viewport shows (a cell of margin round it).
bool shown(const Mapper& m, const Image& img, const rf::Obj& o) {
  const int x = o.x >> 16, y = o.y >> 16;
  return x >= m.ox - kCellPx && x < m.ox + img.width() + kCellPx && y >= m.oy - kCellPx &&
         y < m.oy + img.height() + kCellPx;
}

}  // namespace

void drawRfTopDownView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                       const RfEffects* effects) {
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const rf::ViewCamera& cam = sim.player[static_cast<size_t>(player)].camera;
  Image img(vp.w, vp.h, kSea);
  Mapper m;
  m.ox = (cam.x >> 16) - vp.w / 2;
  m.oy = (cam.y >> 16) - vp.h / 2;
  drawCells(img, sim, m);
  if (effects != nullptr) drawScorch(img, m, sim, *effects);
  // the objects the viewport shows, lowest first (the painter's order: ground things, then by
  // height)
  std::vector<const rf::Obj*> objs;
  for (const rf::Obj& o : sim.objs) {
    if (!o.alive() || o.cell == rf::kNoCell || !shown(m, img, o)) continue;
    objs.push_back(&o);
  }
  // designed: an explosion sorts as if 16 px up (its fire covers what burns in it)
  const auto sortZ = [](const rf::Obj* o) {
    return o->z + (o->objClass() == rf::ObjClass::Expl ? core::px(16) : 0);
  };
  std::stable_sort(objs.begin(), objs.end(),
                   [&](const rf::Obj* a, const rf::Obj* b) { return sortZ(a) < sortZ(b); });
  for (const rf::Obj* o : objs) drawObject(img, m, sim, *o, player);
  // the smoke over everything: of the wrecks and hulks, the flames of the burning ones, the ruins
  std::array<RfBlob, kRfSmokePuffs> puffs{};
  for (const rf::Obj* o : objs) {
    if (!rfObjSmokes(*o)) continue;
    if (o->objClass() == rf::ObjClass::DestroyedVehicle)
      drawBlob(img, m, rfHulkFlame(sim.tick, o->x, o->y, o->z + core::px(4), o->id));
    const int n = rfSmokePuffs(sim.tick, o->x, o->y, o->z + core::px(6), o->id, true, puffs);
    for (int i = 0; i < n; ++i) drawBlob(img, m, puffs[static_cast<size_t>(i)]);
  }
  for (int cy = std::max(0, m.oy / kCellPx - 1); cy <= std::min(rf::kMapCells - 1, (m.oy + vp.h) / kCellPx + 1); ++cy) {
    for (int cx = std::max(0, m.ox / kCellPx - 1); cx <= std::min(rf::kMapCells - 1, (m.ox + vp.w) / kCellPx + 1); ++cx) {
      if (!rfRuinSmokes(rf::cell::bno(sim.world.cell(cx, cy)))) continue;
      const core::Vec2 at = rf::staticObjectPos(sim.world, cx, cy);
      const int n = rfSmokePuffs(sim.tick, at.x, at.y, core::px(4),
                                 static_cast<uint32_t>(cy * rf::kMapCells + cx), false, puffs);
      for (int i = 0; i < n; ++i) drawBlob(img, m, puffs[static_cast<size_t>(i)]);
    }
  }
  copyRows(dst, img.pixels().data(), img.width(), img.width(), img.height(), vp.x, vp.y, 0, 0, dst.width(),
           dst.height());
}

}  // namespace view
