// SPDX-License-Identifier: GPL-3.0-or-later
#include "view/gta_city_render.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "gta/data/object_infos.hpp"
#include "gta/sim/angle.hpp"
#include "gta/sim/mapedit.hpp"
#include "gta/sim/obj.hpp"
#include "view/polygon_fill.hpp"

namespace view {
namespace {

using gta::CmpBlock;
constexpr int kLayers = gta::kCmpLayers;
constexpr int kMap = gta::kCmpMapSize;
constexpr int kT = kGtaTile;
constexpr int32_t kTexMax = (kT << 16) - 1;  // just under 64.0 in 16.16
const CmpBlock kAir{};

// The picture's projection (Camera_Update's viewport): depth d = height + z pixels.
struct Proj {
  int w = 0, h = 0, cx = 0, cy = 0;
  int32_t camX = 0, camY = 0, height = 0;
  int64_t scale = 0;
  int sx(int32_t px, int32_t d) const { return cx + int(int64_t(px - camX) * scale / d); }
  int sy(int32_t py, int32_t d) const { return cy + int(int64_t(py - camY) * scale / d); }
  int32_t depth(int32_t zPx) const { return height + zPx; }
};

Proj projOf(const GtaViewCamera& cam, int w, int h) {
  Proj p;
  p.w = w, p.h = h, p.cx = w / 2, p.cy = h / 2;
  p.camX = cam.x, p.camY = cam.y, p.height = std::max(cam.height, 1);
  p.scale = std::max<int64_t>(1, int64_t{w} * cam.zoom / 320);
  return p;
}

struct Target {
  core::Rgba* px;
  int w, h;
};

// How a face's (u, v) picks its texel: base + u * du + v * dv (a lid's rotation).
struct Orient {
  int base = 0, du = 1, dv = kT;
};
// The lid rotation of type_map bits 14-15 (0, 90, 180, 270 degrees clockwise, as the public
// format documents give it): texel (u, v) of the picture is the tile's (v, 63 - u) at 90.
Orient lidOrient(int rotation) {
  switch (rotation & 3) {
    case 1: return {(kT - 1) * kT, -kT, 1};
    case 2: return {(kT - 1) * kT + kT - 1, -1, -kT};
    case 3: return {kT - 1, kT, -1};
    default: return {};
  }
}

// A texel onto the picture: an opaque face draws every texel (colour 0 too, alpha made
// full); a transparent one (a flat block's, Poly_FaceHoriz32's 0x80 face) skips colour 0.
template <bool kSeeThrough>
inline void put(core::Rgba& out, core::Rgba texel) {
  if constexpr (kSeeThrough) {
    if ((texel & 0xff) != 0) out = texel;
  } else {
    out = texel | 0xff;
  }
}

// A face between two screen rows a and b whose spans run [xl, xr] (linear from a to b);
// the texture's v runs from va to vb across the rows and u from ul to ur along each span
// (16.16 texels), turned by `o`. The lid, the top and bottom sides, the north-south ramps.
template <bool kSeeThrough>
void faceRowsT(const Target& t, int ya, int xla, int xra, int yb, int xlb, int xrb, const core::Rgba* tex,
               int32_t va, int32_t vb, int32_t ul, int32_t ur, Orient o) {
  if (ya > yb) {
    std::swap(ya, yb), std::swap(xla, xlb), std::swap(xra, xrb), std::swap(va, vb);
  }
  if (yb < 0 || ya >= t.h) return;
  if (std::max(xra, xrb) < 0 || std::min(xla, xlb) >= t.w) return;
  const int n = std::max(1, yb - ya);
  const int64_t dxl = (int64_t(xlb - xla) << 16) / n, dxr = (int64_t(xrb - xra) << 16) / n;
  const int64_t dv = (int64_t(vb) - va) / n;
  const int r0 = std::max(ya, 0), r1 = std::min(yb, t.h - 1);
  for (int r = r0; r <= r1; ++r) {
    const int k = r - ya;
    const int x0 = xla + int((dxl * k) >> 16), x1 = xra + int((dxr * k) >> 16);
    if (x1 < x0) continue;
    const int32_t v = std::clamp<int32_t>(int32_t(va + dv * k), 0, kTexMax) >> 16;
    const core::Rgba* row = tex + o.base + v * o.dv;
    const int span = std::max(1, x1 - x0);
    const int64_t du = (int64_t(ur) - ul) / span;
    const int c0 = std::max(x0, 0), c1 = std::min(x1, t.w - 1);
    int64_t u = ul + du * (c0 - x0);
    core::Rgba* out = t.px + size_t(r) * size_t(t.w);
    if (o.du == 1) {
      for (int c = c0; c <= c1; ++c, u += du)
        put<kSeeThrough>(out[c], row[std::clamp<int32_t>(int32_t(u), 0, kTexMax) >> 16]);
    } else {
      for (int c = c0; c <= c1; ++c, u += du)
        put<kSeeThrough>(out[c], row[(std::clamp<int32_t>(int32_t(u), 0, kTexMax) >> 16) * o.du]);
    }
  }
}
void faceRows(const Target& t, int ya, int xla, int xra, int yb, int xlb, int xrb, const core::Rgba* tex,
              int32_t va, int32_t vb, int32_t ul, int32_t ur, Orient o = {}, bool seeThrough = false) {
  (seeThrough ? faceRowsT<true> : faceRowsT<false>)(t, ya, xla, xra, yb, xlb, xrb, tex, va, vb, ul, ur, o);
}

// The same by columns: a face between two screen columns a and b whose spans run
// [yt, yb]; v across the columns, u along each column, texel base + v * dv + u * du
// (a side's texture runs along the wall: du 1, dv 64; an east-west ramp's lid reads as
// a lid from above, turned: lidOrient's steps swapped).
template <bool kSeeThrough>
void faceColsT(const Target& t, int xa, int yta, int yba, int xb, int ytb, int ybb, const core::Rgba* tex,
               int32_t va, int32_t vb, int32_t ut, int32_t ub, Orient o) {
  if (xa > xb) {
    std::swap(xa, xb), std::swap(yta, ytb), std::swap(yba, ybb), std::swap(va, vb);
  }
  if (xb < 0 || xa >= t.w) return;
  if (std::max(yba, ybb) < 0 || std::min(yta, ytb) >= t.h) return;
  const int n = std::max(1, xb - xa);
  const int64_t dyt = (int64_t(ytb - yta) << 16) / n, dyb = (int64_t(ybb - yba) << 16) / n;
  const int64_t dv = (int64_t(vb) - va) / n;
  const int c0 = std::max(xa, 0), c1 = std::min(xb, t.w - 1);
  for (int c = c0; c <= c1; ++c) {
    const int k = c - xa;
    const int y0 = yta + int((dyt * k) >> 16), y1 = yba + int((dyb * k) >> 16);
    if (y1 < y0) continue;
    const int32_t v = std::clamp<int32_t>(int32_t(va + dv * k), 0, kTexMax) >> 16;
    const core::Rgba* row = tex + o.base + v * o.dv;
    const int span = std::max(1, y1 - y0);
    const int64_t du = (int64_t(ub) - ut) / span;
    const int r0 = std::max(y0, 0), r1 = std::min(y1, t.h - 1);
    int64_t u = ut + du * (r0 - y0);
    core::Rgba* out = t.px + size_t(r0) * size_t(t.w) + size_t(c);
    for (int r = r0; r <= r1; ++r, u += du, out += t.w)
      put<kSeeThrough>(*out, row[(std::clamp<int32_t>(int32_t(u), 0, kTexMax) >> 16) * o.du]);
  }
}
void faceCols(const Target& t, int xa, int yta, int yba, int xb, int ytb, int ybb, const core::Rgba* tex,
              int32_t va, int32_t vb, int32_t ut, int32_t ub, Orient o = {}, bool seeThrough = false) {
  (seeThrough ? faceColsT<true> : faceColsT<false>)(t, xa, yta, yba, xb, ytb, ybb, tex, va, vb, ut, ub, o);
}

// A flat-coloured convex polygon (the ramps' side walls, the cars, the effects).
struct Pt {
  int x = 0, y = 0;
};
void fillPoly(const Target& t, const Pt* p, int n, core::Rgba c, bool blend = false) {
  int y0 = p[0].y, y1 = p[0].y;
  for (int i = 1; i < n; ++i) y0 = std::min(y0, p[i].y), y1 = std::max(y1, p[i].y);
  y0 = std::max(y0, 0), y1 = std::min(y1, t.h - 1);
  struct X {
    int x = 0;
  };
  scanConvex<X>(
      n, y0, y1,
      [&](int i, int j, int r, X& lo, X& hi) {
        const Pt a = p[i], b = p[j];
        if ((r < a.y && r < b.y) || (r > a.y && r > b.y)) return false;
        if (a.y == b.y) {
          lo.x = std::min(a.x, b.x), hi.x = std::max(a.x, b.x);
          return true;
        }
        lo.x = hi.x = a.x + int(int64_t(b.x - a.x) * (r - a.y) / (b.y - a.y));
        return true;
      },
      [&](int r, X l, X h) {
        core::Rgba* out = t.px + size_t(r) * size_t(t.w);
        const int c0 = std::max(l.x, 0), c1 = std::min(h.x, t.w - 1);
        if (!blend) {
          for (int x = c0; x <= c1; ++x) out[x] = c;
          return;
        }
        const uint32_t a = core::alpha(c);
        for (int x = c0; x <= c1; ++x) {
          const core::Rgba d = out[x];
          const auto mixc = [a](uint8_t s, uint8_t o) { return uint8_t((s * a + o * (255 - a)) / 255); };
          out[x] = core::rgba(mixc(core::red(c), core::red(d)), mixc(core::green(c), core::green(d)),
                              mixc(core::blue(c), core::blue(d)));
        }
      });
}

// ---- which texture a face gets (designed: our own look, by block type and face) ----

// A lid is the floor of the space above it: the type (road, pavement ...) and the traffic
// directions are the block above's (on NYC.CMP a street is an air block with the road's lid
// under a road-typed block); a lid under air, or a building's own, reads its own type.
GtaTile lidTile(const CmpBlock& own, const CmpBlock& above, int x, int y, int frame) {
  using gta::BlockType;
  const CmpBlock& b = own.type() == BlockType::Air && above.type() != BlockType::Air ? above : own;
  switch (b.type()) {
    case BlockType::Water:
      return GtaTile(int(GtaTile::Water0) + (frame / 6 + x + y) % 4);
    case BlockType::Road: {
      if (b.railway()) return GtaTile::Railway;
      // designed: a one-way road shows its arrow every third block along its direction
      const uint8_t d = b.trafficDirs();
      if (d == 1 && y % 3 == 0) return GtaTile::ArrowN;
      if (d == 2 && y % 3 == 0) return GtaTile::ArrowS;
      if (d == 4 && x % 3 == 0) return GtaTile::ArrowW;
      if (d == 8 && x % 3 == 0) return GtaTile::ArrowE;
      return GtaTile::Road;
    }
    case BlockType::Pavement:
      return GtaTile::Pavement;
    case BlockType::Field:
      return GtaTile::Field;
    case BlockType::Building:
      return GtaTile(int(GtaTile::RoofGravel) + own.lid % 3);
    default:
      return GtaTile::Pavement;
  }
}

GtaTile sideTile(const CmpBlock& b, uint8_t tile) {
  using gta::BlockType;
  switch (b.type()) {
    case BlockType::Building:
      return GtaTile(int(GtaTile::WallBrick) + tile % 4);
    case BlockType::Road:
    case BlockType::Pavement:
      return GtaTile::Kerb;
    default:
      return GtaTile::Earth;
  }
}

// The slope's class (1 rises to the north, 2 to the south, 3 to the west, 4 to the east),
// its length n in blocks and the segment k (0 = the high end) of slope number s.
struct Ramp {
  int cls = 0, n = 1, k = 0;
};
Ramp rampOf(int s) {
  // the public format documents: 1-8 two-block (up, down, left, right; low then high),
  // 9-40 eight-block (low to high), 41-44 one-block
  if (s >= 1 && s <= 8) return {(s - 1) / 2 + 1, 2, 1 - (s - 1) % 2};
  if (s >= 9 && s <= 40) return {(s - 9) / 8 + 1, 8, 7 - (s - 9) % 8};
  if (s >= 41 && s <= 44) return {s - 40, 1, 0};
  return {};
}

struct Drawer {
  const Proj& p;
  const Target& t;
  const GtaArt& art;
  const gta::GameState& s;
  int frame = 0;
  GtaCityStats stats;

