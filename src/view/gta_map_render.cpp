// SPDX-License-Identifier: GPL-3.0-or-later
#include "view/gta_map_render.hpp"

#include <stdexcept>
#include <string>

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;
using gta::BlockType;

constexpr Rgba kAir = rgba(10, 10, 14);
constexpr Rgba kWater = rgba(30, 70, 150);
constexpr Rgba kRoad = rgba(70, 70, 74);
constexpr Rgba kArrow = rgba(150, 150, 120);
constexpr Rgba kPavement = rgba(150, 146, 136);
constexpr Rgba kField = rgba(70, 130, 60);
constexpr Rgba kRail = rgba(120, 80, 50);
constexpr Rgba kPath = rgba(250, 220, 40);
constexpr Rgba kRoadblock = rgba(255, 130, 0);
constexpr Rgba kObject = rgba(200, 200, 255);
constexpr Rgba kParkedCar = rgba(240, 60, 200);
constexpr int kBlockPx = 64;  // a block is 64 px (object positions are in pixels)

// Buildings: brighter the taller (layer 0 is the top of the city, 5 the ground).
Rgba buildingColour(int z) {
  const int level = 5 - (z < 0 ? 5 : z);  // 0 ground .. 5 tallest
  const auto v = static_cast<uint8_t>(110 + level * 28);
  return rgba(v, static_cast<uint8_t>(v * 7 / 10), static_cast<uint8_t>(v * 5 / 10));
}

Rgba blockColour(const gta::CmpTopView& top, const gta::CmpBlock* block) {
  switch (top.groundType) {
    case BlockType::Water: return kWater;
    case BlockType::Road: return block && block->railway() ? kRail : kRoad;
    case BlockType::Pavement: return kPavement;
    case BlockType::Field: return kField;
    case BlockType::Building: return buildingColour(top.groundZ);
    case BlockType::Air:
    default: return kAir;
  }
}

// Traffic directions as short strokes from the block centre (up = north).
void drawTraffic(Image& img, int x0, int y0, int s, const gta::CmpBlock& b) {
  if (s < 4) return;
  const int c = s / 2;
  if (b.trafficUp()) img.line(x0 + c, y0 + c, x0 + c, y0 + 1, kArrow);
  if (b.trafficDown()) img.line(x0 + c, y0 + c, x0 + c, y0 + s - 2, kArrow);
  if (b.trafficLeft()) img.line(x0 + c, y0 + c, x0 + 1, y0 + c, kArrow);
  if (b.trafficRight()) img.line(x0 + c, y0 + c, x0 + s - 2, y0 + c, kArrow);
}

void drawLocations(Image& img, const gta::CmpLocations& locs, int s) {
  const Rgba colours[6] = {rgba(60, 120, 255), rgba(255, 255, 255), kAir, kAir, rgba(255, 40, 40), kAir};
  for (int kind = 0; kind < 6; ++kind) {
    if (colours[kind] == kAir) continue;
    for (const gta::BlockPos& p : locs.entries[static_cast<size_t>(kind)]) {
      if (p.x == 0) continue;
      img.fillRect(p.x * s - s, p.y * s - s, 3 * s, 3 * s, colours[kind]);
      img.drawRect(p.x * s - s, p.y * s - s, 3 * s, 3 * s, core::kBlack);
    }
  }
}

void drawRoutes(Image& img, const std::vector<gta::CmpRoute>& routes, int s) {
  const int h = s / 2;
  for (const gta::CmpRoute& r : routes) {
    if (r.isPath()) {
      for (size_t i = 1; i < r.vertices.size(); ++i) {
        const auto& a = r.vertices[i - 1];
        const auto& b = r.vertices[i];
        if ((a.x == 0 && a.y == 0) || (b.x == 0 && b.y == 0)) continue;  // (0,0,0) ends a path
        img.line(a.x * s + h, a.y * s + h, b.x * s + h, b.y * s + h, kPath);
      }
    } else {
      for (const auto& v : r.vertices) img.fillRect(v.x * s + h - 1, v.y * s + h - 1, 3, 3, kRoadblock);
    }
  }
}

}  // namespace

core::Image renderGtaMap(const gta::CmpFile& city, const GtaMapRenderOptions& options) {
  const int s = options.scale;
  if (s < 2 || s > 16) throw std::invalid_argument("scale must be 2..16, got " + std::to_string(s));
  Image img(gta::kCmpMapSize * s, gta::kCmpMapSize * s, kAir);
  for (int y = 0; y < gta::kCmpMapSize; ++y) {
    for (int x = 0; x < gta::kCmpMapSize; ++x) {
      const gta::CmpTopView top = city.topView(x, y);
      const gta::CmpBlock* block = top.groundZ >= 0 ? city.blockAt(x, y, top.groundZ) : nullptr;
      img.fillRect(x * s, y * s, s, s, blockColour(top, block));
      if (block && top.groundType == BlockType::Road) drawTraffic(img, x * s, y * s, s, *block);
    }
  }
  for (const gta::CmpObjectPos& o : city.objects) {
    const int px = o.x * s / kBlockPx;
    const int py = o.y * s / kBlockPx;
    img.fillRect(px, py, 2, 2, o.parkedCar() ? kParkedCar : kObject);
  }
  drawRoutes(img, city.routes, s);
  drawLocations(img, city.locations, s);
  return img;
}

}  // namespace view
