// SPDX-License-Identifier: GPL-3.0-or-later
// The top-down map picture (src/view/rf_map_render.*): what a cell looks like.
#include "view/rf_map_render.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "rf/sim/cell.hpp"
#include "rf/sim/world_state.hpp"

namespace view {
namespace {

// The colour at the centre of a cell.
core::Rgba cellPixel(const core::Image& img, int cx, int cy, int scale) {
  return img.get(cx * scale + scale / 2, cy * scale + scale / 2);
}

TEST(RfMapRender, TerrainAndTeamPadsLookDifferent) {
  rf::World w;
  w.setCell(5, 5, rf::cell::make(2));   // deep water
  w.setCell(6, 5, rf::cell::make(90));  // team 0 pad
  w.setCell(7, 5, rf::cell::make(91));  // team 1 pad
  RfMapRenderOptions o;
  o.legend = false;
  o.scale = 8;
  const core::Image img = renderRfMap(w, o);
  EXPECT_EQ(img.width(), rf::kMapCells * 8);
  EXPECT_EQ(img.height(), rf::kMapCells * 8);
  const core::Rgba grass = cellPixel(img, 4, 5, 8);
  EXPECT_EQ(grass, core::rgba(76, 150, 58));
  const core::Rgba deep = cellPixel(img, 5, 5, 8);
  EXPECT_GT(core::blue(deep), core::green(deep));
  EXPECT_GT(core::blue(deep), core::red(deep));
  const core::Rgba pad0 = cellPixel(img, 6, 5, 8);
  const core::Rgba pad1 = cellPixel(img, 7, 5, 8);
  EXPECT_GT(core::blue(pad0), core::red(pad0));  // team 0 blue
  EXPECT_GT(core::green(pad1), core::blue(pad1));  // team 1 green
  EXPECT_GT(core::green(pad1), core::red(pad1));
  EXPECT_NE(pad1, grass);
  EXPECT_NE(pad0, grass);
  // The legend widens the picture, never changes the map part.
  o.legend = true;
  const core::Image withLegend = renderRfMap(w, o);
  EXPECT_GT(withLegend.width(), img.width());
  EXPECT_EQ(cellPixel(withLegend, 6, 5, 8), pad0);
}

TEST(RfMapRender, ScaleOutsideTheRangeIsRejected) {
  const rf::World w;
  RfMapRenderOptions o;
  o.scale = 1;
  EXPECT_THROW(renderRfMap(w, o), std::invalid_argument);
  o.scale = 33;
  EXPECT_THROW(renderRfMap(w, o), std::invalid_argument);
}

}  // namespace
}  // namespace view