  const GtaStyleArt* style = nullptr;  // the user's style file's tiles, when there is one
  // What face tile number n shows this frame with the style: itself (n), or aux tile a
  // (kShowsAux + a): the style's animations and the game's animated doors
  static constexpr int kShowsAux = 0x1000;
  std::array<int16_t, 256> sideShows{}, lidShows{};
  int skipTile = -1;  // the style's tile a flat block never draws

  void prepare() {
    for (int n = 0; n < 256; ++n) sideShows[size_t(n)] = lidShows[size_t(n)] = int16_t(n);
    // the style's tile a flat side never draws (the public renderer notes: 0xc2 NYC, 0xc1
    // San Andreas, 0xc5 Vice City)
    skipTile = s.style == 1 ? 0xc2 : s.style == 2 ? 0xc1 : s.style == 3 ? 0xc5 : -1;
    if (style == nullptr) return;
    // Style_UpdateAnims 0x47d610: every `speed` frames the next aux tile, after the last
    // the tile itself (designed: the cycle counts from the level's first frame)
    for (const gta::StyleAnim& an : style->anims) {
      const int count = int(an.frames.size());
      if (count == 0) continue;
      const int phase = (frame / std::max(1, int(an.speed))) % (count + 1);
      if (phase == 0) continue;
      (an.which == 1 ? lidShows : sideShows)[an.block] = int16_t(kShowsAux + an.frames[size_t(phase - 1)]);
    }
    // the tiles the game allocated for its block animations (doors: Style_SetTileFrame)
    for (const gta::TileFrame& f : s.blockAnims.tileFrames) {
      if (f.tile < 0 || f.tile > 255) continue;
      std::array<int16_t, 256>& shows = f.which == 1 ? lidShows : sideShows;
      if (f.kind == gta::kTileKindAux)
        shows[size_t(f.tile)] = int16_t(kShowsAux + std::clamp(f.shows, 0, 0xfff));
      else if (f.shows >= 0 && f.shows < 256)
        shows[size_t(f.tile)] = shows[size_t(f.shows)];
    }
  }

