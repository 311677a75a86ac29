// SPDX-License-Identifier: GPL-3.0-or-later
// Top-down picture of a Return Fire cell world (the 128 x 128 cells LoadLevelMap builds):
// terrain classes, water depths and shore shapes, roads with their connections, bridges,
// every static object kind, team colours, home pads and flag sites, plus a legend panel.
// A view: it reads the world and never changes it.
#pragma once

#include "core/image.hpp"
#include "rf/sim/world_state.hpp"

namespace view {

struct RfMapRenderOptions {
  int scale = 8;       // pixels per cell, 2..32; letters on buildings need >= 8
  bool legend = true;  // the panel on the right with the title, counts and symbols
};

// Team colours of the pictures (team 0 blue, team 1 green; neutral objects keep natural colours).
core::Rgba rfTeamColour(int team);

// One cell word (terrain, road lines, its static object) drawn s x s pixels at (x0, y0).
void drawRfCell(core::Image& img, uint32_t cellWord, int x0, int y0, int s);
// Only the cell's static object (what drawRfCell draws over the terrain), if it has one.
void drawRfCellObject(core::Image& img, uint32_t cellWord, int x0, int y0, int s);

// Throws std::invalid_argument for a scale outside 2..32.
core::Image renderRfMap(const rf::World& world, const RfMapRenderOptions& options = {});

}  // namespace view
