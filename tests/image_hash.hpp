// SPDX-License-Identifier: GPL-3.0-or-later
// The hash the render pins use: XXH3 (core::StateHasher) of a picture's size and pixels,
// as 16 hex digits.
#pragma once

#include <string>

#include "core/hash.hpp"
#include "core/image.hpp"

namespace testutil {

inline std::string imageHash(const core::Image& img) {
  core::StateHasher h;
  h.i32(img.width());
  h.i32(img.height());
  h.raw(img.pixels().data(), img.pixels().size() * sizeof(core::Rgba));
  return h.toHex();
}

}  // namespace testutil