  const core::Rgba* tex(GtaTile tile, GtaFaceDir d) const { return art.tile(tile, d); }
  // The style's side tile that face number n shows (nullptr: none there).
  const core::Rgba* styleSide(uint8_t n, GtaFaceDir d) const {
    if (style == nullptr) return nullptr;
    const int v = sideShows[n];
    return v >= kShowsAux ? style->auxTile(v - kShowsAux, d, 0) : style->sideTile(v, d);
  }
  // A side's texture: the style's tile of that number, else ours by the block's type.
  const core::Rgba* sideTex(const CmpBlock& kind, uint8_t n, GtaFaceDir d) const {
    if (const core::Rgba* st = styleSide(n, d)) return st;
    return tex(sideTile(kind, n), d);
  }
  // A lid's texture: the style's lid of that number with the block's remap, else ours;
  // `o` its turn by the block's lid rotation (our arrows already point the traffic's way).
  const core::Rgba* lidTex(const CmpBlock& b, const CmpBlock& above, int x, int y, Orient& o) const {
    o = lidOrient(b.lidRotation());
    if (style != nullptr) {
      const int v = lidShows[b.lid];
      const core::Rgba* st = v >= kShowsAux ? style->auxTile(v - kShowsAux, GtaFaceDir::Lid, b.remap())
                                            : style->lidTile(v, b.remap());
      if (st != nullptr) return st;
    }
    // ours are kept turned (a turned lid is read row by row, as an unturned one)
    o = {};
    const GtaTile tile = lidTile(b, above, x, y, frame);
    if (tile >= GtaTile::ArrowN && tile <= GtaTile::ArrowE) return tex(tile, GtaFaceDir::Lid);
    return art.lid(tile, b.lidRotation());
  }

