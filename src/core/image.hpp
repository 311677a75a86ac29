// SPDX-License-Identifier: GPL-3.0-or-later
// An RGBA8 framebuffer with a few drawing primitives, a built-in 5x7 bitmap font and PNG
// encode/decode (libpng). Used by views and tools, never by a simulation.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A colour packed as 0xRRGGBBAA (so 0xff0000ff is opaque red).
using Rgba = uint32_t;

constexpr Rgba rgba(uint8_t r, uint8_t g, uint8_t b, uint8_t a = 0xff) {
  return (static_cast<uint32_t>(r) << 24) | (static_cast<uint32_t>(g) << 16) |
         (static_cast<uint32_t>(b) << 8) | a;
}
constexpr uint8_t red(Rgba c) {
  return static_cast<uint8_t>(c >> 24);
}
constexpr uint8_t green(Rgba c) {
  return static_cast<uint8_t>(c >> 16);
}
constexpr uint8_t blue(Rgba c) {
  return static_cast<uint8_t>(c >> 8);
}
constexpr uint8_t alpha(Rgba c) {
  return static_cast<uint8_t>(c);
}

inline constexpr Rgba kBlack = 0x000000ff;
inline constexpr Rgba kWhite = 0xffffffff;
inline constexpr Rgba kTransparent = 0x00000000;

// src over dst with integer arithmetic (each channel rounded to nearest).
Rgba blendOver(Rgba dst, Rgba src);

class Image {
 public:
  static constexpr int kMaxSide = 16384;
  // The built-in font: 5x7 glyphs for ASCII 32..126 (others draw as '?'), drawn in cells
  // of 6x8 pixels (one column and one row of spacing), times the scale.
  static constexpr int kGlyphWidth = 5;
  static constexpr int kGlyphHeight = 7;
  static constexpr int kCharAdvance = 6;
  static constexpr int kLineHeight = 8;

  Image() = default;
  // Throws std::invalid_argument when a side is negative or above kMaxSide.
  Image(int width, int height, Rgba fill = kBlack);

  int width() const { return width_; }
  int height() const { return height_; }
  bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
  // Row-major pixels, width * height of them.
  const std::vector<Rgba>& pixels() const { return pixels_; }
  // The same pixels to write in place (renderers filling whole rows); row y starts at
  // data() + y * width().
  Rgba* data() { return pixels_.data(); }

  // Out-of-range reads give kTransparent; out-of-range writes are ignored.
  Rgba get(int x, int y) const;
  void set(int x, int y, Rgba c);
  // Draws c over the pixel by its alpha (blendOver).
  void blend(int x, int y, Rgba c);

  void fill(Rgba c);
  // Rectangles are clipped to the image; w or h <= 0 draws nothing.
  void fillRect(int x, int y, int w, int h, Rgba c);
  // The same rectangle with c drawn over each pixel by its alpha (blend).
  void blendRect(int x, int y, int w, int h, Rgba c);
  // A one-pixel outline on the rectangle's edge pixels.
  void drawRect(int x, int y, int w, int h, Rgba c);
  // A Bresenham line including both end points.
  void line(int x0, int y0, int x1, int y1, Rgba c);
  // Copies src with its top-left corner at (x, y), clipped; blended by alpha or replacing.
  void blit(const Image& src, int x, int y, bool blendAlpha = true);
  // Each pixel becomes an n x n block (n >= 1, else std::invalid_argument).
  Image scaleNearest(int n) const;
  // Draws `overlay` over this picture, each of its pixels over an n x n block (n >= 1 and
  // this picture at least n times the overlay's size, else std::invalid_argument). The
  // overlay is what was drawn onto a transparent picture (Image(w, h, 0)) with set, blend
  // and the rest: its colours are then premultiplied by their alpha, and each block
  // becomes dst * (255 - a) / 255 + colour, as if it had been drawn here directly.
  void drawOverScaled(const Image& overlay, int n);
  // Each n x n block becomes one pixel, the block's average in each channel (a box filter;
  // n >= 1, else std::invalid_argument): width / n x height / n, a remainder left out.
  Image downscaleBox(int n) const;

  // Draws text with the built-in font; '\n' starts a new line at x. scale >= 1 makes
  // each font pixel a scale x scale block. Only ink pixels are drawn (set, not blended).
  void drawText(int x, int y, std::string_view text, Rgba c, int scale = 1);
  // The size text would take: widest line * kCharAdvance * scale, lines * kLineHeight * scale.
  static int textWidth(std::string_view text, int scale = 1);
  static int textHeight(std::string_view text, int scale = 1);
  // The 7 rows of a glyph, bit 4 = leftmost column.
  static const uint8_t* glyph(char ch);

  // PNG, 8-bit RGBA. Throws std::runtime_error with libpng's message on failure.
  std::vector<uint8_t> encodePng() const;
  // Encodes and writes through writeFileAtomic.
  void writePng(const std::string& path) const;
  // Decodes any PNG to RGBA8; a bad file throws core::ParseError naming `name`.
  static Image decodePng(std::span<const uint8_t> data, const std::string& name);

  friend bool operator==(const Image&, const Image&) = default;

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<Rgba> pixels_;
};

}  // namespace core
