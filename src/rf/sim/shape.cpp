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

// core::RotateByHeading with the heading's matrix looked up once per part: (x, y, 0) times
// the rows, each sum added in 32 bits with wrap-around as MulRow does (its z term is 0).
core::Vec2 rotate(const core::Mat3& m, Fixed x, Fixed y) {
  const auto row = [&](int j) {
    return static_cast<Fixed>(static_cast<uint32_t>(core::FixMul(x, m.m[0][j])) +
                              static_cast<uint32_t>(core::FixMul(y, m.m[1][j])));
  };
  return {row(0), row(1)};
}

void placePolygon(PlacedPart& out, const ShapePart& part, const ShapePose& pose, bool whole) {
  const core::Mat3& m = core::RotationMatrix(pose.heading);
  for (const core::Vec2& v : part.verts) {
    const core::Vec2 r = rotate(m, part.dx + v.x, part.dy + v.y);
    addPoint(out, floorPx(static_cast<int64_t>(pose.x) + r.x, whole),
             floorPx(static_cast<int64_t>(pose.y) + r.y, whole));
  }
  for (const core::Vec2& e : part.edges) {
    const core::Vec2 n = rotate(m, e.x, e.y);
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
  const core::Mat3& m = core::RotationMatrix(back);
  ShapePose out = swept;
  const core::Vec2 now = rotate(m, swept.x - poly.x, swept.y - poly.y);
  const core::Vec2 old = rotate(m, swept.oldX - poly.x, swept.oldY - poly.y);
  out.x = poly.x + now.x;
  out.y = poly.y + now.y;
  out.oldX = poly.x + old.x;
  out.oldY = poly.y + old.y;
  return out;
}

int64_t abs64(int64_t v) {
  return v < 0 ? -v : v;
}

// Past this magnitude (16.16) a bound is not computed (the 32-bit sums of the rotations
// could wrap): the pair gets the full test.
constexpr int64_t kBoundLimit = int64_t{1} << 29;
// Added to every side of a bound: the rounding of a rotation (a unit or two) and the
// flooring to whole pixels of the swept tests (touching counts there), with room to spare.
constexpr int64_t kBoundSlack = 2 * int64_t{core::kOne};

// The largest |x| + |y| of a polygon's vertices about the object (the rotation turns them
// about the object's position, and a rotated point's coordinates stay within it).
int64_t polygonReach(const ShapePart& part) {
  int64_t reach = 0;
  for (const core::Vec2& v : part.verts) {
    const int64_t r = abs64(int64_t{part.dx} + v.x) + abs64(int64_t{part.dy} + v.y);
    reach = r > reach ? r : reach;
  }
  return reach;
}

// The box of the segment (x0, y0) .. (x1, y1).
PartBounds segmentBounds(int64_t x0, int64_t y0, int64_t x1, int64_t y1) {
  return {x0 < x1 ? x0 : x1, y0 < y1 ? y0 : y1, x0 < x1 ? x1 : x0, y0 < y1 ? y1 : y0, true};
}

// The swept part's box as the swept-vs-polygon test places it (relativeSweep: its ends
// turned about the polygon's position, so each within its |x| + |y| distance of it).
PartBounds relativeSweepBounds(const ShapePart& swept, const ShapePose& ps, const ShapePose& poly) {
  const int64_t nowX = int64_t{ps.x} - poly.x;
  const int64_t nowY = int64_t{ps.y} - poly.y;
  const int64_t oldX = int64_t{ps.oldX} - poly.x;
  const int64_t oldY = int64_t{ps.oldY} - poly.y;
  const int64_t dNow = abs64(nowX) + abs64(nowY);
  const int64_t dOld = abs64(oldX) + abs64(oldY);
  const int64_t reach = (dNow > dOld ? dNow : dOld) + 2;
  if (reach >= kBoundLimit) return {};
  const int64_t cx = int64_t{poly.x} + swept.dx;
  const int64_t cy = int64_t{poly.y} + swept.dy;
  return {cx - reach, cy - reach, cx + reach, cy + reach, true};
}

}  // namespace

PartBounds partBounds(const ShapePart& part, const ShapePose& pose) {
  const int64_t limit = kBoundLimit;
  if (abs64(pose.x) >= limit || abs64(pose.y) >= limit || abs64(pose.oldX) >= limit ||
      abs64(pose.oldY) >= limit || abs64(part.dx) >= limit || abs64(part.dy) >= limit) {
    return {};
  }
  const int64_t ox = int64_t{pose.x} + part.dx;
  const int64_t oy = int64_t{pose.y} + part.dy;
  switch (part.type) {
    case PartType::Point:
      return {ox, oy, ox, oy, true};
    case PartType::Box:
      return segmentBounds(ox + part.bbox.x0, oy + part.bbox.y0, ox + part.bbox.x1, oy + part.bbox.y1);
    case PartType::Polygon: {
      const int64_t reach = polygonReach(part) + 2;  // + the rounding of the two products
      if (reach >= limit) return {};
      return {int64_t{pose.x} - reach, int64_t{pose.y} - reach, int64_t{pose.x} + reach, int64_t{pose.y} + reach,
              true};
    }
    case PartType::Swept:
      return segmentBounds(int64_t{pose.oldX} + part.dx, int64_t{pose.oldY} + part.dy, ox, oy);
  }
  return {};
}

bool partBoundsMeet(const ShapePart& a, const ShapePose& pa, const ShapePart& b, const ShapePose& pb) {
  PartBounds ba;
  PartBounds bb;
  if (a.type == PartType::Swept && b.type == PartType::Polygon) {
    ba = abs64(pb.x) < kBoundLimit && abs64(pb.y) < kBoundLimit ? relativeSweepBounds(a, pa, pb) : PartBounds{};
    bb = partBounds(b, pb);
  } else if (b.type == PartType::Swept && a.type == PartType::Polygon) {
    ba = partBounds(a, pa);
    bb = abs64(pa.x) < kBoundLimit && abs64(pa.y) < kBoundLimit ? relativeSweepBounds(b, pb, pa) : PartBounds{};
  } else {
    ba = partBounds(a, pa);
    bb = partBounds(b, pb);
  }
  if (!ba.valid || !bb.valid) return true;  // no bound: the full test decides
  return ba.x0 <= bb.x1 + kBoundSlack && bb.x0 <= ba.x1 + kBoundSlack && ba.y0 <= bb.y1 + kBoundSlack &&
         bb.y0 <= ba.y1 + kBoundSlack;
}

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
      if (!partBoundsMeet(partA, pa, partB, pb)) continue;  // the cheap rejection first
      if (!partsOverlap2d(partA, pa, partB, pb)) continue;
      return {partA.solid | partB.solid, &partA, &partB};
    }
  }
  return {};
}

}  // namespace rf
