// The original look (rf_original_look.hpp).
#include "view/rf_original_look.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/trig.hpp"
#include "rf/data/load_error.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/wreck.hpp"

namespace view {
namespace {

using core::Fixed;
using core::Rgba;

constexpr int32_t kF = 0x12c0000;  // 300.0: the eye's distance (InitProjectionAndRotTables)
// The driving camera (render.md §2): pitch 0x180000 (33.75 degrees; ours a quarter of it).
constexpr int32_t kPitchOriginal = 0x180000;
constexpr int32_t kHeightDriving = -170, kHeightHeli = -100;
constexpr int32_t kTargetZ = 10;  // the trackers' target z offset
// designed: a vertex nearer the eye than 10 px is not drawn (T[i] has its pole at 300; the
// original rejects a part only past 0x1ff).
constexpr int32_t kNearest = 290;
// designed: the cells looked at around the camera's (the view shows about 5 x 4 at the
// centre's scale, more toward the top; the rest is culled by the screen).
constexpr int kCellReach = 12;

Fixed fixMul(int64_t a, int64_t b) {
  return static_cast<Fixed>((a * b) >> 16);
}

// T[i] = 300 / (300 - i) in 16.16 (int division as the table's).
int32_t projScale(int32_t i) {
  return kF / (300 - i);
}

struct Camera {
  int32_t s = 0, c = 0;  // sin p, cos p
  int32_t h = 0;         // H (16.16)
  int32_t camX = 0, camY = 0;
  int32_t cx = 0, cy = 0;  // the view's centre (16.16 original px)
};

struct V3 {
  int64_t x = 0, y = 0, z = 0;
};

// v * C (the camera matrix [1,0,0, 0,s,c, 0,-c,s]).
V3 toView(const Camera& k, int64_t x, int64_t y, int64_t z) {
  return {x, fixMul(y, k.s) - fixMul(z, k.c), fixMul(y, k.c) + fixMul(z, k.s)};
}

// ProjectVertices 0x401290 for one vertex (already turned, item added): the 16.16 screen
// point; false when it is rejected.
bool project(const Camera& k, const V3& v, int32_t& sx, int32_t& sy) {
  const int64_t iz = v.z >> 16;
  if (iz > kNearest || iz < -1024) return false;
  const int64_t s = projScale(static_cast<int32_t>(iz));
  auto one = [&](int64_t a) {
    const uint32_t prod = static_cast<uint32_t>(static_cast<int64_t>(static_cast<int32_t>(a >> 14)) * s);
    return static_cast<int32_t>(prod & 0xfffe0003u) >> 2;  // 0.5 px rounding
  };
  sx = one(v.x) + k.cx;
  sy = one(v.y) + k.cy;
  return true;
}

// The picture: the viewport's clip and the scale of an original pixel.
struct Canvas {
  Rgba* px = nullptr;
  int stride = 0;
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // clip (picture px)
  int ox = 0, oy = 0;                  // the view's top-left
  int f = 2;                           // picture px per original px
};

Rgba scaleRgb(Rgba d, int num) {
  const auto ch = [&](int sh) { return ((static_cast<int>((d >> sh) & 0xff) * num) >> 5) << sh; };
  return static_cast<Rgba>(ch(24) | ch(16) | ch(8)) | 0xff;
}
Rgba average(Rgba a, Rgba b) {
  // per channel (a + b) / 2
  return ((((a >> 1) & 0x7f7f7f7fu) + ((b >> 1) & 0x7f7f7f7fu)) & 0xffffff00u) | 0xff;
}
Rgba brighten(Rgba d, int k) {
  const int add = 3 * (k + 1);
  const auto ch = [&](int sh) {
    return static_cast<Rgba>(std::min(255, static_cast<int>((d >> sh) & 0xff) + add)) << sh;
  };
  return ch(24) | ch(16) | ch(8) | 0xff;
}

// One texel of cel `c` over `d` in the cel's draw mode (car.md "Draw modes").
struct Shader {
  const rf::ArtCar& car;
  const rf::CarCel& cel;
  std::span<const uint8_t> plut;
  bool apply(uint8_t t, Rgba& d) const {
    using namespace rf::car;
    if (t == 0 && !cel.opaqueZero()) return false;
    switch (cel.pre0) {
      case kModeShadow4:
      case kModeShadowSpans:
        d = scaleRgb(d, 27);
        return true;
      case kModeShadow2:
        d = scaleRgb(d, 29);
        return true;
      case kModeBlend:
      case kModeBlend2:
        d = average(car.colour(t), d);
        return true;
      case kModeBrighten:
        d = brighten(d, t & 31);
        return true;
      case kModeKeyBlend: {
        const uint32_t k = cel.pre1;
        const bool key = t == 0x0b || t == (k & 0xff) || t == ((k >> 8) & 0xff) || t == ((k >> 16) & 0xff) ||
                         t == (k >> 24);
        d = key ? average(car.colour(t), d) : car.colour(t);
        return true;
      }
      case kModePlut:
        d = car.colour(plut[t & 15]);
        return true;
      case kModePlutBlend:
        d = average(car.colour(plut[t & 15]), d);
        return true;
      default:
        d = car.colour(t);
        return true;  // copy (0, 0x13, and the untextured modes)
    }
  }
};

// A cel on the 4 corners (16.16 original px of the view; corner k gets the cel's corner k:
// 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left), affine, each picture pixel whose
// centre is inside (Cel_DrawQuad's spans, designed: sampled at pixel centres so that
// neighbouring quads share no pixel and leave no gap).
void drawCelQuad(const Canvas& cv, const RfOriginalLook& look, uint32_t celIndex,
                 const std::array<int32_t, 4>& qx, const std::array<int32_t, 4>& qy) {
  const rf::ArtCar& car = look.car();
  if (celIndex >= car.cels.size()) return;
  const rf::CarCel& cel = car.cels[celIndex];
  const auto& tex = look.texels(celIndex);
  if (cel.width == 0 || cel.height == 0 || tex.empty()) return;
  const Shader sh{
      car, cel,
      cel.plut + rf::car::kPlutSize <= car.bytes.size() ? car.plutOf(celIndex) : std::span<const uint8_t>()};
  if (cel.pre0 == rf::car::kModePlut || cel.pre0 == rf::car::kModePlutBlend) {
    if (sh.plut.size() < 16) return;
  }
  std::array<int64_t, 4> X{}, Y{};
  for (int i = 0; i < 4; ++i) {
    X[static_cast<size_t>(i)] = (int64_t{cv.ox} << 16) + int64_t{qx[static_cast<size_t>(i)]} * cv.f;
    Y[static_cast<size_t>(i)] = (int64_t{cv.oy} << 16) + int64_t{qy[static_cast<size_t>(i)]} * cv.f;
  }
  const int64_t W = int64_t{cel.width} << 16, H = int64_t{cel.height} << 16;
  const std::array<int64_t, 4> U{0, W, W, 0}, V{0, 0, H, H};
  const int64_t minY = *std::min_element(Y.begin(), Y.end()), maxY = *std::max_element(Y.begin(), Y.end());
  const int64_t minX = *std::min_element(X.begin(), X.end()), maxX = *std::max_element(X.begin(), X.end());
  if (maxY < (int64_t{cv.y0} << 16) || minY > (int64_t{cv.y1} << 16) || maxX < (int64_t{cv.x0} << 16) ||
      minX > (int64_t{cv.x1} << 16))
    return;
  int r0 = static_cast<int>(std::max<int64_t>(cv.y0, (minY - 0x8000 + 0xffff) >> 16));
  int r1 = static_cast<int>(std::min<int64_t>(cv.y1 - 1, (maxY - 0x8000) >> 16));
  for (int r = r0; r <= r1; ++r) {
    const int64_t yc = (int64_t{r} << 16) + 0x8000;
    bool any = false;
    int64_t xl = 0, xr = 0, ul = 0, vl = 0, ur = 0, vr = 0;
    for (int e = 0; e < 4; ++e) {
      const size_t a = static_cast<size_t>(e), b = static_cast<size_t>((e + 1) & 3);
      const int64_t ya = Y[a], yb = Y[b];
      if (ya == yb) continue;
      const bool down = ya < yb;
      if (down ? !(yc >= ya && yc < yb) : !(yc >= yb && yc < ya)) continue;
      const int64_t num = yc - ya, den = yb - ya;
      const int64_t x = X[a] + (X[b] - X[a]) * num / den;
      const int64_t u = U[a] + (U[b] - U[a]) * num / den;
      const int64_t v = V[a] + (V[b] - V[a]) * num / den;
      if (!any || x < xl) xl = x, ul = u, vl = v;
      if (!any || x > xr) xr = x, ur = u, vr = v;
      any = true;
    }
    if (!any || xr <= xl) continue;
    const int c0 = static_cast<int>(std::max<int64_t>(cv.x0, (xl - 0x8000 + 0xffff) >> 16));
    const int c1 = static_cast<int>(std::min<int64_t>(cv.x1 - 1, (xr - 0x8000 - 1) >> 16));
    Rgba* row = cv.px + static_cast<ptrdiff_t>(r) * cv.stride;
    const int64_t span = xr - xl;
    for (int c = c0; c <= c1; ++c) {
      const int64_t xc = (int64_t{c} << 16) + 0x8000 - xl;
      const int64_t u = ul + (ur - ul) * xc / span, v = vl + (vr - vl) * xc / span;
      const int64_t tu = std::clamp<int64_t>(u >> 16, 0, cel.width - 1);
      const int64_t tv = std::clamp<int64_t>(v >> 16, 0, cel.height - 1);
      sh.apply(tex[static_cast<size_t>(tv * cel.width + tu)], row[c]);
    }
  }
}

// One queued part (View_QueueModel's item).
struct Item {
  const rf::OrigPart* part = nullptr;
  V3 at;            // the item's position in view space, z already minus H
  int64_t key = 0;  // larger = farther
  int32_t yaw = 0;  // original units (0x1000000 a turn)
  uint32_t team = 0;
};

void queue(std::vector<Item>& items, const Camera& k, const rf::OriginalModels& m, uint32_t first, Fixed x,
           Fixed y, Fixed z, int32_t yaw, uint32_t team, Fixed objZ) {
  for (const rf::OrigPart* p : m.chain(first)) {
    const int64_t ix = int64_t{p->offset.x} - k.camX + x;
    const int64_t iy = int64_t{y} - k.camY + p->offset.y;
    const int64_t iz = (p->flags & rf::om::kPartFlatZ) ? 0 : int64_t{z} + p->offset.z;
    const V3 v = toView(k, ix, iy, iz);
    const int64_t zb = int64_t{k.h} - objZ - p->zBias;
    Item it;
    it.part = p;
    it.key = (v.y >> 8) - v.z + zb + (std::abs(v.x) >> 9);
    it.at = {v.x, v.y, v.z - k.h};
    it.yaw = yaw;
    it.team = team;
    items.push_back(it);
  }
}

void drawItem(const Canvas& cv, const Camera& k, const RfOriginalLook& look, const Item& it) {
  const rf::OrigPart& p = *it.part;
  // Y[yaw] (rows [c, s, 0], [-s, c, 0], [0, 0, 1]), 64 steps a turn as the table's
  const bool turned = p.draw != rf::OrigDraw::Static && (it.yaw & 0xfc0000) != 0;
  const int32_t a = (it.yaw & 0xfc0000) / 4;  // ours: 0x400000 a turn
  const int64_t cs = core::CosFixed(a), sn = core::SinFixed(a);
  std::vector<int32_t> sx(p.verts.size()), sy(p.verts.size());
  for (size_t i = 0; i < p.verts.size(); ++i) {
    int64_t x = p.verts[i].x, y = p.verts[i].y;
    if (turned) {
      const int64_t tx = fixMul(x, cs) - fixMul(y, sn), ty = fixMul(x, sn) + fixMul(y, cs);
      x = tx, y = ty;
    }
    V3 v = toView(k, x, y, p.verts[i].z);
    v.x += it.at.x, v.y += it.at.y, v.z += it.at.z;
    if (!project(k, v, sx[i], sy[i])) return;  // the whole part is rejected
  }
  const bool tested = p.faceCount > 0;
  for (uint32_t f : rf::octantFaces(p, it.yaw)) {
    if (f >= p.faces.size()) continue;
    const rf::OrigFace& face = p.faces[f];
    if (tested) {
      if ((face.flags & rf::om::kFaceTestX) && !(sx[face.a] <= sx[face.b])) continue;
      if ((face.flags & rf::om::kFaceTestY) && !(sy[face.a] <= sy[face.b])) continue;
    }
    const uint32_t sprite = face.sprite + ((face.flags & rf::om::kFaceTeam) ? it.team : 0);
    std::array<int32_t, 4> qx{}, qy{};
    for (size_t c = 0; c < 4; ++c) qx[c] = sx[face.corners[c]], qy[c] = sy[face.corners[c]];
    drawCelQuad(cv, look, sprite, qx, qy);
  }
}

// The vehicle type of a live vehicle object (its team's state), -1 when it is none's.
int vehicleTypeOf(const rf::Sim& sim, const rf::Obj& o) {
  const rf::TeamState& t = sim.team[static_cast<size_t>(o.team & 1)];
  return t.vehicle == o.slot() ? static_cast<int>(t.veh.type) : -1;
}

}  // namespace

RfOriginalLook::RfOriginalLook(rf::ArtCar car, rf::OriginalModels models, std::optional<rf::OriginalHud> hud)
    : car_(std::move(car)), models_(std::move(models)), hud_(std::move(hud)) {
  const uint32_t need = models_.maxSprite();
  if (need >= car_.cels.size()) {
    for (const auto& [at, p] : models_.parts) {
      for (size_t f = 0; f < p.faces.size(); ++f) {
        const rf::OrigFace& face = p.faces[f];
        const uint32_t s = face.sprite + ((face.flags & rf::om::kFaceTeam) ? 1u : 0u);
        if (s >= car_.cels.size())
          throw rf::LoadError("RFIRE.BIN", "part " + rf::hexAddress(at) + " face " + std::to_string(f) +
                                               ": sprite " + std::to_string(s) + " is not in " + car_.file +
                                               " (" + std::to_string(car_.cels.size()) + " cels)");
      }
    }
  }
  texels_.resize(car_.cels.size());
  for (uint32_t i = 0; i < car_.cels.size(); ++i) {
    const rf::CarCel& c = car_.cels[i];
    if (c.pre0 == rf::car::kModeShadowSpans) {
      const auto rgba = rf::decodeCel(car_, i);  // the spans as 50% black: a mask
      texels_[i].resize(rgba.size());
      for (size_t k = 0; k < rgba.size(); ++k) texels_[i][k] = rgba[k] != 0 ? 1 : 0;
      continue;
    }
    const auto px = car_.pixelsOf(i);
    texels_[i].assign(px.begin(), px.end());
    if (texels_[i].empty()) texels_[i].assign(size_t{c.width} * c.height, 0);
  }
}

RfOrigProjected rfOrigProject(int32_t camX, int32_t camY, int32_t heightH, int32_t viewW, int32_t viewH,
                              Fixed x, Fixed y, Fixed z) {
  Camera k;
  k.s = core::SinFixed(kPitchOriginal / 4);
  k.c = core::CosFixed(kPitchOriginal / 4);
  k.h = heightH * 65536;
  k.camX = camX, k.camY = camY;
  k.cx = (viewW / 2) << 16, k.cy = (viewH / 2) << 16;
  V3 v = toView(k, int64_t{x} - camX, int64_t{y} - camY, z);
  v.z -= k.h;
  RfOrigProjected out;
  out.ok = project(k, v, out.x, out.y);
  return out;
}

void drawRfOriginalView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                        const RfOriginalLook& look) {
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const rf::ViewCamera& vc = sim.player[static_cast<size_t>(player)].camera;
  Canvas cv;
  cv.px = dst.data();
  cv.stride = dst.width();
  cv.x0 = std::max(0, vp.x), cv.y0 = std::max(0, vp.y);
  cv.x1 = std::min(dst.width(), vp.x + vp.w), cv.y1 = std::min(dst.height(), vp.y + vp.h);
  if (cv.x0 >= cv.x1 || cv.y0 >= cv.y1) return;
  cv.ox = vp.x, cv.oy = vp.y;
  cv.f = std::max(1, vp.h / 200);
  const int viewW = vp.w / cv.f, viewH = vp.h / cv.f;

  // the camera: the view's point, the vehicle's height (designed: no smoothing)
  int32_t height = 0;
  const rf::TeamState& own = sim.team[static_cast<size_t>(player)];
  if (own.vehicle != rf::kNoObj)
    height = own.veh.type == rf::VehicleType::Heli ? kHeightHeli : kHeightDriving;
  Camera k;
  k.s = core::SinFixed(kPitchOriginal / 4);
  k.c = core::CosFixed(kPitchOriginal / 4);
  k.h = height * 65536;
  k.camX = vc.x;
  k.camY = vc.y - kTargetZ * k.c - (12 << 16);
  k.cx = (viewW / 2) << 16, k.cy = (viewH / 2) << 16;

  // the floor: each cell's tile cel on its 4 projected corners (off the map: cel 2)
  const int ccx = vc.x >> 21, ccy = vc.y >> 21;
  const int reachUp = kCellReach + 4;  // the far rows show more cells
  for (int cy = ccy - reachUp; cy <= ccy + 6; ++cy) {
    for (int cx = ccx - kCellReach; cx <= ccx + kCellReach; ++cx) {
      const bool on = cx >= 0 && cy >= 0 && cx < rf::kMapCells && cy < rf::kMapCells;
      const uint32_t tile = on ? rf::cell::terrain(sim.world.cell(cx, cy)) : 2u;
      std::array<int32_t, 4> qx{}, qy{};
      bool ok = true;
      const std::array<int, 4> dx{0, 1, 1, 0}, dy{0, 0, 1, 1};
      for (size_t c = 0; c < 4 && ok; ++c) {
        V3 v = toView(k, (int64_t{cx + dx[c]} << 21) - k.camX, (int64_t{cy + dy[c]} << 21) - k.camY, 0);
        v.z -= k.h;
        ok = project(k, v, qx[c], qy[c]);
      }
      if (ok) drawCelQuad(cv, look, tile, qx, qy);
    }
  }

  // the models: the cells' static objects (row far to near, left to right), then the objects
  const rf::OriginalModels& m = look.models();
  std::vector<Item> items;
  for (int cy = std::max(0, ccy - reachUp); cy <= std::min(rf::kMapCells - 1, ccy + 6); ++cy) {
    for (int cx = std::max(0, ccx - kCellReach); cx <= std::min(rf::kMapCells - 1, ccx + kCellReach); ++cx) {
      const uint32_t w = sim.world.cell(cx, cy);
      const uint32_t bno = rf::cell::bno(w);
      if (bno == 0 || bno >= m.bno.size() || m.bno[bno] == 0) continue;
      const rf::OrigPart& first = m.parts.at(m.bno[bno]);
      Fixed x = (cx * 32 + 16) << 16, y = (cy * 32 + 16) << 16;
      if (first.posHook != 0) {
        const core::Vec2 at = rf::staticObjectPos(sim.world, cx, cy);
        x = at.x, y = at.y;
      }
      queue(items, k, m, m.bno[bno], x, y, 0, 0, rf::cell::team(w), 0);
    }
  }
  for (const rf::Obj& o : sim.objs) {
    if (!o.alive() || o.cell == rf::kNoCell) continue;
    if (std::abs((o.x >> 21) - ccx) > kCellReach || (o.y >> 21) < ccy - reachUp || (o.y >> 21) > ccy + 6)
      continue;
    const int32_t yaw = o.heading * 4;
    const uint32_t team = static_cast<uint32_t>(o.team) & 3u;
    const auto cls = static_cast<size_t>(o.cls);
    std::vector<uint32_t> parts;
    switch (o.objClass()) {
      case rf::ObjClass::Vehicle: {
        const int t = vehicleTypeOf(sim, o);
        if (t >= 0 && t < rf::kVehicleTypes) {
          parts = {m.vehicle[static_cast<size_t>(t)][1],
                   m.vehicle[static_cast<size_t>(t)][0]};  // shadow, body
          if (static_cast<rf::VehicleType>(t) == rf::VehicleType::Tank && m.tankTurret != 0) {
            // Model_DrawTank's turret: the hull's yaw + the turret's (designed: the barrel's pitch not shown)
            const rf::TeamState& ts = sim.team[static_cast<size_t>(o.team & 1)];
            queue(items, k, m, m.tankTurret, o.x, o.y, o.z, (o.heading + ts.veh.turretYaw) * 4, team, 0);
          }
        } else if (cls < m.classGraphic.size()) {
          parts = {m.classGraphic[cls]};
        }
        break;
      }
      case rf::ObjClass::DestroyedVehicle: {
        const int t = o.local[rf::kWreckType];
        if (t >= 0 && t < rf::kVehicleTypes) parts = {m.vehicle[static_cast<size_t>(t)][3]};
        break;
      }
      case rf::ObjClass::Missle:
      case rf::ObjClass::DeathMissle:
      case rf::ObjClass::Tracer: {
        const int t = o.local[rf::kProjType];
        if (t >= 0 && t < rf::kProjectileTypes)
          parts = {m.projectile[static_cast<size_t>(t)][1], m.projectile[static_cast<size_t>(t)][0]};
        break;
      }
      default:
        if (cls < m.classGraphic.size()) parts = {m.classGraphic[cls]};
        break;
    }
    for (uint32_t first : parts) {
      if (first != 0) queue(items, k, m, first, o.x, o.y, o.z, yaw, team, 0);
    }
  }
  std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.key > b.key; });
  for (const Item& it : items) drawItem(cv, k, look, it);
}

}  // namespace view
