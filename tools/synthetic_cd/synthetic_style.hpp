// SPDX-License-Identifier: GPL-3.0-or-later
// A small GTA style file (STYLEnnn.GRY / .G24) made to the public format documents
// (gta/data/style.hpp, docs/gta-style.md) for the tests and the fuzz seeds: a few tiles whose
// texels are a known function of the tile and the place, palettes whose colours are a known
// function of the palette and the index, one tile animation, two object types and one car
// model, two sprites (one with a delta) and the sprite counts. Nothing in it comes from the original game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "gta/data/style.hpp"

namespace synth {

struct StyleSpec {
  gta::StyleKind kind = gta::StyleKind::G24;
  int sides = 5, lids = 6, aux = 2;
};

// Where the sections start in the file made (for the tests that break one).
struct StyleOffsets {
  size_t tiles = 0, anim = 0, colours = 0 /* GRY palette / G24 CLUTs */, paletteIndex = 0 /* G24 */;
  size_t objectInfo = 0, carInfo = 0;
  size_t spriteInfo = 0, spriteGraphics = 0, spriteNumbers = 0, end = 0;
};

// The colour index of texel (u, v) of linear tile t (never 0).
uint8_t syntheticStyleTexel(int t, int u, int v);
// G24: the colour of entry e of physical palette p; GRY: the palette's colour e (0..255).
gta::StyleRgb syntheticStyleColour(gta::StyleKind kind, int p, uint8_t e);
// G24: the physical palette virtual palette v maps to (the palette index).
int syntheticStylePalette(int v, int palettes);

std::vector<uint8_t> makeSyntheticStyle(const StyleSpec& spec, StyleOffsets* offsets = nullptr);

}  // namespace synth