  void block(const CmpBlock& b, const CmpBlock& above, int x, int y, int z) {
    if (b.left == 0 && b.right == 0 && b.top == 0 && b.bottom == 0 && b.lid == 0) return;
    const int32_t du = p.depth(64 * z), dl = p.depth(64 * z + 64);
    const int32_t X0 = 64 * x, X1 = X0 + 64, Y0 = 64 * y, Y1 = Y0 + 64;
    const int ux0 = p.sx(X0, du), ux1 = p.sx(X1, du), uy0 = p.sy(Y0, du), uy1 = p.sy(Y1, du);
    const int lx0 = p.sx(X0, dl), lx1 = p.sx(X1, dl), ly0 = p.sy(Y0, dl), ly1 = p.sy(Y1, dl);
    if (std::max(ux1, lx1) < 0 || std::min(ux0, lx0) >= t.w || std::max(uy1, ly1) < 0 ||
        std::min(uy0, ly0) >= t.h)
      return;
    ++stats.blocks;
    if (b.slope() != 0) {
      slope(b, above, x, y, z);
      return;
    }
    const bool flat = b.flat();
    // type_map_ext bits 6 and 5 mirror the left and right, the top and bottom faces
    const int32_t lr0 = b.flipLeftRight() ? kTexMax : 0, lr1 = kTexMax - lr0;
    const int32_t tb0 = b.flipTopBottom() ? kTexMax : 0, tb1 = kTexMax - tb0;
    if (flat) {
      flatSides(b, ux0, ux1, uy0, uy1, lx0, lx1, ly0, ly1, lr0, lr1, tb0, tb1);
    } else {
      // the walls of an air block below a street or pavement are its kerbs (the type
      // above, as lids)
      const CmpBlock& kind = b.type() == gta::BlockType::Air ? above : b;
      if (b.left != 0 && lx0 < ux0) {
        faceCols(t, lx0, ly0, ly1, ux0, uy0, uy1, sideTex(kind, b.left, GtaFaceDir::West), kTexMax, 0, lr0,
                 lr1);
        ++stats.faces, ++stats.sides;
      }
      if (b.right != 0 && ux1 < lx1) {
        faceCols(t, ux1, uy0, uy1, lx1, ly0, ly1, sideTex(kind, b.right, GtaFaceDir::East), 0, kTexMax,
                 lr1, lr0);
        ++stats.faces, ++stats.sides;
      }
      if (b.top != 0 && ly0 < uy0) {
        faceRows(t, ly0, lx0, lx1, uy0, ux0, ux1, sideTex(kind, b.top, GtaFaceDir::North), kTexMax, 0,
                 tb1, tb0);
        ++stats.faces, ++stats.sides;
      }
      if (b.bottom != 0 && uy1 < ly1) {
        faceRows(t, uy1, ux0, ux1, ly1, lx0, lx1, sideTex(kind, b.bottom, GtaFaceDir::South), 0, kTexMax, tb0,
                 tb1);
        ++stats.faces, ++stats.sides;
      }
    }
    if (b.lid != 0) {
      Orient o;
      const core::Rgba* lid = lidTex(b, above, x, y, o);
      // a flat block's lid is see-through (its type map's flat bit)
      faceRows(t, uy0, ux0, ux1, uy1, ux0, ux1, lid, 0, kTexMax, 0, kTexMax, o, flat);
      ++stats.faces;
    }
  }

  // The texture of a flat block's panel on one axis: the first side's (left / top) when it is
  // seen and set, else the second's; none for no tile or the style's skip tile.
  struct Panel {
    const core::Rgba* tex = nullptr;
    bool first = false;
  };
  Panel panel(bool seen, uint8_t first, uint8_t second, GtaFaceDir d1, GtaFaceDir d2) const {
    const bool useFirst = seen && first != 0;
    const uint8_t n = useFirst ? first : second;
    if (n == 0 || n == skipTile) return {};
    const GtaFaceDir d = useFirst ? d1 : d2;
    const core::Rgba* st = styleSide(n, d);
    return {st != nullptr ? st : tex(GtaTile::Fence, d), useFirst};
  }

