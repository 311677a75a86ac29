// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim's own textures of the GTA city view (made by tools/make_gta_art.py, stored as
// DATA/gta/art/tiles.png, read once): one 64 x 64 tile per kind of face, in the strip's
// order below, each kept shaded for the five directions a face can look (the lid and the
// four sides), so the 3D view only copies texels. A missing, truncated or wrong file stops
// the load with one line naming the file and what was expected.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <vector>

#include "core/image.hpp"
#include "gta/data/style.hpp"

namespace view {

inline constexpr int kGtaTile = 64;
// The strip's see-through colour (magenta): such texels get alpha 0.
inline constexpr core::Rgba kGtaKeyColour = 0xff00ffff;

enum class GtaTile : uint8_t {
  Road,
  ArrowN,
  ArrowS,
  ArrowW,
  ArrowE,
  Pavement,
  Field,
  Water0,  // 4 frames
  Water1,
  Water2,
  Water3,
  RoofGravel,
  RoofTar,
  RoofTiles,
  Railway,
  WallBrick,
  WallConcrete,
  WallGlass,
  WallStone,
  Kerb,
  Earth,
  Fence,  // a flat block's side: see-through (its key colour texels have alpha 0)
  Count
};
inline constexpr int kGtaTileCount = static_cast<int>(GtaTile::Count);

// The direction a face looks: its shade (the lid lit most, the north sides least).
enum class GtaFaceDir : uint8_t { Lid, West, East, North, South, Count };
inline constexpr int kGtaFaceDirs = static_cast<int>(GtaFaceDir::Count);

struct GtaArt {
  // texels[dir][tile]: 64 x 64 RGBA, row-major (v * 64 + u)
  std::array<std::array<std::vector<core::Rgba>, kGtaTileCount>, kGtaFaceDirs> texels;
  // the average colour of each tile, shaded by direction (the slopes' side polygons)
  std::array<std::array<core::Rgba, kGtaTileCount>, kGtaFaceDirs> average{};

  // the lids turned 90, 180 and 270 degrees clockwise (turned[r - 1]; a block's lid rotation)
  std::array<std::array<std::vector<core::Rgba>, kGtaTileCount>, 3> turned;

  const core::Rgba* tile(GtaTile t, GtaFaceDir d) const {
    return texels[static_cast<size_t>(d)][static_cast<size_t>(t)].data();
  }
  const core::Rgba* lid(GtaTile t, int rotation) const {
    rotation &= 3;
    return rotation == 0 ? tile(t, GtaFaceDir::Lid) : turned[size_t(rotation - 1)][static_cast<size_t>(t)].data();
  }
};

// The tiles of the user's style file (STYLEnnn.G24 / .GRY, gta/data/style.hpp) as the view
// draws them: a block face's tile number picks its tile (side n, lid n with the block's
// remap), a G24's sides through their direction's palette (4 t + d: top 0, bottom 1, left 2,
// right 3), a GRY's shaded by direction as ours are; its animations show aux tiles in turn;
// its sprites stand for cars, objects and explosions. Colour 0
// of a tile keeps its colour with alpha 0: transparent faces (flat blocks) skip it, opaque
// ones draw it. Sides and lids beyond the file's fall back to ours.
// One of the style's sprites as the view draws it: w x h colours, colour 0 alpha 0.
struct GtaSpriteArt {
  int w = 0, h = 0;
  std::vector<core::Rgba> px;
};

struct GtaStyleArt {
  int sides = 0, lids = 0, aux = 0;
  std::array<std::vector<core::Rgba>, 4> side;     // [dir - West]: sides x 64 x 64
  std::array<std::vector<core::Rgba>, 4> lid;      // [remap]: lids x 64 x 64
  std::array<std::vector<core::Rgba>, 4> auxSide;  // the aux tiles shaded as sides
  std::array<std::vector<core::Rgba>, 4> auxLid;   // the aux tiles as lids, by remap
  std::vector<gta::StyleAnim> anims;               // the style's animated tiles
  std::vector<GtaSpriteArt> sprites;               // by sprite number
  std::vector<int> objectSprite;                   // by object type: its first sprite (-1 none)
  std::array<int, 256> carSprite = [] {            // by car model: its sprite (-1 none)
    std::array<int, 256> none;
    none.fill(-1);
    return none;
  }();
  int explosionSprite = -1, explosionFrames = 0;  // the explosions' first sprite, their count
  const GtaSpriteArt* sprite(int n) const {
    if (n < 0 || size_t(n) >= sprites.size()) return nullptr;
    const GtaSpriteArt& sp = sprites[size_t(n)];
    return sp.w > 0 && sp.h > 0 && sp.px.size() == size_t(sp.w) * size_t(sp.h) ? &sp : nullptr;
  }
  // nullptr when the file has no such tile (n = 0 is no face for the caller to ask)
  const core::Rgba* sideTile(int n, GtaFaceDir d) const {
    if (n < 0 || n >= sides || d == GtaFaceDir::Lid) return nullptr;
    return side[size_t(d) - 1].data() + size_t(n) * kGtaTile * kGtaTile;
  }
  const core::Rgba* lidTile(int n, int remap) const {
    if (n < 0 || n >= lids) return nullptr;
    return lid[size_t(remap & 3)].data() + size_t(n) * kGtaTile * kGtaTile;
  }
  const core::Rgba* auxTile(int n, GtaFaceDir d, int remap) const {
    if (n < 0 || n >= aux) return nullptr;
    const std::vector<core::Rgba>& v =
        d == GtaFaceDir::Lid ? auxLid[size_t(remap & 3)] : auxSide[size_t(d) - 1];
    return v.data() + size_t(n) * kGtaTile * kGtaTile;
  }
};
GtaStyleArt gtaStyleArt(const gta::StyleFile& style);

// The tiles of `artDir` (DATA/gta/art). Throws std::runtime_error with one line.
GtaArt loadGtaArt(const std::filesystem::path& artDir);
// The art from a strip image (64 * kGtaTileCount x 64); throws when the size is wrong.
GtaArt gtaArtFromStrip(const core::Image& strip, const std::string& name);

// Where the view finds DATA/gta/art (the program sets it from its data folder; without
// one $RETROSIM_DATA_DIR/gta/art, else $RETROSIM_ROOT/data/gta/art).
void setGtaArtFinder(std::function<std::filesystem::path()> finder);
// The art the views draw with (loaded by the first call).
const GtaArt& gtaArt();

}  // namespace view
