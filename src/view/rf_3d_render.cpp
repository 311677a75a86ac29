// SPDX-License-Identifier: GPL-3.0-or-later
// The perspective 3D view of one player (rf_3d_render.hpp).
#include "view/rf_3d_render.hpp"
#include "view/isqrt.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/trig.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/models.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/lift.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/mine.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/view_pass.hpp"
#include "rf/sim/wreck.hpp"
#include "view/polygon_fill.hpp"
#include "view/rf_art.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_fire_cels.hpp"
#include "view/rf_map_render.hpp"
#include "view/rf_tile_cache.hpp"

namespace view {
namespace {

using core::Fixed;
using core::Image;
using core::Rgba;
using core::rgba;

constexpr int kCellPx = 32;
constexpr Rgba kShadow = rgba(0, 0, 0, 90);
constexpr Rgba kDeadMan = rgba(40, 38, 36);
constexpr Rgba kSubGrey = rgba(60, 60, 70);
constexpr Rgba kPole = rgba(20, 20, 20);
constexpr Rgba kMissileBody = rgba(230, 230, 225);
constexpr Rgba kRocketBody = rgba(150, 150, 90);
constexpr Rgba kDeathBody = rgba(220, 40, 40);
constexpr Rgba kExhaust = rgba(255, 150, 40);
constexpr Rgba kGrenadeGreen = rgba(60, 80, 40);

// designed: the sun from the west-north-west and above, direction to it (-2, -1, 3) / sqrt 14
// (the shadows fall east-south-east: a point at height z shades the ground at + (2 z / 3,
// z / 3)); a face is lit ambient 110 + 145 max(0, cos(normal, sun)) of 255: the tops 226,
// the west sides 187, the north 149, the south and east sides (turned from the sun) 110.
constexpr int kSunX = -2, kSunY = -1, kSunZ = 3;
constexpr int64_t kSunLen1000 = 3742;  // sqrt(14) * 1000
constexpr int kAmbient = 110, kSunLight = 145;
// designed: how much of the team colour tints a model (vehicles 1/2, team buildings 1/4)
// so that the sides read apart in the models' own colours.
constexpr int kVehicleTint = 128;  // of 256
constexpr int kBuildingTint = 64;  // of 256
// designed: a model's team faces (kFaceTeam: stripes, bands, flags) take the owner's
// colour almost whole, its other faces the model's tint; and a decal (kFaceDecal)
// sorts as if 8 px nearer, so it is drawn after the face it lies on.
constexpr int kTeamFaceTint = 208;                // of 256
constexpr int64_t kDecalNearer = int64_t{8} << 18;  // 8 px on each of 4 corners' depths
constexpr int32_t kHeliBankStep = 0x11111;          // designed: 6 degrees (0x400000 a turn)

int64_t floorDiv(int64_t a, int64_t b) {
  const int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// ---- the canvas: the viewport of the destination, written in place ----
struct Canvas {
  Rgba* px = nullptr;
  int stride = 0;
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // the clip rectangle (x1, y1 exclusive)
  // An optional clip shape: row y0 + i keeps only x in [rowLo[i], rowHi[i]) (the lift's pit).
  const int* rowLo = nullptr;
  const int* rowHi = nullptr;
  void span(int y, int xa, int xb, Rgba c) const {
    if (y < y0 || y >= y1) return;
    xa = std::max(xa, x0);
    xb = std::min(xb, x1);
    if (rowLo != nullptr) {
      xa = std::max(xa, rowLo[y - y0]);
      xb = std::min(xb, rowHi[y - y0]);
    }
    Rgba* row = px + static_cast<size_t>(y) * static_cast<size_t>(stride);
    if (core::alpha(c) == 0xff) {
      std::fill(row + xa, row + std::max(xa, xb), c);
    } else {
      for (int x = xa; x < xb; ++x) row[x] = core::blendOver(row[x], c);
    }
  }
  void rect(int x, int y, int w, int h, Rgba c) const {
    for (int r = y; r < y + h; ++r) span(r, x, x + w, c);
  }
  void line(int xa, int ya, int xb, int yb, Rgba c) const {  // Bresenham, both ends
    const int dx = std::abs(xb - xa), dy = -std::abs(yb - ya);
    const int stepX = xa < xb ? 1 : -1, stepY = ya < yb ? 1 : -1;
    int err = dx + dy;
    for (int guard = 0; guard < 4096; ++guard) {
      span(ya, xa, xa + 1, c);
      if (xa == xb && ya == yb) return;
      const int e2 = 2 * err;
      if (e2 >= dy) err += dy, xa += stepX;
      if (e2 <= dx) err += dx, ya += stepY;
    }
  }
  void disc(int cx, int cy, int r, Rgba c) const {
    for (int dy = -r; dy <= r; ++dy) {
      int w = 0;
      while ((w + 1) * (w + 1) + dy * dy <= r * r) ++w;
      span(cy + dy, cx - w, cx + w + 1, c);
    }
  }
};

// The first pixel whose centre is at or past v (16.16 screen coordinate).
int pixelFrom(int64_t v) {
  return static_cast<int>(std::clamp<int64_t>((v - 0x8000 + 0xFFFF) >> 16, -(1 << 20), 1 << 20));
}

struct P2 {
  int64_t x = 0, y = 0;
};

// A convex polygon of screen points (16.16) filled by pixel centres (an edge shared by two
// faces gives each pixel to one of them).
// The rows r0..r1 of a convex polygon (screen 16.16): span(r, left, right) with each row's
// leftmost and rightmost edge crossing at the pixel row's centre.
template <class Span>
void convexRows(const P2* p, int n, int r0, int r1, Span&& span) {
  struct Crossing {
    int64_t x = 0;
  };
  scanConvex<Crossing>(
      n, r0, r1,
      [p](int i, int j, int r, Crossing& lo, Crossing& hi) {
        const int64_t yc = (static_cast<int64_t>(r) << 16) + 0x8000;
        const P2& a = p[i];
        const P2& b = p[j];
        if (a.y == b.y || yc < std::min(a.y, b.y) || yc >= std::max(a.y, b.y)) return false;
        lo.x = hi.x = a.x + floorDiv((b.x - a.x) * (yc - a.y), b.y - a.y);
        return true;
      },
      [&span](int r, const Crossing& l, const Crossing& rt) { span(r, l.x, rt.x); });
}

// The pixel rows a polygon's scan covers inside the canvas: [r0, r1).
std::pair<int, int> convexRowRange(const Canvas& cv, const P2* p, int n) {
  int64_t ymin = p[0].y, ymax = p[0].y;
  for (int i = 1; i < n; ++i) ymin = std::min(ymin, p[i].y), ymax = std::max(ymax, p[i].y);
  return {std::max(pixelFrom(ymin), cv.y0), std::min(pixelFrom(ymax), cv.y1)};
}

void fillConvex(const Canvas& cv, const P2* p, int n, Rgba c) {
  if (n < 3) return;
  const auto [r0, r1] = convexRowRange(cv, p, n);
  convexRows(p, n, r0, r1 - 1, [&cv, c](int r, int64_t l, int64_t rt) {
    if (l < rt) cv.span(r, pixelFrom(l), pixelFrom(rt), c);
  });
}

Rgba mix(Rgba a, Rgba b, int t256) {
  const auto ch = [t256](int x, int y) { return static_cast<uint8_t>((x * (256 - t256) + y * t256) / 256); };
  return rgba(ch(core::red(a), core::red(b)), ch(core::green(a), core::green(b)),
              ch(core::blue(a), core::blue(b)), core::alpha(a));
}

Rgba shade(Rgba c, int light) {
  const auto ch = [light](int x) { return static_cast<uint8_t>(x * light / 255); };
  return rgba(ch(core::red(c)), ch(core::green(c)), ch(core::blue(c)), core::alpha(c));
}

// designed: a face that shares no edge with another face of its part is a lone panel
// (leaves, rotor blades, planks, the windscreen) and shows from both sides; the faces of
// the closed solids (boxes, roofs, pyramids: wound counter-clockwise seen from outside)
// are culled when they face away.
using LoneFaces = std::array<std::array<uint16_t, rf::kModelParts>, rf::mdl::Count>;
LoneFaces findLoneFaces() {
  LoneFaces out{};
  for (rf::ModelId id = 0; id < rf::mdl::Count; ++id) {
    const rf::Model& m = rf::modelDef(id);
    for (size_t pi = 0; pi < m.parts().size(); ++pi) {
      const rf::ModelPart& part = m.part[pi];
      const auto faces = part.faces();
      for (size_t f = 0; f < faces.size(); ++f) {
        bool shared = false;
        for (int e = 0; e < 4 && !shared; ++e) {
          const int a = faces[f].v[static_cast<size_t>(e)], b = faces[f].v[static_cast<size_t>((e + 1) & 3)];
          if (a == b) continue;
          for (size_t g = 0; g < faces.size() && !shared; ++g) {
            if (g == f) continue;
            for (int k = 0; k < 4; ++k) {
              const int c = faces[g].v[static_cast<size_t>(k)],
                        d = faces[g].v[static_cast<size_t>((k + 1) & 3)];
              if ((a == c && b == d) || (a == d && b == c)) shared = true;
            }
          }
        }
        if (!shared) out[id][pi] = static_cast<uint16_t>(out[id][pi] | (1u << f));
      }
    }
  }
  return out;
}

bool isLone(rf::ModelId id, size_t part, size_t face) {
  static const LoneFaces kLone = findLoneFaces();
  return ((kLone[id][part] >> face) & 1u) != 0;
}

// ---- the scene ----
struct Scene {
  const rf::Sim& sim;
  const rf::ViewCamera& cam;
  RfCamera3d c3;
  Canvas cv;
  int viewTeam = 0;
  bool aimHelp = true;  // the turret's aim help (rf_3d_render.hpp)
  int gx0 = 0, gy0 = 0, gx1 = -1, gy1 = -1;  // the cells whose ground the picture shows (and a margin)
  // Whether cell (cx, cy) is one the picture shows (its objects are drawn).
  bool shows(int cx, int cy) const { return cx >= gx0 && cx <= gx1 && cy >= gy0 && cy <= gy1 + 2; }
  RfScreenPoint at(Fixed x, Fixed y, Fixed z) const { return rfProject3d(c3, x, y, z); }
  int sx(const RfScreenPoint& p) const { return static_cast<int>(p.x >> 16); }
  int sy(const RfScreenPoint& p) const { return static_cast<int>(p.y >> 16); }
  // A size of `px` world pixels at a point's depth, in whole screen pixels (at least 1).
  int size(int px, const RfScreenPoint& p) const {
    return p.depth <= 0 ? 1
                        : std::max<int>(1, static_cast<int>((static_cast<int64_t>(px) * c3.focal) / p.depth));
  }
};

// The picture's scale against the 1-player 640 x 400 view (1 there, 2 at the 2x picture).
int pictureScale(const Scene& s) {
  return std::max<int>(1, static_cast<int>(s.c3.focal / (int64_t{600} << 16)));
}

// A point of camera space: lateral x, screen-down y, depth (16.16 px), before the divide.
struct CamPoint {
  int64_t x = 0, y = 0, d = 0;
};
CamPoint toCamera(const RfCamera3d& c, Fixed x, Fixed y, Fixed z) {
  const int64_t dx = static_cast<int64_t>(x) - c.camX, dy = static_cast<int64_t>(y) - c.camY;
  CamPoint p;
  p.x = dx;
  p.y = (dy * c.cosP - static_cast<int64_t>(z) * c.sinP) >> 16;
  p.d = c.dist - ((dy * c.sinP + static_cast<int64_t>(z) * c.cosP) >> 16);
  return p;
}
P2 toScreen(const RfCamera3d& c, const CamPoint& p) {
  return {c.cx + p.x * c.focal / p.d, c.cy + p.y * c.focal / p.d};
}

// A convex polygon (camera space) clipped at the near plane, projected and filled.
void fillClipped(const Scene& s, const CamPoint* in, int n, Rgba colour) {
  std::array<P2, 8> out{};
  int m = 0;
  for (int i = 0; i < n && m < 8; ++i) {
    const CamPoint& a = in[i];
    const CamPoint& b = in[(i + 1) % n];
    const bool aIn = a.d >= kRf3dNear, bIn = b.d >= kRf3dNear;
    if (aIn) out[static_cast<size_t>(m++)] = toScreen(s.c3, a);
    if (aIn != bIn && m < 8) {
      const int64_t num = kRf3dNear - a.d, den = b.d - a.d;
      CamPoint q;
      q.x = a.x + (b.x - a.x) * num / den;
      q.y = a.y + (b.y - a.y) * num / den;
      q.d = kRf3dNear;
      out[static_cast<size_t>(m++)] = toScreen(s.c3, q);
    }
  }
  fillConvex(s.cv, out.data(), m, colour);
}

// One part of a model placed in the world: its yaw, position, part offset of a sliding door.
struct PartPose {
  rf::ModelId model = rf::kNoModel;
  int part = 0;
  int32_t heading = 0;
  Fixed dx = 0;  // a slide in the model's own frame before the turn (gate doors)
  Fixed dy = 0;
  int32_t elevation = 0;  // heading units, up: the part tips about `pivot`'s x axis first
  core::Vec3 pivot{};     // (the tank's barrel about its mantlet)
  int32_t roll = 0;       // heading units, right side down: about the y axis at pivot.z (a banking heli)
};

// A vertex rolled by `r` (heading units) about the model's y axis at height z0: the right
// (+x) side goes down.
core::Vec3 rolled(const core::Vec3& v, int32_t r, Fixed z0) {
  if (r == 0) return v;
  const int64_t up = v.z - z0, c = core::CosFixed(r), sn = core::SinFixed(r);
  return {static_cast<Fixed>((v.x * c + up * sn) >> 16), v.y, static_cast<Fixed>(z0 + ((up * c - v.x * sn) >> 16))};
}

// A vertex of a part tipped up by `e` (heading units) about the x axis through `pivot`:
// the part's front (-y) rises.
core::Vec3 elevated(const core::Vec3& v, int32_t e, const core::Vec3& pivot) {
  if (e == 0) return v;
  const int64_t fwd = pivot.y - v.y, up = v.z - pivot.z;
  const int64_t c = core::CosFixed(e), sn = core::SinFixed(e);
  const int64_t f2 = (fwd * c - up * sn) >> 16, u2 = (fwd * sn + up * c) >> 16;
  return {v.x, static_cast<Fixed>(pivot.y - f2), static_cast<Fixed>(pivot.z + u2)};
}

struct Face {
  int64_t key = 0;  // minus the depth: smaller is farther
  int order = 0;
  int n = 4;
  std::array<CamPoint, 6> p{};  // (6: a quad cut at the waterline)
  Rgba colour = 0;
};

// The faces of some model parts at (x, y, z): turned, culled, lit, tinted.
class ModelDraw {
 public:
  ModelDraw(const Scene& s, Fixed x, Fixed y, Fixed z, Rgba tint = 0, int tintAmount = 0)
      : s_(s), x_(x), y_(y), z_(z), tint_(tint), tintAmount_(tintAmount) {}

  void add(const PartPose& pp) {
    if (pp.model == rf::kNoModel) return;
    const rf::Model& m = rf::modelDef(pp.model);
    if (pp.part < 0 || pp.part >= m.nparts) return;
    const rf::ModelPart& part = m.part[static_cast<size_t>(pp.part)];
    const auto verts = part.verts();
    const auto faces = part.faces();
    for (size_t fi = 0; fi < faces.size(); ++fi) {
      const rf::ModelFace& f = faces[fi];
      std::array<core::Vec3, 4> w{};
      for (size_t k = 0; k < 4; ++k) {
        const core::Vec3 v = rolled(elevated(verts[f.v[k]], pp.elevation, pp.pivot), pp.roll, pp.pivot.z);
        const core::Vec2 r = core::RotateByHeading(pp.heading, v.x + pp.dx, v.y + pp.dy);
        w[k] = {x_ + r.x, y_ + r.y, z_ + v.z};
      }
      // the normal (c - a) x (d - b), in 1/16 px
      const auto d = [](Fixed a, Fixed b) { return static_cast<int64_t>((a - b) >> 12); };
      const int64_t ux = d(w[2].x, w[0].x), uy = d(w[2].y, w[0].y), uz = d(w[2].z, w[0].z);
      const int64_t vx = d(w[3].x, w[1].x), vy = d(w[3].y, w[1].y), vz = d(w[3].z, w[1].z);
      int64_t nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
      // toward the eye from the face's first corner, in whole px
      const int64_t ex = (s_.c3.eyeX - w[0].x) >> 16, ey = (s_.c3.eyeY - w[0].y) >> 16,
                    ez = (s_.c3.eyeZ - w[0].z) >> 16;
      const int64_t toViewer = nx * ex + ny * ey + nz * ez;
      if (toViewer <= 0) {
        if (toViewer == 0 || !isLone(pp.model, static_cast<size_t>(pp.part), fi)) continue;
        nx = -nx, ny = -ny, nz = -nz;
      }
      const int64_t len = isqrt(nx * nx + ny * ny + nz * nz);
      const int64_t dot = std::max<int64_t>(0, nx * kSunX + ny * kSunY + nz * kSunZ);
      const int64_t light = kAmbient + (len == 0 ? 0 : kSunLight * dot * 1000 / (len * kSunLen1000));
      Rgba c = rgba(static_cast<uint8_t>(f.colour >> 16), static_cast<uint8_t>(f.colour >> 8),
                    static_cast<uint8_t>(f.colour));
      if (tintAmount_ > 0) c = mix(c, tint_, f.team() ? kTeamFaceTint : tintAmount_);
      Face out;
      out.colour = shade(c, static_cast<int>(std::clamp<int64_t>(light, 0, 255)));
      const bool tri = f.v[3] == f.v[2];
      out.n = tri ? 3 : 4;
      int64_t depth = 0;
      if (waterline_) {  // only what is above the water (z >= 0): the polygon cut at z = 0
        std::array<core::Vec3, 6> kept{};
        int kn = 0;
        for (int k = 0; k < out.n; ++k) {
          const core::Vec3& a = w[static_cast<size_t>(k)];
          const core::Vec3& b = w[static_cast<size_t>((k + 1) % out.n)];
          if (a.z >= 0) kept[static_cast<size_t>(kn++)] = a;
          if ((a.z >= 0) != (b.z >= 0)) {
            const int64_t t = (int64_t{-a.z} << 16) / (int64_t{b.z} - a.z);
            kept[static_cast<size_t>(kn++)] = {a.x + static_cast<Fixed>((int64_t{b.x} - a.x) * t >> 16),
                                              a.y + static_cast<Fixed>((int64_t{b.y} - a.y) * t >> 16), 0};
          }
        }
        if (kn < 3) continue;
        for (int k = 0; k < kn; ++k) {
          out.p[static_cast<size_t>(k)] = toCamera(s_.c3, kept[static_cast<size_t>(k)].x,
                                                   kept[static_cast<size_t>(k)].y, kept[static_cast<size_t>(k)].z);
          depth += out.p[static_cast<size_t>(k)].d;
        }
        depth = depth * 4 / kn;
        out.n = kn;
      } else {
        for (size_t k = 0; k < 4; ++k) {
          out.p[k] = toCamera(s_.c3, w[k].x, w[k].y, w[k].z);
          depth += out.p[k].d;
        }
      }
      out.key = -depth + (f.decal() ? kDecalNearer : 0);
      out.order = static_cast<int>(faces_.size());
      faces_.push_back(out);
    }
  }

  // Every part of a model in one pose (its part field ignored).
  void addAll(PartPose pose) {
    if (pose.model == rf::kNoModel) return;
    for (pose.part = 0; pose.part < rf::modelDef(pose.model).nparts; ++pose.part) add(pose);
  }
  void addAll(rf::ModelId id, int32_t heading) { addAll(PartPose{id, 0, heading}); }
  // Whether the faces are cut at the water (z = 0): only what is above is drawn.
  void waterline(bool on) { waterline_ = on; }

  void draw() {
    std::sort(faces_.begin(), faces_.end(), [](const Face& a, const Face& b) {
      return a.key != b.key ? a.key < b.key : a.order < b.order;
    });
    for (const Face& f : faces_) fillClipped(s_, f.p.data(), f.n, f.colour);
  }

 private:
  const Scene& s_;
  Fixed x_, y_, z_;
  Rgba tint_;
  int tintAmount_;
  bool waterline_ = false;
  std::vector<Face> faces_;
};

// The shadow of a model's upward faces (one part) on the ground, cast by the sun.
void drawModelShadow(const Scene& s, rf::ModelId id, int part, int32_t heading, Fixed x, Fixed y, Fixed z) {
  if (id == rf::kNoModel) return;
  const rf::Model& m = rf::modelDef(id);
  if (part >= m.nparts) return;
  const rf::ModelPart& pm = m.part[static_cast<size_t>(part)];
  for (const rf::ModelFace& f : pm.faces()) {
    std::array<core::Vec3, 4> w{};
    for (size_t k = 0; k < 4; ++k) {
      const core::Vec3& v = pm.verts()[f.v[k]];
      const core::Vec2 r = core::RotateByHeading(heading, v.x, v.y);
      w[k] = {x + r.x, y + r.y, z + v.z};
    }
    const int64_t ux = (w[2].x - w[0].x) >> 12, uy = (w[2].y - w[0].y) >> 12;
    const int64_t vx = (w[3].x - w[1].x) >> 12, vy = (w[3].y - w[1].y) >> 12;
    if (ux * vy - uy * vx <= 0) continue;  // only the faces looking up
    std::array<CamPoint, 4> p{};
    for (size_t k = 0; k < 4; ++k) {
      const Fixed h = std::max<Fixed>(w[k].z, 0);
      p[k] = toCamera(s.c3, w[k].x + h / 3 * 2, w[k].y + h / 3, 0);
    }
    fillClipped(s, p.data(), f.v[3] == f.v[2] ? 3 : 4, kShadow);
  }
}

constexpr size_t kMaxFootprintVerts = 8;

// An object's collision footprint laid flat at height z (the submarine, lifts, anything
// without a model).
void drawFootprint(const Scene& s, const rf::Obj& o, rf::Shape shape, Fixed z, Rgba c) {
  for (const rf::ShapePart& p : shape) {
    if (p.type == rf::PartType::Polygon && p.verts.size() >= 3 && p.verts.size() <= kMaxFootprintVerts) {
      std::array<CamPoint, kMaxFootprintVerts> pts{};
      for (size_t i = 0; i < p.verts.size(); ++i) {
        const core::Vec2 r = core::RotateByHeading(o.heading, p.dx + p.verts[i].x, p.dy + p.verts[i].y);
        pts[i] = toCamera(s.c3, o.x + r.x, o.y + r.y, z);
      }
      fillClipped(s, pts.data(), static_cast<int>(p.verts.size()), c);
    } else if (p.type == rf::PartType::Box && p.pickup == 0) {
      const Fixed x0 = o.x + p.dx + p.bbox.x0, x1 = o.x + p.dx + p.bbox.x1;
      const Fixed y0 = o.y + p.dy + p.bbox.y0, y1 = o.y + p.dy + p.bbox.y1;
      const std::array<CamPoint, 4> pts{toCamera(s.c3, x0, y0, z), toCamera(s.c3, x1, y0, z),
                                        toCamera(s.c3, x1, y1, z), toCamera(s.c3, x0, y1, z)};
      fillClipped(s, pts.data(), 4, c);
    }
  }
}

// ---- the ground ----
// Every row of the viewport is one line of the ground plane (z = 0) at one world y: the
// texels along it are stepped at a constant rate (the exact perspective of a row).
void drawGround(const Scene& s) {
  const RfArt& art = rfArt();
  const int frame = rfWaterFrame(s.sim.tick);
  rfTileCacheTrim();
  const int gx0 = s.gx0, gx1 = s.gx1, gy0 = s.gy0, gy1 = s.gy1;
  const int gw = gx1 - gx0 + 1, gh = gy1 - gy0 + 1;
  std::vector<const Rgba*> grid(static_cast<size_t>(gw) * static_cast<size_t>(gh));
  const uint32_t sea = 2;
  for (int cy = gy0; cy <= gy1; ++cy) {
    for (int cx = gx0; cx <= gx1; ++cx) {
      const bool onMap = cx >= 0 && cy >= 0 && cx < rf::kMapCells && cy < rf::kMapCells;
      const uint32_t word = onMap ? s.sim.world.cell(cx, cy) : 0;
      const uint32_t terrain = onMap ? rf::cell::terrain(word) : sea;
      const RfGroundOverlay ov = onMap ? rfGroundOverlay(rf::cell::bno(word)) : RfGroundOverlay::None;
      grid[static_cast<size_t>((cy - gy0) * gw + (cx - gx0))] =
          rfGroundTile(art, terrain, rfCellVariant(cx, cy), frame, ov);
    }
  }
  const RfCamera3d& c = s.c3;
  const int64_t fc = (c.focal * c.cosP) >> 16;
  for (int r = s.cv.y0; r < s.cv.y1; ++r) {
    const int64_t t = (static_cast<int64_t>(r) << 16) + 0x8000 - c.cy;
    const int64_t dy = t * c.dist / (fc + ((t * c.sinP) >> 16));
    const int64_t depth = c.dist - ((dy * c.sinP) >> 16);
    const int64_t step = (depth << 16) / c.focal;  // world px (16.16) a screen px
    const int64_t col0 = (static_cast<int64_t>(s.cv.x0) << 16) + 0x8000 - c.cx;
    int64_t wx = c.camX + col0 * depth / c.focal;
    const int64_t wyPx = (c.camY + dy) >> 16;
    const int cyCell = static_cast<int>(std::clamp<int64_t>(wyPx >> 5, gy0, gy1));
    const int ty = static_cast<int>(wyPx & 31);
    const Rgba* const* gridRow = grid.data() + static_cast<size_t>((cyCell - gy0) * gw);
    Rgba* out = s.cv.px + static_cast<size_t>(r) * static_cast<size_t>(s.cv.stride);
    int x = s.cv.x0;
    while (x < s.cv.x1) {
      const int64_t cell = wx >> 21;
      const int cxCell = static_cast<int>(std::clamp<int64_t>(cell, gx0, gx1));
      const Rgba* texRow = gridRow[cxCell - gx0] + ty * kCellPx;
      // the pixels until the next cell's west edge
      const int64_t next = (cell + 1) << 21;
      const int64_t n = std::min<int64_t>(s.cv.x1 - x, (next - wx + step - 1) / step);
      for (int64_t i = 0; i < n; ++i) {
        out[x++] = texRow[(wx >> 16) & 31];
        wx += step;
      }
    }
  }
}

// ---- the things drawn in depth order ----
enum class ItemKind : uint8_t { Cell, Object, Blob };
struct Item {
  int64_t key = 0;
  int order = 0;
  ItemKind kind = ItemKind::Cell;
  int cx = 0, cy = 0;
  const rf::Obj* obj = nullptr;
  size_t blob = 0;  // a smoke puff: its index in the scene's blobs
};

// designed: a static object looks damaged while its hit points are at most half of what
// its table strength stores (and that is at least 2).
rf::BnoLook bnoLook(const rf::DataTables& data, uint32_t word) {
  const uint32_t bno = rf::cell::bno(word);
  const uint32_t full = rf::cell::hpFromStrength(rf::bnoDef(data, bno).strength);
  const uint32_t hp = rf::cell::hp(word);
  return (full >= 2 && hp * 2 <= full) ? rf::BnoLook::Damaged : rf::BnoLook::Intact;
}

bool isTower(uint32_t bno) {
  return bno == rf::bnoId(rf::Bno::Tower) || bno == rf::bnoId(rf::Bno::LargeTower);
}

void drawCellModel(const Scene& s, int cx, int cy) {
  const uint32_t w = s.sim.world.cell(cx, cy);
  const uint32_t bno = rf::cell::bno(w);
  const core::Vec2 pos = rf::staticObjectPos(s.sim.world, cx, cy);
  const int team = static_cast<int>(rf::cell::team(w));
  ModelDraw md(s, pos.x, pos.y, 0, rfTeamColour(team), team < 2 ? kBuildingTint : 0);
  const rf::ModelId id = rf::bnoModelIn(bno, bnoLook(s.sim.data(), w));
  if (isTower(bno)) {  // the base, and the turret in the pose of the cell's jitter
    md.add({id, rf::kTowerBasePart, 0});
    if (rf::cell::hp(w) > 0)
      md.add({id, rf::kTowerTurretPart, rf::towerJitterPose(s.sim, cy * rf::kMapCells + cx).yaw});
  } else {
    md.addAll(id, 0);
  }
  md.draw();
}

const rf::TeamState* teamVehicleState(const rf::Sim& sim, const rf::Obj& o) {
  const rf::TeamState& t = sim.team[static_cast<size_t>(o.team & 1)];
  return t.vehicle == o.slot() ? &t : nullptr;
}

// The turret's aim, a designed help (switched off by the options' AIM HELP): on the own
// tank a bright sight line along the turret's top from its middle to past the muzzle, in
// the aim's direction (so a turned turret reads at a glance); while Q / E turn it (or C
// centres it) a faint dashed line on the ground from the tank to the shell's reach (its
// type's speed times its life) with a cross at the end.
void drawAim(const Scene& s, const rf::Obj& o, const rf::TeamState& t, int32_t yaw) {
  const int64_t dx = core::SinFixed(yaw), dy = -core::CosFixed(yaw);
  const auto along = [&](int64_t d, Fixed z) {
    return s.at(o.x + static_cast<Fixed>(d * dx >> 16), o.y + static_cast<Fixed>(d * dy >> 16), z);
  };
  const int sc = pictureScale(s);
  const Fixed top = core::px(9);  // over the turret's roof
  const RfScreenPoint a = along(0, top), b = along(core::px(16), top);
  if (a.ok && b.ok) {
    for (int k = 0; k < sc; ++k) s.cv.line(s.sx(a) + k, s.sy(a), s.sx(b) + k, s.sy(b), rgba(255, 240, 160, 200));
    s.cv.disc(s.sx(b), s.sy(b), sc, rgba(255, 250, 210));
  }
  const bool turning = (t.veh.ctrl & (rf::input::kX4 | rf::input::kX5)) != 0 || t.veh.turretTarget != 0;
  if (!turning) return;
  const int32_t proj = t.veh.slots[0].proj;
  int64_t reach = core::px(160);
  if (proj >= 0 && proj < 12) {
    const rf::ProjectileType& pt = rf::projectileType(s.sim.data(), proj);
    reach = std::clamp<int64_t>(int64_t{pt.speed} * pt.life, core::px(32), core::px(400));
  }
  const Rgba faint = rgba(255, 255, 255, 120);
  for (int64_t d = core::px(18); d < reach; d += core::px(12)) {  // 8 px dashes, 4 px gaps
    const RfScreenPoint p0 = along(d, 0), p1 = along(std::min(reach, d + core::px(8)), 0);
    if (p0.ok && p1.ok) s.cv.line(s.sx(p0), s.sy(p0), s.sx(p1), s.sy(p1), faint);
  }
  const RfScreenPoint e = along(reach, 0);
  if (!e.ok) return;
  const int r = std::max(3 * sc, s.size(4, e));
  s.cv.line(s.sx(e) - r, s.sy(e), s.sx(e) + r, s.sy(e), faint);
  s.cv.line(s.sx(e), s.sy(e) - r, s.sx(e), s.sy(e) + r, faint);
}

// The jeep as a boat: its hull this far down in the water (designed: 2 px, half its 4 px
// hull, so the water's line runs along its sides).
constexpr Fixed kBoatSink = 2 << 16;

// A boat's wake on the water behind it: a churned patch at the stern and two arms of foam
// spreading back from it in a V (designed: arms 1/3 as wide as long, as long as 48 px times
// the speed over the top speed, fading to the ends; a still boat a faint ring of ripples).
void drawWake(const Scene& s, const rf::Obj& o, Fixed topSpeed) {
  const int64_t fx = core::SinFixed(o.heading), fy = -core::CosFixed(o.heading);  // forward
  const int64_t speed = std::abs(int64_t{o.speed});
  const int64_t frac = std::min<int64_t>(core::kOne, speed * core::kOne / std::max<Fixed>(topSpeed, 1));
  const auto at = [&](int64_t back, int64_t side) {  // 16.16 px behind the middle and to the right
    return toCamera(s.c3, o.x + static_cast<Fixed>((-back * fx - side * fy) >> 16),
                    o.y + static_cast<Fixed>((-back * fy + side * fx) >> 16), 0);
  };
  const int64_t stern = core::px(7);
  // the water's line round the hull: a ring of ripples, wider still
  std::array<CamPoint, 8> ring{};
  const int64_t grow = frac < core::kOne / 8 ? core::px(2) : 0;
  for (size_t k = 0; k < 8; ++k) {
    const int32_t ang = static_cast<int32_t>(k) * 0x80000;
    const int64_t rx = (core::px(5) + grow) * core::SinFixed(ang) >> 16, ry = -(core::px(10) + grow) * core::CosFixed(ang) >> 16;
    ring[k] = at(-ry, rx);
  }
  fillClipped(s, ring.data(), 8, rgba(225, 240, 250, 70));
  if (frac < core::kOne / 8) return;
  const int64_t len = core::px(48) * frac >> 16;
  const int ph = static_cast<int>((static_cast<uint32_t>(s.sim.tick) + o.id) & 3);  // the foam stirs
  constexpr int kPieces = 4;
  for (int arm = -1; arm <= 1; arm += 2) {
    for (int k = 0; k < kPieces; ++k) {
      const int64_t b0 = stern + len * k / kPieces, b1 = stern + len * (k + 1) / kPieces;
      const int64_t w0 = core::px(2) + (len * k / kPieces) / 3, w1 = core::px(2) + (len * (k + 1) / kPieces) / 3;
      const int64_t th = core::px(1) + (ph == k ? core::kOne / 2 : 0);  // the foam's width
      const std::array<CamPoint, 4> q{at(b0, arm * w0), at(b1, arm * w1), at(b1, arm * (w1 + th)),
                                      at(b0, arm * (w0 + th))};
      fillClipped(s, q.data(), 4, rgba(240, 248, 255, static_cast<uint8_t>(190 - k * 45)));
    }
  }
  // the churn behind the stern, as long as half the arms
  for (int k = 0; k < 3; ++k) {  // in patches, fading back
    const int64_t b0 = stern + len * k / 6, b1 = stern + len * (k + 1) / 6 - core::px(1);
    const int64_t w = core::px(3) - core::px(k) / 2 + ((ph + k) & 1) * (core::kOne / 2);
    const std::array<CamPoint, 4> churn{at(b0, -w), at(b0, w), at(b1, w * 3 / 4), at(b1, -w * 3 / 4)};
    fillClipped(s, churn.data(), 4, rgba(220, 236, 245, static_cast<uint8_t>(120 - k * 35)));
  }
  // the bow's spray at its sides
  for (int side = -1; side <= 1; side += 2) {
    const std::array<CamPoint, 3> bow{at(-core::px(9), side * core::px(3)), at(-core::px(4), side * core::px(6)),
                                      at(-core::px(2), side * core::px(4))};
    fillClipped(s, bow.data(), 3, rgba(245, 250, 255, static_cast<uint8_t>(90 + (frac * 120 >> 16))));
  }
}

void drawVehicle(const Scene& s, const rf::Obj& o) {
  const rf::TeamState* t = teamVehicleState(s.sim, o);
  rf::ModelId hull = rf::modelOfGfx(o.gfx);
  // the jeep's boat form in water (+0x80 the blend, 0 wheels .. 1.0 boat): the boat's
  // model from half way (designed: the notes give no in-between shape)
  if (t != nullptr && t->veh.type == rf::VehicleType::Jeep && t->veh.boatBlend >= core::kOne / 2) {
    const rf::ModelId boat = rf::vehicleModels(rf::VehicleType::Jeep).boat;
    if (boat != rf::kNoModel) hull = boat;
  }
  // afloat: the hull sits down in the water and leaves a wake (designed: rf_3d_render.hpp)
  Fixed sink = 0;
  if (t != nullptr && t->veh.type == rf::VehicleType::Jeep && t->veh.boatBlend > 0) {
    sink = static_cast<Fixed>(int64_t{kBoatSink} * std::min<Fixed>(t->veh.boatBlend, core::kOne) >> 16);
    if (t->veh.boatBlend >= core::kOne / 2) drawWake(s, o, rf::vehicleDef(s.sim.data(), rf::VehicleType::Jeep).maxFwd);
  }
  ModelDraw md(s, o.x, o.y, o.z - sink, rfTeamColour(o.team), kVehicleTint);
  md.waterline(sink > 0 && o.z - sink < 0);
  // the heli banks into a turn (+0x88, -3..3; designed: kHeliBankStep a step, about its
  // middle 6 px up); its rotor stays level (it turns on its own)
  const int32_t roll = t != nullptr && t->veh.type == rf::VehicleType::Heli
                           ? std::clamp(t->veh.bank, -3, 3) * kHeliBankStep
                           : 0;
  PartPose body{hull, 0, o.heading};
  body.roll = roll;
  body.pivot = {0, 0, core::px(6)};
  md.addAll(body);
  if (t != nullptr) {
    const rf::VehicleModels& vm = rf::vehicleModels(t->veh.type);
    switch (t->veh.type) {
      case rf::VehicleType::Tank: {
        // the turret turns (+0x58); its barrel also elevates (+0x50: 0 flat, 0x3b8e39 raised,
        // a heading below 0: up) about the mantlet
        const int32_t yaw = o.heading + t->veh.turretYaw;
        const int32_t elev = t->veh.cannonElev > 0x200000 ? 0x400000 - t->veh.cannonElev : -t->veh.cannonElev;
        for (int p = 0; p < (vm.turret == rf::kNoModel ? 0 : rf::modelDef(vm.turret).nparts); ++p) {
          PartPose pose{vm.turret, p, yaw};
          if (p == rf::kTankBarrelPart) {
            pose.elevation = elev;
            pose.pivot = rf::kTankBarrelPivot;
          }
          md.add(pose);
        }
        if (s.aimHelp && o.team == s.viewTeam) {
          md.draw();
          drawAim(s, o, *t, yaw);
          return;
        }
        break;
      }
      case rf::VehicleType::Msv:
        md.addAll(vm.turret, o.heading);
        break;
      case rf::VehicleType::Heli:
        md.addAll(vm.rotor, t->veh.boatBlend);
        break;  // +0x80 the rotor angle
      default:
        break;
    }
  }
  md.draw();
}

void drawTurret(const Scene& s, const rf::Obj& o) {
  const uint32_t bno = static_cast<uint32_t>(o.local[rf::kTurretBno]) & 0x7F;
  const uint32_t tower = isTower(bno) ? bno
                                      : (o.objClass() == rf::ObjClass::TurretGunLarge ? rf::bnoId(rf::Bno::LargeTower)
                                                                                      : rf::bnoId(rf::Bno::Tower));
  // the tower's look follows its cell's hit points (the cell holds the tower, or the
  // awake tower BNO while the turret is up), as a cell's own model does
  const bool onCell = o.cell >= 0 && o.cell < rf::kMapCells * rf::kMapCells;
  const uint32_t w = onCell ? s.sim.cellWord(o.cell) : 0;
  const uint32_t there = rf::cell::bno(w);
  const bool onTower = onCell && (there == tower || there == rf::bnoId(rf::Bno::ActiveTower));
  const rf::ModelId id = rf::bnoModelIn(tower, onTower ? bnoLook(s.sim.data(), rf::cell::withBno(w, tower)) : rf::BnoLook::Intact);
  ModelDraw md(s, o.x, o.y, o.z, rfTeamColour(o.team), kBuildingTint);
  md.add({id, rf::kTowerBasePart, 0});
  md.add({id, rf::kTowerTurretPart, o.heading});
  md.draw();
}

void drawGate(const Scene& s, const rf::Obj& o) {
  const uint32_t bno = static_cast<uint32_t>(o.local[rf::kGateBno]) & 0x7F;
  const rf::ModelId id = rf::bnoModel(bno);
  const bool vertical = bno == rf::bnoId(rf::Bno::GateV);
  const Fixed open = o.local[rf::kGateOpening];
  ModelDraw md(s, o.x, o.y, o.z, rfTeamColour(o.team), kBuildingTint);
  md.add({id, 0, 0, vertical ? 0 : -open, vertical ? -open : 0});  // door a west / north
  md.add({id, 1, 0, vertical ? 0 : open, vertical ? open : 0});
  md.draw();
}

// A small upright sprite: a column from the ground point up h px.
void standing(const Scene& s, const rf::Obj& o, int w, int h, Rgba c) {
  const RfScreenPoint foot = s.at(o.x, o.y, o.z);
  const RfScreenPoint head = s.at(o.x, o.y, o.z + core::px(h));
  const int sw = s.size(w, foot);
  s.cv.rect(s.sx(foot) - sw / 2, s.sy(head), sw, std::max(1, s.sy(foot) - s.sy(head)), c);
}

// A shot's streak: from its head back along its screen direction, at least `minPx` long (so
// it shows at any zoom, designed), a soft glow under a bright line fading to the tail, and a
// bright core at the head. `len` is ticks of flight behind the head.
void drawStreak(const Scene& s, const rf::Obj& o, int len, int minPx, Rgba core, Rgba glow, int coreR) {
  const RfScreenPoint head = s.at(o.x, o.y, o.z);
  if (!head.ok) return;
  const Fixed vx = o.local[rf::kProjVelX], vy = o.local[rf::kProjVelY], vz = o.local[rf::kProjVelZ];
  const RfScreenPoint tail = s.at(o.x - len * vx, o.y - len * vy, o.z - len * vz);
  const int sc = pictureScale(s);
  const int hx = s.sx(head), hy = s.sy(head);
  if (tail.ok) {
    int64_t dx = tail.x - head.x, dy = tail.y - head.y;
    const int64_t l = isqrt(((dx >> 8) * (dx >> 8)) + ((dy >> 8) * (dy >> 8))) << 8;  // 16.16 px
    const int64_t want = int64_t{minPx * sc} << 16;
    if (l > 0 && l < want) dx = dx * want / l, dy = dy * want / l;
    if (l > 0) {
      // tapered quads from the head to the tail: the glow (3 px a side at the head) and the
      // line (1 px a side), each a wedge to a point
      const int64_t l2 = isqrt(((dx >> 8) * (dx >> 8)) + ((dy >> 8) * (dy >> 8))) << 8;
      const int64_t nx = -dy * 65536 / std::max<int64_t>(1, l2), ny = dx * 65536 / std::max<int64_t>(1, l2);
      const auto wedge = [&](int64_t half, Rgba c) {
        const int64_t ox = nx * half >> 16, oy = ny * half >> 16;
        const std::array<P2, 4> q{P2{head.x + ox, head.y + oy}, P2{head.x + dx + ox / 4, head.y + dy + oy / 4},
                                  P2{head.x + dx - ox / 4, head.y + dy - oy / 4}, P2{head.x - ox, head.y - oy}};
        fillConvex(s.cv, q.data(), 4, c);
      };
      wedge(int64_t{4 * sc} << 16, glow);
      wedge((int64_t{sc} << 16) + 0x8000, core);
    }
  }
  s.cv.disc(hx, hy, coreR * sc + 1, glow);
  s.cv.disc(hx, hy, std::max(1, coreR * sc), core);
}

// A projectile by the model of its type (rf/data/projectile_types.hpp): shells with a white-hot
// core and a short streak, bullets as long thin tracers, missiles and rockets as a body along
// their velocity with the exhaust's flame at its tail (designed: the streaks' lengths).
void drawProjectile(const Scene& s, const rf::Obj& o) {
  const RfScreenPoint head = s.at(o.x, o.y, o.z);
  if (o.objClass() == rf::ObjClass::Grenade) {
    s.cv.disc(s.sx(head), s.sy(head), std::max(2 * pictureScale(s), s.size(1, head)), kGrenadeGreen);
    s.cv.disc(s.sx(head) - 1, s.sy(head) - 1, std::max(1, s.size(1, head) / 2), rgba(150, 170, 110));
    return;
  }
  const int32_t type = o.local[rf::kProjType];
  const rf::ProjModel model = type >= 0 && type < 12 ? rf::projectileType(s.sim.data(), type).model : rf::ProjModel::Shell;
  Rgba body = kMissileBody;
  switch (model) {
    case rf::ProjModel::None:
      return;
    case rf::ProjModel::Shell:  // designed: 3 ticks of flight, at least 12 px
      drawStreak(s, o, 3, 14, rgba(255, 250, 220), rgba(255, 170, 60, 150), 2);
      return;
    case rf::ProjModel::Bullet:  // designed: a tracer, 5 ticks, at least 18 px
      drawStreak(s, o, 5, 18, rgba(255, 240, 150), rgba(255, 200, 80, 70), 1);
      return;
    case rf::ProjModel::Missile:
      break;
    case rf::ProjModel::Rocket:
      body = kRocketBody;
      break;
    case rf::ProjModel::DeathMissile:
      body = kDeathBody;
      break;
  }
  const RfScreenPoint tail = s.at(o.x - 2 * o.local[rf::kProjVelX], o.y - 2 * o.local[rf::kProjVelY],
                                  o.z - 2 * o.local[rf::kProjVelZ]);
  const int sc = pictureScale(s);
  for (int k = 0; k < sc + 1; ++k) s.cv.line(s.sx(tail), s.sy(tail) + k, s.sx(head), s.sy(head) + k, body);
  // the flame: a hot core in an orange glow, flickering with the tick
  const int flick = ((o.id + static_cast<uint32_t>(s.sim.tick)) & 1) != 0 ? 1 : 0;
  s.cv.disc(s.sx(tail), s.sy(tail), (2 + flick) * sc, rgba(255, 150, 40, 150));
  s.cv.disc(s.sx(tail), s.sy(tail), sc, rgba(255, 245, 200));
}

// ---- the effects (rf_effects.hpp) ----
// A soft round blob: its opacity falls off smoothly to the rim (rfBlobAlpha).
void drawBlob(const Scene& s, const RfBlob& b) {
  const RfScreenPoint p = s.at(b.x, b.y, b.z);
  if (!p.ok) return;
  const int64_t r16 = static_cast<int64_t>(b.r) * s.c3.focal / p.depth;  // 16.16 screen px
  const int r = std::max(1, static_cast<int>(r16 >> 16));
  const int cx = s.sx(p), cy = s.sy(p);
  if (cx + r < s.cv.x0 || cx - r >= s.cv.x1 || cy + r < s.cv.y0 || cy - r >= s.cv.y1) return;
  const int a = core::alpha(b.c);
  const int64_t r2 = static_cast<int64_t>(r) * r + r;  // the rim pixels keep a little
  const int64_t fade = rfBlobFade(r2);
  for (int dy = std::max(-r, s.cv.y0 - cy); dy <= r && cy + dy < s.cv.y1; ++dy) {
    const int w = static_cast<int>(isqrt(static_cast<int64_t>(r) * r - static_cast<int64_t>(dy) * dy));
    Rgba* row = s.cv.px + static_cast<size_t>(cy + dy) * static_cast<size_t>(s.cv.stride);
    const int xa = std::max(cx - w, s.cv.x0), xb = std::min(cx + w + 1, s.cv.x1);
    for (int x = xa; x < xb; ++x) {
      const int64_t d2 = static_cast<int64_t>(x - cx) * (x - cx) + static_cast<int64_t>(dy) * dy;
      const int alpha = rfBlobAlpha(a, d2, r2, fade);
      if (alpha > 0) row[x] = core::blendOver(row[x], rfWithAlpha(b.c, alpha));
    }
  }
}

// A fire cel (rf_fire_cels.hpp) standing up at its point, scaled by its depth.
void drawFireCel(const Scene& s, const RfExplFire& f) {
  const RfScreenPoint p = s.at(f.x, f.y, f.z);
  if (!p.ok) return;
  const std::span<const Rgba> cel = rfFireCel(f.frame, f.variant);
  const int64_t r16 = static_cast<int64_t>(f.r) * s.c3.focal / p.depth;
  const int r = static_cast<int>(r16 >> 16);
  const int cx = s.sx(p), cy = s.sy(p);
  if (r < 2) {
    s.cv.disc(cx, cy, 1, cel[static_cast<size_t>((kRfFireCelSize / 2) * kRfFireCelSize + kRfFireCelSize / 2)]);
    return;
  }
  const int x0 = std::max(cx - r, s.cv.x0), x1 = std::min(cx + r, s.cv.x1);
  const int y0 = std::max(cy - r, s.cv.y0), y1 = std::min(cy + r, s.cv.y1);
  const int64_t step = (int64_t{kRfFireCelSize} << 16) / (2 * r);  // texels a pixel (16.16)
  for (int y = y0; y < y1; ++y) {
    const int64_t v = ((y - (cy - r)) * step + step / 2) >> 16;
    const Rgba* texRow = cel.data() + static_cast<size_t>(std::min<int64_t>(v, kRfFireCelSize - 1) * kRfFireCelSize);
    Rgba* row = s.cv.px + static_cast<size_t>(y) * static_cast<size_t>(s.cv.stride);
    int64_t u = (x0 - (cx - r)) * step + step / 2;
    for (int x = x0; x < x1; ++x, u += step) {
      const int64_t ui = std::min<int64_t>(u >> 16, kRfFireCelSize - 1);
      const Rgba t = texRow[f.mirror ? kRfFireCelSize - 1 - ui : ui];
      if (core::alpha(t) != 0) row[x] = core::blendOver(row[x], t);
    }
  }
}

void drawExpl(const Scene& s, const rf::Obj& o) {
  RfExplFire fire;
  if (rfExplFire(s.sim, o, fire)) {  // a fireball: its fire cel and its sparks
    drawFireCel(s, fire);
    std::array<RfSpark, kRfExplSparks> sparks{};
    const int n = rfExplSparks(s.sim, o, sparks);
    const int sc = pictureScale(s);
    for (int i = 0; i < n; ++i) {
      const RfSpark& k = sparks[static_cast<size_t>(i)];
      const RfScreenPoint a = s.at(k.x, k.y, k.z), b = s.at(k.px, k.py, k.pz);
      if (!a.ok || !b.ok) continue;
      s.cv.line(s.sx(b), s.sy(b), s.sx(a), s.sy(a), rfWithAlpha(k.c, core::alpha(k.c) / 2));
      s.cv.disc(s.sx(a), s.sy(a), sc > 1 ? 1 : 0, k.c);
    }
    return;
  }
  std::array<RfBlob, kRfExplBlobs> blobs{};
  const int n = rfExplBlobs(s.sim, o, blobs);
  for (int i = 0; i < n; ++i) drawBlob(s, blobs[static_cast<size_t>(i)]);
  const uint32_t id = static_cast<uint32_t>(o.local[rf::expl::kId]);
  if (rfExplLook(id) == RfExplLook::Flash) {  // a muzzle flash: a star of spikes round a white core
    const int age = rfExplAge256(s.sim, o);
    if (age >= 200) return;
    const RfScreenPoint p = s.at(o.x, o.y, o.z);
    if (!p.ok) return;
    const int sc = pictureScale(s);
    const int len = std::max(9 * sc, s.size(7, p)) * (256 - age) / 256;  // designed: at least 9 px
    const int32_t turn = static_cast<int32_t>((o.id * 0x9E3779B1U) & 0x3fffff);
    for (int k = 0; k < 8; ++k) {
      const int l = (k & 1) != 0 ? len / 2 : len;
      const int32_t ang = turn + k * 0x80000;
      const int ex = s.sx(p) + static_cast<int>((int64_t{l} * core::SinFixed(ang)) >> 16);
      const int ey = s.sy(p) - static_cast<int>((int64_t{l} * core::CosFixed(ang)) >> 16);
      s.cv.line(s.sx(p), s.sy(p), ex, ey, rgba(255, 230, 140, static_cast<uint8_t>(230 - age)));
    }
    s.cv.disc(s.sx(p), s.sy(p), std::max(2 * sc, len / 3), rgba(255, 255, 235, static_cast<uint8_t>(255 - age)));
  }
}

// A debris piece: a small plate tumbling (its spin turns it on the screen and its light
// flickers with the side it shows).
void drawDebris(const Scene& s, const rf::Obj& o) {
  const RfScreenPoint p = s.at(o.x, o.y, o.z);
  if (!p.ok) return;
  const int32_t spin = rfDebrisSpin(s.sim, o);
  const int64_t c = core::CosFixed(spin), sn = core::SinFixed(spin);
  const int64_t a = static_cast<int64_t>(s.size(3, p)) << 15, b = static_cast<int64_t>(s.size(2, p)) << 14;
  std::array<P2, 4> q{};
  static constexpr std::array<int, 8> kCorner{-1, -1, 1, -1, 1, 1, -1, 1};
  for (size_t k = 0; k < 4; ++k) {
    const int64_t u = kCorner[2 * k] * a, v = kCorner[2 * k + 1] * b;
    q[k] = {p.x + ((u * c - v * sn) >> 16), p.y + ((u * sn + v * c) >> 16)};
  }
  const int light = 150 + static_cast<int>((std::abs(c) * 105) >> 16);
  fillConvex(s.cv, q.data(), 4, shade(rfDebrisColour(o), light));
}

// A man: a body and two legs striding by his walk frame along his heading.
void drawMan(const Scene& s, const rf::Obj& o) {
  const Rgba tc = rfTeamColour(o.team);
  const int stride = rfManStride(o);
  const core::Vec2 d = core::MoveDelta(o.heading, core::kOne * 3 / 2);
  const RfScreenPoint hip = s.at(o.x, o.y, o.z + core::px(2));
  for (int leg = -1; leg <= 1; leg += 2) {
    const RfScreenPoint foot = s.at(o.x + d.x * stride * leg, o.y + d.y * stride * leg, o.z);
    s.cv.line(s.sx(hip) + (leg > 0 ? 0 : -1) * (s.size(1, hip) > 1 ? 1 : 0), s.sy(hip), s.sx(foot),
              s.sy(foot), shade(tc, 150));
  }
  const RfScreenPoint head = s.at(o.x, o.y, o.z + core::px(5));
  const int sw = s.size(2, hip);
  s.cv.rect(s.sx(hip) - sw / 2, s.sy(head), sw, std::max(1, s.sy(hip) - s.sy(head)), tc);
  s.cv.rect(s.sx(head) - sw / 4, s.sy(head) - std::max(1, sw / 2), std::max(1, sw / 2), std::max(1, sw / 2),
            rgba(230, 190, 150));
}

// The flag: the pole and its cloth at the height it has climbed, waving by its frame.
void drawFlag(const Scene& s, const rf::Obj& o) {
  const Rgba tc = rfTeamColour(o.team);
  const RfFlagCloth cloth = rfFlagCloth(o);
  standing(s, o, 1, 10, kPole);
  const Fixed top = core::px(4) + static_cast<Fixed>(int64_t{core::px(6)} * cloth.raised256 >> 8);
  static constexpr std::array<int, 4> kWave{0, 1, 2, 1};  // half pixels
  for (int i = 0; i < 5; ++i) {  // five columns of cloth east of the pole, the wave running along
    const Fixed lift = kWave[static_cast<size_t>((i + 4 - cloth.phase) & 3)] * (core::kOne / 2);
    const RfScreenPoint a = s.at(o.x + core::px(i + 1), o.y, o.z + top - lift);
    const RfScreenPoint b = s.at(o.x + core::px(i + 2), o.y, o.z + top - lift - core::px(3));
    const int w = std::max(1, s.sx(b) - s.sx(a));
    s.cv.rect(s.sx(a), s.sy(a), w, std::max(1, s.sy(b) - s.sy(a)), (i & 1) != 0 ? shade(tc, 200) : tc);
  }
}

// The trail behind a projectile: segments from the head back, fading.
void drawTrail(const Scene& s, const rf::Obj& o) {
  std::array<RfTrailPoint, kRfTrailPoints> t{};
  const int n = rfTrail(s.sim.data(), o, t);
  for (int i = 1; i < n; ++i) {
    const RfScreenPoint a = s.at(t[static_cast<size_t>(i - 1)].x, t[static_cast<size_t>(i - 1)].y,
                                 t[static_cast<size_t>(i - 1)].z);
    const RfScreenPoint b =
        s.at(t[static_cast<size_t>(i)].x, t[static_cast<size_t>(i)].y, t[static_cast<size_t>(i)].z);
    if (!a.ok || !b.ok) return;
    s.cv.line(s.sx(a), s.sy(a), s.sx(b), s.sy(b), t[static_cast<size_t>(i)].c);
  }
}

// The scorch marks (on the ground, under everything): dark irregular octagons.
void drawScorch(const Scene& s, const RfEffects& fx) {
  for (const RfScorch& m : fx.scorch()) {
    const int alpha = rfScorchAlpha(m, s.sim.tick);
    if (alpha <= 0) continue;
    const int cx = m.x >> 21, cy = m.y >> 21;
    if (!s.shows(cx, cy)) continue;
    std::array<CamPoint, 8> pts{};
    uint32_t h = m.explId * 0x9E3779B1U;
    for (size_t k = 0; k < 8; ++k) {
      const int32_t ang = static_cast<int32_t>(k) * 0x80000;
      const int64_t r = static_cast<int64_t>(m.r) * (192 + ((h >> (k * 4)) & 63)) >> 8;
      pts[k] = toCamera(s.c3, m.x + static_cast<Fixed>((r * core::SinFixed(ang)) >> 16),
                        m.y - static_cast<Fixed>((r * core::CosFixed(ang)) >> 16), 0);
    }
    fillClipped(s, pts.data(), 8, rgba(20, 16, 12, static_cast<uint8_t>(alpha)));
  }
}

// ---- the lift's pit ----
// designed: a lift below the ground (rising with a vehicle, or lowering one to the bunker) is
// seen through the pad's opening: the opening dark, the pit's far and side walls, the
// platform and the vehicle on it, each cut to the opening (the notes' original look draws
// the vehicle's body at the lift's z; without the cut it showed through the ground south of
// the pad).
constexpr Fixed kPitHalf = 16 * core::kOne;   // the 32 x 32 px lift
constexpr Fixed kPitDepth = 40 * core::kOne;  // past the lift's lowest, -32 px
const Rgba kPitFloor = rgba(16, 17, 20);
const Rgba kPitWall = rgba(58, 60, 64);

void drawLiftPit(const Scene& s, const rf::Obj& o) {
  const Fixed x0 = o.x - kPitHalf, x1 = o.x + kPitHalf, y0 = o.y - kPitHalf, y1 = o.y + kPitHalf;
  const std::array<CamPoint, 4> hole{toCamera(s.c3, x0, y0, 0), toCamera(s.c3, x1, y0, 0), toCamera(s.c3, x1, y1, 0),
                                     toCamera(s.c3, x0, y1, 0)};
  for (const CamPoint& c : hole) {
    if (c.d < kRf3dNear) return;  // (the camera never stands over its own pad's edge)
  }
  std::array<P2, 4> scr{};
  for (size_t i = 0; i < 4; ++i) scr[i] = toScreen(s.c3, hole[i]);
  fillConvex(s.cv, scr.data(), 4, kPitFloor);
  // the opening's rows, as fillConvex fills them: the clip of everything inside
  const auto [r0, r1] = convexRowRange(s.cv, scr.data(), 4);
  if (r1 <= r0) return;
  std::vector<int> lo(static_cast<size_t>(r1 - r0), 0), hi(static_cast<size_t>(r1 - r0), 0);
  convexRows(scr.data(), 4, r0, r1 - 1, [&](int r, int64_t l, int64_t h) {
    lo[static_cast<size_t>(r - r0)] = pixelFrom(l);
    hi[static_cast<size_t>(r - r0)] = pixelFrom(h);
  });
  Scene in = s;
  in.cv.y0 = r0;
  in.cv.y1 = r1;
  in.cv.rowLo = lo.data();
  in.cv.rowHi = hi.data();
  // the far (north) wall, then the sides, lit as a model's faces are
  const std::array<CamPoint, 4> north{toCamera(s.c3, x0, y0, 0), toCamera(s.c3, x1, y0, 0),
                                      toCamera(s.c3, x1, y0, -kPitDepth), toCamera(s.c3, x0, y0, -kPitDepth)};
  fillClipped(in, north.data(), 4, kPitWall);
  const std::array<CamPoint, 4> west{toCamera(s.c3, x0, y0, 0), toCamera(s.c3, x0, y1, 0),
                                     toCamera(s.c3, x0, y1, -kPitDepth), toCamera(s.c3, x0, y0, -kPitDepth)};
  fillClipped(in, west.data(), 4, shade(kPitWall, 200));
  const std::array<CamPoint, 4> east{toCamera(s.c3, x1, y0, 0), toCamera(s.c3, x1, y1, 0),
                                     toCamera(s.c3, x1, y1, -kPitDepth), toCamera(s.c3, x1, y0, -kPitDepth)};
  fillClipped(in, east.data(), 4, shade(kPitWall, 200));
  // the platform and what stands on it
  const std::array<CamPoint, 4> deck{toCamera(s.c3, x0, y0, o.z), toCamera(s.c3, x1, y0, o.z), toCamera(s.c3, x1, y1, o.z),
                                     toCamera(s.c3, x0, y1, o.z)};
  fillClipped(in, deck.data(), 4, shade(rfTeamColour(o.team), 150));
  const int type = o.local[rf::kLiftType];
  const rf::ModelId hull = rf::modelOfGfx(o.local[rf::kLiftModel]);
  if (hull == rf::kNoModel || type < 0 || type >= rf::kVehicleTypes) return;
  ModelDraw md(in, o.x, o.y, o.z, rfTeamColour(o.team), kVehicleTint);
  md.addAll(PartPose{hull, 0, o.heading});
  const rf::VehicleModels& vm = rf::vehicleModels(static_cast<rf::VehicleType>(type));
  if (type != static_cast<int>(rf::VehicleType::Jeep)) md.addAll(vm.turret, o.heading);
  md.draw();
}

void drawObject(const Scene& s, const rf::Obj& o) {
  const RfScreenPoint p = s.at(o.x, o.y, o.z);
  const int px = s.sx(p), py = s.sy(p);
  const Rgba tc = rfTeamColour(o.team);
  switch (o.objClass()) {
    case rf::ObjClass::Vehicle:
      drawVehicle(s, o);
      return;
    case rf::ObjClass::TurretGun:
    case rf::ObjClass::TurretGunLarge:
      drawTurret(s, o);
      return;
    case rf::ObjClass::Gate:
      drawGate(s, o);
      return;
    case rf::ObjClass::Drone: {
      ModelDraw md(s, o.x, o.y, o.z, tc, kVehicleTint);
      md.add({rf::mdl::Drone, 0, o.heading});
      md.add({rf::mdl::Drone, 1, o.heading});
      // the rotor: Y[(id + tick) & 15] (the drone's draw 0x435090)
      md.add({rf::mdl::Drone, 2,
              o.heading + static_cast<int32_t>(((o.id + static_cast<uint32_t>(s.sim.tick)) & 15u) << 16)});
      md.draw();
      return;
    }
    case rf::ObjClass::DestroyedVehicle: {
      const int type = o.local[rf::kWreckType];
      if (type < 0 || type >= rf::kVehicleTypes) return;
      ModelDraw md(s, o.x, o.y, o.z);
      md.addAll(rf::vehicleModels(static_cast<rf::VehicleType>(type)).wreck, o.heading);
      md.draw();
      return;
    }
    case rf::ObjClass::Stay: {
      const rf::ModelId hulk = rf::modelOfGfx(o.gfx);
      if (hulk == rf::kNoModel) {
        s.cv.rect(px - s.size(2, p), py - s.size(1, p), s.size(4, p), s.size(2, p),
                  kDeadMan);  // a dead man lying
        return;
      }
      ModelDraw md(s, o.x, o.y, o.z);
      md.addAll(hulk, o.heading);
      md.draw();
      return;
    }
    case rf::ObjClass::Missle:
    case rf::ObjClass::DeathMissle:
    case rf::ObjClass::Grenade:
      drawTrail(s, o);
      drawProjectile(s, o);
      return;
    case rf::ObjClass::Expl:
      drawExpl(s, o);
      return;
    case rf::ObjClass::FWall:
      drawDebris(s, o);
      return;
    case rf::ObjClass::Man:
      drawMan(s, o);
      return;
    case rf::ObjClass::Flag:
      drawFlag(s, o);
      return;
    case rf::ObjClass::Mine:
      if (o.local[rf::kMineLayer] != s.viewTeam) return;  // the own side's mines only
      s.cv.disc(px, py, s.size(2, p), core::kBlack);
      s.cv.disc(px, py, s.size(1, p), rfTeamColour(s.viewTeam));
      return;
    case rf::ObjClass::Sub: {
      if ((o.local[rf::kSubFrame] >> 16) == 0) return;  // submerged
      rf::ObjShapeBuf shapeBuf;
      drawFootprint(s, o, rf::objShape(s.sim, o, shapeBuf), o.z, kSubGrey);
      return;
    }
    case rf::ObjClass::Shadow:
    case rf::ObjClass::Tracer:
      return;
    case rf::ObjClass::Storage:
    case rf::ObjClass::StorageDown:
      if (o.z < 0) {
        drawLiftPit(s, o);
        return;
      }
      [[fallthrough]];
    default: {  // lifts and anything else with a shape: its footprint; else a dot
      rf::ObjShapeBuf shapeBuf2;
      const rf::Shape shape = rf::objShape(s.sim, o, shapeBuf2);
      if (!shape.empty()) {
        drawFootprint(s, o, shape, o.z, tc);
      } else {
        s.cv.disc(px, py, s.size(2, p), tc);
      }
      return;
    }
  }
}

// The shadows of what flies (models by their hull, small things by a dot).
void drawShadow(const Scene& s, const rf::Obj& o) {
  if (o.z <= 0) return;
  switch (o.objClass()) {
    case rf::ObjClass::Vehicle:
      drawModelShadow(s, rf::modelOfGfx(o.gfx), 0, o.heading, o.x, o.y, o.z);
      return;
    case rf::ObjClass::Drone:
      drawModelShadow(s, rf::mdl::Drone, 1, o.heading, o.x, o.y, o.z);
      return;
    case rf::ObjClass::Missle:
    case rf::ObjClass::DeathMissle:
    case rf::ObjClass::Grenade: {
      const RfScreenPoint g = s.at(o.x + o.z / 3 * 2, o.y + o.z / 3, 0);
      s.cv.disc(s.sx(g), s.sy(g), s.size(1, g), kShadow);
      return;
    }
    default:
      return;
  }
}


}  // namespace

RfCamera3d rfCamera3d(const Viewport& vp, const RfCamPose& pose) {
  RfCamera3d c;
  // the view's angle from the vertical is 90 degrees less the pitch: its sine is cos p
  c.sinP = core::CosFixed(kRf3dPitch);
  c.cosP = core::SinFixed(kRf3dPitch);
  // the eye at 300 + H from the target (designed: at least 40 px)
  c.dist = std::max<int64_t>(int64_t{40} << 16, (int64_t{300} << 16) + pose.height);
  // T = 300 / depth original px a px; designed: an original pixel is vp.h / 200 of ours
  c.focal = (int64_t{300} * std::max(1, vp.h) << 16) / 200;
  c.cx = (static_cast<int64_t>(vp.x) << 16) + (static_cast<int64_t>(vp.w) << 15);
  c.cy = (static_cast<int64_t>(vp.y) << 16) + (static_cast<int64_t>(vp.h) << 15);
  c.camX = pose.x;
  c.camY = pose.y;
  c.eyeX = pose.x;
  c.eyeY = pose.y + ((c.dist * c.sinP) >> 16);
  c.eyeZ = (c.dist * c.cosP) >> 16;
  return c;
}

RfScreenPoint rfProject3d(const RfCamera3d& c, Fixed x, Fixed y, Fixed z) {
  const CamPoint p = toCamera(c, x, y, z);
  RfScreenPoint out;
  out.depth = p.d;
  out.ok = p.d >= kRf3dNear;
  if (!out.ok) return out;
  const P2 q = toScreen(c, p);
  out.x = q.x;
  out.y = q.y;
  return out;
}

core::Vec2 rfGroundUnder3d(const RfCamera3d& c, int col, int row) {
  const int64_t t = (static_cast<int64_t>(row) << 16) + 0x8000 - c.cy;
  const int64_t dy = t * c.dist / (((c.focal * c.cosP) >> 16) + ((t * c.sinP) >> 16));
  const int64_t depth = c.dist - ((dy * c.sinP) >> 16);
  const int64_t u = (static_cast<int64_t>(col) << 16) + 0x8000 - c.cx;
  return {static_cast<Fixed>(c.camX + u * depth / c.focal), static_cast<Fixed>(c.camY + dy)};
}

// designed: the smoke that stays over a scorch mark: from 40 ticks after the blast (its own
// smoke has gone up by then) to 600, thinning out; from the 12 newest marks.
constexpr int32_t kSmokeDelay = 40, kSmokeStay = 600;
constexpr size_t kSmokeMarks = 12;

void drawRf3dView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                  const RfEffects* effects, bool aimHelp) {
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const rf::ViewCamera& cam = sim.player[static_cast<size_t>(player)].camera;
  const RfCamPose pose = effects != nullptr && effects->camera().valid(player) ? effects->camera().pose(player)
                                                                               : rfCamRestPose(sim, player);
  Scene s{sim, cam, rfCamera3d(vp, pose), {}, player};
  s.aimHelp = aimHelp;
  s.cv.px = dst.data();
  s.cv.stride = dst.width();
  s.cv.x0 = std::max(0, vp.x);
  s.cv.y0 = std::max(0, vp.y);
  s.cv.x1 = std::min(dst.width(), vp.x + vp.w);
  s.cv.y1 = std::min(dst.height(), vp.y + vp.h);
  if (s.cv.x0 >= s.cv.x1 || s.cv.y0 >= s.cv.y1) return;
  {  // the cells the picture can show: from the ground under its four corners
    const core::Vec2 tl = rfGroundUnder3d(s.c3, s.cv.x0, s.cv.y0), tr = rfGroundUnder3d(s.c3, s.cv.x1 - 1, s.cv.y0);
    const core::Vec2 bl = rfGroundUnder3d(s.c3, s.cv.x0, s.cv.y1 - 1);
    s.gx0 = static_cast<int>(std::min(tl.x, bl.x) >> 21) - 1, s.gx1 = static_cast<int>(tr.x >> 21) + 1;
    s.gy0 = static_cast<int>(tl.y >> 21) - 1, s.gy1 = static_cast<int>(bl.y >> 21) + 1;
  }
  drawGround(s);
  if (effects != nullptr) drawScorch(s, *effects);
  // the objects of the area, the static objects of its cells and the smoke, far to near
  std::vector<Item> items;
  std::vector<RfBlob> blobs;
  const auto smoke = [&](Fixed x, Fixed y, Fixed z, uint32_t seed, bool dark) {
    std::array<RfBlob, kRfSmokePuffs> puffs{};
    const int n = rfSmokePuffs(sim.tick, x, y, z, seed, dark, puffs);
    for (int i = 0; i < n; ++i) blobs.push_back(puffs[static_cast<size_t>(i)]);
  };
  for (int cy = std::max(0, s.gy0); cy <= std::min(rf::kMapCells - 1, s.gy1 + 2); ++cy) {
    for (int cx = std::max(0, s.gx0); cx <= std::min(rf::kMapCells - 1, s.gx1); ++cx) {
      const uint32_t bno = rf::cell::bno(sim.world.cell(cx, cy));
      if (rfRuinSmokes(bno)) {
        const core::Vec2 at = rf::staticObjectPos(sim.world, cx, cy);
        smoke(at.x, at.y, core::px(4), static_cast<uint32_t>(cy * rf::kMapCells + cx), false);
      }
      // BNO 90 (an awake tower) is drawn by its turret object; the decks lie in the ground
      if (bno == 0 || bno == rf::bnoId(rf::Bno::ActiveTower) || rf::bnoModel(bno) == rf::kNoModel) continue;
      const RfGroundOverlay ov = rfGroundOverlay(bno);
      if (ov == RfGroundOverlay::DeckH || ov == RfGroundOverlay::DeckV) continue;
      const core::Vec2 pos = rf::staticObjectPos(sim.world, cx, cy);
      Item it;
      it.key = -toCamera(s.c3, pos.x, pos.y, 0).d;
      it.order = static_cast<int>(items.size());
      it.cx = cx;
      it.cy = cy;
      items.push_back(it);
    }
  }
  if (effects != nullptr) {  // the smoke that stays: rising from the newest marks a while
    const std::span<const RfScorch> marks = effects->scorch();
    const size_t first = marks.size() > kSmokeMarks ? marks.size() - kSmokeMarks : 0;
    for (size_t i = first; i < marks.size(); ++i) {
      const RfScorch& m = marks[i];
      const int32_t age = sim.tick - m.born;
      if (age < kSmokeDelay || age >= kSmokeStay || !s.shows(m.x >> 21, m.y >> 21)) continue;
      const size_t from = blobs.size();
      smoke(m.x, m.y, core::px(2), m.explId, false);
      const int keep = 256 - (age - kSmokeDelay) * 256 / (kSmokeStay - kSmokeDelay);
      for (size_t k = from; k < blobs.size(); ++k)
        blobs[k].c = rfWithAlpha(blobs[k].c, core::alpha(blobs[k].c) * keep / 256);
    }
  }
  for (const rf::Obj& o : sim.objs) {
    if (!o.alive() || o.cell == rf::kNoCell || !s.shows(o.x >> 21, o.y >> 21)) continue;
    drawShadow(s, o);  // on the ground, under everything
    if (rfObjSmokes(o)) {
      const bool burning = o.objClass() == rf::ObjClass::DestroyedVehicle;
      smoke(o.x, o.y, o.z + core::px(6), o.id, true);
      if (burning) blobs.push_back(rfHulkFlame(sim.tick, o.x, o.y, o.z + core::px(4), o.id));
    }
    Item it;
    it.kind = ItemKind::Object;
    // designed: an explosion sorts as if 12 px up (its fire is in front of what burns in it)
    it.key = -toCamera(s.c3, o.x, o.y, o.z + (o.objClass() == rf::ObjClass::Expl ? core::px(12) : 0)).d;
    it.order = static_cast<int>(items.size());
    it.obj = &o;
    items.push_back(it);
  }
  for (size_t i = 0; i < blobs.size(); ++i) {
    Item it;
    it.kind = ItemKind::Blob;
    it.key = -toCamera(s.c3, blobs[i].x, blobs[i].y, blobs[i].z).d;
    it.order = static_cast<int>(items.size());
    it.blob = i;
    items.push_back(it);
  }
  std::sort(items.begin(), items.end(),
            [](const Item& a, const Item& b) { return a.key != b.key ? a.key < b.key : a.order < b.order; });
  for (const Item& it : items) {
    if (it.kind == ItemKind::Cell) {
      drawCellModel(s, it.cx, it.cy);
    } else if (it.kind == ItemKind::Blob) {
      drawBlob(s, blobs[it.blob]);
    } else {
      drawObject(s, *it.obj);
    }
  }
}

}  // namespace view
