// SPDX-License-Identifier: GPL-3.0-or-later
// The route block (RouteBlock, what a route is made of); functions in road.hpp.
#pragma once

#include <cstdint>

#include "core/fields.hpp"

namespace gta {

struct RouteBlock {
  uint8_t x = 0;
  uint8_t y = 0;
  uint8_t z = 0;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(RouteBlock, x), CORE_FIELD(RouteBlock, y), CORE_FIELD(RouteBlock, z)};
  }
  friend bool operator==(const RouteBlock& lhs, const RouteBlock& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<RouteBlock>());

}  // namespace gta
