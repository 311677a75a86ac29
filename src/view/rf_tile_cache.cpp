// SPDX-License-Identifier: GPL-3.0-or-later
// The cell tiles of the game views (rf_tile_cache.hpp).
#include "view/rf_tile_cache.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <unordered_map>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "view/rf_map_render.hpp"

namespace view {
namespace {

using core::Rgba;
using core::rgba;
using rf::TerrainClass;
using Tile = std::array<Rgba, kRfTilePx * kRfTilePx>;
constexpr int P = kRfTilePx;

// designed: a map has a few hundred distinct (terrain, quarter, frame) tiles; past this
// many the cache starts again (bounded memory: 4 KB a tile).
constexpr size_t kMaxTiles = 4096;

Rgba mixRgb(Rgba a, Rgba b, int t256) {
  const auto ch = [t256](int x, int y) { return static_cast<uint8_t>((x * (256 - t256) + y * t256) >> 8); };
  return rgba(ch(core::red(a), core::red(b)), ch(core::green(a), core::green(b)),
              ch(core::blue(a), core::blue(b)));
}

Rgba scaleRgb(Rgba a, int t256) {
  const auto ch = [t256](int x) { return static_cast<uint8_t>(std::min(255, (x * t256) >> 8)); };
  return rgba(ch(core::red(a)), ch(core::green(a)), ch(core::blue(a)));
}

// The texel of a repeating texture (64 or 128 px) under cell pixel (x, y) of a cell of
// this variant.
Rgba tex(const core::Image& t, int variant, int x, int y) {
  const int cells = t.width() / P;
  const int tx = x + ((variant & 3) % cells) * P, ty = y + (((variant >> 2) & 3) % cells) * P;
  return t.pixels()[static_cast<size_t>(ty * t.width() + tx)] | 0xffu;
}

// Whether a terrain's ground uses the 4-cell textures (else only the variant's low bits matter).
bool usesLandTexture(uint32_t terrain) {
  switch (rf::terrainInfo(terrain).cls) {
    case TerrainClass::Land:
    case TerrainClass::Unused:
    case TerrainClass::DryLand:
    case TerrainClass::LandTransition:
    case TerrainClass::ObjectGround:
      return true;
    default:
      return false;
  }
}
int keyVariant(uint32_t terrain, int variant) {
  return usesLandTexture(terrain) ? (variant & 15) : (variant & 5);
}
Rgba cellTex(const core::Image& t, int x, int y) {  // a 32 x 32 image (or a cell of the road atlas)
  return t.pixels()[static_cast<size_t>(y * t.width() + x)] | 0xffu;
}

// designed: the water depth of a cell pixel, 0 dry .. 2 deep, by class.
int depthAt(uint32_t terrain, int x, int y) {
  switch (rf::terrainInfo(terrain).cls) {
    case TerrainClass::Shallow:
    case TerrainClass::ShallowVariant:
      return 1;
    case TerrainClass::Deep:
      return 2;
    case TerrainClass::Shore:
      return rf::pixelWaterDepth(terrain, x, y) == 1 ? 1 : 0;
    case TerrainClass::ShallowBox:
      return rf::pixelWaterDepth(terrain, x, y) == 1 ? 1 : 2;
    default:
      return 0;
  }
}

// How far (in px, up to 4) pixel (x, y) is from one of a different depth class in the cell
// (the cell's own edge pixels stand in for what lies beyond it).
int edgeDistance(const std::array<uint8_t, P * P>& depth, int x, int y) {
  const int here = depth[static_cast<size_t>(y * P + x)];
  int best = 5;
  for (int dy = -4; dy <= 4; ++dy) {
    for (int dx = -4; dx <= 4; ++dx) {
      const int d2 = dx * dx + dy * dy;
      if (d2 > 16 || d2 >= best * best) continue;
      const int sx = std::clamp(x + dx, 0, P - 1), sy = std::clamp(y + dy, 0, P - 1);
      if (depth[static_cast<size_t>(sy * P + sx)] != here) {
        int d = 1;
        while (d * d < d2) ++d;
        best = d;
      }
    }
  }
  return best;
}

// designed: shores: sand, the last 2 px before the water darker (wet), the first 2 px of
// water white foam that breathes with the frame, then lighter water for 2 more; a shallow
// box fades into the deep over 3 px.
void composeWater(Tile& t, const RfArt& art, uint32_t terrain, int variant, int frame) {
  std::array<uint8_t, P * P> depth{};
  for (int y = 0; y < P; ++y)
    for (int x = 0; x < P; ++x)
      depth[static_cast<size_t>(y * P + x)] = static_cast<uint8_t>(depthAt(terrain, x, y));
  const core::Image& shallow = art.shallow[static_cast<size_t>(frame)];
  const core::Image& deep = art.deep[static_cast<size_t>(frame)];
  const int foam = 1 + ((frame >> 1) & 1) + (frame == 3 ? 1 : 0);  // 1..3 px, a breath a loop
  for (int y = 0; y < P; ++y) {
    for (int x = 0; x < P; ++x) {
      const int d = depth[static_cast<size_t>(y * P + x)];
      const int e = edgeDistance(depth, x, y);
      Rgba c = 0;
      if (d == 0) {
        c = tex(art.sand, variant, x, y);
        if (e <= 2) c = scaleRgb(c, 200 + 20 * (e - 1));  // wet sand
      } else if (d == 1) {
        c = tex(shallow, variant, x, y);
        const bool shore = rf::terrainInfo(terrain).cls == TerrainClass::Shore;
        if (shore && e <= foam) {
          c = mixRgb(c, rgba(236, 244, 248), 200 - 40 * (e - 1));
        } else if (shore && e <= foam + 2) {
          c = mixRgb(c, rgba(150, 210, 230), 90);
        } else if (!shore && e <= 3) {
          c = mixRgb(tex(deep, variant, x, y), c, 128 + 40 * (e - 1));
        }
      } else {
        c = tex(deep, variant, x, y);
        if (e <= 3) c = mixRgb(c, tex(shallow, variant, x, y), 128 - 40 * (e - 1));
      }
      t[static_cast<size_t>(y * P + x)] = c;
    }
  }
}

// A round patch of texture `t` over the tile (rubble, rock ground), its edge ragged.
void patch(Tile& out, const core::Image& t, int variant, int radius) {
  for (int y = 0; y < P; ++y) {
    for (int x = 0; x < P; ++x) {
      const int dx = 2 * x - (P - 1), dy = 2 * y - (P - 1);
      const Rgba texel = tex(t, variant, x, y);
      const int rag = (core::red(texel) >> 5) - 3;  // the texture's own tone ruffles the edge
      const int r = 2 * radius + rag;
      if (dx * dx + dy * dy <= r * r) out[static_cast<size_t>(y * P + x)] = texel;
    }
  }
}

Tile makeGround(const RfArt& art, uint32_t terrain, int variant, int frame, RfGroundOverlay overlay) {
  Tile t{};
  const rf::TerrainInfo& info = rf::terrainInfo(terrain);
  const auto fill = [&](const core::Image& img) {
    for (int y = 0; y < P; ++y)
      for (int x = 0; x < P; ++x) t[static_cast<size_t>(y * P + x)] = tex(img, variant, x, y);
  };
  const auto fillRoad = [&](int mask) {
    for (int y = 0; y < P; ++y)
      for (int x = 0; x < P; ++x) t[static_cast<size_t>(y * P + x)] = cellTex(art.road, mask * P + x, y);
  };
  switch (info.cls) {
    case TerrainClass::Land:
    case TerrainClass::Unused:
      fill(art.grass);
      break;
    case TerrainClass::DryLand:
      fill(art.dry);
      break;
    case TerrainClass::Shallow:
    case TerrainClass::ShallowVariant:
    case TerrainClass::Deep:
    case TerrainClass::Shore:
    case TerrainClass::ShallowBox:
      composeWater(t, art, terrain, variant, frame);
      break;
    case TerrainClass::LandTransition:
      // designed: grass and dry land in patches, by the dry texture's own tone
      for (int y = 0; y < P; ++y) {
        for (int x = 0; x < P; ++x) {
          const Rgba d = tex(art.dry, variant, x, y);
          t[static_cast<size_t>(y * P + x)] = core::green(d) > 160 ? d : tex(art.grass, variant, x, y);
        }
      }
      break;
    case TerrainClass::Road:
    case TerrainClass::BridgeEnd:
      fillRoad(info.roads & 15);
      break;
    case TerrainClass::GateFloor:
      fill(art.concrete);
      break;
    case TerrainClass::HomePad: {
      const core::Image& pad = art.pad[terrain == rf::homePadTerrain(1) ? 1 : 0];
      for (int y = 0; y < P; ++y)
        for (int x = 0; x < P; ++x) t[static_cast<size_t>(y * P + x)] = cellTex(pad, x, y);
      break;
    }
    case TerrainClass::ObjectGround:
      if (terrain == 106) {  // wall rubble
        fill(art.earth);
        patch(t, art.rubble, variant, 15);
      } else {
        fill(art.earth);
      }
      break;
  }
  switch (overlay) {
    case RfGroundOverlay::None:
      break;
    case RfGroundOverlay::DeckV:  // planks across north-south travel, as drawn
      for (int y = 0; y < P; ++y)
        for (int x = 0; x < P; ++x) t[static_cast<size_t>(y * P + x)] = cellTex(art.bridge, x, y);
      break;
    case RfGroundOverlay::DeckH:  // turned a quarter for east-west travel
      for (int y = 0; y < P; ++y)
        for (int x = 0; x < P; ++x) t[static_cast<size_t>(y * P + x)] = cellTex(art.bridge, y, x);
      break;
    case RfGroundOverlay::Rubble:
      patch(t, art.rubble, variant, 13);
      break;
    case RfGroundOverlay::Rock:
      patch(t, art.rock, variant, 12);
      break;
  }
  return t;
}

std::unordered_map<uint32_t, std::unique_ptr<Tile>>& tileCache() {
  thread_local std::unordered_map<uint32_t, std::unique_ptr<Tile>> cache;
  return cache;
}

// The BNOs some other BNO's destruction leaves (rubble), by id 0..127: of our own tiles'
// look, so from the designed table (as rfRuinSmokes).
std::array<bool, 128> destroyedStates() {
  std::array<bool, 128> out{};
  for (uint32_t b = 1; b < 91; ++b) {
    const uint32_t d = rf::kBnoTable[b].destroyedBno;
    if (d != 0 && d < 128) out[d] = true;
  }
  return out;
}

uint32_t groundKey(uint32_t terrain, int variant, int frame, RfGroundOverlay overlay) {
  if (!rfTerrainHasWater(terrain) || overlay == RfGroundOverlay::DeckH || overlay == RfGroundOverlay::DeckV)
    frame = 0;
  return (terrain & 0x7Fu) | (static_cast<uint32_t>(keyVariant(terrain, variant)) << 7) |
         (static_cast<uint32_t>(frame & 7) << 11) | (static_cast<uint32_t>(overlay) << 14);
}

}  // namespace

RfGroundOverlay rfGroundOverlay(uint32_t bno) {
  static const std::array<bool, 128> kDestroyed = destroyedStates();
  using rf::Bno;
  if (bno == rf::bnoId(Bno::BrigeH)) return RfGroundOverlay::DeckH;
  if (bno == rf::bnoId(Bno::BrigeV)) return RfGroundOverlay::DeckV;
  if (bno == rf::bnoId(Bno::Rock1S) || bno == rf::bnoId(Bno::Rock2S)) return RfGroundOverlay::Rock;
  if (bno < 128 && kDestroyed[bno] && bno != rf::bnoId(Bno::DestBrige)) return RfGroundOverlay::Rubble;
  return RfGroundOverlay::None;
}

bool rfTerrainHasWater(uint32_t terrain) {
  return rf::terrainWaterDepth(terrain) != 0;
}

const Rgba* rfGroundTile(const RfArt& art, uint32_t terrain, int variant, int frame,
                         RfGroundOverlay overlay) {
  auto& cache = tileCache();
  const uint32_t key = groundKey(terrain, variant, frame, overlay);
  auto it = cache.find(key);
  if (it == cache.end()) {
    it = cache
             .emplace(key, std::make_unique<Tile>(makeGround(art, terrain, static_cast<int>((key >> 7) & 15),
                                                             static_cast<int>((key >> 11) & 7), overlay)))
             .first;
  }
  return it->second->data();
}

const Rgba* rfTopDownTile(const RfArt& art, uint32_t cellWord, int variant, int frame, bool dimmed) {
  auto& cache = tileCache();
  const uint32_t terrain = rf::cell::terrain(cellWord);
  const uint32_t bno = rf::cell::bno(cellWord);
  const RfGroundOverlay overlay = rfGroundOverlay(bno);
  if (!rfTerrainHasWater(terrain)) frame = 0;
  variant = keyVariant(terrain, variant);
  // bit 31 marks a top-down tile (the ground keys stay below 1 << 17)
  const uint32_t key = 0x80000000u | (cellWord & 0xFFFFu) | (static_cast<uint32_t>(variant) << 16) |
                       (static_cast<uint32_t>(frame & 7) << 20) | (dimmed ? 0x800000u : 0u);
  auto it = cache.find(key);
  if (it == cache.end()) {
    const Rgba* ground = rfGroundTile(art, terrain, variant, frame, overlay);
    core::Image img(P, P);
    std::memcpy(img.data(), ground, sizeof(Tile));
    // the object's symbol, except what the ground already shows (decks, rubble)
    if (overlay == RfGroundOverlay::None || overlay == RfGroundOverlay::Rock)
      drawRfCellObject(img, cellWord & 0xFFFFu, 0, 0, P);
    auto t = std::make_unique<Tile>();
    std::copy(img.pixels().begin(), img.pixels().end(), t->begin());
    if (dimmed) {
      for (Rgba& p : *t) p = core::blendOver(p, kRfFog);
    }
    it = cache.emplace(key, std::move(t)).first;
  }
  return it->second->data();
}

void rfTileCacheTrim() {
  if (tileCache().size() >= kMaxTiles) tileCache().clear();
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
