// SPDX-License-Identifier: GPL-3.0-or-later
// The 32 x 32 pixel cells of the game views, made from the terrain textures (rf_art.hpp)
// once and then copied row by row instead of being drawn again every frame.
//
// A ground tile is the textured terrain of a cell: its terrain id, the part of the
// textures the cell's position picks (so the textures run on seamlessly across cells:
// variant = (x & 3) | (y & 3) << 2; the 64 px textures use its low bits), the water's animation frame (tiles
// with water only) and the flat thing its static object lays on the ground (the bridge deck's planks, the
// rubble of a destroyed object, the rock a rock stands on). Shore cells are sand and shallow water split by
// the shore shape (rf/data/terrain.hpp) with wet sand and foam along the line; shallow boxes blend into the
// deep water. A top-down tile is the ground tile with the cell's object drawn over it (rf_map_render.hpp)
// and, outside the view's area, dimmed. The views stay a pure function of the state: same state, same
// picture. The cache is per thread (no locking, no sharing) and bounded.
#pragma once

#include <cstdint>

#include "core/image.hpp"
#include "view/rf_art.hpp"

namespace view {

inline constexpr int kRfTilePx = 32;

// What a static object lays on the ground of its cell in the textured views.
enum class RfGroundOverlay : uint8_t { None = 0, DeckH = 1, DeckV = 2, Rubble = 3, Rock = 4 };
RfGroundOverlay rfGroundOverlay(uint32_t bno);

// The water's animation frame at a simulation tick (designed: a new frame every 8 ticks,
// 7.5 a second at the game's 60 ticks a second; the loop of 8 lasts about a second).
constexpr int rfWaterFrame(uint32_t tick) {
  return static_cast<int>((tick / 8u) % static_cast<uint32_t>(kRfWaterFrames));
}

// Whether a terrain's tile has water in it (and so a frame of its own).
bool rfTerrainHasWater(uint32_t terrain);

// The 32 * 32 pixels (row-major) of a ground tile. The pointer stays valid until the next
// rfTileCacheTrim on the same thread.
const core::Rgba* rfGroundTile(const RfArt& art, uint32_t terrain, int variant, int frame,
                               RfGroundOverlay overlay);

// The top-down tile of a cell word (bits 0-15: terrain, object, team) at `variant`, in
// `frame`, dimmed by the fog colour when `dimmed` (a cell outside the view's area).
const core::Rgba* rfTopDownTile(const RfArt& art, uint32_t cellWord, int variant, int frame, bool dimmed);

// The variant of cell (x, y).
constexpr int rfCellVariant(int x, int y) {
  return (x & 3) | ((y & 3) << 2);
}

// Empties the cache when it has grown past its bound; a view calls it before its first tile
// (so the tiles of one picture never move while it is drawn).
void rfTileCacheTrim();

// The fog over cells outside a view's area (the top-down view).
inline constexpr core::Rgba kRfFog = core::rgba(0, 0, 0, 150);

// Copies a w x h block of rows (row-major, `srcStride` pixels a row) into `dst` with its
// top-left corner at (x, y), clipped to the rectangle cx0..cx1-1 / cy0..cy1-1 (itself
// inside dst). Replaces the pixels (no blending).
void copyRows(core::Image& dst, const core::Rgba* src, int srcStride, int w, int h, int x, int y, int cx0,
              int cy0, int cx1, int cy1);

}  // namespace view
