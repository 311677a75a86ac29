// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's drawing primitives (rf_original_draw.hpp).
#include "view/rf_original_draw.hpp"

#include <algorithm>
#include <span>

#include "rf/data/art_car.hpp"
#include "rf/data/trans_table.hpp"
#include "view/polygon_fill.hpp"
#include "view/rf_original_look.hpp"

namespace view::orig {
namespace {

using core::Rgba;

// designed: a vertex nearer the eye than 10 px is not drawn (T[i] has its pole at 300; the
// original rejects a part only past 0x1ff).
constexpr int32_t kNearest = 290;

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
  const rf::TransTable* trans = nullptr;
  // The original's 8-bit way (ART/TRANS.TBL, emdzej/openrf tools/view.py's Raster): the texel
  // over the screen's palette index `d` through the tables.
  bool applyIndex(uint8_t t, uint8_t& d) const {
    using namespace rf::car;
    if (t == 0 && !cel.opaqueZero()) return false;
    const rf::TransTable& tb = *trans;
    switch (cel.pre0) {
      case kModeShadow4:
      case kModeShadowSpans:
        d = tb.darken(4, d);
        return true;
      case kModeShadow2:
        d = tb.darken(2, d);
        return true;
      case kModeBlend:
      case kModeBlend2:
        d = tb.blend(t, d);
        return true;
      case kModeBrighten:
        d = tb.bright(t, d);
        return true;
      case kModeKeyBlend: {
        const uint32_t k = cel.pre1;
        const bool key = t == 0x0b || t == (k & 0xff) || t == ((k >> 8) & 0xff) || t == ((k >> 16) & 0xff) ||
                         t == (k >> 24);
        d = key ? tb.blend(t, d) : t;
        return true;
      }
      case kModePlut:
        d = plut[t & 15];
        return true;
      case kModePlutBlend:
        d = tb.blend(plut[t & 15], d);
        return true;
      default:
        d = t;
        return true;
    }
  }
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

}  // namespace

// ProjectVertices 0x401290
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

// Cel_DrawQuad 0x410b9c (affine spans at pixel centres)
void drawCelQuad(const Canvas& cv, const RfOriginalLook& look, uint32_t celIndex,
                 const std::array<int32_t, 4>& qx, const std::array<int32_t, 4>& qy) {
  const rf::ArtCar& car = look.car();
  if (celIndex >= car.cels.size()) return;
  const rf::CarCel& cel = car.cels[celIndex];
  const auto& tex = look.texels(celIndex);
  if (cel.width == 0 || cel.height == 0 || tex.empty()) return;
  const Shader sh{
      car, cel,
      cel.plut + rf::car::kPlutSize <= car.bytes.size() ? car.plutOf(celIndex) : std::span<const uint8_t>(),
      cv.ix != nullptr ? look.trans() : nullptr};
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
  struct Crossing {
    int64_t x = 0, u = 0, v = 0;
  };
  const auto cross = [&](int e, int f, int r, Crossing& lo, Crossing& hi) {
    const int64_t yc = (int64_t{r} << 16) + 0x8000;
    const size_t a = static_cast<size_t>(e), b = static_cast<size_t>(f);
    const int64_t ya = Y[a], yb = Y[b];
    if (ya == yb) return false;
    const bool down = ya < yb;
    if (down ? !(yc >= ya && yc < yb) : !(yc >= yb && yc < ya)) return false;
    const int64_t num = yc - ya, den = yb - ya;
    lo.x = X[a] + (X[b] - X[a]) * num / den;
    lo.u = U[a] + (U[b] - U[a]) * num / den;
    lo.v = V[a] + (V[b] - V[a]) * num / den;
    hi = lo;
    return true;
  };
  scanConvex<Crossing>(4, r0, r1, cross, [&](int r, const Crossing& left, const Crossing& right) {
    const int64_t xl = left.x, ul = left.u, vl = left.v, xr = right.x, ur = right.u, vr = right.v;
    if (xr <= xl) return;
    const int c0 = static_cast<int>(std::max<int64_t>(cv.x0, (xl - 0x8000 + 0xffff) >> 16));
    const int c1 = static_cast<int>(std::min<int64_t>(cv.x1 - 1, (xr - 0x8000 - 1) >> 16));
    Rgba* row = cv.px + static_cast<ptrdiff_t>(r) * cv.stride;
    uint8_t* irow = sh.trans != nullptr ? cv.ix + static_cast<ptrdiff_t>(r) * cv.stride : nullptr;
    const int64_t span = xr - xl;
    for (int c = c0; c <= c1; ++c) {
      const int64_t xc = (int64_t{c} << 16) + 0x8000 - xl;
      const int64_t u = ul + (ur - ul) * xc / span, v = vl + (vr - vl) * xc / span;
      const int64_t tu = std::clamp<int64_t>(u >> 16, 0, cel.width - 1);
      const int64_t tv = std::clamp<int64_t>(v >> 16, 0, cel.height - 1);
      const uint8_t t = tex[static_cast<size_t>(tv * cel.width + tu)];
      if (irow != nullptr) {
        sh.applyIndex(t, irow[c]);
      } else {
        sh.apply(t, row[c]);
      }
    }
  });
}

}  // namespace view::orig
