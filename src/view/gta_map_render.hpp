// SPDX-License-Identifier: GPL-3.0-or-later
// Top-down picture of a GTA CMP city: block types of the top non-air block (water, roads
// with their traffic directions, pavement, fields), buildings shaded by height, routes
// (paths and roadblock sets), service locations and object positions. A view.
#pragma once

#include "core/image.hpp"
#include "gta/data/cmp.hpp"

namespace view {

struct GtaMapRenderOptions {
  int scale = 4;  // pixels per block, 2..16
};

// Throws std::invalid_argument for a scale outside 2..16.
core::Image renderGtaMap(const gta::CmpFile& city, const GtaMapRenderOptions& options = {});

}  // namespace view
