// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's drawing primitives (rf_original_look.hpp), shared by its parts (the
// models, the explosions rf_original_expl.hpp, the gates rf_original_gate.hpp): the camera of
// render.md §1-2, ProjectVertices 0x401290 for one vertex, the model queue's sort key
// (View_QueueModel 0x4085a0) and a cel on four projected corners (Cel_DrawQuad 0x410b9c) in
// the cel's draw mode. Integer arithmetic only; internal to the view (not a public face).
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "core/image.hpp"
#include "core/trig.hpp"

namespace view {
class RfOriginalLook;
}

namespace view::orig {

inline constexpr int32_t kF = 0x12c0000;  // 300.0: the eye's distance (InitProjectionAndRotTables)

// FixMul 0x438300 (core::FixMul) on the 64-bit fields the model code carries; each holds one
// of the original's 32-bit values.
inline core::Fixed fixMul(int64_t a, int64_t b) {
  return core::FixMul(static_cast<core::Fixed>(a), static_cast<core::Fixed>(b));
}

// T[i] = 300 / (300 - i) in 16.16 (int division as the table's).
inline int32_t projScale(int32_t i) {
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

// The model matrices' turns (render.md §1: row vectors, each term FixMul'ed): P[pitch] about x
// (rows [1, 0, 0], [0, c, s], [0, -s, c]) then Y[yaw] about z (rows [c, s, 0], [-s, c, 0],
// [0, 0, 1]); the angles in our units (0x400000 a turn). A zero angle leaves the vertex as it is.
struct Turn {
  int64_t pc = core::kOne, ps = 0, yc = core::kOne, ys = 0;
};
inline Turn turnOf(int32_t pitch, int32_t yaw) {
  return {core::CosFixed(pitch), core::SinFixed(pitch), core::CosFixed(yaw), core::SinFixed(yaw)};
}
inline V3 turned(const Turn& t, int64_t x, int64_t y, int64_t z) {
  const int64_t y1 = fixMul(y, t.pc) - fixMul(z, t.ps), z1 = fixMul(y, t.ps) + fixMul(z, t.pc);
  return {fixMul(x, t.yc) - fixMul(y1, t.ys), fixMul(x, t.ys) + fixMul(y1, t.yc), z1};
}

// v * C (the camera matrix [1,0,0, 0,s,c, 0,-c,s]).
inline V3 toView(const Camera& k, int64_t x, int64_t y, int64_t z) {
  return {x, fixMul(y, k.s) - fixMul(z, k.c), fixMul(y, k.c) + fixMul(z, k.s)};
}

// ProjectVertices 0x401290 for one vertex (already turned, item added): the 16.16 screen
// point; false when it is rejected.
bool project(const Camera& k, const V3& v, int32_t& sx, int32_t& sy);

// View_QueueModel 0x4085a0's key of an item at view-space v (x', y', z' of the item's
// position, before z' - H) with zb = H - obj+0x50 - z-bias: larger = farther, drawn first.
inline int64_t sortKey(const V3& v, int64_t zb) {
  return (v.y >> 8) - v.z + zb + ((v.x < 0 ? -v.x : v.x) >> 9);
}

// The picture: the viewport's clip and the scale of an original pixel. With `ix` (the look has
// the CD's TRANS.TBL) the cels are drawn as the original's 8-bit screen: palette indices into
// ix (same stride as px), each draw mode through the tables, and the caller turns ix into
// colours when the view is done; without it each mode is computed on the RGB colours.
struct Canvas {
  core::Rgba* px = nullptr;
  uint8_t* ix = nullptr;
  int stride = 0;
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // clip (picture px)
  int ox = 0, oy = 0;                  // the view's top-left
  int f = 2;                           // picture px per original px
};

// A cel on the 4 corners (16.16 original px of the view; corner k gets the cel's corner k:
// 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left), affine, each picture pixel whose
// centre is inside (Cel_DrawQuad's spans, designed: sampled at pixel centres so that
// neighbouring quads share no pixel and leave no gap). A cel the archive lacks is skipped.
void drawCelQuad(const Canvas& cv, const RfOriginalLook& look, uint32_t celIndex,
                 const std::array<int32_t, 4>& qx, const std::array<int32_t, 4>& qy);

}  // namespace view::orig