  // A flat block's sides (Render_DrawFlatBlock 0x439180 and its two side drawers): at most
  // one an axis, always on the block's left edge (x) and top edge (y), see-through: the left
  // (top) tile when that side is seen and set, else the right (bottom) one; the style's
  // skip tile is never drawn. The y side first when the notes' test of the corner holds
  // (L.sx < U.sx && U.sy <= L.sy), else the x side first.
  void flatSides(const CmpBlock& b, int ux0, int ux1, int uy0, int uy1, int lx0, int lx1, int ly0, int ly1,
                 int32_t lr0, int32_t lr1, int32_t tb0, int32_t tb1) {
    const auto xSide = [&] {
      if (const Panel q = panel(lx0 < ux0, b.left, b.right, GtaFaceDir::West, GtaFaceDir::East);
          q.tex != nullptr) {
        faceCols(t, lx0, ly0, ly1, ux0, uy0, uy1, q.tex, kTexMax, 0, q.first ? lr0 : lr1, q.first ? lr1 : lr0,
                 {}, true);
        ++stats.faces, ++stats.sides;
      }
    };
    const auto ySide = [&] {
      if (const Panel q = panel(ly0 < uy0, b.top, b.bottom, GtaFaceDir::North, GtaFaceDir::South);
          q.tex != nullptr) {
        faceRows(t, ly0, lx0, lx1, uy0, ux0, ux1, q.tex, kTexMax, 0, q.first ? tb1 : tb0, q.first ? tb0 : tb1,
                 {}, true);
        ++stats.faces, ++stats.sides;
      }
    };
    if (lx0 < ux0 && uy0 <= ly0) {
      ySide(), xSide();
    } else {
      xSide(), ySide();
    }
  }

  // A ramp segment: its lid between the high edge (k / n of a block below the layer's
  // top) and the low edge ((k + 1) / n), the walls along it as polygons, the high end's
  // wall.
  void slope(const CmpBlock& b, const CmpBlock& above, int x, int y, int z) {
    const Ramp r = rampOf(b.slope());
    if (r.cls == 0) return;
    const int32_t top = 64 * z;
    const int32_t zHi = top + r.k * 64 / r.n, zLo = top + (r.k + 1) * 64 / r.n, zB = top + 64;
    const int32_t X0 = 64 * x, X1 = X0 + 64, Y0 = 64 * y, Y1 = Y0 + 64;
    // the corner heights: NW, NE, SE, SW
    int32_t h[4] = {zHi, zHi, zHi, zHi};
    switch (r.cls) {
      case 1: h[2] = h[3] = zLo; break;  // high at the north
      case 2: h[0] = h[1] = zLo; break;  // high at the south
      case 3: h[1] = h[2] = zLo; break;  // high at the west
      default: h[0] = h[3] = zLo; break;  // high at the east
    }
    const int32_t cxw[4] = {X0, X1, X1, X0}, cyw[4] = {Y0, Y0, Y1, Y1};
    Pt up[4], dn[4];
    for (int i = 0; i < 4; ++i) {
      up[i] = {p.sx(cxw[i], p.depth(h[i])), p.sy(cyw[i], p.depth(h[i]))};
      dn[i] = {p.sx(cxw[i], p.depth(zB)), p.sy(cyw[i], p.depth(zB))};
    }
    const GtaTile wall = sideTile(b, b.left | b.right | b.top | b.bottom);
    const auto side = [&](int i, int j, GtaFaceDir d, bool seen) {
      if (!seen) return;
      const Pt q[4] = {up[i], up[j], dn[j], dn[i]};
      fillPoly(t, q, 4, art.average[size_t(d)][size_t(wall)]);
      ++stats.faces, ++stats.sides;
    };
    // the camera sees a side when the bottom edge lies beyond the top one, away from it
    side(3, 0, GtaFaceDir::West, dn[0].x < p.sx(X0, p.depth(top)));
    side(1, 2, GtaFaceDir::East, p.sx(X1, p.depth(top)) < dn[1].x);
    side(0, 1, GtaFaceDir::North, dn[0].y < p.sy(Y0, p.depth(top)));
    side(2, 3, GtaFaceDir::South, p.sy(Y1, p.depth(top)) < dn[2].y);
    if (b.lid == 0) return;
    // the lid reads as a lid seen from above, turned by the block's rotation (the east-west
    // ramps' by columns: the steps across and along swapped)
    Orient o;
    const core::Rgba* lid = lidTex(b, above, x, y, o);
    if (r.cls <= 2)
      faceRows(t, up[0].y, up[0].x, up[1].x, up[3].y, up[3].x, up[2].x, lid, 0, kTexMax, 0, kTexMax, o,
               b.flat());
    else
      faceCols(t, up[0].x, up[0].y, up[3].y, up[1].x, up[1].y, up[2].y, lid, 0, kTexMax, 0, kTexMax,
               Orient{o.base, o.dv, o.du}, b.flat());
    ++stats.faces;
  }

  // ---- what stands in a layer (our shapes) ----
  // A thing of layer z (its z >> 22) stands on the layer's bottom face, which is the top
  // plane of the layer below, where that layer's lids are drawn: it is drawn after the
  // layers below and before its own layer's blocks (Sprite_DrawLevel's place).

