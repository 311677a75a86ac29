// The 32 x 32 pixel pictures of cell words (drawRfCell at 32 px a cell) that the game views
// copy row by row instead of drawing every cell again each frame. A tile depends on the
// cell word's terrain, static object and team only (bits 0-15), and on whether it is dimmed
// (a cell outside the view's area), so the views stay a pure function of the state: same
// state, same picture. Built on first use and kept per thread (no locking, no sharing).
#pragma once

#include <cstdint>

#include "core/image.hpp"

namespace view {

inline constexpr int kRfTilePx = 32;

// The 32 * 32 pixels (row-major) of drawRfCell(cellWord) at 32 px, dimmed by the fog colour
// when `dimmed` (a black of alpha 150 blended over each pixel). The pointer stays valid
// until the next rfTileCacheTrim on the same thread.
const core::Rgba* rfCellTile(uint32_t cellWord, bool dimmed);

// Empties the cache when it has grown past its bound; a view calls it before its first tile
// (so the tiles of one picture never move while it is drawn).
void rfTileCacheTrim();

// The fog over cells outside a view's area.
inline constexpr core::Rgba kRfFog = core::rgba(0, 0, 0, 150);

// Copies a w x h block of rows (row-major, `srcStride` pixels a row) into `dst` with its
// top-left corner at (x, y), clipped to the rectangle cx0..cx1-1 / cy0..cy1-1 (itself
// inside dst). Replaces the pixels (no blending).
void copyRows(core::Image& dst, const core::Rgba* src, int srcStride, int w, int h, int x, int y, int cx0,
              int cy0, int cx1, int cy1);

}  // namespace view
