// SPDX-License-Identifier: GPL-3.0-or-later
#include "view/gta_art.hpp"

#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "core/file_io.hpp"

namespace view {
namespace {

// designed: the faces' light (of 256): lids full, the sides toward the south and east
// lighter than those toward the north and west, so the walls read as walls from above.
constexpr std::array<int, kGtaFaceDirs> kShade = {256, 170, 215, 140, 200};

core::Rgba shaded(core::Rgba c, int light) {
  const auto ch = [light](uint8_t v) { return static_cast<uint8_t>(std::min(255, v * light / 256)); };
  return core::rgba(ch(core::red(c)), ch(core::green(c)), ch(core::blue(c)));
}

std::function<std::filesystem::path()>& finder() {
  static std::function<std::filesystem::path()> f;
  return f;
}

std::filesystem::path defaultArtDir() {
  if (const char* d = std::getenv("RETROSIM_DATA_DIR"); d != nullptr && *d != '\0')
    return std::filesystem::path(d) / "gta" / "art";
  if (const char* r = std::getenv("RETROSIM_ROOT"); r != nullptr && *r != '\0')
    return std::filesystem::path(r) / "data" / "gta" / "art";
  throw std::runtime_error(
      "no GTA art folder: the program sets it from its data folder; set $RETROSIM_DATA_DIR "
      "(DIR/gta/art) or $RETROSIM_ROOT (the source tree)");
}

std::mutex& artMutex() {
  static std::mutex m;
  return m;
}
std::unique_ptr<GtaArt>& loaded() {
  static std::unique_ptr<GtaArt> art;
  return art;
}

}  // namespace

GtaArt gtaArtFromStrip(const core::Image& img, const std::string& name) {
  if (img.width() != kGtaTile * kGtaTileCount || img.height() != kGtaTile) {
    throw std::runtime_error(name + ": expected a " + std::to_string(kGtaTile * kGtaTileCount) + " x " +
                             std::to_string(kGtaTile) + " strip of " + std::to_string(kGtaTileCount) +
                             " tiles, found " + std::to_string(img.width()) + " x " +
                             std::to_string(img.height()));
  }
  GtaArt a;
  for (int d = 0; d < kGtaFaceDirs; ++d) {
    for (int t = 0; t < kGtaTileCount; ++t) {
      std::vector<core::Rgba>& out = a.texels[size_t(d)][size_t(t)];
      out.resize(size_t{kGtaTile} * kGtaTile);
      uint64_t r = 0, g = 0, b = 0;
      for (int v = 0; v < kGtaTile; ++v) {
        for (int u = 0; u < kGtaTile; ++u) {
          const core::Rgba texel = img.get(t * kGtaTile + u, v);
          const core::Rgba c = shaded(texel, kShade[size_t(d)]);
          // designed: our strip's key colour, magenta, is a see-through texel (alpha 0)
          out[size_t(v * kGtaTile + u)] = (texel | 0xff) == kGtaKeyColour ? c & ~core::Rgba{0xff} : c;
          r += core::red(c), g += core::green(c), b += core::blue(c);
        }
      }
      constexpr uint64_t n = kGtaTile * kGtaTile;
      a.average[size_t(d)][size_t(t)] = core::rgba(uint8_t(r / n), uint8_t(g / n), uint8_t(b / n));
    }
  }
  // the lid turned r x 90 degrees clockwise: texel (u, v) is the tile's (v, 63 - u) at 90
  for (int r = 1; r < 4; ++r) {
    for (int t = 0; t < kGtaTileCount; ++t) {
      const std::vector<core::Rgba>& src = a.texels[size_t(GtaFaceDir::Lid)][size_t(t)];
      std::vector<core::Rgba>& out = a.turned[size_t(r - 1)][size_t(t)];
      out.resize(src.size());
      for (int v = 0; v < kGtaTile; ++v) {
        for (int u = 0; u < kGtaTile; ++u) {
          int su = u, sv = v;
          for (int k = 0; k < r; ++k) {
            const int nu = sv, nv = kGtaTile - 1 - su;
            su = nu, sv = nv;
          }
          out[size_t(v * kGtaTile + u)] = src[size_t(sv * kGtaTile + su)];
        }
      }
    }
  }
  return a;
}

GtaStyleArt gtaStyleArt(const gta::StyleFile& style) {
  GtaStyleArt a;
  a.sides = style.sides, a.lids = style.lids, a.aux = style.aux;
  a.anims = style.anims;
  // colour 0 keeps its colour with alpha 0 (the transparent faces skip it)
  const auto put = [&style](std::vector<core::Rgba>& out, int t, int remap, int light) {
    const std::vector<gta::StyleRgb> tile = style.tileRgb(t, remap);
    for (size_t i = 0; i < tile.size(); ++i) {
      const core::Rgba c = shaded(core::rgba(tile[i].r, tile[i].g, tile[i].b), light);
      const bool clear = style.tileIndex(t, int(i % kGtaTile), int(i / kGtaTile)) == 0;
      out.push_back(clear ? c & ~core::Rgba{0xff} : c);
    }
  };
  // a G24's sides take their direction's palette (the lighting is in the palettes); a GRY
  // has one palette: its sides are shaded as ours
  const bool g24 = style.kind == gta::StyleKind::G24;
  constexpr std::array<int, 4> kDirPalette = {2, 3, 0, 1};  // West, East, North, South
  const auto sides = [&](std::array<std::vector<core::Rgba>, 4>& out, int t) {
    for (size_t d = 0; d < 4; ++d) put(out[d], t, g24 ? kDirPalette[d] : 0, g24 ? 256 : kShade[d + 1]);
  };
  for (int n = 0; n < style.sides; ++n) sides(a.side, style.tileOf(gta::StyleFace::Side, n));
  for (int n = 0; n < style.lids; ++n)
    for (int r = 0; r < 4; ++r) put(a.lid[size_t(r)], style.tileOf(gta::StyleFace::Lid, n), r, kShade[0]);
  for (int n = 0; n < style.aux; ++n) {
    const int t = style.tileOf(gta::StyleFace::Aux, n);
    sides(a.auxSide, t);
    for (int r = 0; r < 4; ++r) put(a.auxLid[size_t(r)], t, r, kShade[0]);
  }
  // the sprites, and which stands for what
  a.sprites.resize(style.sprites.size());
  for (size_t n = 0; n < style.sprites.size(); ++n) {
    GtaSpriteArt& sp = a.sprites[n];
    sp.w = style.sprites[n].w, sp.h = style.sprites[n].h;
    for (uint8_t e : style.spriteIndices(int(n))) {
      const gta::StyleRgb c = style.spriteColour(int(n), e);
      sp.px.push_back(core::rgba(c.r, c.g, c.b, e == 0 ? 0 : 0xff));
    }
  }
  for (size_t t = 0; t < style.objects.size(); ++t) a.objectSprite.push_back(style.objectSprite(int(t)));
  for (size_t m = 0; m < a.carSprite.size(); ++m) a.carSprite[m] = style.carSprite(int(m));
  a.explosionSprite = style.explosionSprite();
  a.explosionFrames = a.explosionSprite >= 0 ? style.spriteCounts[size_t(gta::StyleSpriteKind::Ex)] : 0;
  return a;
}

GtaArt loadGtaArt(const std::filesystem::path& dir) {
  const std::string path = (dir / "tiles.png").string();
  const std::vector<uint8_t> bytes = core::readFile(path, core::FileCap{"a GTA tile strip", 8u << 20});
  return gtaArtFromStrip(core::Image::decodePng(bytes, path), path);
}

void setGtaArtFinder(std::function<std::filesystem::path()> f) {
  const std::lock_guard<std::mutex> lock(artMutex());
  finder() = std::move(f);
}

const GtaArt& gtaArt() {
  const std::lock_guard<std::mutex> lock(artMutex());
  if (!loaded()) loaded() = std::make_unique<GtaArt>(loadGtaArt(finder() ? finder()() : defaultArtDir()));
  return *loaded();
}

}  // namespace view
