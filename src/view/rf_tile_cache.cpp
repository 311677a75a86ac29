// The cell tiles of the game views (rf_tile_cache.hpp).
#include "view/rf_tile_cache.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <unordered_map>

#include "view/rf_map_render.hpp"

namespace view {
namespace {

using Tile = std::array<core::Rgba, kRfTilePx * kRfTilePx>;

// designed: a map has a few hundred distinct words; past this many tiles the cache starts
// again (bounded memory: 4 KB a tile).
constexpr size_t kMaxTiles = 4096;

Tile makeTile(uint32_t word, bool dimmed) {
  core::Image img(kRfTilePx, kRfTilePx);
  drawRfCell(img, word, 0, 0, kRfTilePx);
  Tile t;
  std::copy(img.pixels().begin(), img.pixels().end(), t.begin());
  if (dimmed) {
    for (core::Rgba& p : t) p = core::blendOver(p, kRfFog);
  }
  return t;
}

std::unordered_map<uint32_t, std::unique_ptr<Tile>>& tileCache() {
  thread_local std::unordered_map<uint32_t, std::unique_ptr<Tile>> cache;
  return cache;
}

}  // namespace

void rfTileCacheTrim() {
  if (tileCache().size() >= kMaxTiles) tileCache().clear();
}

const core::Rgba* rfCellTile(uint32_t cellWord, bool dimmed) {
  auto& cache = tileCache();
  const uint32_t key = (cellWord & 0xFFFFu) | (dimmed ? 0x10000u : 0u);
  auto it = cache.find(key);
  if (it == cache.end()) {
    it = cache.emplace(key, std::make_unique<Tile>(makeTile(key & 0xFFFFu, dimmed))).first;
  }
  return it->second->data();
}

void copyRows(core::Image& dst, const core::Rgba* src, int srcStride, int w, int h, int x, int y, int cx0,
              int cy0, int cx1, int cy1) {
  const int x0 = std::max(x, cx0), x1 = std::min(x + w, cx1);
  const int y0 = std::max(y, cy0), y1 = std::min(y + h, cy1);
  if (x0 >= x1 || y0 >= y1) return;
  core::Rgba* out = dst.data();
  for (int row = y0; row < y1; ++row) {
    std::memcpy(out + static_cast<size_t>(row) * static_cast<size_t>(dst.width()) + x0,
                src + static_cast<size_t>(row - y) * static_cast<size_t>(srcStride) + (x0 - x),
                static_cast<size_t>(x1 - x0) * sizeof(core::Rgba));
  }
}

}  // namespace view
