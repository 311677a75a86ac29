// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim's own terrain textures for the Return Fire views (made by tools/make_art.py,
// stored as PNG under DATA/rf/art/, read once at start-up): grass, dry land, sand, rock,
// rubble, earth (the ground under objects), concrete (gate floors), shallow and deep
// water in 8 animation frames, the 16 road cells, the bridge planks and the two home pads.
// One texel is one world pixel. Every file is checked for its size; a missing, truncated
// or wrong file stops the load with one line naming the file and what was expected.
#pragma once

#include <array>
#include <filesystem>
#include <functional>

#include "core/image.hpp"

namespace view {

inline constexpr int kRfArtTexture = 64;  // the side of the repeating textures (2 cells)
inline constexpr int kRfArtLand = 128;    // grass, dry land, earth: 4 cells
inline constexpr int kRfWaterFrames = 8;  // the water's animation loop
inline constexpr int kRfArtCell = 32;     // the side of the road / bridge / pad cells

struct RfArt {
  core::Image grass, dry, earth;                          // 128 x 128
  core::Image sand, rock, rubble, concrete;               // 64 x 64
  std::array<core::Image, kRfWaterFrames> shallow, deep;  // 64 x 64
  core::Image road;                                       // 512 x 32: mask m at x = 32 m
  core::Image bridge;                                     // 32 x 32, planks for N-S travel
  std::array<core::Image, 2> pad;                         // 32 x 32, team 0 / 1
};

// Every texture of `artDir` (DATA/rf/art). Throws std::runtime_error with one line: "FILE:
// cannot read: No such file or directory", "FILE: offset 0: expected a PNG image, found
// ...", "FILE: expected a 64 x 64 texture, found 10 x 10".
RfArt loadRfArt(const std::filesystem::path& artDir);

// Where the views find the art folder the first time they need it: the program sets it to
// its data folder's rf/art (app::dataDir()). Without one: $RETROSIM_DATA_DIR/rf/art, else
// $RETROSIM_ROOT/data/rf/art (the source tree: the tests), else an error.
void setRfArtFinder(std::function<std::filesystem::path()> finder);

// Loads the art now from the finder's folder (start-up: a bad file fails before the first
// frame). Throws as loadRfArt, or "no terrain art folder: ..." without a folder.
void loadRfArtNow();

// The art the views draw with (loaded by the first call when loadRfArtNow did not run).
const RfArt& rfArt();

}  // namespace view
