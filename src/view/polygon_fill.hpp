// SPDX-License-Identifier: GPL-3.0-or-later
// The one scanline filler of convex polygons, shared by the views: the 3D view's flat faces
// (rf_3d_render.cpp), the top-down view's footprints (rf_topdown_render.cpp) and the original
// look's cels (rf_original_draw.cpp). It walks the rows and keeps each row's leftmost and
// rightmost edge crossing; where a row is sampled, how a crossing rounds and what a span draws
// stay with each caller, so every view keeps its own pictures. Internal to the view.
#pragma once

namespace view {

// Rows r0..r1 (both included) of a convex polygon of n corners. For each row, every edge
// (corner i to corner i + 1, the last to the first) is asked `cross(i, j, r, lo, hi)`: false
// when it does not cross the row, else its crossing's left and right end (the same crossing
// for a slanted edge; a level edge lying on the row may give both of its ends). Of a row's
// crossings the leftmost lo and the rightmost hi (by `.x`; the first found on a tie) go to
// `span(r, left, right)`; a row no edge crosses gets no span.
template <class Crossing, class Cross, class Span>
void scanConvex(int n, int r0, int r1, Cross&& cross, Span&& span) {
  for (int r = r0; r <= r1; ++r) {
    bool any = false;
    Crossing left{}, right{};
    for (int i = 0; i < n; ++i) {
      Crossing lo{}, hi{};
      if (!cross(i, i + 1 == n ? 0 : i + 1, r, lo, hi)) continue;
      if (!any || lo.x < left.x) left = lo;
      if (!any || hi.x > right.x) right = hi;
      any = true;
    }
    if (any) span(r, left, right);
  }
}

}  // namespace view
