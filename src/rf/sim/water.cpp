// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/sim/water.hpp"

#include "rf/data/bno_table.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/world_state.hpp"

namespace rf {
namespace {

constexpr uint32_t kLastWaterTerrain = 0x33;  // 51: every id above is dry

// The shore polygon of a piece placed in the world (16.16), with its outward normals.
PlacedPart placeShore(const ShorePolygon& poly, int cellX, int cellY) {
  PlacedPart out;
  const int64_t ox = static_cast<int64_t>(cellX) * 32;
  const int64_t oy = static_cast<int64_t>(cellY) * 32;
  for (size_t i = 0; i < poly.count; ++i) {
    out.px[out.points] = (ox + poly.v[i].x) * core::kOne;
    out.py[out.points] = (oy + poly.v[i].y) * core::kOne;
    ++out.points;
  }
  for (size_t i = 0; i < poly.count; ++i) {
    const CellPoint a = poly.v[i];
    const CellPoint b = poly.v[(i + 1) % poly.count];
    out.ax[out.axes] = b.y - a.y;
    out.ay[out.axes] = -(b.x - a.x);
    ++out.axes;
  }
  return out;
}

int shoreState(uint32_t terrain, int cellX, int cellY, Shape shape, const ShapePose& pose) {
  const ShorePiece& piece = shorePiece(terrain);
  ShapePart point;  // designed: no shape -> the position itself
  const ShapePart& first = shape.empty() ? point : shape.front();
  // designed: touching the polygon counts, so a point object agrees with pixelWaterDepth
  // (which counts a pixel centre on the outline as inside).
  const bool overlap =
      placedOverlap(placePart(first, pose, false), placeShore(placedShorePolygon(piece), cellX, cellY), true);
  return overlap != piece.invert ? kWaterShallow : kWaterDry;
}

int boxState(uint32_t terrain, int cellX, int cellY, const ShapePose& pose) {
  const ShallowBox& b = shallowBox(terrain);
  const int64_t lx = (static_cast<int64_t>(pose.x) >> 16) - static_cast<int64_t>(cellX) * 32;
  const int64_t ly = (static_cast<int64_t>(pose.y) >> 16) - static_cast<int64_t>(cellY) * 32;
  const bool inside = lx >= b.x0 && lx < b.x1 && ly >= b.y0 && ly < b.y1;
  return inside ? kWaterShallow : kWaterDeep;
}

}  // namespace

// FUN_00418770: the water state of one cell for a shape (GetObjWaterState's per-cell test).
int waterStateForCell(uint32_t cellWord, int cellX, int cellY, Shape shape, const ShapePose& pose) {
  if (pose.z > core::kOne) return kWaterDry;
  const uint32_t terrain = cell::terrain(cellWord);
  if (terrain > kLastWaterTerrain || isBridgeDeck(cell::bno(cellWord))) return kWaterDry;
  if (terrain == 1) return kWaterShallow;
  if (terrain == 2) return kWaterDeep;
  if (terrain >= kFirstShoreTerrain && terrain <= kLastShoreTerrain) {
    return shoreState(terrain, cellX, cellY, shape, pose);
  }
  if (terrain >= 24 && terrain <= 39) return kWaterShallow;
  if (terrain >= kFirstShallowBoxTerrain && terrain <= kLastShallowBoxTerrain) {
    return boxState(terrain, cellX, cellY, pose);
  }
  return kWaterDry;  // 0 grass, 3 dry land
}

// GetObjWaterState 0x4185e0
int objWaterState(const World& world, Shape shape, const ShapePose& pose) {
  const int cx = pose.x >> 21;
  const int cy = pose.y >> 21;
  const uint32_t word = World::inMap(cx, cy) ? world.cell(cx, cy) : cell::make(kTerrainDeep);
  return waterStateForCell(word, cx, cy, shape, pose);
}

}  // namespace rf