  // A box seen from above: the footprint w x l turned by the sprite angle, at depth zPx.
  void box(core::Fixed wx, core::Fixed wy, int32_t zPx, int angle, int w, int l, core::Rgba c) {
    const int32_t d = p.depth(zPx);
    if (d <= 0) return;
    const core::Fixed sn = gta::angleSin(angle), cs = gta::angleCos(angle);
    const int hw = w / 2, hl = l / 2;
    const int corners[4][2] = {{-hw, -hl}, {hw, -hl}, {hw, hl}, {-hw, hl}};
    Pt q[4];
    for (int i = 0; i < 4; ++i) {
      // along the heading (north at angle 0, clockwise): forward = (sin, -cos)
      const int64_t ax = corners[i][0], ay = corners[i][1];
      const int32_t px = int32_t((wx >> 16) + ((ax * cs - ay * sn) >> 16));
      const int32_t py = int32_t((wy >> 16) + ((ax * sn + ay * cs) >> 16));
      q[i] = {p.sx(px, d), p.sy(py, d)};
    }
    fillPoly(t, q, 4, c);
  }

  // One of the style's sprites standing at (wx, wy) at depth zPx, turned by `angle` (0: the
  // graphic's top to the north, clockwise), scaled by the perspective as Sprite_DrawCached
  // draws the world's sprites; colour 0 is not drawn. Each picture pixel in the turned
  // rectangle reads the texel under it.
  void spriteAt(const GtaSpriteArt& sp, core::Fixed wx, core::Fixed wy, int32_t zPx, int angle) {
    const int32_t d = p.depth(zPx);
    if (d <= 0) return;
    const int sx = p.sx(wx >> 16, d), sy = p.sy(wy >> 16, d);
    // the half diagonal on the screen bounds the turned rectangle
    const int64_t halfDiag = (int64_t(sp.w) + sp.h) * p.scale / d / 2 + 1;
    const int x0 = std::max<int>(0, int(sx - halfDiag)), x1 = std::min<int>(t.w - 1, int(sx + halfDiag));
    const int y0 = std::max<int>(0, int(sy - halfDiag)), y1 = std::min<int>(t.h - 1, int(sy + halfDiag));
    if (x0 > x1 || y0 > y1) return;
    const core::Fixed sn = gta::angleSin(angle & 0x3ff), cs = gta::angleCos(angle & 0x3ff);
    // a picture pixel's offset (world pixels, 16.16) turned back into the graphic: u along
    // its width, v down its height, from its centre
    const int64_t perPx = (int64_t(d) << 16) / p.scale;  // world 16.16 a picture pixel
    for (int y = y0; y <= y1; ++y) {
      core::Rgba* out = t.px + size_t(y) * size_t(t.w);
      const int64_t oy = (y - sy) * perPx;
      for (int x = x0; x <= x1; ++x) {
        const int64_t ox = (x - sx) * perPx;
        const int64_t u = ((ox * cs + oy * sn) >> 16) + (int64_t(sp.w) << 15);
        const int64_t v = ((oy * cs - ox * sn) >> 16) + (int64_t(sp.h) << 15);
        if (u < 0 || v < 0 || (u >> 16) >= sp.w || (v >> 16) >= sp.h) continue;
        const core::Rgba c = sp.px[size_t(v >> 16) * size_t(sp.w) + size_t(u >> 16)];
        if ((c & 0xff) != 0) out[x] = c;
      }
    }
  }

  const GtaSpriteArt* styleSprite(int n) const { return style != nullptr ? style->sprite(n) : nullptr; }

  void blob(core::Fixed wx, core::Fixed wy, int32_t zPx, int radius, core::Rgba c) {
    const int32_t d = p.depth(zPx);
    if (d <= 0) return;
    const int sx = p.sx(wx >> 16, d), sy = p.sy(wy >> 16, d);
    const int r = std::max(1, int(int64_t(radius) * p.scale / d));
    // an octagon
    const int a = r * 5 / 12;
    const Pt q[8] = {{sx - a, sy - r}, {sx + a, sy - r}, {sx + r, sy - a}, {sx + r, sy + a},
                     {sx + a, sy + r}, {sx - a, sy + r}, {sx - r, sy + a}, {sx - r, sy - a}};
    fillPoly(t, q, 8, c, core::alpha(c) != 0xff);
  }

  // designed: a thing up to 16 pixels under a plane is drawn as standing on it (the port's
  // jet, hose and smoke sit at 257, a pixel under NYC's street plane at 256)
  static int layerOf(core::Fixed z) { return std::clamp(int(((z >> 16) - 16) >> 6), 0, kLayers - 1); }

