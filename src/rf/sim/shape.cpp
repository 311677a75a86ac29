// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/sim/shape.hpp"

#include <stdexcept>

#include "core/trig.hpp"

namespace rf {
namespace {

using core::Fixed;

void addPoint(PlacedPart& p, int64_t x, int64_t y) {
  if (p.points >= PlacedPart::kMaxPoints) throw std::length_error("shape part has more than 12 points");
  p.px[p.points] = x;
  p.py[p.points] = y;
  ++p.points;
}

// A zero axis separates nothing and is left out.
void addAxis(PlacedPart& p, int64_t x, int64_t y) {
  if (x == 0 && y == 0) return;
  if (p.axes >= PlacedPart::kMaxAxes) throw std::length_error("shape part has more than 14 axes");
  p.ax[p.axes] = x;
  p.ay[p.axes] = y;
  ++p.axes;
}

int64_t floorPx(int64_t v, bool wholePixels) {
  return wholePixels ? (v >> 16) : v;
}

void placePolygon(PlacedPart& out, const ShapePart& part, const ShapePose& pose, bool whole) {
  for (const core::Vec2& v : part.verts) {
    const core::Vec2 r = core::RotateByHeading(pose.heading, part.dx + v.x, part.dy + v.y);
    addPoint(out, floorPx(static_cast<int64_t>(pose.x) + r.x, whole),
             floorPx(static_cast<int64_t>(pose.y) + r.y, whole));
  }
  for (const core::Vec2& e : part.edges) {
    const core::Vec2 n = core::RotateByHeading(pose.heading, e.x, e.y);
    addAxis(out, n.x, n.y);
  }
}

// Projection bounds of a placed part on an axis.
void project(const PlacedPart& p, int64_t ax, int64_t ay, int64_t& lo, int64_t& hi) {
  lo = p.px[0] * ax + p.py[0] * ay;
  hi = lo;
  for (int i = 1; i < p.points; ++i) {
    const int64_t d = p.px[i] * ax + p.py[i] * ay;
    lo = d < lo ? d : lo;
    hi = d > hi ? d : hi;
  }
}

bool separatedOn(const PlacedPart& a, const PlacedPart& b, int64_t ax, int64_t ay, bool inclusive) {
  int64_t aLo = 0, aHi = 0, bLo = 0, bHi = 0;
  project(a, ax, ay, aLo, aHi);
  project(b, ax, ay, bLo, bHi);
  return inclusive ? (aHi < bLo || bHi < aLo) : (aHi <= bLo || bHi <= aLo);
}

}  // namespace

bool partHeightsOverlap(const ShapePart& a, Fixed za, const ShapePart& b, Fixed zb) {
  const int64_t aLo = static_cast<int64_t>(a.zlo) + za;
  const int64_t aHi = static_cast<int64_t>(a.zhi) + za;
  const int64_t bLo = static_cast<int64_t>(b.zlo) + zb;
  const int64_t bHi = static_cast<int64_t>(b.zhi) + zb;
  return aLo <= bHi && bLo <= aHi;
}

PlacedPart placePart(const ShapePart& part, const ShapePose& pose, bool whole) {
  PlacedPart out;
  const int64_t ox = static_cast<int64_t>(pose.x) + part.dx;
  const int64_t oy = static_cast<int64_t>(pose.y) + part.dy;
  switch (part.type) {
    case PartType::Point:
      addPoint(out, floorPx(ox, whole), floorPx(oy, whole));
      addAxis(out, 1, 0);
      addAxis(out, 0, 1);
      break;
    case PartType::Box:
      addPoint(out, floorPx(ox + part.bbox.x0, whole), floorPx(oy + part.bbox.y0, whole));
      addPoint(out, floorPx(ox + part.bbox.x1, whole), floorPx(oy + part.bbox.y0, whole));
      addPoint(out, floorPx(ox + part.bbox.x1, whole), floorPx(oy + part.bbox.y1, whole));
      addPoint(out, floorPx(ox + part.bbox.x0, whole), floorPx(oy + part.bbox.y1, whole));
      addAxis(out, 1, 0);
      addAxis(out, 0, 1);
      break;
    case PartType::Polygon:
      placePolygon(out, part, pose, whole);
      break;
    case PartType::Swept: {
      const int64_t x0 = floorPx(static_cast<int64_t>(pose.oldX) + part.dx, whole);
      const int64_t y0 = floorPx(static_cast<int64_t>(pose.oldY) + part.dy, whole);
      const int64_t x1 = floorPx(ox, whole);
      const int64_t y1 = floorPx(oy, whole);
      addPoint(out, x0, y0);
      addPoint(out, x1, y1);
      addAxis(out, y1 - y0, -(x1 - x0));  // the segment's normal
      addAxis(out, x1 - x0, y1 - y0);     // and its direction (collinear segments)
      addAxis(out, 1, 0);                 // a resting segment is a point
      addAxis(out, 0, 1);
      break;
    }
  }
  return out;
}

bool placedOverlap(const PlacedPart& a, const PlacedPart& b, bool inclusive) {
  if (a.points == 0 || b.points == 0) return false;
  for (int i = 0; i < a.axes; ++i) {
    if (separatedOn(a, b, a.ax[i], a.ay[i], inclusive)) return false;
  }
  for (int i = 0; i < b.axes; ++i) {
    if (separatedOn(a, b, b.ax[i], b.ay[i], inclusive)) return false;
  }
  return true;
}

namespace {

// The swept test against a polygon (type 4 vs 3). The notes: the original "compares the
// relative sweep vector with absolute edges". Reading implemented (docs/rf-swept-shapes.md):
// the sweep is taken into the polygon's body frame (rotated by -heading about the
// polygon's position: the relative sweep), but then tested against the polygon's edges
// as placed in the world (rotated by +heading: the absolute edges), so the segment meets
// the polygon as if it were turned by twice its heading. Exact at headings 0 and 180 deg;
// a hull turned 90 deg is hit as if it faced north / south.
ShapePose relativeSweep(const ShapePose& swept, const ShapePose& poly) {
  const int32_t back = ((core::kHeadingSteps - core::HeadingIndex(poly.heading)) & 63) << 16;
  ShapePose out = swept;
  const core::Vec2 now = core::RotateByHeading(back, swept.x - poly.x, swept.y - poly.y);
  const core::Vec2 old = core::RotateByHeading(back, swept.oldX - poly.x, swept.oldY - poly.y);
  out.x = poly.x + now.x;
  out.y = poly.y + now.y;
  out.oldX = poly.x + old.x;
  out.oldY = poly.y + old.y;
  return out;
}

}  // namespace

// The part tests 0x41b8d0..0x41c3a0 (one separating-axis test for every pair of types).
// designed: the notes give the types, not the arithmetic; here every part is a convex set
// tested on the axes of both (box: x / y; polygon: its rotated edge normals; segment: its
// normal and direction). Kept: the swept-vs-polygon frame mix-up (relativeSweep above).
bool partsOverlap2d(const ShapePart& a, const ShapePose& pa, const ShapePart& b, const ShapePose& pb) {
  const bool whole = a.type == PartType::Swept || b.type == PartType::Swept;
  if (a.type == PartType::Swept && b.type == PartType::Polygon) {
    return placedOverlap(placePart(a, relativeSweep(pa, pb), true), placePart(b, pb, true), true);
  }
  if (b.type == PartType::Swept && a.type == PartType::Polygon) {
    return placedOverlap(placePart(a, pa, true), placePart(b, relativeSweep(pb, pa), true), true);
  }
  return placedOverlap(placePart(a, pa, whole), placePart(b, pb, whole), whole);
}

// ShapesOverlap 0x41c800
ShapeHit shapesOverlap(Shape a, const ShapePose& pa, Shape b, const ShapePose& pb) {
  for (const ShapePart& partA : a) {
    for (const ShapePart& partB : b) {
      if (!partHeightsOverlap(partA, pa.z, partB, pb.z)) continue;
      if ((partB.solid & partA.mask) == 0) continue;
      if (!partsOverlap2d(partA, pa, partB, pb)) continue;
      return {partA.solid | partB.solid, &partA, &partB};
    }
  }
  return {};
}

}  // namespace rf
