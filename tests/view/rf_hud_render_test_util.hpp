// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the screen tests: whether a text is drawn at a place (every ink pixel of its
// glyphs in the colour, every other pixel of the glyph boxes not), and a pinned hash of a
// picture's rectangle.
#pragma once

#include <cstdint>
#include <string>

#include "core/image.hpp"
#include "view/viewport.hpp"

namespace view {

inline bool textShown(const core::Image& img, int x, int y, const std::string& text, core::Rgba c, int scale = 1) {
  core::Image ink(core::Image::textWidth(text, scale), core::Image::kLineHeight * scale, core::kTransparent);
  ink.drawText(0, 0, text, core::kWhite, scale);
  for (int py = 0; py < core::Image::kGlyphHeight * scale; ++py) {
    for (int px = 0; px < ink.width(); ++px) {
      if (px % (core::Image::kCharAdvance * scale) >= core::Image::kGlyphWidth * scale) continue;
      const bool on = ink.get(px, py) == core::kWhite;
      if (on != (img.get(x + px, y + py) == c)) return false;
    }
  }
  return true;
}

// FNV-1a over the RGBA words of the rectangle, row by row.
inline uint64_t regionHash(const core::Image& img, const Viewport& r) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (int y = r.y; y < r.y + r.h; ++y) {
    for (int x = r.x; x < r.x + r.w; ++x) {
      const uint32_t v = img.get(x, y);
      for (int b = 0; b < 4; ++b) {
        h ^= (v >> (8 * b)) & 0xffu;
        h *= 0x100000001b3ull;
      }
    }
  }
  return h;
}

}  // namespace view
