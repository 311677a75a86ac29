// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA city in 3D as the original draws it (Render_DrawCity 0x4389f0, after the public
// renderer notes of the earlier C port): seen from straight above in perspective, a layer
// plane z (0 = the top of the highest layer, 6 = the bottom of the lowest) at depth
// height + 64 z, a point at depth d drawn at centre + (p - camera) * scale / d. The layers
// are drawn from the lowest up; in each layer the blocks from the four edges of the picture
// toward the camera, so a block nearer the camera's axis overdraws farther ones; a block
// draws the sides the camera sees (left, right, top, bottom), then its lid; a flat block one
// see-through panel an axis and a see-through lid; slopes draw their ramp and sides. Before a
// layer's blocks, the things standing on the layer below (cars, objects, fires, explosions:
// the style's sprites when the user has a style file, else our own shapes). The textures are
// the style file's tiles when the user has one (by the faces' tile numbers, animated as the
// style and the game's doors animate them), else ours (view/gta_art.hpp), chosen by face and
// block type: roads with their traffic arrows, pavement, fields, animated water, roofs, four
// kinds of wall, fences. A view: it reads the state.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/image.hpp"
#include "gta/data/cmp.hpp"
#include "gta/sim/game_state.hpp"
#include "view/gta_art.hpp"

namespace view {

// Where the view looks from: the point under the camera (world pixels), its height above
// the top plane and its zoom (scale = picture width * zoom / 320), as the game's viewport.
struct GtaViewCamera {
  int32_t x = 128 * 64;
  int32_t y = 128 * 64;
  int32_t height = 77;
  int32_t zoom = 284;
};

// The viewport of a player (Camera_Update's x, y, height, zoom).
GtaViewCamera gtaPlayerCamera(const gta::GameState& s, int player = 0);

// The blocks the view draws: every block record of the CMP by cell and layer, with the
// game's map edits over them (update() each frame; only the edited cells are read again).
class GtaCityBlocks {
 public:
  void update(const gta::GameState& s);
  bool empty() const { return blocks_.empty(); }  // before the first update
  const gta::CmpBlock& at(int x, int y, int z) const {
    return blocks_[(size_t(y) * gta::kCmpMapSize + size_t(x)) * gta::kCmpLayers + size_t(z)];
  }

 private:
  const gta::CmpFile* cmp_ = nullptr;
  std::vector<gta::CmpBlock> base_;    // the CMP's
  std::vector<gta::CmpBlock> blocks_;  // with the edits
  std::vector<uint32_t> edited_;       // the cells patched last time
};

struct GtaCityStats {
  int blocks = 0;  // blocks that drew something
  int faces = 0;   // faces drawn
  int sides = 0;   // of them the sides (walls)
};

// Draws the city and what stands in it into `img` (cleared first) from `cam`; with `style`
// (the user's style file's tiles) the faces whose tile numbers the file has use its tiles.
GtaCityStats renderGtaCity(core::Image& img, const GtaCityBlocks& blocks, const gta::GameState& s,
                           const GtaViewCamera& cam, const GtaArt& art, const GtaStyleArt* style = nullptr);

// Screen to world: the block under picture pixel (px, py) on the top face of the highest
// non-empty block of that cell as the view draws it (the hover); false off the map.
struct GtaPick {
  int x = 0, y = 0, z = 0;  // block
  int32_t wx = 0, wy = 0;   // world pixels at the ground found
};
bool gtaPickBlock(const GtaCityBlocks& blocks, const GtaViewCamera& cam, int width, int height, int px, int py,
                  GtaPick& out);

}  // namespace view
