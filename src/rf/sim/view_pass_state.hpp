// SPDX-License-Identifier: GPL-3.0-or-later
// One view's camera and rendered cell area as simulation state (PlayerState::camera); the
// view pass that sets it is in view_pass.hpp.
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"

namespace rf {

// One view's camera and rendered cell area (inclusive cell rectangle, clipped to the map).
struct ViewCamera {
  bool drawn = false;  // the map was drawn this frame (play, lift zoom, fly-back camera)
  core::Fixed x = 0;   // the point the view centres on (px, 16.16)
  core::Fixed y = 0;
  uint32_t targetId = 0;  // the object the camera follows (0: the home pad)
  int32_t cellX0 = 0;     // the rendered area; empty (x0 > x1) when !drawn
  int32_t cellY0 = 0;
  int32_t cellX1 = -1;
  int32_t cellY1 = -1;
  bool outside = false;  // the area reaches past the map edge: the off-map chain is drawn too
  int32_t turrets = 0;   // the enemy turrets this view drew this frame
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ViewCamera, drawn),
                      CORE_FIELD(ViewCamera, x, core::kFieldFixed),
                      CORE_FIELD(ViewCamera, y, core::kFieldFixed),
                      CORE_FIELD(ViewCamera, targetId),
                      CORE_FIELD(ViewCamera, cellX0),
                      CORE_FIELD(ViewCamera, cellY0),
                      CORE_FIELD(ViewCamera, cellX1),
                      CORE_FIELD(ViewCamera, cellY1),
                      CORE_FIELD(ViewCamera, outside),
                      CORE_FIELD(ViewCamera, turrets)};
  }
  friend bool operator==(const ViewCamera& lhs, const ViewCamera& rhs) { return core::fieldsEqual(lhs, rhs); }
  bool contains(int32_t cx, int32_t cy) const {
    return cx >= cellX0 && cx <= cellX1 && cy >= cellY0 && cy <= cellY1;
  }
};
static_assert(core::everyFieldListed<ViewCamera>());

}  // namespace rf