  void things(int layer) {
    namespace ot = gta::objtype;
    for (size_t i = 0; i < s.entities.cars.size(); ++i) {
      const gta::Car& c = s.entities.cars[i];
      if (c.status == gta::kCarFree || c.status == gta::kCarTrafficPrimed) continue;
      if (layerOf(c.sprite.z) != layer) continue;
      const bool engine = c.model == gta::kCarModelFireEngine;
      const bool wreck = c.damage >= gta::kCarWrecked;
      if (style != nullptr && c.model >= 0 && c.model < 256) {
        if (const GtaSpriteArt* sp = styleSprite(style->carSprite[size_t(c.model)])) {
          spriteAt(*sp, c.sprite.x, c.sprite.y, c.sprite.z >> 16, c.sprite.angle);
          continue;
        }
      }
      // designed: a car is 24 x 48 pixels, a fire engine 28 x 72; the body, then its roof
      const int w = engine ? 28 : 24, l = engine ? 72 : 48;
      const int32_t z = c.sprite.z >> 16;
      const core::Rgba body = wreck ? 0x3a2a20ff : engine ? 0xc81818ff : carColour(c.model);
      box(c.sprite.x, c.sprite.y, z, c.sprite.angle, w, l, body);
      box(c.sprite.x, c.sprite.y, z - 10, c.sprite.angle, w - 6, l / 2, wreck ? 0x201810ff : 0xd8e0e8ff);
      if (engine && ((frame / 4) % 2 == 0))  // the light bar flashing
        box(c.sprite.x, c.sprite.y, z - 12, c.sprite.angle, w - 4, 4, 0x3060ffff);
    }
    for (const gta::Obj& o : s.entities.objs) {
      if (o.free() || gta::objInfoStatus(o.type) == gta::kObjStatusInvisible) continue;
      if (layerOf(o.sprite.z) != layer) continue;
      const int32_t z = o.sprite.z >> 16;
      // the style's sprite of the type, advanced as the game advances the object's frame
      const int first = style != nullptr && o.type >= 0 && size_t(o.type) < style->objectSprite.size() &&
                                size_t(o.type) < s.entities.objInfos.size()
                            ? style->objectSprite[size_t(o.type)]
                            : -1;
      if (first >= 0) {
        const int step = o.sprite.frame - s.entities.objInfos[size_t(o.type)].sprNum;
        const GtaSpriteArt* sp = styleSprite(first + std::max(0, step));
        if (sp == nullptr) sp = styleSprite(first);  // a frame past the file's: its first
        if (sp != nullptr) {
          spriteAt(*sp, o.sprite.x, o.sprite.y, z, o.sprite.angle);
          continue;
        }
      }
      const int flick = (frame + (o.sprite.x >> 16)) % 6;
      if (o.type == ot::kFire || o.type == ot::kPedFire) {
        blob(o.sprite.x, o.sprite.y, z - 8, 20 + flick, 0xff5010e0);
        blob(o.sprite.x, o.sprite.y, z - 14, 11 + flick / 2, 0xffd040f0);
      } else if (o.type == ot::kDyingFire) {
        blob(o.sprite.x, o.sprite.y, z - 6, 14, 0xb04010c0);
      } else if (o.type == ot::kSmoke || o.type == ot::kBlastSmoke) {
        blob(o.sprite.x, o.sprite.y, z - 20, 18 + flick, 0x80808090);
      } else if (o.type == ot::kJet || o.type == ot::kJetEnd) {
        blob(o.sprite.x, o.sprite.y, z - 6, 6, 0x60c0ffd0);
      } else if (o.type == ot::kHose) {
        blob(o.sprite.x, o.sprite.y, z - 4, 4, 0x2060ffff);
      } else if (o.type == ot::kCrate || o.type == ot::kBrokenCrate) {
        box(o.sprite.x, o.sprite.y, z - 8, o.sprite.angle, 20, 20, 0xa0682cff);
      } else if ((o.type >= 0x4e && o.type <= 0x51) || (o.type >= 0x5f && o.type <= 0x65)) {
        box(o.sprite.x, o.sprite.y, z - 6, (frame * 16) & 0x3ff, 16, 16, 0x30ff60ff);  // a power-up spins
      } else if (o.type == ot::kDebris || o.type == ot::kPiece) {
        box(o.sprite.x, o.sprite.y, z - 2, o.sprite.angle, 8, 6, 0x806040ff);
      } else {
        box(o.sprite.x, o.sprite.y, z - 4, o.sprite.angle, 10, 10, 0xd8d0b8ff);
      }
    }
    for (const gta::ExplSlot& q : s.expl.slots) {
      if (q.frame == 0 || layerOf(q.sprite.z) != layer) continue;
      // designed: the fireball swells over the quarter's 12 frames, yellow to red
      const int f = q.frame % gta::kExplFramesPerQuarter;
      const int32_t z = q.sprite.z >> 16;
      // designed: with the style's explosion sprites, the slot's frame k (1..47: the four
      // quarters of 12 frames each) shows sprite k - 1 of the group (48 in STYLE001)
      if (style != nullptr && style->explosionFrames > 0) {
        const int k = std::clamp(int(q.frame) - 1, 0, style->explosionFrames - 1);
        if (const GtaSpriteArt* sp = styleSprite(style->explosionSprite + k)) {
          spriteAt(*sp, q.sprite.x, q.sprite.y, z, 0);
          continue;
        }
      }
      blob(q.sprite.x, q.sprite.y, z - 16, 16 + 3 * f, core::rgba(255, uint8_t(220 - 14 * f), 40, 0xd0));
      blob(q.sprite.x, q.sprite.y, z - 24, 8 + 2 * f, core::rgba(255, 250, uint8_t(200 - 12 * f), 0xe0));
    }
  }

  static core::Rgba carColour(int model) {
    static constexpr std::array<core::Rgba, 8> kColours = {0xe0c020ff, 0x2050c0ff, 0x20a050ff, 0xe0e0e0ff,
                                                           0x303030ff, 0xc06020ff, 0x8030a0ff, 0x60a0d0ff};
    return kColours[size_t(std::abs(model)) % kColours.size()];
  }
};

}  // namespace

GtaViewCamera gtaPlayerCamera(const gta::GameState& s, int player) {
  const gta::Viewport& v = s.entities.players[size_t(std::clamp(player, 0, gta::kPlayerRecords - 1))].viewport;
  GtaViewCamera c;
  if (v.zoom == 0) return c;  // no camera yet: the map's centre
  c.x = v.x, c.y = v.y, c.height = v.height, c.zoom = v.zoom;
  return c;
}

void GtaCityBlocks::update(const gta::GameState& s) {
  if (s.cmp.get() != cmp_) {
    cmp_ = s.cmp.get();
    base_.assign(size_t{kMap} * kMap * kLayers, CmpBlock{});
    if (cmp_ != nullptr && cmp_->base.size() == size_t{kMap} * kMap) {
      for (int y = 0; y < kMap; ++y)
        for (int x = 0; x < kMap; ++x)
          for (int z = 0; z < kLayers; ++z)
            if (const CmpBlock* b = cmp_->blockAt(x, y, z))
              base_[(size_t(y) * kMap + size_t(x)) * kLayers + size_t(z)] = *b;
    }
    blocks_ = base_;
    edited_.clear();
  }
  for (uint32_t cell : edited_)
    std::copy_n(base_.begin() + ptrdiff_t(cell) * kLayers, kLayers, blocks_.begin() + ptrdiff_t(cell) * kLayers);
  edited_.clear();
  for (const gta::MapEditColumn& e : s.mapEdits.repointed) {
    if (e.cell >= uint32_t(kMap * kMap)) continue;
    const int x = int(e.cell % kMap), y = int(e.cell / kMap);
    for (int z = 0; z < kLayers; ++z) {
      CmpBlock b;
      blocks_[size_t(e.cell) * kLayers + size_t(z)] = gta::mapBlockRecord(s, x, y, z, b) ? b : CmpBlock{};
    }
    edited_.push_back(e.cell);
  }
}

GtaCityStats renderGtaCity(core::Image& img, const GtaCityBlocks& blocks, const gta::GameState& s,
                           const GtaViewCamera& cam, const GtaArt& art, const GtaStyleArt* style) {
  img.fill(core::rgba(16, 16, 24));
  if (blocks.empty()) return {};
  const Proj p = projOf(cam, img.width(), img.height());
  const Target t{img.data(), img.width(), img.height()};
  Drawer dr{p, t, art, s, int(s.frame()), {}, style};
  dr.prepare();
  // the blocks seen at the deepest plane (the widest), centred on the camera's block
  const int32_t deep = p.depth(64 * kLayers);
  const int halfX = int(int64_t(p.w) * deep / (p.scale * 64)) / 2 + 2;
  const int halfY = int(int64_t(p.h) * deep / (p.scale * 64)) / 2 + 2;
  const int cbx = std::clamp(cam.x / 64, 0, kMap - 1), cby = std::clamp(cam.y / 64, 0, kMap - 1);
  const int x0 = std::max(0, cbx - halfX), x1 = std::min(kMap - 1, cbx + halfX);
  const int y0 = std::max(0, cby - halfY), y1 = std::min(kMap - 1, cby + halfY);
  // from the edges toward the camera's row and column
  std::vector<int> xs, ys;
  for (int x = x0; x < cbx; ++x) xs.push_back(x);
  for (int x = x1; x > cbx; --x) xs.push_back(x);
  if (cbx >= x0 && cbx <= x1) xs.push_back(cbx);
  for (int y = y0; y < cby; ++y) ys.push_back(y);
  for (int y = y1; y > cby; --y) ys.push_back(y);
  if (cby >= y0 && cby <= y1) ys.push_back(cby);
  for (int z = kLayers - 1; z >= 0; --z) {
    if (p.depth(64 * z) <= 0) continue;
    dr.things(z);
    for (int y : ys)
      for (int x : xs) dr.block(blocks.at(x, y, z), z > 0 ? blocks.at(x, y, z - 1) : kAir, x, y, z);
  }
  return dr.stats;
}

bool gtaPickBlock(const GtaCityBlocks& blocks, const GtaViewCamera& cam, int width, int height, int px, int py,
                  GtaPick& out) {
  if (blocks.empty()) return false;
  const Proj p = projOf(cam, width, height);
  // from the top layer down: the first cell whose block has a lid at the point under
  // the pointer on that layer's top plane
  for (int z = 0; z < kLayers; ++z) {
    const int32_t d = p.depth(64 * z);
    if (d <= 0) continue;
    const int32_t wx = p.camX + int32_t(int64_t(px - p.cx) * d / p.scale);
    const int32_t wy = p.camY + int32_t(int64_t(py - p.cy) * d / p.scale);
    if (wx < 0 || wy < 0 || wx >= kMap * 64 || wy >= kMap * 64) continue;
    const CmpBlock& b = blocks.at(wx / 64, wy / 64, z);
    if (b.lid == 0 && b.type() == gta::BlockType::Air) continue;
    out = {wx / 64, wy / 64, z, wx, wy};
    return true;
  }
  return false;
}

}  // namespace view
